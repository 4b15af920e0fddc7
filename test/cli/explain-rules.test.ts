// `explain` and `rules` as users run them.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, workspace } from "./helpers.js";

describe("explain", () => {
  it("prints the explanation object for PQL on stdin, exit 0 when eligible", () => {
    const r = cli(["explain", "--format", "json"], {
      input: 'person.age > 21 and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "x") WHEN(today)])',
    });
    expect(r.status).toBe(0);
    const v = JSON.parse(r.stdout);
    expect(v).toMatchObject({ verdict: { eligible: true, type: "event-with-profile", reasons: [] } });
    expect(v.facts.events[0]).toMatchObject({ kind: "chain-step", window: "today", windowOk: true });
    expect(v.facts.profileAttributes[0].path).toBe("person.age");
  });

  it("explains an audience file with facts and frames, exit 1 when not eligible", () => {
    const dir = workspace({
      "a.audience.yaml":
        'name: Long\nexpression:\n  type: PQL\n  format: pql/text\n  value: CHAIN(xEvent, timestamp, [A WHAT(eventType = "x") WHEN(< 3 days before now)])\n',
      "b.audience.yaml":
        'name: Long\nexpression:\n  type: PQL\n  format: pql/text\n  value: |\n    CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])\n',
    });
    const r = cli(["explain", "b.audience.yaml"], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("b.audience.yaml: Long");
    expect(r.stdout).toContain("not edge-eligible (1 reason)");
    expect(r.stdout).toContain("window `< 3 days before now` (not edge-compatible)");
    // No evaluationInfo: the file does not ask for the edge, so PQL204 is why not, as a note (lint reports nothing).
    expect(r.stdout).toContain("note[PQL204] edge/window-too-long");
    expect(r.stdout).toContain("--> b.audience.yaml:6:61");
  });
});

describe("explain of bytes that are not UTF-8 (Latin-1 `é`)", () => {
  const latin1 = Buffer.from('person.name = "Jos\xe9"\n', "latin1");
  it.each([
    ["a file", ["latin1.pql"], "latin1.pql"],
    ["standard input", ["-"], "<stdin>"],
  ])("%s: PQL108 at its position on stderr, exit 1, as lint says", (_, args, name) => {
    const dir = workspace({});
    writeFileSync(join(dir, "latin1.pql"), latin1);
    for (const format of ["text", "json"]) {
      const r = cli(["explain", ...args, "--format", format], { cwd: dir, input: latin1 });
      expect(r.stderr).toContain("error[PQL108] audience/invalid-utf8: the file is not UTF-8: byte 0xE9");
      expect(r.stderr).toContain(` --> ${name}:1:19`);
      expect(r.stderr).toContain(`1 problem in ${name}: lint fails it for these`);
      expect(r.status).toBe(1);
    }
    const lint = cli(["lint", ...args, "--format", "concise"], { cwd: dir, input: latin1 });
    expect(lint.stdout).toContain(`${name}:1:19: error PQL108`);
    expect(lint.status).toBe(1);
  });
});

describe("explain a file that does not load", () => {
  const good =
    "name: Good\nexpression:\n  type: PQL\n  format: pql/text\n  value: person.age > 21\nschema:\n  name: _xdm.context.profile\n";
  it.each([
    ["bad YAML", "a.audience.yaml", "name: x\nexpression: [\n", "error[PQL102] audience/invalid-yaml", "--> a.audience.yaml:3:1"],
    ["bad JSON", "a.audience.json", '{"name": ', "error[PQL101] audience/invalid-json", "--> a.audience.json:1:10"],
    ["a schema error", "a.audience.yaml", "name: x\n", "error[PQL103] audience/schema: `expression` is missing", "--> a.audience.yaml:1:1"],
  ])("%s: the problems with positions on stderr, exit 1", (_, name, text, heading, where) => {
    for (const format of ["text", "json"]) {
      const r = cli(["explain", name, "--format", format], { cwd: workspace({ [name]: text }) });
      expect(r.stderr).toContain(heading);
      expect(r.stderr).toContain(where);
      expect(r.stderr).toContain(`1 problem in ${name}: it does not load, so there is nothing to explain`);
      expect(r.status).toBe(1);
    }
  });

  it("explains the audiences that load and names the one that does not, exit 1", () => {
    const r = cli(["explain", "two.audience.yaml"], { cwd: workspace({ "two.audience.yaml": `${good}---\nname: Broken\n` }) });
    expect(r.stdout).toContain("two.audience.yaml: Good\n  verdict   edge-eligible: profile-only");
    expect(r.stderr).toContain("error[PQL103] audience/schema: `expression` is missing");
    expect(r.stderr).toContain("1 problem in two.audience.yaml: only 1 audience of it loaded");
    expect(r.status).toBe(1);
  });
});

describe("rules", () => {
  it("lists every rule", () => {
    const r = cli(["rules"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^PQL204 +edge\/window-too-long +error/m);
  });
  it.each([["PQL205"], ["edge/window-boundary"]])("shows one rule by %s", (key) => {
    const r = cli(["rules", key]);
    expect(r.stdout).toContain("PQL205 edge/window-boundary (edge, default error)");
    expect(r.stdout).toContain("Reported:");
  });
  it("suggests a rule for a typo, exit 2", () => {
    const r = cli(["rules", "edge/window-to-long"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("did you mean `edge/window-too-long`?");
  });
});
