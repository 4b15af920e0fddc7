export type Doc = string | Concat | Group | Indent | Line;
interface Concat {
    type: "concat";
    parts: Doc[];
}
interface Group {
    type: "group";
    doc: Doc;
}
interface Indent {
    type: "indent";
    doc: Doc;
}
interface Line {
    type: "line";
    /** Text used when the enclosing group is flat (" " or ""). */
    flat: string;
}
/**
 * Parts in a row. Parts that are all text become one text: then the whole of an expression
 * without a breakable CHAIN is a string by the time it is rendered (the canonical-format rule
 * prints every audience, so this is on the path of every lint).
 */
export declare function concat(...parts: Doc[]): Doc;
/** `concat` of an array: no spread, which would put every part on the stack (an `or` of 100,000 terms). */
export declare function concatAll(parts: Doc[]): Doc;
export declare const group: (doc: Doc) => Doc;
export declare const indent: (doc: Doc) => Doc;
/** A space, or a line break when the group breaks. */
export declare const line: Doc;
/** Nothing, or a line break when the group breaks. */
export declare const softline: Doc;
export declare function join(separator: Doc, docs: Doc[]): Doc;
export declare function render(doc: Doc, width: number, indentUnit?: string): string;
export {};
