// The README's reference sections are copies of docs/readme/*.md (which their own tests check);
// this keeps the copies current, and the Quick start exactly the two commands CI runs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript script, no type declarations
import { withDocs } from "../scripts/readme.mjs";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README.md", () => {
  it("holds the current docs/readme pages (npm run docs)", () => {
    expect(readme).toBe(withDocs(readme));
  });

  it("has exactly the two set-up commands in its Quick start", () => {
    const quickStart = /## Quick start\n([\s\S]*?)\n## /.exec(readme)![1]!;
    const commands = /```sh\n([\s\S]*?)```/.exec(quickStart)![1]!.trim().split("\n").map((l) => l.replace(/\s+#.*$/, ""));
    expect(commands).toEqual(["npm ci && npm start", "npm ci && npm test"]);
  });
});
