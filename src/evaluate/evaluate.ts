// evaluate(ast, { profile, events, now }) -> { status, qualifies, value, trace }: PQL's meaning,
// on one profile and its events, at an instant the caller gives (the wall clock is never read
// here). Bad data or a type error never throws: the value is false or null and the trace says
// why. Every evaluation runs under a budget (budget.ts): going over it is a result too, and so is
// data nested past MAX_DATA_DEPTH levels (data-depth.ts), checked before anything is evaluated.
import type * as A from "../syntax/ast.js";
import { closest } from "../text/did-you-mean.js";
import { exists, forall, eachMatch, select, type BinderHost, type Clause } from "./binders.js";
import { matchChain, type TimedEvent } from "./chain.js";
import { Meter, OverBudget, type Budget, type BudgetExceeded } from "./budget.js";
import { dataTooDeep, stackRanOut, type DataTooDeep } from "./data-depth.js";
import { arity, functions, methods, perElementMethods, type Call } from "./functions.js";
import { like } from "./like.js";
import { field, itemUp, lookupVariable, withItem, withVariable, type Scope } from "./scope.js";
import {
  datePeriod,
  occursAmount,
  occursBetween,
  occursDirection,
  occursIn,
  point,
  relativePeriod,
  timeWordPeriod,
  type Period,
} from "./time-words.js";
import { TraceRecorder, type Trace } from "./trace.js";
import {
  compare,
  equal,
  fromData,
  inDateRange,
  Instant,
  parseIso,
  setOwn,
  toInstantMs,
  toJson,
  truthy,
  typeName,
  type Value,
} from "./values.js";

/** Who else the profile belongs to, as the caller knows it: ids, a table of id -> member, or a test. */
export type Membership = readonly string[] | Readonly<Record<string, boolean>> | ((segmentId: string) => boolean);

export interface EvaluationInput {
  /** The profile as AEP stores it (XDM JSON: nested objects, `identityMap`, `segmentMembership`). */
  profile: unknown;
  /** The profile's ExperienceEvents (`eventType`, `timestamp` as ISO-8601, any other fields). */
  events?: readonly unknown[];
  /** The evaluation instant: a Date, milliseconds since the epoch, or an ISO-8601 string. */
  now: Date | number | string;
  membership?: Membership;
  /** The most work and the biggest value this evaluation may take; defaults protect a caller that sets nothing. */
  budget?: Budget;
}

/** The expression was evaluated: the profile qualifies or not. */
export interface Evaluated {
  status: "evaluated";
  /** Whether the profile is in the audience: the value is true, or a non-empty array. */
  qualifies: boolean;
  /** The expression's value as JSON (timestamps as ISO strings). */
  value: unknown;
  trace: Trace;
}

/** The evaluation went over its budget: there is no answer (neither in nor out), and `budget` says where it stopped. */
export interface BudgetExceededResult {
  status: "budget-exceeded";
  qualifies: undefined;
  value: undefined;
  /** What was recorded before the evaluation stopped. */
  trace: Trace;
  budget: BudgetExceeded;
}

/**
 * The profile or one of its events nests past MAX_DATA_DEPTH levels: it was not evaluated, so
 * there is no answer (neither in nor out), and `data` says where the data is too deep.
 */
export interface DataTooDeepResult {
  status: "data-too-deep";
  qualifies: undefined;
  value: undefined;
  /** The expression's top node with no value: nothing was evaluated. */
  trace: Trace;
  data: DataTooDeep;
}

export type EvaluationResult = Evaluated | BudgetExceededResult | DataTooDeepResult;

const booleanKinds = new Set(["Logical", "Occurs", "Chain", "SegmentReference", "Quantifier"]);
const comparisonOperators = new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);

