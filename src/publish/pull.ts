// `pull`: the sandbox's definitions into audience files, one per audience, in one folder. Reads
// the definitions and the folder, plans (pull-plan.ts), and unless it only checks, writes the
// files it creates or updates and the pull state. Pulling again changes nothing: a file is
// written only when its text changes, the state only when it changes. Only regular files of the
// folder are read or written, never through a link (pull-files.ts).
import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { AepClient } from "../api/http.js";
import { listAllSegmentDefinitions } from "../api/segments.js";
import { unifiedDiff } from "./pull-diff.js";
import { readFolderFile, replaceFolderFile, writeFailure } from "./pull-files.js";
import { planPull, pullTargets, type PullEntry, type PullFilters } from "./pull-plan.js";
import { PULL_STATE_FILE, pullStateText, type RefusedEntry, readPullState, sha256, writePullState } from "./pull-state.js";

export interface PullOptions extends PullFilters {
  /** The folder of the audience files. */
  out: string;
  /** Only compare: write nothing, and give a diff for each file that is not what the org has. */
  check?: boolean;
  /** Overwrite files changed here. */
  force?: boolean;
}

export interface PullReport {
  entries: PullEntry[];
  /** Files that could not be written, with why. */
  failed: { file: string; reason: string }[];
  /** With `check`: a unified diff per file that differs from the org (files -> org). */
  diffs: string[];
  /** Why the pull state was ignored, when it was. */
  stateProblem?: string;
  /** The entries of the pull state that were not taken (a name pull does not make): the state is written without them. */
  refusedState: RefusedEntry[];
}

/** Why `out` cannot be the folder, or undefined. `create`: make it when it does not exist. */
export async function prepareFolder(out: string, create: boolean): Promise<string | undefined> {
  try {
    if (!(await stat(out)).isDirectory()) return `${out} is not a directory`;
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") return `cannot use ${out}: ${code ?? String(e)}`;
  }
  if (!create) return undefined;
  try {
    await mkdir(out, { recursive: true });
    return undefined;
  } catch (e) {
    return `cannot create ${out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
  }
}

export async function pullDefinitions(client: AepClient, options: PullOptions): Promise<PullReport> {
  const definitions = await listAllSegmentDefinitions(client);
  const { state, problem, refused } = await readPullState(options.out);
  const targets = pullTargets(definitions, state, options);
  const current = new Map<string, string | undefined>();
  const refusedFiles = new Map<string, string>();
  for (const { file } of targets) {
    const found = await readFolderFile(join(options.out, file));
    if (found.kind === "refused") refusedFiles.set(file, found.reason);
    current.set(file, found.kind === "file" ? found.text : undefined);
  }
  const entries = planPull({
    targets,
    liveIds: new Set(definitions.map((d) => d.id)),
    state,
    current,
    refused: refusedFiles,
    asLastPulled: (file, text) => state.get(file)?.sha256 === sha256(text),
    filtered: options.method !== undefined || options.name !== undefined,
    force: Boolean(options.force),
  });
  const report: PullReport = { entries, failed: [], diffs: [], refusedState: refused, ...(problem ? { stateProblem: problem } : {}) };
  if (options.check) {
    for (const e of entries)
      if (e.text !== undefined && e.text !== e.current)
        report.diffs.push(unifiedDiff(e.current ?? "", e.text, e.current === undefined ? "/dev/null" : `a/${e.file}`, `b/${e.file}`));
    return report;
  }
  const before = pullStateText(state);
  for (const e of entries) {
    if (e.file === undefined || e.text === undefined || e.action === "local-change" || e.action === "refused") continue;
    if (e.action !== "unchanged") {
      try {
        await replaceFolderFile(options.out, e.file, e.text);
      } catch (error) {
        report.failed.push({ file: e.file, reason: writeFailure(error) });
        continue;
      }
    }
    state.set(e.file, { id: e.id, sha256: sha256(e.text) });
  }
  if (pullStateText(state) !== before || ((problem !== undefined || refused.length > 0) && state.size > 0)) {
    try {
      await writePullState(options.out, state);
    } catch (error) {
      report.failed.push({ file: PULL_STATE_FILE, reason: writeFailure(error) });
    }
  }
  return report;
}
