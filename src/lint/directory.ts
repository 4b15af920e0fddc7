// Phase two: every audience of the run, by published id and by local alias, so segment
// references resolve across files.
import { ALIAS_PREFIX } from "../audience/schema.js";
import type { AudienceDraft, FileDraft } from "./draft.js";
import { remoteDraft, type RemoteOrg } from "./remote.js";

export interface DirectoryEntry {
  file: string;
  audience: AudienceDraft;
}

export interface AudienceDirectory {
  all: DirectoryEntry[];
  /** The audience a reference (`<id>` or `alias:NAME`) points at. */
  resolve(reference: string): DirectoryEntry | undefined;
  isAlias(reference: string): boolean;
  /** Set when a live org was consulted (`lint --remote`): an id it does not have is unknown. */
  remote?: string;
  /** Another audience (of an audience file) with the same name, id or alias, if any. */
  duplicateOf(audience: AudienceDraft, field: "name" | "id" | "alias"): DirectoryEntry | undefined;
}

/** Audience files' entries grouped by a field, for duplicate checks in constant time per audience. */
function groupBy(entries: DirectoryEntry[], field: "name" | "id" | "alias"): Map<string, DirectoryEntry[]> {
  const groups = new Map<string, DirectoryEntry[]>();
  for (const e of entries) {
    const value = e.audience[field];
    // A bare .pql file's name and alias come from its file name: not a claim worth checking.
    if (value === undefined || (e.audience.kind === "pql" && field !== "id")) continue;
    const list = groups.get(value);
    if (list) list.push(e);
    else groups.set(value, [e]);
  }
  return groups;
}

export function buildDirectory(drafts: readonly FileDraft[], remote?: RemoteOrg): AudienceDirectory {
  const all: DirectoryEntry[] = drafts.flatMap((d) => d.audiences.map((audience) => ({ file: d.file, audience })));
  const local = new Set(all.map((e) => e.audience.id).filter((id) => id !== undefined));
  // Live definitions the files do not describe (by id) resolve references too.
  const live = (remote?.segments ?? []).filter((s) => !local.has(s.id)).map((s) => ({ file: `AEP ${remote!.label}`, audience: remoteDraft(s) }));
  const byId = new Map<string, DirectoryEntry>();
  const byAlias = new Map<string, DirectoryEntry>();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== undefined && !byId.has(id)) byId.set(id, entry);
    // A bare .pql file gets an alias from its file name; one declared in an audience file wins.
    if (alias !== undefined && (!byAlias.has(alias) || (kind !== "pql" && byAlias.get(alias)!.audience.kind === "pql"))) byAlias.set(alias, entry);
  }
  const groups = { name: groupBy(all, "name"), id: groupBy(all, "id"), alias: groupBy(all, "alias") };
  return {
    all,
    ...(remote ? { remote: remote.label } : {}),
    duplicateOf: (audience, field) => {
      const value = audience[field];
      return value === undefined ? undefined : groups[field].get(value)?.find((e) => e.audience !== audience);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    resolve: (reference) => (reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)),
  };
}
