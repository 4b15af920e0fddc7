/** The tables an encoded draft's numbers point into: one per cache file. */
export interface DraftTables {
    strings: string[];
    /** Each shape: an object's keys, in order. */
    shapes: string[][];
}
/** Thrown for a value the stream cannot carry exactly (a Map, a class instance, NaN): that draft is not cached. */
export declare class UnencodableDraft extends Error {
}
/** A draft of any config type: the codec only puts the object back where it was. */
interface Draft {
    file: string;
    config: unknown;
}
export declare class DraftEncoder {
    private readonly strings;
    /** Shapes by their keys, one key at a time: a lookup per object without joining its keys into a new string. */
    private readonly shapes;
    /** The stream, grown by doubling (an array of numbers held twice the memory, then was copied). */
    private out;
    private length;
    private file;
    private config;
    /**
     * Appends the draft to the stream and returns where it starts. On UnencodableDraft the stream
     * is as it was (the tables may hold a few strings more).
     */
    encode(draft: Draft): number;
    tables(): DraftTables;
    /** The stream so far (a view: encoding more may leave it behind). */
    numbers(): Float64Array;
    private push1;
    private push2;
    private grow;
    private value;
    private object;
    private string;
}
/** Thrown for numbers that are not a draft DraftEncoder wrote with these tables: the caller drafts the file instead. */
export declare class CorruptDraft extends Error {
}
/** Decodes what DraftEncoder wrote, with the same tables and numbers. */
export declare class DraftDecoder {
    private readonly tables;
    private readonly stream;
    private readonly shapes;
    private at;
    private file;
    private config;
    constructor(tables: DraftTables, stream: Float64Array);
    /** The draft that starts at `start`, its path `file` (as this run shows it) and its config `config`. */
    decode<D extends Draft>(start: number, file: string, config: D["config"]): D;
    private next;
    private value;
}
export {};
