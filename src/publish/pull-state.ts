// What `pull` remembers of the files it wrote: `.pql-audience-pull.json` in the folder it pulls
// into, each file with the id of its definition and the SHA-256 of the text pull wrote. It is
// how pull tells a file someone edited (its text is no longer what pull wrote: a local change,
// kept unless --force) from a file only the org moved away from (its text is still what pull
// wrote: updated). Git cannot say it: a CI checkout or a copied folder has no history. Commit it
// with the files; without it every file that differs from the org counts as a local change.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { isPullFileName, PULLED_SUFFIX } from "./pull-file-name.js";
import { readFolderFile, replaceFolderFile } from "./pull-files.js";

export const PULL_STATE_FILE = ".pql-audience-pull.json";

export interface PulledRecord {
  id: string;
  sha256: string;
}

/** By file name, relative to the folder. */
export type PullState = Map<string, PulledRecord>;

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** An entry of the state file that was not taken, with why. */
export interface RefusedEntry {
  entry: string;
  reason: string;
}

/**
 * The state of a folder; empty when there is none, or when it cannot be read as one (said in
 * `problem`). Only entries naming a file pull makes (`isPullFileName`) are taken; the others are
 * in `refused`: a tampered state must not make pull write over another file of the folder.
 */
export async function readPullState(dir: string): Promise<{ state: PullState; problem?: string; refused: RefusedEntry[] }> {
  let text: string;
  try {
    const file = await readFolderFile(join(dir, PULL_STATE_FILE));
    if (file.kind === "missing") return { state: new Map(), refused: [] };
    if (file.kind === "refused") return { state: new Map(), refused: [], problem: file.reason };
    text = file.text;
  } catch (e) {
    return { state: new Map(), refused: [], problem: `cannot read it: ${(e as NodeJS.ErrnoException).code ?? String(e)}` };
  }
  try {
    const files = (JSON.parse(text) as { files?: unknown }).files;
    if (typeof files !== "object" || files === null) throw new Error("no `files` object");
    const state: PullState = new Map();
    const refused: RefusedEntry[] = [];
    for (const [file, record] of Object.entries(files)) {
      const { id, sha256: hash } = (record ?? {}) as Record<string, unknown>;
      if (!isPullFileName(file)) refused.push({ entry: file, reason: `not a file name pull makes (<slug>${PULLED_SUFFIX})` });
      else if (typeof id !== "string" || typeof hash !== "string") refused.push({ entry: file, reason: "not an `id` and a `sha256`" });
      else state.set(file, { id, sha256: hash });
    }
    return { state, refused };
  } catch (e) {
    return { state: new Map(), refused: [], problem: `it is not a pull state: ${(e as Error).message}` };
  }
}

/** The state file's text: files in name order, so the same state is always the same bytes. */
export function pullStateText(state: PullState): string {
  const files = Object.fromEntries([...state].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ $comment: "written by `pql-audience pull`: what it last wrote to each file (docs/publishing.md)", files }, null, 2)}\n`;
}

export async function writePullState(dir: string, state: PullState): Promise<void> {
  await replaceFolderFile(dir, PULL_STATE_FILE, pullStateText(state));
}
