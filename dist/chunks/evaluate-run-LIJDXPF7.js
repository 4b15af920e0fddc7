import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluationText,
  referencedElsewhere
} from "./chunk-7UE3YHDC.js";
import {
  evaluationBlockers,
  eventsOf,
  parseAudiences
} from "./chunk-GGFYG57L.js";
import {
  jsonDiagnostic
} from "./chunk-5NLPK2UY.js";
import {
  ruleDocsUrl
} from "./chunk-AT5CLAVV.js";
import {
  diagnosticFrames
} from "./chunk-SVUOSZGE.js";
import {
  lintInput
} from "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-SG5ZPFEX.js";
import {
  evaluateAudiences
} from "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-JDI5JMKQ.js";
import {
  readJsonFile
} from "./chunk-C7VXWJ4C.js";
import {
  budgetOf
} from "./chunk-AMYH3LBT.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import "./chunk-52M5XUTC.js";
import {
  isObject
} from "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import {
  audienceFileKind,
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
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

// src/cli/evaluate-run.ts
async function runEvaluate(args) {
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  const budget = budgetOf(args.maxSteps);
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
  const { file: linted } = await lintInput({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 });
  const blockers = evaluationBlockers(linted);
  for (const frame of diagnosticFrames(linted, blockers, { color: useColor(stderr) })) problems.push(`${frame}
`);
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const parsed = parseAudiences(loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text));
  const audiences = kind === "pql" ? parsed.audiences.map((a) => ({ ...a, name: input.name })) : parsed.audiences;
  const pql = parsed.loaded.map((a) => a.pql);
  if (problems.length > 0) {
    stderr.write(`${problems.join("\n")}
not evaluated: the input has errors
`);
    if (args.format === "json")
      stdout.write(
        `${JSON.stringify({ evaluated: false, diagnostics: blockers.map((d) => jsonDiagnostic(d, { ruleDocsUrl })) }, null, 2)}
`
      );
    return ExitCode.Problems;
  }
  if (audiences.length === 0) {
    stderr.write(`${input.name}: no audience to evaluate
`);
    return ExitCode.Problems;
  }
  const shown = audiences.length;
  if (input.name !== "<stdin>") audiences.push(...await referencedElsewhere(input.name, audiences));
  const data = { profile: profile.ok ? profile.value : {}, events: events ?? [], now, budget };
  const results = evaluateAudiences(audiences, data).slice(0, shown);
  const overBudget = results.flatMap((r, i) => {
    if (r.status !== "budget-exceeded") return [];
    const at = parsed.loaded[i].mapSpan(r.budget.span).start;
    return [{ index: i, line: at.line, column: at.column, message: r.budget.message }];
  });
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...kind === "pql" ? {} : { name: r.name },
      status: r.status,
      qualifies: r.qualifies ?? null,
      value: r.value ?? null,
      ...budgetJson(overBudget.find((o) => o.index === i)),
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
  for (const o of overBudget) {
    const name = kind === "pql" ? "" : ` (${results[o.index].name})`;
    stderr.write(
      `${input.name}:${o.line}:${o.column}: error budget exceeded at ${o.line}:${o.column}${name}: ${o.message}; --max-steps allows more
`
    );
  }
  return overBudget.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function budgetJson(o) {
  return o ? { budgetExceeded: { message: o.message, line: o.line, column: o.column } } : {};
}
export {
  runEvaluate
};
