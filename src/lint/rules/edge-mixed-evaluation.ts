import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const edgeMixedEvaluation: Rule = {
  meta: {
    code: "PQL219",
    name: "edge/mixed-evaluation",
    category: "edge",
    defaultSeverity: "warning",
    summary: "Edge evaluation is enabled together with batch or streaming",
    why: "A definition has one evaluation method; AEP's edge examples set batch and continuous to false when synchronous is true.",
    invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [true, false, true] }) }],
    valid: [{ file: "yaml", code: yamlAudience() }],
  },
  check({ audience, report }) {
    const info = audience.loaded.definition.evaluationInfo;
    if (audience.kind === "pql" || info?.synchronous?.enabled !== true) return;
    for (const other of ["batch", "continuous"] as const) {
      if (info[other]?.enabled !== true) continue;
      const range = audience.loaded.locate(["evaluationInfo", other, "enabled"]);
      if (range)
        report({
          in: "file",
          range,
          message: `\`${other}\` is enabled together with edge (\`synchronous\`)`,
          hints: [`set \`${other}.enabled: false\``],
        });
    }
  },
};
