// The draft cache through the real CLI (src/node/draft-cache.ts): a second `lint` of a project of
// 240 files answers byte for byte what the first did, in every format, from the cache (shown by
// changing what the cache holds); results are kept only while what other files say of their
// audiences is the same (a renamed alias is seen by the file that references it, whose own draft
// is cached, inside the run or outside it); a changed file and a changed config are seen;
// --no-cache writes none; a run of fewer than 200 files keeps none.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusFile } from "../../bench/corpus.mjs";
import { cli, workspaces } from "./helpers.js";
import { resealDraftCache } from "../node/draft-cache-seal.js";

const workspace = workspaces();
const FILES = 240;

const audience = (name: string, extra = "") =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'person.age > 21'\nschema:\n  name: _xdm.context.profile\n${extra}`;
const referencing = (alias: string) =>
  `name: Refers\nexpression:\n  type: PQL\n  format: pql/text\n  value: 'inSegment("alias:${alias}")'\nschema:\n  name: _xdm.context.profile\n`;

/** Sets a file's modification time a minute ago: old enough for its cache entry to be trusted. */
function backdate(file: string): void {
  const then = new Date(Date.now() - 60_000);
  utimesSync(file, then, then);
}

/** A git project of FILES corpus files plus one that references alias `vip` and one that holds it. */
function project(count = FILES): string {
  const files: Record<string, string> = {
    "refers.audience.yaml": referencing("vip"),
    "vip.audience.yaml": audience("Very important", "x-pql-audience:\n  alias: vip\n"),
  };
  for (let i = 0; i < count - 2; i++) {
    const { file, text } = corpusFile(3, i);
    files[`audiences/${file}`] = text;
  }
  const dir = workspace(files);
  for (const name of Object.keys(files)) backdate(join(dir, name));
  execFileSync("git", ["init", "-q"], { cwd: dir });
  execFileSync("git", ["add", "-A"], { cwd: dir });
  return dir;
}

const cacheDir = (dir: string) => join(dir, "node_modules/.cache/pql-audience");
const draftCaches = (dir: string) => (existsSync(cacheDir(dir)) ? readdirSync(cacheDir(dir)).filter((f) => f.startsWith("drafts-")) : []);

/** Rewrites a string inside the draft cache (same length) and seals it with a fresh hash, as a run would have written it. */
function rewriteCache(dir: string, from: string, to: string): void {
  const [name] = draftCaches(dir);
  const file = join(cacheDir(dir), name!);
  const bytes = readFileSync(file);
  const text = bytes.toString("latin1");
  expect(text).toContain(from);
  expect(to.length).toBe(from.length);
  bytes.write(text.replaceAll(from, to), 0, "latin1");
  writeFileSync(file, resealDraftCache(bytes));
}

const lint = (dir: string, ...args: string[]) => cli(["lint", ".", ...args], { cwd: dir });

describe("the draft cache, through lint", () => {
  it("answers the second run byte for byte as the first, in every format, and from the cache", { timeout: 120_000 }, () => {
    const dir = project();
    const formats = ["json", "concise", "stylish", "sarif", "junit", "github"];
    const first = formats.map((f) => lint(dir, "--format", f));
    expect(draftCaches(dir)).toHaveLength(1);
    const second = formats.map((f) => lint(dir, "--format", f));
    for (let i = 0; i < formats.length; i++) {
      expect(second[i]!.stderr, formats[i]).toBe(first[i]!.stderr);
      expect(second[i]!.stdout, formats[i]).toBe(first[i]!.stdout);
      expect(second[i]!.status, formats[i]).toBe(first[i]!.status);
    }
    expect(first[0]!.stdout).toContain("edge audiences need less than 24 hours");
    // Only a run that reads the cache can say what the cache now says.
    rewriteCache(dir, "edge audiences need less than 24 hours", "edge audiences need less than 42 hours");
    const third = lint(dir, "--format", "json");
    expect(third.stdout).toContain("edge audiences need less than 42 hours");
    expect(third.stdout).not.toContain("edge audiences need less than 24 hours");
    expect(third.stdout.replaceAll("42 hours", "24 hours")).toBe(first[0]!.stdout);
  });

  it("sees a changed file, and what other files say is never stale", () => {
    const dir = project();
    const before = lint(dir, "--format", "concise");
    expect(before.stdout).not.toContain("PQL121"); // the reference resolves
    lint(dir, "--format", "concise");
    // The alias moves away: refers.audience.yaml is unchanged (its draft comes from the cache),
    // but its reference no longer resolves.
    writeFileSync(join(dir, "vip.audience.yaml"), audience("Very important", "x-pql-audience:\n  alias: vipp\n"));
    backdate(join(dir, "vip.audience.yaml"));
    const after = lint(dir, "--format", "concise");
    // The corpus holds broken files: the message names the first that did not load.
    expect(after.stdout).toMatch(
      /refers\.audience\.yaml:\d+:\d+: error PQL121 no audience file that loads declares the alias `vip`; `audiences\/\S+`( \(and \d+ more\))? did not load/,
    );
    expect(after.stdout).toBe(lint(dir, "--format", "concise", "--no-cache").stdout);
  });

  it("serves a fresh checkout of the same commit (CI with the cache restored) by git's blobs, and sees a file staged with new content", async () => {
    const dir = project();
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "audiences"], { cwd: dir });
    // git vouches for a file only when its times are two seconds older than the run's start.
    await new Promise((done) => setTimeout(done, 2100));
    const first = lint(dir, "--format", "json");
    lint(dir, "--format", "json");
    rewriteCache(dir, "edge audiences need less than 24 hours", "edge audiences need less than 42 hours");
    // Every file removed and checked out again: new inodes, new times, the same content.
    for (const name of readdirSync(join(dir, "audiences"))) rmSync(join(dir, "audiences", name));
    rmSync(join(dir, "refers.audience.yaml"));
    execFileSync("git", ["checkout", "--", "."], { cwd: dir });
    const checkedOut = lint(dir, "--format", "json");
    expect(checkedOut.stdout).toContain("edge audiences need less than 42 hours");
    expect(checkedOut.stdout.replaceAll("42 hours", "24 hours")).toBe(first.stdout);
    // A file staged with new content is another blob: its result is fresh, the others still cached.
    const changed = join(dir, "audiences", readdirSync(join(dir, "audiences")).find((f) => f.endsWith(".json"))!);
    writeFileSync(changed, readFileSync(changed, "utf8").replace(/"name": "[^"]*"/, '"name": "Renamed"'));
    execFileSync("git", ["add", "-A"], { cwd: dir });
    const staged = lint(dir, "--format", "json");
    expect(staged.stdout).toContain('"name": "Renamed"');
    expect(staged.stdout).toContain("edge audiences need less than 42 hours");
  });

  it("keeps each file's result: a run in which nothing changed reads them back, and one changed file is linted alone", () => {
    const dir = project();
    writeFileSync(join(dir, "twin-a.audience.yaml"), audience("Twin"));
    writeFileSync(join(dir, "twin-b.audience.yaml"), audience("Twin"));
    for (const name of ["twin-a.audience.yaml", "twin-b.audience.yaml"]) backdate(join(dir, name));
    const first = lint(dir, "--format", "json");
    expect(first.stdout).toContain("another audience is also named `Twin`");
    expect(lint(dir, "--format", "json").stdout).toBe(first.stdout);
    // Phase two writes this message; a run that shows what the cache now says did not run phase two.
    rewriteCache(dir, "is also named `Twin`", "is ALSO named `Twin`");
    const replayed = lint(dir, "--format", "json");
    expect(replayed.stdout).toContain("is ALSO named `Twin`");
    expect(replayed.stdout.replaceAll("ALSO", "also")).toBe(first.stdout);
    // A change that other files do not read (the expression of an audience nobody references):
    // that file is linted again, every other result still comes from the cache.
    writeFileSync(join(dir, "vip.audience.yaml"), audience("Very important", "x-pql-audience:\n  alias: vip\n").replace("> 21", ">  21"));
    backdate(join(dir, "vip.audience.yaml"));
    const edited = lint(dir, "--format", "json");
    expect(edited.stdout).toContain("is ALSO named `Twin`");
    expect(edited.stdout.replaceAll("ALSO", "also")).toBe(lint(dir, "--format", "json", "--no-cache").stdout);
    expect(edited.stdout).not.toBe(first.stdout); // vip.audience.yaml is no longer in canonical form
    // A change that other files read (a name): every result is made again.
    writeFileSync(join(dir, "twin-b.audience.yaml"), audience("Twin B"));
    backdate(join(dir, "twin-b.audience.yaml"));
    const renamed = lint(dir, "--format", "json");
    expect(renamed.stdout).not.toContain("is ALSO named");
    expect(renamed.stdout).not.toContain("also named `Twin`");
    expect(renamed.stdout).toBe(lint(dir, "--format", "json", "--no-cache").stdout);
  });

  it("a run over part of a project keeps results only while the audiences it reads outside stay the same", { timeout: 120_000 }, () => {
    const dir = project();
    // audiences/ (241 files): one marked for streaming refers to vip.audience.yaml, outside the
    // run and evaluated in batch; two twins.
    const marked = "evaluationInfo:\n  continuous:\n    enabled: true\n";
    writeFileSync(join(dir, "audiences/refers-out.audience.yaml"), referencing("vip") + marked);
    writeFileSync(join(dir, "audiences/twin-a.audience.yaml"), audience("Twin"));
    writeFileSync(join(dir, "audiences/twin-b.audience.yaml"), audience("Twin"));
    for (const name of ["refers-out", "twin-a", "twin-b"]) backdate(join(dir, `audiences/${name}.audience.yaml`));
    const lintPart = (...args: string[]) => cli(["lint", "audiences", "--format", "concise", ...args], { cwd: dir });
    const first = lintPart();
    expect(first.stdout).toMatch(/refers-out\.audience\.yaml:\d+:\d+: warning PQL412 `Very important` is evaluated in batch/);
    expect(lintPart().stdout).toBe(first.stdout);
    rewriteCache(dir, "is also named `Twin`", "is ALSO named `Twin`");
    expect(lintPart().stdout).toContain("is ALSO named `Twin`");
    // vip.audience.yaml, outside the run, is marked for streaming too: same name, same alias, and
    // no result of audiences/ is reused.
    writeFileSync(join(dir, "vip.audience.yaml"), audience("Very important", `x-pql-audience:\n  alias: vip\n${marked}`));
    backdate(join(dir, "vip.audience.yaml"));
    const after = lintPart();
    expect(after.stdout).not.toContain("PQL412");
    expect(after.stdout).not.toContain("ALSO");
    expect(after.stdout).toBe(lintPart("--no-cache").stdout);
  });

  it("sees a changed config", () => {
    const dir = project();
    const before = lint(dir, "--format", "concise");
    expect(before.stdout).toContain("PQL301");
    writeFileSync(join(dir, "pql-audience.config.yaml"), "rules:\n  PQL301: off\n");
    const after = lint(dir, "--format", "concise");
    expect(after.stdout).not.toContain("PQL301");
    expect(after.stdout).toBe(lint(dir, "--format", "concise", "--no-cache").stdout);
  });

  it("--no-cache keeps none, and neither does a run of fewer than 200 files", () => {
    const dir = project();
    const run = lint(dir, "--format", "concise", "--no-cache");
    expect(run.stderr).toBe("");
    expect(draftCaches(dir)).toEqual([]);
    const small = project(150);
    lint(small, "--format", "concise");
    expect(draftCaches(small)).toEqual([]);
  });
});
