import type { EdgeRule } from "../edge-rule.js";

export const edgeUnresolvedSegment: EdgeRule = {
  meta: {
    code: "PQL211",
    name: "edge/unresolved-segment",
    category: "edge",
    defaultSeverity: "warning",
    eligibilityReason: true,
    leavesEligibilityOpen: true,
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is edge-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [
      {
        code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      },
    ],
    valid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }],
  },
  checkFacts({ facts, resolveSegment, report }) {
    if (facts.events.length === 0) return;
    for (const s of facts.segments) {
      if (resolveSegment(s.id) !== null) continue;
      report({
        message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is edge-eligible only when the segment is profile-only`,
        range: s.idSpan,
        label: "unresolved",
        hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"],
      });
    }
  },
};
