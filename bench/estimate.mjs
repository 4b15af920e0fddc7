// The estimate bench (issue 24): five example audiences over 100,000 generated profiles and about
// 1,000,000 events (NDJSON), `pql-audience estimate` next to its reference, evaluating profile by
// profile with the evaluator over the same data in one Node process (read the files, group the
// events by profile, evaluate each audience: the work a user would do without SQL). With
// --large, also 1,000,000 profiles and 10,000,000 events in Parquet, with peak RSS.
//
//   node bench/estimate.mjs [--large]     after `npm run dist`; bench/run.mjs runs it too
//
// The data is written by the built CLI (`data generate`) into the OS temp folder, once per seed,
// counts, format and generator source: later runs reuse it. Not a test: no thresholds.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { build } from "esbuild";
import { timeDiff } from "./diff.mjs";
import { timeJsonCommand } from "./json-command.mjs";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/pql-audience.js");
const NOW = "2024-05-15T12:00:00Z";
const SEED = 1;
/** One of each kind: profile only, profile and local reference-free events, events only (3 days, 30 minutes, 2 hours). */
export const estimateAudiences = [
  "examples/us-customers.audience.json",
  "examples/gold-members.audience.yaml",
  "examples/cart-abandoners-3-days.audience.yaml",
  "examples/french-browsers.audience.yaml",
  "examples/us-checkout-starters.audience.json",
];

/** A hash of the generator's source: cached data is rewritten when the generator changes. */
function generatorVersion() {
  const dir = join(root, "src/node/data");
  const hash = createHash("sha256");
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  return hash.digest("hex").slice(0, 12);
}