/** `now` in milliseconds; NaN (reported, time constraints false) for anything that is not an instant a Date can hold. */
function nowMs(now: unknown): number {
  const ms =
    now instanceof Date
      ? now.getTime()
      : typeof now === "number"
        ? now
        : typeof now === "string"
          ? (parseIso(now) ?? Number.NaN)
          : Number.NaN;
  return inDateRange(ms) ? ms : Number.NaN;
}

function membershipTest(m: Membership | undefined | null): (id: string) => boolean {
  if (m === undefined || m === null || (typeof m !== "object" && typeof m !== "function")) return () => false;
  if (typeof m === "function") return (id) => m(id) === true;
  if (Array.isArray(m)) {
    const ids = new Set<string>(m);
    return (id) => ids.has(id);
  }
  const table = m as Readonly<Record<string, boolean>>;
  return (id) => Object.hasOwn(table, id) && table[id] === true;
}

export function evaluate(ast: A.Expression, input: EvaluationInput): EvaluationResult {
  // Built inside the try: input from JavaScript callers may be anything (null, a throwing getter).
  let evaluator: Evaluator | null = null;
  let value: Value;
  let json: unknown;
  try {
    const deep = dataTooDeep(fromData(input?.profile), Array.isArray(input?.events) ? input.events : []);
    if (deep) return tooDeepResult(ast, deep);
    evaluator = new Evaluator(input);
    value = evaluator.run(ast);
    json = toJson(value);
  } catch (e) {
    evaluator ??= new Evaluator({ profile: null, now: Number.NaN });
    if (e instanceof OverBudget) {
      const trace = evaluator.trace.result({ kind: ast.kind, span: ast.span, value: null });
      return { status: "budget-exceeded", qualifies: undefined, value: undefined, trace, budget: e.exceeded };
    }
    // An exhausted stack should not get here (the parser bounds an expression's depth, the check
    // above the data's): as a last resort it is the same answer as deep data, never "does not qualify".
    // V8 words it "Maximum call stack size exceeded"; other RangeErrors (an invalid date's ISO text) are bugs.
    if (e instanceof RangeError && /call stack/i.test(e.message)) return tooDeepResult(ast, stackRanOut());
    // Only a bug gets here: the caller gets an answer and a reason, not an exception.
    evaluator.trace.problem(ast.span, `internal error: ${e instanceof Error ? e.message : String(e)}`);
    value = null;
    json = null;
  }
  const qualifies = truthy(value);
  const top = { kind: ast.kind, span: ast.span, value: value === null ? null : qualifies };
  return { status: "evaluated", qualifies, value: json, trace: evaluator.trace.result(top) };
}

function tooDeepResult(ast: A.Expression, data: DataTooDeep): DataTooDeepResult {
  const trace = new TraceRecorder().result({ kind: ast.kind, span: ast.span, value: null });
  return { status: "data-too-deep", qualifies: undefined, value: undefined, trace, data };
}

class Evaluator implements BinderHost {
  readonly trace = new TraceRecorder();
  private readonly profile: Value;
  private readonly events: Value[];
  private readonly now: number;
  private readonly member: (id: string) => boolean;
  private readonly meter: Meter;
  /** How many per-element evaluations enclose the current node: the trace records only depth 0. */
  private depth = 0;
  private root: A.Expression | null = null;

  constructor(given: EvaluationInput) {
    // A JavaScript caller may pass anything: what is not there is absent.
    const input: Partial<EvaluationInput> = given !== null && typeof given === "object" ? given : {};
    this.profile = fromData(input.profile);
    this.events = Array.isArray(input.events) ? (input.events as Value[]) : [];
    this.now = nowMs(input.now);
    this.member = membershipTest(input.membership);
    this.meter = new Meter(input.budget);
  }

