/** Far more than any client's headers (`Content-Length` and `Content-Type`, about 80 bytes). */
export declare const MAX_HEADER_BYTES: number;
/** A consumer of the input's chunks, in order, that calls `onTooLong` once when a header exceeds the limit. */
export declare function headerLimit(onTooLong: (detail: string) => void, max?: number): (chunk: Uint8Array) => void;
