import type { EdgeRule } from "../edge-rule.js";

export const edgeSegmentDisqualification: EdgeRule = {
  meta: {
    code: "PQL214",
    name: "edge/segment-disqualification",
    category: "edge",
    defaultSeverity: "info",
    eligibilityReason: true,
    summary: "Profiles leave a segment of segments only every 24 hours",
    why: "AEP re-evaluates disqualification for segments of segments once a day, so members may stay up to 24 hours after they stop matching.",
    invalid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")' }],
    valid: [{ code: "person.age >= 18" }],
  },
  checkEligible({ facts, type, report }) {
    if (type === "segment-of-segments")
      report({ message: "profiles leave a segment of segments only every 24 hours", range: facts.segments[0]!.span });
  },
};
