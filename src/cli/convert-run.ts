// The work behind `convert`: load each audience file, write every audience's expression in the
// asked format (the value re-encoded for its file, `expression.format` changed with it), check
// that the result loads back as the same canonical PQL, then print it or write it in place.
import { writeFile } from "node:fs/promises";
import { loadAudienceFile, type AudienceFileKind, type LoadedAudience } from "../audience/load.js";
import { canonicalExpression } from "../audience/format-audience-file.js";
import { pqlJsonText } from "../pql-json/text.js";
import { renderFrame } from "../report/code-frame.js";
import { parse } from "../syntax/index.js";
import type { Span } from "../syntax/ast.js";
import { plural } from "../text/plural.js";
import { ExitCode, UsageError } from "./exit.js";
import { oversizeMessage, readInput, useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

export type PqlFormat = "pql/json" | "pql/text";

export interface ConvertOptions {
  files: string[];
  to: PqlFormat;
  write: boolean;
}

interface Finding {
  rule: string;
  code?: string | undefined;
  message: string;
  range: Span;
  label?: string | undefined;
  hints: string[];
}

type Converted = { ok: true; output: string; changed: boolean } | { ok: false; findings: Finding[] };

export async function runConvert(options: ConvertOptions): Promise<number> {
  if (options.to !== "pql/json" && options.to !== "pql/text") throw new UsageError('--to must be "pql/json" or "pql/text"');
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new UsageError("`-` (standard input) cannot be combined with other paths");
  if (fromStdin && options.write) throw new UsageError("--write needs files, not standard input");
  const color = useColor(stderr);
  let failed = 0;
  const written: string[] = [];
  for (const file of options.files) {
    const input = await readInput(file);
    const oversize = oversizeMessage(input);
    if (oversize) {
      failed++;
      stderr.write(oversize);
      continue;
    }
    const result = convertAudienceText(input.name, input.text, options.to);
    if (!result.ok) {
      failed++;
      for (const f of result.findings)
        stderr.write(`${renderFrame({ severity: "error", ...f, file: input.name }, input.text, { color })}\n\n`);
      continue;
    }
    if (!options.write) stdout.write(result.output);
    else if (result.changed) {
      await writeFile(file, result.output);
      written.push(input.name);
    }
  }
  if (options.write) {
    for (const name of written) stdout.write(`converted ${name} to ${options.to}\n`);
    const shown = [
      [written.length, `converted to ${options.to}`],
      [options.files.length - written.length - failed, `already ${options.to}`],
      [failed, "with problems"],
    ]
      .filter(([n]) => (n as number) > 0)
      .map(([n, what]) => `${n} ${what}`);
    stderr.write(`${plural(options.files.length, "file")}: ${shown.join(", ")}\n`);
  }
  return failed > 0 ? ExitCode.Problems : ExitCode.Ok;
}

/** The file with every audience's expression in `to`, or what stops it. */
export function convertAudienceText(fileName: string, text: string, to: PqlFormat): Converted {
  const loaded = loadAudienceFile(fileName, text);
  if (loaded.kind === "pql")
    return {
      ok: false,
      findings: [
        {
          rule: "audience/expression-format",
          message: "a .pql file holds PQL text only: there is no `expression.format` to convert",
          range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
          hints: ["write the audience as an .audience.yaml or .audience.json file to keep it as pql/json"],
        },
      ],
    };
  if (loaded.problems.length > 0) return { ok: false, findings: loaded.problems };
  const findings: Finding[] = [];
  const edits: { range: Span; text: string }[] = [];
  const expected: string[] = [];
  for (const audience of loaded.audiences) {
    const { ast, errors } = parse(audience.pql);
    for (const e of errors) findings.push({ ...e, range: audience.mapSpan(e.span) });
    if (!ast) continue;
    const canonical = canonicalExpression(loaded.kind, ast);
    expected.push(canonical);
    if (audience.definition.expression.format === to) continue;
    const value = to === "pql/json" ? pqlJsonText(ast, loaded.kind === "yaml" ? 2 : 0) : canonical;
    const format = audience.locate(["expression", "format"]);
    if (!format) continue; // the schema requires it: a file without it did not load
    edits.push({ range: format, text: loaded.kind === "json" ? JSON.stringify(to) : to });
    edits.push({ range: audience.expressionRange, text: encodeValue(loaded.kind, text, audience, value) });
  }
  if (findings.length > 0) return { ok: false, findings };
  if (edits.length === 0) return { ok: true, output: text, changed: false };
  let output = text;
  for (const edit of edits.sort((a, b) => b.range.start.offset - a.range.start.offset))
    output = output.slice(0, edit.range.start.offset) + edit.text + output.slice(edit.range.end.offset);
  // Never write a file that reads back differently: the same audiences, the same PQL, the new format.
  const again = loadAudienceFile(fileName, output);
  const same =
    again.problems.length === 0 &&
    again.audiences.length === expected.length &&
    again.audiences.every((a, i) => a.definition.expression.format === to && a.pql.trim() === expected[i]);
  if (!same)
    return {
      ok: false,
      findings: [
        {
          rule: "audience/expression-format",
          message: `could not write the expression as ${to} into this file`,
          range: loaded.audiences[0]!.expressionRange,
          hints: ["write `expression.value` as a literal block (`value: |`) and try again"],
        },
      ],
    };
  return { ok: true, output, changed: output !== text };
}

/**
 * `value` as a scalar of the file: a JSON string in JSON; in YAML a literal block when it spans
 * lines (the indented pql/json tree, a long CHAIN) or was a block, unless the expression is a flow mapping
 * (`{...}`), which cannot hold one; a double-quoted scalar otherwise.
 */
function encodeValue(kind: AudienceFileKind, text: string, audience: LoadedAudience, value: string): string {
  if (kind === "json") return JSON.stringify(value);
  // A block the author wrote stays a block, even for one line.
  const wasBlock = /^[|>]/.test(text.slice(audience.expressionRange.start.offset));
  if (!value.includes("\n") && !wasBlock) return JSON.stringify(value);
  const expression = audience.locate(["expression"]);
  if (expression && text[expression.start.offset] === "{") return JSON.stringify(value);
  const key = audience.locate(["expression", "value"], "key");
  const pad = " ".repeat((key ? key.start.column - 1 : 2) + 2);
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  return `|-${newline}${value
    .split("\n")
    .map((line) => (line === "" ? "" : pad + line))
    .join(newline)}`;
}
