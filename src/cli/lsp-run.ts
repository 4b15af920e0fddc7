// The work behind `lsp`: standard output belongs to the protocol from here on, so nothing else
// may write to it; the server logs through the protocol's window/logMessage.
import { startServer } from "../lsp/server.js";

export async function runLsp(): Promise<void> {
  const connection = startServer();
  // The process ends when the client says `exit` (the connection ends it) or closes its end.
  await new Promise<void>((done) => connection.onExit(() => done()));
}
