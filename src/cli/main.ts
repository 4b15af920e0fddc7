#!/usr/bin/env node
// CLI entry. `--version` answers before anything else loads; every command is imported lazily
// so a pre-commit run pays only for what it uses.
import { VERSION } from "./version.js";

const args = process.argv.slice(2);
// For the benchmark (npm run bench): the process's peak RSS, worker threads included.
if (process.env.PQL_AUDIENCE_REPORT_RSS) process.on("exit", () => process.stderr.write(`pql-audience: peak-rss-kb ${process.resourceUsage().maxRSS}\n`));
if (args.length === 1 && (args[0] === "--version" || args[0] === "-V")) {
  process.stdout.write(`${VERSION}\n`);
} else {
  const { run } = await import("./app.js");
  process.exitCode = await run(args);
}
