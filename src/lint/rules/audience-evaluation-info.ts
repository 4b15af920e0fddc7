import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const audienceEvaluationInfo: Rule = {
  meta: {
    code: "PQL106",
    name: "audience/evaluation-info",
    category: "audience",
    defaultSeverity: "warning",
    summary: "`evaluationInfo` enables no evaluation method",
    why: "With batch, streaming and edge all disabled the audience is never evaluated; leaving `evaluationInfo` out means batch.",
    invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [false, false, false] }) }],
    valid: [
      { file: "yaml", code: yamlAudience() },
      { file: "yaml", code: yamlAudience({ evaluation: null }) },
    ],
  },
  check({ audience, report }) {
    const info = audience.loaded.definition.evaluationInfo;
    if (audience.kind === "pql" || !info) return;
    if (info.batch?.enabled || info.continuous?.enabled || info.synchronous?.enabled) return;
    const range = audience.loaded.locate(["evaluationInfo"], "key");
    if (range)
      report({
        in: "file",
        range,
        message: "no evaluation method is enabled: this audience would never be evaluated",
        hints: ["enable one of `batch`, `continuous` or `synchronous` (edge)"],
      });
  },
};
