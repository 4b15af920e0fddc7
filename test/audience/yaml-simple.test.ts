// The fast YAML reader against the `yaml` package: wherever readSimpleYaml answers, the value,
// every key and value range, the head, and each scalar's style and indentation are what `yaml`
// gives; outside its subset it declines. Checked on the examples, the benchmark corpus, a table
// of corner cases, and generated documents (fast-check).
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { isScalar, parseAllDocuments } from "yaml";
import { describe, expect, it } from "vitest";
import { YamlTree, type FieldPath } from "../../src/audience/source-tree.js";
import { readSimpleYaml, type SimpleNode } from "../../src/audience/yaml-simple.js";
import { corpusFile } from "../../bench/corpus.mjs";

/** Every key path of a document read by the fast reader. */
function pathsOf(node: SimpleNode, prefix: string[] = []): string[][] {
  if (node.kind === "scalar") return [];
  return node.entries.flatMap((e) => [[...prefix, e.key], ...pathsOf(e.value, [...prefix, e.key])]);
}

/** "fast" when the reader answered and agrees with `yaml` in every respect, "declined" when it did not answer. */
function compare(text: string): "fast" | "declined" {
  const simple = readSimpleYaml(text);
  if (!simple) return "declined";
  const docs = parseAllDocuments(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  expect(Array.isArray(docs) && docs.length, text).toBe(1);
  const doc = (docs as Exclude<typeof docs, { empty: true }>)[0]!;
  expect(doc.errors, text).toEqual([]);
  expect(simple.data, text).toStrictEqual(doc.toJS());
  const yamlTree = new YamlTree(doc.contents, [0, text.length]);
  expect(simple.tree.head, text).toEqual(yamlTree.head);
  expect(simple.tree.range).toEqual(yamlTree.range);
  const root = simple.tree.node([])!;
  for (const path of pathsOf(root) as FieldPath[]) {
    expect(simple.tree.locate(path, "key"), `${path.join(".")} key in\n${text}`).toEqual(yamlTree.locate(path, "key"));
    expect(simple.tree.locate(path, "value"), `${path.join(".")} value in\n${text}`).toEqual(yamlTree.locate(path, "value"));
    const mine = simple.tree.node(path)!;
    const theirs = yamlTree.node(path);
    if (mine.kind === "scalar") {
      expect(isScalar(theirs)).toBe(true);
      if (!isScalar(theirs)) continue;
      expect(mine.style, text).toBe(theirs.type);
      expect(mine.indent, text).toBe((theirs.srcToken as { indent?: number } | undefined)?.indent);
    }
  }
  return "fast";
}

describe("the fast YAML reader agrees with `yaml`", () => {
  it("on the example audience files, each read the fast way", () => {
    const dir = new URL("../../examples/", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".audience.yaml"));
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) expect(compare(readFileSync(new URL(f, dir), "utf8")), f).toBe("fast");
  });

  it("on the benchmark corpus: every well-formed YAML file is read the fast way", () => {
    let fast = 0;
    for (let i = 0; i < 1500; i++) {
      const { file, text } = corpusFile(7, i);
      if (!file.endsWith(".yaml")) continue;
      const broken = text.includes("expression: [");
      const outcome = compare(text);
      if (!broken) {
        expect(outcome, text).toBe("fast");
        fast++;
      }
    }
    expect(fast).toBeGreaterThan(600);
  });

  const read = [
    "a: 1\n",
    "a: 1",
    "a: x\n\n\nb: y\n\n",
    "a:\n  b: 1\n\n  c: |\n    x\n\n\n  d: {e: 1}\n\nf: x\n",
    "a:\n    deep: 1\n    deeper:\n       x: y\nb: 2\n",
    "v: |-\n  one\n    two\n  three\nw: 1\n",
    "v: >\n  folded\n  line\n\n  para\n",
    "v: >-\n  a\n   b\n  c\n",
    'q: "say \\"hi\\" \\u00e9 \\t end"\n',
    "q: 'it''s'\n",
    "q: ''\n",
    'q: ""   \n',
    "m: { a: 1, b: two words, c: true }\n",
    "m: {}\n",
    "m: {a: x}   \n",
    "# top\n# two\na:\n  b: 1\n  # inner\n# outer\nc: |\n  x\n  # content\n# after\nd: 2\n# end\n",
    "a:\n  b: 1\n\n  # inner\n\nc: 2\n",
    "a: x#y\nb: 'q # not a comment'\nc: -1\nd: -x\n",
    "s: 1.5\nt: -2\nu: 1e3\nw: .5\nx: 007\ny: +1\nz: 1.\n",
    "s: ~\nt: null\nu: NULL\nv: True\nw: FALSE\nx: yes\ny: No\n",
    "s: 1_000\nt: a:b\nu: a -b\nv: x y  z\nw: é\nx: .\n",
    "__proto__: 1\nconstructor: 2\n",
    "k-1.x: v\n",
  ];
  it.each(read)("reads %j as `yaml` does", (text) => {
    expect(compare(text)).toBe("fast");
  });

  const declined = [
    "",
    "\n\n",
    "a: 1 # trailing\n",
    "a: &x 1\nb: *x\n",
    "a: !tag 1\n",
    "---\na: 1\n",
    "a: 1\n---\nb: 2\n",
    "a:\n  - 1\n",
    "a: [1, 2]\n",
    "a:\n",
    "a:\nb: 1\n",
    "a: |+\n  x\n",
    "a: |2\n    x\n",
    "a: |\n\n  x\n",
    "a: |\nb: 1\n",
    "a: |\n  x\n    \n",
    "a: 1\r\nb: 2\r\n",
    "a:\t1\n",
    "\uFEFFa: 1\n",
    "a: 0x1F\n",
    "a: 0o17\n",
    "a: .inf\n",
    "a: .nan\n",
    "a: b\n  c\n",
    'a: "b\n  c"\n',
    "a: 1\na: 2\n",
    "m: { a: 1, a: 2 }\n",
    "m: { a: 1, }\n",
    "m: { a: { b: 1 } }\n",
    "m: { a: 'x' }\n",
    '"a": 1\n',
    "? a\n: 1\n",
    "true: 1\n",
    "a : 1\n",
    "  a: 1\n",
    "a: 1\n  b: 2\n",
    "n: [1]x\n",
    "a: - 1\n",
    "a: 1\n  # deeper comment\n",
    "a: {b: 1} # c\n",
    "a: 'x' # c\n",
    "a: b: c\n",
    "%YAML 1.2\n---\na: 1\n",
  ];
  it.each(declined)("leaves %j to `yaml`", (text) => {
    expect(compare(text)).toBe("declined");
  });

  it("on generated documents: agrees whenever it answers", () => {
    const key = fc.constantFrom("name", "value", "a", "b", "k-1", "x.y", "_z", "true", "null", "__proto__", "Key");
    const plain = fc.constantFrom(
      "1",
      "1.5",
      "-2",
      "1e3",
      ".5",
      "0x1F",
      "~",
      "null",
      "True",
      "yes",
      "a: b",
      "a:b",
      "x y",
      "-x",
      "*a",
      "&a",
      "!t",
      "@x",
      "%x",
      "`x`",
      "a,b",
      "[a]",
      "{a}",
      "1_000",
      ".inf",
      "+1",
      "007",
      "é",
      "a #b",
      "a#b",
      "-1",
      "- x",
      "pql/text",
      "x = 1 and y",
      "",
    );
    const quoted = fc.constantFrom('"a\\"b"', '"\\u00e9"', '"\\x41"', '"a b"', "'it''s'", "'x'", '""', '"\\q"', '"tab\\tx"');
    const blockLine = fc.constantFrom("a = 1", "  indented", "", "  ", "and b", "x: y", "# not a comment here");
    const comment = fc.constantFrom("", "# a comment\n", "  # indented comment\n");
    const block = fc.tuple(fc.constantFrom("|", "|-", ">", ">-", "|+", ">2"), fc.array(blockLine, { minLength: 0, maxLength: 4 }));
    const flow = fc.array(fc.tuple(key, plain), { maxLength: 3 });
    type Value =
      | { plain: string }
      | { quoted: string }
      | { block: [string, string[]] }
      | { flow: [string, string][] }
      | { map: [string, Value][] };
    const value: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
      value: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        plain.map((p) => ({ plain: p })),
        quoted.map((q) => ({ quoted: q })),
        block.map((b) => ({ block: b })),
        flow.map((f) => ({ flow: f })),
        fc.array(fc.tuple(key, tie("value")), { minLength: 1, maxLength: 3 }).map((m) => ({ map: m })),
      ),
    })).value;
    const doc = fc.tuple(
      fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }),
      fc.constantFrom(0, 1, 2),
      fc.constantFrom("", "  ", "\n"),
      fc.constantFrom(2, 4),
      comment,
      comment,
    );

    const render = (
      entries: [string, Value][],
      indent: number,
      step: number,
      blankAfter: number,
      trailing: string,
      between: string,
    ): string =>
      entries
        .map(([k, v], i) => {
          const pad = " ".repeat(indent);
          const blank = i === blankAfter ? between || "\n" : "";
          if ("plain" in v) return `${pad}${k}: ${v.plain}${trailing}\n${blank}`;
          if ("quoted" in v) return `${pad}${k}: ${v.quoted}${trailing}\n${blank}`;
          if ("flow" in v) return `${pad}${k}: { ${v.flow.map(([fk, fv]) => `${fk}: ${fv}`).join(", ")} }\n${blank}`;
          if ("block" in v)
            return `${pad}${k}: ${v.block[0]}\n${v.block[1].map((l) => (l === "" ? "\n" : `${pad}${" ".repeat(step)}${l}\n`)).join("")}${blank}`;
          return `${pad}${k}:\n${render(v.map, indent + step, step, 0, trailing, between)}${blank}`;
        })
        .join("");

    let fast = 0;
    fc.assert(
      fc.property(doc, ([entries, blankAfter, trailing, step, top, between]) => {
        const text = top + render(entries, 0, step, blankAfter, trailing === "\n" ? "" : trailing, between);
        if (compare(text) === "fast") fast++;
      }),
      { numRuns: 1500 },
    );
    // The generator is not so wild that the fast path never runs.
    expect(fast).toBeGreaterThan(100);
  });
});
