#!/usr/bin/env node
// CLI entry. `--version` answers before anything else loads; every command is imported lazily
// so a pre-commit run pays only for what it uses.
import { setFlagsFromString } from "node:v8";
import { fastLintBundle, runFastLint } from "./fast-path.js";
import { VERSION } from "./version.js";

// V8 lets the heap grow by up to 4x between full collections when collecting is fast, which a
// lint run (many short-lived trees, a slowly growing set of drafts) always is: at 100 000 files
// the process peaked at 530 MB holding about 150 MB. A fixed 20% growth step measured 220-290 MB
// and no slower (README "Performance"). The CLI owns its process; the library leaves V8 alone.
// (Set before anything compiles: V8 accepts a code cache only under the flags it was made with.)
setFlagsFromString("--heap-growing-percent=20");

const args = process.argv.slice(2);
// For the benchmark (npm run bench): the process's peak RSS, worker threads included.
if (process.env.PQL_AUDIENCE_REPORT_RSS) process.on("exit", () => process.stderr.write(`pql-audience: peak-rss-kb ${process.resourceUsage().maxRSS}\n`));
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  process.stdout.write(`${VERSION}\n`);
} else if (args[0] === "lint" && args.length > 1 && args.every((a) => !a.startsWith("-"))) {
  // The pre-commit hook's call: `lint` and file names, no options. It skips yargs (about 40 ms
  // of start-up) and runs exactly what `lint` does with its defaults, from V8's code cache.
  const bundle = fastLintBundle();
  if (bundle) {
    process.exitCode = await runFastLint(bundle, args.slice(1));
  } else {
    const { runFastLint: run } = await import("./lint-fast.js");
    process.exitCode = await run(args.slice(1));
  }
} else {
  const { run } = await import("./app.js");
  process.exitCode = await run(args);
}
