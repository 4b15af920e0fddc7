export declare function sameExpression(format: string, ours: string, live: unknown): boolean;
