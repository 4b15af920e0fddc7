// Terminal and file helpers for commands: the only place besides commands that touches process.
import type { DecodedText, InvalidUtf8 } from "../audience/encoding.js";
import { decode, describeFsError, readSource } from "../node/errors.js";
import { UsageError } from "./exit.js";
import { audienceTooLarge, DEFAULT_MAX_FILE_SIZE, tooLargeMessage } from "../audience/rules/audience-too-large.js";

export { describeFsError };

export interface InputText {
  /** The name to show in messages: the path as given, or `<stdin>`. */
  name: string;
  text: string;
  /** Where its bytes stop being UTF-8, when they do (the text has U+FFFD there): lint's PQL108. */
  invalidUtf8?: InvalidUtf8 | undefined;
}

async function readStdinBytes(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Standard input's text and where it is not UTF-8, read as files are (PQL108). */
export async function readStdinSource(): Promise<DecodedText> {
  return decode(await readStdinBytes());
}

/** Reads a file argument, `-` for stdin, or stdin when no argument is given and stdin is piped. */
export async function readInput(path: string | undefined): Promise<InputText> {
  if (path === undefined || path === "-") {
    if (path === undefined && process.stdin.isTTY) throw new UsageError("no input: give a file, or pipe PQL to stdin");
    return { name: "<stdin>", ...(await readStdinSource()) };
  }
  return { name: path, ...(await readSource(path)) };
}

/** `--color` (true) or `--no-color` (false) from the command line; undefined when neither was given. */
let colorFlag: boolean | undefined;

export function setColorFlag(flag: boolean | undefined): void {
  colorFlag = flag;
}

/**
 * Colours: `--color`/`--no-color` decide when given; otherwise never with NO_COLOR (no-color.org),
 * forced on by FORCE_COLOR (off by FORCE_COLOR=0 or false, as Node and chalk read it), and else
 * only on a TTY.
 */
export function useColor(stream: { readonly isTTY?: boolean }): boolean {
  if (colorFlag !== undefined) return colorFlag;
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== "") return false;
  const force = process.env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force !== "false";
  return Boolean(stream.isTTY);
}

/**
 * The one-line error for an input over the size limit (fmt and parse, which read no config, use
 * lint's default), or undefined when it is within it. Such an input is measured, never parsed.
 */
export function oversizeMessage(input: InputText, limit = DEFAULT_MAX_FILE_SIZE): string | undefined {
  if (input.text.length <= limit) return undefined;
  return `${input.name}:1:1: error ${audienceTooLarge.meta.code} ${tooLargeMessage(input.text.length, limit)} [${audienceTooLarge.meta.name}]\n`;
}
