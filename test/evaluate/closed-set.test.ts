// The evaluator implements exactly PQL's closed set of functions and methods, the one the parser and
// the linter accept (src/syntax/functions.ts): a name the linter accepts always evaluates, and the
// evaluator has no extra name a user could rely on that AEP rejects.
import { expect, it } from "vitest";
import { functions, methods } from "../../src/evaluate/functions.js";
import { functionNames, methodNames } from "../../src/syntax/functions.js";

it("methods: the evaluator's are the syntax's closed set", () => {
  expect(Object.keys(methods).sort()).toEqual([...methodNames].sort());
});

it("functions: the evaluator's are the syntax's closed set (inSegment is evaluated with membership)", () => {
  expect([...Object.keys(functions), "inSegment"].sort()).toEqual([...functionNames].sort());
});
