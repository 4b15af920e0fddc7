// A small JSON parser that keeps source positions. JSON.parse gives neither the range of a key
// nor the raw text of a string, and its error messages differ between engines; audience files
// need both (a diagnostic points at the offending key, a PQL error lands inside the string).
import { SourceMapBuilder } from "./source-map.js";

export type JsonNode = JsonObject | JsonArray | JsonString | JsonScalar;

interface NodeBase {
  /** Source range [start, end) of the whole value (quotes included for strings). */
  start: number;
  end: number;
}

export interface JsonEntry {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

export interface JsonObject extends NodeBase {
  type: "object";
  entries: JsonEntry[];
}

export interface JsonArray extends NodeBase {
  type: "array";
  items: JsonNode[];
}

export interface JsonString extends NodeBase {
  type: "string";
  value: string;
  /** Decoded offset -> source offsets (filled while decoding, so escapes map exactly). */
  map: SourceMapBuilder;
}

export interface JsonScalar extends NodeBase {
  type: "number" | "boolean" | "null";
  value: number | boolean | null;
}

export interface JsonSyntaxError {
  message: string;
  start: number;
  end: number;
}

export type JsonParseResult = { ok: true; node: JsonNode } | { ok: false; error: JsonSyntaxError };

/** Deeper than this is not an audience file; stop before the call stack does. */
const MAX_DEPTH = 200;

class Fail {
  constructor(readonly error: JsonSyntaxError) {}
}

export function parseJson(text: string): JsonParseResult {
  try {
    const parser = new JsonParser(text);
    return { ok: true, node: parser.document() };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    throw e;
  }
}

/** The plain JavaScript value of a node (objects without a prototype trap for `__proto__`). */
export function jsonValue(node: JsonNode): unknown {
  switch (node.type) {
    case "object": {
      const result: Record<string, unknown> = {};
      for (const entry of node.entries) {
        // defineProperty for `__proto__` only (a key, not the prototype): it is several times
        // slower than assigning.
        if (entry.key === "__proto__")
          Object.defineProperty(result, entry.key, { value: jsonValue(entry.value), enumerable: true, writable: true, configurable: true });
        else result[entry.key] = jsonValue(entry.value);
      }
      return result;
    }
    case "array":
      return node.items.map(jsonValue);
    default:
      return node.value;
  }
}

class JsonParser {
  private pos = 0;
  private depth = 0;
  /** Where the last `,` was, to point at a trailing comma. */
  private lastComma = 0;

  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.pos = 1;
  }

  document(): JsonNode {
    this.skipSpace();
    if (this.pos >= this.text.length) this.fail("the file is empty: expected a JSON object", this.pos, this.pos);
    const node = this.value();
    this.skipSpace();
    if (this.pos < this.text.length) this.fail("unexpected text after the end of the JSON value", this.pos, this.pos + 1);
    return node;
  }

  private value(): JsonNode {
    const c = this.text[this.pos];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return this.string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return this.number();
    const word = c === "t" ? "true" : c === "f" ? "false" : c === "n" ? "null" : undefined;
    if (word !== undefined && this.text.startsWith(word, this.pos)) {
      const start = this.pos;
      this.pos += word.length;
      return word === "null"
        ? { type: "null", value: null, start, end: this.pos }
        : { type: "boolean", value: word === "true", start, end: this.pos };
    }
    this.unexpected("a value");
  }

