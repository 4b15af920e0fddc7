// npm run bench: start-up, parse and lint throughput, each next to its reference measured in the
// same run, as medians. Prints a table and writes bench/out/results.json.
//
//   node bench/run.mjs            full run (1k, 10k and 100k files)
//   node bench/run.mjs --quick    1k and 10k only
//   node bench/run.mjs --large    also estimate over 1,000,000 profiles and 10,000,000 events (Parquet; disk and minutes)
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { cpus, totalmem, tmpdir } from "node:os";
import { join } from "node:path";
import { corpusFile, writeCorpus } from "./corpus.mjs";
import { benchEdge } from "./edge.mjs";
import { benchEvaluate } from "./evaluate.mjs";
import { benchEstimate, estimateRows } from "./estimate.mjs";
import { buildLibrariesFloor } from "./libraries-floor.mjs";
import { benchLsp } from "./lsp.mjs";
import { benchRecovery } from "./recovery.mjs";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/pql-audience.js");
// Biome as `npx biome` runs it (its Node shim, then the native binary): the native linter a
// project would otherwise run in the same hook, on the same number of JSON files.
const biome = join(root, "node_modules/@biomejs/biome/bin/biome");
const quick = process.argv.includes("--quick");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timeCommand(args, { env = {}, runs = 1, cwd = undefined, before = () => {} } = {}) {
  const times = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    before();
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, {
      cwd,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", ...env },
      maxBuffer: 1 << 30,
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    const m = /peak-rss-kb (\d+)/.exec(r.stderr);
    if (m) rss = Math.max(rss, Number(m[1]));
  }
  return { ms: median(times), rssMb: rss / 1024 };
}

/**
 * Lets the disk finish writing the corpus and reads it once, so the runs time the linter on files
 * in the page cache, not the kernel flushing 100 000 new files (measured: that tripled the time
 * spent reading files in a run started right after writing them).
 */
function settle(dir) {
  spawnSync("sync");
  for (const sub of readdirSync(dir)) for (const name of readdirSync(join(dir, sub))) readFileSync(join(dir, sub, name));
}

function progress(text) {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${text}`);
}

const results = {
  date: new Date().toISOString(),
  machine: `${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  startup: {},
  parse: {},
  lint: [],
};

/**
 * `count` JSON files under `dir` (subdirectories of 1 000) holding the corpus's expressions: what
 * Biome lints for the reference figure of a lint of `count` audience files.
 */
function writeJsonCorpus(dir, count) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const sub = join(dir, `d${Math.floor(i / 1000)}`);
    if (i % 1000 === 0) mkdirSync(sub, { recursive: true });
    const { value } = corpusFile(7, i);
    writeFileSync(
      join(sub, `a${i}.json`),
      `${JSON.stringify({ name: `Audience ${i}`, expression: { type: "PQL", format: "pql/text", value } }, null, 2)}\n`,
    );
  }
  return dir;
}

/** A git project of 1,000 audience files, committed an hour ago, with the project index cache warm. */
function projectOf1000(name = "pql-bench-project-1k") {
  const dir = join(tmpdir(), name);
  writeCorpus(dir, 1000);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const sub of readdirSync(dir))
    for (const name of readdirSync(join(dir, sub))) utimesSync(join(dir, sub, name), anHourAgo, anHourAgo);
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", ["add", "-A"], { cwd: dir });
  const file = join(dir, "d0", readdirSync(join(dir, "d0")).sort()[0]);
  // Files written less than two seconds before the run that asks git are asked about again on the
  // next run (src/node/project-index-listing.ts): the project settles first, as one edited
  // minutes before a commit has.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2100);
  timeCommand([bin, "lint", file]); // the first run writes the cache; the timed ones are the second and later
  return file;
}

