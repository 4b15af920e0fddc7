// Every request the server answers, sent with `"params": null` (which a typed client never
// sends, but any process on the pipe may): JSON-RPC's InvalidParams (-32602) with a message that
// names the request, never an internal error, and the server goes on answering.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paramsProblem } from "../../src/lsp/message-params.js";
import { initialize, type RawServer, startRawServer } from "./raw-client.js";

const document = "the params must name a document (textDocument.uri)";
const position = "the params must name a document and a position (textDocument.uri, position.line, position.character)";
const range = "the params must name a document and a range (textDocument.uri, range.start, range.end)";
const requests = [
  ["textDocument/hover", position],
  ["textDocument/completion", position],
  ["textDocument/definition", position],
  ["textDocument/references", position],
  ["textDocument/codeAction", range],
  ["textDocument/formatting", document],
  ["textDocument/documentSymbol", document],
  ["textDocument/semanticTokens/full", document],
];

let dir: string;
let server: RawServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pql-lsp-null-"));
  server = startRawServer(dir);
  await initialize(server);
});
afterAll(async () => {
  server.send({ id: 9999, method: "shutdown" });
  await server.response(9999);
  server.send({ method: "exit" });
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

let id = 1;
it.each(requests)("%s with null params: -32602", async (method, message) => {
  const n = id++;
  server.send({ id: n, method, params: null });
  expect((await server.response(n)).error).toEqual({ code: -32602, message: `${method}: ${message}` });
});

it.each(requests)("%s with params that name no document: -32602", async (method) => {
  const n = id++;
  server.send({ id: n, method, params: { textDocument: null, position: { line: 0, character: 0 } } });
  expect((await server.response(n)).error).toEqual({ code: -32602, message: `${method}: ${document}` });
});

it("initialize with null params: -32602, and a session can still begin", async () => {
  const other = startRawServer(dir);
  try {
    other.send({ id: 1, method: "initialize", params: null });
    expect((await other.response(1)).error).toEqual({ code: -32602, message: "initialize: the params must be an object" });
    await initialize(other);
  } finally {
    other.process.kill();
  }
});

it.each([
  ["textDocument/didOpen", "the params must give the document's uri, version and text (textDocument)"],
  ["textDocument/didChange", "the params must give the document's uri and version and a list of changes (textDocument, contentChanges)"],
  ["textDocument/didClose", document],
  ["workspace/didChangeWatchedFiles", "the params must list the changes, each with a uri (changes)"],
])("the notification %s with null params is dropped and logged", async (method, message) => {
  server.send({ method, params: null });
  const n = id++;
  server.send({ id: n, method: "textDocument/documentSymbol", params: { textDocument: { uri: "file:///nowhere.pql" } } });
  await server.response(n);
  expect(server.logs).toContain(`ignored ${method}: ${message}`);
});

it("law: paramsProblem reads any params without failing", () => {
  const methods = [
    ...requests.map(([m]) => m!),
    "initialize",
    "textDocument/didOpen",
    "textDocument/didChange",
    "workspace/didChangeWatchedFiles",
  ];
  fc.assert(
    fc.property(fc.constantFrom(...methods), fc.jsonValue(), (method, params) => {
      const problem = paramsProblem(method, params);
      return problem === undefined || problem.startsWith("the params must");
    }),
  );
});

it("the server answers on after them", async () => {
  server.send({
    id: 500,
    method: "textDocument/hover",
    params: { textDocument: { uri: "file:///nowhere.pql" }, position: { line: 0, character: 0 } },
  });
  expect(await server.response(500)).toMatchObject({ result: null });
  expect(server.stderr()).toBe("");
});
