/** Writes `file` in `directory` by `write(temporaryPath)`; false, quietly, where it may not. */
export declare function writeCache(directory: string, file: string, write: (temporary: string) => void): boolean;
