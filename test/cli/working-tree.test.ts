// The interactive commands see the working tree (docs/commands.md#lint: "the files git tracks and
// the untracked ones git does not ignore"): in a scratch git repository, a tracked audience
// references `alias:gold`, which only an untracked file declares, and `alias:silver`'s audience,
// which only an ignored file declares. explain, evaluate, estimate, sql and the language server
// resolve the first as `lint` does and report the second as a reference to nothing.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "vscode-languageserver-protocol";
import { yamlAudience } from "../../src/audience/rules/examples.js";
import { ndjson, identityMap } from "../estimate/helpers.js";
import { startClient, uri, type Client } from "../lsp/client.js";
import { cli, workspaces } from "./helpers.js";

const workspace = workspaces();
const NOW = "2024-05-15T12:00:00Z";

const files = {
  ".gitignore": "silver.audience.yaml\ndata/\n",
  // Tracked.
  "buyers.audience.yaml": yamlAudience({
    name: "Gold US customers",
    value: 'inSegment("alias:gold") and homeAddress.country = "US"',
    evaluation: [true, false, false],
  }),
  "silver-buyers.audience.yaml": yamlAudience({
    name: "Silver US customers",
    value: 'inSegment("alias:silver") and homeAddress.country = "US"',
    evaluation: [true, false, false],
  }),
  // Untracked, not ignored: part of the working tree.
  "gold.audience.yaml": yamlAudience({ name: "Gold members", value: 'loyalty.tier = "gold"', extras: ["alias: gold"] }),
  // Ignored: not part of it.
  "silver.audience.yaml": yamlAudience({ name: "Silver members", value: 'loyalty.tier = "silver"', extras: ["alias: silver"] }),
  "alice.json": JSON.stringify({ homeAddress: { country: "US" }, loyalty: { tier: "gold" } }),
  "data/profiles.ndjson": ndjson([
    { identityMap: identityMap({ ECID: [{ id: "e0", primary: true }] }), homeAddress: { country: "US" }, loyalty: { tier: "gold" } },
    { identityMap: identityMap({ ECID: [{ id: "e1", primary: true }] }), homeAddress: { country: "US" }, loyalty: { tier: "silver" } },
    { identityMap: identityMap({ ECID: [{ id: "e2", primary: true }] }), homeAddress: { country: "FR" }, loyalty: { tier: "gold" } },
  ]),
  "data/events.ndjson": "",
};

let dir: string;
beforeAll(() => {
  dir = workspace(files);
  const git = (...args: string[]) => expect(spawnSync("git", args, { cwd: dir, encoding: "utf8" }).status).toBe(0);
  git("init", "--quiet");
  git("add", ".gitignore", "buyers.audience.yaml", "silver-buyers.audience.yaml", "alice.json");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "--quiet", "-m", "audiences");
  // What git says of each file: the premise of every case below.
  const status = spawnSync("git", ["status", "--porcelain", "--ignored"], { cwd: dir, encoding: "utf8" }).stdout;
  expect(status.split("\n").filter(Boolean).sort()).toEqual(["!! data/", "!! silver.audience.yaml", "?? gold.audience.yaml"]);
});

/** The codes of the references to nothing a run printed (stylish frames on stderr, or JSON diagnostics). */
const unknownReference = /PQL121/;

describe("an alias declared in an untracked file resolves", () => {
  it("explain: eligible as lint says, nothing on stderr, exit 0", () => {
    const r = cli(["explain", "--format", "json", "buyers.audience.yaml"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout).verdict.reasons.map((x: { code: string }) => x.code)).not.toContain("PQL121");
    expect(r.status).toBe(0);
  });

  it("evaluate: the referenced audience is evaluated first, and the profile qualifies", () => {
    const r = cli(["evaluate", "buyers.audience.yaml", "--profile", "alice.json", "--now", NOW, "--format", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toMatchObject([{ name: "Gold US customers", status: "evaluated", qualifies: true }]);
    expect(r.status).toBe(0);
  });

  it("sql: compiles, not refused for its input", () => {
    const r = cli(["sql", "buyers.audience.yaml", "--now", NOW], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("-- Gold US customers (buyers.audience.yaml");
    expect(r.status).toBe(0);
  });

  it("estimate: counts the audience over the data set", { timeout: 60_000 }, () => {
    const r = cli(["estimate", "buyers.audience.yaml", "--data", "data", "--now", NOW, "--format", "json"], { cwd: dir });
    expect(r.stderr).not.toMatch(unknownReference);
    expect(r.status).toBe(0);
    const audiences = JSON.parse(r.stdout).audiences as { name: string; qualified: number }[];
    expect(audiences.find((a) => a.name === "Gold US customers")?.qualified).toBe(1);
  });
});

describe("an alias declared only in an ignored file does not (the working tree leaves it out)", () => {
  it.each([
    ["explain", ["explain", "silver-buyers.audience.yaml"]],
    ["evaluate", ["evaluate", "silver-buyers.audience.yaml", "--profile", "alice.json", "--now", NOW]],
    ["sql", ["sql", "silver-buyers.audience.yaml", "--now", NOW]],
  ])("%s: PQL121 on stderr, exit 1", (_, args) => {
    const r = cli(args, { cwd: dir });
    expect(r.stderr).toMatch(unknownReference);
    expect(r.status).toBe(1);
  });
});

describe("the language server", () => {
  let client: Client;
  beforeAll(async () => {
    client = await startClient({ cwd: dir });
  });
  afterAll(() => client.stop());

  const open = async (name: string): Promise<Diagnostic[]> => {
    const path = join(dir, name);
    const published = client.diagnostics(uri(path), 1);
    await client.connection.sendNotification("textDocument/didOpen", {
      textDocument: { uri: uri(path), languageId: "yaml", version: 1, text: files[name as keyof typeof files] },
    });
    return (await published).diagnostics;
  };

  it.each([
    ["an alias of an untracked file resolves", "buyers.audience.yaml", false],
    ["an alias of an ignored file does not", "silver-buyers.audience.yaml", true],
  ])("%s (%s)", async (_, name, unknown) => {
    const codes = (await open(name)).map((d) => String(d.code));
    expect(codes.includes("PQL121")).toBe(unknown);
  });
});
