// Who an audience file says it is (name, published id, alias) without parsing its PQL: what a
// lint of a few files needs to know about every other file of the project. Pure.
//
// JSON is read whole (JSON.parse is native and quick). YAML gets a look at its top-level lines
// only: the common file (one document of block mappings, `name` a one-line scalar,
// `x-pql-audience` a block or a one-line flow mapping) is read in a few microseconds, and
// anything outside that (several documents, anchors, tags, escapes, a key the schema does not
// know, a value that is not a string, ...) goes to the real loader, which has the last word.
// A file the loader would reject for its top-level lines (no name, no expression, a bad alias)
// has no identity either way; one broken deeper down (inside `expression`, say) may still be
// known by its name here: linted itself, it reports what is wrong with it.
import { audienceFileKind, loadAudienceFile, type AudienceFileKind } from "./load.js";
import { AUDIENCE_KEYS, EXTRAS_KEYS, aliasPattern } from "./schema-patterns.js";
import { isObject } from "../text/is-object.js";

/** One audience of a file, known by its identity only. */
export interface AudienceIdentity {
  kind: AudienceFileKind;
  name: string;
  id: string | undefined;
  alias: string | undefined;
}

const topLevelKeys: ReadonlySet<string> = new Set(AUDIENCE_KEYS);
const extrasKeys: ReadonlySet<string> = new Set(EXTRAS_KEYS);

/** The identities of the audiences in a file (its text), as the loader would give them. */
export function audienceIdentities(file: string, text: string): AudienceIdentity[] {
  const kind = audienceFileKind(file);
  const quick = scanIdentity(file, text);
  if (quick !== undefined) return quick === null ? [] : [quick];
  return loadAudienceFile(file, text).audiences.map(({ definition }) => ({
    kind,
    name: definition.name,
    id: definition["x-pql-audience"]?.id,
    alias: definition["x-pql-audience"]?.alias,
  }));
}

/**
 * The quick look alone: the file's one identity, null when it surely holds no audience the
 * loader would accept, or undefined when only the loader can tell.
 */
export function scanIdentity(file: string, text: string): AudienceIdentity | null | undefined {
  const kind = audienceFileKind(file);
  if (kind === "pql") return pqlIdentity(file);
  return kind === "json" ? jsonIdentity(text) : yamlIdentity(text);
}

/** A bare `.pql` file: named after the file, and its alias too when the name is a valid one. */
function pqlIdentity(file: string): AudienceIdentity {
  const base = file.replace(/^.*[\\/]/, "").replace(/\.pql$/i, "") || "expression";
  return { kind: "pql", name: base, id: undefined, alias: aliasPattern.test(base) ? base : undefined };
}

/** The identity when the fields the loader would check for it are plainly right, else undefined. */
function checked(kind: AudienceFileKind, name: unknown, hasExpression: boolean, id: unknown, alias: unknown): AudienceIdentity | undefined {
  if (typeof name !== "string" || !hasExpression) return undefined;
  const trimmed = name.trim();
  if (trimmed === "") return undefined;
  if (id !== undefined && (typeof id !== "string" || id === "")) return undefined;
  if (alias !== undefined && (typeof alias !== "string" || !aliasPattern.test(alias))) return undefined;
  return { kind, name: trimmed, id: id as string | undefined, alias: alias as string | undefined };
}

function jsonIdentity(text: string): AudienceIdentity | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(data) || Object.keys(data).some((k) => !topLevelKeys.has(k))) return undefined;
  const extras = data["x-pql-audience"] ?? {};
  if (!isObject(extras) || Object.keys(extras).some((k) => !extrasKeys.has(k))) return undefined;
  return checked("json", data.name, isObject(data.expression), extras.id, extras.alias);
}

const KEY_LINE = /^([A-Za-z_$][\w$.-]*) *:(?: +(.*))?$/;
/** Plain scalars YAML reads as something other than a string: left to the loader. */
const NOT_A_STRING =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9][0-9_]*|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;

