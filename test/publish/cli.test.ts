// `pql-audience publish` run as a user would (a child process) against the emulator over loopback
// HTTP: files that do not load stop the run; a published file records its definition id, so a
// rename updates and a move changes nothing; a deleted file's definition is pruned only when asked.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import type { Emulator } from "../../src/emulator/server.js";
import { emulator } from "../api/harness.js";
import { bin, workspace } from "../cli/helpers.js";
import { envFor, publish, type PublishResult } from "./run-publish.js";

/**
 * The same on a terminal: `script` (util-linux) gives publish a pseudo-terminal for stdin and
 * stdout, and the answer is typed into it once the question shows.
 */
function publishOnTerminal(args: string[], emu: Emulator, cwd: string, answer: string): Promise<PublishResult> {
  return new Promise((done) => {
    const env = envFor(emu);
    const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
    const command = [process.execPath, bin, "publish", ...args].map(quote).join(" ");
    const child = spawn("script", ["-qfec", command, "/dev/null"], { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let answered = false;
    child.stdout.on("data", (d) => {
      out += d;
      if (!answered && out.includes("[y/N] ")) {
        answered = true;
        child.stdin.write(`${answer}\n`);
      }
    });
    child.on("close", (status) => {
      child.stdin.destroy();
      done({ status, out: out.replaceAll("\r\n", "\n"), err: "" });
    });
  });
}

const audience = (name: string, value: string, extras = "") =>
  `# ${name}: kept by publish\nname: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(value)}\nevaluationInfo:\n  synchronous: { enabled: true }   # edge\nschema:\n  name: _xdm.context.profile\n${extras}`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function files(contents: Record<string, string>): string {
  const dir = workspace(contents);
  dirs.push(dir);
  return dir;
}
const names = (emu: Emulator) => emu.state.data.segments.map((s) => s.name).sort();

describe("publish: files that do not load", () => {
  it.each([
    ["invalid YAML", "broken.audience.yaml", "name: Broken\nexpression: [unclosed\n", "broken.audience.yaml:3:1: invalid YAML"],
    [
      "no expression",
      "broken.audience.yaml",
      "name: Broken\nevaluationInfo:\n  synchronous: { enabled: true }\n",
      "broken.audience.yaml:1:1: `expression` is missing",
    ],
    ["invalid JSON", "broken.audience.json", '{"name": "Broken",', "broken.audience.json:1:19: invalid JSON"],
    [
      "the second document of two",
      "two.audience.yaml",
      `${audience("Adults", "person.age >= 18")}---\nname: Second\n`,
      "two.audience.yaml:12:1: `expression` is missing",
    ],
  ])("%s: the run stops before sending anything, naming the file", async (_name, file, text, where) => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"'), [file]: text });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.err).toContain("not publishing: 1 audience file did not load");
    expect(r.err).toContain(where);
    expect(names(emu)).toEqual([]);
    expect(emu.stats.requests).toBe(0);
  });

  it("names every file that did not load", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({
      "a.audience.yaml": "name: A\n",
      "b.audience.json": "{",
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"'),
    });
    const r = await publish([".", "--dry-run"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(
      /not publishing: 2 audience files did not load[^\n]*\n {2}a\.audience\.yaml:1:1: [^\n]+\n {2}b\.audience\.json:1:2: invalid JSON/,
    );
  });
});

describe("publish: a file is tied to its definition by the id it records", () => {
  it("the first publish records each definition's id in its file, keeping the file as written", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const json = `{\n    "name": "Adults",\n    "expression": { "type": "PQL", "format": "pql/text", "value": "person.age >= 18" },\n    "evaluationInfo": { "synchronous": { "enabled": true } },\n    "schema": { "name": "_xdm.context.profile" }\n}\n`;
    const yaml = audience("US", 'homeAddress.countryCode = "US"');
    const dir = files({ "us.audience.yaml": yaml, "adults.audience.json": json });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.err).toContain("Recorded the definition id (x-pql-audience.id) in 2 files");
    const ids = Object.fromEntries(emu.state.data.segments.map((s) => [s.name, s.id]));
    expect(readFileSync(join(dir, "us.audience.yaml"), "utf8")).toBe(`${yaml}x-pql-audience:\n  id: "${ids.US}"\n`);
    expect(readFileSync(join(dir, "adults.audience.json"), "utf8")).toBe(
      json.replace(" }\n}", ` },\n    "x-pql-audience": {\n        "id": "${ids.Adults}"\n    }\n}`),
    );
    // Nothing left to do, and nothing more to record.
    const again = await publish([".", "--yes"], emu, dir);
    expect(again.out).toContain("Plan: 0 to create, 0 to update, 2 unchanged");
    expect(again.err).toBe("");
  });

  it.each([
    [
      "renamed in its file: the same definition is updated",
      (dir: string) =>
        writeFileSync(
          join(dir, "us.audience.yaml"),
          readFileSync(join(dir, "us.audience.yaml"), "utf8").replace("name: US", "name: United States"),
        ),
      "~ update    United States",
      ["Adults", "United States"],
    ],
    [
      "moved and renamed on disk: nothing changes",
      (dir: string) => (mkdirSync(join(dir, "moved")), renameSync(join(dir, "us.audience.yaml"), join(dir, "moved", "usa.audience.yaml"))),
      "Plan: 0 to create, 0 to update, 2 unchanged",
      ["Adults", "US"],
    ],
    [
      "renamed and moved: updated",
      (dir: string) => (
        mkdirSync(join(dir, "moved")),
        writeFileSync(
          join(dir, "moved", "usa.audience.yaml"),
          readFileSync(join(dir, "us.audience.yaml"), "utf8").replace("name: US", "name: USA"),
        ),
        unlinkSync(join(dir, "us.audience.yaml"))
      ),
      "~ update    USA",
      ["Adults", "USA"],
    ],
  ])("%s", async (_name, change, expected, finalNames) => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"'),
      "adults.audience.yaml": audience("Adults", "person.age >= 18"),
    });
    expect((await publish([".", "--yes"], emu, dir)).status).toBe(0);
    const before = emu.state.data.segments.map((s) => s.id).sort();
    change(dir);
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.out).toContain(expected);
    expect(r.out).not.toContain("declared by no audience file");
    expect(names(emu)).toEqual(finalNames);
    expect(emu.state.data.segments.map((s) => s.id).sort()).toEqual(before);
  });

  it("a file without an id (an older checkout) is matched by name, then records its id", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"') });
    expect((await publish([".", "--yes"], emu, dir)).status).toBe(0);
    const recorded = readFileSync(join(dir, "us.audience.yaml"), "utf8");
    writeFileSync(join(dir, "us.audience.yaml"), recorded.replace(/x-pql-audience:\n {2}id: "[^"]+"\n/, ""));
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.out).toContain("= unchanged US");
    expect(readFileSync(join(dir, "us.audience.yaml"), "utf8")).toBe(recorded);
    expect(names(emu)).toEqual(["US"]);
  });
});

