import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const suppressionsUnused: DeclaredRule = {
  meta: {
    code: "PQL901",
    name: "suppressions/unused",
    category: "suppressions",
    defaultSeverity: "warning",
    summary: "A suppression silences nothing",
    why: "A suppression left behind after a fix hides the next real problem of that rule; remove it.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ extras: ["suppress:", "  - rule: PQL204", "    reason: legacy window, moving to batch next sprint"] }),
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false],
          extras: ["suppress:", "  - rule: PQL204", "    reason: batch audience, edge not wanted"],
        }),
      },
    ],
  },
  source: "engine",
};
