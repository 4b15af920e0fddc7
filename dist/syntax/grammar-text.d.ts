import type { ISerializedGast } from "chevrotain";
type Gast = ISerializedGast & {
    definition?: Gast[];
    name?: string;
    label?: string;
    separator?: Gast;
};
/** One rule: a top-level choice goes one alternative per line. */
export declare function ruleText(rule: Gast): string;
/** The whole file: a header, then each rule under the comment people wrote for it. */
export declare function grammarText(rules: ISerializedGast[], header: string, comments: ReadonlyMap<string, string>): string;
/**
 * Splits an existing grammar file into its header (everything before the first rule's comment)
 * and the comment block above each rule, so a regenerated file keeps what people wrote.
 */
export declare function readGrammarComments(text: string): {
    header: string;
    comments: Map<string, string>;
};
/**
 * Chevrotain's railroad diagrams of the grammar, as a standalone page. The page loads its
 * scripts (the diagram renderer, chevrotain itself) from the unpkg CDN, as Chevrotain generates it:
 * fine for a viewer page, but it needs network access to render.
 */
export declare function diagramsHtml(rules: ISerializedGast[], createSyntaxDiagramsCode: (rules: ISerializedGast[]) => string): string;
export {};
