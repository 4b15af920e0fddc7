// The command's entry (bin/pql-audience.js requires dist/launch.cjs). CommonJS, so a run starts
// without Node's ES-module loader. It runs the CLI's bundle, dist/cli.cjs (cli-entry.ts: yargs
// and every command, each command's work loaded on first use), through V8's code cache
// (code-cache.ts): a pre-commit hook starts the CLI once per batch of files, so compiling the
// bundle would otherwise be a large part of each commit's lint.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CachedBundle } from "./code-cache.js";
import type * as CliEntry from "./cli-entry.js";
import { stderr } from "./stdio.js";

type Cli = typeof CliEntry;

/** Whether the CLI may exit as soon as run() returns (see finishedOnReturn in cli-entry.ts). */
let exitAtOnce: (() => boolean) | undefined;

async function main(args: string[]): Promise<number> {
  const bundle = fileURLToPath(new URL("./cli.cjs", import.meta.url));
  // From the sources (tests, tsx): no bundle, no code cache.
  if (!existsSync(bundle)) {
    const cli = (await import(CLI_SOURCE)) as Cli;
    return cli.run(args);
  }
  const cached = CachedBundle.run<Cli>(bundle, createRequire(bundle));
  const cli = cached.exports;
  exitAtOnce = cli.finishedOnReturn;
  // For the build (which writes the cache) and the tests (which check it is used).
  if (process.env.PQL_AUDIENCE_REPORT_CODE_CACHE) stderr.write(`pql-audience: code-cache ${cached.state}\n`);
  const stale = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE) || cached.state !== "used";
  let written = false;
  // Written once: before a long run sets its V8 flags (a cache written under them is rejected
  // by every run that has not set them), else after the run, so it holds what the run compiled.
  const writeCache = async () => {
    if (written || !stale) return;
    written = true;
    try {
      await cli.warmForCodeCache();
    } catch {
      // Only the cache would miss what it did not reach.
    }
    cached.writeCache();
  };
  const code = await cli.run(args, { beforeLongRun: writeCache });
  await writeCache();
  return code;
}

// cli-entry.ts, when run from the sources. A variable, so the bundler leaves the import to run time.
const CLI_SOURCE = "./cli-entry.js";

// For the benchmark (npm run bench): the process's peak RSS and CPU time, worker threads (and DuckDB's) included.
if (process.env.PQL_AUDIENCE_REPORT_RSS)
  process.on("exit", () => {
    const usage = process.resourceUsage();
    stderr.write(`pql-audience: peak-rss-kb ${usage.maxRSS} cpu-ms ${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`);
  });
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // A lint or fmt has finished all it started when it returns: exiting now spares Node tearing
    // down the environment and the heap; `exit` listeners still run. Not when output went through
    // Node's stream (a full pipe, Windows): that may still be writing.
    if (exitAtOnce?.()) process.exit(code);
  },
  (e: unknown) => {
    // guard.ts handles errors inside commands; this is only for a broken installation.
    stderr.write(`pql-audience: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
