// After publishing: each audience file records the id of its definition (`x-pql-audience.id`),
// so the next run finds the definition by id even after a rename or a move (see plan.ts). The
// edit itself is src/audience/record-id.ts; this reads and writes the files.
import { readFile, writeFile } from "node:fs/promises";
import { recordId } from "../audience/record-id.js";
import type { ApplyReport } from "./apply.js";
import type { PublishCandidate } from "./plan.js";

export interface RecordedId {
  file: string;
  name: string;
  id: string;
}

export interface IdRecording {
  recorded: RecordedId[];
  /** Files that could not take the id, with why; the user adds it by hand. */
  failed: (RecordedId & { reason: string })[];
}

/** Writes the ids that files do not record yet (created, or matched by name). */
export async function recordPublishedIds(candidates: readonly PublishCandidate[], report: ApplyReport): Promise<IdRecording> {
  const byFile = new Map<string, { candidate: PublishCandidate; id: string }[]>();
  report.outcomes.forEach((outcome, i) => {
    const candidate = candidates[i];
    if (!candidate || !outcome.id || !["created", "updated", "unchanged"].includes(outcome.status)) return;
    if (candidate.definition["x-pql-audience"]?.id === outcome.id) return;
    byFile.set(candidate.file, [...(byFile.get(candidate.file) ?? []), { candidate, id: outcome.id }]);
  });
  const result: IdRecording = { recorded: [], failed: [] };
  for (const [file, entries] of byFile) {
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      for (const { candidate, id } of entries)
        result.failed.push({
          file,
          name: candidate.definition.name,
          id,
          reason: `cannot read it: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
        });
      continue;
    }
    const original = text;
    const done: RecordedId[] = [];
    for (const { candidate, id } of entries) {
      const edit = recordId(file, text, candidate.index ?? 0, id, candidate.definition);
      if (edit.ok) {
        text = edit.text;
        done.push({ file, name: candidate.definition.name, id });
      } else result.failed.push({ file, name: candidate.definition.name, id, reason: edit.reason });
    }
    if (text === original) continue;
    try {
      await writeFile(file, text);
      result.recorded.push(...done);
    } catch (e) {
      for (const d of done) result.failed.push({ ...d, reason: `cannot write it: ${(e as NodeJS.ErrnoException).code ?? String(e)}` });
    }
  }
  return result;
}
