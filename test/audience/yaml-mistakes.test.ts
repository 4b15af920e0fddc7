// The YAML mistakes people make in audience files, each reported in our words at the line and
// column of the mistake (not where the `yaml` package noticed something was wrong, which is often
// the next key or the end of the file). One row per mistake: the file, the message, line:column.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { findMistakes } from "../../src/audience/yaml-mistakes.js";
import { corpusFile } from "../../bench/corpus.mjs";

/** A typical audience file; each row changes one line of it. */
const good = [
  "name: Cart abandoners", // 1
  "description: People who left a cart", // 2
  "expression:", // 3
  "  type: PQL", // 4
  "  format: pql/text", // 5
  "  value: a = 1", // 6
  "schema:", // 7
  "  name: _xdm.context.profile", // 8
].join("\n");

/** `good` with line `n` (1-based) replaced by `lines` (joined with line breaks). */
function edit(n: number, ...lines: string[]): string {
  const all = good.split("\n");
  all.splice(n - 1, 1, ...lines);
  return `${all.join("\n")}\n`;
}

const block = "the expression as a block: `value: |-`, then the PQL on the next lines, indented";

interface Mistake {
  mistake: string;
  text: string;
  message: string;
  /** line:column of the problem's start. */
  at: string;
}

const mistakes: Mistake[] = [
  // 1. A key one space off its siblings.
  {
    mistake: "key indented one space more than its siblings",
    text: edit(5, "   format: pql/text"),
    message: "the key `format` is indented 3 spaces but its siblings 2; align it with `type`",
    at: "5:4",
  },
  {
    mistake: "key indented one space less than its siblings",
    text: edit(5, " format: pql/text"),
    message: "the key `format` is indented 1 space but its siblings 2; align it with `type`",
    at: "5:2",
  },
  {
    mistake: "top-level key indented",
    text: edit(2, " description: People who left a cart"),
    message: "the key `description` is indented 1 space but its siblings 0; align it with `name`",
    at: "2:2",
  },
  {
    mistake: "key of a list item aligned with its `-`",
    text: edit(
      8,
      "  name: _xdm.context.profile",
      "x-pql-audience:",
      "  suppress:",
      "    - rule: edge/no-time-window",
      "    reason: checked by hand",
    ),
    message: "the key `reason` is indented 4 spaces, like the `-` of the list item above; indent it 6 spaces to align it with `rule`",
    at: "12:5",
  },
  // 2. Tabs.
  {
    mistake: "tab indentation",
    text: edit(5, "\tformat: pql/text"),
    message: "this line is indented with a tab; YAML indents with spaces only",
    at: "5:1",
  },
  {
    mistake: "tab indentation on several lines",
    text: edit(4, "\ttype: PQL", "\tformat: pql/text", "\tvalue: a = 1"),
    message: "this line is indented with a tab; YAML indents with spaces only (and so are 2 lines below it)",
    at: "4:1",
  },
  // 3. Unterminated quotes.
  {
    mistake: "unterminated double quote",
    text: edit(1, 'name: "Cart abandoners'),
    message: 'the string that starts with `"` here is not closed on its line; add the closing `"`',
    at: "1:7",
  },
  {
    mistake: "unterminated single quote",
    text: edit(1, "name: 'Cart abandoners"),
    message: "the string that starts with `'` here is not closed on its line; add the closing `'`",
    at: "1:7",
  },
  {
    mistake: "unterminated quote in the middle",
    text: edit(2, 'description: "People who left a cart'),
    message: 'the string that starts with `"` here is not closed on its line; add the closing `"`',
    at: "2:14",
  },
  // 4. Block scalars.
  {
    mistake: "block scalar lines not indented",
    text: edit(6, "  value: |-", "  a = 1", "  and b = 2"),
    message: "the lines of the block `value: |-` must be indented more than `value` (2 spaces); indent them 4 spaces",
    at: "7:3",
  },
  {
    mistake: "block scalar line less indented than the first",
    text: edit(6, "  value: |-", "    a = 1", "   and b = 2"),
    message:
      "this line of the block `value: |-` is indented 3 spaces, less than its first line (4), so YAML ends the block before it; indent it 4 spaces",
    at: "8:4",
  },
  // 5. No space after the colon.
  {
    mistake: "no space after a key's colon",
    text: edit(1, "name:Cart abandoners"),
    message: "`name:Cart` needs a space after the colon; without it YAML does not read `name` as a key: write `name: Cart`",
    at: "1:5",
  },
  {
    mistake: "no space after a nested key's colon",
    text: edit(4, "  type:PQL"),
    message: "`type:PQL` needs a space after the colon; without it YAML does not read `type` as a key: write `type: PQL`",
    at: "4:7",
  },
  // 6. No colon at all.
  {
    mistake: "key without its colon",
    text: edit(3, "expression"),
    message: "`expression` needs a colon after it to be a key: write `expression:`",
    at: "3:1",
  },
  // 7. A key twice.
  {
    mistake: "duplicate key",
    text: edit(8, "  name: _xdm.context.profile", "name: Cart leavers"),
    message: "the key `name` is written twice in this mapping (first on line 1); YAML allows each key once: remove one",
    at: "9:1",
  },
  // 8. `: ` inside a plain value.
  {
    mistake: "`: ` inside a plain value",
    text: edit(2, "description: Cart: abandoners"),
    message:
      'the value of `description` contains `: `, which YAML reads as the start of another key; put the value in quotes: `description: "Cart: abandoners"`',
    at: "2:18",
  },
  {
    mistake: "`: ` inside plain PQL",
    text: edit(6, '  value: CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])'),
    message: `the PQL contains \`: \`, which YAML reads as the start of another key; write ${block}`,
    at: "6:37",
  },
  // 9. PQL or a value starting with a character YAML reserves.
  {
    mistake: "PQL starting with a quote",
    text: edit(6, '  value: "US" = homeAddress.countryCode'),
    message: `the PQL starts with \`"\`, so YAML reads \`"US"\` as the whole value and rejects the rest; write ${block}`,
    at: "6:10",
  },
  {
    mistake: "PQL starting with `[`",
    text: edit(6, '  value: ["US", "CA"].contains(homeAddress.countryCode)'),
    message: `the PQL starts with \`[\`, so YAML reads \`["US", "CA"]\` as a list and rejects the rest; write ${block}`,
    at: "6:10",
  },
  {
    mistake: "value starting with `@`",
    text: edit(2, "description: @marketing owns this"),
    message: 'a YAML value cannot start with `@` unless it is quoted: write `description: "@marketing owns this"`',
    at: "2:14",
  },
  {
    mistake: "value starting with `*` that is not an alias",
    text: edit(2, "description: *important* customers"),
    message:
      'a YAML value that starts with `*` is an alias, a reference to an anchor defined elsewhere; to write text that starts with `*`, quote it: `description: "*important* customers"`',
    at: "2:14",
  },
  // 10. Text after a closing quote.
  {
    mistake: "text after the closing quote",
    text: edit(1, 'name: "Cart" abandoners'),
    message:
      'text after the closing quote: YAML reads `"Cart"` as the whole value and rejects `abandoners`; put all of the value in quotes: `name: \'"Cart" abandoners\'`',
    at: "1:14",
  },
];

