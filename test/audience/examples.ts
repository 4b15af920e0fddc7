// The audience files in examples/, read once for the tests that check them.
import { readdirSync, readFileSync } from "node:fs";

const dir = new URL("../../examples/", import.meta.url);

/** [file name, text] of every JSON and YAML audience file in examples/. */
export function exampleFiles(): [string, string][] {
  return readdirSync(dir)
    .filter((name) => /\.audience\.(?:json|ya?ml)$/.test(name))
    .sort()
    .map((name) => [name, readFileSync(new URL(name, dir), "utf8")]);
}
