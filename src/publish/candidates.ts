// What publish knows about each audience: its definition and verdict from the lint run, the
// errors of its file, and where its segment references stand in the expression (to swap local
// aliases for published ids). And which audience files did not load at all: publish must not run
// without them, or their definitions would silently go stale (or, with --prune, be deleted).
import { extractFacts } from "../analysis/facts.js";
import { loadAudienceFile } from "../audience/load.js";
import { pqlJsonTree } from "../audience/pql-json-value.js";
import { ruleByCodeOrName } from "../lint/registry.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { LintResult } from "../lint/lint-result.js";
import type { Span } from "../syntax/ast.js";
import { parse } from "../syntax/index.js";
import type { PublishCandidate } from "./plan.js";

/** An audience file (or one YAML document of it) that could not be read as an audience. */
export interface UnloadedFile {
  file: string;
  problems: { line: number; column: number; message: string }[];
}

export interface PublishInput {
  candidates: PublishCandidate[];
  /** Files with an audience that did not load; publish refuses to run while there are any. */
  unloaded: UnloadedFile[];
  /** Bare `.pql` files of the run: no name or schema to publish, so left out (the plan says how many). */
  pqlFiles: string[];
}

export function publishInput(result: LintResult): PublishInput {
  const candidates: PublishCandidate[] = [];
  const unloaded: UnloadedFile[] = [];
  const pqlFiles: string[] = [];
  for (const file of result.files) {
    const loaded = loadAudienceFile(file.file, file.source);
    // Bare .pql files have no name, schema or evaluationInfo to publish: only audience files are.
    if (loaded.kind === "pql") {
      pqlFiles.push(file.file);
      continue;
    }
    // Problems of the audience file itself (invalid JSON, YAML or UTF-8, a missing or mistyped
    // field) mean an audience of this file may be wrong or dropped; suppression problems leave it whole.
    const loadProblems = loaded.problems.filter((p) => ruleByCodeOrName(p.rule)?.meta.category === "audience");
    if (loadProblems.length > 0)
      unloaded.push({
        file: file.file,
        problems: loadProblems.map((p) => ({ line: p.range.start.line, column: p.range.start.column, message: p.message })),
      });
    const fileErrors = file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed);
    loaded.audiences.forEach((audience, i) => {
      const errors = errorsOf(audience.range, loaded.audiences, fileErrors).map((d) => ({
        code: d.code,
        message: d.message,
        line: d.range.start.line,
      }));
      const verdict = file.audiences[i]?.verdict ?? { eligible: false, type: null, reasons: [] };
      const { ast } = parse(audience.pql);
      // A pql/json value is published as written: its ids stand in the JSON (the same references, in order).
      const inValue = audience.definition.expression.format === "pql/json" ? pqlJsonTree(audience.definition.expression.value) : undefined;
      const idSpans = inValue?.ok ? extractFacts(inValue.ast).segments.map((s) => s.idSpan) : undefined;
      const references = ast
        ? extractFacts(ast).segments.flatMap((s, i) =>
            s.id === null ? [] : [{ id: s.id, ...offsets(idSpans?.[i] ?? s.idSpan), at: lineAndColumn(audience.mapSpan(s.span)) }],
          )
        : [];
      candidates.push({ file: file.file, index: audience.index, definition: audience.definition, verdict, errors, references });
    });
  }
  return { candidates, unloaded, pqlFiles };
}

function offsets(span: Span): { start: number; end: number } {
  return { start: span.start.offset, end: span.end.offset };
}

/** Where an `inSegment` call starts in the audience file, for the plan's errors. */
function lineAndColumn(span: Span): { line: number; column: number } {
  return { line: span.start.line, column: span.start.column };
}

/**
 * The errors that refuse one audience: those inside its part of the file (its YAML document), and
 * those inside no audience's part (the file as a whole: a stray `---`, an encoding problem), which
 * could belong to any of them. A YAML document's errors are its own: they never refuse the others.
 */
function errorsOf(own: Span, audiences: readonly { range: Span }[], errors: readonly Diagnostic[]): Diagnostic[] {
  const inside = (d: Diagnostic, range: Span) => d.range.start.offset >= range.start.offset && d.range.start.offset <= range.end.offset;
  return errors.filter((d) => inside(d, own) || !audiences.some((a) => inside(d, a.range)));
}

/** The audiences of the lint run that publish would consider (see `publishInput` for the rest). */
export function publishCandidates(result: LintResult): PublishCandidate[] {
  return publishInput(result).candidates;
}
