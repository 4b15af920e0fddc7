/** Turns a glob (`**`, `*`, `?`, `{a,b}`, `[abc]`) into an anchored regular expression over `/` paths. */
export declare function globToRegExp(glob: string): RegExp;
export declare function escapeRegExp(text: string): string;
