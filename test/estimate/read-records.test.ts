// readRecords: an NDJSON file read in two passes (its fields by read_ndjson, then its docs) gives
// the tables the one pass gives, which the same text named `.json` is still read by; a file
// read_ndjson refuses is read in one pass, with the one pass's error or tables.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DataFile } from "../../src/node/estimate/data-files.js";
import { readRecords } from "../../src/node/estimate/read-records.js";
import { dataDirs, duckdbRunner } from "./helpers.js";

const dataDir = dataDirs();
const FIELDS = { identity_map: "identityMap", timestamp_json: "timestamp", event_type_json: "eventType" };

const db = duckdbRunner();

let tables = 0;
/** The file's records as readRecords reads them: the field columns and each doc by rowid, or the error it throws. */
async function read(file: DataFile) {
  const table = `t${tables++}`;
  try {
    const { records, docs } = await readRecords(db, file, table, "record", "1GB", FIELDS, true);
    const rows = await db.run(
      `SELECT r.rowid AS n, r.identity_map::VARCHAR AS identity_map, r.timestamp_json::VARCHAR AS timestamp_json,
              r.event_type_json::VARCHAR AS event_type_json, d.doc::VARCHAR AS doc
       FROM ${table} AS r JOIN ${docs} AS d ON d.rowid = r.rowid ORDER BY n`,
    );
    const tablesLeft = await db.run(`SELECT table_name FROM duckdb_tables() WHERE table_name LIKE '${table}%' ORDER BY 1`);
    return { records, twoPasses: docs !== table, tables: tablesLeft.map((t) => t.table_name), rows };
  } catch (e) {
    return { error: String((e as Error).message).replace(file.path, "FILE") };
  }
}

/** The text read as NDJSON (perhaps in two passes) and as `.json` records one after another (always one pass). */
async function bothWays(text: string) {
  const dir = dataDir({ "events.ndjson": text, "events.json": text });
  const ndjson = await read({ path: `${dir}/events.ndjson`, format: "ndjson" });
  const json = await read({ path: `${dir}/events.json`, format: "json" });
  return { ndjson, json };
}

const line = (fields: [string, string][]) => `{${fields.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(", ")}}`;

describe("an NDJSON file in two passes", () => {
  it("is read so when read_ndjson takes it: the same tables as one pass, and only the two tables left", async () => {
    const text = `${[
      line([
        ["identityMap", '{"ECID": [{"id": "a", "primary": true}]}'],
        ["timestamp", '"2024-05-15T10:00:00Z"'],
        ["eventType", '"web"'],
      ]),
      line([
        ["identityMap", "null"],
        ["timestamp", "12"],
        ["eventType", "[1, {}]"],
      ]),
      "{}",
      line([
        ["IdentityMap", "{}"],
        ["TIMESTAMP", '"x"'],
        ["eventtype", '"y"'],
        ["other", "1"],
        ["other", "2"],
      ]),
      line([["eventType", '"a\\u0000b\\"c"']]),
    ].join("\n")}\n\n`;
    const { ndjson, json } = await bothWays(text);
    expect(ndjson).toMatchObject({ records: 5, twoPasses: true });
    expect(ndjson.tables).toEqual([ndjson.tables![0], `${ndjson.tables![0]}_docs`]);
    expect(json).toMatchObject({ records: 5, twoPasses: false });
    expect(ndjson.rows).toEqual(json.rows);
    expect(ndjson.rows!.map((r) => [r.identity_map, r.timestamp_json, r.event_type_json])).toEqual([
      ['{"ECID":[{"id":"a","primary":true}]}', '"2024-05-15T10:00:00Z"', '"web"'],
      [null, "12", "[1,{}]"],
      [null, null, null],
      [null, null, null],
      [null, null, '"a\\u0000b\\"c"'],
    ]);
  });

  it.each([
    [
      "a field it reads named twice (the first value, as one pass reads it)",
      [
        line([
          ["eventType", '"a"'],
          ["eventType", '"b"'],
        ]),
      ],
    ],
    ["a record that is an array (one pass's error)", ["{}", "[1, 2]"]],
    ["a record that is a string", ["{}", '"text"']],
    ["a record that is not JSON", ["{}", '{"eventType": tru}']],
    // A trailing comma both passes take: the file's text refuses it (lenient-json.ts; event-fields.test.ts, load-data.test.ts).
  ])("falls back to one pass on %s", async (_, lines) => {
    const { ndjson, json } = await bothWays(`${lines.join("\n")}\n`);
    if ("error" in json) expect(ndjson).toEqual(json);
    else {
      expect(ndjson).toMatchObject({ twoPasses: false });
      expect(ndjson.rows).toEqual(json.rows);
    }
  });

  it("gives one pass's tables or error on generated records", async () => {
    const key = fc.constantFrom("identityMap", "timestamp", "eventType", "EventType", "other");
    const value = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
    // Each record with its top-level keys (undefined: not an object).
    const record = fc.oneof(
      { weight: 12, arbitrary: fc.array(fc.tuple(key, value), { maxLength: 5 }).map((f) => ({ text: line(f), keys: f.map(([k]) => k) })) },
      { weight: 1, arbitrary: fc.constantFrom("[1]", '"s"', "7", "null", "true").map((text) => ({ text, keys: undefined })) },
    );
    // Half the files hold only objects naming each key once, which read_ndjson takes: the two
    // passes are tried on many files, not on the few a random mix of keys happens to allow.
    const takenRecord = fc
      .uniqueArray(fc.tuple(key, value), { maxLength: 5, selector: ([k]) => k })
      .map((f) => ({ text: line(f), keys: f.map(([k]) => k) as string[] | undefined }));
    const file = fc.oneof(fc.array(record, { minLength: 1, maxLength: 8 }), fc.array(takenRecord, { minLength: 1, maxLength: 8 }));
    const read = new Set(Object.values(FIELDS));
    let twoPassFiles = 0;
    await fc.assert(
      fc.asyncProperty(file, async (records) => {
        // A first `{}`: a .json file that starts with `[` is read as one array of records, not as records one after another.
        const text = `{}\n${records.map((r) => r.text).join("\n")}\n`;
        const { ndjson, json } = await bothWays(text);
        if ("error" in json) return void expect(ndjson).toEqual(json);
        expect(ndjson.rows).toEqual(json.rows);
        // Two passes exactly when read_ndjson takes the file: every record an object naming each field at most once.
        const takes = records.every((r) => {
          const keys = r.keys?.filter((k) => read.has(k));
          return keys !== undefined && new Set(keys).size === keys.length;
        });
        expect(ndjson.twoPasses, text).toBe(takes);
        if (takes) twoPassFiles++;
      }),
      { numRuns: 60 },
    );
    expect(twoPassFiles).toBeGreaterThan(10);
  });
});
