// Parquet output of `data generate`, through DuckDB: an optional peer dependency, loaded only
// here (a pre-commit lint never pays for it). The records are written as NDJSON first and
// converted by DuckDB's COPY, which reads the whole file for the schema (sample_size=-1): a field
// that some records lack is then a null in the others, which PQL reads the same way.
import { InputError } from "../errors.js";
import { requirePackage } from "../require-package.js";

/** The package, loaded at run time (require-package.ts). */
const DUCKDB_PACKAGE = "@duckdb/node-api";

export const DUCKDB_INSTALL = "npm install --save-dev @duckdb/node-api";

interface DuckDb {
  DuckDBInstance: {
    create(path?: string, options?: Record<string, string>): Promise<{ connect(): Promise<Connection>; closeSync(): void }>;
  };
}
interface Connection {
  run(sql: string): Promise<unknown>;
  closeSync(): void;
}

async function loadDuckDb(): Promise<DuckDb> {
  try {
    return requirePackage<DuckDb>(DUCKDB_PACKAGE);
  } catch {
    throw new InputError(
      `--format parquet needs DuckDB, an optional dependency that is not installed; install it with:\n  ${DUCKDB_INSTALL}`,
    );
  }
}

/** Fails early, before anything is written, when DuckDB is missing. */
export async function assertDuckDbInstalled(): Promise<void> {
  await loadDuckDb();
}

const quoted = (path: string) => `'${path.replaceAll("'", "''")}'`;

/** Converts NDJSON files to Parquet files, pairwise, in one DuckDB instance. */
export async function ndjsonToParquet(pairs: readonly { from: string; to: string }[], temporaryDir: string): Promise<void> {
  const { DuckDBInstance } = await loadDuckDb();
  // Spill to the folder being written rather than the system's temporary folder; a memory cap
  // keeps 10 million events within a machine's reach (DuckDB spills past it).
  const instance = await DuckDBInstance.create(":memory:", { temp_directory: temporaryDir, memory_limit: "2GB", threads: "2" });
  const connection = await instance.connect();
  try {
    for (const { from, to } of pairs)
      await connection.run(
        `COPY (SELECT * FROM read_json(${quoted(from)}, format = 'newline_delimited', records = true, sample_size = -1)) TO ${quoted(to)} (FORMAT parquet, COMPRESSION zstd)`,
      );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
