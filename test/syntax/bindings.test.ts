// `select` and `sum ... over` with several bindings, as Segment Builder's code view and older AEP
// docs write them: `select A from xEvent where ..., B from A.productListItems where ...`. One case
// per row: the input, the tree (an S-expression, see helpers.ts) and the canonical text.
import { describe, expect, it } from "vitest";
import { parse } from "../../src/syntax/index.js";
import { print } from "../../src/syntax/print.js";
import { sexpr } from "./helpers.js";

function parsed(text: string) {
  const { ast, errors } = parse(text);
  expect(errors.map((e) => e.message)).toEqual([]);
  return ast!;
}

describe("several bindings", () => {
  it.each([
    // select
    [
      'select A from xEvent where A.eventType = "commerce.purchases", B from A.productListItems where B.SKU = "PS"',
      '(select A xEvent (= A.eventType "commerce.purchases") (B A.productListItems (= B.SKU "PS")))',
      'select A from xEvent where A.eventType = "commerce.purchases", B from A.productListItems where B.SKU = "PS"',
    ],
    ["select A from xEvent, B from A.productListItems", "(select A xEvent null (B A.productListItems null))"],
    [
      "select A from x,B from A.y,C from B.z where C.w = 1",
      "(select A x null (B A.y null) (C B.z (= C.w 1)))",
      "select A from x, B from A.y, C from B.z where C.w = 1",
    ],
    // sum ... over: the value is read in the scope of every binding
    [
      "sum B.priceTotal over A from xEvent where A.timestamp occurs today, B from A.productListItems",
      "(sum B.priceTotal A xEvent (occurs A.timestamp (at today)) (B A.productListItems null))",
      "sum B.priceTotal over A from xEvent where A.timestamp occurs today, B from A.productListItems",
    ],
    ["sum 1 over A from a, B from b where c", "(sum 1 A a null (B b c))"],
    // a binder in a condition before a `,` is parenthesized, or it would take the next binding
    ["select A from a where (select B from b), C from c", "(select A a (select B b null) (C c null))"],
    ["select A from a where select B from b, C from c", "(select A a (select B b null (C c null)))"],
    ["select A from a where (exists B from b), C from c", "(select A a (exists (B b null)) (C c null))"],
    // a `,` not followed by `<name> from` belongs to the list around the select
    ["f(select A from x where c, 2)", "(f (select A x c) 2)"],
    ["[select A from x, B from A.y, 1]", "[(select A x null (B A.y null)) 1]"],
    ['{"a": sum 1 over A from x, "b": 2}', '{"a": (sum 1 A x null), "b": 2}'],
    ["f(select A from x, B)", "(f (select A x null) B)"],
    ["(select A from x where c, B from A.y).head()", "(.head (select A x c (B A.y null)))"],
  ])("%s", (input, tree, canonical = input) => {
    const ast = parsed(input);
    expect(sexpr(ast)).toBe(tree);
    expect(print(ast)).toBe(canonical);
    expect(sexpr(parsed(print(ast)))).toBe(tree);
  });

  it.each([
    ["select A from xEvent, B from", "expected a value after `from`, found the end of the expression"],
    ["sum 1 over A from xEvent, B from", "expected a value after `from`, found the end of the expression"],
    ["select A from xEvent, B", "unexpected `,` after a complete expression; did you forget `and` or `or`?"],
  ])("%s is a syntax error", (input, message) => {
    const { ast, errors } = parse(input);
    expect(ast).toBeNull();
    expect(errors.map((e) => e.message)).toEqual([message]);
  });

  it("spans: the select covers every binding, and each later binding its own text", () => {
    const text = "select A from xEvent, B from A.items where B.x = 1";
    const ast = parsed(text);
    if (ast.kind !== "Select") throw new Error(ast.kind);
    expect(text.slice(ast.span.start.offset, ast.span.end.offset)).toBe(text);
    expect(ast.laterBindings.map((b) => text.slice(b.span.start.offset, b.span.end.offset))).toEqual(["B from A.items where B.x = 1"]);
  });
});
