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
/** Where --debug lines go. Every line is redacted before it reaches the sink. */
export type DebugSink = (line: string) => void;
export declare function createDebugLog(sink: DebugSink, redactor: Redactor): DebugSink;
