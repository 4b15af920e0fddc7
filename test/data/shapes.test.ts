// What the generated records look like, over 2,000 profiles: what `estimate`'s loader and the
// examples rely on (docs/data.md describes each field).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { makeEvents, WINDOW_MS } from "../../src/node/data/events.js";
import { makeProfile } from "../../src/node/data/profile.js";
import { type DataSet, folders, generated, identities, NOW } from "./helpers.js";

const folder = folders();
let data: DataSet;
beforeAll(async () => {
  data = await generated(folder(), { profiles: 2000, eventsPerProfile: 10, seed: 1 });
});

const eventTypes = [
  "web.webpagedetails.pageViews",
  "web.webinteraction.linkClicks",
  "commerce.productViews",
  "commerce.productListAdds",
  "commerce.productListViews",
  "commerce.productListRemovals",
  "commerce.checkouts",
  "commerce.purchases",
];

describe("data generate's records", () => {
  it("counts: as many profiles as asked, about 10 events each, 1 % of events of no profile", () => {
    const { result, profiles, events } = data;
    expect(profiles).toHaveLength(2000);
    expect(result.profiles.records).toBe(2000);
    expect(result.events.records).toBe(events.length);
    expect(result.anonymousEvents).toBe(200);
    expect(events.length / 2000).toBeGreaterThan(9);
    expect(events.length / 2000).toBeLessThan(11);
  });

  it("gives every profile exactly one primary identity, an ECID, and an Email; ids are unique", () => {
    const keys = new Set<string>();
    for (const profile of data.profiles) {
      const ids = identities(profile);
      expect(ids.filter((i) => i.primary).map((i) => i.key.split(":")[0])).toEqual(["ECID"]);
      expect(ids.some((i) => i.key.startsWith("Email:"))).toBe(true);
      for (const { key } of ids) {
        expect(keys.has(key)).toBe(false);
        keys.add(key);
      }
    }
  });

  it("puts every event in the 60 days before now, with an _id, a known type and one identity", () => {
    const ids = new Set<string>();
    for (const event of data.events) {
      const at = Date.parse(event.timestamp as string);
      expect(new Date(at).toISOString()).toBe(event.timestamp);
      expect(at).toBeLessThanOrEqual(NOW);
      expect(at).toBeGreaterThan(NOW - WINDOW_MS);
      expect(eventTypes).toContain(event.eventType);
      expect(ids.has(event._id as string)).toBe(false);
      ids.add(event._id as string);
      expect(identities(event)).toHaveLength(1);
    }
  });

  it("links events to profiles by ECID or Email; the anonymous ones to none", () => {
    const profileOf = new Map<string, number>();
    data.profiles.forEach((p, i) => {
      for (const { key } of identities(p)) profileOf.set(key, i);
    });
    const linked = data.events.filter((e) => profileOf.has(identities(e)[0]!.key));
    const byEmail = linked.filter((e) => identities(e)[0]!.key.startsWith("Email:"));
    expect(data.events.length - linked.length).toBe(data.result.anonymousEvents);
    expect(byEmail.length / linked.length).toBeGreaterThan(0.05);
    expect(byEmail.length / linked.length).toBeLessThan(0.15);
  });

  it("leaves fields missing or null in some profiles, so that three-valued logic shows", () => {
    const share = (test: (p: Record<string, unknown>) => boolean) => data.profiles.filter(test).length / data.profiles.length;
    const loyalty = (p: Record<string, unknown>) => p.loyalty as { tier?: string | null } | undefined;
    const home = (p: Record<string, unknown>) => p.homeAddress as { countryCode?: string | null } | undefined;
    expect(share((p) => loyalty(p) === undefined)).toBeGreaterThan(0.3);
    expect(share((p) => loyalty(p) !== undefined && !("tier" in loyalty(p)!))).toBeGreaterThan(0.02);
    expect(share((p) => loyalty(p)?.tier === null)).toBeGreaterThan(0.005);
    expect(share((p) => home(p) === undefined)).toBeGreaterThan(0.02);
    expect(share((p) => home(p)?.countryCode === null)).toBeGreaterThan(0.005);
    expect(share((p) => (p.person as { birthDate?: string }).birthDate === undefined)).toBeGreaterThan(0.1);
    const statuses = new Set(
      data.profiles.flatMap((p) =>
        Object.values((p.segmentMembership as { ups?: Record<string, { status: string }> })?.ups ?? {}).map((u) => u.status),
      ),
    );
    expect([...statuses].sort()).toEqual(["existing", "exited", "realized"]);
  });

  it("writes events oldest first within a profile, and purchases with an order", () => {
    for (const event of data.events.filter((e) => e.eventType === "commerce.purchases")) {
      const order = (event.commerce as { order?: { priceTotal: number; currencyCode: string } }).order;
      expect(order?.priceTotal).toBeGreaterThan(0);
      expect(order?.currencyCode).toMatch(/^[A-Z]{3}$/);
    }
    let previous: { key: string; at: string } | undefined;
    for (const event of data.events) {
      const key = identities(event)[0]!.key;
      if (previous?.key === key) expect((event.timestamp as string) >= previous.at).toBe(true);
      previous = { key, at: event.timestamp as string };
    }
  });

  it("keeps every event of any profile, seed and instant in the 60 days before it, oldest first", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: Date.parse("2000-01-01T00:00:00Z"), max: Date.parse("2100-01-01T00:00:00Z") }),
        fc.integer({ min: 0, max: 40 }),
        (seed, index, now, perProfile) => {
          const { identity } = makeProfile(seed, index, now);
          const events = makeEvents(seed, index, identity, now, perProfile);
          expect(events.length).toBeLessThanOrEqual(2 * perProfile);
          const times = events.map((e) => Date.parse(e.timestamp as string));
          for (const t of times) expect(t > now - WINDOW_MS && t <= now).toBe(true);
          expect(times).toEqual([...times].sort((a, b) => a - b));
        },
      ),
      { numRuns: 300 },
    );
  });
});
