// What `pull` does to each file, decided before anything is written. Pure: it takes the
// sandbox's definitions, the pull state and the files' current text, and returns one entry per
// definition pulled (and one per file whose definition left the sandbox).
//
// A file that differs from what the org's definition gives is either one the org moved away from
// (its text is still what the last pull wrote, by the state's hash: updated) or one changed here
// (kept unless --force, never silently overwritten). See pull-state.ts for why a hash and not git.
import { statedMethod } from "../lint/budgets.js";
import { aliasOfFile, pullFileNames } from "./pull-file-name.js";
import { renderAudienceFile } from "./pull-render.js";
import type { PullState } from "./pull-state.js";
import type { LiveDefinition } from "./plan.js";

export type PullMethod = "edge" | "streaming" | "batch";

export interface PullFilters {
  /** Only definitions AEP evaluates this way (evaluationInfo: synchronous, continuous, else batch). */
  method?: PullMethod | undefined;
  /** Only definitions whose name matches: `*` any run of characters, `?` one; case does not matter. */
  name?: string | undefined;
}

/**
 * `create`: no file yet (or, with --force, one deleted here). `update`: the org changed since the last pull. `local-change`: the file
 * was changed here (kept). `overwrite`: the same, with --force. `unsupported`: a definition pull
 * cannot write (pql/json). `gone`: a pulled file whose definition is no longer in the sandbox.
 * `refused`: what is where the file goes is no regular file (a symbolic link, a directory):
 * pull neither reads nor writes it, even with --force.
 */
export type PullAction = "create" | "update" | "unchanged" | "local-change" | "overwrite" | "unsupported" | "gone" | "refused";

export interface PullEntry {
  action: PullAction;
  name: string;
  id: string;
  /** The file, relative to the folder (none for `unsupported`). */
  file?: string;
  /** What the org's definition gives (not for `unsupported` and `gone`). */
  text?: string;
  /** The file's text now, when there is one. */
  current?: string;
  /** Why, for `unsupported`, `local-change`, `overwrite`, `gone`, `refused`. */
  reason?: string;
  notes: string[];
}

export type PulledDefinition = LiveDefinition & { creationTime?: number | undefined };

/** The definitions to pull and the file of each (names worked out over the whole sandbox). */
export function pullTargets(
  definitions: readonly PulledDefinition[],
  state: PullState,
  filters: PullFilters,
): { definition: PulledDefinition; file: string }[] {
  const kept = new Map([...state].map(([file, record]) => [record.id, file]));
  const files = pullFileNames(definitions, kept);
  const matches = filters.name === undefined ? () => true : globMatcher(filters.name);
  return definitions
    .filter((d) => (filters.method === undefined || statedMethod(d.evaluationInfo) === filters.method) && matches(d.name))
    .map((definition) => ({ definition, file: files.get(definition.id)! }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

export interface PullPlanInput {
  targets: readonly { definition: PulledDefinition; file: string }[];
  /** Every id in the sandbox (to tell which pulled files lost their definition). */
  liveIds: ReadonlySet<string>;
  state: PullState;
  /** The text of each target file now; undefined when there is no such file. */
  current: ReadonlyMap<string, string | undefined>;
  /** Why a target file is not read or written (not a regular file), by file. */
  refused: ReadonlyMap<string, string>;
  /** Whether a text is what the last pull wrote to that file. */
  asLastPulled: (file: string, text: string) => boolean;
  /** Whether the pull is filtered (a filtered pull reports no `gone` files: it did not look at them all). */
  filtered: boolean;
  force: boolean;
}

export function planPull(input: PullPlanInput): PullEntry[] {
  const pulled = new Map(input.targets.map((t) => [t.definition.id, t.file]));
  const aliasOf = (id: string) => {
    const file = pulled.get(id);
    return file === undefined ? undefined : aliasOfFile(file);
  };
  const entries: PullEntry[] = input.targets.map(({ definition, file }) => {
    const base = { name: definition.name, id: definition.id };
    const rendered = renderAudienceFile(file, definition, aliasOfFile(file), aliasOf);
    if (!rendered.ok) return { ...base, action: "unsupported", reason: rendered.reason, notes: [] };
    const refused = input.refused.get(file);
    if (refused !== undefined) return { ...base, file, action: "refused", reason: refused, notes: [] };
    const current = input.current.get(file);
    const entry = { ...base, file, text: rendered.text, notes: rendered.notes, ...(current !== undefined ? { current } : {}) };
    // A file the last pull wrote and someone deleted since is a change made here too.
    if (current === undefined && input.state.get(file)?.id === definition.id && !input.force)
      return { ...entry, action: "local-change", reason: "deleted here since the last pull" };
    if (current === undefined) return { ...entry, action: "create" };
    if (current === rendered.text) return { ...entry, action: "unchanged" };
    if (input.asLastPulled(file, current)) return { ...entry, action: "update" };
    const reason = input.state.has(file)
      ? "changed here since the last pull"
      : "not written by pull (the pull state does not list it), and not what the org has";
    return { ...entry, action: input.force ? "overwrite" : "local-change", reason };
  });
  if (!input.filtered)
    for (const [file, record] of input.state)
      if (!input.liveIds.has(record.id) && !pulled.has(record.id))
        entries.push({
          action: "gone",
          name: aliasOfFile(file),
          id: record.id,
          file,
          reason: `its definition ${record.id} is no longer in the sandbox`,
          notes: [],
        });
  return entries;
}

/** A glob over a whole name: `*` any run of characters, `?` one; case does not matter. */
export function globMatcher(glob: string): (name: string) => boolean {
  const source = [...glob].map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&"))).join("");
  const pattern = new RegExp(`^${source}$`, "isu");
  return (name) => pattern.test(name);
}
