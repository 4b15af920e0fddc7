// `lint --fix`: applies the fix edits of diagnostics to the files on disk. Edits are applied from
// the end of the file backwards so earlier offsets stay valid; overlapping edits are skipped
// (the next run picks them up).
// node:fs's `promises` loads on first use: only --fix writes files.
import { promises as fsPromises } from "node:fs";
import type { LintResult } from "../lint/types.js";

export interface FixOutcome {
  files: number;
  edits: number;
}

export async function applyFixes(result: LintResult): Promise<FixOutcome> {
  let files = 0;
  let edits = 0;
  for (const file of result.files) {
    const all = file.diagnostics
      .filter((d) => d.fix && !d.suppressed)
      .flatMap((d) => d.fix!.edits)
      .sort((a, b) => b.range.start.offset - a.range.start.offset);
    if (all.length === 0) continue;
    let text = file.source;
    let lowest = Number.POSITIVE_INFINITY;
    let applied = 0;
    for (const edit of all) {
      if (edit.range.end.offset > lowest) continue;
      text = text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
      lowest = edit.range.start.offset;
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
