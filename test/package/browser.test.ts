// The package's root (`pql-audience`) is the pure core: its bundle, with its dependencies, builds for
// the browser with no Node built-in in it (a portal page and an editor extension import it). The
// Node-only parts live behind `pql-audience/node`, `/api` and `/emulator`.
import { build, type Message } from "esbuild";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers.js";

async function browserBuild(entry: string): Promise<{ errors: Message[]; inputs: string[] }> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
      metafile: true,
      absWorkingDir: root,
    });
    return { errors: [], inputs: Object.keys(result.metafile.inputs) };
  } catch (e) {
    return { errors: (e as { errors: Message[] }).errors, inputs: [] };
  }
}

describe("the root bundle in a browser", () => {
  it.each([
    ["the sources (src/index.ts)", "src/index.ts"],
    ["the built package (dist/index.js)", "dist/index.js"],
  ])("%s: builds for the browser, with no Node built-in", async (_, entry) => {
    const { errors, inputs } = await browserBuild(join(root, entry));
    expect(errors.map((e) => `${e.text} (${e.location?.file}:${e.location?.line})`)).toEqual([]);
    expect(inputs.filter((i) => i.startsWith("node:") || /^(fs|path|os|child_process|worker_threads|crypto|http|net)$/.test(i))).toEqual(
      [],
    );
    // The evaluator and the linter are in it (the sources build lists them as inputs).
    if (entry.startsWith("src/")) expect(inputs.filter((i) => /src\/(evaluate|lint)\//.test(i)).length).toBeGreaterThan(10);
  });

  it.each([["node"], ["api"], ["emulator"]])("pql-audience/%s does need Node (the split is real)", async (name) => {
    expect(existsSync(join(root, `dist/${name}.js`))).toBe(true);
    const { errors } = await browserBuild(join(root, `dist/${name}.js`));
    expect(errors.length).toBeGreaterThan(0);
  });
});
