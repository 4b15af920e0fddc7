/** What is wrong with `params` for `method`, as the end of a sentence; undefined when they will do (or the method is not ours). */
export declare function paramsProblem(method: string, params: unknown): string | undefined;
