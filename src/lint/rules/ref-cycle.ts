import type { LintedAudience } from "../model.js";
import type { Rule } from "../rule.js";
import { yamlAudience } from "./examples.js";

export const refCycle: Rule = {
  meta: {
    code: "PQL122",
    name: "ref/cycle",
    category: "references",
    defaultSeverity: "error",
    summary: "Audiences reference each other in a loop",
    why: "A segment of segments whose references lead back to itself can never be evaluated.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }), others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: 'inSegment("alias:a")', extras: ["alias: b"] }) }] }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }), others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: "person.age > 21", extras: ["alias: b"] }) }] }],
  },
  check({ audience, graph, report }) {
    // Report the loop on every audience in it, starting from each reference of this audience.
    for (const ref of audience.facts?.segments ?? []) {
      const first = ref.id === null ? undefined : graph.resolve(ref.id);
      if (!first || first === audience) continue;
      const path = findPath(first, audience, (a) => (a.facts?.segments ?? []).flatMap((s) => (s.id ? [graph.resolve(s.id)] : [])).filter((x): x is LintedAudience => x !== undefined));
      if (path)
        report({
          in: "pql",
          range: ref.span,
          message: `reference loop: ${[audience, ...path].map((a) => `\`${a.loaded.definition.name}\``).join(" -> ")}`,
          label: "leads back here",
          hints: ["break the loop: an audience cannot depend on itself through others"],
        });
    }
  },
};

/** A path of audiences from `from` to `to` (both included), or null. Iterative breadth-first search. */
function findPath(from: LintedAudience, to: LintedAudience, next: (a: LintedAudience) => LintedAudience[]): LintedAudience[] | null {
  const previous = new Map<LintedAudience, LintedAudience | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === to) {
      const path: LintedAudience[] = [];
      for (let a: LintedAudience | null = current; a; a = previous.get(a) ?? null) path.unshift(a);
      return path;
    }
    for (const n of next(current)) {
      if (!previous.has(n)) {
        previous.set(n, current);
        queue.push(n);
      }
    }
  }
  return null;
}
