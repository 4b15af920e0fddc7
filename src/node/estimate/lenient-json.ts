// DuckDB's JSON readers take a trailing comma (`{"a": 1,}`) and NaN and Infinity (`{"a": NaN}`),
// which JSON, and `evaluate`, refuse: a file holding one is not JSON, and the load must say so
// rather than count its records. No reader of DuckDB's refuses them, so each JSON file's text is
// searched for them once, apart from its reading: it depends on the file alone, so the loader
// starts it with the engine, before the audiences are known (load-data.ts beginLoad).
import { DataError } from "./data-error.js";
import type { DataFile } from "./data-files.js";
import { findMalformed, firstError } from "./malformed.js";
import { attempt, recordTextsSql, withRecordSizes, type Runner } from "./read-records.js";

/**
 * Whether a record's text may use what DuckDB's readers take and JSON refuses: a comma before a
 * closing bracket (a trailing comma), or NaN, Inf or Infinity as a value, in any case and perhaps
 * negative (DuckDB reads them as numbers). A value follows a `:` or a `,`, perhaps in arrays
 * opened there (the record is an object), so two searches each led by one character find both;
 * one search led by a choice of characters, or one for the letters, costs several times as much.
 * Inside a string the same text is no such thing: firstError decides.
 */
const MAY_NOT_BE_JSON = (text: string) =>
  `(regexp_matches(${text}, ',(\\s*[\\]}]|[\\s\\[]*-?[nNiI][aAnN])') OR regexp_matches(${text}, ':[\\s\\[]*-?[nNiI][aAnN]'))`;

/**
 * Refuses a JSON file (NDJSON, or a `.json` file) that uses what JSON refuses, placing the first
 * place it does: its records that may (MAY_NOT_BE_JSON) are checked exactly, and the file read
 * again in JavaScript to place the first error. A file that is not JSON at all is refused as
 * its reading refuses it (attempt). Nothing for another format.
 */
export async function refuseLenientJson(db: Runner, file: DataFile, memoryLimit: string): Promise<void> {
  if (file.format !== "ndjson" && file.format !== "json") return;
  const format = file.format;
  const rows = await withRecordSizes((recordBytes) =>
    attempt(file, memoryLimit, () =>
      db.run(`SELECT json AS text FROM ${recordTextsSql({ ...file, format }, recordBytes)} WHERE ${MAY_NOT_BE_JSON("json")}`),
    ),
  );
  if (!rows.some((row) => firstError(String(row.text)) !== undefined)) return;
  const bad = await findMalformed(file);
  if (bad) throw new DataError(`${file.path}:${bad.line}:${bad.column}: error not JSON: ${bad.message}`);
}
