import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  print
} from "./chunk-QOIKZVIE.js";
import {
  forEachNode
} from "./chunk-V27FHGJY.js";

// src/analysis/time.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
var unitMs = {
  millisecond: 1,
  second: 1e3,
  minute: 6e4,
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 28 * DAY_MS,
  year: 365 * DAY_MS,
  decade: 3652 * DAY_MS,
  century: 36524 * DAY_MS,
  millennium: 365242 * DAY_MS
};
var shortPeriods = /* @__PURE__ */ new Set(["millisecond", "second", "minute", "hour", "day"]);
function windowSizeMs(amount, unit) {
  return amount * unitMs[unit];
}
function describeAmount(amount, unit) {
  if (amount === 1) return `1 ${unit}`;
  const plural = unit === "century" ? "centuries" : unit === "millennium" ? "millennia" : `${unit}s`;
  return `${amount} ${plural}`;
}
function isAbsolute(anchor) {
  return anchor.kind === "Date";
}
function amountWindow(c, boundary) {
  const size = windowSizeMs(c.amount, c.unit);
  const text = describeAmount(c.amount, c.unit);
  if (isAbsolute(c.anchor)) return { ok: false, rule: "edge/window-absolute", sizeMs: size, text: "relative to a fixed date" };
  const fromNow = c.anchor.kind === "TimeWord" && c.anchor.word === "now";
  if (!fromNow || c.direction !== "before" || c.comparator !== "<" && c.comparator !== "<=") {
    return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: "does not end now" };
  }
  if (c.comparator === "<") {
    return size <= DAY_MS ? { ok: true, sizeMs: size, text } : { ok: false, rule: "edge/window-too-long", sizeMs: size, text };
  }
  if (size < DAY_MS) return { ok: true, sizeMs: size, text };
  if (size === DAY_MS) {
    return boundary === "inclusive" ? { ok: true, sizeMs: size, text } : { ok: false, rule: "edge/window-boundary", sizeMs: size, text: `exactly ${text}` };
  }
  return { ok: false, rule: "edge/window-too-long", sizeMs: size, text };
}
function judgeWindow(constraint, boundary) {
  switch (constraint.kind) {
    case "AmountConstraint":
      return amountWindow(constraint, boundary);
    case "PointConstraint": {
      const a = constraint.anchor;
      if (a.kind === "TimeWord") {
        if (a.word === "today") return { ok: true, sizeMs: null, text: "today" };
        return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: a.word };
      }
      if (a.kind === "RelativePeriod") {
        const text = `${a.which} ${a.unit}`;
        if (a.which !== "this") return { ok: false, rule: "edge/window-not-current", sizeMs: null, text };
        return shortPeriods.has(a.unit) ? { ok: true, sizeMs: unitMs[a.unit], text } : { ok: false, rule: "edge/window-too-long", sizeMs: unitMs[a.unit], text };
      }
      if (isAbsolute(a)) return { ok: false, rule: "edge/window-absolute", sizeMs: null, text: "a fixed date" };
      return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: "relative to another attribute" };
    }
    case "DirectionConstraint":
      if (isAbsolute(constraint.anchor))
        return { ok: false, rule: "edge/window-absolute", sizeMs: null, text: `${constraint.direction} a fixed date` };
      return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: `${constraint.direction} a point in time` };
    case "BetweenConstraint":
      if (isAbsolute(constraint.from) || isAbsolute(constraint.to))
        return { ok: false, rule: "edge/window-absolute", sizeMs: null, text: "between fixed dates" };
      return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: "between two points in time" };
  }
}

