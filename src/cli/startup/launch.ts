// The command's entry (bin/pql-audience.js, bundled as dist/launch.cjs). CommonJS, so that the
// calls that must feel instant start without Node's ES-module loader: `--version`, and
// the `lint` and `fmt` calls of pre-commit and CI, which run from V8's code cache (fast-path.ts). Every
// other command loads the ES-module CLI, dist/cli.js.
import { fastFmtArgs, fastLintArgs, fastLintBundle, runFastBundle } from "./fast-path.js";
import { stderr, stdout } from "./stdio.js";
import { forLongRuns, isLongRun } from "./v8-tuning.js";
import { VERSION } from "../version.js";

/** Set when the command ran in the fast path's bundle (see the end of this file). */
let ranFast = false;

async function main(args: string[]): Promise<number> {
  if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
    stdout.write(`${VERSION}\n`);
    return 0;
  }
  // The calls of a pre-commit hook and of CI: `lint`, paths, and at most `--format NAME`,
  // `--workers N` and `--max-warnings N`; `fmt`, paths, `--check` or `--write`, `--width N`. They
  // skip yargs and the ES-module CLI (most of the start-up) and run exactly what the command does
  // with those options; anything else goes through the full argument parser.
  const bundle = args[0] === "lint" || args[0] === "fmt" ? fastLintBundle() : undefined;
  const lint = bundle && args[0] === "lint" ? fastLintArgs(args.slice(1)) : undefined;
  const fmt = bundle && args[0] === "fmt" ? fastFmtArgs(args.slice(1)) : undefined;
  // A long run's V8 flags go in after the bundle is read back from the code cache (runFastBundle).
  ranFast = Boolean(bundle && (lint || fmt));
  if (bundle && lint) return runFastBundle(bundle, (b) => b.runFastLint(lint), isLongRun(lint.paths));
  if (bundle && fmt) return runFastBundle(bundle, (b) => b.runFastFmt(fmt), isLongRun(fmt.files));
  forLongRuns();
  const { run } = (await import(CLI_PATH)) as { run(args: string[]): Promise<number> };
  return run(args);
}

// dist/cli.js (app.ts, bundled) next to this bundle, as the build sets it; app.ts when run from
// source (tests, tsx). A variable, so the bundler leaves the import to run time.
declare const __PQL_CLI_PATH__: string | undefined;
const CLI_PATH = typeof __PQL_CLI_PATH__ === "string" ? __PQL_CLI_PATH__ : "../app.js";

// For the benchmark (npm run bench): the process's peak RSS and CPU time, worker threads (and DuckDB's) included.
if (process.env.PQL_AUDIENCE_REPORT_RSS)
  process.on("exit", () => {
    const usage = process.resourceUsage();
    stderr.write(`pql-audience: peak-rss-kb ${usage.maxRSS} cpu-ms ${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`);
  });
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // A lint or fmt of the fast path has finished all it started when it returns: it reads and
    // writes files, caches and its output synchronously and stops its worker threads. Exiting
    // now spares Node tearing down the environment and the heap, which a one-file lint had waited
    // for (docs/performance.md, "Start-up, eighth pass"); `exit` listeners still run. Not when
    // output went through Node's stream (a full pipe, Windows): that may still be writing.
    if (ranFast && stdout.settled && stderr.settled) process.exit(code);
  },
  (e: unknown) => {
    // guard.ts handles errors inside commands; this is only for a broken installation.
    stderr.write(`pql-audience: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
