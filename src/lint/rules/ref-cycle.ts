import type { AudienceDraft } from "../audience-draft.js";
import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const refCycle: Rule = {
  meta: {
    code: "PQL122",
    name: "ref/cycle",
    category: "ref",
    defaultSeverity: "error",
    summary: "Audiences reference each other in a loop",
    why: "A segment of segments whose references lead back to itself can never be evaluated.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
        others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: 'inSegment("alias:a")', extras: ["alias: b"] }) }],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
        others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: "person.age > 21", extras: ["alias: b"] }) }],
      },
    ],
  },
  checkGlobal({ audience, directory, report }) {
    // Report the loop on every audience in it, starting from each reference of this audience.
    const next = (a: AudienceDraft) =>
      a.refs.flatMap((r) => (r.id ? [directory.resolve(r.id)?.audience] : [])).filter((x): x is AudienceDraft => x !== undefined);
    for (const ref of audience.refs) {
      const first = ref.id === null ? undefined : directory.resolve(ref.id)?.audience;
      if (!first || first === audience) continue;
      const path = findPath(first, audience, next);
      if (path)
        report({
          range: ref.span,
          message: `reference loop: ${[audience, ...path].map((a) => `\`${a.name}\``).join(" -> ")}`,
          label: "leads back here",
          hints: ["break the loop: an audience cannot depend on itself through others"],
        });
    }
  },
};

/** A path of audiences from `from` to `to` (both included), or null. Iterative breadth-first search. */
function findPath(from: AudienceDraft, to: AudienceDraft, next: (a: AudienceDraft) => AudienceDraft[]): AudienceDraft[] | null {
  const previous = new Map<AudienceDraft, AudienceDraft | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === to) {
      const path: AudienceDraft[] = [];
      for (let a: AudienceDraft | null = current; a; a = previous.get(a) ?? null) path.unshift(a);
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
