// CLI tests run the real bundled CLI (bin/pql-audience.js -> dist/launch.cjs); build it once per run
// so they never test a stale bundle.
import { execFileSync } from "node:child_process";

export default function setup(): void {
  execFileSync(process.execPath, ["scripts/build.mjs", "--bundle-only"], { stdio: "inherit" });
}
