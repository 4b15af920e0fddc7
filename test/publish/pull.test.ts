// `pql-audience pull` run as a user would (a child process) against the emulator over loopback
// HTTP: a seeded sandbox of edge, streaming and batch definitions, with references between them
// and two names that make the same file name, pulled into files; pulled again (nothing changes);
// published (nothing to do); checked for drift after an edit through the API; and a file
// changed here is kept unless --force.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getSegmentDefinition, updateSegmentDefinition } from "../../src/api/segments.js";
import type { Emulator } from "../../src/emulator/server.js";
import { pqlJsonText } from "../../src/pql-json/text.js";
import { parse } from "../../src/syntax/index.js";
import { client, emulator } from "../api/harness.js";
import { bin, workspaces } from "../cli/helpers.js";
import { envFor, publish } from "./run-publish.js";

const US = "11111111-1111-4111-8111-111111111111";
const GOLD = "22222222-2222-4222-8222-222222222222";
const US_GOLD = "33333333-3333-4333-8333-333333333333";
const CART = "44444444-4444-4444-8444-444444444444";
const SPENDERS = "55555555-5555-4555-8555-555555555555";
const GOLD_AGAIN = "66666666-6666-4666-8666-666666666666";
const JSON_DEF = "77777777-7777-4777-8777-777777777777";

const profile = { name: "_xdm.context.profile" };
/** The emulator's default merge policy: AEP gives every definition one, so the UI's have it. */
const POLICY = "a1b2c3d4-0000-4000-8000-00000000ed9e";
const edge = { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } };
const streaming = { batch: { enabled: false }, continuous: { enabled: true }, synchronous: { enabled: false } };
const batch = { batch: { enabled: true }, continuous: { enabled: false }, synchronous: { enabled: false } };
const pql = (value: string) => ({ type: "PQL", format: "pql/text", value });
/** A definition kept as pql/json, as AEP's API returns it: compact JSON. */
const pqlJson = (text: string) => ({ type: "PQL", format: "pql/json", value: pqlJsonText(parse(text).ast!) });

/** The sandbox: as people write definitions in the UI (not in canonical form), created in this order. */
const SEED = [
  { id: US, name: "US customers", expression: pql('homeAddress.countryCode="US"'), evaluationInfo: edge },
  { id: GOLD, name: "Gold members", description: "Loyalty tier gold", expression: pql('loyalty.tier = "gold"'), evaluationInfo: edge },
  {
    id: US_GOLD,
    name: "US gold members",
    expression: pql(`inSegment("${US}") and inSegment("${GOLD}")`),
    evaluationInfo: edge,
  },
  {
    id: CART,
    name: "Cart viewers today",
    expression: pql('CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.productViews") WHEN(today)])'),
    evaluationInfo: streaming,
  },
  {
    id: SPENDERS,
    name: "Big spenders",
    expression: pql(`inSegment("${US}") and person.age>=21`),
    evaluationInfo: batch,
    ttlInDays: 30,
  },
  // The same file name as "Gold members": created later, so it gets gold-members-2.
  { id: GOLD_AGAIN, name: "Gold Members!", expression: pql('loyalty.tier = "platinum"'), evaluationInfo: batch },
  {
    id: JSON_DEF,
    name: "Built as JSON",
    expression: pqlJson(`inSegment("${US}") and person.age >= 30`),
    evaluationInfo: batch,
  },
].map((s, i) => ({ schema: profile, mergePolicyId: POLICY, creationTime: Date.parse("2026-01-01T00:00:00Z") + i * 60_000, ...s }));

const FILES = [
  ".pql-audience-pull.json",
  "big-spenders.audience.yaml",
  "built-as-json.audience.yaml",
  "cart-viewers-today.audience.yaml",
  "gold-members-2.audience.yaml",
  "gold-members.audience.yaml",
  "us-customers.audience.yaml",
  "us-gold-members.audience.yaml",
];

