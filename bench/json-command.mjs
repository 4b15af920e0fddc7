// One run of the built CLI whose report is JSON (`--format json`), as the estimate and diff rows
// time it: its wall time, its own CPU time and peak RSS (PQL_AUDIENCE_REPORT_RSS), its output.
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/pql-audience.js");

/** `pql-audience ARGS` in `cwd`: ms, cpuMs and peakRssMb (null when not reported), the parsed JSON (undefined when none), the exit status and stderr. */
export function timeJsonCommand(args, cwd = root) {
  const start = performance.now();
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", PQL_AUDIENCE_REPORT_RSS: "1" },
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - start;
  let output;
  try {
    output = JSON.parse(r.stdout);
  } catch {
    output = undefined;
  }
  const rss = /peak-rss-kb (\d+)/.exec(r.stderr);
  const cpu = /cpu-ms (\d+)/.exec(r.stderr);
  return {
    ms,
    cpuMs: cpu ? Number(cpu[1]) : null,
    peakRssMb: rss ? Number(rss[1]) / 1024 : null,
    output,
    status: r.status,
    stderr: r.stderr,
  };
}
