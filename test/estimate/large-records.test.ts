// readRecords gives DuckDB's JSON readers their own record size first (fast: their buffers are
// sized from it) and reads a file again with the largest, 256 MiB, when it holds a record past
// that: a record of 40 MiB, in each format and both NDJSON readings, is read whole, beside the
// small ones, in file order.
import { describe, expect, it } from "vitest";
import { docSql, readRecords } from "../../src/node/estimate/read-records.js";
import { dataDirs, duckdbRunner } from "./helpers.js";

const dataDir = dataDirs();
const db = duckdbRunner();

// Past DuckDB's default of 16 MiB, and past the twice that its readers take within it.
const LARGE = 40 * 1024 * 1024;
const records = [
  { identityMap: { ECID: [{ id: "e1" }] }, note: "small" },
  { identityMap: { ECID: [{ id: "e2" }] }, note: "x".repeat(LARGE) },
  { identityMap: { ECID: [{ id: "e3" }] }, note: "small too" },
];
const lines = `${records.map((r) => JSON.stringify(r)).join("\n")}\n`;
const FIELDS = { identity_map: "identityMap" };

let tables = 0;
/** How long each record's `note` is in the docs readRecords made, in file order. */
async function noteLengths(file: string, format: "ndjson" | "json", keep?: readonly string[]) {
  const table = `t${tables++}`;
  const read = await readRecords(db, { path: file, format }, table, "profile", "4GB", FIELDS, false, undefined, keep);
  const rows = await db.run(`SELECT length(${docSql(read, "d")} ->> 'note') AS n FROM ${read.docs} AS d ORDER BY rowid`);
  const { records } = read;
  return { records, lengths: rows.map((r) => Number(r.n)) };
}

describe("a record larger than DuckDB's default record size", () => {
  const expected = { records: 3, lengths: [5, LARGE, 9] };

  it("is read whole from NDJSON in two passes (the docs keep some fields)", async () => {
    const dir = dataDir({ "profiles.ndjson": lines });
    expect(await noteLengths(`${dir}/profiles.ndjson`, "ndjson", ["note"])).toEqual(expected);
  });

  it("is read whole from NDJSON in one pass (whole docs) and from JSON", async () => {
    const dir = dataDir({ "profiles.ndjson": lines, "profiles.json": lines });
    expect(await noteLengths(`${dir}/profiles.ndjson`, "ndjson")).toEqual(expected);
    expect(await noteLengths(`${dir}/profiles.json`, "json")).toEqual(expected);
  });

  it("leaves no table of the first reading behind (two passes, the docs whole)", async () => {
    const dir = dataDir({ "profiles.ndjson": lines });
    const table = `t${tables++}`;
    const { docs } = await readRecords(db, { path: `${dir}/profiles.ndjson`, format: "ndjson" }, table, "profile", "4GB", FIELDS, true);
    const left = await db.run(`SELECT table_name FROM duckdb_tables() WHERE table_name LIKE '${table}%' ORDER BY 1`);
    expect(docs).toBe(`${table}_docs`);
    expect(left.map((t) => t.table_name)).toEqual([table, docs]);
  });
});
