// The PQL of a definition created or updated through the Segmentation API, checked with the
// project's own linter (the parser of src/syntax and every rule), so the emulator refuses exactly
// what `pql-audience lint` reports as an error for that expression. Errors split in two: the
// expression is not valid PQL (refused whatever the evaluation method), or it is valid but not
// edge-eligible (an edge reason, refused only when the definition asks for edge evaluation).
import { lintText } from "../lint/engine.js";
import { ruleNamesWhere } from "../lint/registry.js";

/** One error, as the API answers it in `report.reasons`: positions are 1-based in the expression. */
export interface PqlReason {
  rule: string;
  code?: string;
  message: string;
  line?: number;
  column?: number;
}

export interface PqlCheck {
  /** Errors that make the expression invalid PQL (syntax, unknown functions, types...). */
  invalid: PqlReason[];
  /** Errors that only keep it off the edge (window too long, several events...). */
  edge: PqlReason[];
}

const eligibilityRules = ruleNamesWhere((meta) => meta.eligibilityReason);

export function checkPqlText(text: string): PqlCheck {
  const diagnostics = lintText(text, { file: "expression.pql" }).files.flatMap((f) => f.diagnostics);
  const out: PqlCheck = { invalid: [], edge: [] };
  for (const d of diagnostics) {
    if (d.suppressed || d.severity !== "error") continue;
    const reason = { rule: d.rule, code: d.code, message: d.message, line: d.range.start.line, column: d.range.start.column };
    (eligibilityRules.has(d.rule) ? out.edge : out.invalid).push(reason);
  }
  return out;
}

/** `1:13 expected a value ... [PQL001 syntax/parse-error]`, for a detail line. */
export function describeReason(r: PqlReason): string {
  const where = r.line === undefined ? "" : `${r.line}:${r.column} `;
  return `${where}${r.message} [${r.code ? `${r.code} ` : ""}${r.rule}]`;
}
