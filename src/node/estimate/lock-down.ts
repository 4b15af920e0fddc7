// Defence in depth for the connection `estimate` runs compiled SQL on: once the data is loaded,
// nothing that runs there reads or writes a file other than the data files its views read, loads or
// installs an extension, or changes these settings back (lock_configuration). Compiled SQL is
// quoted and checked (docs/sql.md); this holds even if a query were not.
import type { DuckDBConnection } from "@duckdb/node-api";
import type { DataFile } from "./data-files.js";
import { sqlString } from "./sql-text.js";

export async function lockDown(connection: DuckDBConnection, files: readonly (DataFile | undefined)[]): Promise<void> {
  // A Parquet file stays a view read at query time (load-data.ts): those files alone stay readable.
  const paths = files.flatMap((f) => (f ? [sqlString(f.path)] : []));
  await connection.run(`SET allowed_paths = [${paths.join(", ")}]`);
  await connection.run("SET enable_external_access = false");
  await connection.run("SET autoinstall_known_extensions = false");
  await connection.run("SET autoload_known_extensions = false");
  await connection.run("SET lock_configuration = true");
}