// 1. Start-up, against `node -e 0` and Biome linting one JSON file.
progress("start-up ...");
const oneFile = join(root, "examples/us-customers.audience.json");
const inProject = projectOf1000();
// A commit's hook, as it usually runs: another file was just staged, so git's index changed since
// the last run (the second run above has the index the last run saw). Its own copy of the
// project, so its edits leave the second run's figure alone.
const inStagedProject = projectOf1000("pql-bench-project-1k-staged");
const staged = join(inStagedProject, "..", readdirSync(join(inStagedProject, "..")).sort()[1]);
const stagedText = readFileSync(staged, "utf8");
/** Stages the other file with content of its own (one newline more or less each round), outside the timing. */
function stageAnother(round) {
  writeFileSync(staged, round % 2 ? stagedText : `${stagedText}\n`);
  execFileSync("git", ["add", "-A"], { cwd: join(inStagedProject, "..", "..") });
}
// Biome lints the same file in a directory of its own, with its default configuration.
const biomeOne = join(writeJsonCorpus(join(tmpdir(), "pql-bench-biome-one"), 0), "us-customers.audience.json");
writeFileSync(biomeOne, readFileSync(oneFile));
// What yargs, yaml, zod and Chevrotain cost by themselves in a one-file lint (bench/libraries-floor.mjs); its first run writes its code cache.
const librariesFloor = await buildLibrariesFloor();
timeCommand([...librariesFloor, "lint", oneFile]);
// Interleaved (node, --version, lint, node, ...), so a machine that speeds up or slows down
// during the measurement moves the figure and its references together.
const RUNS = 21;
const startTimes = { node: [], version: [], lint: [], project: [], staged: [], biome: [], libraries: [] };
for (let i = 0; i < RUNS; i++) {
  startTimes.node.push(timeCommand(["-e", "0"]).ms);
  startTimes.libraries.push(timeCommand([...librariesFloor, "lint", oneFile]).ms);
  startTimes.version.push(timeCommand([bin, "--version"]).ms);
  startTimes.lint.push(timeCommand([bin, "lint", oneFile]).ms);
  startTimes.project.push(timeCommand([bin, "lint", inProject]).ms);
  stageAnother(i);
  startTimes.staged.push(timeCommand([bin, "lint", inStagedProject]).ms);
  startTimes.biome.push(timeCommand([biome, "lint", "us-customers.audience.json"], { cwd: join(biomeOne, "..") }).ms);
}
const nodeFloor = median(startTimes.node);
const version = median(startTimes.version);
const lintOne = median(startTimes.lint);
const lintInProject = median(startTimes.project);
const biomeOneMs = median(startTimes.biome);
results.startup = {
  nodeMs: nodeFloor,
  versionMs: version,
  lintOneFileMs: lintOne,
  lintInProjectMs: lintInProject,
  lintAfterStagingMs: median(startTimes.staged),
  biomeOneFileMs: biomeOneMs,
  librariesOneFileMs: median(startTimes.libraries),
  versionRatio: version / nodeFloor,
  lintOneFileRatio: lintOne / nodeFloor,
};

