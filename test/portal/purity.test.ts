// src/portal (the page) runs in a browser: no Node module, and of the project only the package's
// root (`../index.js`, the pure core), as a library user's page would import it.
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const dir = new URL("../../src/portal/", import.meta.url);

it.each(readdirSync(dir).filter((f) => f.endsWith(".ts")))("src/portal/%s imports only the core and its siblings", (file) => {
  const source = readFileSync(new URL(file, dir), "utf8");
  const imports = [
    ...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/gm),
    ...source.matchAll(/^import\s+["']([^"']+)["']/gm),
  ].map((m) => m[1]!);
  for (const specifier of imports)
    expect(specifier, `${file} imports ${specifier}`).toMatch(/^(?:\.\/[\w-]+\.(?:js|css)|\.\.\/index\.js)$/);
  expect(source).not.toMatch(/\bprocess\.|\brequire\(/);
});
