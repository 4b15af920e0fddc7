// The VS Code extension (editors/vscode/) is checked without running VS Code: its manifest points
// at files that exist, its grammars are valid JSON whose patterns compile and colour a sample the
// way a reader expects, its word lists are the parser's, and its packaging tool runs on Node 20.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { functionNames, methodNames } from "../../src/syntax/functions.js";

const extension = new URL("../../editors/vscode/", import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, extension), "utf8"));
const manifest = json("package.json");
const grammar = json("syntaxes/pql.tmLanguage.json");
const injection = json("syntaxes/pql-in-yaml.tmLanguage.json");

interface Rule {
  name?: string;
  match?: string;
  begin?: string;
  end?: string;
  captures?: Record<string, { name?: string }>;
  patterns?: Rule[];
  include?: string;
}

describe("the manifest", () => {
  const paths = [
    manifest.main,
    ...manifest.contributes.languages.map((l: { configuration: string }) => l.configuration),
    ...manifest.contributes.grammars.map((g: { path: string }) => g.path),
    "README.md",
  ];
  it.each(paths)("%s exists", (path) => expect(existsSync(new URL(path, extension))).toBe(true));
  it("its entry is valid JavaScript (node --check)", () => {
    const checked = spawnSync(process.execPath, ["--check", fileURLToPath(new URL(manifest.main, extension))], { encoding: "utf8" });
    expect(checked.stderr).toBe("");
    expect(checked.status).toBe(0);
  });
  it("starts `pql-audience lsp`", () => expect(readFileSync(new URL(manifest.main, extension), "utf8")).toContain('args: ["lsp"]'));
  it("packages with a vsce that runs on Node 20, pinned in its own lock", () => {
    const lock = json("package-lock.json");
    const vsce = lock.packages["node_modules/@vscode/vsce"];
    expect(manifest.devDependencies["@vscode/vsce"]).toBe(vsce.version);
    expect(vsce.engines.node).toMatch(/^>=\s*20$/);
    expect(manifest.scripts.package).toMatch(/^vsce package /);
  });
  it("the language configuration is valid JSON with brackets", () => expect(json("language-configuration.json").brackets).toHaveLength(3));
});

/** Every regular expression of a grammar, with where it is. */
function regexes(rules: Record<string, Rule>): [string, string][] {
  const out: [string, string][] = [];
  const walk = (rule: Rule, at: string) => {
    for (const key of ["match", "begin", "end"] as const) if (rule[key]) out.push([`${at}.${key}`, rule[key]!]);
    rule.patterns?.forEach((p, i) => walk(p, `${at}.patterns[${i}]`));
  };
  for (const [name, rule] of Object.entries(rules)) walk(rule, name);
  return out;
}

describe("the grammars' patterns compile", () => {
  it.each([...regexes(grammar.repository), ...regexes(injection.repository)])("%s", (_, source) => {
    // The end of a block value refers to its begin's first group (TextMate's back-reference): the indent.
    expect(() => new RegExp(source.replace(/\\1/g, "  "))).not.toThrow();
  });
});

describe("the word lists are the parser's", () => {
  const words = (rule: string) => /\(\?:([^)]+)\)/.exec(grammar.repository[rule].match)![1]!.split("|").sort();
  it("functions", () => expect(words("function")).toEqual([...functionNames].sort()));
  it("methods", () => expect(words("method")).toEqual([...methodNames].sort()));
});

/** Where a begin/end rule's end matches, its own patterns (escapes) tried first at each place, as TextMate does. */
function endOf(rule: Rule, line: string, from: number): number {
  let pos = from;
  while (pos <= line.length) {
    const close = new RegExp(rule.end!, "g");
    close.lastIndex = pos;
    const c = close.exec(line);
    if (!c) return line.length;
    const inner = (rule.patterns ?? []).map((p) => {
      const re = new RegExp(p.match!, "g");
      re.lastIndex = pos;
      return re.exec(line);
    });
    const skip = inner.find((m) => m && m.index < c.index + (c[0].length === 0 ? 1 : 0) && m.index <= c.index);
    if (!skip) return c.index + c[0].length;
    pos = skip.index + skip[0].length;
  }
  return line.length;
}

/** A small TextMate reading of one line: the earliest match of the expression's patterns wins, as in TextMate. */
function tokenize(line: string): [string, string][] {
  const rules = (grammar.repository.expression.patterns as Rule[]).map((p) => grammar.repository[p.include!.slice(1)] as Rule);
  const tokens: [string, string][] = [];
  let pos = 0;
  while (pos < line.length) {
    let best: { rule: Rule; m: RegExpExecArray } | undefined;
    for (const rule of rules) {
      const re = new RegExp(rule.match ?? rule.begin!, "g");
      re.lastIndex = pos;
      const m = re.exec(line);
      if (m && (!best || m.index < best.m.index)) best = { rule, m };
    }
    if (!best) break;
    const { rule, m } = best;
    let end = m.index + m[0].length;
    if (rule.begin) end = endOf(rule, line, end);
    if (rule.name) tokens.push([line.slice(m.index, end), rule.name]);
    for (const [group, capture] of Object.entries(rule.captures ?? {})) if (capture.name) tokens.push([m[Number(group)]!, capture.name]);
    pos = Math.max(end, pos + 1);
  }
  return tokens;
}

describe("a sample line is coloured", () => {
  const line =
    'inSegment("alias:gold") and person.name.startsWith("Jo") and CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x\\"y") WHEN(< 3 days before now)]) and count > 2.5';
  const tokens = tokenize(line);
  it.each([
    ["inSegment", "support.function.pql"],
    ['"alias:gold"', "string.quoted.double.pql"],
    ["and", "keyword.operator.word.pql"],
    ["startsWith", "support.function.method.pql"],
    ["CHAIN", "keyword.control.chain.pql"],
    ['"x\\"y"', "string.quoted.double.pql"],
    ["days", "keyword.other.time.pql"],
    ["now", "keyword.other.time.pql"],
    ["person", "variable.other.pql"],
    ["count", "variable.other.pql"], // a field here: no call follows
    ["2.5", "constant.numeric.pql"],
  ])("%s is %s", (text, scope) => expect(tokens).toContainEqual([text, scope]));
});

describe("the PQL of an audience YAML is injected", () => {
  const block = injection.repository["block-value"];
  it.each([
    ["  value: |-", "block-value", true],
    ["  value: >", "block-value", true],
    ['  value: "a = 1"', "double-quoted-value", true],
    ["  value: 'a = 1'", "single-quoted-value", true],
    ["  value: a = 1", "plain-value", true],
    ["  name: a = 1", "plain-value", false],
  ])("%j starts %s: %s", (line, rule, starts) => {
    const r = injection.repository[rule];
    expect(new RegExp(r.begin ?? r.match).test(line)).toBe(starts);
  });
  it.each([
    ["    a = 1 and", false],
    ["", false],
    ["evaluationInfo:", true],
    ["  type: PQL", true],
  ])("a block under a key indented 2 ends at %j: %s", (line, ends) => {
    expect(new RegExp(block.end.replace(/\\1/g, "  ")).test(line)).toBe(ends);
  });
  it("into YAML", () =>
    expect(manifest.contributes.grammars.find((g: { scopeName: string }) => g.scopeName === injection.scopeName).injectTo).toEqual([
      "source.yaml",
    ]));
});
