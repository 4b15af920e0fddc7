// The server driven as an editor drives it: the built CLI's `lsp` over stdio, a JSON-RPC client.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeAction, CompletionItem, Diagnostic, Hover, Location, TextEdit } from "vscode-languageserver-protocol";
import { formatSource } from "../../src/format-source.js";
import { bin } from "../cli/helpers.js";
import { startClient, uri, type Client } from "./client.js";

const repo = resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-lsp-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

async function open(client: Client, path: string, text = readFileSync(path, "utf8")): Promise<Diagnostic[]> {
  const published = client.diagnostics(uri(path), 1);
  await client.connection.sendNotification("textDocument/didOpen", {
    textDocument: { uri: uri(path), languageId: "pql", version: 1, text },
  });
  return (await published).diagnostics;
}

// Every audience file of examples/ and the fixtures.
const served = (["examples", "test/fixtures"] as const).flatMap((d) =>
  (readdirSync(resolve(repo, d), { recursive: true }) as string[])
    .filter((f) => /\.(pql|audience\.(json|ya?ml))$/.test(f))
    .map((f) => join(d, f))
    .sort(),
);

interface LintedDiagnostic {
  code: string;
  severity: string;
  message: string;
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
  docs: { url: string };
}

/** `lint --format json FILE` from the same working directory as the server: one run per file, as a person lints one. */
async function lintOne(path: string): Promise<LintedDiagnostic[]> {
  const run = await execFileAsync(process.execPath, [bin, "lint", "--format", "json", path], { cwd: repo, encoding: "utf8" }).catch(
    (e: { stdout: string }) => e, // exit 1: problems found
  );
  return (JSON.parse(run.stdout) as { files: { diagnostics: LintedDiagnostic[] }[] }).files[0]?.diagnostics ?? [];
}

describe("diagnostics are lint's", () => {
  let client: Client;
  const linted = new Map<string, LintedDiagnostic[]>();
  beforeAll(async () => {
    client = await startClient({ cwd: repo });
    for (let i = 0; i < served.length; i += 4) await Promise.all(served.slice(i, i + 4).map(async (f) => linted.set(f, await lintOne(f))));
  }, 120_000);
  afterAll(() => client.stop());

  const severity: Record<string, number> = { error: 1, warning: 2, info: 3 };

  it("covers the examples and the fixtures", () => expect(served.length).toBeGreaterThan(50));

  it.each(served)("%s", async (path) => {
    const got = await open(client, resolve(repo, path));
    const want = linted.get(path)!.map((d) => ({
      code: d.code,
      severity: severity[d.severity],
      message: d.message,
      range: {
        start: { line: d.range.start.line - 1, character: d.range.start.column - 1 },
        end: { line: d.range.end.line - 1, character: d.range.end.column - 1 },
      },
      href: d.docs.url,
    }));
    expect(
      got.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: d.range, href: d.codeDescription?.href })),
    ).toEqual(want);
  });
});

const config = "rules:\n  style/uppercase-keyword: error\n";
const gold = `name: Gold members
expression:
  type: PQL
  format: pql/text
  value: 'loyalty.tier = "gold"'
evaluationInfo:
  synchronous:
    enabled: true
schema:
  name: _xdm.context.profile
x-pql-audience:
  alias: gold
`;
const carts = `name: Gold cart adders
expression:
  type: PQL
  format: pql/text
  value: |-
    inSegment("alias:gold") AND CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])
evaluationInfo:
  batch:
    enabled: true
schema:
  name: _xdm.context.profile
`;

