// The two formats as `expression.value` strings: what the API client, the emulator and the
// `convert` command exchange.
import type { Expression } from "../syntax/ast.js";
import { print, type PrintOptions } from "../syntax/print.js";
import { fromPqlJson, type PqlJsonError } from "./from-pql-json.js";
import { toPqlJson } from "./to-pql-json.js";

/**
 * The pql/json text of a tree: compact, as AEP's API returns it, or indented by `indent`
 * spaces (what a YAML audience file holds in a block scalar).
 */
export function pqlJsonText(tree: Expression, indent = 0): string {
  return JSON.stringify(toPqlJson(tree), null, indent > 0 ? indent : undefined);
}

/**
 * The canonical PQL text of a pql/json text, or where it goes wrong. An API value is one line:
 * pass `{ width: Number.POSITIVE_INFINITY }` (the default breaks a long CHAIN as `fmt` does).
 */
export function pqlTextOf(jsonText: string, options: PrintOptions = {}): { ok: true; text: string } | { ok: false; error: PqlJsonError } {
  let json: unknown;
  try {
    json = JSON.parse(jsonText);
  } catch (e) {
    return { ok: false, error: { pointer: "", message: `not JSON: ${e instanceof Error ? e.message : String(e)}` } };
  }
  const read = fromPqlJson(json);
  return read.ok ? { ok: true, text: print(read.ast, options) } : read;
}
