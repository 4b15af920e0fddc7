/** An instant, or why not: not written as one (`format`), or written as one that does not exist (`date`). */
export type ReadInstant = {
    ok: true;
    ms: number;
} | {
    ok: false;
    kind: "format" | "date";
    why: string;
};
/** The instant's epoch milliseconds, or why the text is not one. */
export declare function readInstant(text: string): ReadInstant;
