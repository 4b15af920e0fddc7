// Options the commands over a data set share (estimate, diff, evaluate, data load), each defined
// once so its name, type and words are the same wherever it appears. Functions, as
// maxStepsOption: each command's builder gets objects of its own.

/** The audiences to read: `[paths..]`. */
export function audiencePathsPositional() {
  return {
    type: "string",
    array: true,
    default: [] as string[],
    describe: "audience files, .pql files, directories or globs (default: the current directory)",
  } as const;
}

/** `--data DIR`, with what it means for the command (`after`). */
export function dataOption(after: string) {
  return {
    type: "string",
    describe: `a directory holding profiles.{ndjson,jsonl,json,parquet} and, optionally, events.{ndjson,jsonl,json,parquet}${after}`,
  } as const;
}

/** `--now`. */
export function nowOption() {
  return { type: "string", describe: "the instant to evaluate at, ISO-8601 (default: the clock)" } as const;
}

/** `--memory-limit`. */
export function memoryLimitOption() {
  return {
    type: "string",
    describe:
      "the most memory DuckDB may hold, e.g. 3GB (default: DuckDB's own, 80 % of the machine's); past it, it spills to the OS temp folder",
  } as const;
}

/** `--url`, `--database` and `--user` of a ClickHouse server; `when` heads each description ("with --engine clickhouse: "). */
export function clickHouseOptions(when = "") {
  return {
    url: { type: "string", describe: `${when}the server's HTTP URL, e.g. http://127.0.0.1:8123` },
    database: { type: "string", default: "default", describe: `${when}the database of the tables` },
    user: { type: "string", describe: `${when}the ClickHouse user (else CLICKHOUSE_USER; the password: CLICKHOUSE_PASSWORD)` },
  } as const;
}
