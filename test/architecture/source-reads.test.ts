// What dependency-cruiser (.dependency-cruiser.cjs, in `npm test`) cannot see: it follows imports,
// not property reads. So this reads the sources: only cli/ reads the command line and the
// environment (everything else is handed what it needs), the pure stages touch no process, no
// require and no network, and the evaluator's stages read no clock (`now` comes in).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = new URL("../../src/", import.meta.url);

/** Every .ts file under src/<folder> (or directly in src/ for ""), as a path relative to src/. */
function sources(folder: string, recursive = true): string[] {
  const entries = readdirSync(new URL(folder ? `${folder}/` : "./", src), { withFileTypes: true, recursive: recursive && folder !== "" });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".ts")).map((e) => relative(fileURLToPath(src), join(e.parentPath, e.name)));
}
/** The file's code: whole-line and block comments removed (they may say "the process."). */
const read = (file: string) =>
  readFileSync(new URL(file, src), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

const folders = readdirSync(src, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const everyFile = ["", ...folders].flatMap((f) => sources(f));

/** process.argv, process.env, process["env"], and `const { env } = process`. */
const processReads = /\bprocess\s*(?:\.\s*|\[\s*["'`])(?:argv|env)\b|\{[^}]*\b(?:argv|env)\b[^}]*\}\s*=\s*process\b/;

/**
 * The one exception, a public default: `loadCredentials()` of `pql-audience/api` reads AEP_* from
 * the environment when not handed one (docs/api-and-emulator.md shows it); the CLI always hands it
 * its own. Making `env` required would break library users, so it stays, named here.
 */
const publicDefaults = ["api/credentials.ts"];

describe("only src/cli reads process.argv and process.env", () => {
  it.each(everyFile.filter((f) => !f.startsWith("cli/") && !publicDefaults.includes(f)))("src/%s", (file) => {
    expect(read(file)).not.toMatch(processReads);
  });
  it.each(publicDefaults)("src/%s reads process.env only as the default of an env parameter", (file) => {
    const reads = read(file).match(new RegExp(processReads.source, "g")) ?? [];
    expect(reads.length).toBeGreaterThan(0);
    for (const line of read(file)
      .split("\n")
      .filter((l) => processReads.test(l)))
      expect(line).toMatch(/env(?:: NodeJS\.ProcessEnv)? = process\.env\b|\?\? process\.env\b/);
  });
  it("the check sees each way of reading them", () => {
    for (const read of [
      "process.env.HOME",
      "process.argv.slice(2)",
      'process["env"]',
      "const { env } = process;",
      "const { argv, env } = process",
    ])
      expect(read).toMatch(processReads);
    expect("options.env ?? {}").not.toMatch(processReads);
  });
});

const pure = ["text", "syntax", "audience", "analysis", "evaluate", "run", "lint", "report"];
describe.each(pure)("src/%s touches no process, require or network", (folder) => {
  it.each(sources(folder))("src/%s", (file) => {
    expect(read(file)).not.toMatch(/\bprocess\.|\brequire\(|\bfetch\(/);
  });
});

// The portal's page runs in a browser: it fetches from the emulator that serves it, but has no process.
it.each(sources("portal"))("src/%s touches no process or require", (file) => {
  expect(read(file)).not.toMatch(/\bprocess\.|\brequire\(/);
});

describe.each(["evaluate", "run"])("src/%s reads no clock", (folder) => {
  it.each(sources(folder))("src/%s", (file) => {
    expect(read(file)).not.toMatch(/\bDate\.now\(|new Date\(\)|performance\.now/);
  });
});
