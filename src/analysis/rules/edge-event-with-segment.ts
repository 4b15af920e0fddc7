import { segmentsReadingEvents } from "./event-with-segments.js";
import type { EdgeRule } from "../edge-rule.js";
import { batchSentence } from "./edge-hints.js";

import { yamlAudience } from "../../audience/rules/examples.js";

const checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
const clickers = yamlAudience({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"],
});
const adults = yamlAudience({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });

export const edgeEventWithSegment: EdgeRule = {
  meta: {
    code: "PQL210",
    name: "edge/event-with-segment",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An event is combined with a segment that is not profile-only",
    why: "AEP allows an event with `inSegment(...)` on the edge only when the referenced audience is profile-only.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: `inSegment("alias:clickers") and ${checkout}` }),
        others: [{ name: "clickers.audience.yaml", code: clickers }],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: `inSegment("alias:adults") and ${checkout}` }),
        others: [{ name: "adults.audience.yaml", code: adults }],
      },
    ],
  },
  checkFacts({ facts, resolveSegment, report }) {
    for (const { segment: s, found, shown } of segmentsReadingEvents(facts, resolveSegment)) {
      report({
        message: `an event combined with segment ${shown}, which is ${found.type ? `${found.type}, not profile-only` : "not profile-only"}; edge audiences allow this only for profile-only segments`,
        range: s.span,
        label: "not a profile-only segment",
        hints: [`reference a profile-only audience`, batchSentence],
      });
    }
  },
};