  run(ast: A.Expression): Value {
    this.root = ast;
    const scope: Scope = { item: { value: this.profile, parent: null }, variables: null };
    if (!Number.isFinite(this.now)) this.trace.problem(ast.span, "`now` is not a valid instant: time constraints are false");
    if (ast.kind === "Lambda") {
      // `(Profile) => body`: the first parameter is the profile; no others are given.
      let inner = scope;
      ast.params.forEach((p, i) => (inner = withVariable(inner, p.name, i === 0 ? this.profile : null)));
      return this.eval(ast.body, inner);
    }
    return this.eval(ast, scope);
  }

  private problem(node: A.Node, message: string): null {
    this.trace.problem(node.span, message);
    return null;
  }

  eval(node: A.Expression, scope: Scope): Value {
    this.meter.step(node.span);
    const value = this.value(node, scope);
    // An array costs its length: whatever reads it (a binding, a method, `in`) reads that many.
    if (Array.isArray(value)) this.meter.step(node.span, value.length);
    if (
      this.depth === 0 &&
      node !== this.root &&
      (typeof value === "boolean" ||
        booleanKinds.has(node.kind) ||
        (node.kind === "Binary" && comparisonOperators.has(node.operator)) ||
        (node.kind === "Unary" && node.operator !== "-"))
    )
      this.trace.node(node.kind, node.span, typeof value === "boolean" ? value : value === null ? null : truthy(value));
    return value;
  }

  /** Records a problem at a node (for call sites). */
  report(node: A.Node, message: string): void {
    this.trace.problem(node.span, message);
  }

  /** Counts work done at a node besides evaluating sub-expressions (a binding's combinations, a method's comparisons). */
  charge(node: A.Node, units = 1): void {
    this.meter.step(node.span, units);
  }

  /** Checks the size of a value being built at a node. */
  built(node: A.Node, size: number): void {
    this.meter.size(node.span, size);
  }

  /**
   * Runs a node that evaluates a part once per element (a binding, a filter, CHAIN, an
   * element-wise method): a budget running out inside it is reported at it, so the outermost
   * such node, where the work multiplied, is the position the caller sees.
   */
  private loop<T>(node: A.Node, run: () => T): T {
    try {
      return run();
    } catch (e) {
      if (e instanceof OverBudget) e.at(node.span);
      throw e;
    }
  }

  get instant(): number {
    return this.now;
  }

  /** Evaluated for one element of many: not traced. */
  element(node: A.Expression, scope: Scope): Value {
    this.depth++;
    const v = this.eval(node, scope);
    this.depth--;
    return v;
  }

  array(node: A.Expression, scope: Scope): Value[] | null {
    const v = this.eval(node, scope);
    if (v === null) return [];
    if (Array.isArray(v)) return v;
    return this.problem(node, `expected an array here, got ${typeName(v)}`);
  }