describe("publish --prune: definitions no file declares", () => {
  async function published() {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"'),
      "adults.audience.yaml": audience("Adults", "person.age >= 18"),
      "batch.audience.yaml": audience("Batch", "person.age >= 65").replace("synchronous: { enabled: true }", "batch: { enabled: true }"),
    });
    expect((await publish([".", "--yes"], emu, dir)).status).toBe(0);
    // A batch definition made elsewhere (in the UI): publish manages every method, so it is an orphan too.
    emu.state.data.segments.push({
      ...emu.state.data.segments[0]!,
      id: "batch-from-ui",
      name: "From the UI",
      evaluationInfo: { batch: { enabled: true }, continuous: { enabled: false }, synchronous: { enabled: false } },
    });
    unlinkSync(join(dir, "us.audience.yaml"));
    return { emu, dir, usId: emu.state.data.segments.find((s) => s.name === "US")!.id };
  }

  it("without --prune, the deleted file's definition stays and the plan says there is one", async () => {
    const { emu, dir } = await published();
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.out).toContain("2 definitions in the sandbox are declared by no audience file here; `publish --prune` lists them");
    expect(names(emu)).toEqual(["Adults", "Batch", "From the UI", "US"]);
  });

  it("--dry-run lists it and deletes nothing", async () => {
    const { emu, dir, usId } = await published();
    const r = await publish([".", "--prune", "--dry-run"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(new RegExp(`- delete +US +${usId} +\\(no audience file declares it\\)`));
    expect(r.out).toMatch(/- delete +From the UI +batch-from-ui +\(no audience file declares it\)/);
    expect(r.out).toContain("= unchanged Batch        batch.audience.yaml  (batch)\n");
    expect(r.out).toContain("Plan: 0 to create, 0 to update, 2 unchanged, 2 to delete, 0 refused.\n");
    expect(names(emu)).toEqual(["Adults", "Batch", "From the UI", "US"]);
  });

  it("not on a terminal and without --yes: lists it, deletes nothing, exits 2 saying to pass --yes", async () => {
    const { emu, dir } = await published();
    const r = await publish([".", "--prune"], emu, dir);
    expect(r.status).toBe(2);
    expect(r.out).toContain("- delete    US");
    expect(r.err).toBe(
      "pql-audience: not applying 2 deletions without confirmation; pass --yes to delete the definitions listed above from a script or CI\n",
    );
    expect(names(emu)).toEqual(["Adults", "Batch", "From the UI", "US"]);
  });

  it.each([
    ["n", "Nothing changed."],
    ["", "Nothing changed."],
    ["whatever", "Nothing changed."],
  ])("on a terminal, answering %j to the question deletes nothing", async (answer, said) => {
    const { emu, dir } = await published();
    const r = await publishOnTerminal([".", "--prune"], emu, dir, answer);
    expect(r.out).toContain("Apply 2 deletions to sandbox prod? [y/N] ");
    expect(r.out).toContain(said);
    expect(r.status).toBe(0);
    expect(names(emu)).toEqual(["Adults", "Batch", "From the UI", "US"]);
  });

  it.each(["y", "yes", "Y"])("on a terminal, answering %j deletes it", async (answer) => {
    const { emu, dir, usId } = await published();
    const r = await publishOnTerminal([".", "--prune"], emu, dir, answer);
    expect(r.out).toContain("Apply 2 deletions to sandbox prod? [y/N] ");
    expect(r.out).toMatch(new RegExp(`deleted +US +${usId}`));
    expect(r.status).toBe(0);
    expect(names(emu)).toEqual(["Adults", "Batch"]);
  });

  it("with --yes: deletes exactly the definitions no file declares, of every method", async () => {
    const { emu, dir, usId } = await published();
    const r = await publish([".", "--prune", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(new RegExp(`deleted +US +${usId}`));
    expect(r.out).toMatch(/deleted +From the UI +batch-from-ui/);
    expect(r.out).toContain("2 unchanged, 2 deleted;");
    expect(names(emu)).toEqual(["Adults", "Batch"]);
    expect((await publish([".", "--prune", "--yes"], emu, dir)).out).toContain("0 to delete");
  });

  it("a file that does not load stops the run, so its definition is never taken for an orphan", async () => {
    const { emu, dir } = await published();
    writeFileSync(join(dir, "adults.audience.yaml"), "name: Adults\nexpression: [\n");
    const r = await publish([".", "--prune", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(names(emu)).toEqual(["Adults", "Batch", "From the UI", "US"]);
    expect(existsSync(join(dir, "batch.audience.yaml"))).toBe(true);
  });
});

describe("publish: a reference by id must name a definition in the sandbox", () => {
  const ghost = "0e0e0e0e-0000-4000-8000-000000000404";
  const referring = (value: string) => audience("Refers", value);

  it("a dangling inSegment(id) is an error of the plan, at the call's line and column, and nothing is applied", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({
      "refers.audience.yaml": referring(`inSegment("${ghost}")`),
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"'),
    });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    // Line 6 of the file, column 11: where `inSegment(` starts, after `  value: "`.
    expect(r.out).toContain(
      `error: refers.audience.yaml:6:11: inSegment("${ghost}") names no segment definition in the sandbox, and no audience of this publish creates it`,
    );
    expect(r.out).toMatch(/x refused +Refers +refers\.audience\.yaml\n {4}references 0e0e0e0e-[^\n]*, which is not in the sandbox/);
    expect(r.out).toContain("The plan has 1 error: nothing will be applied until it is fixed.");
    expect(r.err).toContain("nothing applied");
    // Like Terraform: not even the audience the plan got right.
    expect(names(emu)).toEqual([]);
    expect(readFileSync(join(dir, "us.audience.yaml"), "utf8")).not.toContain("x-pql-audience");
  });

  it("--dry-run shows the same error and exits 1", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "refers.audience.yaml": referring(`person.age > 18 and inSegment("${ghost}")`) });
    const r = await publish([".", "--dry-run"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toContain(`error: refers.audience.yaml:6:31: inSegment("${ghost}")`);
  });

  it("--format json lists the error with its file, line and column", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "refers.audience.yaml": referring(`inSegment("${ghost}")`) });
    const r = await publish([".", "--yes", "--format", "json"], emu, dir);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.out).errors).toEqual([
      expect.objectContaining({ file: "refers.audience.yaml", line: 6, column: 11, message: expect.stringContaining(ghost) }),
    ]);
    expect(names(emu)).toEqual([]);
  });

  it("an id recorded by a file of the run but not in this sandbox says to reference its alias", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({
      "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"', `x-pql-audience:\n  id: ${ghost}\n  alias: us\n`),
      "refers.audience.yaml": referring(`inSegment("${ghost}")`),
    });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      `= help: us.audience.yaml records this id, but its definition is not in this sandbox (it will get a new id): reference it as inSegment("alias:us")`,
    );
    expect(names(emu)).toEqual([]);
  });

  it("an id that is in the sandbox, and an alias of an audience the same publish creates, are published", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const first = files({ "us.audience.yaml": audience("US", 'homeAddress.countryCode = "US"') });
    expect((await publish([".", "--yes"], emu, first)).status).toBe(0);
    const usId = emu.state.data.segments.find((s) => s.name === "US")!.id;
    const dir = files({
      "adults.audience.yaml": audience("Adults", "person.age >= 18", "x-pql-audience:\n  alias: adults\n"),
      "both.audience.yaml": audience("Both", `inSegment("${usId}") and inSegment("alias:adults")`),
    });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(0);
    expect(names(emu)).toEqual(["Adults", "Both", "US"]);
    const adultsId = emu.state.data.segments.find((s) => s.name === "Adults")!.id;
    expect((emu.state.data.segments.find((s) => s.name === "Both")!.expression as { value: string }).value).toBe(
      `inSegment("${usId}") and inSegment("${adultsId}")`,
    );
  });
});

describe("publish never sends what lint refuses", () => {
  it.each([
    ["a file with an error diagnostic", audience("Broken", "person.age >")],
    [
      "an edge-marked audience that is not edge-eligible",
      audience("Long", 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])'),
    ],
    [
      "an error in another YAML document of the same file",
      `${audience("Broken", "person.age >")}---\n${audience("Fine", "person.age >= 18")}`,
    ],
  ])("%s: refused, and no request carries it", async (_name, text) => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = files({ "x.audience.yaml": text });
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/refused +(Broken|Long)/);
    expect(names(emu).filter((n) => n !== "Fine")).toEqual([]);
    expect(emu.state.data.segments.every((s) => s.name === "Fine")).toBe(true);
  });
});
