// fast-check data sets for the differential property: profiles and events built from the names,
// strings and numbers the corpus mentions (so its expressions find something to match), with
// nested objects and arrays, missing fields, nulls, values of the wrong type, segmentMembership,
// and event timestamps around `now` (in the forms the SQL reads; ties are common).
import fc from "fast-check";
import type { DataSet } from "./duckdb-tables.js";

export interface Vocabulary {
  names: string[];
  strings: string[];
  numbers: number[];
  segments: string[];
  /** The paths the expressions read (`homeAddress.countryCode`), so that data often holds them. */
  paths: string[][];
}

/** `doc` with `value` set at `path`; an intermediate object may be an array of objects instead (`wrap`). */
function setPath(doc: Record<string, unknown>, path: readonly string[], value: unknown, wrap: boolean): void {
  let at: Record<string, unknown> = doc;
  // Own properties only, as JSON.parse makes them: the corpus reads `__proto__`, and `at["__proto__"]`
  // would be Object.prototype, whose every object would then inherit the data set's fields (it did:
  // an enumerable `admin` on every object, which broke spawnSync's env in a later test).
  const own = (o: Record<string, unknown>, k: string, v: unknown) =>
    Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
  path.forEach((name, i) => {
    if (i === path.length - 1) {
      own(at, name, value);
      return;
    }
    let next = Object.hasOwn(at, name) ? at[name] : undefined;
    if (Array.isArray(next) && typeof next[0] === "object" && next[0] !== null) next = next[0];
    if (typeof next !== "object" || next === null || Array.isArray(next)) {
      const fresh: Record<string, unknown> = {};
      own(at, name, wrap && i === 0 ? [fresh, { [path[i + 1]!]: null }] : fresh);
      next = fresh;
    }
    at = next as Record<string, unknown>;
  });
}

const HOUR = 3_600_000;

export function timestampArbitrary(now: number): fc.Arbitrary<string> {
  const instant = fc.integer({ min: -24 * 40, max: 24 * 3 }).map((h) => now + h * HOUR);
  return fc.oneof(
    { weight: 5, arbitrary: instant.map((ms) => new Date(ms).toISOString()) },
    { weight: 2, arbitrary: instant.map((ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")) },
    { weight: 1, arbitrary: instant.map((ms) => new Date(ms).toISOString().slice(0, 10)) },
    { weight: 1, arbitrary: fc.constantFrom("2024-02-30", "2023-02-29T10:00:00Z", "2024-05-15T25:00:00Z", "soon", "", "2024-13-01") },
    // Far from now: years ago and the turn of the year.
    { weight: 1, arbitrary: fc.constantFrom("1990-05-15", "2000-01-01T00:00:00Z", "2023-12-31T23:59:59.999Z", "2024-05-15T12:00:00.000Z") },
  );
}

export function dataArbitrary(v: Vocabulary, now: number): fc.Arbitrary<DataSet> {
  const names = v.names.length > 0 ? v.names : ["a"];
  const leaf: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(v.strings.length > 0 ? v.strings : ["x"])) },
    { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
    { weight: 3, arbitrary: fc.constantFrom(...(v.numbers.length > 0 ? v.numbers : [1])) },
    { weight: 1, arbitrary: fc.integer({ min: -3, max: 30 }) },
    { weight: 1, arbitrary: fc.double({ min: -1000, max: 1000, noNaN: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: timestampArbitrary(now) },
  );
  const value = (depth: number): fc.Arbitrary<unknown> =>
    depth === 0
      ? leaf
      : fc.oneof(
          { weight: 5, arbitrary: leaf },
          { weight: 1, arbitrary: fc.array(value(depth - 1), { maxLength: 3 }) },
          { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...names), value(depth - 1), { maxKeys: 3 }) },
        );
  const status = fc.constantFrom("realized", "existing", "exited", null);
  const membership = fc.dictionary(fc.constantFrom(...(v.segments.length > 0 ? v.segments : ["s"])), fc.record({ status }), { maxKeys: 2 });
  const paths = v.paths.length > 0 ? v.paths : [["a"]];
  const withPaths = (base: fc.Arbitrary<Record<string, unknown>>) =>
    fc
      .tuple(base, fc.array(fc.tuple(fc.constantFrom(...paths), value(1), fc.integer({ min: 0, max: 4 })), { maxLength: 6 }))
      .map(([doc, sets]) => {
        const out = structuredClone(doc);
        for (const [path, x, wrap] of sets) setPath(out, path, x, wrap === 0);
        return out;
      });
  const profileDoc = fc
    .tuple(
      withPaths(fc.dictionary(fc.constantFrom(...names), value(3), { maxKeys: 4 })),
      fc.option(
        membership.map((ups) => ({ ups })),
        { nil: undefined },
      ),
    )
    .map(([doc, segmentMembership]) => (segmentMembership ? { ...doc, segmentMembership } : doc));
  const event = fc
    .tuple(
      fc.constantFrom(...(v.strings.length > 0 ? v.strings : ["x"])),
      fc.option(timestampArbitrary(now), { nil: undefined, freq: 8 }),
      withPaths(fc.dictionary(fc.constantFrom(...names), value(2), { maxKeys: 2 })),
    )
    .map(([eventType, timestamp, rest]) => ({ ...rest, eventType, ...(timestamp === undefined ? {} : { timestamp }) }));
  return fc
    .array(fc.record({ doc: profileDoc, events: fc.array(event, { maxLength: 6 }) }), { minLength: 1, maxLength: 8 })
    .map((profiles) => ({
      // As the loader reads it: JSON text parsed (-0 is 0, undefined members are gone).
      profiles: JSON.parse(JSON.stringify(profiles)),
    }));
}
