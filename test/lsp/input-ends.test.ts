// How the server's input ends, with a real server process: a malformed header stops it with
// exit code 2, a closed input with 1 (0 after `shutdown`, as the protocol's `exit`), each with
// one line on stderr and no stack trace, and soon: never a process left waiting.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { initialize, type RawServer, startRawServer } from "./raw-client.js";

const dir = mkdtempSync(join(tmpdir(), "pql-lsp-ends-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The exit code, or "still running" when the process has not ended within `ms`. */
async function ending(server: RawServer, ms = 5000): Promise<number | string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("still running"), ms);
  });
  const code = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (code === "still running") server.process.kill();
  return code;
}

const malformed = "pql-audience: lsp: the client sent a malformed message";
const closed = "pql-audience: lsp: the client closed the connection without asking the server to shut down; stopping\n";

it.each([
  ["a Content-Length that is not a number", "Content-Length: many\r\n\r\n{}", "(Content-Length value must be a number. Got many)"],
  ["a header line without a colon", "Content-Length 2\r\n\r\n{}", "(Message header must separate key and value using ':')"],
  ["no Content-Length", "Content-Type: application/json\r\n\r\n{}", "(Header must provide a Content-Length property.)"],
  ["a body that is not JSON", "Content-Length: 5\r\n\r\n{nope", "("],
])("%s: exit 2 and one line on stderr", async (_, bytes, detail) => {
  const server = startRawServer(dir);
  await initialize(server);
  server.write(bytes);
  expect(await ending(server)).toBe(2);
  expect(server.stderr()).toMatch(/^[^\n]*\n$/);
  expect(server.stderr().startsWith(`${malformed} ${detail}`)).toBe(true);
  expect(server.stderr()).toMatch(/; stopping\n$/);
});

it("a header that never ends: exit 2 once it passes 8 KiB, however long the rest would be", async () => {
  const server = startRawServer(dir);
  await initialize(server);
  server.write("X-Padding: ".padEnd(64 * 1024, "x")); // and the input stays open
  expect(await ending(server)).toBe(2);
  expect(server.stderr()).toBe(`${malformed} (a header longer than 8192 bytes without the blank line that ends it); stopping\n`);
});

it("the input closed before shutdown: exit 1 and one line", async () => {
  const server = startRawServer(dir);
  await initialize(server);
  server.process.stdin.end();
  expect(await ending(server)).toBe(1);
  expect(server.stderr()).toBe(closed);
});

it("the input closed in the middle of a message: exit 1, no waiting for the rest", async () => {
  const server = startRawServer(dir);
  await initialize(server);
  server.write('Content-Length: 100\r\n\r\n{"jsonrpc":"2.0",');
  server.process.stdin.end();
  expect(await ending(server)).toBe(1);
  expect(server.stderr()).toBe(closed);
});

it("the input closed before anything was said: exit 1", async () => {
  const server = startRawServer(dir);
  server.process.stdin.end();
  expect(await ending(server)).toBe(1);
  expect(server.stderr()).toBe(closed);
});

it("the input closed after shutdown: exit 0, nothing on stderr", async () => {
  const server = startRawServer(dir);
  await initialize(server);
  server.send({ id: 1, method: "shutdown" });
  await server.response(1);
  server.process.stdin.end();
  expect(await ending(server)).toBe(0);
  expect(server.stderr()).toBe("");
});
