// A two-shard ClickHouse cluster on loopback for measuring by hand (docs/estimates.md "Measured"):
// the test harness's two servers (test/clickhouse/cluster.ts), kept up until Enter or Ctrl-C,
// then stopped with their data thrown away. It prints the shards' URLs, the commands that load
// and query it, and, when stopped, the CPU time each server used.
//
//   npx tsx bench/clickhouse-cluster.ts
import { readFileSync } from "node:fs";
import { CLUSTER, startCluster } from "../test/clickhouse/cluster.js";

/** A process's user+system CPU seconds, from /proc (Linux); undefined elsewhere or once it is gone. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const cluster = await startCluster();
const shards = cluster.urls.flatMap((u) => ["--shard-url", u]).join(" ");
console.log(`cluster ${CLUSTER} up: ${cluster.urls.join(", ")} (server pids ${cluster.pids.join(", ")})`);
console.log(`  pql-audience data load DIR --engine clickhouse --url ${cluster.urls[0]} --cluster ${CLUSTER} ${shards} --replace`);
console.log(`  pql-audience estimate AUDIENCES --engine clickhouse --url ${cluster.urls[0]} --cluster ${CLUSTER}`);
console.log("Enter or Ctrl-C stops it.");
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const cpu = cluster.pids.map((pid) => cpuSeconds(pid));
  console.log(`server CPU (user+sys): ${cpu.map((s, i) => `shard ${i + 1} ${s === undefined ? "?" : `${s.toFixed(1)} s`}`).join(", ")}`);
  await cluster.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.stdin.on("data", stop);
process.stdin.on("end", () => {});
