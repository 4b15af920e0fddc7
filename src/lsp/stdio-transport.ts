// The server's end of the pipe: messages read from standard input and written to standard
// output. Between the two sits the one check every message passes (message-params.ts): a request
// whose params are not what its method needs is answered InvalidParams here, and a notification
// with such params is dropped with a log line, so the handlers only ever see what they can read.
// How the input ends (a malformed header, one that never ends, or closed) is reported to `onEnd`: the caller stops
// the process with one line on stderr instead of waiting for messages that cannot come.
import {
  ErrorCodes,
  type Message,
  type MessageReader,
  type MessageWriter,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver/node.js";
import { headerLimit } from "./header-limit.js";
import { paramsProblem } from "./message-params.js";

export type InputEnd = { kind: "malformed"; detail: string } | { kind: "closed" };

export interface StdioTransport {
  reader: MessageReader;
  writer: MessageWriter;
}

interface Incoming {
  id?: number | string | null;
  method?: string;
  params?: unknown;
}

export function stdioTransport(onEnd: (end: InputEnd) => void): StdioTransport {
  const reader = new StreamMessageReader(process.stdin);
  const writer = new StreamMessageWriter(process.stdout);
  reader.onError((e) => onEnd({ kind: "malformed", detail: firstLine(e.message) }));
  reader.onClose(() => onEnd({ kind: "closed" }));
  const checked: MessageReader = {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    dispose: () => reader.dispose(),
    listen: (callback) => {
      // Attached with the reader's own listener, so both see every chunk from the first.
      const tooLong = headerLimit((detail) => onEnd({ kind: "malformed", detail }));
      process.stdin.on("data", tooLong);
      return reader.listen((message: Message) => {
        const { id, method, params } = message as Incoming;
        const problem = typeof method === "string" ? paramsProblem(method, params) : undefined;
        if (problem === undefined) return callback(message);
        const text = `${method}: ${problem}`;
        if (id !== undefined) writer.write({ jsonrpc: "2.0", id, error: { code: ErrorCodes.InvalidParams, message: text } } as Message);
        else writer.write({ jsonrpc: "2.0", method: "window/logMessage", params: { type: 1, message: `ignored ${text}` } } as Message);
      });
    },
  };
  return { reader: checked, writer };
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.trim();
}
