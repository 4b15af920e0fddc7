import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { streaming } from "./streaming-hints.js";

export const streamingUnresolvedSegment: StreamingRule = {
  meta: {
    code: "PQL409",
    name: "streaming/unresolved-segment",
    category: "streaming",
    defaultSeverity: "warning",
    leavesEligibilityOpen: true,
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is streaming-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({
          value:
            'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
          evaluation: streaming,
        }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")',
          evaluation: streaming,
        }),
      },
    ],
  },
  checkStreaming({ facts, resolveSegment, report }) {
    if (facts.events.length === 0) return;
    for (const s of facts.segments) {
      if (resolveSegment(s.id) !== null) continue;
      report({
        message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is streaming-eligible only when the segment is profile-only`,
        range: s.idSpan,
        label: "unresolved",
        hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"],
      });
    }
  },
};
