// The server spoken to byte by byte: what a typed client will not send (null params, a broken
// header, an input closed mid-session) written as is on its stdin, and its answers read back
// from the Content-Length framing on its stdout.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { bin } from "../cli/helpers.js";

export interface RawServer {
  process: ChildProcessWithoutNullStreams;
  /** Writes one message, framed with its Content-Length header. */
  send(message: object): void;
  /** Writes bytes as they are (no framing). */
  write(bytes: string): void;
  /** Resolves with the response to request `id`. */
  response(id: number): Promise<{ id: number; result?: unknown; error?: { code: number; message: string } }>;
  /** The messages of the log notifications (window/logMessage) received so far. */
  logs: string[];
  /** Everything written on stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process ends. */
  exited: Promise<number | string | null>;
}

export function startRawServer(cwd: string): RawServer {
  const child = spawn(process.execPath, [bin, "lsp"], { cwd, env: { ...process.env, NO_COLOR: "1" } });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (d: string) => {
    stderr += d;
  });
  let buffer = Buffer.alloc(0);
  const responses = new Map<number, unknown>();
  const waiting = new Map<number, (r: never) => void>();
  const logs: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString("ascii"))?.[1]);
      if (buffer.length < end + 4 + length) return;
      const message = JSON.parse(buffer.subarray(end + 4, end + 4 + length).toString("utf8")) as {
        id?: number;
        method?: string;
        params?: { message?: string };
      };
      buffer = buffer.subarray(end + 4 + length);
      if (message.method === "window/logMessage") logs.push(String(message.params?.message));
      if (typeof message.id !== "number" || message.method !== undefined) continue; // a notification or a request of the server
      responses.set(message.id, message);
      waiting.get(message.id)?.(message as never);
    }
  });
  const exited = new Promise<number | string | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const write = (bytes: string) => child.stdin.write(bytes);
  return {
    process: child,
    logs,
    write,
    send: (message) => {
      const body = JSON.stringify({ jsonrpc: "2.0", ...message });
      write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    },
    response: (id) =>
      new Promise((resolve) => {
        if (responses.has(id)) resolve(responses.get(id) as never);
        else waiting.set(id, resolve as never);
      }),
    stderr: () => stderr,
    exited,
  };
}

/** The initialize request and the initialized notification, as an editor starts a session. */
export async function initialize(server: RawServer): Promise<void> {
  server.send({ id: 0, method: "initialize", params: { processId: null, rootUri: null, capabilities: {}, workspaceFolders: null } });
  await server.response(0);
  server.send({ method: "initialized", params: {} });
}