// 2. Parse throughput in process, over the corpus expressions.
progress("parse throughput ...");
const { parse } = await import(join(root, "dist/index.js"));
const expressions = Array.from({ length: 5000 }, (_, i) => corpusFile(7, i).value);
const bytes = expressions.reduce((n, e) => n + Buffer.byteLength(e), 0);
for (const e of expressions) parse(e); // warm up: the parser is built on first use
const parseTimes = [];
for (let run = 0; run < 5; run++) {
  const start = process.hrtime.bigint();
  for (const e of expressions) parse(e);
  parseTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const parseMs = median(parseTimes);
results.parse = {
  expressions: expressions.length,
  megabytes: bytes / 1e6,
  ms: parseMs,
  expressionsPerSecond: expressions.length / (parseMs / 1000),
  megabytesPerSecond: bytes / 1e6 / (parseMs / 1000),
};

// 2b. Input with a syntax error next to valid input of the same size (error recovery must not
// cost per token), and evaluation of one audience of each edge type against 1,000 events.
progress("parse with errors ...");
results.recovery = benchRecovery();
progress("evaluate ...");
results.evaluate = (await benchEvaluate()).map(([name, perSecond]) => ({ name, perSecond }));
progress("edge interact ...");
results.edge = await benchEdge();
progress("language server ...");
results.lsp = await benchLsp();
// `estimate` over 100,000 generated profiles next to the evaluator (and, with --large, 1,000,000 in Parquet).
results.estimate = await benchEstimate({ large: process.argv.includes("--large"), progress });

// 3. Lint throughput through the CLI, default workers and one worker, with peak RSS.
const sizes = quick ? [1000, 10000] : [1000, 10000, 100000];
for (const count of sizes) {
  const dir = join(tmpdir(), `pql-bench-${count}`);
  progress(`writing ${count} files ...`);
  writeCorpus(dir, count);
  settle(dir);
  const runs = count >= 100000 ? 1 : 5;
  // Every file checked (--no-cache): what a first run, or any run without the draft cache, costs.
  for (const workers of ["default", "1"]) {
    progress(`lint ${count} files, ${workers} worker(s) ...`);
    const args = [bin, "lint", dir, "--format", "concise", "--no-cache", ...(workers === "1" ? ["--workers", "1"] : [])];
    // One untimed run first: the first run after the corpus was written (or after the 100 000
    // files evicted it) still found cold file-system caches even after settle(), and took up to
    // twice as long as the next ones (measured). The 100 000-file runs are long enough to absorb it.
    if (count < 100000) timeCommand(args);
    const { ms, rssMb } = timeCommand(args, { runs, env: { PQL_AUDIENCE_REPORT_RSS: "1" } });
    results.lint.push({ files: count, workers, cache: "none", ms, filesPerSecond: count / (ms / 1000), peakRssMb: rssMb });
  }
  // The draft cache (src/node/draft-cache.ts; runs of 200 to 25,000 files): the run that writes
  // it, from no cache, the next runs, which read it, and runs after one file changed (a line
  // added to it before each: its draft, its result and the cache file are made again, the other
  // files' results come from the cache). Its file is in this repository's
  // node_modules/.cache/pql-audience/ (the working directory's project).
  if (count <= 25000) {
    const args = [bin, "lint", dir, "--format", "concise"];
    const cacheDir = join(root, "node_modules/.cache/pql-audience");
    const removeCache = () => {
      for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) if (name.startsWith("drafts-")) rmSync(join(cacheDir, name));
    };
    const changed = join(dir, "d0", readdirSync(join(dir, "d0")).sort()[0]);
    const changeOne = () => appendFileSync(changed, "\n");
    for (const cache of ["writing", "warm", "one-changed"]) {
      progress(`lint ${count} files, draft cache ${cache} ...`);
      const { ms, rssMb } = timeCommand(args, {
        runs,
        env: { PQL_AUDIENCE_REPORT_RSS: "1" },
        before: cache === "writing" ? removeCache : cache === "one-changed" ? changeOne : () => {},
      });
      results.lint.push({ files: count, workers: "default", cache, ms, filesPerSecond: count / (ms / 1000), peakRssMb: rssMb });
    }
  }
  progress(`biome lint ${count} JSON files ...`);
  const jsonDir = writeJsonCorpus(join(tmpdir(), `pql-bench-biome-${count}`), count);
  settle(jsonDir);
  // Run inside the directory: Biome reads the configuration and .gitignore of its working directory (this repository's otherwise).
  const biomeArgs = [biome, "lint", "--max-diagnostics=0", "."];
  if (count < 100000) timeCommand(biomeArgs, { cwd: jsonDir });
  const { ms: biomeMs } = timeCommand(biomeArgs, { runs, cwd: jsonDir });
  for (const r of results.lint) if (r.files === count) r.biomeMs = biomeMs;
}
progress("");
const at = (files, workers) => results.lint.find((r) => r.files === files && r.workers === workers && (r.cache ?? "none") === "none");
results.scaling = {
  "10k/1k": at(10000, "default").ms / at(1000, "default").ms,
  ...(quick ? {} : { "100k/10k": at(100000, "default").ms / at(10000, "default").ms }),
};

