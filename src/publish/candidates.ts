// What publish knows about each audience: its definition and verdict from the lint run, the
// errors of its file, and where its segment references stand in the expression (to swap local
// aliases for published ids).
import { extractFacts } from "../analysis/facts.js";
import { loadAudienceFile } from "../audience/load.js";
import type { LintResult } from "../lint/types.js";
import { parse } from "../syntax/index.js";
import type { PublishCandidate } from "./plan.js";

export function publishCandidates(result: LintResult): PublishCandidate[] {
  const candidates: PublishCandidate[] = [];
  for (const file of result.files) {
    const loaded = loadAudienceFile(file.file, file.source);
    // Bare .pql files have no name, schema or evaluationInfo to publish: only audience files are.
    if (loaded.kind === "pql") continue;
    const errors = file.diagnostics
      .filter((d) => d.severity === "error" && !d.suppressed)
      .map((d) => ({ code: d.code, message: d.message, line: d.range.start.line }));
    loaded.audiences.forEach((audience, i) => {
      const verdict = file.audiences[i]?.verdict ?? { eligible: false, type: null, reasons: [] };
      const { ast } = parse(audience.pql);
      const references = ast
        ? extractFacts(ast).segments.flatMap((s) => (s.id === null ? [] : [{ id: s.id, start: s.idSpan.start.offset, end: s.idSpan.end.offset }]))
        : [];
      candidates.push({ file: file.file, definition: audience.definition, verdict, errors, references });
    });
  }
  return candidates;
}
