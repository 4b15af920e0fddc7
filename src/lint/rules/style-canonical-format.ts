import { canonicalExpression, isFormatted, replaceLoadedExpression } from "../../audience/format-audience-file.js";
import type { Span } from "../../syntax/ast.js";
import type { Rule } from "../rule.js";

export const styleCanonicalFormat: Rule = {
  meta: {
    code: "PQL301",
    name: "style/canonical-format",
    category: "style",
    defaultSeverity: "info",
    summary: "The expression is not in canonical form (`pql-audience fmt`)",
    why: "One layout for every definition keeps reviews about meaning, not spacing; `pql-audience fmt --write` fixes it.",
    invalid: [{ code: 'homeAddress.countryCode="US"  and person.age>21' }],
    valid: [{ code: 'homeAddress.countryCode = "US" and person.age > 21' }],
    fixable: true,
  },
  check({ audience, report }) {
    if (!audience.ast) return;
    const canonical = canonicalExpression(audience.kind, audience.ast);
    if (isFormatted(audience.loaded.pql, canonical)) return;
    // The same edit `fmt --write` makes; none when no encoding of the file reads back as the canonical form.
    const edit = replaceLoadedExpression(audience.file, audience.text, audience.kind, audience.loaded, canonical);
    report({
      in: "file",
      range:
        audience.kind === "pql"
          ? firstLine(audience.loaded.expressionRange, audience.loaded.pql)
          : (audience.loaded.locate(["expression", "value"], "key") ?? audience.loaded.expressionRange),
      message: "the expression is not in canonical form",
      label: "not formatted",
      hints: [`run \`pql-audience fmt --write ${audience.file}\``],
      ...(edit ? { fix: { description: "rewrite the expression in canonical form", edits: [edit] } } : {}),
    });
  },
};

/** A whole-file expression is pointed at by its first line only: the frame stays short. */
function firstLine(range: Span, text: string): Span {
  const length = text.split(/\r?\n/, 1)[0]!.length;
  if (range.end.line === range.start.line) return range;
  return { start: range.start, end: { offset: range.start.offset + length, line: range.start.line, column: range.start.column + length } };
}
