// The database `data load --engine clickhouse` filled, as estimate and diff read it: a client whose
// queries name the tables bare (the database is the request's), refused with what to do when the
// loader's tables are not there.
import { InputError } from "../errors.js";
import { ClickHouse, type ClickHouseTarget } from "./http.js";
import { plainName } from "./tables.js";

export async function loadedDatabase(target: ClickHouseTarget, database: string): Promise<ClickHouse> {
  plainName("--database", database);
  const url = new URL(target.url);
  url.searchParams.set("database", database);
  const server = new ClickHouse({ ...target, url: url.href });
  // Asked without the database (a query on a database that does not exist fails before it runs).
  const tables = await new ClickHouse(target).rows(
    `SELECT name FROM system.tables WHERE database = '${database}' AND name IN ('profiles', 'events')`,
  );
  if (tables.length < 2)
    throw new InputError(
      `ClickHouse at ${server.shown} has no ${database}.profiles and ${database}.events: load them with data load --engine clickhouse`,
    );
  return server;
}
