/** A string literal: 'it''s'. */
export declare function sqlString(s: string): string;
/** A quoted identifier: "a ""b""". */
export declare function identifier(name: string): string;
