// src/run (audiences that run: the evaluate and test commands' core, and the portal's) is pure:
// no Node modules, no I/O, no clock; only the pure stages it builds on.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const dir = new URL("../../src/run/", import.meta.url);

it.each(readdirSync(dir).filter((f) => f.endsWith(".ts")))("src/run/%s imports nothing impure", (file) => {
  const source = readFileSync(new URL(file, dir), "utf8");
  const imports = [...source.matchAll(/^(?:import|export)[^'"]*from\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  for (const specifier of imports) {
    expect(specifier, `${file} imports ${specifier}`).toMatch(/^(?:\.\/[\w-]+\.js|\.\.\/(?:syntax|evaluate|audience|text)\/[\w-]+\.js)$/);
  }
  expect(source).not.toMatch(/\bprocess\.|\brequire\(|\bfetch\(|\bDate\.now\(|new Date\(\)/);
});
