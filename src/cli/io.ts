// Terminal and file helpers for commands: the only place besides commands that touches process.
import { describeFsError, readText } from "../node/errors.js";
import { UsageError } from "./exit.js";

export { describeFsError };

export interface InputText {
  /** The name to show in messages: the path as given, or `<stdin>`. */
  name: string;
  text: string;
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a file argument, `-` for stdin, or stdin when no argument is given and stdin is piped. */
export async function readInput(path: string | undefined): Promise<InputText> {
  if (path === undefined || path === "-") {
    if (path === undefined && process.stdin.isTTY) throw new UsageError("no input: give a file, or pipe PQL to stdin");
    return { name: "<stdin>", text: await readStdin() };
  }
  return { name: path, text: await readText(path) };
}

/** Colours: only on a TTY, never with NO_COLOR (no-color.org), forced with FORCE_COLOR. */
export function useColor(stream: { readonly isTTY?: boolean }): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== "") return false;
  if (process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== "0") return true;
  return Boolean(stream.isTTY);
}
