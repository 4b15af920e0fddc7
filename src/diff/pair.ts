// Which audience of the base side is which of the head side. An audience follows its file across
// renames and moves: first by its recorded id (`x-pql-audience.id`, AEP's segment id once
// published), then by its alias, then by its file (git's rename detection maps the base's path to
// the head's) and name, and last, in a file holding one audience on each side, by that file alone
// (an audience renamed in place); never two whose recorded ids or aliases differ.
import type { SideAudience } from "./side.js";

export interface Pairing {
  /** For each base audience, the head audience it is (its index), or undefined: deleted. */
  headOf: (number | undefined)[];
  /** For each head audience, the base audience it was, or undefined: new. */
  baseOf: (number | undefined)[];
}

export function pairAudiences(
  base: readonly SideAudience[],
  head: readonly SideAudience[],
  /** git's renames from base to head: old path -> new path. */
  renames: ReadonlyMap<string, string>,
): Pairing {
  const headOf: (number | undefined)[] = base.map(() => undefined);
  const baseOf: (number | undefined)[] = head.map(() => undefined);
  const fileAtHead = (b: SideAudience) => renames.get(b.file) ?? b.file;
  const match = (same: (b: SideAudience, h: SideAudience) => boolean) => {
    head.forEach((h, hi) => {
      if (baseOf[hi] !== undefined) return;
      const bi = base.findIndex((b, i) => headOf[i] === undefined && same(b, h));
      if (bi < 0) return;
      headOf[bi] = hi;
      baseOf[hi] = bi;
    });
  };
  match((b, h) => b.id !== undefined && b.id === h.id);
  match((b, h) => b.alias !== undefined && b.alias === h.alias);
  // By file only where no recorded id or alias says they are two audiences.
  const mayBeOne = (b: SideAudience, h: SideAudience) =>
    (b.id === undefined || h.id === undefined || b.id === h.id) && (b.alias === undefined || h.alias === undefined || b.alias === h.alias);
  match((b, h) => fileAtHead(b) === h.file && b.name === h.name && mayBeOne(b, h));
  const unpairedIn = <T extends SideAudience>(side: readonly T[], pairs: (number | undefined)[], file: (a: T) => string, at: string) =>
    side.filter((a, i) => pairs[i] === undefined && file(a) === at).length;
  match(
    (b, h) =>
      fileAtHead(b) === h.file &&
      mayBeOne(b, h) &&
      unpairedIn(base, headOf, fileAtHead, h.file) === 1 &&
      unpairedIn(head, baseOf, (a) => a.file, h.file) === 1,
  );
  return { headOf, baseOf };
}