// src/analysis/edge.ts
var edgeCodes = {
  "edge/ignore-year": "PQL201",
  "edge/negated-event": "PQL202",
  "edge/event-aggregation": "PQL203",
  "edge/window-too-long": "PQL204",
  "edge/window-boundary": "PQL205",
  "edge/window-absolute": "PQL206",
  "edge/window-not-current": "PQL207",
  "edge/no-time-window": "PQL208",
  "edge/multiple-events": "PQL209",
  "edge/event-with-segment": "PQL210",
  "edge/unresolved-segment": "PQL211",
  "edge/no-criteria": "PQL212",
  "edge/profile-only-daily": "PQL213",
  "edge/segment-disqualification": "PQL214",
  "edge/merge-policy": "PQL215",
  "edge/schema": "PQL216",
  "edge/marked-but-ineligible": "PQL217",
  "edge/eligible-not-marked": "PQL218",
  "edge/mixed-evaluation": "PQL219"
};
function reason(rule, severity, message, range, extra = {}) {
  return { rule, code: edgeCodes[rule], severity, message, range, ...extra };
}
var batchHint = "or set evaluationInfo.synchronous.enabled to false to evaluate this audience in batch";
var tooLongHint = `use a window under 24 hours, e.g. \`WHEN(< 24 hours before now)\`, ${batchHint}`;
var absoluteHint = `use a relative window such as \`today\` or \`< 24 hours before now\`, ${batchHint}`;
var notCurrentHint = `use \`today\` or \`< 24 hours before now\`, ${batchHint}`;
var aggregationHint = `test for a single event, e.g. with CHAIN(...), ${batchHint}`;
var multipleHint = `split it into single-event audiences and combine them with inSegment(...), ${batchHint}`;
var segmentHint = `reference a profile-only audience, ${batchHint}`;
var negatedHints = ["put the exclusion in its own batch audience and reference it with inSegment(...)", batchHint.replace(/^or /, "")];
function windowReasons(event, boundary) {
  if (!event.window) {
    const example = event.kind === "chain-step" ? "add `WHEN(< 24 hours before now)` to the step" : "add `timestamp occurs < 24 hours before now` to its condition";
    return [
      reason("edge/no-time-window", "error", "this event has no time window; edge audiences need one shorter than 24 hours", event.span, {
        label: "no time window",
        hints: [`${example}, ${batchHint}`]
      })
    ];
  }
  const status = judgeWindow(event.window, boundary);
  if (status.ok) return [];
  const range = event.window.span;
  switch (status.rule) {
    case "edge/window-too-long":
      return [
        reason("edge/window-too-long", "error", `the event window is ${status.text}; edge audiences need less than 24 hours`, range, {
          label: status.text,
          hints: [tooLongHint]
        })
      ];
    case "edge/window-boundary":
      return [
        reason(
          "edge/window-boundary",
          "error",
          `the event window is ${status.text} (\`<=\`); edge audiences need less than 24 hours`,
          range,
          {
            label: status.text,
            hints: [
              "write `< 24 hours before now`, or set `edge.windowBoundary: inclusive` in the config to accept a window of exactly 24 hours (AEP's own examples use one)"
            ]
          }
        )
      ];
    case "edge/window-absolute":
      return [
        reason("edge/window-absolute", "error", `the event window is ${status.text}; edge audiences need a window relative to now`, range, {
          label: "absolute",
          hints: [absoluteHint]
        })
      ];
    case "edge/window-not-current":
      return [
        reason(
          "edge/window-not-current",
          "error",
          `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not contain now`}; edge audiences need a window that ends now`,
          range,
          { label: "does not contain now", hints: [notCurrentHint] }
        )
      ];
  }
}
function eventsNeeded(event) {
  return event.count !== null && event.count > 1 ? event.count : 1;
}
function shapeOf(facts) {
  const events = facts.events.length;
  const segments = facts.segments.length;
  if (events === 0 && segments === 0) return facts.profileAttributes.length > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (segments > 0 || facts.profileAttributes.length > 0) return "event-with-profile";
  return "single-event";
}
function classify(facts, options = {}) {
  const boundary = options.windowBoundary ?? "exclusive";
  const reasons = [];
  for (const c of facts.ignoreYear) {
    reasons.push(
      reason(
        "edge/ignore-year",
        "error",
        `\`${c.path}\` is matched on month and day only (ignore year); edge audiences cannot use ignore-year time constraints`,
        c.span,
        {
          label: "ignores the year",
          hints: [`constrain the full date (e.g. \`${c.path} occurs today\`), ${batchHint}`]
        }
      )
    );
  }
  for (const e of facts.events) {
    if (e.negation)
      reasons.push(
        reason("edge/negated-event", "error", "this event is negated; edge audiences cannot exclude events", e.negation, {
          label: "negates an event",
          hints: negatedHints
        })
      );
    if (e.aggregation)
      reasons.push(
        reason(
          "edge/event-aggregation",
          "error",
          `\`${e.aggregation}\` aggregates events; edge audiences can only test for one event`,
          e.span,
          { label: "aggregation", hints: [aggregationHint] }
        )
      );
  }
  const totalEvents = facts.events.reduce((n, e) => n + eventsNeeded(e), 0);
  if (totalEvents > 1) {
    const counted = facts.events.find((e) => eventsNeeded(e) > 1);
    const second = facts.events[1];
    const at = second ?? counted;
    const what = facts.events.length === 1 ? `\`COUNT(${counted.count})\` needs ${counted.count} events` : `this audience reads ${facts.events.length} events`;
    reasons.push(
      reason("edge/multiple-events", "error", `${what}; edge audiences use a single event`, at.span, {
        label: second ? "another event" : `COUNT(${counted.count})`,
        hints: [multipleHint]
      })
    );
  }
  for (const e of facts.events) reasons.push(...windowReasons(e, boundary));
  const events = facts.events.length;
  const segments = facts.segments.length;
  const profile = facts.profileAttributes.length;
  let type = null;
  let unresolved = false;
  if (events === 0 && segments === 0 && profile === 0) {
    reasons.push(
      reason(
        "edge/no-criteria",
        "error",
        "this expression reads no profile attribute, event or segment: it is a constant, not an audience",
        facts.root,
        {
          hints: ['add criteria, e.g. `homeAddress.countryCode = "US"`']
        }
      )
    );
  } else if (events === 0 && segments === 0) {
    type = "profile-only";
  } else if (events === 0) {
    type = "segment-of-segments";
  } else if (segments === 0) {
    type = profile > 0 ? "event-with-profile" : "single-event";
  } else {
    type = "event-with-profile";
    for (const s of facts.segments) {
      const found = s.id !== null && options.resolveSegment ? options.resolveSegment(s.id) : null;
      if (found === null) {
        unresolved = true;
        reasons.push(
          reason(
            "edge/unresolved-segment",
            "warning",
            `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is edge-eligible only when the segment is profile-only`,
            s.idSpan,
            {
              label: "unresolved",
              hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
            }
          )
        );
      } else if (!found.profileOnly) {
        const shown = found.name ? `\`${found.name}\`` : `\`${s.id}\``;
        reasons.push(
          reason(
            "edge/event-with-segment",
            "error",
            `an event combined with segment ${shown}, which is ${found.type ? `${found.type}, not profile-only` : "not profile-only"}; edge audiences allow this only for profile-only segments`,
            s.span,
            { label: "not a profile-only segment", hints: [segmentHint] }
          )
        );
      }
    }
  }
  const hasError = reasons.some((r) => r.severity === "error");
  if (!hasError && type === "profile-only") {
    reasons.push(
      reason(
        "edge/profile-only-daily",
        "info",
        "profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation",
        facts.profileAttributes[0].span
      )
    );
  }
  if (!hasError && type === "segment-of-segments") {
    reasons.push(
      reason("edge/segment-disqualification", "info", "profiles leave a segment of segments only every 24 hours", facts.segments[0].span)
    );
  }
  const eligible = hasError ? false : unresolved ? null : true;
  reasons.sort((a, b) => a.range.start.offset - b.range.start.offset);
  return { eligible, type: eligible === true ? type : null, reasons };
}

