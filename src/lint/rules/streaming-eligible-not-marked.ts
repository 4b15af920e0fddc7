import { decideMethod } from "../../analysis/method.js";
import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

const sequence = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "b") WHEN(today)])';

export const streamingEligibleNotMarked: Rule = {
  meta: {
    code: "PQL411",
    name: "streaming/eligible-not-marked",
    category: "streaming",
    defaultSeverity: "info",
    judgesVerdict: true,
    summary: "A streaming-eligible definition is marked for batch only",
    why: "The definition could be evaluated as its events arrive; set `evaluationInfo.continuous.enabled: true` if that is wanted.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: sequence, evaluation: [true, false, false] }) }],
    valid: [
      { file: "yaml", code: yamlAudience({ value: sequence, evaluation: [false, true, false] }) },
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 3 days before now)])',
          evaluation: [true, false, false],
        }),
      },
    ],
  },
  checkGlobal({ audience, verdict, streaming, report }) {
    if (audience.statedMethod !== "batch" || !verdict || !streaming) return;
    // An edge-eligible one gets edge/eligible-not-marked instead: edge is the faster method.
    const { method, streamingType } = decideMethod(verdict, streaming);
    const range = audience.ranges.notMarked;
    if (method !== "streaming" || !range) return;
    report({
      range,
      message: `streaming-eligible (${streamingType}) but marked for batch only`,
      hints: ["set `evaluationInfo.continuous.enabled: true` to evaluate it as its events arrive"],
    });
  },
};
