// Files on the command line that are not plain UTF-8 text files: a named pipe is refused at once
// (reading one waits for a writer forever), bytes that are not UTF-8 are a diagnostic at the first
// bad byte and the rest of the file is still checked.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bin } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "pql-cli-input-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI in `dir`, killed after 15 s: a read that blocks must fail the test, not hang it. */
function run(args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: dir,
    input: "",
    encoding: "utf8",
    timeout: 15_000,
    env: { ...process.env, NO_COLOR: "1" },
  });
  return {
    timedOut: (r.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT",
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
  };
}

describe("a named pipe on the command line", () => {
  execFileSync("mkfifo", [join(dir, "a.pql"), join(dir, "that-fifo"), join(dir, "x.audience.yaml")]);
  mkdirSync(join(dir, "scanned"));
  execFileSync("mkfifo", [join(dir, "scanned", "b.pql")]);
  writeFileSync(join(dir, "scanned", "c.pql"), "person.age > 21\n");

  it.each([
    ["lint, an audience file name", ["lint", "a.pql"], "a.pql"],
    ["lint, any other name", ["lint", "that-fifo"], "that-fifo"],
    ["parse", ["parse", "a.pql"], "a.pql"],
    ["explain", ["explain", "a.pql"], "a.pql"],
    ["fmt", ["fmt", "a.pql"], "a.pql"],
    ["fmt --check, an audience file", ["fmt", "--check", "x.audience.yaml"], "x.audience.yaml"],
    ["publish --dry-run", ["publish", "--dry-run", "x.audience.yaml"], "x.audience.yaml"],
  ])("%s: refused at once, exit 2", (_, args, name) => {
    const r = run(args);
    expect(r.timedOut).toBe(false);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot read ${name}: it is a named pipe (FIFO), not a regular file`);
  });

  it("in a scanned directory: left out, as before", () => {
    const r = run(["lint", "scanned"]);
    expect(r.timedOut).toBe(false);
    expect(r.stdout).toContain("1 file");
  });
});

describe("bytes that are not UTF-8", () => {
  // Saved as Latin-1: `é` is the one byte 0xE9. Line 5 also holds a PQL mistake (`>` with nothing after it).
  const latin1 = Buffer.from("name: Caf\xe9 customers\nexpression:\n  type: PQL\n  format: pql/text\n  value: person.age >\n", "latin1");

  it("are an error at the first bad byte, and the rest of the file is still checked", () => {
    writeFileSync(join(dir, "cafe.audience.yaml"), latin1);
    const r = run(["lint", "--format", "concise", "cafe.audience.yaml"]);
    expect(r.timedOut).toBe(false);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^cafe\.audience\.yaml:1:10: error PQL108 .*byte 0xE9 \(at byte offset 9\)/m);
    expect(r.stdout).toMatch(/^cafe\.audience\.yaml:5:\d+: error PQL001 /m);
  });
});
