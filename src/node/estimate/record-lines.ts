// Where a record sits in its file, for messages: DuckDB reads the records in file order but does
// not say on which line each one starts. Only asked when there is something to report, so the
// file is read once more then, never on a clean load.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { DataFile } from "./data-files.js";

/** "FILE:LINE" of the record at 0-based position `index` (Parquet has rows, not lines: "FILE row N"). */
export async function recordPlace(file: DataFile, index: number): Promise<string> {
  if (file.format === "parquet") return `${file.path} row ${index + 1}`;
  const line = file.format === "ndjson" ? await ndjsonLine(file.path, index) : await jsonLine(file.path, index);
  return line === undefined ? `${file.path} record ${index + 1}` : `${file.path}:${line}`;
}

/** NDJSON: DuckDB skips blank lines, so the record is the index-th line that is not blank. */
async function ndjsonLine(path: string, index: number): Promise<number | undefined> {
  const lines = createInterface({ input: createReadStream(path, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  let seen = -1;
  try {
    for await (const text of lines) {
      line++;
      if (text.trim() !== "" && ++seen === index) return line;
    }
  } finally {
    lines.close();
  }
  return undefined;
}

/**
 * A `.json` file: an array of records, or records one after another. The index-th value at the
 * top level (inside the array when the file is one) starts on the line returned: a scan that
 * follows strings and nesting, no parse.
 */
async function jsonLine(path: string, index: number): Promise<number | undefined> {
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(path, "utf8");
  let line = 1;
  let depth = 0;
  let inString = false;
  let seen = -1;
  let arrayFile: boolean | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") line++;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r" || c === "\n" || c === ",") continue;
    if (arrayFile === undefined) {
      arrayFile = c === "[";
      if (arrayFile) {
        depth = 1;
        continue;
      }
    }
    const top = depth === (arrayFile ? 1 : 0);
    if (top && c !== "]" && c !== "}" && ++seen === index) return line;
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
    else if (top) {
      // A scalar at the top level: skip to its end so its characters are not counted again.
      while (i + 1 < text.length && !/[\s,\]}]/.test(text[i + 1]!)) i++;
    }
  }
  return undefined;
}
