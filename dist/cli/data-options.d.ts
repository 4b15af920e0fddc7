/** The audiences to read: `[paths..]`. */
export declare function audiencePathsPositional(): {
    readonly type: "string";
    readonly array: true;
    readonly default: string[];
    readonly describe: "audience files, .pql files, directories or globs (default: the current directory)";
};
/** `--data DIR`, with what it means for the command (`after`). */
export declare function dataOption(after: string): {
    readonly type: "string";
    readonly describe: `a directory holding profiles.{ndjson,jsonl,json,parquet} and, optionally, events.{ndjson,jsonl,json,parquet}${string}`;
};
/** `--now`. */
export declare function nowOption(): {
    readonly type: "string";
    readonly describe: "the instant to evaluate at, ISO-8601 (default: the clock)";
};
/** `--memory-limit`. */
export declare function memoryLimitOption(): {
    readonly type: "string";
    readonly describe: "the most memory DuckDB may hold, e.g. 3GB (default: DuckDB's own, 80 % of the machine's); past it, it spills to the OS temp folder";
};
/** `--url`, `--database` and `--user` of a ClickHouse server; `when` heads each description ("with --engine clickhouse: "). */
export declare function clickHouseOptions(when?: string): {
    readonly url: {
        readonly type: "string";
        readonly describe: `${string}the server's HTTP URL, e.g. http://127.0.0.1:8123`;
    };
    readonly database: {
        readonly type: "string";
        readonly default: "default";
        readonly describe: `${string}the database of the tables`;
    };
    readonly user: {
        readonly type: "string";
        readonly describe: `${string}the ClickHouse user (else CLICKHOUSE_USER; the password: CLICKHOUSE_PASSWORD)`;
    };
};
