import { yamlAudience } from "../../audience/rules/examples.js";
import type { StreamingRule } from "../streaming-rule.js";
import { streaming, streamingBatchSentence } from "./streaming-hints.js";

export const streamingIgnoreYear: StreamingRule = {
  meta: {
    code: "PQL401",
    name: "streaming/ignore-year",
    category: "streaming",
    defaultSeverity: "error",
    summary: "A date is matched on month and day only (ignore year)",
    why: 'AEP\'s streaming segmentation guide lists "Ignore year" time constraints among what streaming cannot evaluate.',
    invalid: [{ file: "yaml", code: yamlAudience({ value: "person.birthDate.getMonth() = 6", evaluation: streaming }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: "person.birthDate occurs today", evaluation: streaming }) }],
  },
  checkStreaming({ facts, report }) {
    for (const c of facts.ignoreYear)
      report({
        message: `\`${c.path}\` is matched on month and day only (ignore year); streaming audiences cannot use ignore-year time constraints`,
        range: c.span,
        label: "ignores the year",
        hints: [
          `a yearly date (a birthday, an anniversary) has no form that keeps the year; to match one date, add its year (e.g. \`${c.path}.getYear() = 1990\`)`,
          streamingBatchSentence,
        ],
      });
  },
};
