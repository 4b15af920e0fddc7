// AST -> facts (what the edge query types of docs/evaluation-methods.md are decided on): event references with their
// windows, counts and negation; profile attributes; segment references. Names are resolved with
// scopes: a bare name is a profile attribute at the top level, an event field inside CHAIN steps,
// `select`/`exists` over events and `xEvent[...]` filters, and an element field inside method
// arguments and filters over profile arrays.
import type * as A from "../syntax/ast.js";
import { ignoreYearConstraints, type IgnoreYearConstraint } from "./ignore-year.js";
import { pathText } from "./paths.js";

export type EventReferenceKind = "chain-step" | "select" | "exists" | "forall" | "filter" | "method" | "path" | "sum-over";

export interface EventReference {
  kind: EventReferenceKind;
  /** The node that reads events (a CHAIN step, a `select`, a filter, a method call...). */
  span: A.Span;
  /** The time constraint that bounds it, if any (`WHEN(...)`, `timestamp occurs ...`). */
  window: A.TimeConstraint | null;
  /** `COUNT(n)` of a CHAIN step. */
  count: number | null;
  /** The `not` / `!` it sits under, if any. */
  negation: A.Span | null;
  /** The aggregation applied to the events (`count`, `sum`, `sum ... over`), if any. */
  aggregation: string | null;
  /**
   * Which CHAIN of the expression the step belongs to (0 for the first), null for any other
   * reference: the steps of one CHAIN are in strict time order, as streaming needs.
   */
  sequence: number | null;
}

export interface ProfileAttribute {
  path: string;
  span: A.Span;
}

export interface SegmentReferenceFact {
  /** The referenced audience id (or local alias); null when not a literal. */
  id: string | null;
  span: A.Span;
  /** Where the id string stands, for "unknown segment" diagnostics. */
  idSpan: A.Span;
  via: "inSegment" | "segmentMembership";
}

export interface Facts {
  /** The whole expression. */
  root: A.Span;
  events: EventReference[];
  profileAttributes: ProfileAttribute[];
  segments: SegmentReferenceFact[];
  ignoreYear: IgnoreYearConstraint[];
}

/** How many events an event reference needs: `COUNT(5)` needs five. */
export function eventsNeeded(count: number | null): number {
  return count !== null && count > 1 ? count : 1;
}

/** Methods that aggregate a collection instead of testing for a single matching event. */
export const aggregationMethods = new Set(["count", "sum", "average", "min", "max", "distinct", "groupBy", "topN", "bottomN", "map"]);

type Binding = "profile" | "event" | "local";

type BinderKind = "Select" | "exists" | "forall" | "sum-over";
/** One `V from S where C` of a binder, with the span its event reference gets. */
type BinderParts = Pick<A.Binding, "variable" | "source" | "condition" | "span">;

interface Context {
  scope: ReadonlyMap<string, Binding>;
  /** Bare names are fields of the current event. */
  inEvent: boolean;
  /** Bare names are fields of the current array element (method arguments, filters). */
  inItem: boolean;
  /** Filter levels, innermost last, for `^` up-references. */
  filters: readonly ("event" | "item")[];
  negation: A.Span | null;
}

const rootContext: Context = { scope: new Map(), inEvent: false, inItem: false, filters: [], negation: null };

function bind(ctx: Context, names: A.Name[], as: Binding): Context {
  const scope = new Map(ctx.scope);
  for (const n of names) scope.set(n.name, as);
  return { ...ctx, scope };
}

export function extractFacts(root: A.Expression): Facts {
  const facts: Facts = { root: root.span, events: [], profileAttributes: [], segments: [], ignoreYear: ignoreYearConstraints(root) };
  const collector = new FactCollector(facts);
  if (root.kind === "Lambda") collector.visit(root.body, bind(rootContext, root.params, "profile"));
  else collector.visit(root, rootContext);
  return facts;
}

