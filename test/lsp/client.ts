// A language client as an editor is one: the built CLI (`pql-audience lsp`) as a child process,
// JSON-RPC over its stdio (vscode-languageserver-protocol's connection).
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  type PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from "vscode-languageserver-protocol/node.js";
import { bin } from "../cli/helpers.js";

export interface Client {
  connection: ProtocolConnection;
  process: ChildProcessWithoutNullStreams;
  /** Resolves with the next diagnostics published for `uri` (and version, when given). */
  diagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  /**
   * Resolves with the first diagnostics for `uri`, the latest already received included, that
   * satisfy `wanted`: for changes that relint every open file, whose publications may arrive late.
   */
  diagnosticsUntil(uri: string, wanted: (p: PublishDiagnosticsParams) => boolean): Promise<PublishDiagnosticsParams>;
  /** Every log message the server sent (window/logMessage). */
  logs: string[];
  /** Every diagnostics publication received, in order. */
  publications: PublishDiagnosticsParams[];
  /** shutdown, then exit, as an editor closes: resolves with the process's exit code. */
  stop(): Promise<number | null>;
}

export function uri(path: string): string {
  return pathToFileURL(path).href;
}

export async function startClient(options: { cwd: string; initializationOptions?: object; watch?: boolean }): Promise<Client> {
  const child = spawn(process.execPath, [bin, "lsp"], { cwd: options.cwd, env: { ...process.env, NO_COLOR: "1" } });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting: { uri: string; version: number | undefined; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  const logs: string[] = [];
  const publications: PublishDiagnosticsParams[] = [];
  const latest = new Map<string, PublishDiagnosticsParams>();
  const until: { uri: string; wanted: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  connection.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
    publications.push(p);
    latest.set(p.uri, p);
    for (const u of [...until]) if (u.uri === p.uri && u.wanted(p)) until.splice(until.indexOf(u), 1)[0]!.resolve(p);
    const i = waiting.findIndex((w) => w.uri === p.uri && (w.version === undefined || w.version === p.version));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(p);
  });
  connection.onNotification("window/logMessage", (p: { message: string }) => logs.push(p.message));
  connection.onRequest("client/registerCapability", () => null);
  connection.listen();
  await connection.sendRequest("initialize", {
    processId: process.pid,
    rootUri: uri(options.cwd),
    capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: options.watch ?? true } } },
    initializationOptions: options.initializationOptions ?? { debounceMs: 0 },
  });
  await connection.sendNotification("initialized", {});
  return {
    connection,
    process: child,
    logs,
    publications,
    diagnostics: (u, version) => new Promise((resolve) => waiting.push({ uri: u, version, resolve })),
    diagnosticsUntil: (u, wanted) =>
      new Promise((resolve) => {
        const last = latest.get(u);
        if (last && wanted(last)) resolve(last);
        else until.push({ uri: u, wanted, resolve });
      }),
    stop: async () => {
      await connection.sendRequest("shutdown");
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      await connection.sendNotification("exit");
      const code = await exited;
      connection.dispose();
      return code;
    },
  };
}
