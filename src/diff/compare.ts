// What a change does to each audience: its status (AEP's words for members are `realized`, newly
// in, and `exited`, no longer in), computed from the two sides' graphs of references and, once
// counted, from the two sets of members.
import type { Pairing } from "./pair.js";
import type { SideAudience } from "./side.js";

export type DiffStatus = "changed" | "changed-through" | "new" | "deleted" | "unchanged";

export interface Comparison {
  /** Each pair (or lone audience) once: indices into the base and head sides. */
  entries: ComparedAudience[];
  /**
   * For each head audience: whether it computes what its base audience computes, its references
   * included (then it is counted once, on the base side).
   */
  sameAsBase: boolean[];
}

export interface ComparedAudience {
  base?: number | undefined;
  head?: number | undefined;
  status: DiffStatus;
  /** For `changed-through`: the files of the chain of references down to the audience that changed. */
  through: string[];
}

export function compareSides(base: readonly SideAudience[], head: readonly SideAudience[], pairing: Pairing): Comparison {
  const { baseOf, headOf } = pairing;
  // Its own expression reads the same and each reference leads to the audience paired with the base's.
  const ownSame = (h: number): boolean => {
    const b = baseOf[h];
    if (b === undefined) return false;
    const [before, after] = [base[b]!, head[h]!];
    if (before.fingerprint !== after.fingerprint || before.references.length !== after.references.length) return false;
    return after.references.every((r, i) => {
      const was = before.references[i]!;
      if ("external" in r) return "external" in was && was.external === r.external;
      return "audience" in was && headOf[was.audience] === r.audience;
    });
  };
  const same: (boolean | undefined)[] = head.map(() => undefined);
  const visiting = new Set<number>();
  const isSame = (h: number): boolean => {
    const known = same[h];
    if (known !== undefined) return known;
    // A reference loop (lint refuses it) cannot vouch for itself.
    if (visiting.has(h)) return false;
    visiting.add(h);
    const answer = ownSame(h) && head[h]!.references.every((r) => "external" in r || isSame(r.audience));
    visiting.delete(h);
    same[h] = answer;
    return answer;
  };
  const chain = (h: number, seen: Set<number>): string[] => {
    seen.add(h);
    for (const r of head[h]!.references) {
      if ("external" in r || isSame(r.audience) || seen.has(r.audience)) continue;
      const file = head[r.audience]!.file;
      return ownSame(r.audience) ? [file, ...chain(r.audience, seen)] : [file];
    }
    return [];
  };
  const entries: ComparedAudience[] = [];
  head.forEach((h, hi) => {
    if (!h.shown && !(baseOf[hi] !== undefined && base[baseOf[hi]!]!.shown)) return;
    const bi = baseOf[hi];
    if (bi === undefined) entries.push({ head: hi, status: "new", through: [] });
    else if (!ownSame(hi)) entries.push({ base: bi, head: hi, status: "changed", through: [] });
    else if (isSame(hi)) entries.push({ base: bi, head: hi, status: "unchanged", through: [] });
    else entries.push({ base: bi, head: hi, status: "changed-through", through: chain(hi, new Set()) });
  });
  base.forEach((b, bi) => {
    if (b.shown && headOf[bi] === undefined) entries.push({ base: bi, status: "deleted", through: [] });
  });
  return { entries, sameAsBase: head.map((_, hi) => isSame(hi)) };
}

export interface MemberChange {
  /** Members on each side; null where the audience does not exist. */
  before: number | null;
  after: number | null;
  /** Newly in and no longer in, by pid, ascending. */
  realized: number[];
  exited: number[];
}

export function memberChange(before: ReadonlySet<number> | undefined, after: ReadonlySet<number> | undefined): MemberChange {
  const minus = (a: ReadonlySet<number> | undefined, b: ReadonlySet<number> | undefined) =>
    [...(a ?? [])].filter((pid) => !b?.has(pid)).sort((x, y) => x - y);
  return {
    before: before ? before.size : null,
    after: after ? after.size : null,
    realized: minus(after, before),
    exited: minus(before, after),
  };
}

/**
 * How far an audience's size moved, in percent of its size before: a new or deleted audience
 * moves 100 %, an audience that grows from no member at all an unbounded amount.
 */
export function sizeChangePercent(change: Pick<MemberChange, "before" | "after">): number {
  const { before, after } = change;
  if (before === null || after === null) return 100;
  if (before === 0) return after === 0 ? 0 : Number.POSITIVE_INFINITY;
  return (Math.abs(after - before) / before) * 100;
}
