// What the commands that count on ClickHouse (estimate, diff, data load --engine clickhouse) read
// of their options and the environment: the server, its user from --user or CLICKHOUSE_USER and
// its password from CLICKHOUSE_PASSWORD alone (never an option: it would show in the process list
// and the shell's history), and the options that belong to DuckDB's --data instead.
import type { ClickHouseTarget } from "../node/clickhouse/http.js";
import { UsageError } from "./exit.js";

/** The server of --url (given once) and its credentials. */
export function clickHouseTarget(url: string | string[] | undefined, user: string | undefined, env: NodeJS.ProcessEnv): ClickHouseTarget {
  if (url === undefined || Array.isArray(url))
    throw new UsageError("--engine clickhouse needs the server's HTTP URL once: --url http://HOST:8123");
  const name = user ?? env.CLICKHOUSE_USER;
  const password = env.CLICKHOUSE_PASSWORD;
  return { url, ...(name ? { user: name } : {}), ...(password ? { password } : {}) };
}

/** With --engine clickhouse, refuses what only DuckDB's --data reads. */
export function refuseDuckDbOptions(args: { data?: unknown; memoryLimit?: unknown; maxSteps?: unknown }): void {
  if (args.data !== undefined)
    throw new UsageError("--data is for DuckDB; with --engine clickhouse the data is on the server (data load --engine clickhouse)");
  if (args.memoryLimit !== undefined || args.maxSteps !== undefined)
    throw new UsageError("--memory-limit and --max-steps belong to --data; ClickHouse runs the compiled SQL only");
}
