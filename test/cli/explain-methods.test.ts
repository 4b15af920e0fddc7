// `explain` of one audience per evaluation method: the text (snapshots under __snapshots__/explain-*.txt)
// and the JSON fields `method`, `streamingType` and `streamingReasons`, added next to the edge verdict's.
import { describe, expect, it } from "vitest";
import { yamlAudience } from "../../src/audience/rules/examples.js";
import { explainFile } from "../../src/lint/explain.js";
import { explainText } from "../../src/report/explain-text.js";
import { expressionHover } from "../../src/lsp/hover.js";
import { cli, workspace } from "./helpers.js";

const audiences = {
  edge: yamlAudience({
    name: "Checkout today",
    value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
  }),
  streaming: yamlAudience({
    name: "Cart to checkout today",
    value:
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(today), B: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
    evaluation: [false, true, false],
  }),
  batch: yamlAudience({
    name: "Cart adds this month",
    value: 'xEvent[eventType = "commerce.productListAdds" and timestamp occurs < 30 days before now].count() > 3',
    evaluation: [true, false, false],
  }),
};

describe("explain prints the method and the reasons for each method it rules out", () => {
  it.each(Object.entries(audiences))("%s", async (method, text) => {
    const file = `${method}.audience.yaml`;
    const { audiences: explained, problems } = explainFile(file, text);
    expect(problems).toEqual([]);
    expect(explained[0]!.method.method).toBe(method);
    await expect(explainText(file, text, explained, { color: false, width: 100 })).toMatchFileSnapshot(
      `__snapshots__/explain-${method}.txt`,
    );
  });

  it("the editor's hover shows the method", () => {
    const text = audiences.streaming;
    const [explained] = explainFile("s.audience.yaml", text).audiences;
    expect(expressionHover("s.audience.yaml", text, explained!, [])).toContain("method    streaming (multiple-events)");
  });
});

describe("explain --format json", () => {
  it.each([
    ["edge", "edge", null, 0],
    ["streaming", "streaming", "multiple-events", 0],
    ["batch", "batch", null, 2],
  ] as const)("%s: method %s, streamingType %s, %i streaming reasons", (name, method, streamingType, reasons) => {
    const dir = workspace({ [`${name}.audience.yaml`]: audiences[name] });
    const r = cli(["explain", "--format", "json", `${name}.audience.yaml`], { cwd: dir });
    const v = JSON.parse(r.stdout);
    expect(Object.keys(v)).toEqual(["name", "eligible", "type", "reasons", "method", "streamingType", "streamingReasons", "facts"]);
    expect([v.method, v.streamingType, v.streamingReasons.length]).toEqual([method, streamingType, reasons]);
  });
});
