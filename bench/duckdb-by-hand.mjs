// What a data engineer would write by hand in DuckDB for the estimate bench's five audiences
// (bench/estimate.mjs): the yardstick `estimate` is held to, loading included. It reads only the
// fields the audiences use, typed (`read_ndjson(columns = {...})`, identityMap as a MAP of lists
// of structs; for Parquet the same columns by name), lists the identities each profile holds,
// matches each event to the profile holding its primary identity (the first entry marked
// primary) in one hash join, and counts each audience in one query. It knows the data: every
// record is an object, each field has one type, every event has a primary identity. `estimate`
// knows none of that and must give the same counts.
//
//   node bench/duckdb-by-hand.mjs DIR [--now ISO]   prints {"ms", "loadMs", "cpuMs", "counts": {file: n}} as JSON
// (cpuMs: the whole process's, DuckDB's threads and starting Node included, as estimate's is)
import { existsSync } from "node:fs";
import { join } from "node:path";

const NOW_DEFAULT = "2024-05-15T12:00:00Z";

/** The five audiences, by their example file, as SQL over `p (pid, country, tier)` and `e (pid, ts_ms, event_type)`. */
function audienceSql(nowMs) {
  const since = (ms) => `e.ts_ms > ${nowMs - ms} AND e.ts_ms <= ${nowMs}`;
  const recently = (type, ms) => `p.pid IN (SELECT e.pid FROM e WHERE e.event_type = '${type}' AND ${since(ms)})`;
  const hour = 3_600_000;
  return {
    "examples/us-customers.audience.json": "SELECT count(*) AS n FROM p WHERE p.country = 'US'",
    "examples/gold-members.audience.yaml": "SELECT count(*) AS n FROM p WHERE p.tier = 'gold'",
    "examples/cart-abandoners-3-days.audience.yaml": `SELECT count(*) AS n FROM p WHERE ${recently("commerce.productListAdds", 72 * hour)}`,
    "examples/french-browsers.audience.yaml": `SELECT count(*) AS n FROM p WHERE p.country = 'FR' AND ${recently("web.webpagedetails.pageViews", hour / 2)}`,
    "examples/us-checkout-starters.audience.json": `SELECT count(*) AS n FROM p WHERE p.country = 'US' AND ${recently("commerce.checkouts", 2 * hour)}`,
  };
}

const IDENTITY_MAP = `MAP(VARCHAR, STRUCT(id VARCHAR, "primary" BOOLEAN)[])`;

/**
 * The records of `name` in DIR with only `columns` (name -> DuckDB type), typed. A Parquet file's
 * identityMap is a STRUCT of its namespaces (`data generate` writes it so): made the same MAP from
 * its fields, named as DESCRIBE gives them (`namespaces`).
 */
function readSql(dir, name, columns, namespaces) {
  const parquet = join(dir, `${name}.parquet`);
  if (existsSync(parquet)) {
    const map = `MAP([${namespaces.map((ns) => `'${ns}'`).join(", ")}], [${namespaces.map((ns) => `identityMap."${ns}"`).join(", ")}]) AS identityMap`;
    const read = Object.keys(columns).map((c) => (c === "identityMap" && namespaces.length > 0 ? map : c));
    return `(SELECT ${read.join(", ")} FROM read_parquet('${parquet}'))`;
  }
  const spec = Object.entries(columns)
    .map(([k, t]) => `${k}: '${t.replaceAll("'", "''")}'`)
    .join(", ");
  return `read_ndjson('${join(dir, `${name}.ndjson`)}', columns = {${spec}})`;
}

/** A record's identities, `NAMESPACE:id`, with whether each is marked primary. */
const identitiesSql = (map) =>
  `flatten(list_transform(map_entries(${map}), x -> list_transform(x.value, i -> {'key': x.key || ':' || i.id, 'primary': i."primary"})))`;
/** The primary identity of a record's identityMap: the first entry marked primary. */
const primarySql = (map) => `list_filter(${identitiesSql(map)}, i -> i."primary")[1].key`;

export async function byHand(dir, now = NOW_DEFAULT) {
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const start = performance.now();
  const connection = await (await DuckDBInstance.create(":memory:")).connect();
  const run = (sql) => connection.runAndReadAll(sql);
  /** A Parquet file's identityMap namespaces (none for NDJSON). */
  const namespaces = async (name) => {
    const parquet = join(dir, `${name}.parquet`);
    if (!existsSync(parquet)) return [];
    const rows = (await run(`DESCRIBE SELECT unnest(identityMap) FROM read_parquet('${parquet}')`)).getRowObjectsJS();
    return rows.map((r) => String(r.column_name));
  };
  const profiles = readSql(
    dir,
    "profiles",
    {
      identityMap: IDENTITY_MAP,
      homeAddress: "STRUCT(countryCode VARCHAR)",
      loyalty: "STRUCT(tier VARCHAR)",
    },
    await namespaces("profiles"),
  );
  const events = readSql(
    dir,
    "events",
    { identityMap: IDENTITY_MAP, timestamp: "TIMESTAMPTZ", eventType: "VARCHAR" },
    await namespaces("events"),
  );
  await run(
    `CREATE TABLE p AS SELECT row_number() OVER () AS pid, ${identitiesSql("identityMap")} AS ids, homeAddress.countryCode AS country, loyalty.tier AS tier FROM ${profiles}`,
  );
  // Every identity a profile holds (an event's primary one may be a profile's secondary one); the first profile of a shared one.
  await run(
    "CREATE TABLE holders AS SELECT id.key AS identity, min(pid) AS pid FROM (SELECT pid, unnest(ids) AS id FROM p) GROUP BY id.key",
  );
  await run(
    `CREATE TABLE e AS SELECT h.pid, r.ts_ms, r.event_type FROM (SELECT ${primarySql("identityMap")} AS identity, epoch_ms(timestamp) AS ts_ms, eventType AS event_type FROM ${events}) AS r JOIN holders AS h USING (identity)`,
  );
  const loadMs = performance.now() - start;
  const counts = {};
  for (const [file, sql] of Object.entries(audienceSql(Date.parse(now)))) {
    const reader = await run(sql);
    counts[file] = Number(reader.getRowObjectsJS()[0].n);
  }
  const usage = process.resourceUsage();
  return { ms: performance.now() - start, loadMs, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, counts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--now");
  process.stdout.write(JSON.stringify(await byHand(process.argv[2], at > 0 ? process.argv[at + 1] : NOW_DEFAULT)));
}
