import type * as A from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";
import type { AudienceProblem } from "./audience-problem.js";
import { type SourceMap } from "./source-map.js";
export type PqlFromJson = {
    ok: true;
    pql: string;
    map: SourceMap;
    mapSpan: (span: A.Span) => A.Span;
} | {
    ok: false;
    problem: AudienceProblem;
};
/**
 * @param value the decoded `expression.value` (the JSON text)
 * @param valueMap offsets of `value` -> the file
 * @param lines the file's line map
 * @param width the printer's line width: the one `fmt` uses for the file's kind, so the text is
 *   canonical by construction (style/canonical-format and `fmt` leave a pql/json tree alone)
 */
export declare function pqlFromJsonValue(value: string, valueMap: SourceMap, lines: LineMap, width?: number): PqlFromJson;
/**
 * The tree of a pql/json value, its spans in the value (a segment reference's id span is its JSON
 * string: where publish writes the id for an alias), or what is wrong and where.
 */
export declare function pqlJsonTree(value: string): {
    ok: true;
    ast: A.Expression;
} | {
    ok: false;
    message: string;
    span: A.Span;
};
