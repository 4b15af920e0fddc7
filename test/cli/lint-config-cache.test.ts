// Configs as read, kept between lints (src/node/config-cache.ts), through the real CLI: a second
// lint under a YAML config with comments (beyond the quick reader) takes the config from the
// cache (shown by changing what the cache holds); a changed config is read again; a package.json
// without a config is kept as holding none; `--no-cache` neither reads nor writes it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, workspaces } from "./helpers.js";

const workspace = workspaces();
const config = "rules:\n  # fail on it here (a comment: the full YAML parser reads this file)\n  style/uppercase-keyword: error\n";

function project(): string {
  const dir = workspace({ "pql-audience.config.yaml": config, "x.pql": "person.a = 1 AND person.b = 2\n" });
  execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

const cacheDir = (dir: string) => join(dir, "node_modules/.cache/pql-audience");
const configCaches = (dir: string) => (existsSync(cacheDir(dir)) ? readdirSync(cacheDir(dir)).filter((f) => f.startsWith("config-")) : []);
const lint = (dir: string, ...args: string[]) => cli(["lint", "x.pql", ...args], { cwd: dir });

/** Changes what the project's one kept config says (the text must be there), as a run that read it otherwise would have. */
function rewriteKept(dir: string, from: string, to: string): void {
  const [name, ...more] = configCaches(dir);
  expect(more).toEqual([]);
  const file = join(cacheDir(dir), name!);
  const kept = readFileSync(file, "utf8");
  expect(kept).toContain(from);
  writeFileSync(file, kept.replace(from, to));
}

describe("the config cache, through lint", () => {
  it("reads a config once, answers the same from the cache, and reads it again when it changes", () => {
    const dir = project();
    const first = lint(dir);
    expect(first.stdout).toContain("error PQL302");
    expect(configCaches(dir)).toHaveLength(1);
    const second = lint(dir);
    expect(second.stdout).toBe(first.stdout);
    expect(second.status).toBe(first.status);
    // Only a run that reads the cache can say what the cache now says.
    rewriteKept(dir, '"style/uppercase-keyword":"error"', '"style/uppercase-keyword":"info"');
    expect(lint(dir).stdout).toContain("info PQL302");
    // The config itself changed: read again (and kept again).
    writeFileSync(join(dir, "pql-audience.config.yaml"), config.replace("error", "warn"));
    expect(lint(dir).stdout).toContain("warning PQL302");
    expect(lint(dir).stdout).toContain("warning PQL302");
    // A config that does not validate is reported from its text on every run, never kept.
    writeFileSync(join(dir, "pql-audience.config.yaml"), config.replace("error", "loud"));
    for (let run = 0; run < 2; run++) {
      const broken = lint(dir);
      expect(broken.status).toBe(2);
      expect(broken.stderr).toContain("pql-audience.config.yaml:3:28: `rules.style/uppercase-keyword` must be one of");
    }
  });

  it("keeps a package.json without a config as holding none", () => {
    const dir = workspace({ "package.json": '{ "name": "a-js-project", "private": true }\n', "x.pql": "person.a = 1 AND person.b = 2\n" });
    execFileSync("git", ["init", "-q"], { cwd: dir });
    const first = lint(dir);
    expect(first.stdout).toContain("warning PQL302");
    expect(configCaches(dir)).toHaveLength(1);
    expect(lint(dir).stdout).toBe(first.stdout);
    // Kept as holding none, and read from the cache: what it says now is what the run applies.
    rewriteKept(dir, '"config":null', '"config":{"rules":{"style/uppercase-keyword":"error"}}');
    expect(lint(dir).stdout).toContain("error PQL302");
  });

  it("neither reads nor writes it with --no-cache", () => {
    const dir = project();
    expect(lint(dir, "--no-cache").stdout).toContain("error PQL302");
    expect(configCaches(dir)).toEqual([]);
    lint(dir);
    rewriteKept(dir, '"style/uppercase-keyword":"error"', '"style/uppercase-keyword":"info"');
    expect(lint(dir, "--no-cache").stdout).toContain("error PQL302");
  });
});
