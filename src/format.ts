// Formatting by file kind. Bare `.pql` files only for now; audience files (JSON/YAML) join when
// the audience loader exists.
import type { Span } from "./syntax/ast.js";
import { formatPql } from "./syntax/format.js";
import type { PrintOptions } from "./syntax/print.js";

export interface FormatProblem {
  code: string;
  rule: string;
  message: string;
  range: Span;
  label?: string;
  hints: string[];
}

export type SourceFormatResult = { ok: true; output: string; changed: boolean } | { ok: false; errors: FormatProblem[] };

export function formatSource(_name: string, text: string, options: PrintOptions = {}): SourceFormatResult {
  const result = formatPql(text, options);
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((e) => ({ code: e.code, rule: e.rule, message: e.message, range: e.span, label: e.label, hints: e.hints })),
  };
}
