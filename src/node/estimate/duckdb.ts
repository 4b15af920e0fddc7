// @duckdb/node-api is an optional peer dependency: a pre-commit hook that only lints must not
// download the 70 MB it never uses. So it is loaded here, on `estimate`'s first query, at run
// time (require-package.ts), and nothing else pays for it (test/cli/startup.test.ts keeps it out
// of the pre-commit bundle).
import { InputError } from "../errors.js";
import { requirePackage } from "../require-package.js";

export type DuckDB = typeof import("@duckdb/node-api");

/** The one command that installs the engine; `estimate` prints it when the import fails. */
export const INSTALL_DUCKDB = "npm install @duckdb/node-api";

const SPECIFIER = "@duckdb/node-api";

/** The package was not found: exit 2 with the command that installs it. */
export class DuckDBMissingError extends InputError {
  override name = "DuckDBMissingError";
}

export async function importDuckDB(): Promise<DuckDB> {
  try {
    return requirePackage<DuckDB>(SPECIFIER);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException)?.code;
    const reason =
      code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" ? "is not installed" : `does not load (${(e as Error).message})`;
    throw new DuckDBMissingError(
      `estimate runs on DuckDB, and ${SPECIFIER} ${reason}; install it next to pql-audience with:\n  ${INSTALL_DUCKDB}`,
    );
  }
}
