// Phase two: every audience of the run, by published id and by local alias, so segment
// references resolve across files. A run over some files of a project also knows the others:
// the ones its references lead to as drafts (`context`: they resolve, and count for verdicts and
// loops, but are not reported on), the rest by name, id and alias only (`project`: for
// duplicates and "did you mean").
import type { AudienceIdentity } from "../audience/identity.js";
import { ALIAS_PREFIX } from "../audience/schema-patterns.js";
import type { AudienceDraft, FileDraft } from "./audience-draft.js";
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
  /** Every alias an audience of the project declares (for "did you mean"). */
  aliases(): Iterable<string>;
  /** The file git does not track that declares `alias`, in a run for the commit (see ProjectContext.untracked). */
  untrackedDeclaring(alias: string): string | undefined;
  /** The files of the run and of the project that did not load: a reference may point into one of them. */
  unloaded: readonly string[];
}

/** An audience of the project that this run does not draft: a file and who it says it is. */
export interface ProjectAudience extends AudienceIdentity {
  file: string;
}

/** What a run knows beyond the files it reports on. */
export interface ProjectContext {
  /** Drafts of unreported files that references lead to. */
  context?: readonly FileDraft[];
  /** The project's other audiences, by identity; references must not need them (draft those as context). */
  project?: readonly ProjectAudience[];
  /**
   * In a run for the commit, audiences of files git does not track (not in the project) that
   * declare an alias the run references and the project lacks: named in the message.
   */
  untracked?: readonly ProjectAudience[];
  /** Files of the project, beyond the run's, that did not load. */
  unloaded?: readonly string[];
}

/** An audience known by identity only, in the shape of a draft so duplicate checks can name it. */
function identityDraft({ kind, name, id, alias }: ProjectAudience): AudienceDraft {
  return {
    index: 0,
    kind,
    name,
    id,
    alias,
    meantForEdge: false,
    synchronousEnabled: false,
    meantForStreaming: false,
    choseOtherMethod: false,
    statedMethod: null,
    parsed: false,
    shape: null,
    streamingShape: null,
    profileOnly: false,
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: [],
  };
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

export function buildDirectory(
  drafts: readonly FileDraft[],
  remote?: RemoteOrg,
  { context = [], project = [], untracked = [], unloaded = [] }: ProjectContext = {},
): AudienceDirectory {
  const entries = (list: readonly FileDraft[]) => list.flatMap((d) => d.audiences.map((audience) => ({ file: d.file, audience })));
  const all: DirectoryEntry[] = context.length > 0 ? [...entries(drafts), ...entries(context)] : entries(drafts);
  const known: DirectoryEntry[] = project.map((a) => ({ file: a.file, audience: identityDraft(a) }));
  const local = new Set([...all, ...known].map((e) => e.audience.id).filter((id) => id !== undefined));
  // Live definitions the files do not describe (by id) resolve references too.
  const live = (remote?.segments ?? [])
    .filter((s) => !local.has(s.id))
    .map((s) => ({ file: `AEP ${remote!.label}`, audience: remoteDraft(s) }));
  const byId = new Map<string, DirectoryEntry>();
  const byAlias = new Map<string, DirectoryEntry>();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== undefined && !byId.has(id)) byId.set(id, entry);
    // A bare .pql file gets an alias from its file name; one declared in an audience file wins.
    if (alias !== undefined && (!byAlias.has(alias) || (kind !== "pql" && byAlias.get(alias)!.audience.kind === "pql")))
      byAlias.set(alias, entry);
  }
  const everyone = known.length > 0 ? [...all, ...known] : all;
  const groups = { name: groupBy(everyone, "name"), id: groupBy(everyone, "id"), alias: groupBy(everyone, "alias") };
  return {
    all,
    ...(remote ? { remote: remote.label } : {}),
    duplicateOf: (audience, field) => {
      const value = audience[field];
      return value === undefined ? undefined : groups[field].get(value)?.find((e) => e.audience !== audience);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    untrackedDeclaring: (alias) => untracked.find((a) => a.alias === alias)?.file,
    unloaded: [...[...drafts, ...context].filter(didNotLoad).map((d) => d.file), ...unloaded],
    aliases: () => new Set([...byAlias.keys(), ...known.flatMap((e) => (e.audience.alias === undefined ? [] : [e.audience.alias]))]),
    resolve: (reference) => (reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)),
  };
}

/** Whether a file's draft holds no audience because the file did not load (an error says why). */
function didNotLoad(draft: FileDraft): boolean {
  return draft.audiences.length === 0 && draft.diagnostics.some((d) => d.severity === "error");
}
