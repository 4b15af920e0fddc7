// The journal's law: whatever a run of requests changes (paths set or removed, items appended,
// ordered and trimmed, a whole-state change now and then), the state read back from `--data` is
// the state the emulator held. And a run cut at any byte of its journal reads back as the state
// after some prefix of its requests, never an error.
import fc from "fast-check";
import { mkdtempSync, readFileSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EmulatorState, JOURNAL_FILE } from "../../src/emulator/state.js";

type Step =
  | { kind: "set"; key: string; field: string; value: number }
  | { kind: "remove"; key: string }
  | { kind: "append"; key: string; at: number; keep: number }
  | { kind: "whole"; value: number };

const key = fc.constantFrom("ECID:a", "ECID:b", "email:c@d");
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), key, field: fc.constantFrom("x", "y"), value: fc.integer() }),
  fc.record({ kind: fc.constant("remove" as const), key }),
  fc.record({ kind: fc.constant("append" as const), key, at: fc.integer({ min: 0, max: 100 }), keep: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("whole" as const), value: fc.integer() }),
);

/** One request: what a route does to the state, then the server's save. */
function apply(state: EmulatorState, s: Step): void {
  const store = state.bucket<{ profiles: Record<string, Record<string, unknown>> }>("profiles", () => ({ profiles: {} }));
  if (s.kind === "set") {
    store.profiles[s.key] ??= { events: [] };
    store.profiles[s.key]![s.field] = s.value;
    state.changed(["buckets", "profiles", "profiles", s.key]);
  } else if (s.kind === "remove") {
    delete store.profiles[s.key];
    state.changed(["buckets", "profiles", "profiles", s.key]);
  } else if (s.kind === "append") {
    if (!store.profiles[s.key]) return;
    const event = { timestamp: new Date(Date.UTC(2026, 0, 1, 0, s.at)).toISOString() };
    state.append(["buckets", "profiles", "profiles", s.key, "events"], [event], { keep: s.keep, order: "timestamp" });
  } else {
    state.data.buckets.other = { value: s.value };
    state.changed();
  }
  state.save();
}

const plain = (state: EmulatorState) => JSON.parse(JSON.stringify(state.data));

describe("the journal", () => {
  it("law: reading --data back gives the state the emulator held", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const dir = mkdtempSync(join(tmpdir(), "pql-journal-law-"));
        try {
          const live = new EmulatorState({ dataDir: dir });
          live.save();
          for (const s of steps) apply(live, s);
          const expected = plain(live);
          live.close();
          expect(plain(new EmulatorState({ dataDir: dir }))).toEqual(expected);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 60 },
    );
  });

  it("law: a journal cut at any byte reads back as the state after a prefix of the requests", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), fc.double({ min: 0, max: 1, noNaN: true }), (steps, cut) => {
        const dir = mkdtempSync(join(tmpdir(), "pql-journal-cut-"));
        try {
          const live = new EmulatorState({ dataDir: dir });
          live.save();
          const after: unknown[] = [plain(live)];
          for (const s of steps) {
            apply(live, s);
            after.push(plain(live));
          }
          live.close();
          const journal = join(dir, JOURNAL_FILE);
          const size = readFileSync(journal).length;
          truncateSync(journal, Math.floor(size * cut));
          const read = new EmulatorState({ dataDir: dir });
          expect(after).toContainEqual(plain(read));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 60 },
    );
  });
});
