/**
 * A document the encoding refuses (clickhouse-encoding.ts's bounds): nested past MAX_NESTING, or
 * an encoding over MAX_GROWTH times its text. Found as the scan goes, before more than twice the
 * bound is built; the message says where, in the words of the document.
 */
export declare class EncodingRefused extends Error {
    name: string;
}
/** `text` as a TabSeparated field (the copy's other columns; the encoding escapes itself as it goes). */
export declare function tsvField(text: string): string;
/**
 * The encoding of the JSON value `json` (as DuckDB's JSON type holds it: valid JSON); with
 * `tsv`, escaped as a TabSeparated field besides (the loader's copy writes it so, in the same
 * scan: escaping the finished encoding cost more than making it, every nested quote being `\'`).
 */
export declare function encodeJsonText(json: string, tsv?: boolean): string;