describe("an editing session", () => {
  let client: Client;
  let dir: string;
  let cartsPath: string;
  const request = <R>(method: string, params: object) => client.connection.sendRequest(method, params) as Promise<R>;
  const at = (path: string, line: number, character: number) => ({ textDocument: { uri: uri(path) }, position: { line, character } });

  beforeAll(async () => {
    dir = project({
      "pql-audience.config.yaml": config,
      "gold.audience.yaml": gold,
      "carts.audience.yaml": carts,
      "us.pql": 'homeAddress.countryCode = "US"',
    });
    cartsPath = join(dir, "carts.audience.yaml");
    client = await startClient({ cwd: dir });
  });
  afterAll(() => client.stop());

  it("open: the diagnostics, at their place in the YAML block scalar", async () => {
    const diagnostics = await open(client, cartsPath);
    const uppercase = diagnostics.find((d) => d.code === "PQL302")!;
    expect(uppercase).toMatchObject({ severity: 1, range: { start: { line: 5, character: 28 }, end: { line: 5, character: 31 } } });
    expect(uppercase.codeDescription?.href).toMatch(/docs\/rules\.md#pql302-styleuppercase-keyword$/);
  });

  it("hover on a keyword: its one line", async () => {
    const hover = await request<Hover>("textDocument/hover", at(cartsPath, 5, 33));
    expect(JSON.stringify(hover.contents)).toContain("events in order");
  });

  it('hover on inSegment("alias:gold"): the audience, its verdict and its evaluation method', async () => {
    const hover = await request<Hover>("textDocument/hover", at(cartsPath, 5, 16));
    expect((hover.contents as { value: string }).value).toBe(
      "**Gold members** (gold.audience.yaml)\n\nedge-eligible: profile-only\n\nevaluation method: edge (profile-only)",
    );
  });

  it("hover on the expression: the verdict, the method and one line per reason, no code frames", async () => {
    const hover = await request<Hover>("textDocument/hover", at(cartsPath, 5, 100));
    const value = (hover.contents as { value: string }).value;
    expect(value.split("\n")).toEqual([
      "```text",
      "verdict: not edge-eligible (1 reason)",
      "method: batch (not streaming-eligible, 1 reason)",
      "note PQL204 edge/window-too-long at 6:112: the event window is 3 days; edge audiences need less than 24 hours",
      "note PQL404 streaming/window-too-long at 6:112: the event window is 3 days; streaming audiences look back one day at most",
      "```",
    ]);
  });

  it("code actions: the linter's fix, a suppression with a reason, format", async () => {
    const actions = await request<CodeAction[]>("textDocument/codeAction", {
      ...at(cartsPath, 5, 29),
      range: { start: { line: 5, character: 29 }, end: { line: 5, character: 29 } },
      context: { diagnostics: [] },
    });
    const titles = actions.map((a) => a.title);
    expect(titles).toContain("Suppress PQL302 (style/uppercase-keyword) with a reason");
    expect(titles).toContain("Format with pql-audience fmt");
    const fix = actions.find((a) => a.kind === "quickfix" && a.isPreferred)!;
    expect(fix.edit?.changes?.[uri(cartsPath)]).toEqual([
      { range: { start: { line: 5, character: 28 }, end: { line: 5, character: 31 } }, newText: "and" },
    ]);
    const suppress = actions.find((a) => a.title.startsWith("Suppress"))!;
    // Above `value:`: a comment inside the block scalar would be PQL.
    expect(suppress.edit?.changes?.[uri(cartsPath)]).toEqual([
      {
        range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } },
        newText: "  # pql-audience-disable-next-line PQL302 -- TODO: say why this is fine\n",
      },
    ]);
  });

  it("formatting: only the expression of the audience file changes", async () => {
    const edits = await request<TextEdit[]>("textDocument/formatting", {
      textDocument: { uri: uri(cartsPath) },
      options: { tabSize: 2, insertSpaces: true },
    });
    // One edit, inside the `value:` block (line 5), giving what `fmt` gives.
    expect(edits).toHaveLength(1);
    expect(edits[0]!.range.start.line).toBe(5);
    expect(edits[0]!.range.end.line).toBe(5);
    const fmt = formatSource("carts.audience.yaml", carts);
    expect(fmt.ok && applyEdits(carts, edits)).toBe(fmt.ok && fmt.output);
  });

  it("formatting a .pql file: fmt's canonical form", async () => {
    const path = join(dir, "us.pql");
    await open(client, path, 'homeAddress.countryCode="US"');
    const edits = await request<TextEdit[]>("textDocument/formatting", {
      textDocument: { uri: uri(path) },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(applyEdits('homeAddress.countryCode="US"', edits)).toBe('homeAddress.countryCode = "US"\n');
  });

  it("change (incremental): diagnostics for the new version", async () => {
    const published = client.diagnostics(uri(cartsPath), 2);
    await client.connection.sendNotification("textDocument/didChange", {
      textDocument: { uri: uri(cartsPath), version: 2 },
      contentChanges: [{ range: { start: { line: 5, character: 28 }, end: { line: 5, character: 31 } }, text: "and" }],
    });
    expect((await published).diagnostics.map((d) => d.code)).toEqual(["PQL301"]);
  });

  it.each([
    ['    inSegment("alias:', "gold", "Gold members"],
    ["    homeAddress.", "startsWith", ".startsWith(prefix, caseSensitive)"],
    ["    homeAddress.", "countryCode", undefined],
    ["    ", "CHAIN", "CHAIN(xEvent, timestamp, [A: WHAT(...) WHEN(...)])"],
    ["    ", "last month", "relative time"],
  ])("completion after %j offers %s", async (prefix, label, detail) => {
    const path = join(dir, "typing.audience.yaml");
    const text = `name: Typing\nexpression:\n  type: PQL\n  format: pql/text\n  value: |-\n${prefix}`;
    const published = client.diagnostics(uri(path));
    await client.connection.sendNotification("textDocument/didOpen", {
      textDocument: { uri: uri(path), languageId: "yaml", version: 1, text },
    });
    await published;
    const items = await request<CompletionItem[]>("textDocument/completion", at(path, 5, prefix.length));
    await client.connection.sendNotification("textDocument/didClose", { textDocument: { uri: uri(path) } });
    const item = items.find((i) => i.label === label);
    expect(item).toBeDefined();
    if (detail) expect(item!.detail).toBe(detail);
  });

  const yamlAudience =
    'name: Gold\nexpression:\n  type: PQL\n  format: pql/text\n  value: loyalty.tier = "gold"\nschema:\n  name: _xdm.context.profile\n';
  const jsonAudience =
    '{\n  "name": "Gold",\n  "expression": { "type": "PQL", "format": "pql/text", "value": "loyalty.tier = \\"gold\\"" },\n  "schema": { "name": "_xdm.context.profile" }\n}\n';
  // [kind of file, line, character, PQL words offered]: | marks the place in the comment.
  it.each([
    ["yaml", 0, 8, false], // name: Go|ld
    ["yaml", 6, 16, false], // name: _xdm.con|text.profile (schema.name)
    ["yaml", 2, 10, false], // type: PQ|L
    ["yaml", 4, 18, true], // value: loyalty.t|ier
    ["yaml", 4, 9, true], // value: |loyalty (its first character)
    ["json", 1, 13, false], // "name": "Go|ld"
    ["json", 3, 31, false], // "schema": { "name": "_xdm.con|text.profile" }
    ["json", 2, 74, true], // "value": "loyalty.t|ier
  ] as const)("completion in a %s audience file at %i:%i: PQL words %s", async (kind, line, character, offered) => {
    const text = kind === "yaml" ? yamlAudience : jsonAudience;
    const path = join(dir, `place.audience.${kind}`);
    const published = client.diagnostics(uri(path));
    await client.connection.sendNotification("textDocument/didOpen", {
      textDocument: { uri: uri(path), languageId: kind, version: 1, text },
    });
    await published;
    const items = await request<CompletionItem[]>("textDocument/completion", at(path, line, character));
    await client.connection.sendNotification("textDocument/didClose", { textDocument: { uri: uri(path) } });
    if (offered) expect(items.length).toBeGreaterThan(0);
    else expect(items).toEqual([]);
  });

  it('definition of inSegment("alias:gold"): the alias in gold.audience.yaml', async () => {
    const location = await request<Location>("textDocument/definition", at(cartsPath, 5, 16));
    expect(location).toEqual({
      uri: uri(join(dir, "gold.audience.yaml")),
      range: { start: { line: 11, character: 9 }, end: { line: 11, character: 13 } },
    });
  });

  it.each([
    [false, [{ uri: "carts", range: { start: { line: 5, character: 4 }, end: { line: 5, character: 27 } } }]],
    [
      true,
      [
        { uri: "carts", range: { start: { line: 5, character: 4 }, end: { line: 5, character: 27 } } },
        { uri: "gold", range: { start: { line: 11, character: 9 }, end: { line: 11, character: 13 } } },
      ],
    ],
  ])("references of alias:gold (declaration too: %s)", async (includeDeclaration, want) => {
    const locations = await request<Location[]>("textDocument/references", { ...at(cartsPath, 5, 16), context: { includeDeclaration } });
    const sorted = [...locations].sort((a, b) => a.uri.localeCompare(b.uri));
    expect(sorted).toEqual(want.map((l) => ({ ...l, uri: uri(join(dir, `${l.uri}.audience.yaml`)) })));
  });

  it("document symbols: one per audience", async () => {
    const symbols = await request<{ name: string }[]>("textDocument/documentSymbol", { textDocument: { uri: uri(cartsPath) } });
    expect(symbols.map((s) => s.name)).toEqual(["Gold cart adders"]);
  });

  it("semantic tokens for a .pql file", async () => {
    const tokens = await request<{ data: number[] }>("textDocument/semanticTokens/full", {
      textDocument: { uri: uri(join(dir, "us.pql")) },
    });
    // homeAddress, ., countryCode ... as [line, start, length, type, modifiers] steps
    expect(tokens.data.slice(0, 5)).toEqual([0, 0, 11, 7, 0]);
  });

  it("another file changes on disk: references update", async () => {
    const goldPath = join(dir, "gold.audience.yaml");
    const codes = (p: { diagnostics: Diagnostic[] }) => p.diagnostics.map((d) => d.code);
    save(goldPath, gold.replace("alias: gold", "alias: platinum"));
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(goldPath), type: 2 }] });
    const unknown = await client.diagnosticsUntil(uri(cartsPath), (p) => codes(p).includes("PQL121"));
    expect(unknown.diagnostics.find((d) => d.code === "PQL121")!.message).toBe("no audience file declares the alias `gold`");
    save(goldPath, gold);
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(goldPath), type: 2 }] });
    expect(codes(await client.diagnosticsUntil(uri(cartsPath), (p) => !codes(p).includes("PQL121")))).toEqual(["PQL301"]);
  });

  it("the config changes: re-read; a broken one is a diagnostic on the config file", async () => {
    const configPath = join(dir, "pql-audience.config.yaml");
    save(configPath, "rules:\n  style/no-such-rule: error\n");
    const onConfig = client.diagnostics(uri(configPath));
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(configPath), type: 2 }] });
    const [problem] = (await onConfig).diagnostics;
    expect(problem).toMatchObject({ severity: 1, range: { start: { line: 1, character: 2 } } });
    expect(problem!.message).toContain("unknown rule `style/no-such-rule`");

    save(configPath, "rules:\n  style/canonical-format: off\n");
    const cleared = client.diagnostics(uri(configPath));
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(configPath), type: 2 }] });
    expect((await cleared).diagnostics).toEqual([]);
    // Relinted with the new config: PQL301 is off (the relint under the broken config may publish first).
    const relinted = await client.diagnosticsUntil(uri(cartsPath), (p) => !p.diagnostics.some((d) => d.code === "PQL301"));
    expect(relinted.diagnostics).toEqual([]);
  });
});