/** Files as pull writes them: one case per method, a reference by alias, a description, a TTL. */
const EXPECTED: Record<string, string> = {
  "us-gold-members.audience.yaml": `name: US gold members
expression:
  type: PQL
  format: pql/text
  value: inSegment("alias:us-customers") and inSegment("alias:gold-members")
evaluationInfo:
  batch: { enabled: false }
  continuous: { enabled: false }
  synchronous: { enabled: true }
schema:
  name: _xdm.context.profile
mergePolicyId: ${POLICY}
x-pql-audience:
  id: "${US_GOLD}"
  alias: us-gold-members
`,
  "gold-members.audience.yaml": `name: Gold members
description: Loyalty tier gold
expression:
  type: PQL
  format: pql/text
  value: loyalty.tier = "gold"
evaluationInfo:
  batch: { enabled: false }
  continuous: { enabled: false }
  synchronous: { enabled: true }
schema:
  name: _xdm.context.profile
mergePolicyId: ${POLICY}
x-pql-audience:
  id: "${GOLD}"
  alias: gold-members
`,
  "cart-viewers-today.audience.yaml": `name: Cart viewers today
expression:
  type: PQL
  format: pql/text
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.productViews") WHEN(today)])'
evaluationInfo:
  batch: { enabled: false }
  continuous: { enabled: true }
  synchronous: { enabled: false }
schema:
  name: _xdm.context.profile
mergePolicyId: ${POLICY}
x-pql-audience:
  id: "${CART}"
  alias: cart-viewers-today
`,
  "big-spenders.audience.yaml": `name: Big spenders
expression:
  type: PQL
  format: pql/text
  value: inSegment("alias:us-customers") and person.age >= 21
evaluationInfo:
  batch: { enabled: true }
  continuous: { enabled: false }
  synchronous: { enabled: false }
schema:
  name: _xdm.context.profile
mergePolicyId: ${POLICY}
ttlInDays: 30
x-pql-audience:
  id: "${SPENDERS}"
  alias: big-spenders
`,
};

interface Result {
  status: number | null;
  out: string;
  err: string;
}

function pql_audience(args: string[], emu: Emulator | undefined, cwd: string, env?: Record<string, string | undefined>): Promise<Result> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: (env ?? (emu ? envFor(emu) : {})) as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (status) => done({ status, out, err }));
  });
}
const pull = (args: string[], emu: Emulator, cwd: string) => pql_audience(["pull", ...args], emu, cwd);

/** A test runs the CLI up to eight times, a second or more each on a busy machine. */
const CLI_RUNS = 180_000;
const folder = workspaces();
const sandbox = () => emulator({ seed: { segments: SEED } });
const read = (dir: string, file: string) => readFileSync(join(dir, "audiences", file), "utf8");
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(join(dir, "audiences"))
      .sort()
      .map((f) => [f, { text: read(dir, f), mtime: statSync(join(dir, "audiences", f)).mtimeMs }]),
  );

/** An edit in the UI: the whole definition sent back with a new expression (PATCH replaces it). */
async function editInTheUi(emu: Emulator, id: string, value: string): Promise<void> {
  const api = client(emu).client;
  const {
    id: _id,
    imsOrgId: _org,
    sandbox: _sandbox,
    creationTime: _c,
    updateTime: _u,
    updateEpoch: _e,
    ...def
  } = await getSegmentDefinition(api, id);
  await updateSegmentDefinition(api, id, { ...def, expression: { type: "PQL", format: "pql/text", value } } as never);
}

