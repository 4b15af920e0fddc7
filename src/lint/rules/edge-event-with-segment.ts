import type { Rule } from "../rule.js";
import { yamlAudience } from "./examples.js";

const checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
const clickers = yamlAudience({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"],
});
const adults = yamlAudience({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });

export const edgeEventWithSegment: Rule = {
  meta: {
    code: "PQL210",
    name: "edge/event-with-segment",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer",
};
