export declare const SHORTEN_LIMIT = 40;
export declare function shorten(text: string, limit?: number): string;
