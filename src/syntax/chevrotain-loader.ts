// How parse() (index.ts) reaches the Chevrotain parser. Here, as for the library and the tests, the
// module is imported with the rest. The CLI's one-file bundle (dist/lint-fast.cjs) is built with
// this file replaced (scripts/build.mjs, `lazyChevrotain`) by one that requires the module on the
// first call, so that a lint of valid files never evaluates Chevrotain's code: esbuild then wraps
// the module and everything only it imports, Chevrotain included, in functions run on first use.
import * as chevrotainParse from "./chevrotain-parse.js";

export function loadChevrotainParse(): typeof chevrotainParse {
  return chevrotainParse;
}