/** The data set's folder, generated unless a previous run left it complete; and the seconds generation took (null when cached). */
export function dataSet({ profiles, eventsPerProfile, format }) {
  const base = join(tmpdir(), `pql-bench-estimate-s${SEED}-p${profiles}-k${eventsPerProfile}-${format}-${generatorVersion()}`);
  const dir = join(base, "data");
  const done = join(base, "done.json");
  if (existsSync(done)) return { dir, ...JSON.parse(readFileSync(done, "utf8")), cached: true };
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const args = ["data", "generate", "--profiles", String(profiles), "--events-per-profile", String(eventsPerProfile)];
  const start = performance.now();
  const r = spawnSync(process.execPath, [bin, ...args, "--seed", String(SEED), "--now", NOW, "--format", format, "--out", dir], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  if (r.status !== 0) throw new Error(`data generate exited ${r.status}: ${r.stderr}`);
  const seconds = (performance.now() - start) / 1000;
  const events = Number(/([\d,]+) events/.exec(r.stdout)[1].replaceAll(",", ""));
  const bytes = readdirSync(dir).reduce((n, name) => n + statSync(join(dir, name)).size, 0);
  const facts = { profiles, events, bytes, generateSeconds: seconds };
  writeFileSync(done, JSON.stringify(facts));
  return { dir, ...facts, cached: false };
}

/** `estimate` over the data: its wall time, peak RSS and JSON, or why it is not available. */
export function timeEstimate(dir, audiences = estimateAudiences) {
  const { ms, cpuMs, peakRssMb, output, status, stderr } = timeJsonCommand([
    "estimate",
    ...audiences,
    "--data",
    dir,
    "--now",
    NOW,
    "--format",
    "json",
  ]);
  if (status !== 0 || !Array.isArray(output?.audiences)) {
    // Until the command is merged, this CLI has none: said so, rather than failing the bench.
    const first = (stderr.split("\n").find((l) => l.trim() !== "" && !l.includes("peak-rss-kb")) ?? `exit ${status}`).trim();
    const why = /unexpected arguments `estimate`|Unknown command/i.test(first) ? "this build has no estimate command" : first.slice(0, 100);
    return { available: false, why };
  }
  return {
    available: true,
    ms,
    cpuMs,
    peakRssMb,
    audiences: output.audiences.map((a) => ({
      file: a.file,
      name: a.name,
      qualified: a.qualified,
      profiles: a.profiles,
      method: a.method,
      ms: a.ms,
    })),
  };
}

/** The evaluator and the audience loader, bundled in memory from the sources (they are not all in the package's exports). */
async function loadEvaluator() {
  await build({
    stdin: {
      contents: [
        'export { evaluateAudiences } from "./src/run/evaluate-audiences.ts";',
        'export { parseAudiences } from "./src/run/audience-file.ts";',
        'export { loadAudienceFile } from "./src/audience/load.ts";',
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    // The packages (yaml, Chevrotain) are imported from node_modules: the bundle is written inside the repository.
    packages: "external",
    outfile: join(root, "bench/out/estimate-evaluator.mjs"),
    logLevel: "error",
  });
  return import(join(root, "bench/out/estimate-evaluator.mjs"));
}

async function* records(path) {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line !== "") yield JSON.parse(line);
}

/** An identity map's identities as "NAMESPACE:id", the primary ones first. */
function identityKeys(record) {
  const all = Object.entries(record?.identityMap ?? {}).flatMap(([ns, list]) =>
    Array.isArray(list) ? list.map((i) => ({ key: `${ns}:${i?.id}`, primary: i?.primary === true })) : [],
  );
  return [...all.filter((i) => i.primary), ...all.filter((i) => !i.primary)].map((i) => i.key);
}

/**
 * The reference: read the NDJSON, link each event to the profile holding one of its identities
 * (its primary one first), evaluate every audience for every profile. In this process; its
 * time includes loading, as estimate's does.
 */
export async function evaluateProfileByProfile(dir, audiences = estimateAudiences) {
  // Bundling the evaluator is the bench's work, not the user's: the clock starts after it.
  const { evaluateAudiences, parseAudiences, loadAudienceFile } = await loadEvaluator();
  const start = performance.now();
  const runnable = audiences.flatMap((file) =>
    parseAudiences(loadAudienceFile(file, readFileSync(join(root, file), "utf8"))).audiences.map((a) => ({ ...a, file })),
  );
  const profiles = [];
  const owner = new Map();
  for await (const profile of records(join(dir, "profiles.ndjson"))) {
    for (const key of identityKeys(profile)) if (!owner.has(key)) owner.set(key, profiles.length);
    profiles.push(profile);
  }
  const eventsOf = profiles.map(() => []);
  let events = 0;
  for await (const event of records(join(dir, "events.ndjson"))) {
    for (const key of identityKeys(event)) {
      const i = owner.get(key);
      if (i === undefined) continue;
      eventsOf[i].push(event);
      events++;
      break;
    }
  }
  const loadedMs = performance.now() - start;
  const now = Date.parse(NOW);
  const qualified = new Map(runnable.map((a) => [a.file, 0]));
  for (let i = 0; i < profiles.length; i++)
    for (const [j, r] of evaluateAudiences(runnable, { profile: profiles[i], events: eventsOf[i], now }).entries())
      if (r.qualifies === true) qualified.set(runnable[j].file, qualified.get(runnable[j].file) + 1);
  return {
    ms: performance.now() - start,
    loadMs: loadedMs,
    profiles: profiles.length,
    events,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    audiences: runnable.map((a) => ({ file: a.file, name: a.name, qualified: qualified.get(a.file) })),
  };
}

/** The reference in a child process of its own, so its memory is its own. */
function referenceInChild(dir) {
  const r = spawnSync(process.execPath, ["--max-old-space-size=8192", new URL(import.meta.url).pathname, "--reference", dir], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (r.status !== 0) throw new Error(`the evaluator reference exited ${r.status}: ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout);
}

/**
 * The floor under any estimate of this data: the fastest reads of the same NDJSON there are,
 * in a child process each, started after the engine is loaded. DuckDB's own count of the
 * records (read_ndjson_objects splits and checks every record, as the loader's first step
 * does), and Node's JSON.parse of every line (the evaluator reference's reading, less its
 * grouping by identity). A whole estimate cannot take less than the first.
 */
function readingFloor(dir) {
  const files = ["profiles.ndjson", "events.ndjson"].map((name) => join(dir, name));
  const duckdb = `
    const { DuckDBInstance } = await import("@duckdb/node-api");
    const connection = await (await DuckDBInstance.create(":memory:")).connect();
    const start = performance.now();
    for (const f of ${JSON.stringify(files)}) await connection.runAndReadAll("SELECT count(*) FROM read_ndjson_objects('" + f + "')");
    process.stdout.write(String(performance.now() - start));`;
  const node = `
    const { createReadStream } = await import("node:fs");
    const { createInterface } = await import("node:readline");
    const start = performance.now();
    for (const f of ${JSON.stringify(files)})
      for await (const line of createInterface({ input: createReadStream(f), crlfDelay: Infinity })) if (line !== "") JSON.parse(line);
    process.stdout.write(String(performance.now() - start));`;
  const time = (code) => {
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8" });
    return r.status === 0 ? Number(r.stdout) : null;
  };
  return { duckdbMs: time(duckdb), nodeParseMs: time(node) };
}

/** The hand-written DuckDB script (duckdb-by-hand.mjs) over the same files, in a child process of its own: its wall and CPU time, and counts. */
function byHandInChild(dir) {
  const start = performance.now();
  const r = spawnSync(process.execPath, [join(root, "bench/duckdb-by-hand.mjs"), dir, "--now", NOW], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) return { available: false, why: r.stderr.trim().split("\n")[0]?.slice(0, 100) ?? `exit ${r.status}` };
  return { available: true, processMs: performance.now() - start, ...JSON.parse(r.stdout) };
}

/**
 * How many times estimate and the script by hand each run, one after the other: a shared machine's
 * speed moves by a tenth and more between two runs a few seconds apart, so one run of each gave a
 * ratio that moved by as much. Each round's ratio is its own (the two runs share the machine's
 * state); the row gives the median round's.
 */
const ROUNDS = 5;

/** estimate and the script by hand over `dir`, in `rounds` rounds: the median run of each, and the median of the rounds' ratios. */
function nextToByHand(dir, rounds = ROUNDS) {
  const runs = Array.from({ length: rounds }, () => ({ estimate: timeEstimate(dir), byHand: byHandInChild(dir) }));
  const medianBy = (items, key) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
  const median = (values) => medianBy(values, (v) => v);
  const estimate = medianBy(
    runs.map((r) => r.estimate),
    (e) => e.ms ?? 0,
  );
  const byHand = medianBy(
    runs.map((r) => r.byHand),
    (h) => h.processMs ?? 0,
  );
  const each = runs.map((r) => againstByHand(r.estimate, r.byHand));
  if (each.some((a) => a === null)) return { estimate, byHand, againstByHand: null };
  return {
    estimate,
    byHand,
    againstByHand: {
      rounds,
      wallRatio: median(each.map((a) => a.wallRatio)),
      cpuRatio: each.every((a) => a.cpuRatio !== null) ? median(each.map((a) => a.cpuRatio)) : null,
      differ: [...new Set(each.flatMap((a) => a.differ))],
    },
  };
}

/** estimate next to the script by hand: each one's time over the other's, and the audiences whose counts differ. */
function againstByHand(estimate, hand) {
  if (!estimate.available || !hand.available) return null;
  const differ = estimate.audiences.flatMap((a) => {
    const file = Object.keys(hand.counts).find((f) => a.file === f || a.file?.endsWith(f));
    return file && hand.counts[file] === a.qualified ? [] : [`${a.file} ${a.qualified} vs ${file ? hand.counts[file] : "none"}`];
  });
  return {
    wallRatio: estimate.ms / hand.processMs,
    cpuRatio: estimate.cpuMs && hand.cpuMs ? estimate.cpuMs / hand.cpuMs : null,
    differ,
  };
}

/** Each audience's count from estimate next to the evaluator's: [] when they agree. */
function disagreements(estimate, reference) {
  if (!estimate.available) return [];
  return reference.audiences.flatMap((ref) => {
    const got = estimate.audiences.find((a) => a.file === ref.file || a.file?.endsWith(ref.file));
    return got?.qualified === ref.qualified ? [] : [{ file: ref.file, estimate: got?.qualified ?? null, evaluator: ref.qualified }];
  });
}

/** The bench's results: the 100,000-profile run, and with `large` the 1,000,000-profile Parquet run. */
export async function benchEstimate({ large = false, progress = () => {} } = {}) {
  progress("estimate: data ...");
  const data = dataSet({ profiles: 100_000, eventsPerProfile: 10, format: "ndjson" });
  progress("estimate: estimate next to the same audiences in DuckDB by hand ...");
  const { estimate, byHand, againstByHand: against } = nextToByHand(data.dir);
  progress("estimate: diff of ten changed audiences ...");
  const diff = timeDiff(data.dir);
  progress("estimate: the evaluator, profile by profile ...");
  const reference = referenceInChild(data.dir);
  progress("estimate: reading alone ...");
  const floor = readingFloor(data.dir);
  // The work past reading: estimate's queries (its audiences' own time, their samples' outlines
  // included) against the evaluator's evaluation once its data is in memory.
  const estimateQueriesMs = estimate.available ? estimate.audiences.reduce((sum, a) => sum + (a.ms ?? 0), 0) : null;
  const result = {
    data: { profiles: data.profiles, events: data.events, bytes: data.bytes, generateSeconds: data.generateSeconds, cached: data.cached },
    estimate,
    byHand,
    againstByHand: against,
    diff,
    reference,
    ratio: estimate.available ? reference.ms / estimate.ms : null,
    floor,
    /** The best ratio any estimate could reach: the evaluator's whole time over DuckDB's bare read. */
    ratioCeiling: floor.duckdbMs ? reference.ms / floor.duckdbMs : null,
    estimateQueriesMs,
    ratioWithoutReading: estimateQueriesMs ? (reference.ms - reference.loadMs) / estimateQueriesMs : null,
    disagreements: disagreements(estimate, reference),
  };
  if (large) {
    progress("estimate: 1,000,000 profiles (Parquet) ...");
    const big = dataSet({ profiles: 1_000_000, eventsPerProfile: 10, format: "parquet" });
    const next = nextToByHand(big.dir, 1);
    result.large = {
      data: { profiles: big.profiles, events: big.events, bytes: big.bytes, generateSeconds: big.generateSeconds, cached: big.cached },
      ...next,
    };
  }
  progress("");
  return result;
}

const f = (n, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });

/** The row of the script by hand (duckdb-by-hand.mjs) and estimate's ratio to it (target: within 1.5x, loading included). */
function byHandRows(size, estimate, hand, against) {
  if (!hand) return [];
  if (!hand.available) return [[`DuckDB by hand, ${size}`, `not available (${hand.why})`, "bench/duckdb-by-hand.mjs"]];
  const cpu = hand.cpuMs ? `, CPU ${f(hand.cpuMs / 1000, 2)} s` : "";
  const rounds = against?.rounds > 1 ? `, median of ${against.rounds} rounds` : "";
  const ratio = against
    ? `estimate takes ${f(against.wallRatio, 2)}x its time${against.cpuRatio ? ` (${f(against.cpuRatio, 2)}x its CPU, ${f(estimate.cpuMs / 1000, 2)} s)` : ""}${rounds}; ${against.differ.length === 0 ? "same counts" : `counts differ: ${against.differ.join("; ")}`}`
    : "n/a";
  return [[`DuckDB by hand, ${size}`, `${f(hand.processMs / 1000, 2)} s (loading ${f(hand.loadMs / 1000, 2)} s)${cpu}`, ratio]];
}

/** [measure, result, reference] rows, for bench/run.mjs's table and this file's own. */
export function estimateRows(r) {
  if (!r) return [];
  const size = (d) => `${f(d.profiles)} profiles, ${f(d.events)} events`;
  const rows = [];
  const e = r.estimate;
  const dataCell = `${size(r.data)} (NDJSON, ${f(r.data.bytes / 1e6)} MB), 5 audiences`;
  rows.push([
    "estimate, 100,000 profiles",
    e.available
      ? `${f(e.ms / 1000, 2)} s, ${f(r.ratio, 1)}x the evaluator, peak RSS ${f(e.peakRssMb ?? 0)} MB`
      : `not available (${e.why})`,
    dataCell,
  ]);
  rows.push(...byHandRows("100,000 profiles", e, r.byHand, r.againstByHand));
  if (r.diff)
    rows.push([
      "diff of 10 changed audiences, 100,000 profiles",
      r.diff.available
        ? `${f(r.diff.ms / 1000, 2)} s${r.diff.cpuMs ? `, CPU ${f(r.diff.cpuMs / 1000, 2)} s` : ""}, peak RSS ${f(r.diff.peakRssMb ?? 0)} MB`
        : `not available (${r.diff.why})`,
      r.diff.available ? `${r.diff.changed} of 10 counted changed; the working tree against HEAD (bench/diff.mjs)` : "bench/diff.mjs",
    ]);
  rows.push([
    "evaluator, profile by profile, 100,000 profiles",
    `${f(r.reference.ms / 1000, 2)} s (loading ${f(r.reference.loadMs / 1000, 2)} s), peak RSS ${f(r.reference.peakRssMb)} MB`,
    r.disagreements.length === 0
      ? e.available
        ? "same counts as estimate"
        : "one Node process"
      : `counts differ: ${r.disagreements.map((d) => `${d.file} ${d.estimate} vs ${d.evaluator}`).join("; ")}`,
  ]);
  if (r.floor)
    rows.push([
      "reading alone, 100,000 profiles (the floor)",
      `DuckDB ${r.floor.duckdbMs === null ? "n/a" : `${f(r.floor.duckdbMs / 1000, 2)} s`}, Node JSON.parse ${r.floor.nodeParseMs === null ? "n/a" : `${f(r.floor.nodeParseMs / 1000, 2)} s`}`,
      r.ratioCeiling
        ? `at most ${f(r.ratioCeiling, 1)}x the evaluator with reading; without it ${e.available ? `${f(r.ratioWithoutReading, 1)}x (queries ${f(r.estimateQueriesMs / 1000, 2)} s vs evaluation ${f((r.reference.ms - r.reference.loadMs) / 1000, 2)} s)` : "n/a"}`
        : "n/a",
    ]);
  if (r.data.generateSeconds !== undefined)
    rows.push(["data generate, 100,000 profiles", `${f(r.data.generateSeconds, 1)} s${r.data.cached ? " (cached)" : ""}`, size(r.data)]);
  if (r.large) {
    const l = r.large.estimate;
    rows.push([
      "estimate, 1,000,000 profiles",
      l.available ? `${f(l.ms / 1000, 2)} s, peak RSS ${f(l.peakRssMb ?? 0)} MB` : `not available (${l.why})`,
      `${size(r.large.data)} (Parquet, ${f(r.large.data.bytes / 1e6)} MB)`,
    ]);
    rows.push(...byHandRows("1,000,000 profiles", l, r.large.byHand, r.large.againstByHand));
    rows.push([
      "data generate, 1,000,000 profiles, Parquet",
      `${f(r.large.data.generateSeconds, 1)} s${r.large.data.cached ? " (cached)" : ""}`,
      size(r.large.data),
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const referenceAt = process.argv.indexOf("--reference");
  if (referenceAt > 0) {
    process.stdout.write(JSON.stringify(await evaluateProfileByProfile(process.argv[referenceAt + 1])));
  } else {
    const progress = (text) => process.stderr.isTTY && process.stderr.write(`\r\x1b[K${text}`);
    const r = await benchEstimate({ large: process.argv.includes("--large"), progress });
    for (const [measure, result, reference] of estimateRows(r)) console.log(`${measure.padEnd(48)} ${result}  [${reference}]`);
    for (const a of r.estimate.available ? r.estimate.audiences : r.reference.audiences)
      console.log(`  ${a.file.padEnd(48)} ${f(a.qualified)} of ${f(r.data.profiles)}${a.method ? ` (${a.method})` : ""}`);
  }
}