// src/analysis/paths.ts
function pathText(path) {
  return print(path);
}

// src/analysis/ignore-year.ts
var dayPartMethods = /* @__PURE__ */ new Set(["getMonth", "getDayOfMonth"]);
var currentPartFunctions = /* @__PURE__ */ new Set(["currentMonth", "currentDayOfMonth"]);
var testOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn"]);
function datePartOf(node) {
  if (node.kind === "MethodCall" && dayPartMethods.has(node.method.name) && node.args.length === 0 && node.object.kind === "Path")
    return node.object;
  return null;
}
function isConstantPart(node) {
  switch (node.kind) {
    case "Number":
      return true;
    case "Unary":
      return node.operator === "-" && isConstantPart(node.operand);
    case "Array":
      return node.elements.length > 0 && node.elements.every(isConstantPart);
    case "FunctionCall":
      return currentPartFunctions.has(node.callee.name) && node.args.length === 0;
    default:
      return false;
  }
}
function ignoreYearConstraints(root) {
  const candidates = [];
  const partObjects = /* @__PURE__ */ new Set();
  const paths = [];
  forEachNode(root, (node) => {
    if (node.kind === "Path") {
      paths.push(node);
    } else if (node.kind === "Binary" && testOperators.has(node.operator)) {
      const left = datePartOf(node.left);
      const right = datePartOf(node.right);
      if (left && isConstantPart(node.right)) candidates.push({ path: left, comparison: node });
      else if (right && isConstantPart(node.left)) candidates.push({ path: right, comparison: node });
    } else if (node.kind === "MethodCall") {
      const d = datePartOf(node);
      if (d) partObjects.add(d);
    }
  });
  if (candidates.length === 0) return [];
  const uses = /* @__PURE__ */ new Map();
  for (const p of paths) uses.set(pathText(p), (uses.get(pathText(p)) ?? 0) + 1);
  const partUses = /* @__PURE__ */ new Map();
  for (const p of partObjects) partUses.set(pathText(p), (partUses.get(pathText(p)) ?? 0) + 1);
  return candidates.filter(({ path }) => uses.get(pathText(path)) === partUses.get(pathText(path))).map(({ path, comparison }) => ({ path: pathText(path), span: comparison.span }));
}

