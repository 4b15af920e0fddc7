// The command's entry (bin/pql-audience.js, bundled as dist/launch.cjs). CommonJS, so that the
// calls that must feel instant start without Node's ES-module loader (~6 ms): `--version`, and
// the `lint` calls of pre-commit and CI, which run from V8's code cache (fast-path.ts). Every
// other command loads the ES-module CLI, dist/cli.js.
import { setFlagsFromString } from "node:v8";
import { fastLintArgs, fastLintBundle, runFastLint } from "./fast-path.js";
import { VERSION } from "./version.js";

// V8 lets the heap grow by up to 4x between full collections when collecting is fast, which a
// lint run (many short-lived trees, a slowly growing set of drafts) always is: at 100 000 files
// the process peaked at 530 MB holding about 150 MB. A fixed 20% growth step measured 220-290 MB
// and no slower (README "Performance"). The CLI owns its process; the library leaves V8 alone.
// (Set before anything compiles: V8 accepts a code cache only under the flags it was made with.)
setFlagsFromString("--heap-growing-percent=20");
// Smaller functions inlined by the optimizing compiler: a lint of a few thousand files runs
// mostly before its hot code is optimized, and V8 spent 2.7 s of CPU compiling during a 2 s run
// of 10 000 files (on the core the run would otherwise have to itself). With a 100-byte
// bytecode limit for inlining (V8's default: 460) that is 1.6 s; 10 000 files took 7-9% less
// time and 1 000 files 7% less (min and median of 8 interleaved runs), at ~10% slower parsing
// once everything is optimized, which no single lint run reaches before it ends. (The library
// leaves V8's flags to the process that loads it.)
setFlagsFromString("--max-inlined-bytecode-size=100");

async function main(args: string[]): Promise<number> {
  if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  // The calls of a pre-commit hook and of CI: `lint`, paths, and at most `--format NAME`,
  // `--workers N` and `--max-warnings N`. They skip yargs and the ES-module CLI (~80 ms of
  // start-up) and run exactly what `lint` does with those options; anything else goes through
  // the full argument parser.
  const fast = args[0] === "lint" ? fastLintArgs(args.slice(1)) : undefined;
  const bundle = fast ? fastLintBundle() : undefined;
  if (fast && bundle) return runFastLint(bundle, fast);
  const { run } = (await import(CLI_PATH)) as { run(args: string[]): Promise<number> };
  return run(args);
}

// dist/cli.js (app.ts, bundled) next to this bundle, as the build sets it; app.ts when run from
// source (tests, tsx). A variable, so the bundler leaves the import to run time.
declare const __PQL_CLI_PATH__: string | undefined;
const CLI_PATH = typeof __PQL_CLI_PATH__ === "string" ? __PQL_CLI_PATH__ : "./app.js";

// For the benchmark (npm run bench): the process's peak RSS, worker threads included.
if (process.env.PQL_AUDIENCE_REPORT_RSS) process.on("exit", () => process.stderr.write(`pql-audience: peak-rss-kb ${process.resourceUsage().maxRSS}\n`));
main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (e: unknown) => {
    // guard.ts handles errors inside commands; this is only for a broken installation.
    process.stderr.write(`pql-audience: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
