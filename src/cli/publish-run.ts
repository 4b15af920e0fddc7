// The work behind `publish`: lint, plan against the live definitions, check the plan against the
// sandbox's audience budgets, ask, apply (and with --prune delete what no file declares), record
// each definition's id in its file, report.
import { createInterface } from "node:readline/promises";
import { ApiError } from "../api/errors.js";
import { listAllSegmentDefinitions } from "../api/segments.js";
import { tightestBudgets, type AudienceBudgets } from "../lint/budgets.js";
import { ConfigResolver, loadConfig } from "../node/config-loader.js";
import { lintFiles } from "../node/lint-files.js";
import { applyPlan } from "../publish/apply.js";
import { checkBudgets } from "../publish/budgets.js";
import { publishInput } from "../publish/candidates.js";
import { buildPlan } from "../publish/plan.js";
import { recordPublishedIds } from "../publish/record-ids.js";
import { applyText, budgetText, planText, recordingText, unloadedText } from "../report/publish-text.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode } from "./exit.js";
import { useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface PublishArgs {
  paths: string[];
  "dry-run": boolean;
  prune: boolean;
  yes: boolean;
  format: "text" | "json";
  config?: string;
  debug?: boolean;
}

export async function runPublish(args: PublishArgs): Promise<number> {
  const debug = Boolean(args.debug);
  const result = await lintFiles(args.paths, { readSources: "all", ...(args.config ? { config: args.config } : {}) });
  const { candidates, unloaded, pqlFiles } = publishInput(result);
  if (unloaded.length > 0) {
    stderr.write(unloadedText(unloaded));
    return ExitCode.Problems;
  }
  if (candidates.length === 0) {
    stderr.write("pql-audience: no audience files to publish (bare .pql files are not published)\n");
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
  const color = useColor(stdout);
  const prune = args.prune ? plan.orphans : [];
  const budgets = checkBudgets(plan, live, await budgetsOf(candidates, args.config), prune);
  const overBudget = budgets.exceeded.length > 0;
  const changes = plan.steps.filter((s) => s.action === "create" || s.action === "update").length;
  const refused = plan.steps.some((s) => s.action === "refused");
  const json = args.format === "json";
  const planJson = {
    plan: plan.steps.map(stripBody),
    ...(args.prune ? { prune } : { orphans: plan.orphans }),
    errors: plan.errors,
    budgets: budgets.uses,
  };
  const planOutput = () =>
    json
      ? `${JSON.stringify(planJson, null, 2)}\n`
      : planText(plan, { color, prune: args.prune, pqlFiles: pqlFiles.length }) +
        budgetText(budgets, { color, sandbox: session.credentials.sandbox });

  if (args["dry-run"]) {
    stdout.write(planOutput());
    return refused || overBudget ? ExitCode.Problems : ExitCode.Ok;
  }
  // Like Terraform: a plan with an error applies nothing, not even the steps it would get right.
  if (plan.errors.length > 0) {
    stdout.write(planOutput());
    stderr.write("pql-audience: nothing applied: fix the plan's errors above and run publish again\n");
    return ExitCode.Problems;
  }
  // Refused before anything is sent, as a plan error is: a publish that stopped at the budget half
  // way would leave the sandbox matching neither the files nor what it was.
  if (overBudget) {
    stdout.write(planOutput());
    const over = budgets.exceeded.map((u) => `${u.budget} ${u.after} of ${u.limit}`).join(", ");
    stderr.write(`pql-audience: nothing applied: the plan goes over the sandbox's audience budgets (${over}); see above\n`);
    return ExitCode.Problems;
  }
  const work = changes + prune.length;
  if (work > 0 && !json) stdout.write(planOutput());
  if (work > 0 && !args.yes) {
    const what = [
      changes > 0 ? `${changes} change${changes === 1 ? "" : "s"}` : "",
      prune.length > 0 ? `${prune.length} deletion${prune.length === 1 ? "" : "s"}` : "",
    ]
      .filter(Boolean)
      .join(" and ");
    if (!process.stdin.isTTY || !process.stdout.isTTY) {
      stderr.write(
        prune.length > 0
          ? `pql-audience: not applying ${what} without confirmation; pass --yes to delete the definitions listed above from a script or CI\n`
          : "pql-audience: not applying without confirmation; pass --yes to publish from a script or CI\n",
      );
      return ExitCode.Usage;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(`Apply ${what} to sandbox ${session.credentials.sandbox}? [y/N] `);
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      stderr.write("Nothing changed.\n");
      return ExitCode.Ok;
    }
  }
  const tty = stderr.isTTY;
  let report;
  try {
    report = await applyPlan(plan, candidates, client, {
      prune,
      onProgress:
        tty && work > 0
          ? (done, total, step) => stderr.write(`\r\x1b[Kpublishing ${done}/${total} ${done < total ? step.name : ""}`)
          : undefined,
    });
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("publishing stopped", e, debug);
      return ExitCode.Problems;
    }
    throw e;
  } finally {
    if (tty && work > 0) stderr.write("\r\x1b[K");
  }
  // Every audience that has a definition now records its id, so a rename or a move updates it.
  const recording = await recordPublishedIds(candidates, report);
  if (json)
    stdout.write(
      `${JSON.stringify({ ...planJson, outcomes: report.outcomes, pruned: report.pruned, counts: report.counts, recorded: recording.recorded, notRecorded: recording.failed, requests: client.stats }, null, 2)}\n`,
    );
  else stdout.write(work > 0 ? applyText(report, { color }) : planOutput());
  stderr.write(recordingText(recording));
  return report.counts.failed + report.counts.blocked + report.counts.refused > 0 ? ExitCode.Problems : ExitCode.Ok;
}

/** The budgets the files' configs set (the smallest, when several configs apply), else AEP's. */
async function budgetsOf(candidates: readonly { file: string }[], config: string | undefined): Promise<AudienceBudgets> {
  // The lint run has read and checked these configs already: reading them again cannot fail now.
  const resolver = new ConfigResolver(config ? await loadConfig(config) : undefined);
  const files = [...new Set(candidates.map((c) => c.file))];
  return tightestBudgets(await Promise.all(files.map(async (f) => (await resolver.forFile(f)).resolved.budgets)));
}

function stripBody<T extends { body?: unknown }>(step: T): Omit<T, "body"> {
  const { body: _body, ...rest } = step;
  return rest;
}
