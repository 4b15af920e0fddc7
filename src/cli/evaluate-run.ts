// The work behind `evaluate`: read the audiences and the profile, evaluate, print. Exit 0 when it
// evaluated (whatever the answer), 1 when an input has errors, 2 for usage mistakes.
import { audienceFileKind, loadAudienceFile } from "../audience/load.js";
import { evaluateAudiences } from "../run/evaluate-audiences.js";
import { eventsOf, parseAudiences } from "../run/audience-file.js";
import { renderFrame } from "../report/code-frame.js";
import { evaluationText } from "../report/evaluation-text.js";
import { referencedElsewhere } from "./project-audiences.js";
import { readJsonFile, type JsonRead } from "./read-json.js";
import { ExitCode, UsageError } from "./exit.js";
import { oversizeMessage, readInput, useColor } from "./io.js";
import { isObject } from "../text/is-object.js";
import { budgetOf } from "./max-steps.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface EvaluateArgs {
  file?: string;
  profile?: string;
  events?: string;
  now?: string;
  maxSteps?: number | undefined;
  format: "text" | "json";
}

export async function runEvaluate(args: EvaluateArgs): Promise<number> {
  const now = args.now === undefined ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  const budget = budgetOf(args.maxSteps);
  const input = await readInput(args.file);
  const oversize = oversizeMessage(input);
  if (oversize) {
    stderr.write(oversize);
    return ExitCode.Problems;
  }
  const profile: JsonRead = args.profile === undefined ? { ok: true, value: {} } : await readJsonFile(args.profile);
  const eventsFile: JsonRead = args.events === undefined ? { ok: true, value: [] } : await readJsonFile(args.events);
  const problems: string[] = [];
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
      `${renderFrame({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range, label: e.label, hints: e.hints }, input.text, { color })}\n`,
    );
  }
  // A bare expression is named after its input (`<stdin>`, `adults.pql`), as the text output titles it.
  const audiences = kind === "pql" ? parsed.audiences.map((a) => ({ ...a, name: input.name })) : parsed.audiences;
  const pql = parsed.loaded.map((a) => a.pql);
  if (problems.length > 0) {
    stderr.write(`${problems.join("\n")}\nnot evaluated: the input has errors\n`);
    return ExitCode.Problems;
  }
  if (audiences.length === 0) {
    stderr.write(`${input.name}: no audience to evaluate\n`);
    return ExitCode.Problems;
  }
  const shown = audiences.length;
  if (input.name !== "<stdin>") audiences.push(...(await referencedElsewhere(input.name, audiences)));
  const data = { profile: profile.ok ? profile.value : {}, events: events ?? [], now, budget };
  const results = evaluateAudiences(audiences, data).slice(0, shown);
  // Over budget there is no answer: said on stderr at the position in the file, and exit 1.
  const overBudget = results.flatMap((r, i) => {
    if (r.status !== "budget-exceeded") return [];
    const at = parsed.loaded[i]!.mapSpan(r.budget.span).start;
    return [{ index: i, line: at.line, column: at.column, message: r.budget.message }];
  });
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...(kind === "pql" ? {} : { name: r.name }),
      status: r.status,
      qualifies: r.qualifies ?? null,
      value: r.value ?? null,
      ...budgetJson(overBudget.find((o) => o.index === i)),
      trace: r.trace.nodes.map((n) => ({
        kind: n.kind,
        text: pql[i]!.slice(n.span.start.offset, n.span.end.offset),
        value: n.value,
        line: n.span.start.line,
        column: n.span.start.column,
      })),
      chains: r.trace.chains,
      problems: r.trace.problems.map((p) => ({ message: p.message, line: p.span.start.line, column: p.span.start.column })),
    }));
    stdout.write(`${JSON.stringify(kind === "pql" ? objects[0] : objects, null, 2)}\n`);
  } else {
    stdout.write(evaluationText({ file: input.name, pql, results, now: new Date(now).toISOString() }, { color: useColor(stdout) }));
  }
  for (const o of overBudget) {
    const name = kind === "pql" ? "" : ` (${results[o.index]!.name})`;
    stderr.write(
      `${input.name}:${o.line}:${o.column}: error budget exceeded at ${o.line}:${o.column}${name}: ${o.message}; --max-steps allows more\n`,
    );
  }
  return overBudget.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}

function budgetJson(o: { line: number; column: number; message: string } | undefined): object {
  return o ? { budgetExceeded: { message: o.message, line: o.line, column: o.column } } : {};
}
