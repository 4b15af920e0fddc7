import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluateAudiences,
  referencedElsewhere,
  traceOutline
} from "./chunk-YTYSFBFZ.js";
import "./chunk-VHXO3OTR.js";
import "./chunk-GNXLKFLG.js";
import "./chunk-U6LORVKJ.js";
import {
  ansi,
  painter,
  renderFrame,
  safeText
} from "./chunk-4AS6U2A4.js";
import "./chunk-52M5XUTC.js";
import "./chunk-CDG3Q4XN.js";
import {
  audienceFileKind,
  loadAudienceFile,
  parseJson
} from "./chunk-JVJJKOXH.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-GFKDNNT6.js";
import {
  parse
} from "./chunk-AGNCFY6H.js";
import "./chunk-V27FHGJY.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
import {
  oversizeMessage,
  readInput,
  useColor
} from "./chunk-3XCZR6NG.js";
import "./chunk-ESEQZCNM.js";
import "./chunk-FRCAUARB.js";
import "./chunk-FOVLFBGW.js";
import {
  ExitCode,
  UsageError
} from "./chunk-NGO6V2C5.js";
import {
  readText
} from "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/report/evaluation-text.ts
function word(value) {
  return value === null ? "unknown" : String(value);
}
function evaluationText(input, options = {}) {
  const paint = painter(options.color);
  const tone = (value) => value === true ? ansi.green : value === false ? ansi.red : ansi.yellow;
  const out = [];
  input.results.forEach((result, i) => {
    const pql = input.pql[i];
    const title = result.name === input.file ? input.file : `${input.file}: ${result.name}`;
    out.push(`${paint(ansi.bold, title)}  ${paint(tone(result.qualifies), result.qualifies ? "qualifies" : "does not qualify")} ${paint(ansi.dim, `(at ${input.now})`)}`);
    for (const line of traceOutline(result.trace.nodes, pql)) {
      out.push(`  ${"  ".repeat(line.depth)}${paint(tone(line.value), word(line.value).padEnd(7))} ${safeText(line.text)}`);
    }
    for (const chain of result.trace.chains) {
      for (const step of chain.steps) {
        const matched = step.matched.length > 0 ? `matched ${step.matched.map(String).join(", ")}` : "no event matched";
        out.push(`  ${paint(ansi.dim, "CHAIN")} ${step.label}: ${matched}${step.needed > 1 ? ` (needs ${step.needed})` : ""}`);
      }
    }
    for (const problem of result.trace.problems) out.push(`  ${paint(ansi.yellow, "note")}    ${problem.message} (${problem.span.start.line}:${problem.span.start.column})`);
    out.push("");
  });
  return `${out.join("\n")}`;
}

// src/cli/evaluate-run.ts
async function runEvaluate(args) {
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  const input = await readInput(args.file);
  const oversize = oversizeMessage(input);
  if (oversize) {
    process.stderr.write(oversize);
    return ExitCode.Problems;
  }
  const profile = args.profile === void 0 ? { ok: true, value: {} } : await readJson(args.profile);
  const eventsFile = args.events === void 0 ? { ok: true, value: [] } : await readJson(args.events);
  const problems = [];
  if (!profile.ok) problems.push(profile.message);
  else if (!isObject(profile.value)) problems.push(`${args.profile}:1:1: error the profile must be a JSON object (one XDM profile)`);
  let events = [];
  if (!eventsFile.ok) problems.push(eventsFile.message);
  else if (Array.isArray(eventsFile.value)) events = eventsFile.value;
  else if (isObject(eventsFile.value) && Array.isArray(eventsFile.value.events)) events = eventsFile.value.events;
  else problems.push(`${args.events}:1:1: error the events must be a JSON array, or an object with an \`events\` array`);
  const color = useColor(process.stderr);
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const loaded = loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text);
  for (const p of loaded.problems) problems.push(`${input.name}:${p.range.start.line}:${p.range.start.column}: error ${p.message}`);
  const audiences = [];
  const pql = [];
  for (const audience of loaded.audiences) {
    const { ast, errors } = parse(audience.pql);
    for (const e of errors) {
      const range = kind === "pql" ? e.span : audience.mapSpan(e.span);
      problems.push(renderFrame({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range, label: e.label, hints: e.hints }, input.text, { color }) + "\n");
    }
    if (!ast) continue;
    const extras = audience.definition["x-pql-audience"];
    audiences.push({ name: kind === "pql" ? input.name : audience.definition.name, alias: extras?.alias, id: extras?.id, ast });
    pql.push(audience.pql);
  }
  if (problems.length > 0) {
    process.stderr.write(`${problems.join("\n")}
not evaluated: the input has errors
`);
    return ExitCode.Problems;
  }
  if (audiences.length === 0) {
    process.stderr.write(`${input.name}: no audience to evaluate
`);
    return ExitCode.Problems;
  }
  const shown = audiences.length;
  if (input.name !== "<stdin>") audiences.push(...await referencedElsewhere(input.name, audiences));
  const results = evaluateAudiences(audiences, { profile: profile.ok ? profile.value : {}, events, now }).slice(0, shown);
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...kind === "pql" ? {} : { name: r.name },
      qualifies: r.qualifies,
      value: r.value,
      trace: r.trace.nodes.map((n) => ({ kind: n.kind, text: pql[i].slice(n.span.start.offset, n.span.end.offset), value: n.value, line: n.span.start.line, column: n.span.start.column })),
      chains: r.trace.chains,
      problems: r.trace.problems.map((p) => ({ message: p.message, line: p.span.start.line, column: p.span.start.column }))
    }));
    process.stdout.write(`${JSON.stringify(kind === "pql" ? objects[0] : objects, null, 2)}
`);
  } else {
    process.stdout.write(evaluationText({ file: input.name, pql, results, now: new Date(now).toISOString() }, { color: useColor(process.stdout) }));
  }
  return ExitCode.Ok;
}
async function readJson(path) {
  const text = await readText(path);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const parsed = parseJson(text);
    if (parsed.ok) return { ok: false, message: `${path}:1:1: error it is JSON, but nesting deeper than 200 levels` };
    const at = new LineMap(text).span(parsed.error.start, parsed.error.end).start;
    return { ok: false, message: `${path}:${at.line}:${at.column}: error invalid JSON: ${parsed.error.message}` };
  }
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
export {
  runEvaluate
};
