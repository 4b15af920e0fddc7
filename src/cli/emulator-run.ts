// The work behind `emulator`: start the server, print how to point pql-audience at it, log
// requests, and stop cleanly on SIGINT or SIGTERM.
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
import { seededRandom, type ScriptedFault } from "../emulator/faults.js";
import { prototypeKeyMessage, prototypeKeyPath } from "../emulator/prototype-keys.js";
import { startEmulator, type Emulator } from "../emulator/server.js";
import { EmulatorStateError, type EmulatorSeed } from "../emulator/state.js";
import { configureQuota, parseQuotaLimits } from "../emulator/quota.js";
import { ExitCode, UsageError } from "./exit.js";
import { plural } from "../text/plural.js";
import { describeFsError } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface EmulatorArgs {
  port: number;
  host: string;
  data?: string;
  seed?: string;
  "client-id"?: string;
  "client-secret"?: string;
  "token-ttl"?: number;
  "fail-rate": number;
  "throttle-rate": number;
  "retry-after": number;
  "drop-rate": number;
  "drop-after-apply": boolean;
  latency: number;
  faults?: string;
  /** Data Lifecycle entitlement limits, e.g. `datasetExpirationQuota=100,dailyConsumerDeleteIdentitiesQuota=5000`. */
  quota?: string;
  "fault-seed"?: number;
  "edge-ineligible": "reject" | "downgrade";
  /** Profiles kept; default 100,000 (src/emulator/profiles.ts). */
  "max-profiles"?: number;
  "max-store-bytes"?: number;
  quiet: boolean;
}

/** What another command adds to the emulator (`portal`: the local audience files it shows, and a banner line). */
export interface EmulatorExtras {
  localAudiences?: readonly unknown[];
  notes?: string[];
}

export async function runEmulator(
  args: EmulatorArgs,
  signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM"],
  extras: EmulatorExtras = {},
): Promise<number> {
  for (const key of ["fail-rate", "throttle-rate", "drop-rate"] as const)
    if (!(args[key] >= 0 && args[key] <= 1)) throw new UsageError(`--${key} must be between 0 and 1, e.g. 0.3`);
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
    throw new UsageError("--port must be a whole number from 0 to 65535");
  if ((args["client-id"] === undefined) !== (args["client-secret"] === undefined))
    throw new UsageError("give --client-id and --client-secret together");
  if (args.latency < 0) throw new UsageError("--latency must be 0 or more milliseconds");
  const maxProfiles = args["max-profiles"];
  if (maxProfiles !== undefined && !(Number.isInteger(maxProfiles) && maxProfiles > 0))
    throw new UsageError("--max-profiles must be a whole number of 1 or more, e.g. 100000");
  const maxStoreBytes = args["max-store-bytes"];
  if (maxStoreBytes !== undefined && !(Number.isInteger(maxStoreBytes) && maxStoreBytes > 0))
    throw new UsageError("--max-store-bytes must be a whole number of bytes, 1 or more, e.g. 268435456");

  const seed = args.seed ? await readStructured<EmulatorSeed>(args.seed, "--seed") : undefined;
  const quota = args.quota === undefined ? undefined : quotaLimits(args.quota);
  if (seed !== undefined && !isSeed(seed))
    throw new UsageError(`--seed ${args.seed} must hold an object with optional lists "mergePolicies" and "segments"`);
  const seedKey = prototypeKeyPath(seed);
  if (seedKey !== undefined) throw new UsageError(prototypeKeyMessage(`--seed ${args.seed}`, seedKey));
  const script = args.faults ? await readStructured<ScriptedFault[]>(args.faults, "--faults") : undefined;
  if (script !== undefined && !Array.isArray(script)) throw new UsageError(`--faults ${args.faults} must hold a JSON array of faults`);
  const log = args.quiet ? undefined : (line: string) => stderr.write(`${line}\n`);

  let emulator: Emulator;
  try {
    emulator = await startEmulator({
      port: args.port,
      host: args.host,
      dataDir: args.data,
      seed,
      clientId: args["client-id"],
      clientSecret: args["client-secret"],
      tokenTtlSeconds: args["token-ttl"],
      ineligibleEdge: args["edge-ineligible"],
      faults: {
        failRate: args["fail-rate"],
        throttleRate: args["throttle-rate"],
        retryAfterSeconds: args["retry-after"],
        dropRate: args["drop-rate"],
        dropAfter: args["drop-after-apply"] ? "apply" : "receive",
        latencyMs: args.latency,
        script,
        random: args["fault-seed"] === undefined ? undefined : seededRandom(args["fault-seed"]),
      },
      log,
      localAudiences: extras.localAudiences,
      maxProfiles,
      maxStoreBytes,
    });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new UsageError(`port ${args.port} is in use; choose another with --port (0 picks a free one)`);
    if (code === "EACCES") throw new UsageError(`not allowed to listen on port ${args.port}`);
    if (e instanceof EmulatorStateError) throw new UsageError(e.message);
    throw e;
  }

  for (const notice of emulator.state.notices) stderr.write(`notice: ${notice}\n`);
  if (quota) configureQuota(emulator.state, quota);
  stdout.write(banner(emulator, args, extras.notes ?? []));
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    for (const s of signals) process.once(s, () => resolve(s));
  });
  await emulator.close();
  const { requests, dropped } = emulator.stats;
  const faults = emulator.faults.stats.injected;
  stderr.write(
    `emulator stopped (${signal}) after ${plural(requests, "request")}${faults ? `, ${plural(faults, "fault")} injected (${dropped} dropped)` : ""}\n`,
  );
  return ExitCode.Ok;
}

