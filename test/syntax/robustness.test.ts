// Any input returns a result and never throws: binary junk, a megabyte of text, deep nesting,
// long prefix chains. Each row: a generated input and what the result must be.
import { describe, expect, it } from "vitest";
import { MAX_NESTING, MAX_TREE_DEPTH, parse } from "../../src/syntax/index.js";

/** Deterministic pseudo-random bytes (a linear congruential generator), so failures reproduce. */
function junk(length: number, seed: number): string {
  let x = seed;
  let out = "";
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out += String.fromCharCode(x >>> 16);
  }
  return out;
}

const nested = (n: number) => `${"(".repeat(n)}a${")".repeat(n)}`;

describe("inputs that must give one clear error", () => {
  it.each([
    ["10 000 nested parentheses", nested(10_000), `nested too deeply: more than ${MAX_NESTING} levels of brackets`],
    [`${MAX_NESTING + 1} nested parentheses`, nested(MAX_NESTING + 1), `nested too deeply: more than ${MAX_NESTING} levels of brackets`],
    [
      "10 000 nested filters",
      `a${"[b".repeat(10_000)}${"]".repeat(10_000)}`,
      `nested too deeply: more than ${MAX_NESTING} levels of brackets`,
    ],
    ["10 000 unclosed `(`", "(".repeat(10_000), `nested too deeply: more than ${MAX_NESTING} levels of brackets`],
    // Prefix chains are read without recursion (a run of `not`s is one repetition), so the depth
    // of the tree they make is what is reported.
    ["10 000 `not`s", `${"not ".repeat(10_000)}a`, `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`],
    ["10 000 `!`s", `${"!".repeat(10_000)}a`, `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`],
    ["10 000 unary `-`s", `${"- ".repeat(10_000)}a`, `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`],
    ["2 000 nested `let`s", `${"let x = 1 in ".repeat(2_000)}x`, "nested too deeply to parse"],
    ["100 000 `+` in a row", "+".repeat(100_000), "expected an expression, found `+`"],
    [
      "a + a + ... 100 000 times",
      `a${" + a".repeat(100_000)}`,
      `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`,
    ],
    ["100 000 `=`", "= ".repeat(100_000), "expected an expression, found `=`"],
  ])("%s", (_name, input, message) => {
    const { ast, errors } = parse(input);
    expect(ast).toBeNull();
    expect(errors[0]?.message).toBe(message);
  });
});

describe("inputs that parse", () => {
  it.each([
    [`${MAX_NESTING} nested parentheses`, nested(MAX_NESTING), "Path"],
    ["a 1 MB conjunction", `${"a = 1 and ".repeat(100_000)}b`, "Logical"],
    ["a path of 100 000 names", `a${".b".repeat(100_000)}`, "Path"],
    ["900 `not`s", `${"not ".repeat(900)}a`, "Unary"],
  ])(
    "%s",
    (_name, input, kind) => {
      const { ast, errors } = parse(input);
      expect(errors).toEqual([]);
      expect(ast?.kind).toBe(kind);
    },
    120_000,
  ); // a megabyte takes seconds (garbage collection of the syntax tree); more on a loaded machine
});

describe("junk", () => {
  it.each([1, 2, 3, 4, 5])("random UTF-16 junk, seed %i: errors, at most 20, each inside the input", (seed) => {
    const text = junk(20_000, seed);
    const { ast, errors } = parse(text);
    expect(ast).toBeNull();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(20);
    for (const e of errors) {
      expect(e.span.start.offset).toBeGreaterThanOrEqual(0);
      expect(e.span.end.offset).toBeLessThanOrEqual(text.length);
      expect(e.span.start.offset).toBeLessThanOrEqual(e.span.end.offset);
    }
  });

  it("binary bytes decoded as Latin-1 (NUL, control characters, high bytes)", () => {
    const bytes = Uint8Array.from({ length: 65_536 }, (_, i) => (i * 131 + (i >> 8)) & 0xff);
    const { ast, errors } = parse(new TextDecoder("latin1").decode(bytes));
    expect(ast).toBeNull();
    expect(errors[0]!.message).toBe("unexpected character U+0000");
  });

  it("the empty input and whitespace only", () => {
    expect(parse("").errors.map((e) => e.message)).toEqual(["expected an expression, found the end of the expression"]);
    expect(parse(" \n\t ").errors.map((e) => e.message)).toEqual(["expected an expression, found the end of the expression"]);
  });
});

describe("the parser is reusable after a failure", () => {
  it.each([
    ["a stack overflow", `${"not ".repeat(10_000)}a`],
    ["an error in recovery", "CHAIN(xEvent, 1, [C0: WHAT(e)"],
    ["too deep", nested(10_000)],
  ])("after %s, the next parse is as good as a first one", (_name, bad) => {
    const good = 'homeAddress.countryCode = "US" and chain(xEvent, timestamp, [A: WHAT(eventType = "x")])';
    const before = parse(good);
    parse(bad);
    expect(parse(good)).toEqual(before);
  });
});