// The floors the project holds itself to (CONTRIBUTING.md, "The bench"): each against the figure of this run.
const warmAt = (files) => results.lint.find((r) => r.files === files && r.cache === "warm");
const peakAt = (files) => Math.max(0, ...results.lint.filter((r) => r.files === files).map((r) => r.peakRssMb));
results.floors = [
  { floor: "one file alone within 2.0x `node -e 0`", value: results.startup.lintOneFileMs / nodeFloor, unit: "x", holds: (v) => v <= 2.0 },
  {
    floor: "one file in a 1,000-file project (second run) within 2.2x `node -e 0`",
    value: results.startup.lintInProjectMs / nodeFloor,
    unit: "x",
    holds: (v) => v <= 2.2,
  },
  {
    floor: "10,000 files, first run (every file checked), at least 2,000 files/s",
    value: at(10000, "default")?.filesPerSecond,
    unit: " files/s",
    holds: (v) => v >= 2000,
  },
  {
    floor: "10,000 files, second run (draft cache), at least 12,000 files/s",
    value: warmAt(10000)?.filesPerSecond,
    unit: " files/s",
    holds: (v) => v >= 12000,
  },
  { floor: "100,000 files with peak memory under 500 MB", value: quick ? undefined : peakAt(100000), unit: " MB", holds: (v) => v < 500 },
].map(({ floor, value, unit, holds }) => ({ floor, value: value ?? null, unit, holds: value === undefined ? null : holds(value) }));

mkdirSync(join(root, "bench/out"), { recursive: true });
// The previous run, to print each figure next to it: this machine's last run (bench/out/), else
// the run recorded in docs/performance.md (bench/baseline.json, committed with that table).
const previousFile = [join(root, "bench/out/results.json"), join(root, "bench/baseline.json")].find((file) => existsSync(file));
const previous = previousFile ? JSON.parse(readFileSync(previousFile, "utf8")) : null;
writeFileSync(join(root, "bench/out/results.json"), `${JSON.stringify(results, null, 2)}\n`);

const f = (n, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });

/** A time next to `node -e 0` and to Biome's, from the same run: "90 ms (1.62x node, 0.95x Biome)". */
function startupCell(ms, { nodeMs, biomeOneFileMs }) {
  return `${f(ms)} ms (${f(ms / nodeMs, 2)}x node${biomeOneFileMs ? `, ${f(ms / biomeOneFileMs, 2)}x Biome` : ""})`;
}

