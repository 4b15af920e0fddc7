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

export {
  judgeWindow,
  edgeCodes,
  shapeOf,
  classify
};
