// The analyzer asks the streaming rules of its own list (src/analysis/rules/streaming-index.ts);
// the linter's table of codes (src/lint/rules/index.ts) is the only table.
import { expect, it } from "vitest";
import { streamingRules } from "../../src/analysis/rules/streaming-index.js";
import { allRules } from "../../src/lint/rules/index.js";

it("the analyzer's streaming rules are exactly the table's rules with checkStreaming, in code order", () => {
  const withHook = allRules.filter((r) => r.checkStreaming);
  expect(streamingRules.map((r) => r.meta.code)).toEqual(withHook.map((r) => r.meta.code));
  expect(streamingRules.every((r, i) => r === withHook[i])).toBe(true);
});
