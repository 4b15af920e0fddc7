import type { ClickHouseTarget } from "../node/clickhouse/http.js";
/** The server of --url (given once) and its credentials. */
export declare function clickHouseTarget(url: string | string[] | undefined, user: string | undefined, env: NodeJS.ProcessEnv): ClickHouseTarget;
/** With --engine clickhouse, refuses what only DuckDB's --data reads. */
export declare function refuseDuckDbOptions(args: {
    data?: unknown;
    memoryLimit?: unknown;
    maxSteps?: unknown;
}): void;
