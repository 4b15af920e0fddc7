// Writes a published definition's id into its audience file as `x-pql-audience.id`, so the next
// publish finds the definition by id even after the file's `name` changed or the file moved.
// Pure. The edit is a text insertion (or the replacement of an old id), never a re-serialisation:
// comments, quoting, key order, indentation and line ends stay as the author wrote them. The
// result is read back and must give the same definition with only the id changed; if it does not
// (a layout this does not handle, or a file that changed since it was linted), the answer is an
// error and the file is left alone.
import { isMap, isScalar, parseAllDocuments, type Document, type Pair, type YAMLMap } from "yaml";
import { parseJson, type JsonObject } from "./json-source.js";
import { audienceFileKind, loadAudienceFile } from "./load.js";
import type { AudienceDefinition } from "./audience-definition.js";

export type RecordIdResult = { ok: true; text: string; changed: boolean } | { ok: false; reason: string };

/**
 * `text` with `x-pql-audience.id: id` recorded in audience number `index` (YAML documents,
 * 0-based). `expected` is the definition as published; the file must still say exactly that.
 */
export function recordId(fileName: string, text: string, index: number, id: string, expected?: AudienceDefinition): RecordIdResult {
  const before = loadAudienceFile(fileName, text).audiences.find((a) => a.index === index)?.definition;
  if (!before) return { ok: false, reason: "the audience is no longer in the file" };
  if (expected && comparable(before) !== comparable(expected)) return { ok: false, reason: "the file changed since it was read" };
  if (before["x-pql-audience"]?.id === id) return { ok: true, text, changed: false };
  const kind = audienceFileKind(fileName);
  const edited = kind === "json" ? editJson(text, id) : kind === "yaml" ? editYaml(text, index, id) : undefined;
  if (edited === undefined) return { ok: false, reason: "the file's layout is not one this can edit" };
  const after = loadAudienceFile(fileName, edited).audiences.find((a) => a.index === index)?.definition;
  if (!after || after["x-pql-audience"]?.id !== id || comparable(after) !== comparable(before))
    return { ok: false, reason: "the edited file did not read back the same" };
  return { ok: true, text: edited, changed: true };
}

/** The definition without its recorded id, as text for comparison. */
function comparable(definition: AudienceDefinition): string {
  const { "x-pql-audience": extras, ...rest } = definition;
  const { id: _id, ...other } = extras ?? {};
  return JSON.stringify(Object.keys(other).length > 0 ? { ...rest, "x-pql-audience": other } : rest);
}

const quoted = (id: string) => JSON.stringify(id);

