/** The absolute, normal form of `path`, as resolve(path) gives it. */
export declare function absolutePath(path: string, cwd?: string): string;
