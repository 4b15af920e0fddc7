import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

const config = { edge: { mergePolicies: ["edge-policy"] } };

export const edgeMergePolicy: Rule = {
  meta: {
    code: "PQL215",
    name: "edge/merge-policy",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The merge policy is not active on edge",
    why: "Edge (and, since May 2025, streaming) audiences must use a merge policy that is active on edge. The ids come from `edge.mergePolicies` in the config, or from the API with `lint --remote`.",
    invalid: [{ file: "yaml", code: yamlAudience({ mergePolicyId: "batch-policy" }), config }],
    valid: [{ file: "yaml", code: yamlAudience({ mergePolicyId: "edge-policy" }), config }],
  },
  check({ audience, config: settings, report }) {
    const id = audience.loaded.definition.mergePolicyId;
    if (audience.kind === "pql" || settings.mergePolicies === null || id === undefined || settings.mergePolicies.includes(id)) return;
    const range = audience.loaded.locate(["mergePolicyId"]);
    if (range)
      report({
        in: "file",
        range,
        message: `merge policy \`${id}\` is not active on edge`,
        label: "not active on edge",
        hints: [`use one of: ${settings.mergePolicies.map((p) => `\`${p}\``).join(", ")}`],
      });
  },
};
