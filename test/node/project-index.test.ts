// References, names and ids resolve across the whole project whatever subset of files is linted
// (a pre-commit hook names only the staged files, in batches), and path arguments that match no
// audience file are an error. Each case is a scratch project in a temp dir, linted through the
// real CLI (the pre-commit fast path) and through lintFiles.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lintFiles } from "../../src/node/lint-files.js";
import { cli } from "../cli/helpers.js";

/** A batch audience; `refs` become `inSegment("alias:X")` terms. */
function audience(name: string, { alias, id, refs = [] }: { alias?: string; id?: string; refs?: string[] } = {}): string {
  const value = refs.length > 0 ? refs.map((r) => `inSegment("alias:${r}")`).join(" and ") : "person.age > 21";
  const extras = alias || id ? `x-pql-audience:\n${alias ? `  alias: ${alias}\n` : ""}${id ? `  id: ${id}\n` : ""}` : "";
  return `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${value}'\nschema:\n  name: _xdm.context.profile\n${extras}`;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A scratch project: its files, and `git init` (with every file added: git tracks them) unless it has a config file. */
function project(files: Record<string, string>, { git = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-project-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  if (git) {
    execFileSync("git", ["init", "-q"], { cwd: dir });
    execFileSync("git", ["add", "-A"], { cwd: dir });
  }
  return dir;
}

/** The reference and duplicate findings of one CLI run, as `file code message | hints`. */
function findings(stdout: string): string[] {
  const report = JSON.parse(stdout) as { files: { path: string; diagnostics: { code: string; message: string; hints: string[] }[] }[] };
  return report.files.flatMap((f) =>
    f.diagnostics
      .filter((d) => d.code.startsWith("PQL12"))
      .map((d) => `${f.path} ${d.code} ${d.message}${d.hints.length ? ` | ${d.hints.join("; ")}` : ""}`),
  );
}

const vip = audience("VIP", { alias: "vip" });
const loyal = audience("Loyal", { alias: "loyal-customers" });

describe("lint resolves across the project, reports only on the files given", () => {
  it.each([
    [
      "an alias to an unlinted file resolves",
      { "a.audience.yaml": audience("A", { refs: ["vip"] }), "b.audience.yaml": vip },
      ["a.audience.yaml"],
      0,
      [],
    ],
    [
      "... from a subdirectory to another",
      { "x/a.audience.yaml": audience("A", { refs: ["vip"] }), "y/b.audience.yaml": vip },
      ["x/a.audience.yaml"],
      0,
      [],
    ],
    [
      "... through a chain of unlinted files",
      {
        "a.audience.yaml": audience("A", { refs: ["b"] }),
        "b.audience.yaml": audience("B", { alias: "b", refs: ["vip"] }),
        "c.audience.yaml": vip,
      },
      ["a.audience.yaml"],
      0,
      [],
    ],
    [
      "a loop through unlinted files is still found",
      { "a.audience.yaml": audience("A", { alias: "a", refs: ["b"] }), "b.audience.yaml": audience("B", { alias: "b", refs: ["a"] }) },
      ["a.audience.yaml"],
      1,
      ["a.audience.yaml PQL122 reference loop: `A` -> `B` -> `A` | break the loop: an audience cannot depend on itself through others"],
    ],
    [
      "a duplicate name, batch one",
      { "a.audience.yaml": audience("VIP"), "b.audience.yaml": vip },
      ["a.audience.yaml"],
      1,
      ["a.audience.yaml PQL124 another audience is also named `VIP` (b.audience.yaml) | give each audience a unique name"],
    ],
    [
      "a duplicate name, batch two",
      { "a.audience.yaml": audience("VIP"), "b.audience.yaml": vip },
      ["b.audience.yaml"],
      1,
      ["b.audience.yaml PQL124 another audience is also named `VIP` (a.audience.yaml) | give each audience a unique name"],
    ],
    [
      "a duplicate alias in a JSON file",
      {
        "a.audience.yaml": audience("A", { alias: "vip" }),
        "b.audience.json": JSON.stringify({
          name: "B",
          expression: { type: "PQL", format: "pql/text", value: "person.age > 1" },
          schema: { name: "_xdm.context.profile" },
          "x-pql-audience": { alias: "vip" },
        }),
      },
      ["a.audience.yaml"],
      1,
      ["a.audience.yaml PQL125 the alias `vip` is also used by b.audience.json | give each audience its own alias"],
    ],
    [
      "a duplicate id",
      { "a.audience.yaml": audience("A", { id: "seg-1" }), "b.audience.yaml": audience("B", { id: "seg-1" }) },
      ["a.audience.yaml"],
      1,
      ["a.audience.yaml PQL125 the id `seg-1` is also used by b.audience.yaml | give each audience its own id"],
    ],
    [
      "a mistyped alias gets the closest one",
      { "a.audience.yaml": audience("A", { refs: ["loyal-custmers"] }), "b.audience.yaml": loyal },
      ["a.audience.yaml"],
      1,
      [
        "a.audience.yaml PQL121 no audience file declares the alias `loyal-custmers`; did you mean `loyal-customers`? | the project has an audience with the alias `loyal-customers`",
      ],
    ],
    [
      "a gitignored file is not in the project",
      { ".gitignore": "generated/\n", "a.audience.yaml": audience("VIP"), "generated/b.audience.yaml": vip },
      ["a.audience.yaml"],
      0,
      [],
    ],
    [
      "a file the config ignores is not in the project",
      { "pql-audience.config.yaml": "ignores: [old/**]\n", "a.audience.yaml": audience("VIP"), "old/b.audience.yaml": vip },
      ["a.audience.yaml"],
      0,
      [],
    ],
    [
      "the nearest config file marks the project",
      { "pql-audience.config.yaml": "{}\n", "a.audience.yaml": audience("A", { refs: ["vip"] }), "b.audience.yaml": vip },
      ["a.audience.yaml"],
      0,
      [],
    ],
  ] as const)("%s", (_, files, paths, status, expected) => {
    const dir = project(files, { git: !("pql-audience.config.yaml" in files) });
    const r = cli(["lint", ...paths, "--format", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(findings(r.stdout)).toEqual(expected);
    expect(r.status).toBe(status);
  });

  it("outside a git work tree and without a config file, resolves across the given files only", () => {
    const dir = project({ "a.audience.yaml": audience("A", { refs: ["vip"] }), "b.audience.yaml": vip }, { git: false });
    const r = cli(["lint", "a.audience.yaml", "--format", "json"], { cwd: dir });
    expect(findings(r.stdout)).toEqual([
      "a.audience.yaml PQL121 no audience file declares the alias `vip` | fix the alias, or declare it in the file it means (x-pql-audience.alias)",
    ]);
    expect(cli(["lint", "a.audience.yaml", "b.audience.yaml"], { cwd: dir }).status).toBe(0);
  });

  // For the commit, the project is what git tracks plus what the run is given: what `lint` says on a clean
  // checkout of the commit being made, so a hook never passes what CI then fails.
  // An interactive lint sees the working tree instead: untracked files git does not ignore count.
  it.each([
    ["for the commit, an alias declared only by an untracked file does not resolve", ["--staged", "a.audience.yaml"], 1, ["PQL121"]],
    ["... unless that file is given too", ["--staged", "a.audience.yaml", "b.audience.yaml"], 0, []],
    ["... or a directory that holds it", ["--staged", "."], 0, []],
    ["interactive, it resolves", ["a.audience.yaml"], 0, []],
  ] as const)("%s", (_, paths, status, codes) => {
    const dir = project({ "a.audience.yaml": audience("A", { refs: ["vip"] }) });
    writeFileSync(join(dir, "b.audience.yaml"), vip); // after `git add`: untracked
    const r = cli(["lint", ...paths, "--format", "json"], { cwd: dir });
    const report = JSON.parse(r.stdout) as { files: { path: string; diagnostics: { code: string }[] }[] };
    expect(
      report.files
        .find((f) => f.path === "a.audience.yaml")!
        .diagnostics.map((d) => d.code)
        .filter((c) => c.startsWith("PQL12")),
    ).toEqual(codes);
    expect(r.status).toBe(status);
  });

  it("for the commit, a tracked file counts; one removed from git's index (git rm --cached) does not, and the message says to add it", () => {
    const dir = project({ "a.audience.yaml": audience("A", { refs: ["vip"] }), "b.audience.yaml": vip });
    expect(cli(["lint", "--staged", "a.audience.yaml"], { cwd: dir }).status).toBe(0);
    execFileSync("git", ["rm", "-q", "--cached", "b.audience.yaml"], { cwd: dir });
    const r = cli(["lint", "--staged", "a.audience.yaml", "--format", "json"], { cwd: dir });
    expect(findings(r.stdout)).toEqual([
      "a.audience.yaml PQL121 the alias `vip` is declared only in `b.audience.yaml`, which git does not track: the commit does not hold it | `git add b.audience.yaml` to commit it with this file",
    ]);
    // Interactive, the working tree holds it.
    expect(cli(["lint", "a.audience.yaml"], { cwd: dir }).status).toBe(0);
  });

  it("a reference into a file that did not load says so, in the run and in the project", () => {
    const broken = "name: VIP\nexpression: [unclosed\n";
    const dir = project({ "a.audience.yaml": audience("A", { refs: ["vip"] }), "b.audience.yaml": broken });
    const expected = [
      "a.audience.yaml PQL121 no audience file that loads declares the alias `vip`; `b.audience.yaml` did not load | fix the files that did not load first: the alias may be declared in one of them",
    ];
    expect(findings(cli(["lint", "a.audience.yaml", "--format", "json"], { cwd: dir }).stdout)).toEqual(expected);
    expect(findings(cli(["lint", "a.audience.yaml", "--format", "json", "--no-cache"], { cwd: dir }).stdout)).toEqual(expected);
    const both = JSON.parse(cli(["lint", "a.audience.yaml", "b.audience.yaml", "--format", "json"], { cwd: dir }).stdout) as {
      files: { path: string; diagnostics: { code: string; message: string }[] }[];
    };
    const inA = both.files.find((f) => f.path === "a.audience.yaml")!.diagnostics.filter((d) => d.code.startsWith("PQL12"));
    expect(inA.map((d) => `${d.code} ${d.message}`)).toEqual([
      "PQL121 no audience file that loads declares the alias `vip`; `b.audience.yaml` did not load",
    ]);
  });

  it("reports a duplicate on each batch when pre-commit splits the files", () => {
    const dir = project({ "a.audience.yaml": audience("VIP"), "b.audience.yaml": vip });
    const runs = [["a.audience.yaml"], ["b.audience.yaml"]].map((batch) => cli(["lint", ...batch], { cwd: dir }));
    expect(runs.map((r) => r.status)).toEqual([1, 1]);
    expect(runs[0]!.stdout).toContain("another audience is also named `VIP` (b.audience.yaml)");
    expect(runs[1]!.stdout).toContain("another audience is also named `VIP` (a.audience.yaml)");
  });

  // How the other file is named depends only on where it is from the working directory.
  it.each([
    ["the project's root: relative", ".", "deep/b.audience.yaml"],
    ["a directory above it: relative", "..", "PROJECT/deep/b.audience.yaml"],
    ["its other subdirectory: absolute", "side", "ABSOLUTE"],
    ["outside it: absolute", "OUTSIDE", "ABSOLUTE"],
  ])("a duplicate in another file, from %s", (_, from, shownAs) => {
    const dir = project({ "a.audience.yaml": audience("VIP"), "deep/b.audience.yaml": vip, "side/.keep": "" });
    const cwd = from === "OUTSIDE" ? mkdtempSync(join(tmpdir(), "pql-elsewhere-")) : join(dir, from);
    if (from === "OUTSIDE") made.push(cwd);
    const other = shownAs === "ABSOLUTE" ? join(dir, "deep", "b.audience.yaml") : shownAs.replace("PROJECT", dir.split("/").pop()!);
    const r = cli(["lint", join(dir, "a.audience.yaml")], { cwd });
    expect(r.stdout).toContain(`another audience is also named \`VIP\` (${other})`);
  });

  it("lintFiles does the same, and only the given files with `project: false`", async () => {
    const dir = project({ "a.audience.yaml": audience("A", { refs: ["vip"] }), "b.audience.yaml": vip });
    const codes = async (options: { project?: boolean }) =>
      (await lintFiles([join(dir, "a.audience.yaml")], options)).files.flatMap((f) => f.diagnostics.map((d) => d.code));
    expect((await lintFiles([join(dir, "a.audience.yaml")])).files.map((f) => f.file)).toEqual([join(dir, "a.audience.yaml")]);
    expect(await codes({})).not.toContain("PQL121");
    expect(await codes({ project: false })).toContain("PQL121");
  });
});

describe("which files a lint takes", () => {
  const files = {
    ".gitignore": "generated/\n*.tmp.audience.yaml\n",
    "a.audience.yaml": audience("A"),
    "generated/g.audience.yaml": audience("G"),
    "x.tmp.audience.yaml": audience("X"),
    "sub/.gitignore": "!keep.tmp.audience.yaml\n",
    "sub/keep.tmp.audience.yaml": audience("Keep"),
    "sub/drop.tmp.audience.yaml": audience("Drop"),
    "docs/readme.md": "no audiences here\n",
  };
  it.each([
    [
      "a directory skips what .gitignore ignores (nested files and negations included)",
      ["."],
      ["a.audience.yaml", "sub/keep.tmp.audience.yaml"],
    ],
    ["a glob too", ["**/*.audience.yaml"], ["a.audience.yaml", "sub/keep.tmp.audience.yaml"]],
    ["a named file is linted even if ignored", ["generated/g.audience.yaml"], ["generated/g.audience.yaml"]],
    ["... and a named file next to others", ["a.audience.yaml", "x.tmp.audience.yaml"], ["a.audience.yaml", "x.tmp.audience.yaml"]],
  ] as const)("%s", (_, paths, expected) => {
    const dir = project(files);
    const r = cli(["lint", ...paths, "--format", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect((JSON.parse(r.stdout) as { files: { path: string }[] }).files.map((f) => f.path)).toEqual(expected);
  });

  it.each([
    ["a directory without audience files", ["docs"], "no audience files matched docs"],
    ["a glob that matches nothing", ["nothing/**/*.audience.yaml"], "no audience files matched nothing/**/*.audience.yaml"],
    ["one of several arguments", ["a.audience.yaml", "docs"], "no audience files matched docs"],
    [
      "a directory whose files .gitignore ignores",
      ["generated"],
      "no audience files matched generated (git ignores the audience files in generated; name one to lint it anyway)",
    ],
    ["a named file that is not an audience file, alone", ["docs/readme.md"], "no audience files matched docs/readme.md"],
  ] as const)("%s is an error (exit 2) for lint and fmt", (_, paths, message) => {
    const dir = project(files);
    for (const args of [["lint"], ["lint", "--quiet"], ["fmt", "--check"], ["fmt"]]) {
      const r = cli([...args, ...paths], { cwd: dir });
      expect(r.stderr).toBe(`pql-audience: ${message}\n`);
      expect(r.status).toBe(2);
    }
  });

  it("takes what git tracks, and leaves out tracked files deleted from the disk", () => {
    const dir = project({
      ".gitignore": "*.tmp.audience.yaml\n",
      "a.audience.yaml": audience("A"),
      "kept.tmp.audience.yaml": audience("Kept"),
      "gone.audience.yaml": audience("Gone"),
    });
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: dir });
    git("add", "-f", ".");
    git("commit", "-q", "-m", "files");
    rmSync(join(dir, "gone.audience.yaml"));
    const r = cli(["lint", ".", "--format", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect((JSON.parse(r.stdout) as { files: { path: string }[] }).files.map((f) => f.path)).toEqual([
      "a.audience.yaml",
      "kept.tmp.audience.yaml",
    ]);
  });

  it("lintFiles throws the same typed error", async () => {
    const dir = project(files);
    await expect(lintFiles([join(dir, "docs")])).rejects.toMatchObject({ name: "NoAudienceFilesError", paths: [join(dir, "docs")] });
  });
});
