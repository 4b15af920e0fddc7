// `pql-audience fmt` for audience files: rewrite only the `expression.value` scalar with the
// canonical PQL, re-encoded for its file (a JSON string; in YAML the same quoting style when it
// can hold the text, a literal block `|` when the text spans lines), and leave every other byte
// of the file as it was. Each rewrite is checked by loading the result again: the formatter never
// writes a file that reads back differently.
import { parse } from "../syntax/index.js";
import { audienceSchemaRule } from "./rules/audience-schema.js";
import { print, type PrintOptions } from "../syntax/print.js";
import type { Expression } from "../syntax/ast.js";
import { expressionReadBack, loadAudienceFile, type AudienceFileKind, type LoadedAudience } from "./load.js";
import type { AudienceProblem } from "./audience-problem.js";

/** A syntax error of the PQL, with its range already in the audience file. */
export interface FormatError {
  rule: string;
  code?: string;
  message: string;
  range: AudienceProblem["range"];
  label?: string;
  hints: string[];
}

export type AudienceFormatResult = { ok: true; output: string; changed: boolean } | { ok: false; errors: FormatError[] };

/**
 * Whether an expression as written is already formatted: white space around the whole
 * expression (the line feed a YAML `|` adds, the newline ending a `.pql` file) does not count.
 */
export function isFormatted(pql: string, canonical: string): boolean {
  return pql.trim() === canonical;
}

/**
 * The canonical text of an expression in a file of this kind. A JSON string cannot hold a line
 * break except as `\n`, so JSON files keep the expression on one line; YAML and `.pql` files
 * break long CHAINs one step per line.
 */
export function canonicalExpression(kind: AudienceFileKind, ast: Expression, options: PrintOptions = {}): string {
  return print(ast, kind === "json" ? { ...options, width: Number.POSITIVE_INFINITY } : options);
}

export function formatAudienceFile(fileName: string, text: string, options: PrintOptions = {}): AudienceFormatResult {
  const loaded = loadAudienceFile(fileName, text);
  if (loaded.problems.length > 0) return { ok: false, errors: loaded.problems };
  const errors: FormatError[] = [];
  const canonicals: (string | null)[] = [];
  for (const audience of loaded.audiences) {
    const { ast, errors: syntaxErrors } = parse(audience.pql);
    for (const e of syntaxErrors) {
      errors.push({
        rule: e.rule,
        code: e.code,
        message: e.message,
        range: audience.mapSpan(e.span),
        hints: e.hints,
        ...(e.label ? { label: e.label } : {}),
      });
    }
    canonicals.push(ast ? canonicalExpression(loaded.kind, ast, options) : null);
  }
  if (errors.length > 0) return { ok: false, errors };

  let output = text;
  // Last audience first, so the ranges of the earlier ones stay valid.
  for (let i = loaded.audiences.length - 1; i >= 0; i--) {
    const audience = loaded.audiences[i]!;
    const canonical = canonicals[i]!;
    if (isFormatted(audience.pql, canonical)) continue;
    const edit = expressionEdit(fileName, output, audience, canonical, loaded.kind === "json");
    if (edit === undefined) {
      return {
        ok: false,
        errors: [
          {
            rule: audienceSchemaRule.meta.name,
            message: "could not write the formatted expression back into this file",
            range: audience.expressionRange,
            hints: ["format the expression by hand, or write it as a literal block (`value: |`)"],
          },
        ],
      };
    }
    output = applyEdit(output, edit);
  }
  return { ok: true, output, changed: output !== text };
}

/** A replacement of part of a file: the range of the original text and what goes there. */
export interface ExpressionEdit {
  range: AudienceProblem["range"];
  text: string;
}

/**
 * The edit that replaces the expression of the audience at `index` (its position in the file)
 * with `pql`, encoded for the file: what an autofix of a PQL-level finding writes. Undefined
 * when the file does not load or no encoding reads back as `pql`.
 */
export function replaceExpression(fileName: string, text: string, index: number, pql: string): ExpressionEdit | undefined {
  const loaded = loadAudienceFile(fileName, text);
  const audience = loaded.audiences.find((a) => a.index === index);
  if (!audience) return undefined;
  return replaceLoadedExpression(fileName, text, loaded.kind, audience, pql);
}

/**
 * replaceExpression for an audience already loaded from `text` (a lint rule has it): the same
 * edit, without loading the file a second time to find the audience again.
 */