function banner(emulator: Emulator, args: EmulatorArgs, notes: string[]): string {
  const strict = args["client-id"] !== undefined;
  const faults = [
    args["fail-rate"] ? `${pct(args["fail-rate"])} 503s` : "",
    args["throttle-rate"] ? `${pct(args["throttle-rate"])} 429s (Retry-After ${args["retry-after"]} s)` : "",
    args["drop-rate"] ? `${pct(args["drop-rate"])} dropped connections${args["drop-after-apply"] ? " after applying" : ""}` : "",
    args.latency ? `${args.latency} ms latency` : "",
    args.faults ? `script ${args.faults}` : "",
  ].filter(Boolean);
  const policies = emulator.state.data.mergePolicies;
  const lines = [
    `AEP emulator listening on ${emulator.url}`,
    `  portal          ${emulator.url}/portal (audiences in a browser)`,
    `  state           ${emulator.state.file ?? "in memory (--data DIR keeps it across restarts)"}`,
    `  auth            ${strict ? `tokens only for client id ${args["client-id"]}` : "tokens for any client id and secret; only tokens it issued are accepted"}`,
    `  merge policies  ${policies.length} (${policies.filter((p) => p.isActiveOnEdge).length} active on edge)`,
    `  definitions     ${emulator.state.data.segments.length}`,
    `  faults          ${faults.join(", ") || "none"}`,
    `  edge            ${emulator.url}/ee/v2/interact (pql-audience edge send; history at /ee/emulator/history)`,
    ...notes,
    "",
    "Point pql-audience at it (in another shell):",
    `  export AEP_BASE_URL=${emulator.url} AEP_IMS_URL=${emulator.url}`,
    strict
      ? `  export AEP_CLIENT_ID=${args["client-id"]} AEP_CLIENT_SECRET=<the --client-secret value> AEP_ORG_ID=EMULATOR@AdobeOrg AEP_SANDBOX=prod`
      : "  export AEP_CLIENT_ID=emulator AEP_CLIENT_SECRET=emulator-secret AEP_ORG_ID=EMULATOR@AdobeOrg AEP_SANDBOX=prod",
    "  export AEP_DATASTREAM_ID=emulator   # for edge send: any id",
    "",
    "Press Ctrl-C to stop.",
    "",
  ];
  return lines.join("\n");
}

function pct(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

async function readStructured<T>(path: string, flag: string): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read ${flag} ${path}: ${describeFsError(e)}`);
  }
  try {
    return (/\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text)) as T;
  } catch (e) {
    throw new UsageError(
      `${flag} ${path} is not valid ${/\.json$/i.test(path) ? "JSON" : "YAML"}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

function isSeed(value: unknown): value is EmulatorSeed {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { mergePolicies, segments } = value as Record<string, unknown>;
  const list = (v: unknown) =>
    v === undefined || (Array.isArray(v) && v.every((x) => typeof x === "object" && x !== null && !Array.isArray(x)));
  return list(mergePolicies) && list(segments);
}

/** --quota name=limit,...: a bad entry is a usage error naming the known quotas. */
function quotaLimits(text: string): ReturnType<typeof parseQuotaLimits> {
  try {
    return parseQuotaLimits(text);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}
