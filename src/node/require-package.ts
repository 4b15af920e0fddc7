// Optional CommonJS packages (@duckdb/node-api) are loaded with require, not import(): Node's
// import() of a CommonJS file first scans its source, and that of every file it re-exports, for
// the names it exports (cjs-module-lexer), work require never does, paid on every run that loads
// the package. The specifier is a variable, so the bundler leaves it to be resolved at run time,
// from the built file's place, as import() would.
import { createRequire } from "node:module";

/** The package's exports; throws Node's MODULE_NOT_FOUND error when it is not installed. */
export function requirePackage<T>(specifier: string): T {
  return createRequire(import.meta.url)(specifier) as T;
}
