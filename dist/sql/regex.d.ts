export declare function regexForSql(pattern: string): string | {
    why: string;
};
