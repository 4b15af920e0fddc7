import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const edgeMarkedButIneligible: Rule = {
  meta: {
    code: "PQL217",
    name: "edge/marked-but-ineligible",
    category: "edge",
    defaultSeverity: "error",
    judgesVerdict: true,
    summary: "`evaluationInfo.synchronous.enabled` is true on a definition that is not edge-eligible",
    why: "AEP does not evaluate such a definition on the edge; publishing it as an edge audience would silently do something else.",
    invalid: [
      { file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])' }) },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false],
        }),
      },
    ],
  },
  checkGlobal({ audience, verdict, report }) {
    if (audience.kind === "pql" || !audience.synchronousEnabled || verdict?.eligible !== false) return;
    const range = audience.ranges.synchronousEnabled && audience.ranges.synchronousEnabled;
    if (range)
      report({
        range,
        message: "marked for edge evaluation, but the definition is not edge-eligible (see the other errors)",
        label: "marked for edge",
        hints: ["fix the reasons above, or set `synchronous.enabled: false` and `batch.enabled: true`"],
      });
  },
};
