// A `pql/json` expression, read: AEP's JSON tree in `expression.value` -> the PQL text every
// later stage reads (lint, explain, test, estimate), with a source map from that text into the
// JSON in the file. Each character of the printed PQL maps to the JSON node it came from (a
// field name to its `fieldName` string, an operator to its `fnApply`), through the value's own
// map (its JSON escapes, its YAML folding), so a diagnostic lands in the tree where the file
// writes it.
import { audienceExpressionFormat } from "./rules/audience-expression-format.js";
import type * as A from "../syntax/ast.js";
import { parse } from "../syntax/index.js";
import { LineMap } from "../syntax/positions.js";
import { print } from "../syntax/print.js";
import { childrenOf } from "../syntax/walk.js";
import { fromPqlJson } from "../pql-json/from-pql-json.js";
import { jsonValue, parseJson, type JsonNode } from "./json-source.js";
import type { AudienceProblem } from "./audience-problem.js";
import { type SourceMap, SourceMapBuilder } from "./source-map.js";

export type PqlFromJson =
  | { ok: true; pql: string; map: SourceMap; mapSpan: (span: A.Span) => A.Span }
  | { ok: false; problem: AudienceProblem };

const hints = [
  "`format: pql/json` holds AEP's JSON tree of the expression (docs/pql-json.md); `pql-audience convert FILE --to pql/text` writes PQL text",
];

/**
 * @param value the decoded `expression.value` (the JSON text)
 * @param valueMap offsets of `value` -> the file
 * @param lines the file's line map
 * @param width the printer's line width: the one `fmt` uses for the file's kind, so the text is
 *   canonical by construction (style/canonical-format and `fmt` leave a pql/json tree alone)
 */
export function pqlFromJsonValue(value: string, valueMap: SourceMap, lines: LineMap, width?: number): PqlFromJson {
  const problem = (message: string, span: A.Span): PqlFromJson => ({
    ok: false,
    problem: { rule: audienceExpressionFormat.meta.name, message, range: valueMap.mapSpan(span), hints },
  });
  const read = pqlJsonTree(value);
  if (!read.ok) return problem(read.message, read.span);
  const valueLines = new LineMap(value);
  const pql = print(read.ast, width === undefined ? {} : { width });
  const reparsed = parse(pql);
  if (!reparsed.ast || reparsed.errors.length > 0) {
    const why = reparsed.errors[0]?.message ?? "it does not parse";
    return problem(
      `the pql/json tree does not print as PQL: \`${pql.length > 80 ? `${pql.slice(0, 80)}...` : pql}\`: ${why}`,
      valueLines.span(0, value.length),
    );
  }
  const { map, nodeSpans } = printedMap(pql, reparsed.ast, read.ast, valueMap, lines);
  // A span that is a node's whole text is that node's whole JSON (a character map alone would stop
  // at its last child and miss the closing `}`); any other span goes by characters.
  const mapSpan = (span: A.Span) => {
    const node = nodeSpans.get(`${span.start.offset}:${span.end.offset}`);
    return node ? valueMap.mapSpan(node) : map.mapSpan(span);
  };
  return { ok: true, pql, map, mapSpan };
}

/**
 * The tree of a pql/json value, its spans in the value (a segment reference's id span is its JSON
 * string: where publish writes the id for an alias), or what is wrong and where.
 */
export function pqlJsonTree(value: string): { ok: true; ast: A.Expression } | { ok: false; message: string; span: A.Span } {
  const valueLines = new LineMap(value);
  const parsed = parseJson(value);
  if (!parsed.ok) {
    const { message, start, end } = parsed.error;
    return {
      ok: false,
      message: `\`expression.value\` is not the JSON that \`format: pql/json\` says: ${message.replace("the file is empty", "the value is empty")}`,
      span: valueLines.span(start, end),
    };
  }
  const byPointer = new Map<string, JsonNode>();
  indexPointers(parsed.node, "", byPointer);
  const spanOf = (pointer: string): A.Span | undefined => {
    const node = byPointer.get(pointer);
    return node ? valueLines.span(node.start, node.end) : undefined;
  };
  const read = fromPqlJson(jsonValue(parsed.node), { spanOf });
  if (read.ok) return read;
  const { pointer, message, span } = read.error;
  return {
    ok: false,
    message: `${message} (pql/json at \`${pointer || "/"}\`)`,
    span: span ?? valueLines.span(parsed.node.start, parsed.node.end),
  };
}

/** Every node of the JSON value by its RFC 6901 pointer. */
function indexPointers(node: JsonNode, pointer: string, out: Map<string, JsonNode>): void {
  out.set(pointer, node);
  if (node.type === "object")
    for (const e of node.entries) indexPointers(e.value, `${pointer}/${e.key.replaceAll("~", "~0").replaceAll("/", "~1")}`, out);
  else if (node.type === "array") for (const [i, item] of node.items.entries()) indexPointers(item, `${pointer}/${i}`, out);
}

/**
 * The map of the printed text: `printed` is the text's tree (spans in the text), `fromJson` the
 * same tree as read from JSON (spans in the value). Each node paints its text range with its
 * value range, parents first, so every character ends up owned by the innermost node around it.
 */
function printedMap(
  text: string,
  printed: A.Node,
  fromJson: A.Node,
  valueMap: SourceMap,
  lines: LineMap,
): { map: SourceMap; nodeSpans: Map<string, A.Span> } {
  const owner: A.Span[] = new Array(text.length).fill(fromJson.span);
  /** The text range of each node -> its range in the value; the outermost node of a range wins. */
  const nodeSpans = new Map<string, A.Span>();
  const stack: [A.Node, A.Node][] = [[printed, fromJson]];
  while (stack.length > 0) {
    const [p, j] = stack.pop()!;
    if (p.kind !== j.kind) continue; // not the same tree here: leave the parent's range
    const key = `${p.span.start.offset}:${p.span.end.offset}`;
    if (!nodeSpans.has(key)) nodeSpans.set(key, j.span);
    for (let i = p.span.start.offset; i < p.span.end.offset && i < text.length; i++) owner[i] = j.span;
    const pc = childrenOf(p);
    const jc = childrenOf(j);
    if (pc.length !== jc.length) continue;
    for (let i = pc.length - 1; i >= 0; i--) stack.push([pc[i]!, jc[i]!]);
  }
  const builder = new SourceMapBuilder();
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && owner[i] === owner[start]) continue;
    const range = valueMap.mapSpan(owner[start]!);
    builder.push(text.slice(start, i), range.start.offset, range.end.offset);
    start = i;
  }
  return { map: builder.build(lines, valueMap.mapSpan(fromJson.span).end.offset), nodeSpans };
}
