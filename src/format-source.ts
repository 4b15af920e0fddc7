// Formatting by file kind: a bare `.pql` file is canonical PQL plus one newline; in an audience
// file (JSON/YAML) only the `expression.value` scalar is rewritten, every other byte stays.
import { formatAudienceFile } from "./audience/format-audience-file.js";
import { audienceFileKind } from "./audience/load.js";
import { ruleByCodeOrName } from "./lint/registry.js";
import type { Span } from "./syntax/ast.js";
import { formatPql } from "./syntax/format-pql.js";
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

export function formatSource(name: string, text: string, options: PrintOptions = {}): SourceFormatResult {
  if (audienceFileKind(name) !== "pql") {
    const result = formatAudienceFile(name, text, options);
    if (result.ok) return result;
    return {
      ok: false,
      errors: result.errors.map((e) => ({
        code: e.code ?? ruleByCodeOrName(e.rule)?.meta.code ?? "",
        rule: e.rule,
        message: e.message,
        range: e.range,
        hints: e.hints,
        ...(e.label ? { label: e.label } : {}),
      })),
    };
  }
  const result = formatPql(text, options);
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((e) => ({ code: e.code, rule: e.rule, message: e.message, range: e.span, label: e.label, hints: e.hints })),
  };
}
