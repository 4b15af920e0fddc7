// ts_ms is the evaluator's reading of `timestamp` (parseIso), to the millisecond: DuckDB reads the
// canonical form in SQL, parseIso reads the rest; a property over thousands of generated strings
// (and a table of the edge cases) holds the two passes together to parseIso.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIso } from "../../src/evaluate/values.js";
import { canonicalTimestampSql, completeTimestamps } from "../../src/node/estimate/timestamps.js";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Strings near ISO-8601: each part in and just out of range, fractions of any length, offsets, separators. */
const isoish = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1970, 2000, 2023, 2024, 1900, 2100)),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 61 }),
    second: fc.integer({ min: 0, max: 61 }),
    fraction: fc.constantFrom("", ".1", ".12", ".123", ".999", ".1234", ".123456", ".123456789", "."),
    zone: fc.constantFrom("Z", "", "+02:00", "-05:30", "+0200", "+14:00", "-12:00", "z", "+24:00", " Z"),
    separator: fc.constantFrom("T", " ", "t"),
    dateOnly: fc.boolean(),
  })
  .map((p) => {
    const date = `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}`;
    return p.dateOnly ? date : `${date}${p.separator}${pad(p.hour, 2)}:${pad(p.minute, 2)}:${pad(p.second, 2)}${p.fraction}${p.zone}`;
  });

const edgeCases = [
  "2024-05-15T10:00:00Z",
  "2024-05-15T10:00:00.000Z",
  "2024-05-15T10:00:00.5Z",
  "2024-05-15T10:00:00.123456Z",
  "2024-05-15T10:00:00+02:00",
  "2024-05-15T10:00:00-0530",
  "2024-05-15T10:00:00",
  "2024-05-15 10:00:00",
  "2024-05-15",
  "2024-02-29T00:00:00Z",
  "2023-02-29T00:00:00Z",
  "2024-02-30",
  "2024-05-15T24:00:00Z",
  "2024-05-15T23:59:60Z",
  "0000-01-01T00:00:00.123Z",
  "9999-12-31T23:59:59.999Z",
  "2024-5-15",
  "15/05/2024",
  "yesterday",
  "",
  "2024-05-15T10:00Z",
  "2024-05-01 10:00:00.123456",
  "2024-05-01 10:00:00",
  "1969-12-31 23:59:59.9999",
  "1969-12-31T23:59:59.9995Z",
  "1900-01-01 00:00:00.0001",
  "2024-05-01 10:00:00.1234567899",
];

/** The forms exported data has: read in SQL, none left for parseIso's pass. */
const readInSql = [
  "2024-05-15T10:00:00Z",
  "2024-05-15T10:00:00.250Z",
  "2024-05-01 10:00:00.123456",
  "2024-05-01 10:00:00",
  "1969-12-31 23:59:59.9999",
  "0000-01-01T00:00:00.123Z",
];

/** ts_ms of each string as the loader computes it: SQL first, then parseIso for what SQL left. */
async function loaderReading(strings: readonly string[]): Promise<{ ms: (number | null)[]; unreadable: number }> {
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const db = { run: async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[] };
  try {
    await db.run("CREATE TABLE docs (seq BIGINT, doc JSON)");
    const appender = await connection.createAppender("docs");
    strings.forEach((s, i) => {
      appender.appendBigInt(BigInt(i));
      appender.appendVarchar(JSON.stringify({ timestamp: s }));
      appender.endRow();
    });
    appender.closeSync();
    await db.run(
      `CREATE TABLE timed AS SELECT doc -> 'timestamp' AS timestamp_json, ${canonicalTimestampSql("(doc -> 'timestamp')")} AS ts_ms FROM docs ORDER BY seq`,
    );
    const { count } = await completeTimestamps(db, "timed");
    const rows = await db.run("SELECT ts_ms FROM timed ORDER BY rowid");
    return { ms: rows.map((r) => (r.ts_ms === null ? null : Number(r.ts_ms))), unreadable: count };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe("ts_ms", () => {
  it.each(edgeCases)("%s: as parseIso reads it", async (s) => {
    expect((await loaderReading([s])).ms).toEqual([parseIso(s)]);
  });

  it("the forms exported data has are read in SQL, parseIso's pass left nothing to do", async () => {
    const { DuckDBInstance } = await import("@duckdb/node-api");
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    const values = readInSql.map((s) => `('${JSON.stringify({ timestamp: s })}')`).join(", ");
    const rows = (
      await connection.runAndReadAll(
        `SELECT ${canonicalTimestampSql("(doc::JSON -> 'timestamp')")} AS ms FROM (VALUES ${values}) AS v(doc)`,
      )
    ).getRowObjectsJS();
    connection.closeSync();
    instance.closeSync();
    expect(rows.map((r) => (r.ms === null ? null : Number(r.ms)))).toEqual(readInSql.map(parseIso));
  });

  it("equals parseIso on 5,000 generated strings near ISO-8601, and counts the unreadable ones", async () => {
    const strings = [
      ...fc.sample(isoish, { numRuns: 4000, seed: 24 }),
      ...fc.sample(fc.string({ maxLength: 30 }), { numRuns: 1000, seed: 24 }),
    ];
    const expected = strings.map(parseIso);
    const read = await loaderReading(strings);
    const differences = strings.flatMap((s, i) => (read.ms[i] === expected[i] ? [] : [`${s}: ${read.ms[i]} vs ${expected[i]}`]));
    expect(differences).toEqual([]);
    expect(read.unreadable).toBe(expected.filter((ms) => ms === null).length);
    // The generator reaches both passes: canonical strings (SQL) and others (parseIso).
    expect(expected.filter((ms) => ms !== null).length).toBeGreaterThan(500);
  });

  it("a timestamp that is not a string (a number, an object) is unreadable; null or absent is no timestamp", async () => {
    const { DuckDBInstance } = await import("@duckdb/node-api");
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    const db = { run: async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[] };
    await db.run(
      `CREATE TABLE timed AS SELECT doc::JSON -> 'timestamp' AS timestamp_json, ${canonicalTimestampSql("(doc::JSON -> 'timestamp')")} AS ts_ms FROM (VALUES (0, '{"timestamp": 1715767200000}'), (1, '{"timestamp": {"t": 1}}'), (2, '{"timestamp": null}'), (3, '{}')) AS v(seq, doc) ORDER BY seq`,
    );
    expect(await completeTimestamps(db, "timed")).toEqual({ count: 2, first: 0, firstText: "1715767200000" });
    connection.closeSync();
    instance.closeSync();
  });
});
