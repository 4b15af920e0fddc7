import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  defaultResolvedConfig
} from "./chunk-RSWT4QXK.js";
import {
  allRules,
  codesFor,
  edgeEventAggregation,
  edgeEventWithSegment,
  edgeIgnoreYear,
  edgeMultipleEvents,
  edgeNegatedEvent,
  edgeNoCriteria,
  edgeNoTimeWindow,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification,
  edgeUnresolvedSegment,
  edgeWindowAbsolute,
  edgeWindowBoundary,
  edgeWindowNotCurrent,
  edgeWindowTooLong,
  loadAudienceFile,
  require_dist,
  ruleByCodeOrName,
  ruleNamesWhere,
  statedMethod,
  suggestRule,
  suppressionsMissingReason,
  suppressionsMissingRule,
  suppressionsUnknownDirective,
  suppressionsUnused
} from "./chunk-GWHV5VAJ.js";
import {
  ALIAS_PREFIX,
  suppressionRulePattern
} from "./chunk-M3TH62UT.js";
import {
  print
} from "./chunk-Z6V2CRTB.js";
import {
  parse
} from "./chunk-FIZARDH4.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
import {
  closest
} from "./chunk-TZNYFDKR.js";
import {
  forEachNode
} from "./chunk-ZB4TTSV4.js";
import {
  audienceTooLarge,
  tooLargeMessage
} from "./chunk-DA6D7RXO.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

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
  if (isAbsolute(c.anchor)) return { ok: false, problem: "absolute", sizeMs: size, text: "relative to a fixed date" };
  const fromNow = c.anchor.kind === "TimeWord" && c.anchor.word === "now";
  if (!fromNow || c.direction !== "before" || c.comparator !== "<" && c.comparator !== "<=") {
    return { ok: false, problem: "not-current", sizeMs: null, text: "does not end now" };
  }
  if (c.comparator === "<") {
    return size <= DAY_MS ? { ok: true, sizeMs: size, text } : { ok: false, problem: "too-long", sizeMs: size, text };
  }
  if (size < DAY_MS) return { ok: true, sizeMs: size, text };
  if (size === DAY_MS) {
    return boundary === "inclusive" ? { ok: true, sizeMs: size, text } : { ok: false, problem: "boundary", sizeMs: size, text: `exactly ${text}` };
  }
  return { ok: false, problem: "too-long", sizeMs: size, text };
}
function judgeWindow(constraint, boundary) {
  switch (constraint.kind) {
    case "AmountConstraint":
      return amountWindow(constraint, boundary);
    case "PointConstraint": {
      const a = constraint.anchor;
      if (a.kind === "TimeWord") {
        if (a.word === "today") return { ok: true, sizeMs: null, text: "today" };
        return { ok: false, problem: "not-current", sizeMs: null, text: a.word };
      }
      if (a.kind === "RelativePeriod") {
        const text = `${a.which} ${a.unit}`;
        if (a.which !== "this") return { ok: false, problem: "not-current", sizeMs: null, text };
        return shortPeriods.has(a.unit) ? { ok: true, sizeMs: unitMs[a.unit], text } : { ok: false, problem: "too-long", sizeMs: unitMs[a.unit], text };
      }
      if (isAbsolute(a)) return { ok: false, problem: "absolute", sizeMs: null, text: "a fixed date" };
      return { ok: false, problem: "not-current", sizeMs: null, text: "relative to another attribute" };
    }
    case "DirectionConstraint":
      if (isAbsolute(constraint.anchor))
        return { ok: false, problem: "absolute", sizeMs: null, text: `${constraint.direction} a fixed date` };
      return { ok: false, problem: "not-current", sizeMs: null, text: `${constraint.direction} a point in time` };
    case "BetweenConstraint":
      if (isAbsolute(constraint.from) || isAbsolute(constraint.to))
        return { ok: false, problem: "absolute", sizeMs: null, text: "between fixed dates" };
      return { ok: false, problem: "not-current", sizeMs: null, text: "between two points in time" };
  }
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

// src/analysis/rules/index.ts
var edgeRules = [
  edgeIgnoreYear,
  edgeNegatedEvent,
  edgeEventAggregation,
  edgeWindowTooLong,
  edgeWindowBoundary,
  edgeWindowAbsolute,
  edgeWindowNotCurrent,
  edgeNoTimeWindow,
  edgeMultipleEvents,
  edgeEventWithSegment,
  edgeUnresolvedSegment,
  edgeNoCriteria,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification
];

// src/analysis/edge.ts
function shapeOf(facts) {
  const events = facts.events.length;
  const segments = facts.segments.length;
  if (events === 0 && segments === 0) return facts.profileAttributes.length > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (segments > 0 || facts.profileAttributes.length > 0) return "event-with-profile";
  return "single-event";
}
var factRules = edgeRules.filter((r) => r.checkFacts);
var eligibleRules = edgeRules.filter((r) => r.checkEligible);
var openRules = new Set(edgeRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));
function classify(facts, options = {}) {
  const boundary = options.windowBoundary ?? "exclusive";
  const windows = facts.events.map((e) => e.window ? judgeWindow(e.window, boundary) : null);
  const lookup = options.resolveSegment;
  const resolveSegment = (id) => id !== null && lookup ? lookup(id) : null;
  const reasons = [];
  let asked = factRules[0];
  const report = (f) => reasons.push(reasonOf(asked, f));
  const factsContext = { facts, windows, resolveSegment, report };
  for (const rule of factRules) {
    asked = rule;
    rule.checkFacts(factsContext);
  }
  const type = shapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  if (!blocked) {
    const eligibleContext = { facts, type, report };
    for (const rule of eligibleRules) {
      asked = rule;
      rule.checkEligible(eligibleContext);
    }
  }
  const undecided = reasons.some((r) => openRules.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort((a, b) => a.range.start.offset - b.range.start.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { eligible, type: eligible === true ? type : null, reasons };
}
function reasonOf(rule, finding) {
  const { code, name, defaultSeverity } = rule.meta;
  const severity = defaultSeverity === "off" ? "info" : defaultSeverity;
  const { message, range, label, hints } = finding;
  return {
    rule: name,
    code,
    severity,
    message,
    range,
    ...label !== void 0 ? { label } : {},
    ...hints !== void 0 ? { hints } : {}
  };
}

// src/lint/linted-audience.ts
function isProfileOnly(facts) {
  return facts !== null && facts.events.length === 0 && facts.segments.length === 0 && facts.profileAttributes.length > 0;
}

// src/lint/detach.ts
function detachString(s) {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}

// src/audience/suppressions.ts
var import_yaml = __toESM(require_dist(), 1);
var directives = ["pql-audience-disable-next-line", "pql-audience-disable"];
function parseSuppressions(file, text, rules) {
  const lines = new LineMap(text);
  const result = { suppressions: [], problems: [] };
  if (file.kind === "yaml" && text.includes("pql-audience-")) {
    for (const comment of yamlComments(text)) readDirective(comment.offset, comment.source, text, lines, result, rules);
  }
  for (const audience of file.audiences) {
    const entries = audience.definition["x-pql-audience"]?.suppress ?? [];
    for (const [i, entry] of entries.entries()) {
      const unknown = unknownRule(entry.rule, rules);
      if (unknown) {
        const at = ["x-pql-audience", "suppress", i];
        result.problems.push({ ...unknown, range: audience.locate([...at, "rule"]) ?? audience.locate([...at]) ?? audience.range });
        continue;
      }
      result.suppressions.push({
        kind: "metadata",
        rule: entry.rule,
        reason: entry.reason.trim(),
        range: audience.locate(["x-pql-audience", "suppress", i]) ?? audience.range,
        scope: { start: audience.range.start.offset, end: audience.range.end.offset }
      });
    }
  }
  return result;
}
function readDirective(offset, source, text, lines, result, ruleNames2) {
  const match = /^#\s*(pql-audience-[A-Za-z-]*)/.exec(source);
  if (!match) return;
  const word = match[1];
  const wordStart = offset + source.indexOf(word);
  const kind = directives.find((d) => d === word);
  if (!kind) {
    const close = closest(word, directives);
    result.problems.push({
      rule: suppressionsUnknownDirective.meta.name,
      message: `unknown directive \`${word}\``,
      range: lines.span(wordStart, wordStart + word.length),
      hints: [close ? `did you mean \`${close}\`?` : "the directives are `pql-audience-disable-next-line` and `pql-audience-disable`"]
    });
    return;
  }
  const rest = source.slice(match[0].length);
  const separator = rest.indexOf("--");
  const rulesText = separator < 0 ? rest : rest.slice(0, separator);
  const reason = separator < 0 ? "" : rest.slice(separator + 2).trim();
  const restStart = offset + match[0].length;
  const directiveRange = lines.span(offset, offset + source.length);
  const rules = [...rulesText.matchAll(/[^\s,]+/g)].map((m) => ({ rule: m[0], start: restStart + m.index }));
  if (rules.length === 0) {
    result.problems.push({
      rule: suppressionsMissingRule.meta.name,
      message: "this directive names no rule",
      range: directiveRange,
      hints: [`name the rule to silence: \`# ${word} PQL204 -- reason\``]
    });
    return;
  }
  if (!reason) {
    result.problems.push({
      rule: suppressionsMissingReason.meta.name,
      message: "this suppression has no reason, so it has no effect",
      range: directiveRange,
      hints: [`say why after \`--\`: \`# ${word} ${rules.map((r) => r.rule).join(", ")} -- why the rule does not apply here\``]
    });
    return;
  }
  const scope = kind === "pql-audience-disable" ? { start: 0, end: text.length } : nextLineScope(text, lines, offset);
  for (const { rule, start } of rules) {
    const range = lines.span(start, start + rule.length);
    if (!suppressionRulePattern.test(rule)) {
      const near = ruleNames2?.suggest(rule);
      result.problems.push({
        rule: suppressionsMissingRule.meta.name,
        message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
        range,
        hints: ['name a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
      });
      continue;
    }
    const unknown = unknownRule(rule, ruleNames2);
    if (unknown) {
      result.problems.push({ ...unknown, range });
      continue;
    }
    result.suppressions.push({ kind: kind === "pql-audience-disable" ? "file" : "next-line", rule, reason, range, scope });
  }
}
function unknownRule(rule, ruleNames2) {
  if (!ruleNames2 || ruleNames2.codesFor(rule)) return void 0;
  const near = ruleNames2.suggest(rule);
  return {
    rule: suppressionsMissingRule.meta.name,
    message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
    hints: ["`pql-audience rules` lists the codes and names"]
  };
}
function nextLineScope(text, lines, offset) {
  const commentLine = lines.position(offset).line;
  let target = commentLine + 1;
  while (target <= lines.lineCount && /^\s*(?:#.*)?$/.test(lines.lineText(target))) target++;
  if (target > lines.lineCount) return { start: text.length, end: text.length };
  const indentOf = (line) => /^[ \t]*/.exec(line)[0].length;
  const indent = indentOf(lines.lineText(target));
  let last = target;
  for (let line = target + 1; line <= lines.lineCount; line++) {
    const lineText = lines.lineText(line);
    if (lineText.trim() === "") continue;
    if (indentOf(lineText) <= indent) break;
    last = line;
  }
  const start = lines.position(offsetOfLine(lines, target)).offset;
  const end = offsetOfLine(lines, last) + lines.lineText(last).length;
  return { start, end };
}
function offsetOfLine(lines, line) {
  let lo = 0;
  let hi = lines.text.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (lines.position(mid).line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function yamlComments(text) {
  const comments = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (value) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const token = value;
    if (token.type === "comment" && typeof token.offset === "number" && typeof token.source === "string") {
      comments.push({ offset: token.offset, source: token.source });
    }
    for (const [key, child] of Object.entries(value)) if (key !== "source") walk(child);
  };
  for (const token of new import_yaml.Parser().parse(text)) walk(token);
  return comments.sort((a, b) => a.offset - b.offset);
}
function ruleMatches(pattern, diagnostic) {
  if (pattern === diagnostic.code || pattern === diagnostic.rule) return true;
  if (/^PQL\d[\dx]x$/.test(pattern)) return new RegExp(`^${pattern.replace(/x/g, "\\d")}$`).test(diagnostic.code);
  if (pattern.endsWith("/*")) return diagnostic.rule.startsWith(pattern.slice(0, -1));
  return false;
}
var specificity = { "next-line": 0, metadata: 1, file: 2 };
function applySuppressions(diagnostics, suppressions, alreadyUsed = /* @__PURE__ */ new Set()) {
  const used = new Set(alreadyUsed);
  const ordered = [...suppressions].sort((a, b) => specificity[a.kind] - specificity[b.kind]);
  const result = diagnostics.map((diagnostic) => {
    if (diagnostic.suppressed || diagnostic.rule === suppressionsUnused.meta.name) return diagnostic;
    const at = diagnostic.range.start.offset;
    const match = ordered.find((s) => at >= s.scope.start && at <= s.scope.end && ruleMatches(s.rule, diagnostic));
    if (!match) return diagnostic;
    used.add(match);
    return { ...diagnostic, suppressed: { kind: "inSource", reason: match.reason } };
  });
  return { diagnostics: result, used, unused: suppressions.filter((s) => !used.has(s)) };
}

// src/lint/draft.ts
var localRules = allRules.filter((r) => r.check);
var ruleNames = { codesFor, suggest: suggestRule };
function draftFile(source) {
  const config = source.config ?? defaultResolvedConfig;
  if (source.text.length > config.maxFileSize) return tooLarge(source, config);
  const loaded = loadAudienceFile(source.file, source.text, { invalidUtf8: source.invalidUtf8 });
  const { suppressions, problems } = parseSuppressions(loaded, source.text, ruleNames);
  const draft = { file: source.file, config, diagnostics: [], suppressions, audiences: [] };
  for (const problem of [...loaded.problems, ...problems]) {
    const rule = ruleByCodeOrName(problem.rule);
    if (!rule) continue;
    pushDiagnostic(draft.diagnostics, rule, config, source.file, {
      in: "file",
      range: problem.range,
      message: problem.message,
      hints: problem.hints,
      ...problem.label ? { label: problem.label } : {}
    });
  }
  draft.audiences = loaded.audiences.map((audience) => draftAudience(source.file, source.text, loaded.kind, audience, config));
  return draft;
}
function draftAudience(file, text, kind, loaded, config) {
  const diagnostics = [];
  const { ast, errors } = loaded.definition.expression.format === "pql/text" ? parse(loaded.pql) : { ast: null, errors: [] };
  for (const e of errors) {
    pushDiagnostic(diagnostics, ruleByCodeOrName(e.rule), config, file, {
      in: "file",
      range: loaded.mapSpan(e.span),
      message: e.message,
      hints: e.hints,
      ...e.label ? { label: e.label } : {}
    });
  }
  const pqlFacts = ast ? extractFacts(ast) : null;
  const linted = { file, text, kind, loaded, ast, facts: pqlFacts };
  let asked = localRules[0];
  const context = {
    audience: linted,
    config,
    report: (finding) => pushDiagnostic(
      diagnostics,
      asked,
      config,
      file,
      finding.in === "pql" ? { ...finding, in: "file", range: loaded.mapSpan(finding.range) } : finding
    )
  };
  for (const rule of localRules) {
    asked = rule;
    rule.check(context);
  }
  const facts = pqlFacts ? mapFacts(pqlFacts, (s) => loaded.mapSpan(s)) : null;
  const waits = facts !== null && facts.events.length > 0 && facts.segments.length > 0;
  const reasons = facts && !waits ? classify(facts, { windowBoundary: config.windowBoundary }).reasons : facts ? null : [];
  const definition = loaded.definition;
  const extras = definition["x-pql-audience"];
  const synchronousEnabled = definition.evaluationInfo?.synchronous?.enabled === true;
  return {
    index: loaded.index,
    kind,
    // Drafts outlive the file's text; these strings were cut from it (see detach.ts).
    name: detachString(definition.name),
    // Always present (undefined when absent): one object shape for every draft keeps each small.
    id: extras?.id === void 0 ? void 0 : detachString(extras.id),
    alias: extras?.alias === void 0 ? void 0 : detachString(extras.alias),
    meantForEdge: kind === "pql" || synchronousEnabled,
    synchronousEnabled,
    statedMethod: statedMethod(definition.evaluationInfo),
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: facts ? facts.segments.map((s) => ({ id: s.id === null ? null : detachString(s.id), span: s.span, idSpan: s.idSpan })) : [],
    reasons,
    facts: waits ? facts : null,
    ranges: fieldRanges(loaded, synchronousEnabled),
    diagnostics
  };
}
function fieldRanges(loaded, synchronousEnabled) {
  const ranges = {};
  const set = (key, span) => {
    if (span) ranges[key] = span;
  };
  if (loaded.definition["x-pql-audience"]?.id !== void 0) set("id", loaded.locate(["x-pql-audience", "id"]));
  if (loaded.definition["x-pql-audience"]?.alias !== void 0) set("alias", loaded.locate(["x-pql-audience", "alias"]));
  set("name", loaded.locate(["name"]));
  if (synchronousEnabled) set("synchronousEnabled", loaded.locate(["evaluationInfo", "synchronous", "enabled"]));
  else set("notMarked", loaded.locate(["evaluationInfo"], "key") ?? loaded.locate(["name"], "key"));
  return ranges;
}
function mapFacts(facts, map) {
  return {
    root: map(facts.root),
    events: facts.events.map((e) => ({
      ...e,
      span: map(e.span),
      negation: e.negation ? map(e.negation) : null,
      window: e.window ? { ...e.window, span: map(e.window.span) } : null
    })),
    profileAttributes: facts.profileAttributes.map((p) => ({ ...p, span: map(p.span) })),
    segments: facts.segments.map((s) => ({ ...s, span: map(s.span), idSpan: map(s.idSpan) })),
    ignoreYear: facts.ignoreYear.map((c) => ({ ...c, span: map(c.span) }))
  };
}
function releaseLocalParts(audience) {
  audience.diagnostics = [];
  audience.reasons = null;
  audience.facts = null;
  audience.ranges = {};
}
function pushDiagnostic(out, rule, config, file, finding, severity) {
  const configured = config.severities[rule.meta.code] ?? severity ?? rule.meta.defaultSeverity;
  if (configured === "off") return;
  out.push({
    code: rule.meta.code,
    rule: rule.meta.name,
    severity: configured,
    message: finding.message,
    file,
    range: finding.range,
    ...finding.label ? { label: finding.label } : {},
    hints: finding.hints ?? [],
    ...finding.fix ? { fix: finding.fix } : {}
  });
}
function tooLarge(source, config) {
  const draft = { file: source.file, config, diagnostics: [], suppressions: [], audiences: [] };
  const start = { offset: 0, line: 1, column: 1 };
  pushDiagnostic(draft.diagnostics, audienceTooLarge, config, source.file, {
    in: "file",
    range: { start, end: start },
    message: tooLargeMessage(source.text.length, config.maxFileSize),
    hints: ["split it into smaller audience files, or raise `maxFileSize` in pql-audience.config.yaml if it is meant to be this large"]
  });
  return draft;
}

// src/lint/remote.ts
function remoteDraft(segment) {
  const ast = segment.expression ? parse(segment.expression).ast : null;
  const facts = ast ? extractFacts(ast) : null;
  return {
    index: 0,
    kind: "json",
    name: segment.name,
    id: segment.id,
    alias: void 0,
    meantForEdge: false,
    synchronousEnabled: false,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}

// src/lint/directory.ts
function identityDraft({ kind, name, id, alias }) {
  return {
    index: 0,
    kind,
    name,
    id,
    alias,
    meantForEdge: false,
    synchronousEnabled: false,
    parsed: false,
    shape: null,
    profileOnly: false,
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}
function groupBy(entries, field) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const value = e.audience[field];
    if (value === void 0 || e.audience.kind === "pql" && field !== "id") continue;
    const list = groups.get(value);
    if (list) list.push(e);
    else groups.set(value, [e]);
  }
  return groups;
}
function buildDirectory(drafts, remote, { context = [], project = [] } = {}) {
  const entries = (list) => list.flatMap((d) => d.audiences.map((audience) => ({ file: d.file, audience })));
  const all = context.length > 0 ? [...entries(drafts), ...entries(context)] : entries(drafts);
  const known = project.map((a) => ({ file: a.file, audience: identityDraft(a) }));
  const local = new Set([...all, ...known].map((e) => e.audience.id).filter((id) => id !== void 0));
  const live = (remote?.segments ?? []).filter((s) => !local.has(s.id)).map((s) => ({ file: `AEP ${remote.label}`, audience: remoteDraft(s) }));
  const byId = /* @__PURE__ */ new Map();
  const byAlias = /* @__PURE__ */ new Map();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== void 0 && !byId.has(id)) byId.set(id, entry);
    if (alias !== void 0 && (!byAlias.has(alias) || kind !== "pql" && byAlias.get(alias).audience.kind === "pql"))
      byAlias.set(alias, entry);
  }
  const everyone = known.length > 0 ? [...all, ...known] : all;
  const groups = { name: groupBy(everyone, "name"), id: groupBy(everyone, "id"), alias: groupBy(everyone, "alias") };
  return {
    all,
    ...remote ? { remote: remote.label } : {},
    duplicateOf: (audience, field) => {
      const value = audience[field];
      return value === void 0 ? void 0 : groups[field].get(value)?.find((e) => e.audience !== audience);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    aliases: () => /* @__PURE__ */ new Set([...byAlias.keys(), ...known.flatMap((e) => e.audience.alias === void 0 ? [] : [e.audience.alias])]),
    resolve: (reference) => reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)
  };
}

// src/lint/finalize.ts
var eligibilityRules = ruleNamesWhere((meta) => meta.eligibilityReason);
var verdictCategories = /* @__PURE__ */ new Set(["syntax", "edge"]);
var verdictReasonRules = ruleNamesWhere((meta) => verdictCategories.has(meta.category));
var openRules2 = ruleNamesWhere((meta) => meta.leavesEligibilityOpen);
var globalRules = allRules.filter((r) => r.checkGlobal && !r.meta.judgesVerdict);
var verdictRules = allRules.filter((r) => r.checkGlobal && r.meta.judgesVerdict);
function finalizeFile(draft, directory, source, keepReasons = true) {
  const { config, file } = draft;
  const audiences = [];
  let used = /* @__PURE__ */ new Set();
  const suppress = (diagnostics) => {
    const applied = applySuppressions(diagnostics, draft.suppressions, used);
    used = applied.used;
    return applied.diagnostics;
  };
  const all = suppress(draft.diagnostics);
  for (const audience of draft.audiences) {
    let diagnostics = [...audience.diagnostics];
    const reasons = audience.reasons ?? deferredReasons(audience, directory, config.windowBoundary);
    for (const r of reasons) {
      pushDiagnostic(
        diagnostics,
        ruleByCodeOrName(r.rule),
        config,
        file,
        // The severity is the rule's (its metadata, or the config): one default per rule, which
        // the analyzer's own reasons agree with (test/lint/severity.test.ts).
        { in: "file", range: r.range, message: r.message, ...r.label ? { label: r.label } : {}, ...r.hints ? { hints: r.hints } : {} }
      );
    }
    runGlobal(globalRules, file, audience, directory, config, null, diagnostics);
    diagnostics = suppress(diagnostics);
    const verdict = verdictFrom(diagnostics, audience.shape, audience.parsed);
    if (!audience.meantForEdge) diagnostics = diagnostics.filter((d) => !eligibilityRules.has(d.rule));
    const late = [];
    runGlobal(verdictRules, file, audience, directory, config, verdict, late);
    diagnostics.push(...suppress(late));
    audiences.push({ name: audience.name, verdict: keepReasons ? verdict : { ...verdict, reasons: [] } });
    all.push(...diagnostics);
  }
  for (const unused of draft.suppressions.filter((s) => !used.has(s))) {
    pushDiagnostic(all, suppressionsUnused, config, file, {
      in: "file",
      range: unused.range,
      message: `this suppression of \`${unused.rule}\` silences nothing`,
      label: "unused",
      hints: ["remove it"]
    });
  }
  all.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { file, source, diagnostics: all, audiences };
}
function deferredReasons(audience, directory, boundary) {
  return classify(audience.facts, {
    windowBoundary: boundary,
    resolveSegment: (id) => {
      const target = directory.resolve(id);
      if (!target) return null;
      return { profileOnly: target.audience.profileOnly, name: target.audience.name, type: target.audience.shape };
    }
  }).reasons;
}
function runGlobal(rules, file, audience, directory, config, verdict, out) {
  for (const rule of rules) {
    rule.checkGlobal({
      file,
      audience,
      directory,
      config,
      verdict,
      report: (finding) => pushDiagnostic(out, rule, config, file, { ...finding, in: "file" })
    });
  }
}
function verdictFrom(diagnostics, shape, parsed) {
  const relevant = diagnostics.filter((d) => verdictReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map((d) => ({
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...d.label ? { label: d.label } : {},
    hints: d.hints
  }));
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules2.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}

// src/lint/engine.ts
function lintSources(sources) {
  const drafts = sources.map(draftFile);
  return lintDrafts(drafts, (i) => sources[i].text);
}
function lintDrafts(drafts, sourceOf, options = {}) {
  const files = [];
  const { summary } = streamDrafts(drafts, sourceOf, options, (file) => files.push(file));
  return { files, rules: allRules.map((r) => r.meta), summary };
}
function streamDrafts(drafts, sourceOf, options, onFile) {
  const directory = buildDirectory(drafts, options.remote, options);
  const summary = emptySummary();
  let filesWithProblems = 0;
  drafts.forEach((draft, i) => {
    const result = finalizeFile(draft, directory, sourceOf(i), options.verdictReasons ?? true);
    for (const audience of draft.audiences) releaseLocalParts(audience);
    addToSummary(summary, result);
    if (result.diagnostics.some((d) => !d.suppressed)) filesWithProblems++;
    onFile(result, i);
  });
  return { summary, filesWithProblems };
}
function lintText(text, options = {}) {
  return lintSources([{ file: options.file ?? "<stdin>", text, ...options.config ? { config: options.config } : {} }]);
}
function emptySummary() {
  return {
    files: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    suppressed: 0,
    fixable: 0,
    audiences: 0,
    eligible: 0,
    notEligible: 0,
    unknown: 0,
    byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 }
  };
}
function addToSummary(summary, f) {
  summary.files++;
  for (const d of f.diagnostics) {
    if (d.suppressed) summary.suppressed++;
    else if (d.severity === "error") summary.errors++;
    else if (d.severity === "warning") summary.warnings++;
    else summary.infos++;
    if (d.fix && !d.suppressed) summary.fixable++;
  }
  for (const a of f.audiences) {
    summary.audiences++;
    if (a.verdict.eligible === true) {
      summary.eligible++;
      if (a.verdict.type) summary.byType[a.verdict.type]++;
    } else if (a.verdict.eligible === null) summary.unknown++;
    else summary.notEligible++;
  }
}

export {
  judgeWindow,
  classify,
  extractFacts,
  draftFile,
  lintSources,
  lintDrafts,
  streamDrafts,
  lintText
};
