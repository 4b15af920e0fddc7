/** The encoding of a JSON value (as JSON.parse returns it). */
export declare function encodeJson(value: unknown): string;