// src/analysis/facts.ts
var aggregationMethods = /* @__PURE__ */ new Set(["count", "sum", "average", "min", "max", "distinct", "groupBy", "topN", "bottomN", "map"]);
var rootContext = { scope: /* @__PURE__ */ new Map(), inEvent: false, inItem: false, filters: [], negation: null };
function bind(ctx, names, as) {
  const scope = new Map(ctx.scope);
  for (const n of names) scope.set(n.name, as);
  return { ...ctx, scope };
}
function extractFacts(root) {
  const facts = { root: root.span, events: [], profileAttributes: [], segments: [], ignoreYear: ignoreYearConstraints(root) };
  const collector = new FactCollector(facts);
  if (root.kind === "Lambda") collector.visit(root.body, bind(rootContext, root.params, "profile"));
  else collector.visit(root, rootContext);
  return facts;
}
function chainRoot(node) {
  let current = node;
  for (; ; ) {
    if (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") current = current.object;
    else return current;
  }
}
var FactCollector = class {
  constructor(facts) {
    this.facts = facts;
  }
  facts;
  isEvents(node, ctx) {
    return node.kind === "Path" && node.root.type === "name" && node.segments.length === 1 && node.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
  }
  /** Whether a postfix chain reads the profile's events: `xEvent`, `xEvent[...]`, `xEvent[...].x`. */
  rootedAtEvents(node, ctx) {
    const root = chainRoot(node);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
  }
  isSegmentMembership(node, ctx) {
    const root = chainRoot(node);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "segmentMembership" && !ctx.scope.has("segmentMembership") && !ctx.inEvent;
  }
  visit(node, ctx) {
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
        return;
    }
  }
  path(node, ctx) {
    if (node.root.type === "param") {
      if (node.root.index === 1 && node.segments[0]?.name !== "segmentMembership")
        this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    if (node.root.type === "up") {
      const target = ctx.filters.length - 1 - node.root.levels;
      if (target < 0) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    const head = node.segments[0].name;
    const bound = ctx.scope.get(head);
    if (bound === "profile") {
      if (node.segments.length > 1) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    if (bound !== void 0 || ctx.inEvent || ctx.inItem) return;
    if (head === "xEvent") {
      this.event({ kind: "path", span: node.span, window: null, count: null, negation: ctx.negation, aggregation: null });
      return;
    }
    if (head === "segmentMembership") {
      this.facts.segments.push({ id: null, span: node.span, idSpan: node.span, via: "segmentMembership" });
      return;
    }
    this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
  }
  event(ref) {
    this.facts.events.push(ref);
  }
  constraint(c, ctx) {
    if (c.kind === "BetweenConstraint") {
      this.visit(c.from, ctx);
      this.visit(c.to, ctx);
    } else this.visit(c.anchor, ctx);
  }
  chain(node, ctx) {
    const eventCtx = { ...ctx, inEvent: true };
    for (const step of node.steps) {
      this.event({
        kind: "chain-step",
        span: step.span,
        window: step.when,
        count: step.count,
        negation: ctx.negation,
        aggregation: null
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
  binders(kind, bindings, ctx, value) {
    let inner = ctx;
    bindings.forEach((b, i) => {
      const later = bindings.slice(i + 1).map((l) => l.condition);
      inner = this.binder(kind, b, later, inner, ctx.inEvent);
      const last = i === bindings.length - 1;
      if (last && value) this.visit(value, inner);
      if (b.condition) this.visit(b.condition, inner);
    });
  }
  /** One binding: records it when it reads events, and returns the scope it opens. */
  binder(kind, b, laterConditions, ctx, inEvent) {
    const { variable, source, condition, span } = b;
    const overEvents = !inEvent && this.isEventsFilter(source, ctx);
    if (!overEvents) {
      this.visit(source, ctx);
      const inner2 = bind(ctx, [variable], ctx.scope.get(chainRootName(source)) === "event" ? "event" : "local");
      return inner2;
    }
    const inner = { ...bind(ctx, [variable], "event"), inEvent: true };
    const filterWindow = source.kind === "Filter" ? this.filterConditions(source, ctx) : null;
    const laterWindow = laterConditions.reduce(
      (w, c) => w ?? (c ? findWindow(c, variable.name, false) : null),
      null
    );
    const window = (condition ? findWindow(condition, variable.name) : null) ?? filterWindow ?? laterWindow;
    this.event({
      kind: kind === "Select" ? "select" : kind,
      span,
      window,
      count: null,
      negation: ctx.negation,
      aggregation: kind === "sum-over" ? "sum ... over" : null
    });
    return inner;
  }
  isEventsFilter(node, ctx) {
    let current = node;
    while (current.kind === "Filter") current = current.object;
    return this.isEvents(current, ctx);
  }
  /** Visits the conditions of `xEvent[...][...]` in event scope and returns the window they set. */
  filterConditions(node, ctx) {
    let window = null;
    let current = node;
    while (current.kind !== "Path") {
      if (current.kind === "Filter") {
        const inner = { ...ctx, inEvent: true, filters: [...ctx.filters, "event"] };
        this.visit(current.condition, inner);
        window ??= findWindow(current.condition, null);
      } else if (current.kind === "MethodCall") {
        for (const arg of current.args) this.visit(arg, { ...ctx, inEvent: true });
        window ??= current.args.map((a) => findWindow(a, null)).find((w) => w !== null) ?? null;
      }
      current = current.object;
    }
    return window;
  }
  postfix(node, ctx) {
    if (!ctx.inEvent && !ctx.inItem && this.rootedAtEvents(node, ctx)) {
      const aggregation = firstAggregation(node);
      const window = this.filterConditions(node, ctx);
      this.event({
        kind: node.kind === "Filter" ? "filter" : node.kind === "MethodCall" ? "method" : "path",
        span: node.span,
        window,
        count: null,
        negation: ctx.negation,
        aggregation
      });
      return;
    }
    if (this.isSegmentMembership(node, ctx) && !ctx.inItem) {
      this.facts.segments.push(segmentMembershipRead(node));
      return;
    }
    this.visit(node.object, ctx);
    const itemCtx = ctx.inEvent ? ctx : { ...ctx, inItem: true };
    if (node.kind === "Filter") this.visit(node.condition, { ...itemCtx, filters: [...ctx.filters, ctx.inEvent ? "event" : "item"] });
    else if (node.kind === "MethodCall") for (const arg of node.args) this.visit(arg, itemCtx);
  }
};
function chainRootName(node) {
  const root = chainRoot(node);
  return root.kind === "Path" && root.root.type === "name" ? root.segments[0].name : "";
}
function firstAggregation(node) {
  let found = null;
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && aggregationMethods.has(current.method.name)) found = current.method.name;
    current = current.object;
  }
  return found;
}
function segmentMembershipRead(node) {
  const calls = [];
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && current.method.name === "get") calls.unshift(current);
    current = current.object;
  }
  const idArg = calls[1]?.args[0];
  if (idArg && idArg.kind === "String") return { id: idArg.value, span: node.span, idSpan: idArg.span, via: "segmentMembership" };
  return { id: null, span: node.span, idSpan: node.span, via: "segmentMembership" };
}
function findWindow(condition, variable, bareTimestamp = true) {
  const stack = [condition];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.kind === "Logical") {
      for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i]);
    } else if (node.kind === "Unary") {
      stack.push(node.operand);
    } else if (node.kind === "Occurs" && node.subject.kind === "Path" && node.subject.root.type === "name") {
      const names = node.subject.segments.map((s) => s.name);
      const matches = bareTimestamp && names.length === 1 && names[0] === "timestamp" || variable !== null && names.length === 2 && names[0] === variable && names[1] === "timestamp";
      if (matches) return node.constraint;
    }
  }
  return null;
}

export {
  judgeWindow,
  shapeOf,
  classify,
  extractFacts
};
