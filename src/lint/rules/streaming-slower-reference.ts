import { methodRank } from "../../analysis/method.js";
import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

const batchAbandons = yamlAudience({
  name: "Recent abandons",
  value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListRemovals") WHEN(< 3 days before now)])',
  evaluation: [true, false, false],
  extras: ["alias: recent-abandons"],
});
const streamingCheckouts = yamlAudience({
  name: "Recent checkouts",
  value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
  evaluation: [false, true, false],
  extras: ["alias: recent-checkouts"],
});
const both = 'inSegment("alias:recent-abandons") and inSegment("alias:recent-checkouts")';

export const streamingSlowerReference: Rule = {
  meta: {
    code: "PQL412",
    name: "streaming/slower-reference",
    category: "streaming",
    defaultSeverity: "warning",
    judgesVerdict: true,
    summary: "A segment of segments references an audience evaluated by a slower method than its own",
    why: "A segment of segments reads the memberships of the audiences it references: marked for edge or streaming, it still changes only as often as a batch (or streaming) audience it references does.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: both, evaluation: [false, true, false] }),
        others: [
          { name: "recent-abandons.audience.yaml", code: batchAbandons },
          { name: "recent-checkouts.audience.yaml", code: streamingCheckouts },
        ],
      },
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: both, evaluation: [true, false, false] }),
        others: [
          { name: "recent-abandons.audience.yaml", code: batchAbandons },
          { name: "recent-checkouts.audience.yaml", code: streamingCheckouts },
        ],
      },
    ],
  },
  checkGlobal({ audience, directory, report }) {
    const own = audience.statedMethod;
    if (own === null || own === "batch" || audience.shape !== "segment-of-segments") return;
    for (const ref of audience.refs) {
      const target = ref.id === null ? undefined : directory.resolve(ref.id);
      const theirs = target?.audience.statedMethod;
      if (!target || !theirs || methodRank[theirs] <= methodRank[own]) continue;
      report({
        range: ref.span,
        message: `\`${target.audience.name}\` is evaluated ${theirs === "batch" ? "in batch" : "by streaming"}, so this segment of segments, marked for ${own}, changes only as often as it does`,
        label: `a ${theirs} audience`,
        hints: [
          `mark this audience for ${theirs} to say what it does, or evaluate \`${target.audience.name}\` by a faster method if its definition allows it`,
        ],
      });
    }
  },
};
