// The work behind `pull`: check the folder, open the session, pull (src/publish/pull.ts), report.
// A line per file that changes (or would, or is kept), then the counts; with --check, the diffs.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ApiError } from "../api/errors.js";
import type { PullAction, PullEntry } from "../publish/pull-plan.js";
import { prepareFolder, pullDefinitions, type PullReport } from "../publish/pull.js";
import { PULL_STATE_FILE } from "../publish/pull-state.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode } from "./exit.js";
import { stderr, stdout } from "./startup/stdio.js";
// Names, ids and reasons come from the org: shown with their control characters made visible.
import { visibleControls as v } from "../text/visible-controls.js";

export interface PullArgs {
  out: string;
  method?: "edge" | "streaming" | "batch";
  name?: string;
  check: boolean;
  force: boolean;
  debug?: boolean;
}

export async function runPull(args: PullArgs): Promise<number> {
  const debug = Boolean(args.debug);
  const folder = await prepareFolder(args.out, false);
  if (folder !== undefined) {
    stderr.write(`pql-audience: --out: ${folder}\n`);
    return ExitCode.Usage;
  }
  const session = await openSession(debug);
  if (!session) return ExitCode.Usage;
  if (!args.check) {
    const created = await prepareFolder(args.out, true);
    if (created !== undefined) {
      stderr.write(`pql-audience: --out: ${created}\n`);
      return ExitCode.Usage;
    }
  }
  let report: PullReport;
  try {
    report = await pullDefinitions(session.client, {
      out: args.out,
      method: args.method,
      name: args.name,
      check: args.check,
      force: args.force,
    });
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("could not list segment definitions", e, debug);
      return ExitCode.Usage;
    }
    throw e;
  }
  const stateFile = join(args.out, PULL_STATE_FILE);
  if (report.stateProblem) stderr.write(`pql-audience: ignored ${stateFile}: ${report.stateProblem}\n`);
  for (const r of report.refusedState) stderr.write(`pql-audience: ${stateFile}: refused its entry "${v(r.entry)}": ${r.reason}\n`);
  for (const e of report.entries.filter((x) => x.action === "unsupported"))
    stderr.write(`pql-audience: skipped "${v(e.name)}" (${v(e.id)}): ${v(e.reason ?? "")}\n`);
  return args.check ? reportCheck(report, args) : reportPull(report, args);
}

const SIGNS: Record<PullAction, string> = {
  create: "+ create   ",
  update: "~ update   ",
  unchanged: "= unchanged",
  "local-change": "! kept     ",
  overwrite: "! overwrite",
  unsupported: "? skipped  ",
  gone: "- gone     ",
  refused: "! refused  ",
};

function line(e: PullEntry, out: string, width: number): string {
  const file = join(out, e.file ?? "").padEnd(width);
  const why =
    e.action === "local-change" ? `: ${e.reason}; --force overwrites it` : e.reason && e.action !== "unsupported" ? `: ${e.reason}` : "";
  return `${SIGNS[e.action]}  ${file}  ${v(e.name)}${v(why)}\n`;
}

function reportPull(report: PullReport, args: PullArgs): number {
  const shown = report.entries.filter((e) => e.action !== "unchanged" && e.action !== "unsupported");
  const width = Math.max(0, ...shown.map((e) => join(args.out, e.file ?? "").length));
  for (const e of shown) {
    stdout.write(line(e, args.out, width));
    for (const note of e.notes) stdout.write(`    note: ${v(note)}\n`);
  }
  for (const f of report.failed) stderr.write(`pql-audience: ${join(args.out, f.file)}: ${f.reason}\n`);
  const count = (a: PullAction) => report.entries.filter((e) => e.action === a).length;
  const pulled = report.entries.filter((e) => e.action !== "gone" && e.action !== "unsupported" && e.action !== "refused").length;
  const parts = [
    `${count("create")} created`,
    `${count("update") + count("overwrite")} updated`,
    `${count("unchanged")} unchanged`,
    ...(count("local-change") > 0 ? [`${count("local-change")} kept (changed here; --force overwrites)`] : []),
    ...(count("refused") > 0 ? [`${count("refused")} refused (not a regular file)`] : []),
    ...(count("gone") > 0 ? [`${count("gone")} gone from the sandbox`] : []),
    ...(count("unsupported") > 0 ? [`${count("unsupported")} skipped (not pulled: see above)`] : []),
  ];
  stdout.write(`Pulled ${pulled} audience${pulled === 1 ? "" : "s"} into ${args.out}: ${parts.join(", ")}.\n`);
  // A definition skipped is one the folder does not hold: the pull did not do all it was asked.
  const problems = count("local-change") + count("refused") + count("unsupported") + report.failed.length + report.refusedState.length;
  return problems > 0 ? ExitCode.Problems : ExitCode.Ok;
}

function reportCheck(report: PullReport, args: PullArgs): number {
  for (const diff of report.diffs) stdout.write(diff);
  const gone = report.entries.filter((e) => e.action === "gone");
  for (const e of gone) stdout.write(`${join(args.out, e.file!)}: ${e.reason}\n`);
  const refused = report.entries.filter((e) => e.action === "refused");
  for (const e of refused) stdout.write(`${join(args.out, e.file!)}: refused: ${e.reason}\n`);
  const compared = report.entries.filter((e) => e.text !== undefined).length;
  const drifted = report.diffs.length + gone.length + refused.length;
  const skipped = report.entries.filter((e) => e.action === "unsupported").length;
  const verdict =
    drifted === 0
      ? `${compared} audience${compared === 1 ? "" : "s"} in step with the sandbox`
      : `${drifted} of ${compared + gone.length + refused.length} audience files differ from the sandbox; \`pql-audience pull\` brings them in step`;
  const skippedNote = skipped > 0 ? `; ${skipped} definition${skipped === 1 ? "" : "s"} skipped (not pulled: see above)` : "";
  stdout.write(`${verdict}${skippedNote}.\n`);
  // A folder pull did not write (the one the audiences are authored in) differs in layout alone
  // as much as in content: say what --check is for, and what compares by content.
  if (drifted > 0 && !existsSync(join(args.out, PULL_STATE_FILE)))
    stderr.write(
      `pql-audience: ${args.out} has no ${PULL_STATE_FILE}: \`pull --check\` compares with a folder \`pull\` wrote, layout and all; for files written by hand, \`pql-audience publish --dry-run\` compares by content\n`,
    );
  return drifted + skipped + report.refusedState.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
