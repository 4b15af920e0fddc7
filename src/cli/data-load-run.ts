// The work behind `data load DIR --engine clickhouse`: the data set into a ClickHouse server or
// cluster's tables (src/node/clickhouse/load.ts), with progress on a terminal and what was loaded
// at the end. The user and password come from --user or the URL, or CLICKHOUSE_USER and
// CLICKHOUSE_PASSWORD; neither is ever printed. Exit 0 when loaded; 1 for bad data; 2 for a usage
// mistake, tables that exist without --replace, or a server that refuses or cannot be reached.
import { loadIntoClickHouse } from "../node/clickhouse/load.js";
import { DataError } from "../node/estimate/data-error.js";
import { clickHouseTarget } from "./clickhouse-target.js";
import { ExitCode, UsageError } from "./exit.js";
import { interruptible } from "./interruptible.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface DataLoadArgs {
  dir: string;
  engine: "clickhouse";
  url: string;
  cluster?: string | undefined;
  "shard-url"?: string[] | undefined;
  database: string;
  replace: boolean;
  user?: string | undefined;
}

export function runDataLoad(args: DataLoadArgs, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return interruptible(() => dataLoad(args, env));
}

async function dataLoad(args: DataLoadArgs, env: NodeJS.ProcessEnv): Promise<number> {
  if (Array.isArray(args.url)) throw new UsageError(`--url is given ${args.url.length} times; give it once (shards: --shard-url)`);
  const started = performance.now();
  const progress = stderr.isTTY ? (message: string) => stderr.write(`\r\x1b[K${message}`) : undefined;
  let counts: Awaited<ReturnType<typeof loadIntoClickHouse>>;
  try {
    counts = await loadIntoClickHouse(args.dir, {
      target: clickHouseTarget(args.url, args.user, env),
      database: args.database,
      ...(args.cluster ? { cluster: args.cluster } : {}),
      ...(args["shard-url"]?.length ? { shardUrls: args["shard-url"] } : {}),
      replace: args.replace,
      ...(progress ? { onProgress: progress } : {}),
    });
  } catch (e) {
    // Bad data (a record that is not JSON, a timestamp that is not ISO-8601): as estimate says it.
    if (!(e instanceof DataError)) throw e;
    stderr.write(`pql-audience: ${e.message}\n`);
    return ExitCode.Problems;
  } finally {
    if (progress) stderr.write("\r\x1b[K");
  }
  const n = (x: number) => x.toLocaleString("en-US");
  const where = `${args.database}.profiles and ${args.database}.events${args.cluster ? ` (Distributed over cluster ${args.cluster})` : ""}`;
  stdout.write(
    `loaded ${n(counts.profiles)} profiles and ${n(counts.events)} events into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (counts.orphanEvents > 0 ? `; ${n(counts.orphanEvents)} events of no profile left out` : "") +
      "\n",
  );
  return ExitCode.Ok;
}
