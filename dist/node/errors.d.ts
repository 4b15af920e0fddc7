import { type Stats } from "node:fs";
import { type DecodedText } from "../audience/encoding.js";
export declare class InputError extends Error {
    name: string;
}
export declare function describeFsError(e: unknown): string;
/** The error for a file that cannot be read: `cannot read PATH: no such file or directory`. */
export declare function unreadable(path: string, e: unknown): InputError;
/**
 * The refusal for a path that is not a regular file, or undefined for one that is. Reading a named
 * pipe waits for a writer, forever; a device or socket is no file of audiences either. A
 * directory scan leaves such entries out; a path named on the command line is refused.
 */
export declare function notRegularFile(path: string, stats: Stats): InputError | undefined;
/** What a file's stat says of its content, as the draft cache keys an entry (src/node/draft-cache.ts). */
export interface FileStamp {
    size: number;
    mtimeMs: number;
    ctimeMs: number;
    ino: number;
}
/**
 * Bytes -> text, with where it stops being UTF-8 (see src/audience/encoding.ts). Every reader
 * decodes the same way, so offsets found in one reading hold in the next (code frames).
 */
export declare function decode(bytes: Buffer): DecodedText;
/**
 * A file's text, and where it is not UTF-8; an InputError that names it if it cannot be read.
 * `onStamp` gets the stat taken before reading (a change after it changes the stat as well).
 */
export declare function readSourceSync(path: string, onStamp?: (stamp: FileStamp) => void): DecodedText;
/** A file's text (bytes that are not UTF-8 read as U+FFFD), or an InputError that names it. */
export declare function readText(path: string): Promise<string>;
/** A file's text and where it is not UTF-8 (for PQL108); an InputError that names it if it cannot be read. */
export declare function readSource(path: string): Promise<DecodedText>;
/** The synchronous twin, for loops that read one file after another anyway (and workers). */
export declare function readTextSync(path: string): string;
/** A file's text, or undefined when it cannot be read (for files a run only looks at in passing). */
export declare function readIfReadable(path: string): string | undefined;
