// How deeply the data an evaluation reads is nested, checked before it runs. The evaluator
// compares, copies and prints values by recursion (`=` on two objects, a value in the trace), so
// data nested thousands of levels deep could exhaust the call stack, where the profile would have
// been answered "does not qualify" for a reason that is not the audience's. The check walks the
// data with a stack of its own (an array, never the call stack), so any depth is measured without
// risk, and a cycle in a JavaScript caller's objects is found as depth past the limit, not a hang.

/**
 * The most levels of objects and arrays a profile, or one event, may nest (`{}` is 1 level,
 * `{"person": {"name": "Ada"}}` 2). XDM's deepest standard paths are under a dozen levels
 * (`_experience.analytics.customDimensions.eVars.eVar1`, a product list's items with their own
 * objects); tenant fields add a few more. 100 is many times that, and far below what the
 * evaluator's recursion can take on any host (tens of thousands of frames).
 */
export const MAX_DATA_DEPTH = 100;

/** Where data passed the limit: the part (the profile, or an event by its index), the path down to it, and how deep. */
export interface DataTooDeep {
  /** `profile`, or `events` with `index` the event's position in the events given (0-based); absent when unknown (the stack ran out). */
  part?: "profile" | "events";
  index?: number;
  /** The keys (and array indices) from the part down to the level past the limit; empty when unknown (the stack ran out). */
  path: readonly (string | number)[];
  /** The depth found: `limit + 1` when the walk stopped at the limit, 0 when unknown. */
  depth: number;
  limit: number;
  /**
   * E.g. "data nested past 100 levels at profile.person.a.a.a… (depth 101)" (keys as the data
   * holds them: a caller printing to a terminal makes control characters visible).
   */
  message: string;
}

/** Path segments shown before `…`: enough to recognise the field, short enough for one line. */
const SHOWN_SEGMENTS = 4;

interface Frame {
  /** The object's keys, or null for an array (its indices). */
  keys: string[] | null;
  value: object;
  next: number;
  /** How this frame was reached from its parent (a key or an index); unused at the root. */
  via: string | number;
}

/** The first place `value` nests deeper than `limit` levels, as a path from it, or undefined. No recursion: any depth, and cycles, are safe. */
export function deepestPast(value: unknown, limit: number): { path: (string | number)[]; depth: number } | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const stack: Frame[] = [frame(value, "")];
  if (stack.length > limit) return { path: [], depth: stack.length };
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const length = top.keys === null ? (top.value as unknown[]).length : top.keys.length;
    if (top.next >= length) {
      stack.pop();
      continue;
    }
    const via = top.keys === null ? top.next : top.keys[top.next]!;
    top.next++;
    const child = (top.value as Record<string | number, unknown>)[via];
    if (child === null || typeof child !== "object") continue;
    stack.push(frame(child, via));
    if (stack.length > limit) return { path: stack.slice(1).map((f) => f.via), depth: stack.length };
  }
  return undefined;
}

function frame(value: object, via: string | number): Frame {
  return { keys: Array.isArray(value) ? null : Object.keys(value), value, next: 0, via };
}

/** The profile, then each event in turn: the first that nests past `limit`, or undefined. */
export function dataTooDeep(profile: unknown, events: readonly unknown[], limit = MAX_DATA_DEPTH): DataTooDeep | undefined {
  const inProfile = deepestPast(profile, limit);
  if (inProfile) return tooDeep("profile", undefined, inProfile.path, inProfile.depth, limit);
  for (let i = 0; i < events.length; i++) {
    const inEvent = deepestPast(events[i], limit);
    if (inEvent) return tooDeep("events", i, inEvent.path, inEvent.depth, limit);
  }
  return undefined;
}

function tooDeep(
  part: "profile" | "events",
  index: number | undefined,
  path: (string | number)[],
  depth: number,
  limit: number,
): DataTooDeep {
  return {
    part,
    ...(index === undefined ? {} : { index }),
    path,
    depth,
    limit,
    message: tooDeepMessage(part === "profile" ? "profile" : `events[${index}]`, path, depth, limit),
  };
}

/** "data nested past 100 levels at ROOT.person.a.a.a… (depth 101)": the first few keys from `root`, the one line every reader shows. */
export function tooDeepMessage(root: string, path: readonly (string | number)[], depth: number, limit = MAX_DATA_DEPTH): string {
  const shown = pathText([root, ...path.slice(0, SHOWN_SEGMENTS)]);
  return `data nested past ${limit} levels at ${shown}${path.length > SHOWN_SEGMENTS ? "…" : ""} (depth ${depth})`;
}

/** `person.a[0].b`: keys joined by dots, indices in brackets. */
function pathText(path: readonly (string | number)[]): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
}

/** What the evaluator answers when its own recursion ran out all the same (a last resort: the check above should have caught it). */
export function stackRanOut(limit = MAX_DATA_DEPTH): DataTooDeep {
  return {
    path: [],
    depth: 0,
    limit,
    message: "data nested too deeply to evaluate (the call stack ran out)",
  };
}
