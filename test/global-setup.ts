// CLI tests run the real bundled CLI (bin/pql-audience.js -> dist/launch.cjs); build it once per run
// so they never test a stale bundle. The package tests install through a registry on loopback
// (test/package/local-registry.ts); its address reaches the test processes in the environment.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { startLocalRegistry } from "./package/local-registry.js";

export default async function setup(): Promise<() => Promise<void>> {
  execFileSync(process.execPath, ["scripts/build.mjs", "--bundle-only"], { stdio: "inherit" });
  const registry = await startLocalRegistry(join(import.meta.dirname, "../package-lock.json"));
  process.env.PQL_TEST_NPM_REGISTRY = registry.url;
  return () => registry.close();
}
