import type { Rule } from "../rule.js";

export const edgeUnresolvedSegment: Rule = {
  meta: {
    code: "PQL211",
    name: "edge/unresolved-segment",
    category: "edge",
    defaultSeverity: "warning",
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is edge-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [
      {
        code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      },
    ],
    valid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }],
  },
  source: "analyzer",
};