  private value(node: A.Expression, scope: Scope): Value {
    switch (node.kind) {
      case "String":
      case "Number":
      case "Boolean":
        return node.value;
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return p ? new Instant(p.start) : this.problem(node, `date(${node.year}, ${node.month}, ${node.day}) is not a day of the calendar`);
      }
      case "Array":
        return node.elements.map((e) => this.eval(e, scope));
      case "Object": {
        const out: Record<string, Value> = {};
        for (const e of node.entries) setOwn(out, e.key.value, this.eval(e.value, scope));
        return out;
      }
      case "Path":
        return this.path(node, scope);
      case "This":
        return scope.item.value;
      case "ContextReference":
        return this.problem(node, "decisioning context data (`@{...}`) is not available when evaluating an audience");
      case "SegmentReference":
        return this.inSegment(node.segmentId);
      case "Logical":
        if (node.operator === "and") {
          for (const o of node.operands) if (!truthy(this.eval(o, scope))) return false;
          return true;
        }
        for (const o of node.operands) if (truthy(this.eval(o, scope))) return true;
        return false;
      case "Unary":
        if (node.operator === "-") {
          const v = this.eval(node.operand, scope);
          if (v === null) return null;
          return typeof v === "number" ? -v : this.problem(node, `cannot negate ${typeName(v)}`);
        }
        return !truthy(this.eval(node.operand, scope));
      case "Binary":
        return this.binary(node, scope);
      case "MemberAccess":
        return this.project(node, this.eval(node.object, scope), node.property.name);
      case "Filter":
        return this.loop(node, () => this.filter(node, scope));
      case "MethodCall":
        return this.method(node, scope);
      case "FunctionCall":
        return this.function(node, scope);
      case "If":
        return truthy(this.eval(node.test, scope)) ? this.eval(node.then, scope) : this.eval(node.otherwise, scope);
      case "Lambda":
        return this.problem(node, "a lambda is a value only as a method argument or as the whole expression");
      case "Let":
        return this.eval(node.body, withVariable(scope, node.variable.name, this.eval(node.value, scope)));
      case "Select":
        return this.loop(node, () => select(clausesOf(node), scope, this));
      case "Quantifier":
        return this.loop(node, () =>
          node.quantifier === "exists" ? exists(node.bindings, scope, this) : forall(node.bindings, scope, this),
        );
      case "SumOver":
        return this.loop(node, () => this.sumOver(node, scope));
      case "TimeWord":
        return new Instant(node.word === "now" ? this.now : timeWordPeriod(node.word, this.now).start);
      case "RelativePeriod":
        return new Instant(relativePeriod(node, this.now).start);
      case "Occurs":
        return this.occurs(node, scope);
      case "Chain":
        return this.loop(node, () => this.chain(node, scope));
    }
  }

  private path(node: A.Path, scope: Scope): Value {
    let value: Value;
    let i = 0;
    if (node.root.type === "param") {
      if (node.root.index !== 1) return this.problem(node, `only $1 (the profile) is given to an audience, not $${node.root.index}`);
      value = this.profile;
    } else if (node.root.type === "up") {
      value = itemUp(scope, node.root.levels);
    } else {
      const head = node.segments[0]!.name;
      const bound = lookupVariable(scope, head);
      // `xEvent` is the events where bare names read the profile; inside a filter, a method
      // argument or a CHAIN step, bare names read the element, `xEvent` included (as the analyzer reads them).
      value = bound !== undefined ? bound : head === "xEvent" && scope.item.parent === null ? this.events : field(scope.item.value, head);
      i = 1;
    }
    for (; i < node.segments.length && value !== null; i++) value = this.project(node, value, node.segments[i]!.name);
    return value;
  }

  /** `value.name`; through an array it reads every element, so it costs the array's length. */
  private project(node: A.Node, value: Value, name: string): Value {
    if (Array.isArray(value)) this.charge(node, value.length);
    return field(value, name);
  }

  private inSegment(id: string): boolean {
    const ups = field(field(this.profile, "segmentMembership"), "ups");
    const status = ups !== null && typeof ups === "object" && !Array.isArray(ups) ? field(field(ups, id), "status") : null;
    return status === "realized" || status === "existing" || this.member(id);
  }

  private binary(node: A.Binary, scope: Scope): Value {
    const left = this.eval(node.left, scope);
    const right = this.eval(node.right, scope);
    const op = node.operator;
    switch (op) {
      case "=":
        return left !== null && right !== null && equal(left, right);
      case "!=":
        return left !== null && right !== null && !equal(left, right);
      case "<":
      case "<=":
      case ">":
      case ">=": {
        if (left === null || right === null) return false;
        const c = compare(left, right);
        if (c === null) return this.problem(node, `cannot compare ${typeName(left)} with ${typeName(right)} using \`${op}\``) ?? false;
        return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
      }
      case "in":
      case "notIn": {
        if (left === null || right === null) return false;
        if (!Array.isArray(right))
          return this.problem(node.right, `\`${op}\` needs an array on its right, got ${typeName(right)}`) ?? false;
        const found = right.some((x) => equal(left, x));
        return op === "in" ? found : !found;
      }
      case "like":
        if (left === null || right === null) return false;
        if (typeof left !== "string" || typeof right !== "string")
          return this.problem(node, `\`like\` compares a string with a pattern, got ${typeName(left)} and ${typeName(right)}`) ?? false;
        this.charge(node, left.length + right.length);
        return like(left, right);
      default:
        return this.arithmetic(node, op, left, right);
    }
  }

  private arithmetic(node: A.Binary, op: A.ArithmeticOperator, left: Value, right: Value): Value {
    if (left === null || right === null) return null;
    if (op === "+" && typeof left === "string" && typeof right === "string") {
      this.built(node, left.length + right.length);
      return left + right;
    }
    if (typeof left !== "number" || typeof right !== "number")
      return this.problem(node, `\`${op}\` needs numbers, got ${typeName(left)} and ${typeName(right)}`);
    switch (op) {
      case "+":
        return left + right;
      case "-":
        return left - right;
      case "*":
        return left * right;
      case "/":
        return right === 0 ? this.problem(node, "division by zero") : left / right;
      case "%":
        return right === 0 ? this.problem(node, "division by zero") : left % right;
    }
  }

  private filter(node: A.Filter, scope: Scope): Value {
    const items = this.array(node.object, scope);
    if (items === null) return null;
    const out: Value[] = [];
    for (const item of items) if (truthy(this.element(node.condition, withItem(scope, item)))) out.push(item);
    return out;
  }

  private call(node: A.MethodCall | A.FunctionCall, name: string, scope: Scope): Call {
    return new CallSite(this, node, name, scope);
  }

  private checkArity(node: A.MethodCall | A.FunctionCall, name: string, kind: string): boolean {
    const range = arity[name];
    if (!range || (node.args.length >= range[0] && node.args.length <= range[1])) return true;
    const [least, most] = range;
    const wanted = least === most ? `${least}` : `${least} to ${most}`;
    this.problem(node, `${kind} \`${name}\` takes ${wanted} argument${most === 1 ? "" : "s"}, not ${node.args.length}`);
    return false;
  }

  private method(node: A.MethodCall, scope: Scope): Value {
    const name = node.method.name;
    const method = Object.hasOwn(methods, name) ? methods[name] : undefined;
    if (!method) {
      const guess = closest(name, Object.keys(methods));
      return this.problem(node.method, `unknown method \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ""}`);
    }
    if (!this.checkArity(node, name, "method")) return null;
    if (node.args.length > 0 && perElementMethods.has(name))
      return this.loop(node, () => method(this.eval(node.object, scope), this.call(node, name, scope)));
    return method(this.eval(node.object, scope), this.call(node, name, scope));
  }

  private function(node: A.FunctionCall, scope: Scope): Value {
    const name = node.callee.name;
    const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!fn) {
      const guess = closest(name, Object.keys(functions));
      return this.problem(node.callee, `unknown function \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ""}`);
    }
    if (!this.checkArity(node, name, "function")) return null;
    return fn(this.call(node, name, scope));
  }

  private sumOver(node: A.SumOver, scope: Scope): Value {
    let total = 0;
    let failed = false;
    eachMatch(clausesOf(node), scope, this, (inner) => {
      const v = this.element(node.value, inner);
      if (typeof v === "number") total += v;
      else if (v !== null) {
        failed = true;
        this.problem(node.value, `\`sum ... over\` adds up numbers, got ${typeName(v)}`);
        return true;
      }
      return false;
    });
    return failed ? null : total;
  }

  /** A time anchor as a period: a word or a date is a span of time, any other value a point. */
  private anchor(node: A.TimeAnchor, scope: Scope): Period | null {
    switch (node.kind) {
      case "TimeWord":
        return timeWordPeriod(node.word, this.now);
      case "RelativePeriod":
        return relativePeriod(node, this.now);
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return p ?? this.problem(node, `date(${node.year}, ${node.month}, ${node.day}) is not a day of the calendar`);
      }
    }
    const v = this.eval(node, scope);
    if (v === null) return null;
    // A plain date in the data (`2024-05-01`) is that whole GMT day, as `date(2024, 5, 1)` is.
    if (typeof v === "string" && v.length === 10) {
      const ms = parseIso(v);
      if (ms !== null) return { start: ms, end: ms + 86_400_000 };
    }
    const ms = toInstantMs(v);
    return ms === null ? this.problem(node, `a time constraint needs a timestamp here, got ${typeName(v)}`) : point(ms);
  }

  private occurs(node: A.Occurs, scope: Scope): boolean {
    const subject = this.eval(node.subject, scope);
    if (subject === null) return false;
    const ms = toInstantMs(subject);
    if (ms === null) return this.problem(node.subject, `\`occurs\` needs a timestamp, got ${typeName(subject)}`) ?? false;
    return this.constraint(node.constraint, ms, scope);
  }

  private constraint(c: A.TimeConstraint, t: number, scope: Scope): boolean {
    if (!Number.isFinite(this.now)) return false;
    switch (c.kind) {
      case "PointConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursIn(t, a);
      }
      case "DirectionConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursDirection(t, c.direction, a);
      }
      case "AmountConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursAmount(t, c.comparator, c.amount, c.unit, c.direction, a);
      }
      case "BetweenConstraint": {
        const a = this.anchor(c.from, scope);
        const b = this.anchor(c.to, scope);
        return a !== null && b !== null && occursBetween(t, a, b);
      }
    }
  }

  private chain(node: A.Chain, scope: Scope): boolean {
    const events = this.array(node.events, scope);
    if (events === null) return false;
    const test = (step: A.ChainStep, e: TimedEvent): boolean => {
      const inner = withItem(scope, e.event);
      if (step.when && !this.stepWhen(step.when, e.ms, inner)) return false;
      if (!truthy(this.element(step.what, inner))) return false;
      return step.where === null || truthy(this.element(step.where, inner));
    };
    const trace = matchChain(node, events, test);
    if (this.depth === 0) this.trace.chain(trace);
    return trace.value;
  }

  private stepWhen(c: A.TimeConstraint, t: number, scope: Scope): boolean {
    this.depth++;
    const ok = this.constraint(c, t, scope);
    this.depth--;
    return ok;
  }
}

