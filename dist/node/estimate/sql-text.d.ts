/** A string literal: 'it''s'. */
export declare function sqlString(s: string): string;
