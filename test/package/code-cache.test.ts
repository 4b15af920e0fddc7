// The V8 code cache of dist/cli.cjs (src/cli/startup/launch.ts) does not ship: an installed copy
// writes its own on its first lint, and never uses one made by another Node or for another bundle.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, run } from "./helpers.js";
import { warmForCodeCache } from "../../src/cli/startup/cli-entry.js";

let copy: string;
const cache = () => join(copy, "dist/cli.code-cache");
const bundle = () => join(copy, "dist/cli.cjs");

/** A one-file lint of the copy, as a pre-commit hook runs it (or of a directory, as CI does): the cache's state and the output. */
function lint(path = join(root, "examples/lives-in-us.pql")): { cache: string; stdout: string; status: number | null } {
  const r = run(process.execPath, [join(copy, "bin/pql-audience.js"), "lint", path], {
    env: { PQL_AUDIENCE_REPORT_CODE_CACHE: "1" },
  });
  return { cache: /code-cache (\w+)/.exec(r.stderr)?.[1] ?? r.stderr, stdout: r.stdout, status: r.status };
}

beforeAll(() => {
  // The installed package's layout: bin/ and dist/, no cache.
  copy = mkdtempSync(join(tmpdir(), "pql-code-cache-"));
  for (const dir of ["bin", "dist"])
    cpSync(join(root, dir), join(copy, dir), { recursive: true, filter: (f) => !f.endsWith(".code-cache") });
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("the code cache of an installed copy", () => {
  it("is written by the first lint and used by the next", () => {
    const first = lint();
    expect(first.cache).toBe("missing");
    expect(existsSync(cache())).toBe(true);
    const second = lint();
    expect(second.cache).toBe("used");
    expect(second.stdout).toBe(first.stdout);
  });

  it("written by a long run (a directory), is used by the next long run and by a one-file lint", () => {
    // A long run sets V8 flags of its own after reading the cache; a cache written under them was
    // rejected by every later run, and each long run wrote it again.
    rmSync(cache());
    const directory = join(root, "examples");
    const first = lint(directory);
    expect(first.cache).toBe("missing");
    for (let i = 0; i < 2; i++) expect(lint(directory)).toEqual({ ...first, cache: "used" });
    expect(lint().cache).toBe("used");
  });

  it.each([
    ["another Node", (key: string) => key.replace(process.version, "v0.0.0-another")],
    ["another bundle of the same length (a rebuild or a checkout)", (key: string) => key.replace(/ [\d.]+$/, " 1")],
  ])("is not used when it was made by %s, and is written again", (_, rekey) => {
    lint();
    const file = readFileSync(cache());
    const end = file.indexOf(10);
    writeFileSync(cache(), Buffer.concat([Buffer.from(rekey(file.toString("latin1", 0, end))), file.subarray(end)]));
    expect(lint().cache).toBe("missing");
    expect(lint().cache).toBe("used");
  });

  it("is written again when the bundle changes under it", () => {
    lint();
    utimesSync(bundle(), new Date(), new Date(Date.now() - 60_000));
    expect(lint().cache).toBe("missing");
    expect(lint().cache).toBe("used");
  });

  it("is not needed where it cannot be written: the lint runs the same, and leaves no temporary file", () => {
    const expected = lint().stdout;
    rmSync(cache());
    mkdirSync(join(cache(), "in-the-way"), { recursive: true });
    const r = lint();
    expect(r).toEqual({ cache: "missing", stdout: expected, status: 0 });
    expect(readdirSync(join(copy, "dist")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    rmSync(cache(), { recursive: true });
  });
});

// The run that writes the cache first runs, in memory, what lints under a YAML config need (the
// yaml library's parser), whatever it linted itself. Its failure would be swallowed (the run's
// answer is given already) and leave the cache without it: so it must not fail.
describe("the warm-up before the cache is written", () => {
  it("parses its config and loads its YAML audience without an error", async () => {
    await expect(warmForCodeCache()).resolves.toBeUndefined();
  });
});
