// PQL tree -> pql/json. Every node of the tree has exactly one JSON form, and from-pql-json.ts
// reads each back to the same node (spans aside): `fromPqlJson(toPqlJson(tree))` prints as the
// same canonical text. Node types and the choices behind them: docs/pql-json.md.
import type * as A from "../syntax/ast.js";
import type { JsonValue, PqlJson } from "./node-types.js";
import { binding, itemScope, letBinding, profileScope, type Scope } from "./scope.js";

/** The pql/json of a PQL expression tree (a JSON object; `JSON.stringify` it for `expression.value`). */
export function toPqlJson(tree: A.Expression): PqlJson {
  return expression(tree, profileScope);
}

function node(nodeType: string, fields: { [key: string]: JsonValue | undefined }): PqlJson {
  const out: { [key: string]: JsonValue } = { nodeType };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out as PqlJson;
}

const fnApply = (fnName: string, params: PqlJson[], extra: { [key: string]: JsonValue } = {}): PqlJson =>
  node("fnApply", { fnName, params, ...extra });

const literal = (literalType: string, value: JsonValue, raw?: string): PqlJson => node("literal", { literalType, value, raw });

function numberLiteral(n: A.NumberLiteral): PqlJson {
  const double = /[.eE]/.test(n.raw);
  // The digits as written survive in `raw` only when the value alone would print differently
  // (`1.50`, `1e3`, an integer past 2^53): PQL tells integers from doubles by their digits.
  return literal(double ? "Double" : "Integer", n.value, n.raw === canonicalDigits(n.value, double) ? undefined : n.raw);
}

/** How a number prints when pql/json gives only its value and type. */
export function canonicalDigits(value: number, double: boolean): string {
  const text = String(value);
  return double && !/[.eE]/.test(text) ? `${text}.0` : text;
}

/** `YYYY-MM-DD`, the date as JSON text (the parts as written, so `date(2020, 13, 1)` survives too). */
function dateText(d: A.DateLiteral): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

function lookups(base: PqlJson | undefined, names: readonly A.Name[]): PqlJson {
  let current = base;
  for (const segment of names) current = node("fieldLookup", { fieldName: segment.name, object: current });
  return current!;
}

function path(p: A.Path, scope: Scope): PqlJson {
  switch (p.root.type) {
    case "name": {
      const [first, ...rest] = p.segments;
      if (scope.bound.has(first!.name)) return lookups(node("varRef", { varName: first!.name }), rest);
      return lookups(scope.profile ? node("parameterReference", { position: 1 }) : undefined, p.segments);
    }
    case "param": {
      // In the profile's scope a bare field is already `$1`'s; an `$1` the author wrote is marked
      // so that it reads back as written.
      const explicit = scope.profile && p.root.index === 1 && p.segments.length > 0 ? true : undefined;
      return lookups(node("parameterReference", { position: p.root.index, explicit }), p.segments);
    }
    case "up":
      return lookups(node("parentReference", { levels: p.root.levels }), p.segments);
  }
}

interface BindingLike {
  variable: A.Name;
  source: A.Expression;
  condition: A.Expression | null;
}

/** The `varDecl`s of a binder, each source in the scope of the variables before it; returns the scope of all. */
function variables(list: readonly BindingLike[], scope: Scope): { decls: PqlJson[]; inner: Scope } {
  const decls: PqlJson[] = [];
  let outer = scope;
  for (const b of list) {
    const from = expression(b.source, outer);
    const inner = binding(outer, b.variable.name);
    decls.push(node("varDecl", { varName: b.variable.name, from, where: b.condition ? expression(b.condition, inner) : undefined }));
    outer = inner;
  }
  return { decls, inner: outer };
}

