import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf
} from "./chunk-WRUNNZBI.js";
import "./chunk-A3IHSL42.js";
import "./chunk-7UE3YHDC.js";
import "./chunk-GGFYG57L.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import "./chunk-CL5F5DHU.js";
import {
  ClickHouse,
  IDENTIFIER,
  clusterShards
} from "./chunk-NKSSTVOY.js";
import "./chunk-VDNT6KPU.js";
import {
  clickHouseStopReason,
  compileAudience
} from "./chunk-3NSPX5KU.js";
import "./chunk-SG5ZPFEX.js";
import {
  referenceKeys
} from "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-NP3RLP66.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-AMYH3LBT.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  noun,
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import {
  InputError
} from "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/node/clickhouse/estimate.ts
var QUERY_SETTINGS = { distributed_product_mode: "local" };
function place(a, span) {
  const at = a.mapSpan(span).start;
  return { line: at.line, column: at.column };
}
async function estimateOnClickHouse(audiences, options) {
  const { database, cluster } = options;
  if (!IDENTIFIER.test(database)) throw new InputError(`--database ${JSON.stringify(database)} is not a plain name (letters, digits, _)`);
  if (cluster !== void 0 && !IDENTIFIER.test(cluster))
    throw new InputError(`--cluster ${JSON.stringify(cluster)} is not a plain name (letters, digits, _)`);
  const main = new ClickHouse(options.target);
  const url = new URL(options.target.url);
  url.searchParams.set("database", database);
  const server = new ClickHouse({ ...options.target, url: url.href });
  const shards = cluster === void 0 ? void 0 : (await clusterShards(server, cluster)).length;
  const tables = await main.rows(`SELECT name FROM system.tables WHERE database = '${database}' AND name IN ('profiles', 'events')`);
  if (tables.length < 2)
    throw new InputError(
      `ClickHouse at ${server.shown} has no ${database}.profiles and ${database}.events: load them with data load --engine clickhouse`
    );
  const [totals] = await server.rows("SELECT (SELECT count() FROM profiles) AS profiles, (SELECT count() FROM events) AS events");
  const profiles = Number(totals.profiles);
  const keys = new Set(audiences.flatMap(referenceKeys));
  const out = [];
  for (const a of audiences) {
    if (!a.shown) continue;
    const compiled = compileAudience(a.ast, {
      dialect: "clickhouse",
      now: options.now,
      // An audience of this run is not on the server: the compiler refuses inSegment of it.
      localAudienceTable: (id) => keys.has(id) ? "local" : void 0
    });
    if (!compiled.ok) {
      const u = compiled.unsupported;
      out.push({ file: a.file, name: a.name, unsupported: { construct: u.construct, ...place(a, u.span), message: u.message } });
      continue;
    }
    const started = performance.now();
    let row;
    try {
      [row] = await server.rows(`SELECT count() AS n FROM (
${compiled.sql}
)`, QUERY_SETTINGS);
    } catch (e) {
      const stopped = e instanceof Error ? clickHouseStopReason(e.message) : void 0;
      if (stopped === void 0) throw e;
      out.push({ file: a.file, name: a.name, stopped });
      continue;
    }
    const sample = options.sample > 0 ? (await server.rows(`SELECT primary_id FROM (
${compiled.sql}
) ORDER BY pid LIMIT ${options.sample}`, QUERY_SETTINGS)).map(
      (r) => r.primary_id
    ) : [];
    const qualified = Number(row.n);
    out.push({
      file: a.file,
      name: a.name,
      qualified,
      share: profiles > 0 ? qualified / profiles : 0,
      sample,
      ms: performance.now() - started
    });
  }
  return {
    server: server.shown,
    database,
    ...cluster !== void 0 ? { cluster: { name: cluster, shards } } : {},
    profiles,
    events: Number(totals.events),
    audiences: out
  };
}

// src/cli/estimate-clickhouse-run.ts
async function runClickHouseEstimate(args, env = process.env) {
  if (args.url === void 0 || Array.isArray(args.url))
    throw new UsageError("--engine clickhouse needs the server's HTTP URL once: --url http://HOST:8123");
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const { audiences, refused } = await audiencesOf(paths);
  for (const r of refused) stderr.write(`${r.colored.join("\n")}
${r.file}: not estimated: the file has errors
`);
  if (audiences.length === 0) {
    if (refused.length === 0) stderr.write(`${paths.join(" ")}: no audience to estimate
`);
    return ExitCode.Problems;
  }
  const user = args.user ?? env.CLICKHOUSE_USER;
  const password = env.CLICKHOUSE_PASSWORD;
  const started = performance.now();
  const estimate = await estimateOnClickHouse(audiences, {
    target: { url: args.url, ...user ? { user } : {}, ...password ? { password } : {} },
    database: args.database,
    ...args.cluster !== void 0 ? { cluster: args.cluster } : {},
    now,
    sample: args.sample
  });
  const run = { ...estimate, now: new Date(now).toISOString(), ms: performance.now() - started };
  stdout.write(
    args.format === "json" ? `${JSON.stringify({ engine: "clickhouse", ...run, refused: refused.map((r) => ({ file: r.file, messages: r.messages })) }, null, 2)}
` : text(run)
  );
  let problems = refused.length;
  for (const a of estimate.audiences) {
    if ("unsupported" in a) {
      stderr.write(
        `${a.file}:${a.unsupported.line}:${a.unsupported.column}: error ${a.name}: not estimated on ClickHouse: ${a.unsupported.message}
`
      );
      problems++;
    } else if ("stopped" in a) {
      stderr.write(`${a.file}: error ${a.name}: not estimated on ClickHouse: the SQL stopped on this data: ${a.stopped}
`);
      problems++;
    }
  }
  return problems > 0 ? ExitCode.Problems : ExitCode.Ok;
}
var n = (x) => x.toLocaleString("en-US");
var count = (x, one) => `${n(x)} ${noun(x, one, `${one}s`)}`;
function text(run) {
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
        `${title}  not estimated: ${a.unsupported.construct} at ${a.unsupported.line}:${a.unsupported.column} does not compile to ClickHouse SQL yet`
      );
      continue;
    }
    out.push(
      `${title}  ${n(a.qualified)} of ${count(run.profiles, "profile")} (${(a.share * 100).toFixed(1)}%)  clickhouse, ${Math.round(a.ms)} ms`
    );
    if (a.sample.length > 0) out.push(`  e.g. ${a.sample.map((s) => s ?? "(no identity)").join(", ")}`);
  }
  out.push("", `${plural(run.audiences.length, "audience")} in ${(run.ms / 1e3).toFixed(1)} s`);
  return `${out.join("\n")}
`;
}
export {
  runClickHouseEstimate
};
