// src/evaluate runs in browsers (the portal), editors and workers: no Node modules, no I/O, no
// clock; only its own files and the pure stages it builds on (syntax's AST types, text helpers).
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const dir = new URL("../../src/evaluate/", import.meta.url);

it.each(readdirSync(dir).filter((f) => f.endsWith(".ts")))("src/evaluate/%s imports nothing impure", (file) => {
  const source = readFileSync(new URL(file, dir), "utf8");
  const imports = [...source.matchAll(/^(?:import|export)[^'"]*from\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  for (const specifier of imports) {
    expect(specifier, `${file} imports ${specifier}`).toMatch(/^(?:re2js|\.\/[\w-]+\.js|\.\.\/(?:syntax\/ast|text\/did-you-mean)\.js)$/);
  }
  expect(source).not.toMatch(/\bprocess\.|\brequire\(|\bfetch\(|\bDate\.now\(|new Date\(\)|performance\.now/);
});
