// Which files of `--data DIR` hold the profiles and the events: `profiles.EXT` and `events.EXT`,
// EXT one of ndjson, jsonl, json, parquet. Exactly one profiles file; at most one events file (a
// data set of profiles alone is a real one: audiences on profile attributes need no events).
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describeFsError, InputError } from "../errors.js";

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
  return file === undefined ? undefined : { path: join(dir, file), format: extensions[file.slice(name.length + 1)]! };
}
