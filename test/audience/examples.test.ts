// The example audience files: every one loads cleanly, is formatted, is set up for its
// evaluation, and together they show every edge type in JSON and in YAML.
import { describe, expect, it } from "vitest";
import { formatAudienceFile } from "../../src/audience/format-audience-file.js";
import { loadAudienceFile } from "../../src/audience/load.js";
import { lintSources } from "../../src/lint/engine.js";
import { exampleFiles } from "./examples.js";

const files = exampleFiles();

describe("examples/", () => {
  it.each(files)("%s loads without problems, is canonical and targets the profile schema", (name, text) => {
    const loaded = loadAudienceFile(name, text);
    expect(loaded.problems).toEqual([]);
    expect(formatAudienceFile(name, text)).toMatchObject({ ok: true, changed: false });
    for (const { definition } of loaded.audiences) {
      expect(definition.schema?.name).toBe("_xdm.context.profile");
      expect(definition.evaluationInfo?.synchronous).toBeDefined();
      expect(definition["x-pql-audience"]?.alias).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("every alias reference names an example", () => {
    const aliases = new Set(
      files.flatMap(([name, text]) => loadAudienceFile(name, text).audiences.map((a) => a.definition["x-pql-audience"]?.alias)),
    );
    const references = files.flatMap(([name, text]) =>
      loadAudienceFile(name, text).audiences.flatMap((a) => [...a.pql.matchAll(/inSegment\("alias:([^"]+)"\)/g)].map((m) => m[1])),
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(aliases).toContain(reference);
  });

  it("show every edge type in JSON and in YAML, and one audience that is not edge-eligible", () => {
    const result = lintSources(files.map(([name, text]) => ({ file: name, text })));
    const seen = new Set<string>();
    for (const file of result.files) {
      const format = file.file.endsWith(".json") ? "json" : "yaml";
      for (const audience of file.audiences) seen.add(`${format} ${audience.verdict.type ?? "not eligible"}`);
    }
    for (const type of ["single-event", "profile-only", "event-with-profile", "segment-of-segments"]) {
      expect(seen).toContain(`json ${type}`);
      expect(seen).toContain(`yaml ${type}`);
    }
    expect([...seen].some((s) => s.endsWith("not eligible"))).toBe(true);
  });
});
