// Time windows of event references (docs/evaluation-methods.md). A window is edge-compatible
// when it is relative to now, contains now, and is shorter than 24 hours. Sizes are exact
// integers in milliseconds: 1 day = 24 hours = 1 440 minutes.
import type { AmountConstraint, TimeAnchor, TimeConstraint, TimeUnit } from "../syntax/ast.js";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The shortest length of each unit. Months, years and longer vary; their shortest length is
 * already far over 24 hours, which is all the edge rules need to know.
 */
const unitMs: Record<TimeUnit, number> = {
  millisecond: 1,
  second: 1_000,
  minute: 60_000,
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 28 * DAY_MS,
  year: 365 * DAY_MS,
  decade: 3_652 * DAY_MS,
  century: 36_524 * DAY_MS,
  millennium: 365_242 * DAY_MS,
};

/** Units whose current period (`this hour`) lies inside a 24-hour window that contains now. */
const shortPeriods = new Set<TimeUnit>(["millisecond", "second", "minute", "hour", "day"]);

export type WindowBoundary = "exclusive" | "inclusive";

/** Why a window does not suit the edge (each is one edge rule's concern). */
export type WindowProblem = "too-long" | "boundary" | "absolute" | "not-current";

export type WindowStatus =
  | { ok: true; sizeMs: number | null; text: string }
  | {
      ok: false;
      problem: WindowProblem;
      sizeMs: number | null;
      /** Why, in a few words ("3 days", "an absolute date"). */
      text: string;
    };

export function windowSizeMs(amount: number, unit: TimeUnit): number {
  return amount * unitMs[unit];
}

/** `3 days`, `90 minutes`, `1 hour`. */
export function describeAmount(amount: number, unit: TimeUnit): string {
  if (amount === 1) return `1 ${unit}`;
  const plural = unit === "century" ? "centuries" : unit === "millennium" ? "millennia" : `${unit}s`;
  return `${amount} ${plural}`;
}

function isAbsolute(anchor: TimeAnchor): boolean {
  return anchor.kind === "Date";
}

function amountWindow(c: AmountConstraint, boundary: WindowBoundary): WindowStatus {
  const size = windowSizeMs(c.amount, c.unit);
  const text = describeAmount(c.amount, c.unit);
  if (isAbsolute(c.anchor)) return { ok: false, problem: "absolute", sizeMs: size, text: "relative to a fixed date" };
  const fromNow = c.anchor.kind === "TimeWord" && c.anchor.word === "now";
  // Only `< N before now` and `<= N before now` describe "the last N": other comparators or
  // anchors describe a window that ends before now or lies in the future.
  if (!fromNow || c.direction !== "before" || (c.comparator !== "<" && c.comparator !== "<=")) {
    return { ok: false, problem: "not-current", sizeMs: null, text: "does not end now" };
  }
  if (c.comparator === "<") {
    return size <= DAY_MS ? { ok: true, sizeMs: size, text } : { ok: false, problem: "too-long", sizeMs: size, text };
  }
  if (size < DAY_MS) return { ok: true, sizeMs: size, text };
  if (size === DAY_MS) {
    return boundary === "inclusive"
      ? { ok: true, sizeMs: size, text }
      : { ok: false, problem: "boundary", sizeMs: size, text: `exactly ${text}` };
  }
  return { ok: false, problem: "too-long", sizeMs: size, text };
}

/** Judges one event reference's time constraint. */
export function judgeWindow(constraint: TimeConstraint, boundary: WindowBoundary): WindowStatus {
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
        return shortPeriods.has(a.unit)
          ? { ok: true, sizeMs: unitMs[a.unit], text }
          : { ok: false, problem: "too-long", sizeMs: unitMs[a.unit], text };
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
