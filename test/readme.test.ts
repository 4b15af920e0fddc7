// The README is the front page: short, exactly the two set-up commands CI runs, and every link in
// it and in docs/ and CONTRIBUTING.md points at a file (and a heading) that exists.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const pages = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");
}

/** The headings of a markdown page, outside code blocks. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  let fence = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) fence = !fence;
    const m = /^#{1,6} (.*)$/.exec(line);
    if (m && !fence) out.add(slug(m[1]!));
  }
  return out;
}

/** The relative links of a page (outside code blocks): [label](target). */
function links(text: string): string[] {
  const out: string[] = [];
  let fence = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) fence = !fence;
    if (fence) continue;
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) if (!/^[a-z]+:/.test(m[1]!)) out.push(m[1]!);
  }
  return out;
}

describe("README.md", () => {
  it("is short: what it is, the two commands, install, a tour, CI, links (at most 300 lines)", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
  });

  it("has exactly the two set-up commands in its Quick start", () => {
    const quickStart = /## Quick start\n([\s\S]*?)\n## /.exec(readme)![1]!;
    const commands = /```sh\n([\s\S]*?)```/
      .exec(quickStart)![1]!
      .trim()
      .split("\n")
      .map((l) => l.replace(/\s+#.*$/, ""));
    expect(commands).toEqual(["npm ci && npm start", "npm ci && npm test"]);
  });
});

/** The git revisions a page tells users to install: pre-commit's `rev:`, an Action's `@REF`, npm's `git+...#REF`. */
function revisions(text: string): string[] {
  const found = [
    ...text.matchAll(/^\s*rev: (\S+)/gm),
    ...text.matchAll(/uses: pql-audience\/pql-audience@(\S+)/g),
    ...text.matchAll(/git\+https:\/\/github\.com\/pql-audience\/pql-audience\.git#(\S+)/g),
  ];
  return found.map((m) => m[1]!);
}

describe("the revisions README.md and docs/ tell users to install", () => {
  // A tag named here that the repository does not have fails every user who copies it. The
  // default branch (main) is a true answer until the first release is tagged.
  it.each(pages)("%s: each is main or a tag of this repository", (page) => {
    const missing = revisions(readFileSync(join(root, page), "utf8")).filter(
      (rev) => rev !== "main" && spawnSync("git", ["rev-parse", "--verify", "--quiet", `refs/tags/${rev}`], { cwd: root }).status !== 0,
    );
    expect(missing).toEqual([]);
  });

  it("README.md's pre-commit config names one, and says how to pin it", () => {
    const ci = /## In CI and pre-commit\n([\s\S]*?)\n## /.exec(readme)![1]!;
    expect(revisions(ci).length).toBeGreaterThan(0);
    expect(ci).toContain("pre-commit autoupdate --freeze");
  });
});

describe("links in README.md, CONTRIBUTING.md and docs/", () => {
  it.each(pages)("%s: every relative link resolves", (page) => {
    const text = readFileSync(join(root, page), "utf8");
    const broken: string[] = [];
    for (const link of links(text)) {
      const [path, anchor] = link.split("#") as [string, string | undefined];
      const target = path === "" ? join(root, page) : resolve(dirname(join(root, page)), path);
      if (!existsSync(target)) broken.push(`${link} (no ${relative(root, target)})`);
      else if (anchor && target.endsWith(".md") && !anchors(readFileSync(target, "utf8")).has(anchor))
        broken.push(`${link} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });
});
