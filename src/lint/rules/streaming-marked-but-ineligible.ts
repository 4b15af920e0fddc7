import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

const threeDays = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])';

export const streamingMarkedButIneligible: Rule = {
  meta: {
    code: "PQL410",
    name: "streaming/marked-but-ineligible",
    category: "streaming",
    defaultSeverity: "error",
    judgesVerdict: true,
    summary: "`evaluationInfo.continuous.enabled` is true on a definition that is not streaming-eligible",
    why: "Since 20 May 2025 AEP evaluates a new or edited definition that breaks the streaming rules in batch; publishing it as a streaming audience would silently do something else.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: threeDays, evaluation: [false, true, false] }) }],
    valid: [
      { file: "yaml", code: yamlAudience({ value: threeDays, evaluation: [true, false, false] }) },
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])',
          evaluation: [false, true, false],
        }),
      },
    ],
  },
  checkGlobal({ audience, streaming, report }) {
    if (audience.kind === "pql" || !audience.meantForStreaming || streaming?.eligible !== false) return;
    const range = audience.ranges.continuousEnabled;
    if (!range) return;
    const first = streaming.reasons.find((r) => r.severity === "error");
    report({
      range,
      message: `marked for streaming, but the definition is not streaming-eligible${first ? `: ${first.message} (${first.code})` : ""}`,
      label: "marked for streaming",
      hints: ["fix the reasons above, or set `continuous.enabled: false` and `batch.enabled: true` to evaluate it in batch"],
    });
  },
};
