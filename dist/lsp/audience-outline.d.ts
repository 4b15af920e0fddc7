import type { Span } from "../syntax/ast.js";
export interface OutlinedAudience {
    name: string;
    alias: string | undefined;
    /** The audience's part of the file. */
    range: Span;
    /** Where it is named: its alias, else its name, else its start. */
    nameRange: Span;
    expressionRange: Span;
}
export interface SegmentReference {
    /** As written: an id or `alias:NAME`; null when not a string literal. */
    id: string | null;
    /** The `inSegment(...)` call, and the string inside it. */
    range: Span;
    idRange: Span;
}
export interface Outline {
    audiences: OutlinedAudience[];
    references: SegmentReference[];
    paths: string[];
}
export declare function outline(file: string, text: string): Outline;
/** The reference whose `inSegment(...)` holds the offset. */
export declare function referenceAt(references: readonly SegmentReference[], offset: number): SegmentReference | undefined;
/** The alias a reference names, or undefined for an id. */
export declare function aliasOf(reference: SegmentReference): string | undefined;
/** The audience of the file whose part holds the offset (the expression's for YAML documents). */
export declare function audienceAt(audiences: readonly OutlinedAudience[], offset: number): number;