/** One method or function call's arguments, evaluated on demand (a class: a call per event must stay cheap). */
class CallSite implements Call {
  readonly argCount: number;
  private readonly perElement: boolean;

  constructor(
    private readonly evaluator: Evaluator,
    private readonly node: A.MethodCall | A.FunctionCall,
    readonly name: string,
    private readonly scope: Scope,
  ) {
    this.argCount = node.args.length;
    this.perElement = perElementMethods.has(name);
  }

  get now(): number {
    return this.evaluator.instant;
  }

  arg(i: number): Value {
    const arg = this.node.args[i];
    return arg ? this.evaluator.eval(arg, this.scope) : null;
  }

  argFor(i: number, element: Value, extra?: Value): Value {
    const arg = this.node.args[i];
    if (!arg) return null;
    if (arg.kind === "Lambda") {
      // `(K, G) => ...` over groups gets the key and the group; `(x) => ...` gets the element.
      const values = arg.params.length > 1 && extra !== undefined ? [extra, element] : [element];
      let inner = this.scope;
      arg.params.forEach((p, k) => (inner = withVariable(inner, p.name, values[k] ?? null)));
      return this.evaluator.element(arg.body, inner);
    }
    return this.perElement ? this.evaluator.element(arg, withItem(this.scope, element)) : this.evaluator.eval(arg, this.scope);
  }

  problem(message: string): void {
    this.evaluator.report(this.node, message);
  }

  charge(units: number): void {
    this.evaluator.charge(this.node, units);
  }
}

function clausesOf(node: A.Select | A.SumOver): Clause[] {
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}
