// A file over the size limit (maxFileSize, 2 MiB by default) is measured and reported, never
// parsed: an `or` of 300,000 terms (4 MiB) would otherwise take seconds and a gigabyte. The other
// files of the run are still checked.
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { cli, workspace } from "./helpers.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const huge = `${Array.from({ length: 300_000 }, (_, i) => `a${i} = 1`).join(" or ")}\n`;
const hugeSize = "4.2 MiB (4,388,887 characters)";
const small = 'homeAddress.countryCode = "US"\n';

function project(files: Record<string, string>): string {
  const dir = workspace(files);
  dirs.push(dir);
  return dir;
}

describe("the size limit", () => {
  it("lint reports the large file at 1:1 with both sizes and checks the others; exit 1", () => {
    const dir = project({ "huge.pql": huge, "small.pql": small });
    const r = cli(["lint", "."], { cwd: dir });
    expect(r.stdout).toContain(
      `huge.pql:1:1: error PQL109 the file is ${hugeSize}, over the limit of 2 MiB (2,097,152 characters); it is not checked [audience/too-large]`,
    );
    expect(r.stdout).toContain("small.pql:1:1: info PQL213");
    expect(r.stdout).toContain("(2 files checked)");
    expect(r.status).toBe(1);
  });

  it("the config sets it (maxFileSize, in characters)", () => {
    const dir = project({ "pql-audience.config.yaml": "maxFileSize: 20\n", "small.pql": small });
    const r = cli(["lint", "small.pql"], { cwd: dir });
    expect(r.stdout).toContain("small.pql:1:1: error PQL109 the file is 31 characters, over the limit of 20 characters; it is not checked");
    expect(r.status).toBe(1);
  });

  it("a config that raises it lets the file through", () => {
    const dir = project({ "pql-audience.config.yaml": "maxFileSize: 5000000\n", "huge.pql": huge });
    const r = cli(["lint", "huge.pql", "--format", "json"], { cwd: dir });
    expect(JSON.parse(r.stdout).files[0].diagnostics.map((d: { code: string }) => d.code)).not.toContain("PQL109");
  });

  it.each([
    ["fmt --check", ["fmt", "--check", "huge.pql"], "stderr"],
    ["parse", ["parse", "huge.pql"], "stderr"],
    ["explain", ["explain", "huge.pql"], "stderr"],
  ] as const)("%s refuses it with the same message, exit 1", (_, args, stream) => {
    const dir = project({ "huge.pql": huge });
    const r = cli([...args], { cwd: dir });
    expect(r[stream]).toContain(`the file is ${hugeSize}, over the limit of 2 MiB (2,097,152 characters); it is not checked`);
    expect(r.status).toBe(1);
  });

  it.each([["0"], ["-1"], ["1.5"], ['"2MB"']])("maxFileSize: %s is a config error", (value) => {
    const dir = project({ "pql-audience.config.yaml": `maxFileSize: ${value}\n`, "small.pql": small });
    const r = cli(["lint", "small.pql"], { cwd: dir });
    expect(r.stderr).toContain("maxFileSize");
    expect(r.status).toBe(2);
  });
});
