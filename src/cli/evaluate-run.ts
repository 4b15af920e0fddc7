// The work behind `evaluate`: read the audiences and the profile, evaluate, print. Exit 0 when it
// evaluated (whatever the answer), 1 when an input has errors, 2 for usage mistakes.
import { audienceFileKind, loadAudienceFile } from "../audience/load.js";
import { parseJson } from "../audience/json-source.js";
import { evaluateAudiences, type RunnableAudience } from "../run/evaluate-audiences.js";
import { renderFrame } from "../report/code-frame.js";
import { evaluationText } from "../report/evaluation-text.js";
import { parse } from "../syntax/index.js";
import { LineMap } from "../syntax/positions.js";
import { readText } from "../node/errors.js";
import { referencedElsewhere } from "./project-audiences.js";
import { ExitCode, UsageError } from "./exit.js";
import { oversizeMessage, readInput, useColor } from "./io.js";
import { isObject } from "../text/is-object.js";

export interface EvaluateArgs {
  file?: string;
  profile?: string;
  events?: string;
  now?: string;
  format: "text" | "json";
}

export async function runEvaluate(args: EvaluateArgs): Promise<number> {
  const now = args.now === undefined ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  const input = await readInput(args.file);
  const oversize = oversizeMessage(input);
  if (oversize) {
    process.stderr.write(oversize);
    return ExitCode.Problems;
  }
  const profile: JsonRead = args.profile === undefined ? { ok: true, value: {} } : await readJson(args.profile);
  const eventsFile: JsonRead = args.events === undefined ? { ok: true, value: [] } : await readJson(args.events);
  const problems: string[] = [];
  if (!profile.ok) problems.push(profile.message);
  else if (!isObject(profile.value)) problems.push(`${args.profile}:1:1: error the profile must be a JSON object (one XDM profile)`);
  let events: unknown[] = [];
  if (!eventsFile.ok) problems.push(eventsFile.message);
  else if (Array.isArray(eventsFile.value)) events = eventsFile.value;
  else if (isObject(eventsFile.value) && Array.isArray(eventsFile.value.events)) events = eventsFile.value.events;
  else problems.push(`${args.events}:1:1: error the events must be a JSON array, or an object with an \`events\` array`);

  const color = useColor(process.stderr);
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const loaded = loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text);
  for (const p of loaded.problems) problems.push(`${input.name}:${p.range.start.line}:${p.range.start.column}: error ${p.message}`);
  const audiences: RunnableAudience[] = [];
  const pql: string[] = [];
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
    process.stderr.write(`${problems.join("\n")}\nnot evaluated: the input has errors\n`);
    return ExitCode.Problems;
  }
  if (audiences.length === 0) {
    process.stderr.write(`${input.name}: no audience to evaluate\n`);
    return ExitCode.Problems;
  }
  const shown = audiences.length;
  if (input.name !== "<stdin>") audiences.push(...(await referencedElsewhere(input.name, audiences)));
  const results = evaluateAudiences(audiences, { profile: profile.ok ? profile.value : {}, events, now }).slice(0, shown);
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...(kind === "pql" ? {} : { name: r.name }),
      qualifies: r.qualifies,
      value: r.value,
      trace: r.trace.nodes.map((n) => ({ kind: n.kind, text: pql[i]!.slice(n.span.start.offset, n.span.end.offset), value: n.value, line: n.span.start.line, column: n.span.start.column })),
      chains: r.trace.chains,
      problems: r.trace.problems.map((p) => ({ message: p.message, line: p.span.start.line, column: p.span.start.column })),
    }));
    process.stdout.write(`${JSON.stringify(kind === "pql" ? objects[0] : objects, null, 2)}\n`);
  } else {
    process.stdout.write(evaluationText({ file: input.name, pql, results, now: new Date(now).toISOString() }, { color: useColor(process.stdout) }));
  }
  return ExitCode.Ok;
}

type JsonRead = { ok: true; value: unknown } | { ok: false; message: string };

/** A JSON file's value, or a one-line error with the file, line and column of the mistake. */
async function readJson(path: string): Promise<JsonRead> {
  const text = await readText(path);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const parsed = parseJson(text);
    if (parsed.ok) return { ok: false, message: `${path}:1:1: error it is JSON, but nesting deeper than 200 levels` };
    const at = new LineMap(text).span(parsed.error.start, parsed.error.end).start;
    return { ok: false, message: `${path}:${at.line}:${at.column}: error invalid JSON: ${parsed.error.message}` };
  }
}

