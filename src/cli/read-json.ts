// A JSON file a command reads beside its audiences (a profile, events, an edge event): its value,
// or where it stops being JSON. A file that cannot be read at all is an InputError (exit 2), as
// for any path the command is given.
import { parseJson } from "../audience/json-source.js";
import { readText } from "../node/errors.js";
import { LineMap } from "../syntax/positions.js";

export type JsonRead = { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

export async function readJsonFile(path: string): Promise<JsonRead> {
  return jsonValue(await readText(path));
}

/** JSON text -> its value, or the line and column of the mistake (parseJson knows them; JSON.parse is faster when there is none). */
export function jsonValue(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const parsed = parseJson(text);
    if (parsed.ok) return { ok: false, line: 1, column: 1, message: "it is JSON, but nesting deeper than 200 levels" };
    const at = new LineMap(text).span(parsed.error.start, parsed.error.end).start;
    return { ok: false, line: at.line, column: at.column, message: `invalid JSON: ${parsed.error.message}` };
  }
}
