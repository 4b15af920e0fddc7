// The cache of configs as read (src/node/config-cache.ts): a config comes back only for exactly
// the text it was read from, by the build that read it; a damaged or foreign file is no answer;
// nothing is kept outside a git work tree unless a location is given, nor a value JSON would
// change, nor by a run from the sources (no build id).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/lint/config-schema.js";
import { configCache } from "../../src/node/config-cache.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A scratch directory; with `git`, a work tree (a `.git` directory is what marks one). */
function scratch(git: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-config-cache-"));
  made.push(dir);
  if (git) mkdirSync(join(dir, ".git"));
  return dir;
}

const text = "rules:\n  style/uppercase-keyword: error # fail on it\n";
const config: Config = { rules: { "style/uppercase-keyword": "error" } };
const kept = (dir: string) => readdirSync(join(dir, "node_modules/.cache/pql-audience")).filter((f) => f.startsWith("config-"));

describe("the config cache", () => {
  it("gives back a config for exactly the text it was read from, by the same build", () => {
    const dir = scratch(true);
    const path = join(dir, "pql-audience.config.yaml");
    const cache = configCache(undefined, "build-1")!;
    expect(cache.get(path, text)).toBeUndefined();
    cache.set(path, text, config);
    expect(kept(dir)).toHaveLength(1);
    expect(configCache(undefined, "build-1")!.get(path, text)).toEqual(config);
    // One character more, another file, another build: no answer.
    expect(configCache(undefined, "build-1")!.get(path, `${text} `)).toBeUndefined();
    expect(configCache(undefined, "build-1")!.get(join(dir, "sub", "pql-audience.config.yaml"), text)).toBeUndefined();
    expect(configCache(undefined, "build-2")!.get(path, text)).toBeUndefined();
  });

  it("keeps a package.json without a config as holding none (null), not as unknown", () => {
    const dir = scratch(true);
    const path = join(dir, "package.json");
    const pkg = '{ "name": "x" }\n';
    configCache(undefined, "b")!.set(path, pkg, null);
    expect(configCache(undefined, "b")!.get(path, pkg)).toBeNull();
    expect(configCache(undefined, "b")!.get(path, '{ "name": "y" }\n')).toBeUndefined();
  });

  it("answers nothing from a damaged or foreign file", () => {
    const dir = scratch(true);
    const path = join(dir, "pql-audience.config.yaml");
    configCache(undefined, "b")!.set(path, text, config);
    const file = join(dir, "node_modules/.cache/pql-audience", kept(dir)[0]!);
    for (const damaged of [
      "",
      "{",
      "null",
      "[]",
      '{"format":"pql-audience config"}',
      JSON.stringify({ format: "x", build: "b", path, text, config }),
    ]) {
      writeFileSync(file, damaged);
      expect(configCache(undefined, "b")!.get(path, text)).toBeUndefined();
    }
  });

  it("keeps nothing outside a git work tree unless given a location, and keeps there when given one", () => {
    const outside = scratch(false);
    const path = join(outside, "pql-audience.config.yaml");
    configCache(undefined, "b")!.set(path, text, config);
    expect(configCache(undefined, "b")!.get(path, text)).toBeUndefined();
    const location = join(scratch(false), "cache");
    configCache(location, "b")!.set(path, text, config);
    expect(configCache(location, "b")!.get(path, text)).toEqual(config);
    expect(readdirSync(location).filter((f) => f.startsWith("config-"))).toHaveLength(1);
  });

  it("keeps no value JSON would not give back exactly, and none without a build id", () => {
    const dir = scratch(true);
    const path = join(dir, "pql-audience.config.yaml");
    const cache = configCache(undefined, "b")!;
    for (const odd of [
      { rules: undefined },
      { budgets: { x: Number.NaN } },
      { budgets: { x: -0 } },
      { ignores: [new Date(0)] },
    ] as unknown as Config[]) {
      cache.set(path, text, odd);
      expect(cache.get(path, text)).toBeUndefined();
    }
    expect(configCache(undefined, undefined)).toBeUndefined();
  });
});
