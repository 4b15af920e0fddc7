/** Where the file lives in the package (and so on unpkg/jsDelivr for a `$schema` URL). */
export declare const AUDIENCE_SCHEMA_PATH = "schema/audience.schema.json";
export declare function audienceJsonSchema(): Record<string, unknown>;
/** The file's exact text: two-space JSON and a final newline. */
export declare function audienceJsonSchemaText(): string;
