// The work behind `data generate`: check the options, refuse to write over a folder that holds
// something (unless --force), write the data set and say what was written. Exit 0 when written,
// 2 for a usage mistake (a bad number, a folder that is not empty).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { generateDataSet, type GenerateResult, type WrittenFile } from "../node/data/generate.js";
import { describeFsError, InputError } from "../node/errors.js";
import { plural } from "../text/plural.js";
import { ExitCode, UsageError } from "./exit.js";
import { nowOption } from "./now-option.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface DataGenerateArgs {
  /** As given: numbers or text, checked by wholeNumber. */
  profiles: unknown;
  "events-per-profile": unknown;
  seed: unknown;
  now: string;
  format: "ndjson" | "json" | "parquet";
  out: string;
  force: boolean;
}

/**
 * What --force may replace: the data files (what `estimate --data` reads) and the temporary
 * folder of a Parquet run that was interrupted.
 */
const DATA_FILE = /^(?:(?:profiles|events)\.(?:ndjson|jsonl|json|parquet)|\.generate-\w+)$/;

/** A whole number from the command line, or a usage error naming the option and its range. */
export function wholeNumber(option: string, value: unknown, min: number, max: number): number {
  const range = `a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}`;
  if (Array.isArray(value)) throw new UsageError(`--${option} is given ${value.length} times; give it once`);
  const text = String(value).replaceAll(/[_,]/g, "");
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(`--${option} ${JSON.stringify(String(value))} is not ${range}`);
  return Number(text);
}

/** The folder to write to: made when missing; refused when it holds anything but our data files, or those without --force. */
function prepareFolder(dir: string, force: boolean): void {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new UsageError(`--out ${dir} is a file, not a folder`);
    entries = readdirSync(dir);
  } catch (e) {
    if (e instanceof InputError) throw e;
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw new InputError(`cannot read ${dir}: ${describeFsError(e)}`);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (made) {
      throw new InputError(`cannot make ${dir}: ${describeFsError(made)}`);
    }
    return;
  }
  if (entries.length === 0) return;
  const shown = entries.slice(0, 3).join(", ") + (entries.length > 3 ? ", ..." : "");
  if (!force)
    throw new UsageError(`--out ${dir} is not empty (${shown}); choose an empty folder, or add --force to replace its data files`);
  // Other files are the user's: --force replaces data files, never deletes anything else.
  const others = entries.filter((name) => !DATA_FILE.test(name));
  if (others.length > 0)
    throw new UsageError(
      `--out ${dir} holds files that are not data files (${others.slice(0, 3).join(", ")}); --force replaces only profiles.* and events.*`,
    );
  for (const name of entries) rmSync(join(dir, name), { recursive: true });
}

export async function runDataGenerate(args: DataGenerateArgs): Promise<number> {
  const profiles = wholeNumber("profiles", args.profiles, 1, 100_000_000);
  const eventsPerProfile = wholeNumber("events-per-profile", args["events-per-profile"], 0, 1_000);
  const seed = wholeNumber("seed", args.seed, 0, 4_294_967_295);
  const now = nowOption(args.now);
  const parquet = args.format === "parquet";
  const parquetModule = parquet ? await import("../node/data/parquet.js") : undefined;
  // Before anything is written: a missing DuckDB leaves no half-made folder behind.
  await parquetModule?.assertDuckDbInstalled();
  prepareFolder(args.out, args.force);

  const started = performance.now();
  const progress = stderr.isTTY
    ? (n: number) => stderr.write(`\r\x1b[Kwriting profiles: ${n.toLocaleString("en-US")} of ${profiles.toLocaleString("en-US")}`)
    : undefined;
  // Parquet is converted from NDJSON written next to it, in a folder removed afterwards.
  const workDir = parquet ? mkdtempSync(join(args.out, ".generate-")) : args.out;
  let result: GenerateResult;
  try {
    result = await generateDataSet({
      dir: workDir,
      profiles,
      eventsPerProfile,
      seed,
      now,
      format: args.format === "json" ? "json" : "ndjson",
      ...(progress ? { onProgress: progress } : {}),
    });
    if (parquetModule) {
      if (progress) stderr.write("\r\x1b[Kconverting to Parquet ...");
      const converted = (file: WrittenFile) => ({
        ...file,
        path: join(args.out, `${file.path.endsWith("profiles.ndjson") ? "profiles" : "events"}.parquet`),
      });
      const target = { ...result, profiles: converted(result.profiles), events: converted(result.events) };
      await parquetModule.ndjsonToParquet(
        [
          { from: result.profiles.path, to: target.profiles.path },
          { from: result.events.path, to: target.events.path },
        ],
        workDir,
      );
      target.profiles.bytes = statSync(target.profiles.path).size;
      target.events.bytes = statSync(target.events.path).size;
      result = target;
    }
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code) throw new InputError(`cannot write to ${args.out}: ${describeFsError(e)}`);
    throw e;
  } finally {
    if (progress) stderr.write("\r\x1b[K");
    if (parquet) rmSync(workDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  stdout.write(summary(result, { out: args.out, seed, now, seconds }));
  return ExitCode.Ok;
}

function summary(result: GenerateResult, run: { out: string; seed: number; now: number; seconds: number }): string {
  const n = (x: number) => x.toLocaleString("en-US");
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const rows = [
    [
      result.profiles.path,
      plural(result.profiles.records, "profile").replace(/^\d+/, n(result.profiles.records)),
      mb(result.profiles.bytes),
    ],
    [
      result.events.path,
      `${plural(result.events.records, "event").replace(/^\d+/, n(result.events.records))} (${n(result.anonymousEvents)} of no profile)`,
      mb(result.events.bytes),
    ],
  ];
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const nowIso = new Date(run.now).toISOString().replace(".000Z", "Z");
  return [
    ...rows.map((r) => `${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padEnd(widths[1]!)}  ${r[2]}`),
    `seed ${run.seed}, events in the 60 days before ${nowIso}, written in ${run.seconds.toFixed(1)} s`,
    // `examples` where it is here (a clone, or the package's copy): else the reader's own files.
    `next: pql-audience estimate ${existsSync("examples") ? "examples" : "<audience files>"} --data ${run.out} --now ${nowIso}`,
    "",
  ].join("\n");
}