describe("pull: the sandbox into audience files", { timeout: CLI_RUNS }, () => {
  it("writes one file per audience, ids recorded, references as aliases, colliding names numbered", async () => {
    const emu = await sandbox();
    const dir = folder({});
    const r = await pull([], emu, dir);
    expect(r.status).toBe(0);
    expect(readdirSync(join(dir, "audiences")).sort()).toEqual(FILES);
    for (const [file, text] of Object.entries(EXPECTED)) expect({ file, text: read(dir, file) }).toEqual({ file, text });
    expect(read(dir, "gold-members-2.audience.yaml")).toContain(`name: Gold Members!\n`);
    // The pql/json definition keeps its format, its reference written as an alias inside the JSON.
    expect(r.err).toBe("");
    const json = read(dir, "built-as-json.audience.yaml");
    expect(json).toContain("  format: pql/json\n");
    expect(json).toContain('"value": "alias:us-customers"');
    expect(r.out).toContain("+ create     audiences/us-gold-members.audience.yaml     US gold members\n");
    expect(r.out).toContain("Pulled 7 audiences into audiences: 7 created, 0 updated, 0 unchanged.\n");
    // Each file is what fmt writes: fmt --check has nothing to reformat.
    const fmt = await pql_audience(["fmt", "--check", "audiences"], undefined, dir, { PATH: process.env.PATH, NO_COLOR: "1" });
    expect({ status: fmt.status, out: fmt.out }).toEqual({ status: 0, out: expect.not.stringContaining("would reformat") });
  });

  it("pulling again changes nothing, and the pulled tree publishes as unchanged", async () => {
    const emu = await sandbox();
    const dir = folder({});
    expect((await pull([], emu, dir)).status).toBe(0);
    const before = snapshot(dir);
    const again = await pull([], emu, dir);
    expect(again.status).toBe(0);
    expect(again.out).toBe("Pulled 7 audiences into audiences: 0 created, 0 updated, 7 unchanged.\n");
    expect(snapshot(dir)).toEqual(before);

    const plan = await publish(["audiences", "--dry-run", "--format", "json"], emu, dir);
    expect(plan.status).toBe(0);
    const { plan: steps, errors } = JSON.parse(plan.out) as { plan: { name: string; action: string }[]; errors: unknown[] };
    expect(errors).toEqual([]);
    // Every audience is unchanged, whatever its method or format.
    expect(steps.map((s) => [s.name, s.action]).sort()).toEqual(SEED.map((d) => [d.name, "unchanged"]).sort());
  });

  it("--check: exit 0 in step; exit 1 and a unified diff after an edit in the UI; pull then brings the file in step", async () => {
    const emu = await sandbox();
    const dir = folder({});
    await pull([], emu, dir);
    const inStep = await pull(["--check"], emu, dir);
    expect(inStep).toEqual({ status: 0, out: "7 audiences in step with the sandbox.\n", err: expect.any(String) });

    await editInTheUi(emu, GOLD, 'loyalty.tier = "gold" or loyalty.tier = "platinum"');
    const before = snapshot(dir);
    const drifted = await pull(["--check"], emu, dir);
    expect(drifted.status).toBe(1);
    expect(drifted.out).toBe(
      [
        "--- a/gold-members.audience.yaml",
        "+++ b/gold-members.audience.yaml",
        "@@ -3,7 +3,7 @@",
        " expression:",
        "   type: PQL",
        "   format: pql/text",
        '-  value: loyalty.tier = "gold"',
        '+  value: loyalty.tier = "gold" or loyalty.tier = "platinum"',
        " evaluationInfo:",
        "   batch: { enabled: false }",
        "   continuous: { enabled: false }",
        "1 of 7 audience files differ from the sandbox; `pql-audience pull` brings them in step.",
        "",
      ].join("\n"),
    );
    expect(snapshot(dir)).toEqual(before);

    const pulled = await pull([], emu, dir);
    expect(pulled.status).toBe(0);
    expect(pulled.out).toContain("~ update     audiences/gold-members.audience.yaml  Gold members\n");
    expect(read(dir, "gold-members.audience.yaml")).toContain('  value: loyalty.tier = "gold" or loyalty.tier = "platinum"\n');
    expect((await pull(["--check"], emu, dir)).status).toBe(0);
  });

  it("--check on a folder pull did not write (no pull state): it says what --check compares with, and what compares by content", async () => {
    const emu = await sandbox();
    const dir = folder({});
    await pull([], emu, dir);
    unlinkSync(join(dir, "audiences", ".pql-audience-pull.json"));
    await editInTheUi(emu, GOLD, 'loyalty.tier = "gold" or loyalty.tier = "platinum"');
    const drifted = await pull(["--check"], emu, dir);
    expect(drifted.status).toBe(1);
    expect(drifted.err).toContain(
      "pql-audience: audiences has no .pql-audience-pull.json: `pull --check` compares with a folder `pull` wrote, layout and all; for files written by hand, `pql-audience publish --dry-run` compares by content\n",
    );
  });

  it("a definition deleted in the sandbox: --check reports its file, pull keeps it and says so", async () => {
    const emu = await sandbox();
    const dir = folder({});
    await pull([], emu, dir);
    emu.state.data.segments = emu.state.data.segments.filter((s) => s.id !== CART);
    const check = await pull(["--check"], emu, dir);
    expect(check.status).toBe(1);
    expect(check.out).toContain(`audiences/cart-viewers-today.audience.yaml: its definition ${CART} is no longer in the sandbox\n`);
    const r = await pull([], emu, dir);
    expect(r.out).toContain("- gone       audiences/cart-viewers-today.audience.yaml");
    expect(existsSync(join(dir, "audiences", "cart-viewers-today.audience.yaml"))).toBe(true);
  });
});

