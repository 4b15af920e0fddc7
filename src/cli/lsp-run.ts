// The work behind `lsp`: standard output belongs to the protocol from here on, so nothing else
// may write to it; the server logs through the protocol's window/logMessage, and only the reason
// it stops on its own goes to stderr, as one line.
import { stderr } from "node:process";
import { startServer, stdioConnection } from "../lsp/server.js";
import type { InputEnd } from "../lsp/stdio-transport.js";

export async function runLsp(): Promise<void> {
  let shutdown = false;
  const connection = startServer(stdioConnection(stop));
  connection.onShutdown(() => {
    shutdown = true;
  });
  /**
   * The input cannot bring another message: stop now (open timers, a half-read message, would
   * otherwise keep the process waiting). As the protocol says of `exit`: 0 after `shutdown`, else 1;
   * 2 for input that is not the protocol, as for any input the tool cannot use.
   */
  function stop(end: InputEnd): void {
    if (end.kind === "malformed") {
      stderr.write(`pql-audience: lsp: the client sent a malformed message (${end.detail}); stopping\n`);
      process.exit(2);
    }
    if (!shutdown) stderr.write("pql-audience: lsp: the client closed the connection without asking the server to shut down; stopping\n");
    process.exit(shutdown ? 0 : 1);
  }
  // The process ends when the client says `exit` (the connection ends it) or closes its end.
  await new Promise<void>((done) => connection.onExit(() => done()));
}
