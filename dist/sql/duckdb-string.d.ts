/** `'it''s'`; a string holding NUL as `('a' || chr(0) || 'b')`. */
export declare function duckdbString(value: string): string;
