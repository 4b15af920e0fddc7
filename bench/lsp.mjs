// The language server as an editor uses it: `pql-audience lsp` over stdio, every file of
// examples/ open, then one-character edits of a 200-line audience file; each is timed from the
// didChange notification to the diagnostics of that version (the server's debounce set to 0, so
// the figure is the work, not the wait: editors see it plus DEFAULT_DEBOUNCE_MS in src/lsp/server.ts).
// `npm run dist && node bench/lsp.mjs`. Median of 200 warm edits, and the server's resident memory
// with the examples open. Not a test: no thresholds.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver-protocol/node.js";

const root = new URL("..", import.meta.url).pathname;
const examples = join(root, "examples");

/** A 200-line audience file: the YAML around a block scalar of `and`-ed attributes and one event. */
export function twoHundredLines() {
  const terms = Array.from({ length: 188 }, (_, i) => `    person.attribute${i} = "value ${i}" and`);
  return [
    "name: Two hundred lines",
    "description: A long expression, to time diagnostics after an edit.",
    "expression:",
    "  type: PQL",
    "  format: pql/text",
    "  value: |-",
    ...terms,
    '    xEvent.eventType = "commerce.checkouts" and xEvent.timestamp occurs < 1 hours before now',
    "evaluationInfo:",
    "  synchronous:",
    "    enabled: true",
    "schema:",
    "  name: _xdm.context.profile",
    "",
  ].join("\n");
}

function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

export async function benchLsp({ edits = 200, warmup = 20 } = {}) {
  const child = spawn(process.execPath, [join(root, "bin/pql-audience.js"), "lsp"], { cwd: root });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  connection.onNotification("textDocument/publishDiagnostics", (p) => {
    const key = `${p.uri}@${p.version}`;
    waiting.get(key)?.(p);
    waiting.delete(key);
  });
  const published = (uri, version) => new Promise((resolve) => waiting.set(`${uri}@${version}`, resolve));
  connection.listen();
  try {
    await connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(root).href,
      capabilities: {},
      initializationOptions: { debounceMs: 0 },
    });
    await connection.sendNotification("initialized", {});
    const open = async (path, text) => {
      const uri = pathToFileURL(path).href;
      const done = published(uri, 1);
      await connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "pql", version: 1, text } });
      await done;
      return uri;
    };
    const files = readdirSync(examples).filter((f) => /\.(pql|audience\.(json|ya?ml))$/.test(f));
    for (const f of files) await open(join(examples, f), readFileSync(join(examples, f), "utf8"));
    const text = twoHundredLines();
    const uri = await open(join(examples, "bench-two-hundred-lines.audience.yaml"), text);
    const memoryMb = residentMb(child.pid);
    const times = [];
    for (let version = 2; version < 2 + warmup + edits; version++) {
      // Toggle one digit of one line's value: a real keystroke's change, and the text stays valid.
      const line = 6 + (version % 188);
      const at = text.split("\n")[line].indexOf('"value ') + 7;
      const change = { range: { start: { line, character: at }, end: { line, character: at + 1 } }, text: String(version % 10) };
      const done = published(uri, version);
      const start = performance.now();
      await connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [change] });
      await done;
      if (version >= 2 + warmup) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return {
      edits,
      lines: text.split("\n").length - 1,
      openFiles: files.length + 1,
      medianMs: times[Math.floor(times.length / 2)],
      p95Ms: times[Math.floor(times.length * 0.95)],
      memoryMb,
    };
  } finally {
    await connection.sendRequest("shutdown").catch(() => undefined);
    await connection.sendNotification("exit").catch(() => undefined);
    connection.dispose();
    child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchLsp();
  console.log(
    `lsp diagnostics after an edit of a ${r.lines}-line audience file: median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms over ${r.edits} edits; server RSS ${r.memoryMb.toFixed(0)} MB with ${r.openFiles} files open`,
  );
}
