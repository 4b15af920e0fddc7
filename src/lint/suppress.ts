// Applying an audience's suppressions (the `x-pql-audience.suppress` list) to its diagnostics:
// a suppressed diagnostic stays in the result with the author's reason (reports show it) but
// never fails a run; a suppression that silences nothing is reported as unused.
import type { Span } from "../syntax/ast.js";
import type { Diagnostic } from "./diagnostic.js";
import type { LoadedAudience } from "../audience/load.js";
import type { AudienceDraft } from "./draft.js";

export interface SuppressionSite {
  /** Identifies the suppression across the two passes of the engine. */
  key: string;
  rule: string;
  reason: string;
  range: Span;
  kind: "inSource" | "external";
}

export interface SuppressionOutcome {
  diagnostics: Diagnostic[];
  used: Set<string>;
  unused: SuppressionSite[];
}

/** Whether a suppression's rule key (`PQL204`, `PQL2xx`, `edge/window-too-long`, `edge/*`) covers a diagnostic. */
export function suppressionCovers(key: string, d: Pick<Diagnostic, "code" | "rule">): boolean {
  if (key === d.code || key === d.rule) return true;
  if (/^PQL\dxx$/.test(key)) return d.code.startsWith(key.slice(0, 4));
  if (/^PQL\d\dx$/.test(key)) return d.code.startsWith(key.slice(0, 5));
  if (key.endsWith("/*")) return d.rule.startsWith(key.slice(0, -1));
  return false;
}

export function suppressionSites(loaded: LoadedAudience): SuppressionSite[] {
  const list = loaded.definition["x-pql-audience"]?.suppress ?? [];
  return list.map((entry, i) => ({
    key: `meta:${loaded.index}:${i}`,
    rule: entry.rule,
    reason: entry.reason,
    range: loaded.locate(["x-pql-audience", "suppress", i]) ?? loaded.range,
    kind: "inSource" as const,
  }));
}

/** Marks the diagnostics the audience's suppressions cover. `alreadyUsed` carries over between passes. */
export function applyFileSuppressions(audience: AudienceDraft, diagnostics: Diagnostic[], alreadyUsed: Set<string> = new Set()): SuppressionOutcome {
  const sites = audience.suppressions;
  const used = new Set(alreadyUsed);
  for (const d of diagnostics) {
    // Unused-suppression findings are never themselves suppressible by the entry they report.
    if (d.rule === "suppressions/unused") continue;
    const site = sites.find((s) => suppressionCovers(s.rule, d));
    if (!site) continue;
    d.suppressed = { kind: site.kind, reason: site.reason };
    used.add(site.key);
  }
  return { diagnostics, used, unused: sites.filter((s) => !used.has(s.key)) };
}
