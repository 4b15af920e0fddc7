// Profiles loaded with only the fields the audiences read (load-data.ts `profileFields`,
// profile-fields.ts): each doc keeps those top-level fields as the record wrote them, a field of
// JSON null is left out, the rows, primary identities and counts are the whole load's, and bad
// data is still said as the whole load says it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EstimateAudience } from "../../src/node/estimate/estimate-audiences.js";
import { profileFieldsRead } from "../../src/node/estimate/profile-fields.js";
import { compileAudience } from "../../src/sql/index.js";
import { parse } from "../../src/syntax/index.js";
import { dataDirs, identityMap, loadError, ndjson, withData, writeParquet } from "./helpers.js";

const dataDir = dataDirs();
const NOW = Date.parse("2024-05-15T12:00:00Z");

const profiles = [
  { identityMap: identityMap({ ECID: [{ id: "p1", primary: true }], Email: ["a@x"] }), homeAddress: { countryCode: "US" }, loyalty: null },
  {
    identityMap: identityMap({ Email: ["b@x"] }),
    homeAddress: [{ countryCode: "FR" }],
    person: { name: "B'\\\"" },
    loyalty: { tier: "gold" },
  },
  { person: { name: "no identity" } },
];
const events = [{ identityMap: identityMap({ Email: ["a@x"] }), eventType: "t", timestamp: "2024-05-01T10:00:00Z" }];

async function load(files: Record<string, string>, profileFields?: readonly string[], prepare?: (dir: string) => Promise<void>) {
  const dir = dataDir(files);
  await prepare?.(dir);
  return withData(
    dir,
    async (data) => ({
      counts: [data.profiles, data.events, data.orphanEvents, data.profilesWithoutIdentity],
      rows: (await data.query("SELECT pid, primary_id, doc::VARCHAR AS doc FROM profiles ORDER BY pid")).map((r) => ({
        ...r,
        doc: JSON.parse(String(r.doc)) as unknown,
      })),
    }),
    profileFields ? { profileFields } : {},
  );
}

const keys = (rows: { doc: unknown }[]) => rows.map(({ doc: _, ...rest }) => rest);

describe("profiles with only the fields read", () => {
  it("NDJSON: keeps each field whole, leaves out the rest and JSON nulls; the same rows, identities and counts", async () => {
    const files = { "profiles.ndjson": ndjson(profiles), "events.ndjson": ndjson(events) };
    const whole = await load(files);
    const narrow = await load(files, ["homeAddress", "loyalty"]);
    expect(narrow.counts).toEqual(whole.counts);
    expect(keys(narrow.rows)).toEqual(keys(whole.rows));
    expect(narrow.rows.map((r) => r.doc)).toEqual([
      { homeAddress: { countryCode: "US" } },
      { homeAddress: [{ countryCode: "FR" }], loyalty: { tier: "gold" } },
      {},
    ]);
    expect((await load(files, [])).rows.map((r) => r.doc)).toEqual([{}, {}, {}]);
  });

  it("Parquet: the doc of those columns alone; the same rows and identities", async () => {
    const rows = [
      { identityMap: { ECID: [{ id: "p1", primary: true }] }, homeAddress: { countryCode: "US" }, loyalty: { tier: "gold" } },
      { identityMap: { ECID: [{ id: "p2", primary: true }] }, homeAddress: { countryCode: "FR" }, loyalty: { tier: "silver" } },
    ];
    const write = (dir: string) => writeParquet(join(dir, "profiles.parquet"), rows);
    const whole = await load({}, undefined, write);
    const narrow = await load({}, ["loyalty"], write);
    expect(keys(narrow.rows)).toEqual(keys(whole.rows));
    expect(narrow.rows.map((r) => r.doc)).toEqual([{ loyalty: { tier: "gold" } }, { loyalty: { tier: "silver" } }]);
  });

  it.each([
    ["a trailing comma", `${JSON.stringify(profiles[0])}\n{"homeAddress": {},}\n`, /profiles\.ndjson:2:\d+: error not JSON/],
    [
      "a record that is not an object",
      `${JSON.stringify(profiles[0])}\n[1]\n`,
      /profiles\.ndjson:2: error each record must be a JSON object/,
    ],
    ["a line that is not JSON", `${JSON.stringify(profiles[0])}\n{"homeAddress": }\n`, /profiles\.ndjson:2:\d+: error not JSON/],
    [
      "Infinity, which DuckDB reads as a number",
      `${JSON.stringify(profiles[0])}\n{"homeAddress": {}, "n": Infinity}\n`,
      /profiles\.ndjson:2:\d+: error not JSON/,
    ],
  ])("says %s as the whole load does", async (_, text, message) => {
    const dir = dataDir({ "profiles.ndjson": text });
    expect(await loadError(dir)).toMatch(message);
    expect(await loadError(dir, { profileFields: ["homeAddress"] })).toMatch(message);
  });

  it("what the audiences read: their profile fields; whole docs when one does not compile or reads the whole profile", () => {
    const audience = (pql: string) => ({ ast: parse(pql).ast! }) as unknown as EstimateAudience;
    const read = (...pql: string[]) => profileFieldsRead(pql.map(audience), compileAudience, { now: NOW });
    expect(read('homeAddress.countryCode = "US"', 'loyalty.tier = "gold" and inSegment("s")')).toEqual([
      "homeAddress",
      "loyalty",
      "segmentMembership",
    ]);
    expect(read('xEvent[eventType = "a"].count() > 0')).toEqual([]);
    expect(read('homeAddress.countryCode = "US"', "$1.isNotNull()")).toBeUndefined();
    expect(read('homeAddress.countryCode = "US"', 'name.matches("^J(?=o)")')).toBeUndefined();
  });
});
