import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  renderFrame
} from "./chunk-CL5F5DHU.js";
import {
  pqlJsonText
} from "./chunk-AGNXLSKF.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  canonicalExpression,
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import {
  parse
} from "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  oversizeMessage,
  readInput,
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/convert-run.ts
import { writeFile } from "node:fs/promises";
async function runConvert(options) {
  if (options.to !== "pql/json" && options.to !== "pql/text") throw new UsageError('--to must be "pql/json" or "pql/text"');
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new UsageError("`-` (standard input) cannot be combined with other paths");
  if (fromStdin && options.write) throw new UsageError("--write needs files, not standard input");
  const color = useColor(stderr);
  let failed = 0;
  const written = [];
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
        stderr.write(`${renderFrame({ severity: "error", ...f, file: input.name }, input.text, { color })}

`);
      continue;
    }
    if (!options.write) stdout.write(result.output);
    else if (result.changed) {
      await writeFile(file, result.output);
      written.push(input.name);
    }
  }
  if (options.write) {
    for (const name of written) stdout.write(`converted ${name} to ${options.to}
`);
    const shown = [
      [written.length, `converted to ${options.to}`],
      [options.files.length - written.length - failed, `already ${options.to}`],
      [failed, "with problems"]
    ].filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
    stderr.write(`${plural(options.files.length, "file")}: ${shown.join(", ")}
`);
  }
  return failed > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function convertAudienceText(fileName, text, to) {
  const loaded = loadAudienceFile(fileName, text);
  if (loaded.kind === "pql")
    return {
      ok: false,
      findings: [
        {
          rule: "audience/expression-format",
          message: "a .pql file holds PQL text only: there is no `expression.format` to convert",
          range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
          hints: ["write the audience as an .audience.yaml or .audience.json file to keep it as pql/json"]
        }
      ]
    };
  if (loaded.problems.length > 0) return { ok: false, findings: loaded.problems };
  const findings = [];
  const edits = [];
  const expected = [];
  for (const audience of loaded.audiences) {
    const { ast, errors } = parse(audience.pql);
    for (const e of errors) findings.push({ ...e, range: audience.mapSpan(e.span) });
    if (!ast) continue;
    const canonical = canonicalExpression(loaded.kind, ast);
    expected.push(canonical);
    if (audience.definition.expression.format === to) continue;
    const value = to === "pql/json" ? pqlJsonText(ast, loaded.kind === "yaml" ? 2 : 0) : canonical;
    const format = audience.locate(["expression", "format"]);
    if (!format) continue;
    edits.push({ range: format, text: loaded.kind === "json" ? JSON.stringify(to) : to });
    edits.push({ range: audience.expressionRange, text: encodeValue(loaded.kind, text, audience, value) });
  }
  if (findings.length > 0) return { ok: false, findings };
  if (edits.length === 0) return { ok: true, output: text, changed: false };
  let output = text;
  for (const edit of edits.sort((a, b) => b.range.start.offset - a.range.start.offset))
    output = output.slice(0, edit.range.start.offset) + edit.text + output.slice(edit.range.end.offset);
  const again = loadAudienceFile(fileName, output);
  const same = again.problems.length === 0 && again.audiences.length === expected.length && again.audiences.every((a, i) => a.definition.expression.format === to && a.pql.trim() === expected[i]);
  if (!same)
    return {
      ok: false,
      findings: [
        {
          rule: "audience/expression-format",
          message: `could not write the expression as ${to} into this file`,
          range: loaded.audiences[0].expressionRange,
          hints: ["write `expression.value` as a literal block (`value: |`) and try again"]
        }
      ]
    };
  return { ok: true, output, changed: output !== text };
}
function encodeValue(kind, text, audience, value) {
  if (kind === "json") return JSON.stringify(value);
  const wasBlock = /^[|>]/.test(text.slice(audience.expressionRange.start.offset));
  if (!value.includes("\n") && !wasBlock) return JSON.stringify(value);
  const expression = audience.locate(["expression"]);
  if (expression && text[expression.start.offset] === "{") return JSON.stringify(value);
  const key = audience.locate(["expression", "value"], "key");
  const pad = " ".repeat((key ? key.start.column - 1 : 2) + 2);
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  return `|-${newline}${value.split("\n").map((line) => line === "" ? "" : pad + line).join(newline)}`;
}
export {
  convertAudienceText,
  runConvert
};
