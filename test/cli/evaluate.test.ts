// `pql-audience evaluate` as a user runs it: is this person in the audience, and why. Exit 0 when
// it evaluated (whatever the answer), 1 when an input has errors, 2 for usage mistakes.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, workspace } from "./helpers.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const alice = JSON.stringify({ person: { age: 34 }, homeAddress: { countryCode: "US" }, loyalty: { tier: "gold" } });
const events = JSON.stringify([
  { _id: "e1", eventType: "commerce.productListAdds", timestamp: "2024-05-15T09:00:00Z" },
  { _id: "e2", eventType: "commerce.checkouts", timestamp: "2024-05-14T10:00:00Z" },
]);
const audience = (name: string, value: string, alias?: string) =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: '${value}'\nschema:\n  name: _xdm.context.profile\n${alias ? `x-pql-audience:\n  alias: ${alias}\n` : ""}`;

function project(files: Record<string, string> = {}): string {
  const dir = workspace({ "alice.json": alice, "events.json": events, ...files });
  dirs.push(dir);
  return dir;
}
const NOW = ["--now", "2024-05-15T12:00:00Z"];

describe("evaluate", () => {
  it.each<[string, string, boolean]>([
    ["a profile attribute that holds", 'person.age > 21 and homeAddress.countryCode = "US"', true],
    ["one that does not", "person.age > 40", false],
    ["an event today (GMT)", 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.productListAdds") WHEN(today)])', true],
    [
      "an event that happened yesterday, asked for today",
      'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      false,
    ],
    ["a missing field is null", "person.height > 1", false],
  ])("stdin, --format json: %s", (_, pql, qualifies) => {
    const r = cli(["evaluate", "--profile", "alice.json", "--events", "events.json", ...NOW, "--format", "json"], {
      cwd: project(),
      input: pql,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      qualifies,
      trace: expect.arrayContaining([expect.objectContaining({ text: pql, line: 1, column: 1 })]),
    });
  });

  it("text: the answer, then each boolean part with its value, nested as written", () => {
    const r = cli(["evaluate", "-", "--profile", "alice.json", ...NOW], {
      cwd: project(),
      input: 'person.age > 21 and (homeAddress.countryCode = "FR" or loyalty.tier = "gold")\n',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        "<stdin>  qualifies (at 2024-05-15T12:00:00.000Z)",
        '  true    person.age > 21 and (homeAddress.countryCode = "FR" or loyalty.tier = "gold")',
        "    true    person.age > 21",
        '    true    homeAddress.countryCode = "FR" or loyalty.tier = "gold"',
        '      false   homeAddress.countryCode = "FR"',
        '      true    loyalty.tier = "gold"',
        "",
      ].join("\n"),
    );
  });

  it("an audience file with several audiences: one answer each, by name", () => {
    const dir = project({
      "two.audience.yaml": `${audience("Adults", "person.age >= 18")}---\n${audience("French", 'homeAddress.countryCode = "FR"')}`,
    });
    const r = cli(["evaluate", "two.audience.yaml", "--profile", "alice.json", ...NOW, "--format", "json"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).map((a: { name: string; qualifies: boolean }) => [a.name, a.qualifies])).toEqual([
      ["Adults", true],
      ["French", false],
    ]);
  });

  it("inSegment of another file's alias (in the same project, as lint finds it) evaluates that audience first", () => {
    const dir = project({
      "pql-audience.config.yaml": "rules: {}\n",
      "gold.audience.yaml": audience("Gold", 'loyalty.tier = "gold"', "gold"),
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"', "us"),
      "both.audience.yaml": audience("Both", 'inSegment("alias:us") and inSegment("alias:gold")'),
    });
    const r = cli(["evaluate", "both.audience.yaml", "--profile", "alice.json", ...NOW, "--format", "json"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject([{ name: "Both", qualifies: true }]);
    const notGold = cli(["evaluate", "both.audience.yaml", "--profile", "p.json", ...NOW, "--format", "json"], {
      cwd: workspaceWith(dir, { "p.json": '{"homeAddress": {"countryCode": "US"}}' }),
    });
    expect(JSON.parse(notGold.stdout)).toMatchObject([{ name: "Both", qualifies: false }]);
  });

  it("a profile's stored membership counts for a segment id no file declares", () => {
    const profile = JSON.stringify({ segmentMembership: { ups: { "seg-1": { status: "realized" }, "seg-2": { status: "exited" } } } });
    const dir = project({ "p.json": profile });
    const yes = cli(["evaluate", "--profile", "p.json", ...NOW, "--format", "json"], { cwd: dir, input: 'inSegment("seg-1")' });
    const no = cli(["evaluate", "--profile", "p.json", ...NOW, "--format", "json"], { cwd: dir, input: 'inSegment("seg-2")' });
    expect([JSON.parse(yes.stdout).qualifies, JSON.parse(no.stdout).qualifies]).toEqual([true, false]);
  });

  it.each<[string, string[], string, Record<string, string>, number, RegExp]>([
    ["a syntax error", [], "person.age >", {}, 1, /error\[PQL001\][\s\S]*not evaluated: the input has errors/],
    [
      "a profile that is not JSON",
      ["--profile", "bad.json"],
      "person.age > 1",
      { "bad.json": '{\n  "a": 1,\n}' },
      1,
      /^bad\.json:2:9: error invalid JSON/m,
    ],
    [
      "a profile that is not an object",
      ["--profile", "list.json"],
      "person.age > 1",
      { "list.json": "[]" },
      1,
      /^list\.json:1:1: error the profile must be a JSON object/m,
    ],
    [
      "events that are not a list",
      ["--events", "e.json"],
      "person.age > 1",
      { "e.json": '{"x": 1}' },
      1,
      /^e\.json:1:1: error the events must be a JSON array/m,
    ],
    [
      "a file that does not load",
      ["broken.audience.yaml"],
      "",
      { "broken.audience.yaml": "name: [x\n" },
      1,
      /^error\[PQL102\] audience\/invalid-yaml: [^\n]*\n --> broken\.audience\.yaml:\d+:\d+\n/m,
    ],
    ["a --now that is no instant", ["--now", "yesterday"], "person.age > 1", {}, 2, /--now "yesterday" is not an ISO-8601 instant/],
    ["a missing file", ["missing.pql"], "", {}, 2, /cannot read missing\.pql: no such file or directory/],
  ])("%s: exit %#", (_, args, input, files, status, stderr) => {
    const r = cli(["evaluate", ...(args.includes("--now") ? [] : NOW), ...args], { cwd: project(files), input });
    expect(r.stderr).toMatch(stderr);
    expect(r.stdout).toBe("");
    expect(r.status).toBe(status);
  });
});

// What lint says of the input stops an evaluation that would answer for something else: the same
// codes and frames as lint, at the file's line and column, and lint's exit code for errors.
const typos = (value: string) => audience("Typos", value);
describe("evaluate refuses what lint finds broken", () => {
  it.each<[string, Record<string, string>, string, string[]]>([
    [
      "an unknown function and method in an audience file: both, at the file's positions",
      { "t.audience.yaml": typos('person.name.startWith("x") or inSegmnt("y")') },
      "t.audience.yaml",
      [
        "error[PQL007] syntax/unknown-function: unknown method `startWith`",
        " --> t.audience.yaml:5:23",
        "error[PQL007] syntax/unknown-function: unknown function `inSegmnt`",
        " --> t.audience.yaml:5:41",
      ],
    ],
    [
      "an unknown function in a .pql file",
      { "t.pql": 'person.age > 1 and\n  inSegmnt("y")\n' },
      "t.pql",
      ["error[PQL007] syntax/unknown-function: unknown function `inSegmnt`", " --> t.pql:2:3"],
    ],
    [
      "a syntax error in an audience file",
      { "t.audience.yaml": typos("person.age >") },
      "t.audience.yaml",
      ["error[PQL001]", " --> t.audience.yaml:5:"],
    ],
    [
      "a loader problem (no expression)",
      { "t.audience.yaml": "name: T\nschema:\n  name: _xdm.context.profile\n" },
      "t.audience.yaml",
      ["error[PQL103]"],
    ],
    [
      "an alias no file declares",
      { "t.pql": 'inSegment("alias:nobody")\n' },
      "t.pql",
      ["error[PQL121] ref/unknown-segment", " --> t.pql:1:"],
    ],
  ])("%s", (_, files, file, expected) => {
    const dir = project(files);
    const r = cli(["evaluate", file, "--profile", "alice.json", ...NOW], { cwd: dir });
    for (const line of expected) expect(r.stderr).toContain(line);
    expect(r.stderr).toMatch(/not evaluated: the input has errors\n$/);
    expect(r.stdout).toBe("");
    const lint = cli(["lint", file, "--format", "stylish"], { cwd: dir });
    expect(r.status).toBe(lint.status);
    expect(r.status).toBe(1);
    // Every frame evaluate shows is one lint shows.
    for (const frame of r.stderr.split("\n\n").filter((f) => f.startsWith("error["))) expect(lint.stdout).toContain(frame);
    const json = cli(["evaluate", file, "--profile", "alice.json", ...NOW, "--format", "json"], { cwd: dir });
    expect(json.status).toBe(1);
    const report = JSON.parse(json.stdout) as { evaluated: boolean; diagnostics: { code: string; range: { start: { line: number } } }[] };
    expect(report.evaluated).toBe(false);
    expect(report.diagnostics.map((d) => d.code)).toEqual([...r.stderr.matchAll(/^error\[(PQL\d+)\]/gm)].map((m) => m[1]));
  });

  it("bytes that are not UTF-8: PQL108 at the file's position, exit 1, as lint says", () => {
    const dir = project({});
    writeFileSync(join(dir, "latin1.pql"), Buffer.from('person.name = "Jos\xe9"\n', "latin1"));
    const r = cli(["evaluate", "latin1.pql", ...NOW], { cwd: dir });
    expect(r.stderr).toContain("error[PQL108] audience/invalid-utf8: the file is not UTF-8: byte 0xE9");
    expect(r.stderr).toContain(" --> latin1.pql:1:19");
    expect(r.status).toBe(1);
    const piped = cli(["evaluate", "-", ...NOW], { cwd: dir, input: Buffer.from('person.name = "Jos\xe9"', "latin1") });
    expect(piped.stderr).toContain(" --> <stdin>:1:19");
    expect(piped.status).toBe(1);
    expect(cli(["lint", "latin1.pql"], { cwd: dir }).stdout).toContain("latin1.pql:1:19: error PQL108");
  });

  it("edge and style findings do not stop it: they are about where an audience runs, not what it answers", () => {
    const dir = project({
      "upper.pql": "person.age > 21 AND person.age < 99\n",
      "pql-audience.config.yaml": "rules:\n  style/uppercase-keyword: error\n",
    });
    expect(cli(["lint", "upper.pql"], { cwd: dir }).status).toBe(1);
    const r = cli(["evaluate", "upper.pql", "--profile", "alice.json", ...NOW, "--format", "json"], { cwd: dir });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ qualifies: true });
  });
});

function workspaceWith(dir: string, files: Record<string, string>): string {
  const copy = workspace({});
  dirs.push(copy);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dir, copy, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(copy, name), text);
  return copy;
}