export function replaceLoadedExpression(
  fileName: string,
  text: string,
  kind: AudienceFileKind,
  audience: LoadedAudience,
  pql: string,
): ExpressionEdit | undefined {
  if (kind === "pql") return { range: audience.expressionRange, text: pql.endsWith("\n") ? pql : `${pql}\n` };
  return expressionEdit(fileName, text, audience, pql, kind === "json");
}

function applyEdit(text: string, edit: ExpressionEdit): string {
  return text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
}

/** The edit writing `pql` in place of the audience's expression, in the first encoding that reads back right. */
function expressionEdit(fileName: string, text: string, audience: LoadedAudience, pql: string, json: boolean): ExpressionEdit | undefined {
  const range = audience.expressionRange;
  // In JSON the value is one string token, and any string token in its place leaves a file that
  // parses and validates as before (the schema reads `value` as any string), with a value that
  // decodes to `pql`: no need to load it again to know (test/audience/format-audience-file.test.ts
  // loads it to check). A lint of many files paid a second load for every JSON file not in
  // canonical form.
  if (json) return { range, text: JSON.stringify(pql) };
  const raw = text.slice(range.start.offset, range.end.offset);
  const tried: string[] = [];
  for (const candidate of yamlCandidates(text, audience, raw, pql)) {
    // The author's style is often the safe one too (`"..."`): a text that did not read back once will not the second time.
    if (tried.includes(candidate)) continue;
    tried.push(candidate);
    const edit = { range, text: candidate };
    const again = expressionReadBack(fileName, applyEdit(text, edit), audience.index);
    if (again !== undefined && isFormatted(again, pql.trim())) return edit;
  }
  return undefined;
}

/**
 * YAML encodings to try, best first: the author's style when it can hold the text, then safe ones.
 * Made one at a time, as they are tried: the first nearly always reads back.
 */
function* yamlCandidates(text: string, audience: LoadedAudience, raw: string, canonical: string): Generator<string> {
  const multiLine = canonical.includes("\n");
  const doubleQuoted = () => JSON.stringify(canonical); // JSON strings are valid YAML double-quoted scalars
  const inFlow = /^[[{]/.test(sliceOf(text, audience.locate(["expression"])));
  if (inFlow) {
    yield multiLine ? doubleQuoted() : sameStyle(raw, canonical);
    yield doubleQuoted();
    return;
  }
  const block = () => {
    const newline = text.includes("\r\n") ? "\r\n" : "\n";
    const key = audience.locate(["expression", "value"], "key");
    return literalBlock(raw, canonical, key ? key.start.column - 1 : 2, newline);
  };
  if (/^[|>]/.test(raw) || multiLine) {
    yield block();
    yield doubleQuoted();
    return;
  }
  yield sameStyle(raw, canonical);
  yield doubleQuoted();
  yield block();
}

/** A one-line scalar in the style `raw` was written in. */
function sameStyle(raw: string, canonical: string): string {
  if (raw.startsWith("'")) return `'${canonical.replace(/'/g, "''")}'`;
  if (raw.startsWith('"')) return JSON.stringify(canonical);
  return canonical;
}

/**
 * A block scalar holding `canonical`. A block the author wrote keeps its header (chomping,
 * comment) and content indentation; a folded `>` stays folded when the text is one line and
 * becomes literal `|` otherwise (folding would turn the printer's line breaks into spaces).
 */
function literalBlock(raw: string, canonical: string, keyIndent: number, newline: string): string {
  const header = /^([|>])([1-9+-]*)([^\r\n]*)/.exec(raw);
  let indicator = "|";
  let chomp = "-";
  let rest = "";
  let indent = keyIndent + 2;
  if (header) {
    indicator = header[1] === ">" && !canonical.includes("\n") ? ">" : "|";
    chomp = header[2]!.replace(/[1-9+]/g, "");
    rest = header[3]!;
    const firstContent = raw
      .split(/\r?\n/)
      .slice(1)
      .find((line) => line.trim() !== "");
    const written = firstContent ? /^ */.exec(firstContent)![0].length : 0;
    if (written > keyIndent && !/[1-9]/.test(header[2]!)) indent = written;
  }
  const pad = " ".repeat(indent);
  const body = canonical
    .split("\n")
    .map((line) => (line === "" ? "" : pad + line))
    .join(newline);
  // A block the author wrote owns its final line break; a flow scalar's line break follows it in the file.
  const ending = header && /\n$/.test(raw) ? newline : "";
  return `${indicator}${chomp}${rest}${newline}${body}${ending}`;
}

function sliceOf(text: string, span: { start: { offset: number }; end: { offset: number } } | undefined): string {
  return span ? text.slice(span.start.offset, span.end.offset) : "";
}
