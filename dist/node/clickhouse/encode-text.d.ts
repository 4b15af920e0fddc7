/** `text` as a TabSeparated field (the copy's other columns; the encoding escapes itself as it goes). */
export declare function tsvField(text: string): string;
/**
 * The encoding of the JSON value `json` (as DuckDB's JSON type holds it: valid JSON); with
 * `tsv`, escaped as a TabSeparated field besides (the loader's copy writes it so, in the same
 * scan: escaping the finished encoding cost more than making it, every nested quote being `\'`).
 */
export declare function encodeJsonText(json: string, tsv?: boolean): string;
