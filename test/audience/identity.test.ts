// The quick identity scan against the loader: wherever the scan answers, it says what the loader
// says (name, id, alias); where it cannot be sure it declines and the loader answers. Checked on
// a table of corner cases, the examples and the benchmark corpus.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusFile } from "../../bench/corpus.mjs";
import { audienceIdentities, scanIdentity } from "../../src/audience/identity.js";
import { loadAudienceFile } from "../../src/audience/load.js";

/** What the loader says, as identities. */
function loaded(file: string, text: string) {
  const { kind, audiences } = loadAudienceFile(file, text);
  return audiences.map(({ definition }) => ({
    kind,
    name: definition.name,
    id: definition["x-pql-audience"]?.id,
    alias: definition["x-pql-audience"]?.alias,
  }));
}

/** "quick" when the scan answered (and agrees with the loader), "none" when it knew there is none, "loader" when it declined. */
function compare(file: string, text: string): "quick" | "none" | "loader" {
  const quick = scanIdentity(file, text);
  expect(audienceIdentities(file, text), text).toEqual(loaded(file, text));
  if (quick === undefined) return "loader";
  expect(quick === null ? [] : [quick], text).toEqual(loaded(file, text));
  return quick === null ? "none" : "quick";
}

const expression = "expression:\n  type: PQL\n  format: pql/text\n  value: |-\n    person.age > 21\n";

describe("scanIdentity", () => {
  it.each([
    ["plain name", `name: VIP\n${expression}`, "quick"],
    ["quoted names", `name: 'it''s VIP'\n${expression}`, "quick"],
    ["double quotes", `name: "VIP: gold" # comment\n${expression}`, "quick"],
    ["a name with spaces around it, trimmed", `name: '  VIP  '\n${expression}`, "quick"],
    ["alias and id in a block", `name: VIP\n${expression}x-pql-audience:\n  id: 'seg-1'\n  alias: vip # the short name\n`, "quick"],
    ["alias in a flow mapping", `name: VIP\n${expression}x-pql-audience: { alias: vip, id: seg-1 }\n`, "quick"],
    [
      "suppressions beside the alias",
      `name: VIP\n${expression}x-pql-audience:\n  alias: vip\n  suppress:\n    - rule: PQL213\n      reason: batch on purpose\n`,
      "quick",
    ],
    ["comments, blank lines, a leading ---, CRLF", `# header\n---\n\nname: VIP\r\n${expression.replaceAll("\n", "\r\n")}`, "quick"],
    [
      "other keys with block values",
      `$schema: ../schema/audience.schema.json\nname: VIP\ndescription: >-\n  name: not this one\n${expression}evaluationInfo:\n  batch: { enabled: true }\n`,
      "quick",
    ],
    ["escapes in the name", `name: "V\\u0049P"\n${expression}`, "loader"],
    ["a block-scalar name", `name: |-\n  VIP\n${expression}`, "loader"],
    ["a name over two lines", `name: V\n  IP\n${expression}`, "loader"],
    ["an anchor", `name: &n VIP\n${expression}`, "loader"],
    ["a number for a name (the loader rejects it)", `name: 42\n${expression}`, "loader"],
    ["no expression (the loader rejects it)", "name: VIP\n", "loader"],
    ["an expression that is not a mapping", `name: VIP\nexpression: person.age > 21\n`, "none"],
    ["an expression that does not parse", `name: VIP\nexpression: [\n  type: PQL\n`, "none"],
    ["... in one of two documents", `name: VIP\nexpression: [\n---\nname: B\n${expression}`, "loader"],
    ["a key the schema does not know", `name: VIP\nnmae: x\n${expression}`, "loader"],
    ["a duplicate key", `name: VIP\nname: Other\n${expression}`, "loader"],
    ["an alias the schema rejects", `name: VIP\n${expression}x-pql-audience:\n  alias: not an alias\n`, "loader"],
    ["two documents", `name: A\n${expression}---\nname: B\n${expression}`, "loader"],
    [
      "a sequence at the extras' indentation",
      `name: VIP\n${expression}x-pql-audience:\n  suppress:\n  - rule: PQL213\n    reason: r\n  alias: vip\n`,
      "loader",
    ],
    ["a quoted value going on to the next line", `name: VIP\ndescription: "one\n  two"\n${expression}`, "loader"],
    ["a tab in the indentation", `name: VIP\n${expression}x-pql-audience:\n\talias: vip\n`, "loader"],
  ] as const)("YAML: %s -> %s", (_, text, expected) => {
    expect(compare("a.audience.yaml", text)).toBe(expected);
  });

  it.each([
    [
      "a definition",
      {
        name: "VIP",
        expression: { type: "PQL", format: "pql/text", value: "person.age > 1" },
        "x-pql-audience": { alias: "vip", id: "s1" },
      },
      "quick",
    ],
    ["an unknown key", { name: "VIP", expression: { type: "PQL", format: "pql/text", value: "x" }, extra: 1 }, "loader"],
    ["a name that is not a string", { name: 1, expression: {} }, "loader"],
  ] as const)("JSON: %s -> %s", (_, data, expected) => {
    expect(compare("a.audience.json", JSON.stringify(data, null, 2))).toBe(expected);
  });

  it("JSON that does not parse has no identity", () => {
    expect(audienceIdentities("a.audience.json", "{ name: ")).toEqual([]);
  });

  it("a bare .pql file is named after the file, without reading it", () => {
    expect(audienceIdentities("dir/loyal-customers.pql", "")).toEqual([
      { kind: "pql", name: "loyal-customers", id: undefined, alias: "loyal-customers" },
    ]);
  });

  it("agrees with the loader on the examples and answers quickly for most", () => {
    const dir = new URL("../../examples/", import.meta.url);
    const files = readdirSync(dir).filter((f) => /\.audience\.(?:json|ya?ml)$/.test(f));
    const ways = files.map((f) => compare(f, readFileSync(new URL(f, dir), "utf8")));
    expect(ways.filter((w) => w === "quick").length).toBeGreaterThan(files.length / 2);
  });

  it("agrees with the loader on the benchmark corpus, answers every file it can load and every YAML file", () => {
    for (let i = 0; i < 300; i++) {
      const { file: name, text } = corpusFile(11, i) as { file: string; text: string };
      const way = compare(name, text);
      if (name.endsWith(".yaml")) expect(way, name).not.toBe("loader");
      if (loaded(name, text).length === 1) expect(way, name).toBe("quick");
    }
  });
});