function insert(text: string, at: number, what: string): string {
  return `${text.slice(0, at)}${what}${text.slice(at)}`;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** The spaces before `offset` on its line, if only spaces stand there. */
function indentBefore(text: string, offset: number): string | undefined {
  const lead = text.slice(lineStart(text, offset), offset);
  return /^[ \t]*$/.test(lead) ? lead : undefined;
}

function editYaml(text: string, index: number, id: string): string | undefined {
  const documents = parseAllDocuments(text, { keepSourceTokens: true });
  if (!Array.isArray(documents)) return undefined;
  // The same documents the loader counts: those with content.
  const doc: Document.Parsed | undefined = documents.filter((d) => d.errors.length > 0 || !isEmpty(d))[index];
  const root = doc?.contents;
  if (!isMap(root) || !root.range) return undefined;
  const extras = root.items.find((p) => keyIs(p, "x-pql-audience"));
  if (!extras) return root.flow ? addFlowEntry(text, root, `x-pql-audience: { id: ${quoted(id)} }`) : addYamlExtras(text, root, id);
  const map = extras.value;
  if (!isMap(map) || !map.range) return undefined;
  const recorded = map.items.find((p) => keyIs(p, "id"));
  if (recorded) {
    const range = (recorded.value as { range?: [number, number, number] } | null)?.range;
    return range ? `${text.slice(0, range[0])}${quoted(id)}${text.slice(range[1])}` : undefined;
  }
  if (map.flow) return addFlowEntry(text, map, `id: ${quoted(id)}`);
  const first = (map.items[0]?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
  if (first === undefined) return undefined;
  const indent = indentBefore(text, first);
  return indent === undefined ? undefined : insert(text, lineStart(text, first), `${indent}id: ${quoted(id)}${lineEnd(text)}`);
}

/** `x-pql-audience:` with the id, after the root map's last line, indented as the file indents. */
function addYamlExtras(text: string, root: YAMLMap, id: string): string | undefined {
  const firstKey = (root.items[0]?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
  if (firstKey === undefined) return undefined;
  const indent = indentBefore(text, firstKey);
  if (indent === undefined) return undefined;
  const nl = lineEnd(text);
  let at = root.range![1];
  let lead = "";
  if (text[at - 1] !== "\n") {
    const next = text.indexOf("\n", at);
    if (next < 0) [at, lead] = [text.length, nl];
    else at = next + 1;
  }
  return insert(text, at, `${lead}${indent}x-pql-audience:${nl}${indent}${nestedIndent(text, root)}id: ${quoted(id)}${nl}`);
}

/** How far the file indents a nested block map under its key (2 when it has none). */
function nestedIndent(text: string, root: YAMLMap): string {
  for (const pair of root.items) {
    const key = (pair.key as { range?: [number, number, number] } | undefined)?.range?.[0];
    const value = pair.value;
    if (key === undefined || !isMap(value) || value.flow) continue;
    const child = (value.items[0]?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
    if (child === undefined) continue;
    const outer = key - lineStart(text, key);
    const inner = child - lineStart(text, child);
    if (inner > outer) return " ".repeat(inner - outer);
  }
  return "  ";
}

/** A new first entry of a flow map `{ ... }`. */
function addFlowEntry(text: string, map: YAMLMap, entry: string): string | undefined {
  const open = map.range![0];
  if (text[open] !== "{") return undefined;
  return insert(text, open + 1, map.items.length > 0 ? ` ${entry},` : ` ${entry} `);
}

function keyIs(pair: Pair, name: string): boolean {
  return isScalar(pair.key) && pair.key.value === name;
}

function isEmpty(doc: Document.Parsed): boolean {
  const contents = doc.contents;
  return contents === null || (isScalar(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1]);
}

/** The file's own line end. */
function lineEnd(text: string): string {
  return text.includes("\r\n") ? "\r\n" : "\n";
}

function editJson(text: string, id: string): string | undefined {
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.node.type !== "object") return undefined;
  const root = parsed.node;
  const extras = root.entries.find((e) => e.key === "x-pql-audience");
  if (extras) {
    if (extras.value.type !== "object") return undefined;
    const recorded = extras.value.entries.find((e) => e.key === "id");
    if (recorded) return `${text.slice(0, recorded.value.start)}${quoted(id)}${text.slice(recorded.value.end)}`;
    return addJsonEntry(text, extras.value, `"id": ${quoted(id)}`);
  }
  const last = root.entries[root.entries.length - 1];
  if (!last) return undefined;
  const indent = indentBefore(text, last.keyStart);
  const nl = lineEnd(text);
  // One entry per line (the usual layout): the new one gets its own lines, nested one step deeper.
  if (indent !== undefined && text.slice(root.start, last.keyStart).includes("\n")) {
    const step = indent.length > 0 ? indent : "  ";
    return insert(text, last.value.end, `,${nl}${indent}"x-pql-audience": {${nl}${indent}${step}"id": ${quoted(id)}${nl}${indent}}`);
  }
  return insert(text, last.value.end, `, "x-pql-audience": { "id": ${quoted(id)} }`);
}

/** A new first entry of a JSON object, laid out like the entries it has. */
function addJsonEntry(text: string, object: JsonObject, entry: string): string {
  const first = object.entries[0];
  if (!first) return `${text.slice(0, object.start)}{ ${entry} }${text.slice(object.end)}`;
  const indent = indentBefore(text, first.keyStart);
  if (indent !== undefined && text.slice(object.start, first.keyStart).includes("\n"))
    return insert(text, first.keyStart, `${entry},${lineEnd(text)}${indent}`);
  return insert(text, first.keyStart, `${entry}, `);
}
