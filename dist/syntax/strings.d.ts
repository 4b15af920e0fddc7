export type DecodeResult = {
    ok: true;
    value: string;
} | {
    ok: false;
    message: string;
    index: number;
    length: number;
};
/** Decodes a literal as written, quotes included. `index` in errors is relative to `raw`. */
export declare function decodeString(raw: string): DecodeResult;
/** The canonical literal for a value: double quotes, minimal escapes. */
export declare function encodeString(value: string): string;
