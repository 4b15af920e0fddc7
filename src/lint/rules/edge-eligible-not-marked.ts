import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const edgeEligibleNotMarked: Rule = {
  meta: {
    code: "PQL218",
    name: "edge/eligible-not-marked",
    category: "edge",
    defaultSeverity: "info",
    judgesVerdict: true,
    summary: "An edge-eligible definition is not marked for edge evaluation",
    why: "The definition could be evaluated in real time on the edge; set `evaluationInfo.synchronous.enabled: true` if that is wanted. A file that chose another method in so many words (`synchronous.enabled: false` beside `batch` or `continuous` enabled) is not told: it asked for that method.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: null }),
      },
    ],
    valid: [
      { file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }) },
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: [true, false, false] }),
      },
    ],
  },
  checkGlobal({ audience, verdict, report }) {
    if (audience.kind === "pql" || verdict?.eligible !== true || audience.synchronousEnabled || audience.choseOtherMethod) return;
    const range = audience.ranges.notMarked && audience.ranges.notMarked;
    if (range)
      report({
        range,
        message: `edge-eligible (${verdict!.type}) but not marked for edge evaluation`,
        hints: ["set `evaluationInfo.synchronous.enabled: true` to evaluate it on the edge"],
      });
  },
};
