// `explain` of one audience per evaluation method: the text (snapshots under __snapshots__/explain-*.txt)
// and the JSON objects: explain()'s, the library's, as they are.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { yamlAudience } from "../../src/audience/rules/examples.js";
import { explain, explainFile } from "../../src/lint/explain.js";
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

  // lint reports an edge reason only for a file that asks for the edge (reported-for.ts): explain
  // shows the same reasons, as notes (why not faster), without the help to switch methods.
  it.each([
    ["asks for batch", [true, false, false], "note", false],
    ["asks for the edge", [false, false, true], "error", true],
  ] as const)("a 3-day window in a file that %s: PQL204 is a %s", (_, evaluation, word, switchHelp) => {
    const file = "cart.audience.yaml";
    const text = yamlAudience({
      value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
      evaluation: [...evaluation],
    });
    const shown = explainText(file, text, explainFile(file, text).audiences, { color: false, width: 200 });
    expect(shown).toContain(`${word}[PQL204] edge/window-too-long`);
    expect(shown.includes("set evaluationInfo.synchronous.enabled to false and batch.enabled to true")).toBe(switchHelp);
    expect(/^error\[/m.test(shown)).toBe(word === "error");
  });

  it("the editor's hover shows the method", () => {
    const text = audiences.streaming;
    const [explained] = explainFile("s.audience.yaml", text).audiences;
    expect(expressionHover(explained!, [])).toContain("method: streaming (multiple-events)");
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
    expect(Object.keys(v)).toEqual(["name", "verdict", "streaming", "method", "asked", "facts"]);
    expect([v.method.method, v.method.streamingType, v.streaming.reasons.length]).toEqual([method, streamingType, reasons]);
  });

  it.each(Object.keys(audiences))("%s: the object the library's explain() returns, the same", (name) => {
    const file = `${name}.audience.yaml`;
    const text = audiences[name as keyof typeof audiences];
    const dir = workspace({ [file]: text });
    const printed = JSON.parse(cli(["explain", "--format", "json", file], { cwd: dir }).stdout);
    expect(printed).toEqual(JSON.parse(JSON.stringify(explain(file, text)[0])));
  });
});

describe("a segment of segments follows the slowest audience it references", () => {
  const cartAdds = yamlAudience({
    name: "Cart adds this month",
    value: 'xEvent[eventType = "commerce.productListAdds" and timestamp occurs < 30 days before now].count() > 3',
    evaluation: [true, false, false],
    extras: ["alias: cart-adds"],
  });
  const checkoutToday = yamlAudience({
    name: "Checkout today",
    value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
    evaluation: [false, true, false],
    extras: ["alias: checkout-today"],
  });
  /** A project's files, tracked by git: what the project index reads besides the file explained. */
  const project = (files: Record<string, string>) => {
    const dir = workspace(files);
    expect(spawnSync("git", ["init", "--quiet"], { cwd: dir }).status).toBe(0);
    expect(spawnSync("git", ["add", "-A"], { cwd: dir }).status).toBe(0);
    return dir;
  };
  const both = (refs: string[]) =>
    yamlAudience({ name: "Both", value: refs.map((r) => `inSegment("alias:${r}")`).join(" and "), evaluation: [false, false, true] });

  it.each([
    [
      "a batch and a streaming reference: batch, after the batch one",
      ["checkout-today", "cart-adds"],
      "batch",
      null,
      "Cart adds this month",
    ],
    ["a streaming reference: streaming", ["checkout-today"], "streaming", "segment-of-segments", "Checkout today"],
  ] as const)("%s", (_, refs, method, streamingType, follows) => {
    const dir = project({
      "cart-adds.audience.yaml": cartAdds,
      "checkout-today.audience.yaml": checkoutToday,
      "both.audience.yaml": both([...refs]),
    });
    const r = cli(["explain", "--format", "json", "both.audience.yaml"], { cwd: dir });
    const v = JSON.parse(r.stdout);
    expect([v.verdict.type, v.method.method, v.method.streamingType, v.method.followsReference]).toEqual([
      "segment-of-segments",
      method,
      streamingType,
      { name: follows, method },
    ]);
    const text = cli(["explain", "both.audience.yaml"], { cwd: dir, env: { NO_COLOR: "1" } }).stdout;
    expect(text).toContain(`: it follows \`${follows}\`, evaluated ${method === "batch" ? "in batch" : "by streaming"}`);
  });

  it("references evaluated on the edge leave it on the edge", () => {
    const us = yamlAudience({ name: "US customers", extras: ["alias: us"] });
    const dir = project({ "us.audience.yaml": us, "both.audience.yaml": both(["us"]) });
    const v = JSON.parse(cli(["explain", "--format", "json", "both.audience.yaml"], { cwd: dir }).stdout);
    expect([v.method.method, v.method.followsReference]).toEqual(["edge", undefined]);
  });
});
