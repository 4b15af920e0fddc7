// pql/json -> PQL tree. Reads what to-pql-json.ts writes, and AEP's own forms where they differ
// (`literal` without `literalType`, `quantifier: "some"`, a profile written as the
// `XDMObject` literal "profile"). Any other input is refused with where it is: the JSON pointer
// of the node, and its span when the caller can place the pointer in a file (`spanOf`).
import type * as A from "../syntax/ast.js";
import { MAX_TREE_DEPTH } from "../syntax/index.js";
import { canonicalDigits } from "./to-pql-json.js";
import { binding, itemScope, letBinding, profileScope, type Scope } from "./scope.js";

export interface PqlJsonError {
  /** RFC 6901 pointer into the pql/json value: `/params/1/fieldName`. */
  pointer: string;
  message: string;
  /** Where the pointer's node is, when the caller told (`spanOf`). */
  span?: A.Span;
}

export type FromPqlJsonResult = { ok: true; ast: A.Expression } | { ok: false; error: PqlJsonError };

export interface FromPqlJsonOptions {
  /** The source span of the JSON value at a pointer; the tree's spans and the error's come from it. */
  spanOf?: (pointer: string) => A.Span | undefined;
}

const noWhere: A.Span = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };

class Refusal {
  constructor(
    readonly pointer: string,
    readonly message: string,
  ) {}
}

/** Reads a pql/json tree (parsed JSON: an object, not its text) into a PQL expression tree. */
export function fromPqlJson(json: unknown, options: FromPqlJsonOptions = {}): FromPqlJsonResult {
  const reader = new Reader(options.spanOf ?? (() => undefined));
  try {
    return { ok: true, ast: reader.expression(json, "", profileScope, 0) };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const span = options.spanOf?.(e.pointer);
    return { ok: false, error: { pointer: e.pointer, message: e.message, ...(span ? { span } : {}) } };
  }
}

type Json = { readonly [key: string]: unknown };