  private object(): JsonObject {
    const start = this.pos;
    this.enter();
    this.pos++;
    const entries: JsonEntry[] = [];
    const seen = new Map<string, number>();
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos++;
      this.depth--;
      return { type: "object", entries, start, end: this.pos };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') {
        if (this.text[this.pos] === "}" && entries.length > 0)
          this.fail("trailing comma: JSON does not allow `,` before `}`", this.lastComma, this.lastComma + 1);
        this.unexpected("a property name in double quotes");
      }
      const key = this.key();
      if (seen.has(key.value)) this.fail(`duplicate key \`${key.value}\``, key.start, key.end);
      seen.set(key.value, key.start);
      this.skipSpace();
      if (this.text[this.pos] !== ":") this.unexpected("`:` after the property name");
      this.pos++;
      this.skipSpace();
      const value = this.value();
      entries.push({ key: key.value, keyStart: key.start, keyEnd: key.end, value });
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === ",") {
        this.lastComma = this.pos++;
        continue;
      }
      if (c === "}") {
        this.pos++;
        this.depth--;
        return { type: "object", entries, start, end: this.pos };
      }
      this.unexpected("`,` or `}`");
    }
  }

  private array(): JsonArray {
    const start = this.pos;
    this.enter();
    this.pos++;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.pos] === "]") {
      this.pos++;
      this.depth--;
      return { type: "array", items, start, end: this.pos };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === "]" && items.length > 0)
        this.fail("trailing comma: JSON does not allow `,` before `]`", this.lastComma, this.lastComma + 1);
      items.push(this.value());
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === ",") {
        this.lastComma = this.pos++;
        continue;
      }
      if (c === "]") {
        this.pos++;
        this.depth--;
        return { type: "array", items, start, end: this.pos };
      }
      this.unexpected("`,` or `]`");
    }
  }

  /** A property name: a string whose source map nobody reads, so a plain one is read without building it. */
  private key(): { value: string; start: number; end: number } {
    const start = this.pos;
    const close = this.text.indexOf('"', start + 1);
    if (close === -1) return this.string();
    const value = this.text.slice(start + 1, close);
    if (/[\\\u0000-\u001f]/.test(value)) return this.string();
    this.pos = close + 1;
    return { value, start, end: this.pos };
  }

  private string(): JsonString {
    const text = this.text;
    const start = this.pos;
    const map = new SourceMapBuilder();
    let i = start + 1;
    // Most strings have no escapes: find the closing quote and copy what is between in one go.
    const close = text.indexOf('"', i);
    const plain = close === -1 ? undefined : text.slice(i, close);
    if (plain !== undefined && !/[\\\u0000-\u001f]/.test(plain)) {
      map.copy(plain, i);
      this.pos = close + 1;
      return { type: "string", value: map.value, map, start, end: this.pos };
    }
    for (;;) {
      if (i >= text.length) this.fail('unterminated string: it has no closing `"`', start, start + 1);
      const code = text.charCodeAt(i);
      if (code === 0x22) break;
      if (code < 0x20) {
        if (code === 10 || code === 13) this.fail("unterminated string: a JSON string cannot span lines (write `\\n`)", start, start + 1);
        this.fail("control character in a string: write it as an escape such as `\\t`", i, i + 1);
      }
      if (code !== 0x5c) {
        // A run of plain characters is copied whole (one concatenation, not one per character).
        let runEnd = i + 1;
        for (let c = text.charCodeAt(runEnd); runEnd < text.length && c !== 0x22 && c !== 0x5c && c >= 0x20; c = text.charCodeAt(++runEnd));
        map.copy(text.slice(i, runEnd), i);
        i = runEnd;
        continue;
      }
      const e = text[i + 1];
      const simple = e === undefined ? undefined : jsonEscapes[e];
      if (simple !== undefined) {
        map.push(simple, i, i + 2);
        i += 2;
      } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        map.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)), i, i + 6);
        i += 6;
      } else {
        this.fail(`invalid escape \`\\${e ?? ""}\` in a JSON string (a backslash is written \`\\\\\`)`, i, Math.min(i + 2, text.length));
      }
    }
    this.pos = i + 1;
    return { type: "string", value: map.value, map, start, end: this.pos };
  }

  private number(): JsonScalar {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!match) this.unexpected("a number");
    const start = this.pos;
    this.pos += match[0].length;
    return { type: "number", value: Number(match[0]), start, end: this.pos };
  }

  private skipSpace(): void {
    const text = this.text;
    while (this.pos < text.length) {
      const c = text[this.pos];
      if (c === " " || c === "\t" || c === "\n" || c === "\r") this.pos++;
      else break;
    }
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) this.fail(`nested more than ${MAX_DEPTH} levels deep`, this.pos, this.pos + 1);
  }

  private unexpected(expected: string): never {
    const at = this.pos;
    const c = this.text[at];
    if (c === undefined) this.fail(`unexpected end of file: expected ${expected}`, at, at);
    if (c === "/" && (this.text[at + 1] === "/" || this.text[at + 1] === "*")) this.fail("JSON has no comments", at, at + 2);
    if (c === "'") this.fail("JSON strings use double quotes, not single quotes", at, at + 1);
    const shown = /[\x21-\x7e]/.test(c) ? `\`${c}\`` : `character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    this.fail(`unexpected ${shown}: expected ${expected}`, at, at + 1);
  }

  private fail(message: string, start: number, end: number): never {
    throw new Fail({ message, start, end });
  }
}

const jsonEscapes: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
