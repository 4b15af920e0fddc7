// A document over the size limit (maxFileSize, 2 MiB unless the config says otherwise) is
// measured, never parsed, by every request as by lint: lint's one diagnostic (PQL109) says why,
// and each request answers its empty value at once. A 5 MB document took 2 to 9 seconds and up
// to 1 GB of the server's memory per request before.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startClient, uri, type Client } from "./client.js";

/** An `or` of `n` terms, one line: `a0 = 1 or a1 = 1 or ...`. */
const ors = (n: number) => Array.from({ length: n }, (_, i) => `a${i} = 1`).join(" or ");

const requests = (u: string) => {
  const at = { textDocument: { uri: u }, position: { line: 0, character: 10 } };
  return [
    ["textDocument/hover", at, null],
    ["textDocument/completion", at, []],
    ["textDocument/definition", at, null],
    ["textDocument/references", { ...at, context: { includeDeclaration: true } }, []],
    [
      "textDocument/codeAction",
      { textDocument: { uri: u }, range: { start: at.position, end: at.position }, context: { diagnostics: [] } },
      [],
    ],
    ["textDocument/formatting", { textDocument: { uri: u }, options: { tabSize: 2, insertSpaces: true } }, []],
    ["textDocument/documentSymbol", { textDocument: { uri: u } }, []],
    ["textDocument/semanticTokens/full", { textDocument: { uri: u } }, { data: [] }],
  ] as const;
};

async function open(client: Client, path: string, text: string) {
  const published = client.diagnostics(uri(path), 1);
  await client.connection.sendNotification("textDocument/didOpen", {
    textDocument: { uri: uri(path), languageId: "pql", version: 1, text },
  });
  return (await published).diagnostics;
}

describe("a document over the config's limit (maxFileSize: 2000)", () => {
  let dir: string;
  let client: Client;
  // 3,384 characters: over the limit; parsed, it would have a hover, symbols, tokens and a formatting change (spaces).
  const text = ors(250).replaceAll(" or ", "   or ");
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pql-lsp-size-"));
    writeFileSync(join(dir, "pql-audience.config.yaml"), "maxFileSize: 2000\n");
    writeFileSync(
      join(dir, "big.audience.yaml"),
      `name: Big\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${ors(200)}\nx-pql-audience:\n  alias: big\n`,
    );
    client = await startClient({ cwd: dir });
  });
  afterAll(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("one diagnostic says why: PQL109, as lint reports it", async () => {
    const diagnostics = await open(client, join(dir, "huge.pql"), text);
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "PQL109 the file is 3.3 KiB (3,384 characters), over the limit of 2.0 KiB (2,000 characters); it is not checked",
    ]);
  });

  it.each(requests(uri("/placeholder")).map(([method]) => method))("%s answers its empty value", async (method) => {
    const [, params, empty] = requests(uri(join(dir, "huge.pql"))).find(([m]) => m === method)!;
    expect(await client.connection.sendRequest(method, params)).toEqual(empty);
  });

  it("another file over the limit is not outlined: its alias is not offered", async () => {
    const path = join(dir, "small.pql");
    await open(client, path, 'inSegment("alias:');
    const items = await client.connection.sendRequest<{ label: string }[]>("textDocument/completion", {
      textDocument: { uri: uri(path) },
      position: { line: 0, character: 17 },
    });
    expect(items.map((i) => i.label)).not.toContain("big");
  });
});

it("a 2.5 MiB document with the default limit: every request answers within a second", async () => {
  const dir = mkdtempSync(join(tmpdir(), "pql-lsp-size-"));
  const client = await startClient({ cwd: dir });
  try {
    const path = join(dir, "huge.pql");
    const diagnostics = await open(client, path, ors(300_000).slice(0, 2.5 * 1024 * 1024));
    expect(diagnostics.map((d) => d.code)).toEqual(["PQL109"]);
    for (const [method, params, empty] of requests(uri(path))) {
      const started = performance.now();
      expect(await client.connection.sendRequest(method, params)).toEqual(empty);
      expect(performance.now() - started, method).toBeLessThan(1000);
    }
  } finally {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
