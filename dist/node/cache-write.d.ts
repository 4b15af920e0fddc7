/** Writes `file` by `write(temporaryPath)`, making its directory; false, quietly, where it may not. */
export declare function writeCache(file: string, write: (temporary: string) => void): boolean;
/** A JSON cache file's top-level object; undefined when the file is missing, unreadable, not JSON or not an object. */
export declare function readJsonCache(file: string): Record<string, unknown> | undefined;
/**
 * A short, stable name for a cache file from what it is the cache of (a root path, a command
 * line): FNV-1a, 32 bits, with no crypto module on the start-up path.
 */
export declare function shortName(text: string): string;
