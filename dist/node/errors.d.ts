export declare class InputError extends Error {
    name: string;
}
export declare function describeFsError(e: unknown): string;
/** The error for a file that cannot be read: `cannot read PATH: no such file or directory`. */
export declare function unreadable(path: string, e: unknown): InputError;
/** A file's text, or an InputError that names it. */
export declare function readText(path: string): Promise<string>;
/** The synchronous twin, for loops that read one file after another anyway (and workers). */
export declare function readTextSync(path: string): string;
