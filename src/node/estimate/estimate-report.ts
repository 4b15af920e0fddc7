// `estimate`'s output: text for people (each audience's sample profiles with the evaluator's
// outline, then one aligned line per audience with its count, share, method and time), and JSON
// for programs.
import { ansi, painter } from "../../report/code-frame.js";
import { traceLines } from "../../report/evaluation-text.js";
import { noun, plural } from "../../text/plural.js";
import type { Overlap } from "../../diff/overlap.js";
import type { DataCounts } from "./loaded-data.js";
import type { AudienceEstimate } from "./estimate-audiences.js";
import { visibleControls } from "../../text/visible-controls.js";
import { textWidth } from "../../report/text-width.js";
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

/** Names wider than this do not widen the summary's name column (they push their own line only). */
const MAX_NAME_WIDTH = 80;

const title = (a: AudienceEstimate) => visibleControls(a.name === a.file ? a.file : `${a.file}: ${a.name}`);

function methodText(a: AudienceEstimate): string {
  if (a.method === "sql") return "sql";
  const why = a.unsupported
    ? `${a.unsupported.construct} at ${a.unsupported.line}:${a.unsupported.column} does not compile to SQL yet`
    : a.stopped !== undefined
      ? `the SQL stopped on this data: ${a.stopped}`
      : "not compiled";
  return `evaluator, slower: ${why}`;
}

type Sample = AudienceEstimate["sample"][number];

function warning(s: Sample, paint: ReturnType<typeof painter>): string {
  if (s.outlineOverBudget) return ` ${paint(ansi.yellow, "(its outline went over the evaluation budget; --max-steps allows more)")}`;
  return s.qualifies ? "" : ` ${paint(ansi.red, "(the evaluator does not qualify it: please report this)")}`;
}

/** The samples, those with the same outline (and the same verdict) together, in the order of their first. */
function sampleGroups(a: AudienceEstimate): { samples: Sample[]; outline: Sample["outline"] }[] {
  const groups = new Map<string, { samples: Sample[]; outline: Sample["outline"] }>();
  for (const s of a.sample) {
    const key = JSON.stringify([s.qualifies, s.outlineOverBudget ?? false, s.outline]);
    const group = groups.get(key);
    if (group) group.samples.push(s);
    else groups.set(key, { samples: [s], outline: s.outline });
  }
  return [...groups.values()];
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
  // The samples first, each audience's under its name; profiles whose outlines read the same
  // share one outline. Then one line per audience, aligned, so the counts read as a table
  // however many samples came before them.
  for (const a of run.audiences) {
    if (a.sample.length === 0) continue;
    out.push(
      `${paint(ansi.bold, title(a))}  ${paint(ansi.dim, `${plural(a.sample.length, "sample")} of ${count(a.qualified, "qualifying profile")}`)}`,
    );
    for (const group of sampleGroups(a)) {
      for (const s of group.samples)
        out.push(`  ${paint(ansi.cyan, s.primaryId ?? `profile #${s.pid + 1} (no identity)`)}${warning(s, paint)}`);
      out.push(...traceLines(group.outline, paint, "    "));
    }
    out.push("");
  }
  const width = Math.min(MAX_NAME_WIDTH, Math.max(...run.audiences.map((a) => textWidth(title(a)))));
  const figures = Math.max(...run.audiences.map((a) => n(a.qualified).length));
  for (const a of run.audiences) {
    const name = title(a);
    out.push(
      `${paint(ansi.bold, name)}${" ".repeat(Math.max(0, width - textWidth(name)))}  ${paint(ansi.green, n(a.qualified).padStart(figures))} of ${count(a.profiles, "profile")} (${percent(a.share)})  ${paint(ansi.dim, `${methodText(a)}, ${Math.round(a.ms)} ms`)}`,
    );
    if (a.overBudget > 0) {
      const at = a.budgetExceeded ? ` (the first at ${a.budgetExceeded.line}:${a.budgetExceeded.column}: ${a.budgetExceeded.message})` : "";
      out.push(
        `  ${paint(ansi.yellow, "over budget")} ${count(a.overBudget, "profile")}, neither in nor out${at}; --max-steps allows more`,
      );
    }
  }
  if (run.audiences.length > 0) out.push("");
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
