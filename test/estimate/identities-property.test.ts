// The identity rules of docs/estimates.md, written once more in plain JavaScript, agree with the
// loader's SQL on random identity maps: every profile's primary identity, every event's profile,
// and what is counted (orphans, several primaries, shared identities).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataDirs, ndjson, withData } from "./helpers.js";

const dataDir = dataDirs();

type Entry = { id?: unknown; primary?: unknown };
type IdentityMap = Record<string, Entry[]>;

const entry = fc.record(
  { id: fc.oneof(fc.constantFrom("1", "2", "3"), fc.constant(null), fc.constant(4)), primary: fc.constantFrom(true, false, "true") },
  { requiredKeys: [] },
);
const identityMapArb = fc.dictionary(fc.constantFrom("ECID", "Email", "CRM"), fc.array(entry, { maxLength: 3 }), { maxKeys: 3 });
const record = fc.option(identityMapArb, { nil: undefined }).map((m) => (m === undefined ? { other: 1 } : { identityMap: m }));

/** A record's identities in document order, as the docs say: NAMESPACE:id for each entry with a scalar id. */
function identities(r: { identityMap?: IdentityMap }): { identity: string; marked: boolean }[] {
  return Object.entries(r.identityMap ?? {}).flatMap(([ns, list]) =>
    list.flatMap((e) =>
      e.id === null || e.id === undefined || typeof e.id === "object"
        ? []
        : [{ identity: `${ns}:${String(e.id)}`, marked: e.primary === true }],
    ),
  );
}

/** The identities in the order an owner is looked for: the marked ones first, then document order. */
const byPreference = (ids: { identity: string; marked: boolean }[]) => [...ids.filter((i) => i.marked), ...ids.filter((i) => !i.marked)];

describe("identity resolution", () => {
  it("the SQL agrees with the documented rules on random identity maps", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 6 }), fc.array(record, { maxLength: 8 }), async (profiles, events) => {
        const holders = new Map<string, number>();
        const sharing = new Map<string, Set<number>>();
        profiles.forEach((p, pid) => {
          for (const { identity } of identities(p)) {
            if (!holders.has(identity)) holders.set(identity, pid);
            sharing.set(identity, (sharing.get(identity) ?? new Set()).add(pid));
          }
        });
        const expectedPrimary = profiles.map((p) => byPreference(identities(p))[0]?.identity ?? null);
        const expectedOwners = events.flatMap((e, seq) => {
          const owner = byPreference(identities(e)).find((i) => holders.has(i.identity));
          return owner ? [{ pid: holders.get(owner.identity)!, seq }] : [];
        });
        const dir = dataDir({ "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson(events) });
        await withData(dir, async (data) => {
          expect((await data.query("SELECT primary_id FROM profiles ORDER BY pid")).map((r) => r.primary_id)).toEqual(expectedPrimary);
          expect(await data.query("SELECT pid, seq FROM events ORDER BY seq")).toEqual(expectedOwners);
          expect({
            orphanEvents: data.orphanEvents,
            multiplePrimaryProfiles: data.multiplePrimaryProfiles,
            profilesWithoutIdentity: data.profilesWithoutIdentity,
            sharedIdentities: data.sharedIdentities,
          }).toEqual({
            orphanEvents: events.length - expectedOwners.length,
            multiplePrimaryProfiles: profiles.filter((p) => identities(p).filter((i) => i.marked).length > 1).length,
            profilesWithoutIdentity: expectedPrimary.filter((p) => p === null).length,
            sharedIdentities: [...sharing.values()].filter((s) => s.size > 1).length,
          });
        });
      }),
      { numRuns: 25 },
    );
  });
});
