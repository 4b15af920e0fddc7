// The project's own code is held to a formatter and a linter, and `npm test` is what runs them:
// a contributor who runs the README's test command gets the same verdict as CI.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };

describe("npm test", () => {
  it("runs Biome's formatter and linter over the tree before the tests", () => {
    const steps = packageJson.scripts.test!.split("&&").map((s) => s.trim());
    expect(steps).toContain("biome ci .");
    expect(steps.indexOf("biome ci .")).toBeLessThan(steps.indexOf("vitest run"));
  });

  it("has a `format` script that applies the formatter and the safe lint fixes", () => {
    expect(packageJson.scripts.format).toBe("biome check --write .");
  });
});
