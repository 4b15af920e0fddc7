// `estimate --overlap` as text: a matrix, one row and one column per audience (numbered, the
// names listed above it), each cell the profiles in both and the share of the row's audience.
import type { Overlap } from "../diff/index.js";
import { safeText } from "./text-width.js";

export function overlapText(audiences: readonly { file: string; name: string; qualified: number }[], overlap: readonly Overlap[]): string {
  if (audiences.length < 2) return "";
  const n = (x: number) => x.toLocaleString("en-US");
  const cells = new Map<string, string>();
  for (const {
    indices: [i, j],
    both,
    shareOfA,
    shareOfB,
  } of overlap) {
    cells.set(`${i},${j}`, `${n(both)} (${(shareOfA * 100).toFixed(1)}%)`);
    cells.set(`${j},${i}`, `${n(both)} (${(shareOfB * 100).toFixed(1)}%)`);
  }
  // After estimate's summary line, apart from it.
  const out = ["", "overlap: profiles in both (share of the row's audience)"];
  audiences.forEach((a, i) =>
    out.push(`  [${i + 1}] ${safeText(a.name === a.file ? a.file : `${a.file}: ${a.name}`)} (${n(a.qualified)})`),
  );
  const rows = audiences.map((_, i) => [`[${i + 1}]`, ...audiences.map((_, j) => (i === j ? "-" : (cells.get(`${i},${j}`) ?? "")))]);
  const header = ["", ...audiences.map((_, i) => `[${i + 1}]`)];
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => r[c]!.length)));
  for (const row of [header, ...rows])
    out.push(`  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ")}`.trimEnd());
  return `${out.join("\n")}\n`;
}