/** [measure, result, reference] rows of one run's results. */
function rowsOf(r) {
  const { nodeMs, versionMs, lintOneFileMs, lintInProjectMs, lintAfterStagingMs, biomeOneFileMs, librariesOneFileMs } = r.startup;
  const references = `node -e 0: ${f(nodeMs)} ms${biomeOneFileMs ? `; biome lint one file: ${f(biomeOneFileMs)} ms (${f(biomeOneFileMs / nodeMs, 2)}x)` : ""}`;
  return [
    ["`pql-audience --version`", startupCell(versionMs, r.startup), references],
    ["`pql-audience lint` one file", startupCell(lintOneFileMs, r.startup), references],
    ...(librariesOneFileMs
      ? [["yargs, yaml, zod and Chevrotain alone, one file (no lint)", startupCell(librariesOneFileMs, r.startup), references]]
      : []),
    ...(lintInProjectMs
      ? [["`pql-audience lint` one file, 1,000-file git project, second run", startupCell(lintInProjectMs, r.startup), references]]
      : []),
    ...(lintAfterStagingMs
      ? [
          [
            "`pql-audience lint` one file, 1,000-file git project, another file just staged",
            startupCell(lintAfterStagingMs, r.startup),
            references,
          ],
        ]
      : []),
    [
      "parse, in process",
      `${f(r.parse.expressionsPerSecond)} expressions/s, ${f(r.parse.megabytesPerSecond, 1)} MB/s`,
      `${f(r.parse.expressions)} corpus expressions, ${f(r.parse.megabytes, 2)} MB`,
    ],
    ...(r.recovery ?? []).map((x) => [
      x.errors === 0 ? `parse ${f(x.bytes / 1000)} KB, valid` : `parse ${f(x.bytes / 1000)} KB, ${x.name}`,
      `${f(x.ms, 2)} ms`,
      x.errors === 0 ? "an and-chain of 3,000 terms" : `valid input of that size: ${f(r.recovery[0].ms, 2)} ms`,
    ]),
    ...(r.evaluate ?? []).map((x) => [`evaluate: ${x.name}`, `${f(x.perSecond)} evaluations/s`, "one profile, 1,000 events"]),
    ...(r.edge
      ? [
          [
            "emulator interact round trip",
            `${f(r.edge.medianMs, 2)} ms median, p95 ${f(r.edge.p95Ms, 2)} ms`,
            `${f(r.edge.calls)} calls over loopback, 4 edge audiences`,
          ],
        ]
      : []),
    ...(r.lsp
      ? [
          [
            `lsp diagnostics after an edit, ${r.lsp.lines}-line file`,
            `${f(r.lsp.medianMs, 2)} ms median, p95 ${f(r.lsp.p95Ms, 2)} ms`,
            `${f(r.lsp.edits)} warm edits, debounce 0`,
          ],
          ["lsp server memory", `RSS ${f(r.lsp.memoryMb)} MB`, `${r.lsp.openFiles} files of examples/ open`],
        ]
      : []),
    ...estimateRows(r.estimate),
    ...r.lint.map((x) => [
      `lint ${f(x.files)} files, ${
        x.cache === "warm"
          ? "second run (draft cache)"
          : x.cache === "one-changed"
            ? "one file changed (draft cache)"
            : x.cache === "writing"
              ? "first run, writing the draft cache"
              : x.workers === "1"
                ? "1 worker"
                : "default workers"
      }`,
      `${f(x.ms / 1000, 2)} s, ${f(x.filesPerSecond)} files/s${x.biomeMs ? ` (${f(x.biomeMs / x.ms, 2)}x Biome's speed)` : ""}`,
      `peak RSS ${f(x.peakRssMb)} MB${x.biomeMs ? `; biome lint ${f(x.files)} JSON files: ${f(x.files / (x.biomeMs / 1000))} files/s` : ""}`,
    ]),
    ...Object.entries(r.scaling ?? {}).map(([k, v]) => [`scaling ${k}`, `${f(v, 2)}x`, "linear: 10x"]),
  ];
}

const before = new Map(previous ? rowsOf(previous).map(([measure, result]) => [measure, result]) : []);
const rows = [
  ["measure", "result", `previous run${previous ? ` (${previous.date.slice(0, 10)})` : ""}`, "reference"],
  ...rowsOf(results).map(([measure, result, reference]) => [measure, result, before.get(measure) ?? "-", reference]),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(`Machine: ${results.machine}\n`);
console.log([line(rows[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n"));
console.log("\nFloors:");
for (const { floor, value, unit, holds } of results.floors)
  console.log(
    `  ${holds === null ? "not run" : holds ? "holds  " : "FAILS  "} ${floor}: ${value === null ? "-" : `${f(value, unit === "x" ? 2 : 0)}${unit}`}`,
  );
console.log(`\nbench/out/results.json written${previousFile ? `; previous run from ${previousFile.slice(root.length)}` : ""}`);
