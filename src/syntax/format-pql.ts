// Formatting a whole `.pql` source: canonical text plus one trailing newline.
import { parse, type ParseError } from "./index.js";
import { print, type PrintOptions } from "./print.js";

export type FormatResult = { ok: true; output: string; changed: boolean } | { ok: false; errors: ParseError[] };

export function formatPql(text: string, options: PrintOptions = {}): FormatResult {
  const { ast, errors } = parse(text);
  if (!ast) return { ok: false, errors };
  const output = `${print(ast, options)}\n`;
  return { ok: true, output, changed: output !== text };
}
