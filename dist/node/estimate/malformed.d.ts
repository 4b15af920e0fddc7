import type { DataFile } from "./data-files.js";
export interface Malformed {
    line: number;
    column: number;
    message: string;
}
/** The first place `file` is not JSON (records one a line, or a `.json` array), or undefined. */
export declare function findMalformed(file: DataFile): Promise<Malformed | undefined>;
/**
 * Where JSON text stops being JSON: a validator that builds nothing (JSON.parse's messages do not
 * always say where). Follows RFC 8259: one value, blanks around it; with `sequence`, any number of
 * values one after another.
 */
export declare function firstError(text: string, sequence?: boolean): {
    offset: number;
    message: string;
} | undefined;
/**
 * Whether a `.json` file opens an array it never closes (its last character that is not blank is
 * not `]`). Reads its first and last few kilobytes only.
 */
export declare function unclosedArray(path: string): boolean;
