/**
 * The fields of `e.doc` the query reads, sorted; undefined when it reads the doc some other way
 * (the whole doc, a list of docs) or not at all (nothing to narrow).
 */
export declare function eventFieldsRead(sql: string): string[] | undefined;
/** The query with its scans of the contract's `events` reading `view` instead (in its code only). */
export declare function readingEventsFrom(sql: string, view: string): string;
