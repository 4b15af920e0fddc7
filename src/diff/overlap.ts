// `estimate --overlap`: for every pair of audiences, the profiles in both, and what share of each
// that is (AEP's audience overlap report, on the team's own data).

export interface Overlap {
  files: [string, string];
  /** The two audiences' places in the list given (a file may hold several). */
  indices: [number, number];
  both: number;
  /** both / |A| (0 when A has no member). */
  shareOfA: number;
  shareOfB: number;
}

/** Members are whatever names a profile (estimate's row numbers, the emulator's profile keys). */
export function overlaps<M>(audiences: readonly { file: string; name: string; members: ReadonlySet<M> }[]): Overlap[] {
  const out: Overlap[] = [];
  audiences.forEach((a, i) => {
    audiences.forEach((b, j) => {
      if (j <= i) return;
      const [small, large] = a.members.size <= b.members.size ? [a.members, b.members] : [b.members, a.members];
      let both = 0;
      for (const pid of small) if (large.has(pid)) both++;
      out.push({
        files: [a.file, b.file],
        indices: [i, j],
        both,
        shareOfA: a.members.size === 0 ? 0 : both / a.members.size,
        shareOfB: b.members.size === 0 ? 0 : both / b.members.size,
      });
    });
  });
  return out;
}
