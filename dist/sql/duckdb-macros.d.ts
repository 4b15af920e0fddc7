export interface Macro {
    name: string;
    params: readonly string[];
    /** What a reader of the SQL needs to know, printed above the macro. */
    doc: string;
    body: string;
}
/** In dependency order: a macro calls only macros above it. */
export declare const macros: readonly Macro[];
/** The statement that defines a macro, with its doc as a comment; `OR REPLACE`: the text can run twice on one connection. */
export declare function macroStatement(m: Macro): string;
/** The macros `sql` calls, with the macros they call, in dependency order; all of them without `sql`. */
export declare function macrosFor(sql?: string): Macro[];
