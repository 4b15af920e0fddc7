// Config files: validation with file:line:col, severities by code/name/category, overrides by
// glob, ignores, and the nearest config winning.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema, matchesGlob, resolveConfig } from "../../src/lint/config.js";
import { codesFor } from "../../src/lint/registry.js";
import { ConfigError, ConfigResolver, parseConfig } from "../../src/node/config-loader.js";

describe("parseConfig reports mistakes with positions", () => {
  it.each([
    [
      "unknown rule, with a suggestion",
      "c.yaml",
      "rules:\n  edge/window-to-long: warn\n",
      "c.yaml:2:3: unknown rule `edge/window-to-long`; did you mean `edge/window-too-long`?",
    ],
    ["bad severity", "c.yaml", "rules:\n  PQL204: warning\n", 'c.yaml:2:11: `rules.PQL204` must be one of "off", "info", "warn", "error"'],
    ["unknown key", "c.yaml", "edge:\n  windowBoundry: inclusive\n", "c.yaml:2:3: unknown key `windowBoundry` in `edge`"],
    ["wrong type", "c.json", '{ "ignores": "legacy/**" }', "c.json:1:14: `ignores` must be a list"],
    ["an empty file", "c.yaml", "", "c.yaml:1:1: the config must be an object"],
    ["not a map", "c.yaml", "edge: 3\n", "c.yaml:1:7: `edge` must be an object"],
    ["broken JSON", "c.json", '{ "rules": ', "c.json:1:"],
    ["empty list", "c.yaml", "overrides:\n  - files: []\n", "c.yaml:2:12: `overrides.0.files` must not be empty"],
    ["empty string", "c.yaml", 'ignores:\n  - ""\n', "c.yaml:2:5: `ignores.0` must not be empty"],
  ])("%s", (_, file, text, message) => {
    expect(() => parseConfig(file, text)).toThrowError(message);
  });

  it("accepts codes, names and categories", () => {
    const config = parseConfig("c.yaml", 'rules:\n  PQL204: warn\n  style/uppercase-keyword: "off"\n  "edge/*": error\n  PQL3xx: info\n')!;
    expect(Object.keys(config.rules!)).toHaveLength(4);
  });
});

describe("resolveConfig", () => {
  const config = configSchema.parse({
    rules: { "style/*": "off", PQL204: "warn" },
    overrides: [{ files: ["legacy/**"], rules: { PQL204: "off" }, edge: { windowBoundary: "inclusive" } }],
    ignores: ["generated/**", "*.draft.pql"],
    edge: { mergePolicies: ["p1"] },
  });
  it.each([
    ["a.pql", { PQL204: "warning", PQL301: "off", PQL302: "off" }, "exclusive", false],
    ["legacy/x/a.pql", { PQL204: "off", PQL301: "off" }, "inclusive", false],
    ["generated/a.pql", {}, "exclusive", true],
    ["deep/b.draft.pql", {}, "exclusive", true],
  ] as const)("%s", (path, severities, boundary, ignored) => {
    const r = resolveConfig(config, path, codesFor);
    expect(r.severities).toMatchObject(severities);
    expect(r.windowBoundary).toBe(boundary);
    expect(r.ignored).toBe(ignored);
    expect(r.mergePolicies).toEqual(["p1"]);
  });

  it.each([
    ["*.pql", "a/b/c.pql", true],
    ["legacy", "legacy/a.pql", true],
    ["legacy/*.pql", "legacy/sub/a.pql", false],
    ["legacy/**/*.pql", "legacy/sub/a.pql", true],
    ["{a,b}/*.pql", "b/x.pql", true],
  ])("glob %s matches %s: %s", (glob, path, expected) => {
    expect(matchesGlob(glob, path)).toBe(expected);
  });
});

describe("ConfigResolver", () => {
  it("uses the nearest config file and package.json's key, cached per directory", async () => {
    const root = mkdtempSync(join(tmpdir(), "pql-config-"));
    mkdirSync(join(root, "team/sub"), { recursive: true });
    writeFileSync(join(root, "package.json"), JSON.stringify({ name: "x", "pql-audience": { rules: { PQL213: "off" } } }));
    writeFileSync(join(root, "team/pql-audience.config.yaml"), "rules:\n  PQL204: warn\n");
    const resolver = new ConfigResolver();
    expect((await resolver.forFile(join(root, "a.pql"))).resolved.severities).toEqual({ PQL213: "off" });
    expect((await resolver.forFile(join(root, "team/sub/b.pql"))).resolved.severities).toEqual({ PQL204: "warning" });
  });

  it("a broken config is a ConfigError", async () => {
    const root = mkdtempSync(join(tmpdir(), "pql-config-"));
    writeFileSync(join(root, "pql-audience.config.json"), "{ nope");
    await expect(new ConfigResolver().forFile(join(root, "a.pql"))).rejects.toBeInstanceOf(ConfigError);
  });
});