/** One-line scalar after `key: `: its string value, or undefined if it is anything else. */
function scalar(rest: string): string | undefined {
  const first = rest[0];
  if (first === undefined || first === "#") return undefined;
  let value: string;
  let after: string;
  if (first === "'") {
    value = "";
    let i = 1;
    for (; i < rest.length; i++) {
      if (rest[i] !== "'") value += rest[i];
      else if (rest[i + 1] === "'") (value += "'"), i++;
      else break;
    }
    if (i >= rest.length) return undefined;
    after = rest.slice(i + 1);
  } else if (first === '"') {
    const close = rest.indexOf('"', 1);
    // Escapes are the loader's business.
    if (close < 0 || rest.slice(1, close).includes("\\")) return undefined;
    value = rest.slice(1, close);
    after = rest.slice(close + 1);
  } else {
    // Indicators: anchors, aliases, tags, block scalars, flow collections, reserved characters.
    if ("&*!|>[]{}@`%,?:-#".includes(first)) return undefined;
    const comment = rest.search(/ #/);
    value = (comment < 0 ? rest : rest.slice(0, comment)).trimEnd();
    if (value.includes(": ") || value.endsWith(":") || NOT_A_STRING.test(value)) return undefined;
    return value;
  }
  return /^\s*(?:#.*)?$/.test(after) ? value : undefined;
}

/**
 * Whether what follows a top-level key is read the same by the scan and by YAML: nothing (a block
 * follows), a block scalar header, a one-line quoted or plain scalar, or a one-line flow
 * collection without quotes. `expression` must be a mapping.
 */
function inlineValueIsPlain(rest: string, mapping: boolean): boolean {
  const text = rest.startsWith("#") ? "" : rest.replace(/\s+#[^"'\]}]*$/, "").trim();
  if (text === "") return true;
  const first = text[0]!;
  if (first === "[" || first === "{") {
    if (/["']/.test(text) || (mapping && first !== "{")) return false;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "[" || c === "{") depth++;
      else if (c === "]" || c === "}") depth--;
      if (depth < 0 || (depth === 0 && i < text.length - 1)) return false;
    }
    return depth === 0;
  }
  if (mapping) return false;
  if (first === "|" || first === ">") return /^[|>][-+0-9]*$/.test(text);
  if (first === '"' || first === "'") return scalar(rest) !== undefined;
  return !"&*!@`%".includes(first);
}

/** `{ alias: vip, id: abc }` on one line: its entries, or undefined for anything fancier. */
function flowMapping(rest: string): Map<string, string> | undefined {
  const text = rest.replace(/\s+#.*$/, "").trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return undefined;
  const inner = text.slice(1, -1);
  if (/["'[\]{}#]/.test(inner)) return undefined;
  const entries = new Map<string, string>();
  if (inner.trim() === "") return entries;
  for (const part of inner.split(",")) {
    const m = /^\s*([A-Za-z_$][\w$.-]*) *: +(.*?)\s*$/.exec(part);
    const value = m ? scalar(m[2]!) : undefined;
    if (!m || value === undefined || entries.has(m[1]!)) return undefined;
    entries.set(m[1]!, value);
  }
  return entries;
}

/** An `expression` written as anything but a mapping: a sequence, a string, or YAML that does not parse. */
const EXPRESSION_NOT_A_MAPPING = /^expression *: +(?:\[|[^\s#{&*!])/;

/** The top-level scan of a one-document YAML audience file; null when it holds none, undefined when unsure. */
function yamlIdentity(source: string): AudienceIdentity | null | undefined {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const seen = new Set<string>();
  const extras = new Map<string, string>();
  let section = "";
  let content = false;
  let name: string | undefined;
  /** The indentation of `x-pql-audience`'s block entries (-1 until the first). */
  let extrasIndent = -1;
  let extrasKey = "";
  const extrasSeen = new Set<string>();
  let extrasFlow = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const lineStart = start;
    start = end + 1;
    // Most lines are indented lines of other keys (the expression): skipped without a copy.
    if (text[lineStart] === " " && section !== "x-pql-audience" && section !== "name") continue;
    const line = text.slice(lineStart, text[end - 1] === "\r" ? end - 1 : end);
    const body = line.trimStart();
    if (body === "" || body.startsWith("#")) continue;
    const indent = line.length - body.length;
    if (/^\s*\t/.test(line)) return undefined;
    if (indent === 0) {
      if (line.startsWith("---")) {
        if (content || !/^---\s*(?:#.*)?$/.test(line)) return undefined;
        continue;
      }
      const m = KEY_LINE.exec(line);
      if (!m || seen.has(m[1]!) || !topLevelKeys.has(m[1]!)) return undefined;
      content = true;
      section = m[1]!;
      seen.add(section);
      const rest = m[2] ?? "";
      // The schema rejects it, or YAML does (a broken file): no audience, unless another document follows.
      if (EXPRESSION_NOT_A_MAPPING.test(line)) return /^(?:---|\.\.\.)/m.test(text) ? undefined : null;
      if (!inlineValueIsPlain(rest, section === "expression")) return undefined;
      if (section === "name") {
        name = scalar(rest);
        if (name === undefined) return undefined;
      } else if (section === "x-pql-audience" && rest !== "" && !rest.startsWith("#")) {
        const flow = flowMapping(rest);
        if (!flow) return undefined;
        extrasFlow = true;
        for (const [k, v] of flow) extras.set(k, v);
        if ([...flow.keys()].some((k) => !extrasKeys.has(k) || k === "suppress")) return undefined;
      }
      continue;
    }
    // Indented lines belong to the last top-level key: only `x-pql-audience`'s matter.
    if (section === "name") return undefined;
    if (section !== "x-pql-audience") continue;
    if (extrasFlow) return undefined;
    if (extrasIndent < 0) extrasIndent = indent;
    if (indent < extrasIndent) return undefined;
    if (indent > extrasIndent) {
      if (extrasKey !== "suppress") return undefined;
      continue;
    }
    const m = KEY_LINE.exec(body);
    if (!m || !extrasKeys.has(m[1]!) || extrasSeen.has(m[1]!)) return undefined;
    extrasKey = m[1]!;
    extrasSeen.add(extrasKey);
    if (extrasKey === "suppress") continue;
    const value = scalar(m[2] ?? "");
    if (value === undefined) return undefined;
    extras.set(extrasKey, value);
  }
  return checked("yaml", name, seen.has("expression"), extras.get("id"), extras.get("alias"));
}
