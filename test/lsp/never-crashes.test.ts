// Law: whatever the text and however it is edited, the server keeps answering. fast-check drives
// a real server through open and incremental changes (random text, random places, half surrogate
// pairs included), then asks for everything an editor asks for.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { startClient, uri, type Client } from "./client.js";

const repo = resolve(import.meta.dirname, "../..");
const seeds = ["examples/recent-purchasers.audience.yaml", "examples/us-customers.audience.json", "examples/checkout-today.pql"];

let client: Client;
beforeAll(async () => {
  client = await startClient({ cwd: repo });
});
afterAll(() => client.stop());

const piece = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 6 }),
  fc.constantFrom(
    "\n",
    "\r\n",
    '"',
    "'",
    "\\",
    "|-\n",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "AND",
    'inSegment("alias:',
    "CHAIN(",
    ": ",
    "- ",
    "\t",
    "\uD83D",
  ),
);
const edit = fc.record({ at: fc.nat(), length: fc.nat({ max: 20 }), text: piece });

let run = 0;
it("keeps answering through random edits", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 8 }), fc.nat(), async (seed, edits, probe) => {
      const path = resolve(repo, seed.replace(/^examples\//, `examples/fuzz-${run++}-`));
      const u = uri(path);
      let doc = TextDocument.create(u, "pql", 1, readFileSync(resolve(repo, seed), "utf8"));
      const opened = client.diagnostics(u, 1);
      await client.connection.sendNotification("textDocument/didOpen", {
        textDocument: { uri: u, languageId: "pql", version: 1, text: doc.getText() },
      });
      await opened;
      for (const e of edits) {
        const start = e.at % (doc.getText().length + 1);
        const range = { start: doc.positionAt(start), end: doc.positionAt(start + e.length) };
        doc = TextDocument.update(doc, [{ range, text: e.text }], doc.version + 1);
        await client.connection.sendNotification("textDocument/didChange", {
          textDocument: { uri: u, version: doc.version },
          contentChanges: [{ range, text: e.text }],
        });
      }
      const published = await client.diagnostics(u, doc.version);
      expect(Array.isArray(published.diagnostics)).toBe(true);
      const position = doc.positionAt(probe % (doc.getText().length + 1));
      const at = { textDocument: { uri: u }, position };
      const range = { start: position, end: position };
      await Promise.all([
        client.connection.sendRequest("textDocument/hover", at),
        client.connection.sendRequest("textDocument/completion", at),
        client.connection.sendRequest("textDocument/definition", at),
        client.connection.sendRequest("textDocument/references", { ...at, context: { includeDeclaration: true } }),
        client.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: u }, range, context: { diagnostics: [] } }),
        client.connection.sendRequest("textDocument/formatting", { textDocument: { uri: u }, options: { tabSize: 2, insertSpaces: true } }),
        client.connection.sendRequest("textDocument/documentSymbol", { textDocument: { uri: u } }),
        client.connection.sendRequest("textDocument/semanticTokens/full", { textDocument: { uri: u } }),
      ]);
      await client.connection.sendNotification("textDocument/didClose", { textDocument: { uri: u } });
    }),
    { numRuns: 40 },
  );
  // Every request was answered, none by an internal error logged as a failed handler.
  expect(client.logs.filter((l) => /Error|failed/.test(l))).toEqual([]);
  expect(client.process.exitCode).toBeNull();
}, 120_000);