describe("pull never overwrites a change made here without --force", { timeout: CLI_RUNS }, () => {
  it("a directory where a file goes: that file is refused (exit 1), the others are pulled", async () => {
    const emu = await sandbox();
    const dir = folder({});
    mkdirSync(join(dir, "audiences", "us-customers.audience.yaml"), { recursive: true });
    const r = await pull([], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/^! refused {4}audiences\/us-customers\.audience\.yaml +US customers: it is a directory, not a regular file$/m);
    expect(r.err).not.toContain("    at ");
    expect(read(dir, "gold-members.audience.yaml")).toBe(EXPECTED["gold-members.audience.yaml"]);
  });

  const edited = (text: string) => text.replace('value: loyalty.tier = "gold"', 'value: loyalty.tier = "gold" and person.age > 18');

  it.each([
    ["the org unchanged", false],
    ["the org edited too", true],
  ])("a file edited by hand, %s: kept (exit 1); --force overwrites it with the org's", async (_, orgEdited) => {
    const emu = await sandbox();
    const dir = folder({});
    await pull([], emu, dir);
    const file = join(dir, "audiences", "gold-members.audience.yaml");
    const local = edited(readFileSync(file, "utf8"));
    writeFileSync(file, local);
    if (orgEdited) await editInTheUi(emu, GOLD, 'loyalty.tier = "silver"');

    const kept = await pull([], emu, dir);
    expect(kept.status).toBe(1);
    expect(kept.out).toContain(
      "! kept       audiences/gold-members.audience.yaml  Gold members: changed here since the last pull; --force overwrites it\n",
    );
    expect(kept.out).toContain("1 kept (changed here; --force overwrites)");
    expect(readFileSync(file, "utf8")).toBe(local);

    const forced = await pull(["--force"], emu, dir);
    expect(forced.status).toBe(0);
    expect(forced.out).toContain("! overwrite  audiences/gold-members.audience.yaml");
    expect(readFileSync(file, "utf8")).toBe(
      orgEdited ? EXPECTED["gold-members.audience.yaml"]!.replace('"gold"', '"silver"') : EXPECTED["gold-members.audience.yaml"],
    );
    expect((await pull([], emu, dir)).out).toContain("0 created, 0 updated, 7 unchanged");
  });

  it("a local change that was published is in step: the next pull leaves it and records it", async () => {
    const emu = await emulator({ seed: { segments: SEED.filter((s) => s.evaluationInfo === edge) } });
    const dir = folder({});
    await pull([], emu, dir);
    const file = join(dir, "audiences", "gold-members.audience.yaml");
    writeFileSync(file, edited(readFileSync(file, "utf8")));
    expect((await publish(["audiences", "--yes"], emu, dir)).status).toBe(0);
    const r = await pull([], emu, dir);
    expect({ status: r.status, out: r.out }).toEqual({
      status: 0,
      out: "Pulled 3 audiences into audiences: 0 created, 0 updated, 3 unchanged.\n",
    });
    expect(readFileSync(file, "utf8")).toContain('value: loyalty.tier = "gold" and person.age > 18\n');
  });

  it("a pulled file deleted here: not written again without --force", async () => {
    const emu = await sandbox();
    const dir = folder({});
    await pull([], emu, dir);
    const file = join(dir, "audiences", "gold-members.audience.yaml");
    unlinkSync(file);
    const kept = await pull([], emu, dir);
    expect(kept.status).toBe(1);
    expect(kept.out).toContain(
      "! kept       audiences/gold-members.audience.yaml  Gold members: deleted here since the last pull; --force overwrites it\n",
    );
    expect(existsSync(file)).toBe(false);
    expect((await pull(["--force"], emu, dir)).status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(EXPECTED["gold-members.audience.yaml"]);
  });

  it("a file pull did not write, where pull would write: kept without --force", async () => {
    const emu = await sandbox();
    const dir = folder({ "audiences/gold-members.audience.yaml": "name: Gold members\n# mine\n" });
    const r = await pull([], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toContain("not written by pull (the pull state does not list it), and not what the org has; --force overwrites it");
    expect(read(dir, "gold-members.audience.yaml")).toBe("name: Gold members\n# mine\n");
  });
});

describe("pull writes only files it makes, inside --out, never through a link", { timeout: CLI_RUNS }, () => {
  const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
  const state = (files: Record<string, { id: string; sha256: string }>) => `${JSON.stringify({ files }, null, 2)}\n`;

  it("a tampered pull state naming another file: that entry is refused, named, and the file left as it was (exit 1)", async () => {
    const emu = await sandbox();
    const compose = "services:\n  web:\n    image: nginx\n";
    const action = "name: ci\nruns: { using: node20, main: index.js }\n";
    const dir = folder({
      "docker-compose.yml": compose,
      "action.yml": action,
      ".pql-audience-pull.json": state({
        "docker-compose.yml": { id: GOLD, sha256: sha(compose) },
        "action.yml": { id: US, sha256: sha(action) },
      }),
    });
    const r = await pull(["--out", "."], emu, dir);
    expect(readFileSync(join(dir, "docker-compose.yml"), "utf8")).toBe(compose);
    expect(readFileSync(join(dir, "action.yml"), "utf8")).toBe(action);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'pql-audience: .pql-audience-pull.json: refused its entry "docker-compose.yml": not a file name pull makes (<slug>.audience.yaml)\n',
    );
    expect(r.err).toContain('refused its entry "action.yml"');
    expect(r.out).not.toContain("~ update");
    // The two definitions get the files pull makes for them, and the state forgets the entries.
    expect(readFileSync(join(dir, "gold-members.audience.yaml"), "utf8")).toBe(EXPECTED["gold-members.audience.yaml"]);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, ".pql-audience-pull.json"), "utf8")).files)).not.toContain("docker-compose.yml");
  });

  /** A repository with a committed symbolic link inside audiences/, pointing outside it. */
  const linked = (name: string, target: string, files: Record<string, string> = {}) => {
    const dir = folder({ "outside/keep.txt": "mine\n", "audiences/.keep": "", ...files });
    symlinkSync(target, join(dir, "audiences", name));
    return dir;
  };

  it.each([
    ["a link to a file outside", "gold-members.audience.yaml", "../outside/keep.txt"],
    ["a link to a file outside that does not exist yet", "gold-members.audience.yaml", "../outside/new.audience.yaml"],
    ["a link to a folder outside", "gold-members.audience.yaml", "../outside"],
  ])("%s where a file goes: refused, nothing written through it, even with --force (exit 1)", async (_, name, target) => {
    const emu = await sandbox();
    const dir = linked(name, target);
    for (const args of [[], ["--force"]]) {
      const r = await pull(args, emu, dir);
      expect(readdirSync(join(dir, "outside")).sort()).toEqual(["keep.txt"]);
      expect(readFileSync(join(dir, "outside", "keep.txt"), "utf8")).toBe("mine\n");
      expect(r.status).toBe(1);
      expect(lstatSync(join(dir, "audiences", name)).isSymbolicLink()).toBe(true);
      expect(r.out).toMatch(new RegExp(`^! refused {4}audiences/${name.replaceAll(".", "\\.")} +Gold members: it is a symbolic link`, "m"));
      expect(r.out).toContain("it is a symbolic link: pull writes only regular files, never through a link");
      expect(r.out).toMatch(/, 1 refused \(not a regular file\)/);
      // The other files are pulled.
      expect(read(dir, "us-customers.audience.yaml")).toContain("name: US customers\n");
    }
  });

  it("--check does not read through a link either: the target's text is never printed", async () => {
    const emu = await sandbox();
    const dir = linked("gold-members.audience.yaml", "../outside/keep.txt");
    const r = await pull(["--check"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).not.toContain("mine");
    expect(r.out).toContain("audiences/gold-members.audience.yaml: refused: it is a symbolic link");
  });

  it("the pull state as a link to a file outside: neither read nor written through (exit 1)", async () => {
    const emu = await sandbox();
    const compose = "services: {}\n";
    const dir = linked(".pql-audience-pull.json", "../outside/state.json", {
      "outside/state.json": `${JSON.stringify({ files: { "gold-members.audience.yaml": { id: GOLD, sha256: "0" } } })}\n`,
      "outside/docker-compose.yml": compose,
    });
    const before = readFileSync(join(dir, "outside", "state.json"), "utf8");
    const r = await pull(["--force"], emu, dir);
    expect(readFileSync(join(dir, "outside", "state.json"), "utf8")).toBe(before);
    expect(r.status).toBe(1);
    expect(lstatSync(join(dir, "audiences", ".pql-audience-pull.json")).isSymbolicLink()).toBe(true);
    expect(r.err).toContain("pql-audience: ignored audiences/.pql-audience-pull.json: it is a symbolic link");
    expect(r.err).toContain("pql-audience: audiences/.pql-audience-pull.json: it is a symbolic link");
  });

  it("a file is replaced whole (a temporary file renamed into place): no temporary file is left", async () => {
    const emu = await sandbox();
    const dir = folder({});
    await pull([], emu, dir);
    await editInTheUi(emu, GOLD, 'loyalty.tier = "silver"');
    const file = join(dir, "audiences", "gold-members.audience.yaml");
    const inode = statSync(file).ino;
    expect((await pull([], emu, dir)).status).toBe(0);
    expect(statSync(file).ino).not.toBe(inode);
    expect(readdirSync(join(dir, "audiences")).sort()).toEqual(FILES);
  });
});

