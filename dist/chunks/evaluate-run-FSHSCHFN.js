import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluationText,
  eventsOf,
  parseAudiences,
  referencedElsewhere
} from "./chunk-RCUATZQP.js";
import {
  evaluateAudiences
} from "./chunk-YW7ZF2AU.js";
import "./chunk-OYPYL6TB.js";
import "./chunk-7IJWTORI.js";
import "./chunk-Y7FD6PGN.js";
import {
  readJsonFile
} from "./chunk-H732QFTP.js";
import {
  renderFrame
} from "./chunk-CL5F5DHU.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ZIQLOMO3.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-ITHKOW74.js";
import {
  isObject
} from "./chunk-ANQNKNO5.js";
import {
  audienceFileKind,
  loadAudienceFile
} from "./chunk-SX6F3BOS.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-ONUNGY4H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import {
  oversizeMessage,
  readInput,
  useColor
} from "./chunk-HQLYDVOW.js";
import "./chunk-ZOXRMS5M.js";
import {
  ExitCode,
  UsageError
} from "./chunk-NGO6V2C5.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/evaluate-run.ts
async function runEvaluate(args) {
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  const input = await readInput(args.file);
  const oversize = oversizeMessage(input);
  if (oversize) {
    stderr.write(oversize);
    return ExitCode.Problems;
  }
  const profile = args.profile === void 0 ? { ok: true, value: {} } : await readJsonFile(args.profile);
  const eventsFile = args.events === void 0 ? { ok: true, value: [] } : await readJsonFile(args.events);
  const problems = [];
  if (!profile.ok) problems.push(`${args.profile}:${profile.line}:${profile.column}: error ${profile.message}`);
  else if (!isObject(profile.value)) problems.push(`${args.profile}:1:1: error the profile must be a JSON object (one XDM profile)`);
  const events = eventsFile.ok ? eventsOf(eventsFile.value) : [];
  if (!eventsFile.ok) problems.push(`${args.events}:${eventsFile.line}:${eventsFile.column}: error ${eventsFile.message}`);
  else if (!events) problems.push(`${args.events}:1:1: error the events must be a JSON array, or an object with an \`events\` array`);
  const color = useColor(stderr);
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const loaded = loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text);
  for (const p of loaded.problems) problems.push(`${input.name}:${p.range.start.line}:${p.range.start.column}: error ${p.message}`);
  const parsed = parseAudiences(loaded);
  for (const { error: e, range } of parsed.syntaxErrors) {
    problems.push(
      `${renderFrame({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range, label: e.label, hints: e.hints }, input.text, { color })}
`
    );
  }
  const audiences = kind === "pql" ? parsed.audiences.map((a) => ({ ...a, name: input.name })) : parsed.audiences;
  const pql = parsed.loaded.map((a) => a.pql);
  if (problems.length > 0) {
    stderr.write(`${problems.join("\n")}
not evaluated: the input has errors
`);
    return ExitCode.Problems;
  }
  if (audiences.length === 0) {
    stderr.write(`${input.name}: no audience to evaluate
`);
    return ExitCode.Problems;
  }
  const shown = audiences.length;
  if (input.name !== "<stdin>") audiences.push(...await referencedElsewhere(input.name, audiences));
  const results = evaluateAudiences(audiences, { profile: profile.ok ? profile.value : {}, events: events ?? [], now }).slice(0, shown);
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...kind === "pql" ? {} : { name: r.name },
      qualifies: r.qualifies,
      value: r.value,
      trace: r.trace.nodes.map((n) => ({
        kind: n.kind,
        text: pql[i].slice(n.span.start.offset, n.span.end.offset),
        value: n.value,
        line: n.span.start.line,
        column: n.span.start.column
      })),
      chains: r.trace.chains,
      problems: r.trace.problems.map((p) => ({ message: p.message, line: p.span.start.line, column: p.span.start.column }))
    }));
    stdout.write(`${JSON.stringify(kind === "pql" ? objects[0] : objects, null, 2)}
`);
  } else {
    stdout.write(evaluationText({ file: input.name, pql, results, now: new Date(now).toISOString() }, { color: useColor(stdout) }));
  }
  return ExitCode.Ok;
}
export {
  runEvaluate
};
