// The work behind `estimate [paths..] --engine clickhouse --url URL [--cluster NAME] [--database DB]`:
// each audience's ClickHouse SQL run where `data load --engine clickhouse` put the data
// (src/node/clickhouse/estimate.ts). An audience with a construct that does not compile to
// ClickHouse is refused with the construct at file:line:col (docs/estimates.md "ClickHouse").
// The user and password come from --user or the URL, or CLICKHOUSE_USER and CLICKHOUSE_PASSWORD;
// neither is printed. Exit 0 when every audience was counted, 1 when one was refused (or a file
// has errors), 2 for usage mistakes and a server that refuses or cannot be reached.
import { estimateOnClickHouse, type ClickHouseEstimate } from "../node/clickhouse/estimate.js";
import { noun, plural } from "../text/plural.js";
import { clickHouseTarget } from "./clickhouse-target.js";
import { ExitCode, UsageError } from "./exit.js";
import { nowOption } from "./now-option.js";
import { audiencesOf } from "./estimate-run.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface ClickHouseEstimateArgs {
  paths: string[];
  url?: string | undefined;
  cluster?: string | undefined;
  database: string;
  user?: string | undefined;
  now?: string | undefined;
  sample: number;
  format: "text" | "json";
}

export async function runClickHouseEstimate(args: ClickHouseEstimateArgs, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const target = clickHouseTarget(args.url, args.user, env);
  const now = nowOption(args.now);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const { audiences, refused } = await audiencesOf(paths);
  for (const r of refused) stderr.write(`${r.colored.join("\n")}\n${r.file}: not estimated: the file has errors\n`);
  if (audiences.length === 0) {
    if (refused.length === 0) stderr.write(`${paths.join(" ")}: no audience to estimate\n`);
    return ExitCode.Problems;
  }
  const started = performance.now();
  const estimate = await estimateOnClickHouse(audiences, {
    target,
    database: args.database,
    ...(args.cluster !== undefined ? { cluster: args.cluster } : {}),
    now,
    sample: args.sample,
  });
  const run = { ...estimate, now: new Date(now).toISOString(), ms: performance.now() - started };
  stdout.write(
    args.format === "json"
      ? `${JSON.stringify({ engine: "clickhouse", ...run, refused: refused.map((r) => ({ file: r.file, messages: r.messages })) }, null, 2)}\n`
      : text(run),
  );
  let problems = refused.length;
  for (const a of estimate.audiences) {
    if ("unsupported" in a) {
      stderr.write(
        `${a.file}:${a.unsupported.line}:${a.unsupported.column}: error ${a.name}: not estimated on ClickHouse: ${a.unsupported.message}\n`,
      );
      problems++;
    } else if ("stopped" in a) {
      stderr.write(`${a.file}: error ${a.name}: not estimated on ClickHouse: the SQL stopped on this data: ${a.stopped}\n`);
      problems++;
    }
  }
  return problems > 0 ? ExitCode.Problems : ExitCode.Ok;
}

const n = (x: number) => x.toLocaleString("en-US");
const count = (x: number, one: string) => `${n(x)} ${noun(x, one, `${one}s`)}`;

function text(run: ClickHouseEstimate & { now: string; ms: number }): string {
  const where = `${run.server} ${run.database}${run.cluster ? `, cluster ${run.cluster.name} (${plural(run.cluster.shards, "shard")})` : ""}`;
  const out = [`ClickHouse ${where}: ${count(run.profiles, "profile")}, ${count(run.events, "event")} (at ${run.now})`, ""];
  for (const a of run.audiences) {
    const title = a.name === a.file ? a.file : `${a.file}: ${a.name}`;
    if ("stopped" in a) {
      out.push(`${title}  not estimated: the SQL stopped on this data: ${a.stopped}`);
      continue;
    }
    if ("unsupported" in a) {
      out.push(
        `${title}  not estimated: ${a.unsupported.construct} at ${a.unsupported.line}:${a.unsupported.column} does not compile to ClickHouse SQL yet`,
      );
      continue;
    }
    out.push(
      `${title}  ${n(a.qualified)} of ${count(run.profiles, "profile")} (${(a.share * 100).toFixed(1)}%)  clickhouse, ${Math.round(a.ms)} ms`,
    );
    if (a.sample.length > 0) out.push(`  e.g. ${a.sample.map((s) => s ?? "(no identity)").join(", ")}`);
  }
  out.push("", `${plural(run.audiences.length, "audience")} in ${(run.ms / 1000).toFixed(1)} s`);
  return `${out.join("\n")}\n`;
}
