// The work behind `evaluate`: read the audiences and the profile, evaluate, print. Exit 0 when it
// evaluated (whatever the answer), 1 when an input has errors (lint's exit code for errors: an
// audience with lint errors that leave its meaning unknown is not evaluated) or there is no
// answer (over budget, data nested too deeply), 2 for usage mistakes.
import { audienceFileKind, loadAudienceFile } from "../audience/load.js";
import { evaluateAudiences } from "../run/evaluate-audiences.js";
import { eventsOf, parseAudiences } from "../run/audience-file.js";
import { evaluationBlockers } from "../lint/evaluation-blockers.js";
import { lintInput } from "../node/lint-files.js";
import { jsonDiagnostic } from "../report/json.js";
import { ruleDocsUrl } from "../report/rule-docs.js";
import { diagnosticFrames } from "../report/stylish.js";
import { evaluationText } from "../report/evaluation-text.js";
import { referencedElsewhere } from "./project-audiences.js";
import { readJsonFile, type JsonRead } from "./read-json.js";
import { ExitCode } from "./exit.js";
import { nowOption } from "./now-option.js";
import { oversizeMessage, readInput, useColor } from "./io.js";
import { isObject } from "../text/is-object.js";
import { visibleControls } from "../text/visible-controls.js";
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
  const now = nowOption(args.now);
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

  // What lint says of the input (its config, its project): an error that leaves its meaning
  // unknown (a typo in a function, a syntax error, a file that does not load) stops it here.
  const { file: linted } = await lintInput({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 });
  const blockers = evaluationBlockers(linted);
  for (const frame of diagnosticFrames(linted, blockers, { color: useColor(stderr) })) problems.push(`${frame}\n`);
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const parsed = parseAudiences(loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text));
  // A bare expression is named after its input (`<stdin>`, `adults.pql`), as the text output titles it.
  const audiences = kind === "pql" ? parsed.audiences.map((a) => ({ ...a, name: input.name })) : parsed.audiences;
  const pql = parsed.loaded.map((a) => a.pql);
  if (problems.length > 0) {
    stderr.write(`${problems.join("\n")}\nnot evaluated: the input has errors\n`);
    // JSON readers get lint's findings in lint's JSON shape.
    if (args.format === "json")
      stdout.write(
        `${JSON.stringify({ evaluated: false, diagnostics: blockers.map((d) => jsonDiagnostic(d, { ruleDocsUrl })) }, null, 2)}\n`,
      );
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
  // Data nested past the evaluator's limit has no answer either: said once, of the file that holds it (every audience reads the same data).
  const tooDeep = results.find((r) => r.status === "data-too-deep")?.data;
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...(kind === "pql" ? {} : { name: r.name }),
      status: r.status,
      qualifies: r.qualifies ?? null,
      value: r.value ?? null,
      ...budgetJson(overBudget.find((o) => o.index === i)),
      ...(r.status === "data-too-deep" ? { dataTooDeep: r.data } : {}),
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
  if (tooDeep) {
    const file = tooDeep.part === "events" ? args.events : args.profile;
    stderr.write(`${visibleControls(file ?? input.name)}: error ${visibleControls(tooDeep.message)}; not evaluated\n`);
  }
  return overBudget.length > 0 || tooDeep ? ExitCode.Problems : ExitCode.Ok;
}

function budgetJson(o: { line: number; column: number; message: string } | undefined): object {
  return o ? { budgetExceeded: { message: o.message, line: o.line, column: o.column } } : {};
}
