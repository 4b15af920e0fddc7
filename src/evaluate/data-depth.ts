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

/**
 * Whether `value` nests deeper than `limit` levels: the quick pass, a stack of values and their
 * depths and nothing else (no path, no keys array), since nearly all data is within the limit.
 */
function nestsPast(value: object, limit: number): boolean {
  const values: object[] = [value];
  const depths: number[] = [1];
  while (values.length > 0) {
    const v = values.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return true;
    if (Array.isArray(v)) {
      for (const child of v)
        if (child !== null && typeof child === "object") {
          values.push(child);
          depths.push(depth + 1);
        }
      continue;
    }
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      const child = (v as Record<string, unknown>)[key];
      if (child !== null && typeof child === "object") {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/** The first place `value` nests deeper than `limit` levels, as a path from it, or undefined. No recursion: any depth, and cycles, are safe. */
export function deepestPast(value: unknown, limit: number): { path: (string | number)[]; depth: number } | undefined {
  if (value === null || typeof value !== "object" || !nestsPast(value, limit)) return undefined;
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

/**
 * The answer for each profile and events array already measured (at the default limit): an
 * estimate evaluates every audience on the same objects, and `evaluateAudiences` every audience of
 * a file, so each is walked once. A caller that makes data deeper in place after evaluating it gets
 * the first answer; should the evaluator's stack then run out, that is still `data-too-deep`.
 */
const measured = new WeakMap<object, DataTooDeep | null>();

function cached(value: unknown, measure: () => DataTooDeep | undefined): DataTooDeep | undefined {
  if (value === null || typeof value !== "object") return measure();
  const known = measured.get(value);
  if (known !== undefined) return known ?? undefined;
  const found = measure();
  measured.set(value, found ?? null);
  return found;
}

/** The profile, then each event in turn: the first that nests past `limit`, or undefined. */
export function dataTooDeep(profile: unknown, events: readonly unknown[], limit = MAX_DATA_DEPTH): DataTooDeep | undefined {
  if (limit === MAX_DATA_DEPTH) return cached(profile, () => inProfile(profile, limit)) ?? cached(events, () => inEvents(events, limit));
  return inProfile(profile, limit) ?? inEvents(events, limit);
}

function inProfile(profile: unknown, limit: number): DataTooDeep | undefined {
  const found = deepestPast(profile, limit);
  return found ? tooDeep("profile", undefined, found.path, found.depth, limit) : undefined;
}

function inEvents(events: readonly unknown[], limit: number): DataTooDeep | undefined {
  for (let i = 0; i < events.length; i++) {
    const found = deepestPast(events[i], limit);
    if (found) return tooDeep("events", i, found.path, found.depth, limit);
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
