// The command's entry (bin/pql-audience.js requires dist/launch.cjs). CommonJS, so a run starts
// without Node's ES-module loader. It runs the CLI's bundle, dist/cli.cjs (cli-entry.ts: yargs
// and every command's definition), and the chunks of each command's work as the handler asks for
// them (dist/cli-*.cjs), each through its own V8 code cache (code-cache.ts): a pre-commit hook
// starts the CLI once per batch of files, so compiling the bundle would otherwise be a large part
// of each commit's lint, and reading the other commands' code another.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { CachedChunks } from "./code-cache.js";
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
  const chunks = new CachedChunks(dirname(bundle), createRequire(bundle));
  const cli = chunks.require("./cli.cjs") as Cli;
  exitAtOnce = cli.finishedOnReturn;
  const rewrite = Boolean(process.env.PQL_AUDIENCE_WRITE_CODE_CACHE);
  let warmed = false;
  // Each chunk's cache is written under the flags it was loaded under: before a long run sets its
  // V8 flags (a cache written under them is rejected by every run that has not set them), and
  // after the run, so that it holds what the run compiled.
  const writeCaches = async () => {
    if (!warmed && (rewrite || chunks.state !== "used")) {
      warmed = true;
      try {
        await cli.warmForCodeCache();
      } catch {
        // Only the cache would miss what it did not reach.
      }
    }
    chunks.writeCaches(rewrite);
  };
  const code = await cli.run(args, { beforeLongRun: writeCaches });
  // For the build (which writes the caches) and the tests (which check they are used).
  if (process.env.PQL_AUDIENCE_REPORT_CODE_CACHE) stderr.write(`pql-audience: code-cache ${chunks.state}\n`);
  await writeCaches();
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
