// Standard input and paths, the same in every command that reads files: `-` is stdin, no argument
// does what the command's help says, and a missing file is named in a one-line message (exit 2).

import { describe, expect, it } from "vitest";
import { cli, workspaces } from "./helpers.js";

const project = workspaces();

const upper = 'person.age > 21 AND homeAddress.countryCode = "US"\n';
const eligible = 'person.age > 21 and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "x") WHEN(today)])\n';
const yamlAudience = `name: Three days
expression:
  type: PQL
  format: pql/text
  value: |
    CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "x") WHEN(< 3 days before now)])
evaluationInfo:
  synchronous: { enabled: true }
schema:
  name: _xdm.context.profile
`;

type Case = [label: string, args: string[], input: string, status: number, stdout: RegExp, stderr: RegExp];

// In a directory holding one file, `a.pql`, written with an upper-case AND (a warning, and not in
// canonical form). Input is piped in every case, as an editor or a shell pipe would.
const cases: Case[] = [
  ["lint -", ["lint", "-"], upper, 0, /^<stdin>:1:17: warning PQL302 .*\n0 errors, 1 warning, 2 infos in 1 file \(1 file checked\)/m, /^$/],
  ["lint (no path)", ["lint"], upper, 0, /^a\.pql:1:17: warning PQL302 .*\(1 file checked\)/ms, /^$/],
  ["lint missing.pql", ["lint", "missing.pql"], upper, 2, /^$/, /^pql-audience: cannot read missing\.pql: no such file or directory\n$/],
  ["explain -", ["explain", "-"], eligible, 0, /^<stdin>\n {2}verdict {3}edge-eligible: event-with-profile/, /^$/],
  ["explain (no path)", ["explain"], eligible, 0, /^<stdin>\n {2}verdict {3}edge-eligible: event-with-profile/, /^$/],
  [
    "explain missing.pql",
    ["explain", "missing.pql"],
    eligible,
    2,
    /^$/,
    /^pql-audience: cannot read missing\.pql: no such file or directory\n$/,
  ],
  ["fmt -", ["fmt", "-"], upper, 0, /^person\.age > 21 and homeAddress\.countryCode = "US"\n$/, /^$/],
  ["fmt (no path)", ["fmt"], upper, 1, /^would reformat a\.pql\n$/, /^1 file: 1 would be reformatted\n$/],
  ["fmt missing.pql", ["fmt", "missing.pql"], upper, 2, /^$/, /^pql-audience: cannot read missing\.pql: no such file or directory\n$/],
  ["evaluate -", ["evaluate", "-", "--now", "2024-05-15T12:00:00Z"], upper, 0, /^<stdin> {2}does not qualify/, /^$/],
  ["evaluate (no path)", ["evaluate", "--now", "2024-05-15T12:00:00Z"], upper, 0, /^<stdin> {2}does not qualify/, /^$/],
  [
    "evaluate missing.pql",
    ["evaluate", "missing.pql"],
    upper,
    2,
    /^$/,
    /^pql-audience: cannot read missing\.pql: no such file or directory\n$/,
  ],
  ["parse -", ["parse", "-"], "date(2020, 3, 14)", 0, /"kind": "Date"/, /^$/],
  ["parse (no path)", ["parse"], "date(2020, 3, 14)", 0, /"kind": "Date"/, /^$/],
  [
    "parse missing.pql",
    ["parse", "missing.pql"],
    "date(2020, 3, 14)",
    2,
    /^$/,
    /^pql-audience: cannot read missing\.pql: no such file or directory\n$/,
  ],
];

describe("every command that reads files", () => {
  it.each(cases)("%s", (_, args, input, status, stdout, stderr) => {
    const dir = project({ "a.pql": upper });
    const r = cli(args, { cwd: dir, input });
    expect(r.stdout).toMatch(stdout);
    expect(r.stderr).toMatch(stderr);
    expect(r.status).toBe(status);
  });
});

describe("lint --stdin-filename", () => {
  it("lints stdin as that file: its kind from the name, the config nearest to it, the name in the report", () => {
    const dir = project({ "sub/pql-audience.config.yaml": "rules:\n  PQL204: warn\n", "pql-audience.config.yaml": "rules: {}\n" });
    const r = cli(["lint", "--stdin-filename", "sub/three.audience.yaml"], { cwd: dir, input: yamlAudience });
    expect(r.stdout).toMatch(/^sub\/three\.audience\.yaml:6:62: warning PQL204 /m);
    expect(r.status).toBe(0);
    // With `-` too, and the same without the config: an error.
    const plain = cli(["lint", "-", "--stdin-filename", "three.audience.yaml"], { cwd: dir, input: yamlAudience });
    expect(plain.stdout).toMatch(/^three\.audience\.yaml:6:62: error PQL204 /m);
    expect(plain.status).toBe(1);
  });

  it("reports a file that does not load under its name", () => {
    const r = cli(["lint", "--stdin-filename", "x.audience.json", "--format", "json"], { cwd: project({}), input: "{ broken" });
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(["x.audience.json"]);
    expect(report.files[0].diagnostics[0].code).toBe("PQL101");
  });

  it.each([
    [["lint", "-", "a.pql"], "`-` (standard input) cannot be combined with other paths"],
    [["lint", "--stdin-filename", "x.pql", "a.pql"], "--stdin-filename lints standard input; it cannot be combined with paths"],
    [["lint", "-", "--fix"], "--fix cannot be used with standard input"],
  ])("2 for %j", (args, message) => {
    const r = cli(args, { cwd: project({ "a.pql": upper }), input: upper });
    expect(r.stderr).toContain(message);
    expect(r.status).toBe(2);
  });
});
