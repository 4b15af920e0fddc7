// One failing fixture per rule, on disk: linting its directory (config discovery included)
// reports the rule in the main file.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allRules } from "../../src/lint/registry.js";
import { fixtureDirectory, fixtureFiles, mainFixtureFile } from "../../src/lint/rule-fixtures.js";
import { lintFiles } from "../../src/node/lint-files.js";

const root = join(import.meta.dirname, "../fixtures/rules");

describe.each(allRules.map((r) => [r.meta.code, r.meta] as const))("%s fixture", (_, meta) => {
  const dir = join(root, fixtureDirectory(meta));
  it("is current with the rule's meta", () => {
    const expected = fixtureFiles(meta);
    // node_modules/ is not the fixture's: a lint of this directory as a project (its config makes it
    // one) may leave its cache there while other tests run (node_modules/.cache/pql-audience/).
    expect(
      readdirSync(dir)
        .filter((f) => f !== "node_modules")
        .sort(),
    ).toEqual(Object.keys(expected).sort());
    for (const [name, content] of Object.entries(expected)) expect(readFileSync(join(dir, name))).toEqual(Buffer.from(content));
  });
  it("reports the rule when linted from disk", async () => {
    const result = await lintFiles([dir]);
    const main = result.files.find((f) => f.file.endsWith(mainFixtureFile(meta)))!;
    expect(main.diagnostics.map((d) => d.code)).toContain(meta.code);
  });
});
