// src/audience runs in browsers and workers: no Node modules, no I/O, only `yaml`, `zod` and
// the pure stages it builds on (and src/text, plain string helpers).
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const dir = new URL("../../src/audience/", import.meta.url);

it.each(readdirSync(dir).filter((f) => f.endsWith(".ts")))("src/audience/%s imports nothing impure", (file) => {
  const source = readFileSync(new URL(file, dir), "utf8");
  const imports = [...source.matchAll(/^(?:import|export)[^'"]*from\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  for (const specifier of imports) {
    expect(specifier, `${file} imports ${specifier}`).toMatch(
      /^(?:yaml|zod(?:\/mini)?|\.\/(?:rules\/)?[\w-]+\.js|\.\.\/(?:syntax|text)(?:\/[\w-]+)?\.js)$/,
    );
  }
  expect(source).not.toMatch(/\bprocess\.|\brequire\(|\bfetch\(/);
});