const binaryOperators = new Set<string>(["=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "in", "notIn", "like"]);
const comparators = new Set<string>(["=", "!=", "<", "<=", ">", ">="]);
const units = new Set<string>([
  "millisecond",
  "second",
  "minute",
  "hour",
  "day",
  "week",
  "month",
  "year",
  "decade",
  "century",
  "millennium",
]);
const directions = new Set<string>(["before", "after", "from"]);
const timeWords = new Set<string>(["now", "today", "yesterday", "tomorrow"]);
const periods = new Set<string>(["this", "last", "next"]);
const namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  return `${typeof value} ${String(value)}`;
}

class Reader {
  constructor(private readonly spanOf: (pointer: string) => A.Span | undefined) {}

  private span(pointer: string): A.Span {
    return this.spanOf(pointer) ?? noWhere;
  }

  private object(value: unknown, pointer: string): Json {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new Refusal(pointer, `expected a pql/json node (an object with a \`nodeType\`), found ${describe(value)}`);
    return value as Json;
  }

  private field(o: Json, key: string, pointer: string): unknown {
    if (!Object.hasOwn(o, key)) throw new Refusal(pointer, `this \`${String(o.nodeType)}\` node needs \`${key}\``);
    return o[key];
  }

  private string(o: Json, key: string, pointer: string, allowed?: ReadonlySet<string>): string {
    const v = this.field(o, key, pointer);
    if (typeof v !== "string") throw new Refusal(`${pointer}/${key}`, `\`${key}\` must be a string, found ${describe(v)}`);
    if (allowed && !allowed.has(v))
      throw new Refusal(
        `${pointer}/${key}`,
        `\`${key}\` is ${JSON.stringify(v)}; expected one of ${[...allowed].map((a) => `"${a}"`).join(", ")}`,
      );
    return v;
  }

  private name(o: Json, key: string, pointer: string): A.Name {
    const v = this.string(o, key, pointer);
    if (!namePattern.test(v))
      throw new Refusal(
        `${pointer}/${key}`,
        `${JSON.stringify(v)} is not a PQL name (letters, digits and \`_\`, not starting with a digit)`,
      );
    return { kind: "Name", name: v, span: this.span(`${pointer}/${key}`) };
  }

  private count(o: Json, key: string, pointer: string, minimum: number): number {
    const v = this.field(o, key, pointer);
    if (typeof v !== "number" || !Number.isSafeInteger(v) || v < minimum)
      throw new Refusal(`${pointer}/${key}`, `\`${key}\` must be a whole number of at least ${minimum}, found ${describe(v)}`);
    return v;
  }

  private list(o: Json, key: string, pointer: string): readonly unknown[] {
    const v = this.field(o, key, pointer);
    if (!Array.isArray(v)) throw new Refusal(`${pointer}/${key}`, `\`${key}\` must be an array, found ${describe(v)}`);
    return v;
  }

  expression(value: unknown, pointer: string, scope: Scope, depth: number): A.Expression {
    if (depth > MAX_TREE_DEPTH) throw new Refusal(pointer, `the tree is nested deeper than ${MAX_TREE_DEPTH} levels`);
    const o = this.object(value, pointer);
    const nodeType = o.nodeType;
    if (typeof nodeType !== "string") throw new Refusal(pointer, "this node has no `nodeType` string");
    const span = this.span(pointer);
    const sub = (v: unknown, p: string, s: Scope = scope) => this.expression(v, p, s, depth + 1);
    switch (nodeType) {
      case "literal":
        return this.literal(o, pointer, span);
      case "fieldLookup":
      case "parameterReference":
      case "varRef":
      case "parentReference":
        return this.lookup(o, pointer, scope, depth);
      case "this":
        return { kind: "This", span };
      case "contextReference":
        return { kind: "ContextReference", text: this.string(o, "text", pointer), span };
      case "array":
        return { kind: "Array", elements: this.list(o, "items", pointer).map((v, i) => sub(v, `${pointer}/items/${i}`)), span };
      case "object":
        return {
          kind: "Object",
          entries: this.list(o, "entries", pointer).map((v, i): A.ObjectEntry => {
            const at = `${pointer}/entries/${i}`;
            const entry = this.object(v, at);
            const key = this.string(entry, "key", at);
            return {
              kind: "ObjectEntry",
              key: { kind: "String", value: key, span: this.span(`${at}/key`) },
              value: sub(this.field(entry, "value", at), `${at}/value`),
              span: this.span(at),
            };
          }),
          span,
        };
      case "fnApply":
        return this.fnApply(o, pointer, scope, depth, span);
      case "filter":
        return {
          kind: "Filter",
          object: sub(this.field(o, "object", pointer), `${pointer}/object`),
          condition: sub(this.field(o, "condition", pointer), `${pointer}/condition`, itemScope(scope)),
          span,
        };
      case "lambda": {
        const params = this.list(o, "params", pointer).map((p, i): A.Name => {
          if (typeof p !== "string" || !namePattern.test(p))
            throw new Refusal(`${pointer}/params/${i}`, `a lambda parameter must be a PQL name, found ${describe(p)}`);
          return { kind: "Name", name: p, span: this.span(`${pointer}/params/${i}`) };
        });
        if (params.length === 0) throw new Refusal(`${pointer}/params`, "a lambda needs at least one parameter");
        return {
          kind: "Lambda",
          params,
          body: sub(this.field(o, "body", pointer), `${pointer}/body`, binding(scope, ...params.map((p) => p.name))),
          span,
        };
      }
      case "let": {
        const variable = this.name(o, "varName", pointer);
        return {
          kind: "Let",
          variable,
          value: sub(this.field(o, "value", pointer), `${pointer}/value`),
          body: sub(this.field(o, "body", pointer), `${pointer}/body`, letBinding(scope, variable.name)),
          span,
        };
      }
      case "select": {
        const [first, ...later] = this.variables(o, pointer, scope, depth).bindings;
        return {
          kind: "Select",
          variable: first!.variable,
          source: first!.source,
          condition: first!.condition,
          laterBindings: later,
          span,
        };
      }
      case "quantification": {
        const word = this.string(o, "quantifier", pointer, new Set(["exists", "forall", "some", "all"]));
        const quantifier = word === "some" || word === "exists" ? "exists" : "forall";
        return { kind: "Quantifier", quantifier, bindings: this.variables(o, pointer, scope, depth).bindings, span };
      }
      case "sum": {
        const { bindings, inner } = this.variables(o, pointer, scope, depth);
        const [first, ...later] = bindings;
        return {
          kind: "SumOver",
          value: sub(this.field(o, "value", pointer), `${pointer}/value`, inner),
          variable: first!.variable,
          source: first!.source,
          condition: first!.condition,
          laterBindings: later,
          span,
        };
      }
      case "timeWord":
        return { kind: "TimeWord", word: this.string(o, "word", pointer, timeWords) as A.TimeWord["word"], span };
      case "timePeriod":
        return {
          kind: "RelativePeriod",
          which: this.string(o, "which", pointer, periods) as A.RelativePeriod["which"],
          unit: this.string(o, "unit", pointer, units) as A.TimeUnit,
          span,
        };
      case "occurs":
        return {
          kind: "Occurs",
          subject: sub(this.field(o, "subject", pointer), `${pointer}/subject`),
          constraint: this.constraint(this.field(o, "constraint", pointer), `${pointer}/constraint`, scope, depth + 1),
          span,
        };
      case "chain":
        return {
          kind: "Chain",
          events: sub(this.field(o, "events", pointer), `${pointer}/events`),
          timestampField: this.name(o, "timestampField", pointer),
          steps: this.list(o, "steps", pointer).map((s, i) => this.chainStep(s, `${pointer}/steps/${i}`, scope, depth + 1)),
          span,
        };
      default:
        throw new Refusal(`${pointer}/nodeType`, `unknown nodeType ${JSON.stringify(nodeType)}`);
    }
  }

  private literal(o: Json, pointer: string, span: A.Span): A.Expression {
    const value = this.field(o, "value", pointer);
    const declared = o.literalType;
    const type =
      declared === undefined
        ? typeof value === "string"
          ? "String"
          : typeof value === "boolean"
            ? "Boolean"
            : typeof value === "number"
              ? Number.isInteger(value)
                ? "Integer"
                : "Double"
              : undefined
        : declared;
    const wrong = (expected: string) =>
      new Refusal(`${pointer}/value`, `a ${String(type)} literal's \`value\` must be ${expected}, found ${describe(value)}`);
    switch (type) {
      case "String":
        if (typeof value !== "string") throw wrong("a string");
        return { kind: "String", value, span };
      case "Boolean":
        if (typeof value !== "boolean") throw wrong("true or false");
        return { kind: "Boolean", value, span };
      case "Integer":
      case "Double": {
        if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
          throw wrong('a number of at least 0 (a minus is `fnApply` "-")');
        const raw = o.raw === undefined ? canonicalDigits(value, type === "Double") : o.raw;
        if (typeof raw !== "string" || !/^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(raw) || Number(raw) !== value)
          throw new Refusal(`${pointer}/raw`, `\`raw\` must be the digits of ${value}, found ${describe(raw)}`);
        return { kind: "Number", value, raw, span };
      }
      case "Date": {
        const m = typeof value === "string" ? /^([0-9]+)-([0-9]+)-([0-9]+)$/.exec(value) : null;
        if (!m) throw wrong('a date "YYYY-MM-DD"');
        return { kind: "Date", year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), span };
      }
      default:
        throw new Refusal(
          `${pointer}/literalType`,
          `unknown literalType ${describe(declared)}; expected "String", "Integer", "Double", "Boolean" or "Date"`,
        );
    }
  }

  /** A chain of `fieldLookup`s down to its base: a path when the base is a name, `$N` or `^`; member accesses otherwise. */
  private lookup(o: Json, pointer: string, scope: Scope, depth: number): A.Expression {
    const names: A.Name[] = [];
    const pointers: string[] = [];
    let current: Json = o;
    let at = pointer;
    while (current.nodeType === "fieldLookup") {
      names.unshift(this.name(current, "fieldName", at));
      pointers.unshift(at);
      if (!Object.hasOwn(current, "object") || current.object === undefined) {
        // No object: a field of the current scope (the profile's, or the current item's).
        return this.path({ type: "name" }, names, pointers, pointer);
      }
      at = `${at}/object`;
      current = this.object(current.object, at);
      if (depth + names.length > MAX_TREE_DEPTH) throw new Refusal(at, `the tree is nested deeper than ${MAX_TREE_DEPTH} levels`);
    }
    switch (current.nodeType) {
      case "varRef": {
        const variable = this.name(current, "varName", at);
        return this.path({ type: "name" }, [variable, ...names], [at, ...pointers], pointer);
      }
      case "parameterReference": {
        const position = this.count(current, "position", at, 0);
        // AEP roots the profile's fields at parameter 1: in the profile's scope that is a bare field.
        if (scope.profile && position === 1 && names.length > 0 && current.explicit !== true)
          return this.path({ type: "name" }, names, pointers, pointer);
        return this.path({ type: "param", index: position }, names, pointers, pointer);
      }
      case "parentReference":
        if (names.length === 0) throw new Refusal(at, "a `parentReference` needs a field after it (`^.name`)");
        return this.path({ type: "up", levels: this.count(current, "levels", at, 1) }, names, pointers, pointer);
      case "literal":
        if (current.literalType === "XDMObject" && current.value === "profile" && names.length > 0)
          return this.path({ type: "name" }, names, pointers, pointer);
        break;
    }
    // Fields of something that is not a path (`(select ...).head().core`): member accesses.
    let result = this.expression(current, at, scope, depth + names.length);
    for (const [i, property] of names.entries()) result = { kind: "MemberAccess", object: result, property, span: this.span(pointers[i]!) };
    return result;
  }

  private path(root: A.PathRoot, segments: A.Name[], _pointers: string[], pointer: string): A.Path {
    return { kind: "Path", root, segments, span: this.span(pointer) };
  }

  private fnApply(o: Json, pointer: string, scope: Scope, depth: number, span: A.Span): A.Expression {
    const fnName = this.string(o, "fnName", pointer);
    const rawParams = this.list(o, "params", pointer);
    const method = o.method === true;
    const arity = (n: number) => {
      if (rawParams.length !== n)
        throw new Refusal(
          `${pointer}/params`,
          `\`${fnName}\` takes ${n === 1 ? "one operand" : `${n} operands`}, found ${rawParams.length}`,
        );
    };
    const param = (i: number, s: Scope = scope) => this.expression(rawParams[i], `${pointer}/params/${i}`, s, depth + 1);
    if (method) {
      if (rawParams.length === 0) throw new Refusal(`${pointer}/params`, `the method \`${fnName}\` needs its receiver as the first param`);
      if (!namePattern.test(fnName)) throw new Refusal(`${pointer}/fnName`, `${JSON.stringify(fnName)} is not a PQL method name`);
      const inner = itemScope(scope);
      return {
        kind: "MethodCall",
        object: param(0),
        method: { kind: "Name", name: fnName, span: this.span(`${pointer}/fnName`) },
        args: rawParams.slice(1).map((_, i) => param(i + 1, inner)),
        span,
      };
    }
    if (fnName === "and" || fnName === "or") {
      if (rawParams.length < 2)
        throw new Refusal(`${pointer}/params`, `\`${fnName}\` takes at least 2 operands, found ${rawParams.length}`);
      return {
        kind: "Logical",
        operator: fnName,
        operands: rawParams.map((_, i) => param(i)),
        operatorSpans: rawParams.slice(1).map(() => span),
        span,
      };
    }
    if (fnName === "not" || fnName === "!" || (fnName === "-" && rawParams.length === 1)) {
      arity(1);
      return { kind: "Unary", operator: fnName, operand: param(0), operatorSpan: span, span };
    }
    if (binaryOperators.has(fnName)) {
      arity(2);
      return { kind: "Binary", operator: fnName as A.BinaryOperator, left: param(0), right: param(1), operatorSpan: span, span };
    }
    if (fnName === "if") {
      arity(3);
      const [test, then, otherwise] = [param(0), param(1), param(2)];
      return { kind: "If", test, then, otherwise, span };
    }
    if (fnName === "inSegment" && rawParams.length === 1) {
      const id = param(0);
      // The id's span is its JSON string (`"value": "<id>"`), quotes included, as in PQL text:
      // publish swaps an alias for an id there with a JSON string either way.
      if (id.kind === "String")
        return { kind: "SegmentReference", segmentId: id.value, idSpan: this.spanOf(`${pointer}/params/0/value`) ?? id.span, span };
    }
    if (!namePattern.test(fnName))
      throw new Refusal(`${pointer}/fnName`, `${JSON.stringify(fnName)} is neither a PQL operator nor a function name`);
    return {
      kind: "FunctionCall",
      callee: { kind: "Name", name: fnName, span: this.span(`${pointer}/fnName`) },
      args: rawParams.map((_, i) => param(i)),
      span,
    };
  }

  private variables(o: Json, pointer: string, scope: Scope, depth: number): { bindings: A.Binding[]; inner: Scope } {
    const list = this.list(o, "variables", pointer);
    if (list.length === 0) throw new Refusal(`${pointer}/variables`, "a binder needs at least one `varDecl`");
    const bindings: A.Binding[] = [];
    let outer = scope;
    for (const [i, v] of list.entries()) {
      const at = `${pointer}/variables/${i}`;
      const decl = this.object(v, at);
      if (decl.nodeType !== "varDecl") throw new Refusal(`${at}/nodeType`, `expected a \`varDecl\`, found ${describe(decl.nodeType)}`);
      const variable = this.name(decl, "varName", at);
      const source = this.expression(this.field(decl, "from", at), `${at}/from`, outer, depth + 1);
      const inner = binding(outer, variable.name);
      const where = decl.where;
      const condition = where === undefined || where === null ? null : this.expression(where, `${at}/where`, inner, depth + 1);
      bindings.push({ kind: "Binding", variable, source, condition, span: this.span(at) });
      outer = inner;
    }
    return { bindings, inner: outer };
  }

  private constraint(value: unknown, pointer: string, scope: Scope, depth: number): A.TimeConstraint {
    const o = this.object(value, pointer);
    const span = this.span(pointer);
    const anchor = (key: string) => this.expression(this.field(o, key, pointer), `${pointer}/${key}`, scope, depth + 1);
    switch (o.nodeType) {
      case "amountConstraint": {
        const amount = this.field(o, "amount", pointer);
        if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0)
          throw new Refusal(`${pointer}/amount`, `\`amount\` must be a number of at least 0, found ${describe(amount)}`);
        return {
          kind: "AmountConstraint",
          comparator: this.string(o, "comparator", pointer, comparators) as A.ComparisonOperator,
          amount,
          unit: this.string(o, "unit", pointer, units) as A.TimeUnit,
          direction: this.string(o, "direction", pointer, directions) as A.TimeDirection,
          anchor: anchor("anchor"),
          span,
        };
      }
      case "directionConstraint":
        return {
          kind: "DirectionConstraint",
          direction: this.string(o, "direction", pointer, directions) as A.TimeDirection,
          anchor: anchor("anchor"),
          span,
        };
      case "pointConstraint": {
        const on = o.on ?? false;
        if (typeof on !== "boolean") throw new Refusal(`${pointer}/on`, `\`on\` must be true or false, found ${describe(on)}`);
        return { kind: "PointConstraint", on, anchor: anchor("anchor"), span };
      }
      case "betweenConstraint":
        return { kind: "BetweenConstraint", from: anchor("from"), to: anchor("to"), span };
      default:
        throw new Refusal(
          `${pointer}/nodeType`,
          `expected a time constraint (\`amountConstraint\`, \`directionConstraint\`, \`pointConstraint\` or \`betweenConstraint\`), found ${describe(o.nodeType)}`,
        );
    }
  }

  private chainStep(value: unknown, pointer: string, scope: Scope, depth: number): A.ChainStep {
    const o = this.object(value, pointer);
    if (o.nodeType !== "chainStep") throw new Refusal(`${pointer}/nodeType`, `expected a \`chainStep\`, found ${describe(o.nodeType)}`);
    const inner = itemScope(scope);
    const count = o.count;
    if (count !== undefined && count !== null && (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0))
      throw new Refusal(`${pointer}/count`, `\`count\` must be a whole number, found ${describe(count)}`);
    return {
      kind: "ChainStep",
      label: this.name(o, "label", pointer),
      what: this.expression(this.field(o, "what", pointer), `${pointer}/what`, inner, depth + 1),
      where: o.where === undefined || o.where === null ? null : this.expression(o.where, `${pointer}/where`, inner, depth + 1),
      when: o.when === undefined || o.when === null ? null : this.constraint(o.when, `${pointer}/when`, inner, depth + 1),
      count: typeof count === "number" ? count : null,
      span: this.span(pointer),
    };
  }
}