describe("pull: a definition it cannot write is skipped, named with why, and fails the run", { timeout: CLI_RUNS }, () => {
  const NAMELESS = "88888888-8888-4888-8888-888888888888";
  const BAD_JSON = "99999999-9999-4999-8999-999999999999";
  const odd = [
    { id: NAMELESS, name: "", expression: pql("person.age > 1"), evaluationInfo: batch },
    { id: BAD_JSON, name: "Bad JSON", expression: { type: "PQL", format: "pql/json", value: "{not json" }, evaluationInfo: batch },
  ].map((s) => ({ schema: profile, mergePolicyId: POLICY, creationTime: Date.parse("2026-02-01T00:00:00Z"), ...s }));

  it.each([[[]], [["--check"]]])("pull %j: exit 1, each skipped one named on stderr, counted in the summary", async (args) => {
    const emu = await emulator({ seed: { segments: [...SEED, ...odd] } });
    const dir = folder({});
    if (args.length > 0) await pull([], emu, dir);
    const r = await pull(args, emu, dir);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(new RegExp(`^pql-audience: skipped "" \\(${NAMELESS}\\): it has no name \\(an audience file needs one\\)$`, "m"));
    expect(r.err).toMatch(new RegExp(`^pql-audience: skipped "Bad JSON" \\(${BAD_JSON}\\): .*pql/json.+$`, "m"));
    expect(r.out).toMatch(
      args.length > 0 ? /; 2 definitions skipped \(not pulled: see above\)\.\n$/ : /, 2 skipped \(not pulled: see above\)\.\n$/,
    );
    expect(r.err).not.toContain("    at ");
  });
});

