/** `text` with every character of CONTROL_CHARACTERS written as `\n`, `\r`, `\t` or `\uXXXX`. */
export declare function inertText(text: string): string;
/** `-- text`, one line whatever `text` holds. */
export declare function sqlComment(text: string): string;
/**
 * The comment `sql` prints above an audience's statement: the file's name for a `.pql` file, else
 * the audience's name and where it is defined.
 */
export declare function statementTitle(file: string, audience?: {
    name: string;
    line: number;
    column: number;
}): string;
