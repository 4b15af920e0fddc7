// A unified diff (`diff -u`'s format, three lines of context) between a file as it is and as the
// org would have it, for `pull --check`. Audience files are short: a longest-common-subsequence
// table over their lines is quick enough and gives the smallest diff. Pure.

export function unifiedDiff(before: string, after: string, fromLabel: string, toLabel: string, context = 3): string {
  const a = lines(before);
  const b = lines(after);
  const ops = lineOps(a, b);
  if (ops.every((op) => op.kind === " ")) return "";
  const out = [`--- ${fromLabel}`, `+++ ${toLabel}`];
  // Hunks: runs of changes with their context, merged when the context overlaps.
  let i = 0;
  while (i < ops.length) {
    while (i < ops.length && ops[i]!.kind === " ") i++;
    if (i >= ops.length) break;
    const start = Math.max(0, i - context);
    let end = i;
    for (let last = i; end < ops.length; end++) {
      if (ops[end]!.kind !== " ") last = end;
      else if (end - last > context * 2) break;
    }
    // Trailing context: at most `context` unchanged lines after the last change.
    let lastChange = end - 1;
    while (ops[lastChange]!.kind === " ") lastChange--;
    end = Math.min(ops.length, lastChange + 1 + context);
    const hunk = ops.slice(start, end);
    const aStart = ops[start]!.a;
    const bStart = ops[start]!.b;
    const aCount = hunk.filter((op) => op.kind !== "+").length;
    const bCount = hunk.filter((op) => op.kind !== "-").length;
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@`);
    for (const op of hunk) out.push(`${op.kind}${op.text}`);
    i = end;
  }
  return `${out.join("\n")}\n`;
}

interface LineOp {
  kind: " " | "-" | "+";
  text: string;
  /** 0-based line of `before` / `after` where this op stands. */
  a: number;
  b: number;
}

function lines(text: string): string[] {
  if (text === "") return [];
  const split = text.split("\n");
  if (split[split.length - 1] === "") split.pop();
  return split;
}

function lineOps(a: string[], b: string[]): LineOp[] {
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const ops: LineOp[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push({ kind: " ", text: a[i]!, a: i++, b: j++ });
    // Deletions before insertions, as diff -u writes a changed line.
    else if (i < a.length && (j >= b.length || common[i + 1]![j]! >= common[i]![j + 1]!))
      ops.push({ kind: "-", text: a[i]!, a: i++, b: j });
    else ops.push({ kind: "+", text: b[j]!, a: i, b: j++ });
  }
  return ops;
}

/** `start,count` with 1-based start; an empty range names the line before it (`0,0` at the top). */
function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}