describe("pull: what to pull", { timeout: CLI_RUNS }, () => {
  it.each([
    ["--method edge", ["--method", "edge"], ["gold-members", "us-customers", "us-gold-members"]],
    ["--method streaming", ["--method", "streaming"], ["cart-viewers-today"]],
    ["--method batch", ["--method", "batch"], ["big-spenders", "built-as-json", "gold-members-2"]],
    ["--name (a glob, any case)", ["--name", "gold*"], ["gold-members", "gold-members-2"]],
    ["--name and --method", ["--name", "*gold*", "--method", "edge"], ["gold-members", "us-gold-members"]],
  ])("%s", async (_, args, stems) => {
    const emu = await sandbox();
    const dir = folder({});
    const r = await pull(args, emu, dir);
    expect(r.status).toBe(0);
    expect(readdirSync(join(dir, "audiences")).sort()).toEqual(
      [".pql-audience-pull.json", ...stems.map((s) => `${s}.audience.yaml`)].sort(),
    );
  });

  it("a reference to an audience not pulled keeps its id; file names are those of a full pull", async () => {
    const emu = await sandbox();
    const dir = folder({});
    await pull(["--method", "batch"], emu, dir);
    expect(read(dir, "big-spenders.audience.yaml")).toContain(`  value: inSegment("${US}") and person.age >= 21\n`);
    expect(read(dir, "gold-members-2.audience.yaml")).toContain("name: Gold Members!\n");
  });
});

describe("pull: the command line", { timeout: CLI_RUNS }, () => {
  it("no credentials: exit 2, says which variables, prints no stack", async () => {
    const dir = folder({});
    const r = await pql_audience(["pull"], undefined, dir, { PATH: process.env.PATH, NO_COLOR: "1", HOME: dir });
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^pql-audience: .*AEP_/);
    expect(r.err).not.toContain("    at ");
    expect(existsSync(join(dir, "audiences"))).toBe(false);
  });

  it("--out that is a file: exit 2 before anything is asked of the sandbox", async () => {
    const emu = await sandbox();
    const dir = folder({ "notes.txt": "x" });
    const r = await pull(["--out", "notes.txt"], emu, dir);
    expect(r).toEqual({ status: 2, out: "", err: "pql-audience: --out: notes.txt is not a directory\n" });
    expect(emu.stats.requests).toBe(0);
  });

  it("an unknown --method: exit 2, naming the choices", async () => {
    const emu = await sandbox();
    const r = await pull(["--method", "realtime"], emu, folder({}));
    expect(r.status).toBe(2);
    expect(r.err).toContain('"realtime"');
    expect(r.err).toMatch(/edge.*streaming.*batch/);
  });
});
