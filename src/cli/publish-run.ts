// The work behind `publish`: lint, plan against the live definitions, ask, apply, report.
import { createInterface } from "node:readline/promises";
import { ApiError } from "../api/errors.js";
import { listAllSegmentDefinitions } from "../api/segments.js";
import { lintFiles } from "../node/lint-files.js";
import { applyPlan } from "../publish/apply.js";
import { publishInput } from "../publish/candidates.js";
import { buildPlan } from "../publish/plan.js";
import { applyText, planText, unloadedText } from "../report/publish-text.js";
import { openSession, reportApiError } from "./aep-session.js";
import type { PublishArgs } from "./commands/publish.js";
import { ExitCode } from "./exit.js";
import { useColor } from "./io.js";

export async function runPublish(args: PublishArgs): Promise<number> {
  const debug = Boolean(args.debug);
  const result = await lintFiles(args.paths, { readSources: "all", ...(args.config ? { config: args.config } : {}) });
  const { candidates, unloaded } = publishInput(result);
  if (unloaded.length > 0) {
    process.stderr.write(unloadedText(unloaded));
    return ExitCode.Problems;
  }
  if (candidates.length === 0) {
    process.stderr.write("pql-audience: no audience files to publish (bare .pql files are not published)\n");
    return ExitCode.Ok;
  }
  const session = await openSession(debug);
  if (!session) return ExitCode.Usage;
  const { client } = session;

  let live;
  try {
    live = await listAllSegmentDefinitions(client);
  } catch (e) {
    reportApiError("could not list segment definitions", e, debug);
    return ExitCode.Usage;
  }
  const plan = buildPlan(candidates, live);
  const color = useColor(process.stdout);
  const changes = plan.steps.filter((s) => s.action === "create" || s.action === "update").length;
  const refused = plan.steps.some((s) => s.action === "refused");

  if (args["dry-run"] || changes === 0) {
    process.stdout.write(args.format === "json" ? `${JSON.stringify({ plan: plan.steps.map(stripBody) }, null, 2)}\n` : planText(plan, { color }));
    return refused ? ExitCode.Problems : ExitCode.Ok;
  }
  if (args.format === "text") process.stdout.write(planText(plan, { color }));
  if (!args.yes) {
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      process.stderr.write("pql-audience: not applying without confirmation; pass --yes to publish from a script or CI\n");
      return ExitCode.Usage;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Apply ${changes} change${changes === 1 ? "" : "s"} to sandbox ${session.credentials.sandbox}? [y/N] `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      process.stderr.write("Nothing changed.\n");
      return ExitCode.Ok;
    }
  }
  const tty = Boolean(process.stderr.isTTY);
  let report;
  try {
    report = await applyPlan(plan, candidates, client, {
      onProgress: tty ? (done, total, step) => process.stderr.write(`\r\x1b[Kpublishing ${done}/${total} ${done < total ? step.name : ""}`) : undefined,
    });
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("publishing stopped", e, debug);
      return ExitCode.Problems;
    }
    throw e;
  } finally {
    if (tty) process.stderr.write("\r\x1b[K");
  }
  process.stdout.write(args.format === "json" ? `${JSON.stringify({ plan: plan.steps.map(stripBody), outcomes: report.outcomes, counts: report.counts, requests: client.stats }, null, 2)}\n` : applyText(report, { color }));
  return report.counts.failed + report.counts.blocked + report.counts.refused > 0 ? ExitCode.Problems : ExitCode.Ok;
}

function stripBody<T extends { body?: unknown }>(step: T): Omit<T, "body"> {
  const { body: _body, ...rest } = step;
  return rest;
}
