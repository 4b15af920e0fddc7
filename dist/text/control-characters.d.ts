export declare const CONTROL_CHARACTERS: RegExp;
/** `U+000A`, the way a message names a character. */
export declare function codePointName(c: string): string;
