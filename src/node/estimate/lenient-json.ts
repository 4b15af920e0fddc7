// DuckDB's JSON readers take a trailing comma (`{"a": 1,}`) and NaN and Infinity (`{"a": NaN}`),
// which JSON, and `evaluate`, refuse: a file holding one is not JSON, and the load must say so
// rather than count its records. No reader of DuckDB's refuses them, so each JSON file's text is
// searched for them once, apart from its reading: it depends on the file alone, so the loader
// starts it with the engine, before the audiences are known (load-data.ts beginLoad).
import { statSync } from "node:fs";
import { DataError } from "./data-error.js";
import type { DataFile } from "./data-files.js";
import { findMalformed, firstError } from "./malformed.js";
import { attempt, recordTextsSql, withRecordSizes, type Runner } from "./read-records.js";
import { fileLiteral } from "./sql-text.js";

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
 * place it does: where its whole text may (mayNotBeJsonAnywhere), its records that may are
 * checked exactly, and the file read again in JavaScript to place the first error. A file that
 * is not JSON at all is refused as its reading refuses it (attempt). Nothing for another format.
 */
export async function refuseLenientJson(db: Runner, file: DataFile, memoryLimit: string): Promise<void> {
  if (file.format !== "ndjson" && file.format !== "json") return;
  if (!(await mayNotBeJsonAnywhere(db, file, memoryLimit))) return;
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

/**
 * Whether the file's text, searched whole as one string, may use what JSON refuses: a record
 * that may (MAY_NOT_BE_JSON) is a match of the whole text too. One search of one string costs
 * far less than a search of each record, which pays a parse of every record to find where it
 * ends, and a call per record, though it runs on one thread (0.9 s for 350 MB of events, where
 * the records' search took 2 s of the two cores). DuckDB holds the text in a buffer of the next
 * power of two, counted in its memory limit beside the load: only a file of at most an eighth
 * of that limit is held (wholeTextFits). Any other, or one whose text DuckDB does not read (not
 * UTF-8), is left to its records' search, which words what is wrong with it.
 */
async function mayNotBeJsonAnywhere(db: Runner, file: DataFile, memoryLimit: string): Promise<boolean> {
  if (!wholeTextFits(statSync(file.path).size, memoryLimit)) return true;
  try {
    const [row] = await db.run(`SELECT ${MAY_NOT_BE_JSON("content")} AS may FROM read_text(${fileLiteral(file.path)})`);
    return row?.may !== false;
  } catch {
    return true;
  }
}

/** The largest text held whole: a string of DuckDB's holds at most 4 GiB. */
const WHOLE_TEXT_BYTES = 1024 ** 3;

/** Whether a file of `bytes` is held whole for its search, under DuckDB's memory limit as `current_setting` prints it ("19.2 GiB"). */
export function wholeTextFits(bytes: number, memoryLimit: string): boolean {
  const limit = settingBytes(memoryLimit);
  return limit !== undefined && bytes <= Math.min(WHOLE_TEXT_BYTES, limit / 8);
}

const UNIT_BYTES: Readonly<Record<string, number>> = {
  bytes: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
};

/** A size as DuckDB prints a setting ("953.6 MiB", "2.0 GB"), in bytes; undefined for anything else. */
function settingBytes(setting: string): number | undefined {
  const size = /^(\d+(?:\.\d+)?)\s*([A-Za-z]+)$/.exec(setting.trim());
  const unit = size ? UNIT_BYTES[size[2]!] : undefined;
  return size && unit !== undefined ? Number(size[1]) * unit : undefined;
}
