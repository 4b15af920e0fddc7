/** The tables an encoded draft's numbers point into: one per cache file. */
export interface DraftTables {
    strings: string[];
    /** Each shape: an object's keys, in order. */
    shapes: string[][];
}
/** Thrown for a value the stream cannot carry exactly (a Map, a class instance, NaN): that draft is not cached. */
export declare class UnencodableDraft extends Error {
}
/**
 * A draft of any config type: the codec only puts the object back where it was. A file's lint
 * result is written the same way (it names its file, and has no config).
 */
interface Draft {
    file: string;
    config?: unknown;
}
export declare class DraftEncoder {
    private readonly strings;
    /** Shapes by their keys, one key at a time: a lookup per object without joining its keys into a new string. */
    private readonly shapes;
    /** What this encoder wrote, grown by doubling (an array of numbers held twice the memory, then was copied). */
    private out;
    private length;
    /** The stream before `out[flushed]`: views of `out` and of the numbers copy() was given, in order. */
    private readonly done;
    private flushed;
    /** How many numbers `done` holds. */
    private before;
    private file;
    private config;
    /**
     * An encoder whose tables start as `tables` (a stored cache's), so that values encoded with
     * them can be copied into its stream as they are (copy()). Throws CorruptDraft for tables no
     * encoder wrote (a shape twice).
     */
    constructor(tables?: DraftTables);
    /**
     * Appends numbers another stream encoded with the tables this encoder started from, and returns
     * where they start. They are not copied: the stream holds them as given (parts()), so they must
     * not change until it is written; numbers that follow the previous ones in the same buffer
     * join them (a cache's unchanged files, in the order it stored them, make a few long parts).
     */
    copy(numbers: Float64Array): number;
    /** How many numbers the stream holds. */
    get size(): number;
    /** How many strings the tables hold. */
    get stringCount(): number;
    /**
     * Appends the draft to the stream and returns where it starts. On UnencodableDraft the stream
     * is as it was (the tables may hold a few strings more).
     */
    encode(draft: Draft): number;
    tables(): DraftTables;
    /** The stream so far, in one array (a view when nothing was copied: encoding more may leave it behind). */
    numbers(): Float64Array;
    /** The stream so far, in parts to be written one after the other (views: encoding more may leave the last behind). */
    parts(): Float64Array[];
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
    /** Where the last value decoded ends: the index after its last number. */
    get end(): number;
    /** The draft that starts at `start`, its path `file` (as this run shows it) and its config `config`. */
    decode<D extends Draft>(start: number, file: string, config: D["config"]): D;
    private next;
    private value;
}
export {};
