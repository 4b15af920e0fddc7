// A real two-shard ClickHouse cluster for the tests: two `clickhouse-server` processes on free
// loopback ports, each with a generated config in a temporary folder (a `remote_servers` entry
// naming both as the shards of CLUSTER), started by the test file and stopped after it. Without
// the Debian package (`apt-get install -y clickhouse-server clickhouse-client`; README
// "Development") the tests are skipped, and clickhouseSkipReason says why.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CLUSTER = "two_shards";
/** The same two servers as a cluster whose first shard has weight 2: 2 of every 3 pids go to it. */
export const WEIGHTED_CLUSTER = "two_shards_weighted";
const SERVER = "clickhouse-server";

/** Why the ClickHouse tests cannot run here, or undefined when they can. */
export function clickhouseSkipReason(): string | undefined {
  const found = spawnSync("sh", ["-c", `command -v ${SERVER}`], { encoding: "utf8" });
  if (found.status === 0) return undefined;
  return `no ${SERVER} on PATH; install it (apt-get install -y clickhouse-server clickhouse-client) to run these`;
}

export interface Cluster {
  /** Each shard's HTTP URL; the first is where the tests send their queries. */
  urls: [string, string];
  /** The servers' process ids (to read their CPU time, bench/clickhouse-cluster.ts). */
  pids: number[];
  stop(): Promise<void>;
}

interface Ports {
  http: number;
  tcp: number;
  interserver: number;
}

/** A port the OS says is free now (the server binds it a moment later: loopback, few contenders). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function config(dir: string, own: Ports, shards: Ports[]): string {
  const replicas = shards.map((p) => `<shard><replica><host>127.0.0.1</host><port>${p.tcp}</port></replica></shard>`).join("");
  const weighted = shards
    .map((p, i) => `<shard><weight>${i === 0 ? 2 : 1}</weight><replica><host>127.0.0.1</host><port>${p.tcp}</port></replica></shard>`)
    .join("");
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${dir}/server.log</log><errorlog>${dir}/error.log</errorlog><console>0</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${own.http}</http_port>
  <tcp_port>${own.tcp}</tcp_port>
  <interserver_http_port>${own.interserver}</interserver_http_port>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <mark_cache_size>5368709120</mark_cache_size>
  <max_concurrent_queries>20</max_concurrent_queries>
  <users_config>users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <remote_servers><${CLUSTER}>${replicas}</${CLUSTER}><${WEIGHTED_CLUSTER}>${weighted}</${WEIGHTED_CLUSTER}></remote_servers>
</yandex>
`;
}

const USERS = `<?xml version="1.0"?>
<yandex>
  <profiles><default></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default></default></quotas>
</yandex>
`;

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { method: "POST", body: "SELECT 1" });
    return r.ok;
  } catch {
    return false;
  }
}

export async function startCluster(): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), "pql-clickhouse-"));
  const ports: Ports[] = [];
  for (let i = 0; i < 2; i++) ports.push({ http: await freePort(), tcp: await freePort(), interserver: await freePort() });
  const processes: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      processes.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null || p.signalCode !== null) return resolve();
            p.once("exit", () => resolve());
            p.kill("SIGTERM");
            // 18.16 takes its time to shut down (it waits for its background pools); its data is
            // thrown away anyway, so a server still up after 3 s is killed.
            setTimeout(() => p.kill("SIGKILL"), 3_000).unref();
          }),
      ),
    );
    rmSync(root, { recursive: true, force: true });
  };
  try {
    ports.forEach((own, i) => {
      const dir = join(root, `shard${i + 1}`);
      mkdirSync(dir);
      writeFileSync(join(dir, "config.xml"), config(dir, own, ports));
      writeFileSync(join(dir, "users.xml"), USERS);
      processes.push(spawn(SERVER, [`--config-file=${join(dir, "config.xml")}`], { cwd: dir, stdio: "ignore" }));
    });
    const urls = ports.map((p) => `http://127.0.0.1:${p.http}/`) as [string, string];
    const deadline = Date.now() + 60_000;
    for (const [i, url] of urls.entries()) {
      while (!(await answers(url))) {
        const p = processes[i]!;
        if (p.exitCode !== null || Date.now() > deadline) {
          let log = "";
          try {
            log = readFileSync(join(root, `shard${i + 1}`, "error.log"), "utf8").slice(-2000);
          } catch {}
          throw new Error(`clickhouse-server shard ${i + 1} did not start (exit ${p.exitCode}):\n${log}`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    return { urls, pids: processes.map((p) => p.pid!), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
