// `estimate`'s output: text for people (a line per audience with its count, share, method and
// time, then its sample profiles with the evaluator's outline), and JSON for programs.
import { ansi, painter } from "../../report/code-frame.js";
import { traceLines } from "../../report/evaluation-text.js";
import { noun, plural } from "../../text/plural.js";
import type { Overlap } from "../../diff/overlap.js";
import type { DataCounts } from "./loaded-data.js";
import type { AudienceEstimate } from "./estimate-audiences.js";
import { visibleControls } from "../../text/visible-controls.js";
import { MAX_DATA_DEPTH } from "../../evaluate/index.js";

export interface EstimateRun {
  data: DataCounts & { dir: string };
  now: string;
  audiences: AudienceEstimate[];
  /** Files lint refused (not estimated): their messages (without colour), lint's findings as JSON. */
  refused: { file: string; messages: string[]; diagnostics: object[] }[];
  ms: number;
  /** `--overlap`: every pair of the audiences, the profiles in both. */
  overlap?: Overlap[];
}

const n = (x: number) => x.toLocaleString("en-US");
/** "100,000 profiles": the count with its thousands marked, and the noun in the number it needs. */
const count = (x: number, one: string, many = `${one}s`) => `${n(x)} ${noun(x, one, many)}`;

export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

export function estimateText(run: EstimateRun, options: { color?: boolean } = {}): string {
  const paint = painter(options.color);
  const out: string[] = [];
  const d = run.data;
  out.push(
    // Every event of the data, those of no profile said apart, as `data generate` says them.
    `${paint(ansi.bold, run.data.dir)}: ${count(d.profiles, "profile")}, ${count(d.events + d.orphanEvents, "event")} ${paint(ansi.dim, `(${d.orphanEvents > 0 ? `${n(d.orphanEvents)} of no profile, not counted; ` : ""}at ${run.now})`)}`,
  );
  const notes = [
    d.profilesTooDeep > 0
      ? `${count(d.profilesTooDeep, "profile")} not evaluated: data nested past ${MAX_DATA_DEPTH} levels, counted in no audience${d.firstTooDeep ? ` (first: ${visibleControls(d.firstTooDeep.place)})` : ""}`
      : "",
    d.multiplePrimaryProfiles > 0
      ? `${count(d.multiplePrimaryProfiles, "profile")} with several primary identities (the first marked one is used)`
      : "",
    d.profilesWithoutIdentity > 0 ? `${count(d.profilesWithoutIdentity, "profile")} without an identity` : "",
    d.sharedIdentities > 0
      ? `${count(d.sharedIdentities, "identity", "identities")} held by several profiles (their events go to the first)`
      : "",
    d.eventsWithoutTimestamp > 0
      ? `${count(d.eventsWithoutTimestamp, "event")} without a timestamp (time conditions never hold for them)`
      : "",
  ].filter((s) => s !== "");
  for (const note of notes) out.push(`  ${paint(ansi.yellow, "note")} ${note}`);
  out.push("");
  for (const a of run.audiences) {
    const method =
      a.method === "sql"
        ? "sql"
        : `evaluator, slower: ${
            a.unsupported
              ? `${a.unsupported.construct} at ${a.unsupported.line}:${a.unsupported.column} does not compile to SQL yet`
              : a.stopped !== undefined
                ? `the SQL stopped on this data: ${a.stopped}`
                : "not compiled"
          }`;
    out.push(
      `${paint(ansi.bold, visibleControls(a.name === a.file ? a.file : `${a.file}: ${a.name}`))}  ${paint(ansi.green, n(a.qualified))} of ${count(a.profiles, "profile")} (${percent(a.share)})  ${paint(ansi.dim, `${method}, ${Math.round(a.ms)} ms`)}`,
    );
    if (a.overBudget > 0) {
      const at = a.budgetExceeded ? ` (the first at ${a.budgetExceeded.line}:${a.budgetExceeded.column}: ${a.budgetExceeded.message})` : "";
      out.push(
        `  ${paint(ansi.yellow, "over budget")} ${count(a.overBudget, "profile")}, neither in nor out${at}; --max-steps allows more`,
      );
    }
    for (const s of a.sample) {
      const warn = s.outlineOverBudget
        ? ` ${paint(ansi.yellow, "(its outline went over the evaluation budget; --max-steps allows more)")}`
        : s.qualifies
          ? ""
          : ` ${paint(ansi.red, "(the evaluator does not qualify it: please report this)")}`;
      out.push(`  ${paint(ansi.cyan, s.primaryId ?? `profile #${s.pid + 1} (no identity)`)}${warn}`);
      out.push(...traceLines(s.outline, paint, "    "));
    }
    out.push("");
  }
  const shown = run.audiences.length;
  const summary = [
    plural(shown, "audience"),
    ...(run.refused.length > 0 ? [`${plural(run.refused.length, "file")} not estimated (errors)`] : []),
  ];
  out.push(`${summary.join(", ")} in ${(run.ms / 1000).toFixed(1)} s`);
  return `${out.join("\n")}\n`;
}

export function estimateJson(run: EstimateRun): string {
  const { dir, ...counts } = run.data;
  return `${JSON.stringify(
    {
      now: run.now,
      audiences: run.audiences.map((a) => ({
        file: a.file,
        name: a.name,
        qualified: a.qualified,
        profiles: a.profiles,
        share: a.share,
        overBudget: a.overBudget,
        ...(a.budgetExceeded ? { budgetExceeded: a.budgetExceeded } : {}),
        sample: a.sample.map((s) => ({
          primaryId: s.primaryId,
          qualifies: s.qualifies,
          ...(s.outlineOverBudget ? { outlineOverBudget: true } : {}),
          trace: s.outline,
        })),
        ms: Math.round(a.ms),
        method: a.method,
        ...(a.unsupported ? { unsupported: a.unsupported } : {}),
        ...(a.stopped !== undefined ? { stopped: a.stopped } : {}),
      })),
      data: { dir, ...counts },
      refused: run.refused,
      ...(run.overlap ? { overlap: run.overlap.map(({ files, both, shareOfA, shareOfB }) => ({ files, both, shareOfA, shareOfB })) } : {}),
    },
    null,
    2,
  )}\n`;
}
