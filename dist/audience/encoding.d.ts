/** Where a file stops being UTF-8. */
export interface InvalidUtf8 {
    /** The offset in the decoded text of the U+FFFD the first bad sequence became. */
    offset: number;
    /** Its offset in the file's bytes. */
    byteOffset: number;
    /** The first byte of that sequence. */
    byte: number;
    /** How many ill-formed sequences the file holds (each one U+FFFD in the text). */
    count: number;
}
export interface DecodedText {
    text: string;
    invalidUtf8?: InvalidUtf8;
}
/** Decodes bytes that may not be UTF-8; `invalidUtf8` is set when they are not. */
export declare function decodeUtf8(bytes: Uint8Array): DecodedText;
/** The problem for a file that is not UTF-8, at the first bad byte. */
export declare function invalidUtf8Message({ byte, byteOffset, count }: InvalidUtf8): {
    message: string;
    hints: string[];
};
