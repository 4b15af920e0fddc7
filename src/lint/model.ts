// What the linter knows about each audience while it runs, and the graph of audiences that
// segment references resolve against (by published id, or by local alias before publication).
import type { Facts } from "../analysis/facts.js";
import type { Verdict } from "../analysis/verdict.js";
import type { AudienceFileKind, LoadedAudience } from "../audience/load.js";
import { ALIAS_PREFIX } from "../audience/schema.js";
import type { Expression } from "../syntax/ast.js";

export interface LintedAudience {
  file: string;
  kind: AudienceFileKind;
  loaded: LoadedAudience;
  ast: Expression | null;
  facts: Facts | null;
  verdict: Verdict;
}

export interface AudienceGraph {
  all: LintedAudience[];
  /** The audience a segment reference (`inSegment("<id>")` or `inSegment("alias:NAME")`) points at. */
  resolve(reference: string): LintedAudience | undefined;
  /** Whether the reference is a local alias (which must then match a file). */
  isAlias(reference: string): boolean;
}

export function publishedId(a: LintedAudience): string | undefined {
  return a.loaded.definition["x-pql-audience"]?.id;
}

export function aliasOf(a: LintedAudience): string | undefined {
  return a.loaded.definition["x-pql-audience"]?.alias;
}

/** Profile-only by shape: no events, no segments, some profile attribute. */
export function isProfileOnly(facts: Facts | null): boolean {
  return facts !== null && facts.events.length === 0 && facts.segments.length === 0 && facts.profileAttributes.length > 0;
}

export function buildGraph(all: LintedAudience[]): AudienceGraph {
  const byId = new Map<string, LintedAudience>();
  const byAlias = new Map<string, LintedAudience>();
  for (const a of all) {
    const id = publishedId(a);
    if (id !== undefined && !byId.has(id)) byId.set(id, a);
    const alias = aliasOf(a);
    // A bare .pql file gets an alias from its file name; a declared one wins over it.
    if (alias !== undefined && (!byAlias.has(alias) || a.kind !== "pql")) byAlias.set(alias, a);
  }
  return {
    all,
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    resolve: (reference) =>
      reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference),
  };
}
