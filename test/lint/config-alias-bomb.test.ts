// A config file is YAML, so it can hold a "billion laughs": a few nested anchors whose aliases
// expand to millions of nodes. It is refused as audience files refuse one (yaml's maxAliasCount),
// with the file, line and column of the first alias: by parseConfig, and by `lint` (exit 2, the
// exit code of a config that cannot be used), never as an internal error.
import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../src/node/config-loader.js";
import { cli, workspace } from "../cli/helpers.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** `levels` anchors, each a list of nine aliases of the one before: 9^levels values once expanded. */
function aliasBomb(levels: number): string {
  const lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(", ")}]`,
    );
  return `${lines.join("\n")}\nrules: {}\n`;
}

const refusal = "not valid YAML: Excessive alias count indicates a resource exhaustion attack";

describe("a config with an alias bomb", () => {
  it("parseConfig: a ConfigError at the first alias", () => {
    // Line 2 is `a1: &a1 [*a0, ...`: the first alias starts at column 10.
    expect(() => parseConfig("c.yaml", aliasBomb(8))).toThrowError(new ConfigError(`c.yaml:2:10: ${refusal}`));
  });

  it("law: any nesting is either read or refused as a ConfigError, never another error", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (levels) => {
        try {
          parseConfig("c.yaml", aliasBomb(levels));
          return false; // the a0.. keys are unknown: a config error either way
        } catch (e) {
          return e instanceof ConfigError;
        }
      }),
    );
    // Two levels are under the bound: the refusal is the unknown keys, not the aliases.
    expect(() => parseConfig("c.yaml", aliasBomb(2))).toThrowError("c.yaml:1:1: unknown keys `a0`, `a1`, `a2` in the config");
  });

  it("lint in the folder: the config's file:line:col on stderr, exit 2, no stack trace", () => {
    const dir = workspace({ "pql-audience.config.yaml": aliasBomb(9), "a.pql": 'homeAddress.countryCode = "US"\n' });
    dirs.push(dir);
    const r = cli(["lint", "."], { cwd: dir });
    expect(r.stderr).toBe(`pql-audience: pql-audience.config.yaml:2:10: ${refusal}\n`);
    expect(r.stdout).toBe("");
    expect(r.status).toBe(2);
  });
});