/** Writes a file as editors save one: a new file renamed over the old, so no reader sees it half written. */
function save(path: string, text: string): void {
  writeFileSync(`${path}.saving`, text);
  renameSync(`${path}.saving`, path);
}

function applyEdits(text: string, edits: TextEdit[]): string {
  const lines = text.split("\n");
  const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}

describe("a session with nothing open", () => {
  it("a broken config that changes on disk is a diagnostic on it", async () => {
    const dir = project({ "pql-audience.config.yaml": "rules: {}\n", "a.pql": 'a = "x"' });
    const client = await startClient({ cwd: dir });
    try {
      const configPath = join(dir, "pql-audience.config.yaml");
      writeFileSync(configPath, "edge:\n  windowBoundary: sometimes\n");
      const published = client.diagnostics(uri(configPath));
      await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(configPath), type: 2 }] });
      const [problem] = (await published).diagnostics;
      expect(problem).toMatchObject({ range: { start: { line: 1, character: 18 } } });
      expect(problem!.message).toContain("`edge.windowBoundary` must be one of");
    } finally {
      await client.stop();
    }
  });

  it("a config with an alias bomb is refused on the config file, as `lint` refuses it", async () => {
    const dir = project({ "pql-audience.config.yaml": "rules: {}\n", "a.pql": 'a = "x"' });
    const client = await startClient({ cwd: dir });
    try {
      const configPath = join(dir, "pql-audience.config.yaml");
      const levels = Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(", ")}]`);
      save(configPath, `a0: &a0 ["lol", "lol"]\n${levels.join("\n")}\n`);
      const published = client.diagnostics(uri(configPath));
      await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(configPath), type: 2 }] });
      const [problem] = (await published).diagnostics;
      expect(problem).toMatchObject({ severity: 1, range: { start: { line: 1, character: 9 } } });
      expect(problem!.message).toBe("not valid YAML: Excessive alias count indicates a resource exhaustion attack");
      // Opening a file the config applies to lints it with the defaults meanwhile, and logs no failure.
      expect(await open(client, join(dir, "a.pql"), 'a = "x"')).toEqual(expect.any(Array));
      expect(client.logs.filter((l) => /Error|failed/.test(l))).toEqual([]);
    } finally {
      await client.stop();
    }
  });
});

describe("typing is debounced", () => {
  it("three quick changes are linted once, at the last version", async () => {
    const dir = project({ "pql-audience.config.yaml": "", "a.pql": 'a = "x"' });
    const client = await startClient({ cwd: dir, initializationOptions: { debounceMs: 300 } });
    try {
      const path = join(dir, "a.pql");
      await open(client, path, 'a = "x"');
      const next = client.diagnostics(uri(path));
      for (const version of [2, 3, 4])
        await client.connection.sendNotification("textDocument/didChange", {
          textDocument: { uri: uri(path), version },
          contentChanges: [{ text: version === 4 ? "a AND b" : `a = ${version}` }],
        });
      const published = await next;
      expect(published.version).toBe(4);
      expect(published.diagnostics.map((d) => d.code)).toContain("PQL302");
    } finally {
      await client.stop();
    }
  });
});

describe("a config that names an XDM schema (xdm.schema)", () => {
  it("completion offers the schema's field paths, and an unreadable schema is shown on the config", async () => {
    const schema = { type: "object", properties: { _acme: { type: "object", properties: { loyaltyTier: { type: "string" } } } } };
    const dir = project({
      "pql-audience.config.yaml": "xdm:\n  schema: xdm/profile.schema.json\n",
      "xdm/profile.schema.json": JSON.stringify(schema),
      "a.pql": "_acme.",
    });
    const client = await startClient({ cwd: dir });
    try {
      const path = join(dir, "a.pql");
      await open(client, path, "_acme.");
      const items = await client.connection.sendRequest<CompletionItem[]>("textDocument/completion", {
        textDocument: { uri: uri(path) },
        position: { line: 0, character: 6 },
      });
      expect(items.map((i) => i.label)).toContain("loyaltyTier");

      const configPath = join(dir, "pql-audience.config.yaml");
      save(configPath, "xdm:\n  schema: xdm/missing.json\n");
      const problem = client.diagnostics(uri(configPath));
      await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(configPath), type: 2 }] });
      await client.connection.sendRequest("textDocument/completion", {
        textDocument: { uri: uri(path) },
        position: { line: 0, character: 6 },
      });
      expect((await problem).diagnostics[0]!.message).toContain("cannot read the XDM schema `xdm/missing.json`");
    } finally {
      await client.stop();
    }
  });
});

describe("an editor that cannot watch files (Neovim before 0.10)", () => {
  it("a config changed on disk applies at the next edit, read again once the server's copy is old", async () => {
    const dir = project({ "pql-audience.config.yaml": "", "a.pql": "a AND b" });
    const client = await startClient({ cwd: dir, watch: false, initializationOptions: { debounceMs: 0, rereadMs: 0 } });
    try {
      const path = join(dir, "a.pql");
      expect((await open(client, path, "a AND b")).map((d) => d.code)).toContain("PQL302");
      save(join(dir, "pql-audience.config.yaml"), "rules:\n  style/uppercase-keyword: off\n");
      const next = client.diagnostics(uri(path), 2);
      await client.connection.sendNotification("textDocument/didChange", {
        textDocument: { uri: uri(path), version: 2 },
        contentChanges: [{ text: "a AND b " }],
      });
      expect((await next).diagnostics.map((d) => d.code)).not.toContain("PQL302");
    } finally {
      await client.stop();
    }
  });
});

it("opening a file lints it once: one publication for the opened version", async () => {
  const dir = project({ "pql-audience.config.yaml": "", "a.pql": "a AND b" });
  const client = await startClient({ cwd: dir, initializationOptions: { debounceMs: 50 } });
  try {
    const path = join(dir, "a.pql");
    await open(client, path, "a AND b");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.publications.filter((p) => p.uri === uri(path)).length).toBe(1);
  } finally {
    await client.stop();
  }
});

it("shutdown, then exit: the server ends with exit code 0", async () => {
  const client = await startClient({ cwd: project({ "a.pql": "a = 1" }) });
  expect(await client.stop()).toBe(0);
});
