// The same options give the same bytes: on every run, machine and Node version (the generator
// uses only integer arithmetic and exact decimal formatting). The golden hashes below pin the
// bytes of a small data set; a change to the generator that moves them must update them on
// purpose (and docs/data.md says the data sets of a seed change with the version that changed them).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeEvents } from "../../src/node/data/events.js";
import { generateDataSet } from "../../src/node/data/generate.js";
import { makeProfile } from "../../src/node/data/profile.js";
import { folders, generated, identities, NOW } from "./helpers.js";

const folder = folders();
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

describe("data generate is deterministic", () => {
  it("writes byte-identical files for the same seed and counts", async () => {
    const a = await generated(folder(), { profiles: 300, seed: 7 });
    const b = await generated(folder(), { profiles: 300, seed: 7 });
    expect(readFileSync(a.result.profiles.path)).toEqual(readFileSync(b.result.profiles.path));
    expect(readFileSync(a.result.events.path)).toEqual(readFileSync(b.result.events.path));
  });

  it("writes the golden bytes for seed 1, 200 profiles, 10 events per profile", async () => {
    const { result } = await generated(folder(), { profiles: 200, seed: 1 });
    expect({ profiles: sha256(result.profiles.path), events: sha256(result.events.path) }).toEqual({
      profiles: "7288ece4b506c78eaad5f5d4bf2c08d2f846398178510bc574e49e9e637553fd",
      events: "8af8a26f9daae3350e75fb60b7e6b4bcfe2e08dc788e3fb2321f10b725bdee02",
    });
  });

  it("writes other people for another seed, and the same first people for more profiles", async () => {
    const one = await generated(folder(), { profiles: 50, seed: 1 });
    const two = await generated(folder(), { profiles: 50, seed: 2 });
    const more = await generated(folder(), { profiles: 80, seed: 1 });
    expect(two.profiles).not.toEqual(one.profiles);
    expect(more.profiles.slice(0, 50)).toEqual(one.profiles);
  });

  it("writes the same records as a JSON array (--format json) as in NDJSON", async () => {
    const ndjson = await generated(folder(), { profiles: 40 });
    const { profiles, events } = await generateDataSet({
      dir: folder(),
      profiles: 40,
      eventsPerProfile: 10,
      seed: 1,
      now: NOW,
      format: "json",
    });
    const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown[];
    expect(read(profiles.path)).toEqual(ndjson.profiles);
    expect(read(events.path)).toEqual(ndjson.events);
  });

  it("makes a profile and its events as pure functions of (seed, index, now)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 1e8 }), (seed, index) => {
        const first = makeProfile(seed, index, NOW);
        const again = makeProfile(seed, index, NOW);
        expect(again).toEqual(first);
        expect(makeEvents(seed, index, again.identity, NOW, 10)).toEqual(makeEvents(seed, index, first.identity, NOW, 10));
        expect(identities(first.profile).filter((i) => i.primary)).toEqual([{ key: `ECID:${first.identity.ecid}`, primary: true }]);
      }),
      { numRuns: 200 },
    );
  });
});