function timeConstraint(c: A.TimeConstraint, scope: Scope): PqlJson {
  switch (c.kind) {
    case "AmountConstraint":
      return node("amountConstraint", {
        comparator: c.comparator,
        amount: c.amount,
        unit: c.unit,
        direction: c.direction,
        anchor: expression(c.anchor, scope),
      });
    case "DirectionConstraint":
      return node("directionConstraint", { direction: c.direction, anchor: expression(c.anchor, scope) });
    case "PointConstraint":
      return node("pointConstraint", { on: c.on, anchor: expression(c.anchor, scope) });
    case "BetweenConstraint":
      return node("betweenConstraint", { from: expression(c.from, scope), to: expression(c.to, scope) });
  }
}

function chainStep(step: A.ChainStep, scope: Scope): PqlJson {
  const inner = itemScope(scope);
  return node("chainStep", {
    label: step.label.name,
    what: expression(step.what, inner),
    where: step.where ? expression(step.where, inner) : undefined,
    when: step.when ? timeConstraint(step.when, inner) : undefined,
    count: step.count ?? undefined,
  });
}

function expression(e: A.Expression, scope: Scope): PqlJson {
  const sub = (x: A.Expression) => expression(x, scope);
  switch (e.kind) {
    case "String":
      return literal("String", e.value);
    case "Number":
      return numberLiteral(e);
    case "Boolean":
      return literal("Boolean", e.value);
    case "Date":
      return literal("Date", dateText(e));
    case "Array":
      return node("array", { items: e.elements.map(sub) });
    case "Object":
      return node("object", { entries: e.entries.map((entry) => ({ key: entry.key.value, value: sub(entry.value) })) });
    case "Path":
      return path(e, scope);
    case "This":
      return node("this", {});
    case "ContextReference":
      return node("contextReference", { text: e.text });
    case "SegmentReference":
      return fnApply("inSegment", [literal("String", e.segmentId)]);
    case "Logical":
      return fnApply(e.operator, e.operands.map(sub));
    case "Binary":
      return fnApply(e.operator, [sub(e.left), sub(e.right)]);
    case "Unary":
      return fnApply(e.operator, [sub(e.operand)]);
    case "MemberAccess":
      return node("fieldLookup", { fieldName: e.property.name, object: sub(e.object) });
    case "MethodCall": {
      const inner = itemScope(scope);
      return fnApply(e.method.name, [sub(e.object), ...e.args.map((a) => expression(a, inner))], { method: true });
    }
    case "Filter":
      return node("filter", { object: sub(e.object), condition: expression(e.condition, itemScope(scope)) });
    case "FunctionCall":
      return fnApply(e.callee.name, e.args.map(sub));
    case "If":
      // Written like a function call, `if(test, then, otherwise)`, so read as one: AEP's `fnApply`.
      return fnApply("if", [sub(e.test), sub(e.then), sub(e.otherwise)]);
    case "Lambda":
      return node("lambda", {
        params: e.params.map((p) => p.name),
        body: expression(e.body, binding(scope, ...e.params.map((p) => p.name))),
      });
    case "Let":
      return node("let", { varName: e.variable.name, value: sub(e.value), body: expression(e.body, letBinding(scope, e.variable.name)) });
    case "Select":
      return node("select", { variables: variables([e, ...e.laterBindings], scope).decls });
    case "Quantifier":
      return node("quantification", { quantifier: e.quantifier, variables: variables(e.bindings, scope).decls });
    case "SumOver": {
      const { decls, inner } = variables([e, ...e.laterBindings], scope);
      return node("sum", { value: expression(e.value, inner), variables: decls });
    }
    case "TimeWord":
      return node("timeWord", { word: e.word });
    case "RelativePeriod":
      return node("timePeriod", { which: e.which, unit: e.unit });
    case "Occurs":
      return node("occurs", { subject: sub(e.subject), constraint: timeConstraint(e.constraint, scope) });
    case "Chain":
      return node("chain", {
        events: sub(e.events),
        timestampField: e.timestampField.name,
        steps: e.steps.map((s) => chainStep(s, scope)),
      });
  }
}
