// A draft with its file-local parts (diagnostics, suppressions, verdict reasons, facts, field
// ranges) folded into one JSON string until phase three reads them. A run over 100 000 files holds
// every draft between phases one and three, and as objects those parts were most of a draft's
// memory: about a dozen small objects and arrays per file, which cost more in headers than in
// content. What the directory reads across files (name, id, alias, kind, shape, references) stays
// as objects. Its memory and time at 10,000 and 100,000 files are in npm run bench.
import type { Reason } from "../analysis/verdict.js";
import { detachString } from "./detach.js";
import type { Diagnostic } from "./diagnostic.js";
import type { AudienceDraft, FileDraft } from "./draft.js";
import { pack, unpack, type PackedSpan } from "./packed-span.js";
import { ruleByCodeOrName } from "./registry.js";

/** The parts of an audience only its own file's phase three reads, as a tuple (no key names in the text). */
type AudienceLocal = [
  diagnostics: CompactDiagnostic[],
  reasons: CompactReason[] | null,
  facts: AudienceDraft["facts"],
  ranges: CompactRanges,
];

type Packed = [diagnostics: CompactDiagnostic[], suppressions: FileDraft["suppressions"], audiences: AudienceLocal[]];

const RANGE_KEYS = ["name", "id", "alias", "notMarked", "synchronousEnabled"] as const;
type CompactRanges = (PackedSpan | 0)[];

/** What a packed draft holds in place of the parts it folded: shared, and frozen so nothing writes to them. */
const NONE: never[] = Object.freeze([]) as never[];
const NO_RANGES: AudienceDraft["ranges"] = Object.freeze({});

// Diagnostics and reasons are the bulk of a draft: as JSON objects each repeated its file name,
// rule name and a nested range. Compact, the rule comes back from its code, the file from the
// draft, the range from six numbers.
type Rest = Omit<Diagnostic, "code" | "rule" | "severity" | "message" | "file" | "range" | "hints">;
type CompactDiagnostic = [
  code: string,
  severity: Diagnostic["severity"],
  message: string,
  range: PackedSpan,
  hints: string[],
  rest: Rest | 0,
  file: string | 0,
];
type CompactReason = [
  code: string,
  severity: Reason["severity"],
  message: string,
  range: PackedSpan,
  rest: Omit<Reason, "code" | "rule" | "severity" | "message" | "range"> | 0,
];

function compactDiagnostic(d: Diagnostic, file: string): CompactDiagnostic {
  const { code, rule: _rule, severity, message, file: where, range, hints, ...rest } = d;
  return [code, severity, message, pack(range), hints, Object.keys(rest).length > 0 ? rest : 0, where === file ? 0 : where];
}

function fullDiagnostic([code, severity, message, range, hints, rest, where]: CompactDiagnostic, file: string): Diagnostic {
  // Keys in the order pushDiagnostic writes them, so reports that print objects do not change.
  const { label, ...others } = rest === 0 ? ({} as Rest) : rest;
  return {
    code,
    rule: ruleName(code),
    severity,
    message,
    file: where === 0 ? file : where,
    range: unpack(range),
    ...(label !== undefined ? { label } : {}),
    hints,
    ...others,
  };
}

function compactReason(r: Reason): CompactReason {
  const { code, rule: _rule, severity, message, range, ...rest } = r;
  return [code, severity, message, pack(range), Object.keys(rest).length > 0 ? rest : 0];
}

function fullReason([code, severity, message, range, rest]: CompactReason): Reason {
  return { rule: ruleName(code), code, severity, message, range: unpack(range), ...(rest === 0 ? {} : rest) };
}

function ruleName(code: string): string {
  return ruleByCodeOrName(code)!.meta.name;
}

/** Folds the file-local parts into `draft.packed` (in place) and returns the draft. */
export function packDraft(draft: FileDraft): FileDraft {
  if (draft.packed !== undefined) return draft;
  const file = draft.file;
  const packed: Packed = [
    draft.diagnostics.map((d) => compactDiagnostic(d, file)),
    draft.suppressions,
    draft.audiences.map((a) => [
      a.diagnostics.map((d) => compactDiagnostic(d, file)),
      a.reasons === null ? null : a.reasons.map(compactReason),
      a.facts,
      RANGE_KEYS.map((k) => a.ranges[k] ?? 0),
    ]),
  ];
  // Everything in a draft is plain data (it also crosses to worker threads), so JSON keeps it
  // whole. V8 returns a long JSON text as a tree of pieces; detaching makes it one flat string
  // (the tree of pieces costs as much memory as the objects it replaced).
  draft.packed = detachString(JSON.stringify(packed));
  draft.diagnostics = NONE;
  draft.suppressions = NONE;
  for (const a of draft.audiences) {
    releaseLocalParts(a);
    if (a.refs.length === 0) a.refs = NONE;
  }
  return draft;
}

/**
 * Lets go of what only the audience's own file needs (diagnostics, reasons, facts, field ranges),
 * keeping what other files read through the directory: its identity and references. Done when a
 * draft is packed, and again once its file is finalized.
 */
export function releaseLocalParts(audience: AudienceDraft): void {
  audience.diagnostics = NONE;
  audience.reasons = null;
  audience.facts = null;
  audience.ranges = NO_RANGES;
}

/** Puts the parts folded by packDraft back (in place); a draft that was never packed is left as it is. */
export function unpackDraft(draft: FileDraft): FileDraft {
  if (draft.packed === undefined) return draft;
  const [diagnostics, suppressions, audiences] = JSON.parse(draft.packed) as Packed;
  draft.packed = undefined;
  const file = draft.file;
  draft.diagnostics = diagnostics.map((d) => fullDiagnostic(d, file));
  draft.suppressions = suppressions;
  draft.audiences.forEach((a, i) => {
    const [localDiagnostics, reasons, facts, ranges] = audiences[i]!;
    a.diagnostics = localDiagnostics.map((d) => fullDiagnostic(d, file));
    a.reasons = reasons === null ? null : reasons.map(fullReason);
    a.facts = facts;
    a.ranges = {};
    RANGE_KEYS.forEach((k, j) => {
      const range = ranges[j];
      if (range) a.ranges[k] = range;
    });
    if (a.refs === NONE) a.refs = [];
  });
  return draft;
}
