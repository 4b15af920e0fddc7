export declare function like(s: string, pattern: string): boolean;
