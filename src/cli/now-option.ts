// Every command's --now, read one way (src/text/instant.ts): a date that does not exist, or a time
// without a zone, is a usage mistake (exit 2) that says why, never an instant nearby.
import { readInstant } from "../text/instant.js";
import { UsageError } from "./exit.js";

/** The instant --now gives, or the clock's when it is absent. */
export function nowOption(value: unknown, clock: () => number = Date.now): number {
  if (value === undefined) return clock();
  if (Array.isArray(value)) throw new UsageError(`--now is given ${value.length} times; give it once`);
  const text = String(value);
  const read = readInstant(text);
  if (!read.ok)
    throw new UsageError(`--now ${JSON.stringify(text)} is not ${read.kind === "format" ? read.why : `a date that exists: ${read.why}`}`);
  return read.ms;
}
