// A storm of workspace/didChangeWatchedFiles (a branch switch, a formatter run over the
// project, `git checkout .`): thousands of notifications, each of which used to re-read the
// project and re-lint every open document, blocking the server for seconds. They are coalesced
// into one re-read of the files that changed and one re-lint, and requests are answered meanwhile.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { CompletionItem } from "vscode-languageserver-protocol";
import { startClient, uri, type Client } from "./client.js";

const gold = (alias: string) =>
  `name: Gold\nexpression:\n  type: PQL\n  format: pql/text\n  value: loyalty.tier = "gold"\nx-pql-audience:\n  alias: ${alias}\n`;
const STORM = 3000;

let dir: string;
let client: Client;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pql-lsp-storm-"));
  writeFileSync(join(dir, "pql-audience.config.yaml"), "rules: {}\n");
  writeFileSync(join(dir, "gold.audience.yaml"), gold("gold"));
  for (let i = 0; i < 50; i++) writeFileSync(join(dir, `other-${i}.pql`), `a${i} = 1`);
  // A wider window than the default 100 ms: on a busy machine the storm may pause for longer between two notifications.
  client = await startClient({ cwd: dir, initializationOptions: { debounceMs: 0, watchDebounceMs: 400 } });
});
afterAll(async () => {
  await client.stop();
  rmSync(dir, { recursive: true, force: true });
});

it(`${STORM} notifications: a completion is answered at once, and the re-lint runs once, with what changed`, async () => {
  const path = join(dir, "a.pql");
  const text = 'inSegment("alias:gold") and loyalty.points > 100';
  const opened = client.diagnostics(uri(path), 1);
  await client.connection.sendNotification("textDocument/didOpen", {
    textDocument: { uri: uri(path), languageId: "pql", version: 1, text },
  });
  expect((await opened).diagnostics.map((d) => d.code)).not.toContain("PQL121");
  const before = client.publications.filter((p) => p.uri === uri(path)).length;

  // Among the storm, one real change: gold's alias is now platinum, so a.pql's reference is unknown.
  writeFileSync(join(dir, "gold.audience.yaml"), gold("platinum"));
  const changes = Array.from({ length: STORM }, (_, i) =>
    i === STORM / 2 ? uri(join(dir, "gold.audience.yaml")) : uri(join(dir, `other-${i % 50}.pql`)),
  );
  for (const changed of changes)
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: changed, type: 2 }] });

  const asked = performance.now();
  const items = await client.connection.sendRequest<CompletionItem[]>("textDocument/completion", {
    textDocument: { uri: uri(path) },
    position: { line: 0, character: text.length },
  });
  const answeredMs = performance.now() - asked;
  expect(items.map((i) => i.label)).toContain("and");
  expect(answeredMs).toBeLessThan(2000);

  const relinted = await client.diagnosticsUntil(uri(path), (p) => p.diagnostics.some((d) => d.code === "PQL121"));
  expect(relinted.diagnostics.find((d) => d.code === "PQL121")!.message).toBe("no audience file declares the alias `gold`");
  // Time for any further re-lint to publish: none comes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(client.publications.filter((p) => p.uri === uri(path)).length - before).toBe(1);
}, 60_000);
