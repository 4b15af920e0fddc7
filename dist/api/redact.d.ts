export declare const REDACTED = "[REDACTED]";
export declare class Redactor {
    #private;
    constructor(secrets?: Iterable<string | undefined>);
    /** Remembers a value to scrub from now on. Very short values are ignored: they would mangle text. */
    addSecret(value: string | undefined): void;
    /** Scrubs known secrets and bearer tokens from free text. */
    text(input: string): string;
    /** Headers as `name: value` pairs with secret values replaced. */
    headers(headers: Headers | Record<string, string>): Record<string, string>;
    /** A request or response body (JSON, form or text) with secret fields and values replaced. */
    body(text: string, contentType?: string): string;
}
/**
 * The base64 and base64url forms of a secret. Base64 encodes 3 bytes as 4 characters, so inside a
 * longer value (`id:secret` in a Basic header) the secret starts at one of 3 byte alignments; at
 * each, the characters made only of the secret's bits are the same whatever surrounds it. Those
 * cores are scrubbed along with the whole encodings (padded and not), so a secret never leaves
 * in base64 at any offset. A core is at least 7 characters (a secret has 6 bytes or more): too
 * long to match by chance.
 */
export declare function base64Forms(secret: string): string[];
/** Where --debug lines go. Every line is redacted before it reaches the sink. */
export type DebugSink = (line: string) => void;
export declare function createDebugLog(sink: DebugSink, redactor: Redactor): DebugSink;
