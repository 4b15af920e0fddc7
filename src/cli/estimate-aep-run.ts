// `pql-audience estimate FILE` without --data: asks the org. Each audience's PQL goes to AEP's
// preview endpoint, the estimate job of the same id is polled until it settles, and AEP's figure
// is printed with its confidence interval and a few qualifying profiles from the preview. AEP
// samples a large profile store, so the figure is AEP's estimate, and said to be one; the local
// emulator reads its whole store, which shows as a standard error of 0 and an interval of width 0.
// Credentials as every org command reads them (aep-session.ts); secrets never printed.
import { CredentialsRefusedError } from "../api/auth.js";
import { ApiError } from "../api/errors.js";
import { visibleControls } from "../text/visible-controls.js";
import { type Estimate, EstimateJobError, estimateAudience, getPreviewPage, type ConfidenceInterval } from "../api/previews.js";
import { ansi, painter } from "../report/code-frame.js";
import { noun } from "../text/plural.js";
import { openSession, reportApiError } from "./aep-session.js";
import { audiencesOf, type EstimateArgs } from "./estimate-run.js";
import { ExitCode, UsageError } from "./exit.js";
import { useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

/** One audience's answer from AEP. */
interface AepEstimate {
  file: string;
  name: string;
  previewId: string;
  estimatedSize: number;
  confidenceInterval: ConfidenceInterval;
  standardError: number;
  profilesReadSoFar: number;
  totalRows: number;
  namespaces: { namespaceId: string; profiles: number }[];
  /** Qualifying profiles from the preview, at most --sample. */
  sample: string[];
}

export async function runAepEstimate(args: Omit<EstimateArgs, "data"> & { debug?: boolean }): Promise<number> {
  if (args.now !== undefined)
    throw new UsageError("--now applies to --data: AEP estimates at its own clock; drop --now, or give --data DIR");
  if (args.memoryLimit !== undefined) throw new UsageError("--memory-limit applies to --data (DuckDB); AEP's estimate runs in the org");
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true,
    });
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const { audiences, refused } = await audiencesOf(paths);
  for (const r of refused) stderr.write(`${r.colored.join("\n")}\n${r.file}: not estimated: the file has errors\n`);
  // AEP resolves a referenced audience by its id in the org: only the audiences named are asked.
  const shown = audiences.filter((a) => a.shown);
  if (shown.length === 0) {
    if (refused.length === 0) stderr.write(`${paths.join(" ")}: no audience to estimate\n`);
    if (args.format === "json") stdout.write(`${aepEstimateJson([], undefined, [], refused)}\n`);
    return ExitCode.Problems;
  }
  const session = await openSession(args.debug === true);
  if (!session) {
    stderr.write('not estimated: `estimate` without --data asks AEP, and needs the org\'s credentials (docs/estimates.md, "Asking AEP")\n');
    return ExitCode.Usage;
  }
  const { client, credentials } = session;
  const progress = stderr.isTTY ? (message: string) => stderr.write(`\r\x1b[K${message}`) : undefined;
  const answers: AepEstimate[] = [];
  const failed: string[] = [];
  for (const a of shown) {
    const label = visibleControls(a.name === a.file ? a.file : `${a.file}: ${a.name}`);
    try {
      const onPoll = progress
        ? (e: Estimate) => progress(`${label}: AEP's job is ${e.state}, ${e.profilesReadSoFar} profiles read`)
        : undefined;
      const { previewId, estimate, interval } = await estimateAudience(client, { expression: a.pql }, onPoll ? { onPoll } : {});
      const sample =
        args.sample > 0 && estimate.estimatedSize > 0 ? (await getPreviewPage(client, previewId, { limit: args.sample })).profiles : [];
      answers.push({
        file: a.file,
        name: a.name,
        previewId,
        estimatedSize: estimate.estimatedSize,
        confidenceInterval: interval,
        standardError: estimate.standardError,
        profilesReadSoFar: estimate.profilesReadSoFar,
        totalRows: estimate.totalRows,
        namespaces: estimate.estimatedNamespaceDistribution.map((d) => ({ namespaceId: d.namespaceId, profiles: d.profilesMatchedSoFar })),
        sample: sample.slice(0, args.sample),
      });
    } catch (e) {
      if (progress) stderr.write("\r\x1b[K");
      if (e instanceof EstimateJobError) {
        stderr.write(`${label}: not estimated: ${visibleControls(e.message)}\n`);
        failed.push(label);
        continue;
      }
      if (e instanceof ApiError && !(e instanceof CredentialsRefusedError) && e.status === 400) {
        // AEP refused the expression itself: the next audience may still be fine.
        stderr.write(`${label}: not estimated: AEP refused the expression: ${visibleControls(e.detail ?? e.message)}\n`);
        failed.push(label);
        continue;
      }
      reportApiError(`${label}: could not ask AEP for an estimate`, e, args.debug === true);
      return ExitCode.Usage;
    }
  }
  if (progress) stderr.write("\r\x1b[K");
  if (args.format === "json") stdout.write(`${aepEstimateJson(answers, credentials.sandbox, failed, refused)}\n`);
  else stdout.write(aepEstimateText(answers, credentials.sandbox, useColor(stdout)));
  return refused.length > 0 || failed.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}

/** The answers for programs, marked sampled; the files lint refused with their messages. */
function aepEstimateJson(
  answers: readonly AepEstimate[],
  sandbox: string | undefined,
  notEstimated: readonly string[],
  refused: readonly { file: string; messages: string[] }[],
): string {
  const files = refused.map((r) => ({ file: r.file, messages: r.messages }));
  return JSON.stringify(
    { source: "aep", sandbox: sandbox ?? null, sampled: true, audiences: answers, notEstimated, refused: files },
    null,
    2,
  );
}

const n = (x: number) => x.toLocaleString("en-US");
const count = (x: number, one: string) => `${n(x)} ${noun(x, one)}`;

/** A line per audience (AEP's figure and its interval), what AEP read, by namespace, then the sample. */
export function aepEstimateText(answers: readonly AepEstimate[], sandbox: string, color: boolean): string {
  const paint = painter(color);
  const out: string[] = [];
  for (const a of answers) {
    const { level, low, high } = a.confidenceInterval;
    out.push(
      `${paint(ansi.bold, visibleControls(a.name === a.file ? a.file : `${a.file}: ${a.name}`))}  ${paint(ansi.green, `~${n(a.estimatedSize)}`)} ${noun(a.estimatedSize, "profile")} ${paint(ansi.dim, `(AEP's estimate; ${Math.round(level * 100)}% confidence interval ${n(low)} to ${n(high)})`)}`,
    );
    const namespaces =
      a.namespaces.length > 0 ? `; by namespace: ${a.namespaces.map((d) => `${d.namespaceId} ${n(d.profiles)}`).join(", ")}` : "";
    out.push(`  AEP read ${n(a.profilesReadSoFar)} of ${count(a.totalRows, "profile")}, standard error ${n(a.standardError)}${namespaces}`);
    for (const id of a.sample) out.push(`  ${paint(ansi.cyan, visibleControls(id))}`);
  }
  out.push("");
  out.push(
    `${count(answers.length, "audience")} estimated by AEP in sandbox ${sandbox}: sampled figures, not exact counts (AEP samples a profile store of a million profiles or more)`,
  );
  return `${out.join("\n")}\n`;
}