describe("YAML mistakes are reported in plain words where they are", () => {
  it.each(mistakes)("$mistake", ({ text, message, at }) => {
    const loaded = loadAudienceFile("a.audience.yaml", text);
    expect(loaded.audiences).toEqual([]);
    const found = loaded.problems.map((p) => ({ rule: p.rule, message: p.message, at: `${p.range.start.line}:${p.range.start.column}` }));
    expect(found).toEqual([{ rule: "audience/invalid-yaml", message, at }]);
  });
});

describe("what is not a mistake", () => {
  it.each([
    ["a byte order mark and CRLF line ends", `\uFEFF${good.split("\n").join("\r\n")}\r\n`],
    ["a quoted string over several lines", edit(2, 'description: "People who', '  left a cart"')],
    ["a plain value over several lines", edit(6, "  value: a = 1", "    and b = 2")],
    ["a block scalar", edit(6, "  value: |-", "    a = 1", "    and b = 2")],
    [
      "a list at the level of its key",
      edit(
        8,
        "  name: _xdm.context.profile",
        "x-pql-audience:",
        "  suppress:",
        "  - rule: edge/no-time-window",
        "    reason: checked by hand",
      ),
    ],
    ["`!!str`", edit(1, "name: !!str 2024")],
  ])("%s", (_, text) => {
    const loaded = loadAudienceFile("a.audience.yaml", text);
    expect(loaded.problems).toEqual([]);
    expect(loaded.audiences).toHaveLength(1);
  });
});