/** The innermost expression a postfix chain starts from: `a` in `a[x].b().c`. */
function chainRoot(node: A.Expression): A.Expression {
  let current = node;
  for (;;) {
    if (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") current = current.object;
    else return current;
  }
}

class FactCollector {
  private chains = 0;
  constructor(private readonly facts: Facts) {}

  private isEvents(node: A.Expression, ctx: Context): boolean {
    return (
      node.kind === "Path" &&
      node.root.type === "name" &&
      node.segments.length === 1 &&
      node.segments[0]!.name === "xEvent" &&
      !ctx.scope.has("xEvent")
    );
  }

  /** Whether a postfix chain reads the profile's events: `xEvent`, `xEvent[...]`, `xEvent[...].x`. */
  private rootedAtEvents(node: A.Expression, ctx: Context): boolean {
    const root = chainRoot(node);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0]!.name === "xEvent" && !ctx.scope.has("xEvent");
  }

  private isSegmentMembership(node: A.Expression, ctx: Context): boolean {
    const root = chainRoot(node);
    return (
      root.kind === "Path" &&
      root.root.type === "name" &&
      root.segments[0]!.name === "segmentMembership" &&
      !ctx.scope.has("segmentMembership") &&
      !ctx.inEvent
    );
  }

  visit(node: A.Expression, ctx: Context): void {
    switch (node.kind) {
      case "Path":
        return this.path(node, ctx);
      case "SegmentReference":
        this.facts.segments.push({ id: node.segmentId, span: node.span, idSpan: node.idSpan, via: "inSegment" });
        return;
      case "Chain":
        return this.chain(node, ctx);
      case "Unary":
        return this.visit(node.operand, node.operator === "-" ? ctx : { ...ctx, negation: ctx.negation ?? node.operatorSpan });
      case "Logical":
        for (const operand of node.operands) this.visit(operand, ctx);
        return;
      case "Binary":
        this.visit(node.left, ctx);
        this.visit(node.right, ctx);
        return;
      case "Occurs":
        this.visit(node.subject, ctx);
        this.constraint(node.constraint, ctx);
        return;
      case "Select":
        this.binders("Select", [node, ...node.laterBindings], ctx, null);
        return;
      case "Quantifier":
        this.binders(node.quantifier, node.bindings, ctx, null);
        return;
      case "SumOver":
        this.binders("sum-over", [node, ...node.laterBindings], ctx, node.value);
        return;
      case "Let":
        this.visit(node.value, ctx);
        this.visit(node.body, bind(ctx, [node.variable], "local"));
        return;
      case "Lambda":
        this.visit(node.body, bind(ctx, node.params, "local"));
        return;
      case "Filter":
      case "MethodCall":
      case "MemberAccess":
        return this.postfix(node, ctx);
      case "FunctionCall":
        for (const arg of node.args) this.visit(arg, ctx);
        return;
      case "If":
        this.visit(node.test, ctx);
        this.visit(node.then, ctx);
        this.visit(node.otherwise, ctx);
        return;
      case "Array":
        for (const e of node.elements) this.visit(e, ctx);
        return;
      case "Object":
        for (const e of node.entries) this.visit(e.value, ctx);
        return;
      default:
        return; // literals, time words, `this`, context references: no facts
    }
  }

  private path(node: A.Path, ctx: Context): void {
    if (node.root.type === "param") {
      if (node.root.index === 1 && node.segments[0]?.name !== "segmentMembership")
        this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    if (node.root.type === "up") {
      // `^` climbs out of filter levels; past the outermost one it reaches the profile.
      const target = ctx.filters.length - 1 - node.root.levels;
      if (target < 0) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    const head = node.segments[0]!.name;
    const bound = ctx.scope.get(head);
    if (bound === "profile") {
      if (node.segments.length > 1) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    if (bound !== undefined || ctx.inEvent || ctx.inItem) return;
    if (head === "xEvent") {
      this.event({ kind: "path", span: node.span, window: null, count: null, negation: ctx.negation, aggregation: null, sequence: null });
      return;
    }
    if (head === "segmentMembership") {
      this.facts.segments.push({ id: null, span: node.span, idSpan: node.span, via: "segmentMembership" });
      return;
    }
    this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
  }

  private event(ref: EventReference): void {
    this.facts.events.push(ref);
  }

  private constraint(c: A.TimeConstraint, ctx: Context): void {
    if (c.kind === "BetweenConstraint") {
      this.visit(c.from, ctx);
      this.visit(c.to, ctx);
    } else this.visit(c.anchor, ctx);
  }

  private chain(node: A.Chain, ctx: Context): void {
    const eventCtx: Context = { ...ctx, inEvent: true };
    const sequence = this.chains++;
    for (const step of node.steps) {
      this.event({
        kind: "chain-step",
        span: step.span,
        window: step.when,
        count: step.count,
        negation: ctx.negation,
        aggregation: null,
        sequence,
      });
      this.visit(step.what, eventCtx);
      if (step.where) this.visit(step.where, eventCtx);
    }
  }

  /**
   * The bindings of `select`, `exists`/`forall` and `sum E over`, in order: each ranges over the
   * variables bound before it (`select A from xEvent, B from A.productListItems`), and the value
   * `E` of a sum is read in the scope of all of them.
   */
  private binders(kind: BinderKind, bindings: readonly BinderParts[], ctx: Context, value: A.Expression | null): void {
    let inner = ctx;
    bindings.forEach((b, i) => {
      // A window on an event binding may be written in a later binding's condition (`..., B from
      // A.productListItems where A.timestamp occurs ...`): there it names the variable.
      const later = bindings.slice(i + 1).map((l) => l.condition);
      // `B from xEvent` after `A from xEvent` reads the profile's events again: whether a
      // source is the events is judged in the scope around the binder, not inside A's event.
      inner = this.binder(kind, b, later, inner, ctx.inEvent);
      const last = i === bindings.length - 1;
      if (last && value) this.visit(value, inner);
      if (b.condition) this.visit(b.condition, inner);
    });
  }

  /** One binding: records it when it reads events, and returns the scope it opens. */
  private binder(
    kind: BinderKind,
    b: BinderParts,
    laterConditions: readonly (A.Expression | null)[],
    ctx: Context,
    inEvent: boolean,
  ): Context {
    const { variable, source, condition, span } = b;
    const overEvents = !inEvent && this.isEventsFilter(source, ctx);
    if (!overEvents) {
      this.visit(source, ctx);
      const inner = bind(ctx, [variable], ctx.scope.get(chainRootName(source)) === "event" ? "event" : "local");
      return inner;
    }
    const inner: Context = { ...bind(ctx, [variable], "event"), inEvent: true };
    const filterWindow = source.kind === "Filter" ? this.filterConditions(source, ctx) : null;
    const laterWindow = laterConditions.reduce<A.TimeConstraint | null>(
      (w, c) => w ?? (c ? findWindow(c, variable.name, false) : null),
      null,
    );
    const window = (condition ? findWindow(condition, variable.name) : null) ?? filterWindow ?? laterWindow;
    this.event({
      kind: kind === "Select" ? "select" : kind,
      span,
      window,
      count: null,
      negation: ctx.negation,
      aggregation: kind === "sum-over" ? "sum ... over" : null,
      sequence: null,
    });
    return inner;
  }

  private isEventsFilter(node: A.Expression, ctx: Context): boolean {
    let current = node;
    while (current.kind === "Filter") current = current.object;
    return this.isEvents(current, ctx);
  }

  /** Visits the conditions of `xEvent[...][...]` in event scope and returns the window they set. */
  private filterConditions(node: A.Expression, ctx: Context): A.TimeConstraint | null {
    let window: A.TimeConstraint | null = null;
    let current = node;
    while (current.kind !== "Path") {
      if (current.kind === "Filter") {
        const inner: Context = { ...ctx, inEvent: true, filters: [...ctx.filters, "event"] };
        this.visit(current.condition, inner);
        window ??= findWindow(current.condition, null);
      } else if (current.kind === "MethodCall") {
        for (const arg of current.args) this.visit(arg, { ...ctx, inEvent: true });
        window ??= current.args.map((a) => findWindow(a, null)).find((w) => w !== null) ?? null;
      }
      current = (current as A.Filter | A.MethodCall | A.MemberAccess).object;
    }
    return window;
  }

  private postfix(node: A.Filter | A.MethodCall | A.MemberAccess, ctx: Context): void {
    if (!ctx.inEvent && !ctx.inItem && this.rootedAtEvents(node, ctx)) {
      const aggregation = firstAggregation(node);
      const window = this.filterConditions(node, ctx);
      this.event({
        kind: node.kind === "Filter" ? "filter" : node.kind === "MethodCall" ? "method" : "path",
        span: node.span,
        window,
        count: null,
        negation: ctx.negation,
        aggregation,
        sequence: null,
      });
      return;
    }
    if (this.isSegmentMembership(node, ctx) && !ctx.inItem) {
      this.facts.segments.push(segmentMembershipRead(node));
      return;
    }
    this.visit(node.object, ctx);
    const itemCtx: Context = ctx.inEvent ? ctx : { ...ctx, inItem: true };
    if (node.kind === "Filter") this.visit(node.condition, { ...itemCtx, filters: [...ctx.filters, ctx.inEvent ? "event" : "item"] });
    else if (node.kind === "MethodCall") for (const arg of node.args) this.visit(arg, itemCtx);
  }
}

function chainRootName(node: A.Expression): string {
  const root = chainRoot(node);
  return root.kind === "Path" && root.root.type === "name" ? root.segments[0]!.name : "";
}

/** The first aggregation method applied along a postfix chain over events. */
function firstAggregation(node: A.Expression): string | null {
  let found: string | null = null;
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && aggregationMethods.has(current.method.name)) found = current.method.name;
    current = current.object;
  }
  return found;
}

/** `segmentMembership.get("ups").get("<id>").status`: a segment reference in disguise. */
function segmentMembershipRead(node: A.Expression): SegmentReferenceFact {
  const calls: A.MethodCall[] = [];
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && current.method.name === "get") calls.unshift(current);
    current = current.object;
  }
  const idArg = calls[1]?.args[0];
  if (idArg && idArg.kind === "String") return { id: idArg.value, span: node.span, idSpan: idArg.span, via: "segmentMembership" };
  return { id: null, span: node.span, idSpan: node.span, via: "segmentMembership" };
}

/**
 * The time constraint on an event's timestamp inside a condition: `V.timestamp occurs ...` or,
 * in an implicit event scope, bare `timestamp occurs ...` (not in another binding's condition,
 * where `bareTimestamp` is false: there a bare name is a field of that binding's item). Looks
 * through `and`/`or`/parentheses, not into nested filters (those constrain other data).
 */
export function findWindow(condition: A.Expression, variable: string | null, bareTimestamp = true): A.TimeConstraint | null {
  const stack: A.Expression[] = [condition];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === "Logical") {
      for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i]!);
    } else if (node.kind === "Unary") {
      stack.push(node.operand);
    } else if (node.kind === "Occurs" && node.subject.kind === "Path" && node.subject.root.type === "name") {
      const names = node.subject.segments.map((s) => s.name);
      const matches =
        (bareTimestamp && names.length === 1 && names[0] === "timestamp") ||
        (variable !== null && names.length === 2 && names[0] === variable && names[1] === "timestamp");
      if (matches) return node.constraint;
    }
  }
  return null;
}
