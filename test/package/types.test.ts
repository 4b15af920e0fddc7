// The root's plain interfaces for the file formats (src/public-types.ts) are the shapes the schemas
// infer: checked by the type check (`npm test` runs tsc on test/ first), and reported here.
import { readFileSync } from "node:fs";
import type * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import type { audienceSchema } from "../../src/audience/schema.js";
import type { configSchema } from "../../src/lint/config.js";
import type { AudienceDefinition, Config } from "../../src/public-types.js";

/** true when the two types are the same (optional keys included); the type check fails otherwise. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const audience: Same<AudienceDefinition, z.infer<typeof audienceSchema>> = true;
const config: Same<Config, z.infer<typeof configSchema>> = true;

describe("the root's plain types", () => {
  it.each([
    ["AudienceDefinition is what audienceSchema infers", audience],
    ["Config is what configSchema infers", config],
  ])("%s", (_, same) => {
    expect(same).toBe(true);
  });
});

describe("the root's plain types stay plain", () => {
  // A consumer that names these types should not have its type checker build zod's: the file that
  // declares them imports nothing (test/package/install.test.ts counts the types a consumer makes).
  it("src/public-types.ts imports nothing", () => {
    const text = readFileSync(new URL("../../src/public-types.ts", import.meta.url), "utf8");
    expect(text).not.toMatch(/^\s*(?:import|export\s[^;]*\bfrom\b)|\bimport\(/m);
  });
});
