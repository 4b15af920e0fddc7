// `lint --fix`: applies the fix edits of diagnostics to the files on disk. Edits are applied from
// the end of the file backwards so earlier offsets stay valid. Of overlapping edits the widest
// wins (the canonical form of an expression already lower-cases its keywords); the others are
// skipped, and a later run picks up what is left.
// node:fs's `promises` loads on first use: only --fix writes files.
import { promises as fsPromises } from "node:fs";
import type { LintResult } from "../lint/lint-result.js";

export interface FixOutcome {
  files: number;
  edits: number;
}

export async function applyFixes(result: LintResult): Promise<FixOutcome> {
  let files = 0;
  let edits = 0;
  for (const file of result.files) {
    const all = file.diagnostics.filter((d) => d.fix && !d.suppressed).flatMap((d) => d.fix!.edits);
    if (all.length === 0) continue;
    const width = (e: (typeof all)[number]) => e.range.end.offset - e.range.start.offset;
    const chosen: typeof all = [];
    for (const edit of [...all].sort((a, b) => width(b) - width(a))) {
      const overlaps = chosen.some((c) => edit.range.start.offset < c.range.end.offset && c.range.start.offset < edit.range.end.offset);
      if (!overlaps) chosen.push(edit);
    }
    chosen.sort((a, b) => b.range.start.offset - a.range.start.offset);
    let text = file.source;
    let applied = 0;
    for (const edit of chosen) {
      text = text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
      applied++;
    }
    if (text !== file.source) {
      await fsPromises.writeFile(file.file, text);
      files++;
      edits += applied;
    }
  }
  return { files, edits };
}
