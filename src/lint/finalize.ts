// Phase three, file by file again, once every audience is known: verdicts that waited on other
// files, the rules about references and about the final verdict, config severities,
// suppressions, and the file's result.
import { classify } from "../analysis/edge.js";
import { decideMethod, followReferences, type ReferencedMethod } from "../analysis/method.js";
import { classifyStreaming } from "../analysis/streaming.js";
import type { EdgeType, Reason, StreamingVerdict, Verdict } from "../analysis/verdict.js";
import type { Diagnostic } from "./diagnostic.js";
import type { AudienceDirectory } from "./directory.js";
import { pushDiagnostic, type AudienceDraft, type FileDraft } from "./draft.js";
import { allRules, ruleByCodeOrName, ruleNamesWhere } from "./registry.js";
import { suppressionsUnused } from "../audience/rules/suppressions-unused.js";
import { applySuppressions, type SuppressionDirective } from "../audience/suppressions.js";
import type { FileResult } from "./lint-result.js";
import type { GlobalRuleContext } from "./rule.js";
import { reportedFor, streamingReasonRules } from "./reported-for.js";

/** The rules whose findings make up an edge verdict: syntax errors and the edge rules. */
const verdictCategories = new Set(["syntax", "edge"]);
const verdictReasonRules = ruleNamesWhere((meta) => verdictCategories.has(meta.category));
const openRules = ruleNamesWhere((meta) => meta.leavesEligibilityOpen);
const globalRules = allRules.filter((r) => r.checkGlobal && !r.meta.judgesVerdict);
const verdictRules = allRules.filter((r) => r.checkGlobal && r.meta.judgesVerdict);

export function finalizeFile(draft: FileDraft, directory: AudienceDirectory, source: string, keepReasons = true): FileResult {
  const { config, file } = draft;
  const audiences: FileResult["audiences"] = [];
  let used: ReadonlySet<SuppressionDirective> = new Set();
  const suppress = (diagnostics: Diagnostic[]): Diagnostic[] => {
    const applied = applySuppressions(diagnostics, draft.suppressions, used);
    used = applied.used;
    return applied.diagnostics;
  };
  const all = suppress(draft.diagnostics);
  for (const audience of draft.audiences) {
    let diagnostics = [...audience.diagnostics];
    const reasons = audience.reasons ?? deferredReasons(audience, directory, config.windowBoundary);
    for (const r of reasons) {
      pushDiagnostic(
        diagnostics,
        ruleByCodeOrName(r.rule)!,
        config,
        file,
        // The severity is the rule's (its metadata, or the config): one default per rule, which
        // the analyzer's own reasons agree with (test/lint/severity.test.ts).
        { in: "file", range: r.range, message: r.message, ...(r.label ? { label: r.label } : {}), ...(r.hints ? { hints: r.hints } : {}) },
      );
    }
    runGlobal(globalRules, file, audience, directory, config, null, null, diagnostics);
    diagnostics = suppress(diagnostics);
    const verdict = verdictFrom(diagnostics, audience.shape, audience.parsed);
    const streaming = streamingFrom(diagnostics, audience);
    // A batch or streaming audience is not wrong for being ineligible on the edge, nor a batch or
    // edge one for being ineligible for streaming: the verdicts still say why (explain, JSON, the
    // summary), but the reasons are not reported as problems.
    const asked = { edge: audience.meantForEdge, streaming: audience.meantForStreaming };
    diagnostics = diagnostics.filter((d) => reportedFor(d.rule, asked));
    const late: Diagnostic[] = [];
    runGlobal(verdictRules, file, audience, directory, config, verdict, streaming, late);
    diagnostics.push(...suppress(late));
    const method = followReferences(decideMethod(verdict, streaming), referencedMethods(audience, directory));
    audiences.push({
      name: audience.name,
      verdict: keepReasons ? verdict : { ...verdict, reasons: [] },
      streaming: keepReasons ? streaming : { ...streaming, reasons: [] },
      method,
      asked,
    });
    all.push(...diagnostics);
  }
  for (const unused of draft.suppressions.filter((s) => !used.has(s))) {
    pushDiagnostic(all, suppressionsUnused, config, file, {
      in: "file",
      range: unused.range,
      message: `this suppression of \`${unused.rule}\` silences nothing`,
      label: "unused",
      hints: ["remove it"],
    });
  }
  all.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { file, source, diagnostics: all, audiences };
}

/** For a segment of segments: the audiences it references that the run knows, with their stated methods. */
function referencedMethods(audience: AudienceDraft, directory: AudienceDirectory): ReferencedMethod[] {
  if (audience.shape !== "segment-of-segments" && audience.streamingShape !== "segment-of-segments") return [];
  const known: ReferencedMethod[] = [];
  for (const ref of audience.refs) {
    const target = ref.id === null ? undefined : directory.resolve(ref.id);
    const method = target?.audience.statedMethod;
    if (target && method) known.push({ name: target.audience.name, method });
  }
  return known;
}

/** An event combined with segment references: eligible only if every segment is profile-only. */
function deferredReasons(audience: AudienceDraft, directory: AudienceDirectory, boundary: "exclusive" | "inclusive"): Reason[] {
  const resolveSegment = (id: string) => {
    const target = directory.resolve(id);
    if (!target) return null;
    return { profileOnly: target.audience.profileOnly, name: target.audience.name, type: target.audience.shape };
  };
  return [
    ...classify(audience.facts!, { windowBoundary: boundary, resolveSegment }).reasons,
    ...classifyStreaming(audience.facts!, { resolveSegment }).reasons,
  ];
}

function runGlobal(
  rules: typeof allRules,
  file: string,
  audience: AudienceDraft,
  directory: AudienceDirectory,
  config: FileDraft["config"],
  verdict: Verdict | null,
  streaming: StreamingVerdict | null,
  out: Diagnostic[],
): void {
  // One context for all the rules, its `report` crediting the rule being asked (as draft.ts does),
  // rather than a context and a closure per rule per audience of the run.
  let asked = rules[0]!;
  const context: GlobalRuleContext = {
    file,
    audience,
    directory,
    config,
    verdict,
    streaming,
    report: (finding) => pushDiagnostic(out, asked, config, file, { ...finding, in: "file" }),
  };
  for (const rule of rules) {
    asked = rule;
    rule.checkGlobal!(context);
  }
}

/** The streaming verdict as config and suppressions leave it, like verdictFrom's edge verdict. */
function streamingFrom(diagnostics: Diagnostic[], audience: AudienceDraft): StreamingVerdict {
  const relevant = diagnostics.filter((d) => streamingReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map(reasonFromDiagnostic);
  const type = audience.streamingShape;
  const blocked = !audience.parsed || type === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? type : null, reasons };
}

/**
 * The verdict as the user's config and suppressions leave it: a reason turned off or suppressed
 * no longer blocks; an error-level one does. Ranges are in the audience file.
 */
function verdictFrom(diagnostics: Diagnostic[], shape: EdgeType | null, parsed: boolean): Verdict {
  const relevant = diagnostics.filter((d) => verdictReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map(reasonFromDiagnostic);
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}

/** A diagnostic as the verdict reason it stands for, after config and suppressions. */
function reasonFromDiagnostic(d: Diagnostic): Reason {
  return {
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...(d.label ? { label: d.label } : {}),
    hints: d.hints,
  };
}