describe("YAML tags the audience schema cannot hold", () => {
  it.each([
    { tag: "!!binary on a string field", text: edit(6, "  value: !!binary YSA9IDE="), at: "6:10", tagText: "!!binary" },
    {
      tag: "!!binary on an object field",
      text: edit(8, "  name: _xdm.context.profile", "evaluationInfo: !!binary YSA9IDE="),
      at: "9:17",
      tagText: "!!binary",
    },
    { tag: "!!timestamp", text: edit(1, "name: !!timestamp 2024-01-01"), at: "1:7", tagText: "!!timestamp" },
    { tag: "!!set on a mapping", text: edit(3, "expression: !!set"), at: "3:13", tagText: "!!set" },
    { tag: "a local tag", text: edit(1, "name: !audience Cart"), at: "1:7", tagText: "!audience" },
  ])("$tag: one problem at the tag", ({ text, at, tagText }) => {
    const loaded = loadAudienceFile("a.audience.yaml", text);
    expect(loaded.audiences).toEqual([]);
    const found = loaded.problems.map((p) => ({ rule: p.rule, message: p.message, at: `${p.range.start.line}:${p.range.start.column}` }));
    expect(found).toEqual([
      {
        rule: "audience/invalid-yaml",
        message: `the YAML tag \`${tagText}\` is not allowed in an audience file, which holds only text, numbers, true or false, lists and mappings; remove the tag`,
        at,
      },
    ]);
  });
});

describe("the mistake scanner is quiet on valid YAML", () => {
  // It runs only on documents `yaml` found broken; a mistake it saw in a valid one would be a
  // wrong place and a wrong message there.
  const examples = new URL("../../examples/", import.meta.url);
  const files = readdirSync(examples).filter((f) => /\.ya?ml$/.test(f));
  it.each(files)("examples/%s", (f) => {
    expect(findMistakes(readFileSync(new URL(f, examples), "utf8"))).toEqual([]);
  });

  it("the benchmark corpus", () => {
    for (let i = 0; i < 400; i++) {
      const { file, text } = corpusFile(7, i);
      if (file.endsWith(".yaml") && !text.includes("expression: [")) expect(findMistakes(text), text).toEqual([]);
    }
  });

  it.each([
    ["keys that are not names", "continuous!&x: 1\n\"quoted\": 2\n'single': 3\nwith space: 4\na:b: 5\n"],
    ["a comment less indented than a block", "value: |-\n    a = 1\n  # about it\nb: 1\n"],
    ["PQL with `A: ` in a block", 'value: |-\n  CHAIN(xEvent, timestamp, [\n    A: WHAT(eventType = "x")\n  ])\nb: 1\n'],
    ["a key's text on the next line", "name:\n  a:b\nb: 1\n"],
    ["flow collections over several lines", "a: [1,\n  2]\nb: { c: 1,\n  d: 2 }\ne: 1\n"],
    ["anchors and aliases", "a: &x 1\nb: *x\nc: &m\n  d: 1\n"],
    ["lists of mappings", "s:\n  - rule: a\n    reason: b\n  - { rule: c, reason: d }\nt:\n- 1\n- 2\n"],
    ["several documents", "a: 1\n---\na: 2\n...\n"],
    ["a document that is a list of mappings", "- name: a\n  now: x\n- name: b\n  now: y\n"],
  ])("%s", (_, text) => {
    expect(findMistakes(text)).toEqual([]);
  });
});
