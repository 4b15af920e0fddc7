// Which files of `--data DIR` hold the profiles and the events: `profiles.EXT` and `events.EXT`,
// EXT one of ndjson, jsonl, json, parquet. Exactly one profiles file; at most one events file (a
// data set of profiles alone is a real one: audiences on profile attributes need no events).
import { readdirSync, statSync, type Stats } from "node:fs";
import { join } from "node:path";
import { describeFsError, InputError } from "../errors.js";
import { DataError } from "./data-error.js";

export type DataFormat = "ndjson" | "json" | "parquet";

export interface DataFile {
  path: string;
  format: DataFormat;
}

export interface DataFiles {
  profiles: DataFile;
  events: DataFile | undefined;
}

const extensions: Record<string, DataFormat> = { ndjson: "ndjson", jsonl: "ndjson", json: "json", parquet: "parquet" };
const NAMES = Object.keys(extensions).join(",");

export function findDataFiles(dir: string): DataFiles {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new InputError(`--data ${dir}: not a directory (it should hold profiles.{${NAMES}})`);
    entries = readdirSync(dir);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`--data ${dir}: cannot read it: ${describeFsError(e)}`);
  }
  const profiles = pick(dir, entries, "profiles");
  if (!profiles) throw new InputError(`--data ${dir}: no profiles.{${NAMES}} in it`);
  return { profiles, events: pick(dir, entries, "events") };
}

function pick(dir: string, entries: readonly string[], name: string): DataFile | undefined {
  const found = entries.filter((e) => e.startsWith(`${name}.`) && Object.hasOwn(extensions, e.slice(name.length + 1)));
  if (found.length > 1) throw new InputError(`--data ${dir}: ${found.sort().join(" and ")}: keep one ${name} file`);
  const [file] = found;
  if (file === undefined) return undefined;
  const path = join(dir, file);
  // A FIFO would hang the read until something writes to it, a device would be read forever: the
  // data is a regular file (a symbolic link to one is followed) or bad data.
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (e) {
    throw new DataError(`${path}: error cannot read it: ${describeFsError(e)}`);
  }
  if (!stats.isFile()) throw new DataError(`${path}: error not a regular file (${kindOf(stats)}); the data must be a file`);
  return { path, format: extensions[file.slice(name.length + 1)]! };
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a file";
}
