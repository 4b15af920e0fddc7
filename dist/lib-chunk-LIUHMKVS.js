import {
  LineMap,
  closest
} from "./lib-chunk-F5YL3UHX.js";
import {
  invalidUtf8Message
} from "./lib-chunk-GVCLCP2O.js";

// src/audience/schema.ts
import * as z2 from "zod/mini";

// src/audience/schema-parts.ts
import * as z from "zod/mini";
function described(schema, meta) {
  z.globalRegistry.add(schema, meta);
  return schema;
}
var nonEmpty = () => z.string().check(z.minLength(1));

// src/audience/schema.ts
var ALIAS_PREFIX = "alias:";
var aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
var enabled = (what) => described(z2.strictObject({ enabled: described(z2.boolean(), { description: `true to evaluate this audience ${what}` }) }), {
  description: `Evaluation ${what}`
});
var suppressionSchema = described(
  z2.strictObject({
    rule: described(z2.string().check(z2.regex(suppressionRulePattern)), {
      description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"'
    }),
    reason: described(z2.string().check(z2.trim(), z2.minLength(1)), {
      description: "Why the rule does not apply here (required; shown in reports)"
    })
  }),
  { description: "Silences one rule for this audience" }
);
var testCaseSchema = described(
  z2.strictObject({
    name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
    now: described(z2.string().check(z2.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/)), {
      description: "The instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z)"
    }),
    profile: described(z2.optional(z2.union([z2.record(z2.string(), z2.unknown()), nonEmpty()])), {
      description: "The XDM profile: inline, or the path of a JSON file relative to this file (default: an empty profile)"
    }),
    events: described(z2.optional(z2.union([z2.array(z2.unknown()), nonEmpty()])), {
      description: "The profile's ExperienceEvents: inline, or the path of a JSON file relative to this file (default: none)"
    }),
    expect: described(z2.boolean(), { description: "true when the profile must qualify, false when it must not" })
  }),
  { description: "A test case run by `pql-audience test`" }
);
var extrasSchema = described(
  z2.strictObject({
    id: described(z2.optional(nonEmpty()), { description: "The id AEP gave this audience when it was published" }),
    alias: described(z2.optional(z2.string().check(z2.regex(aliasPattern))), {
      description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")'
    }),
    suppress: described(z2.optional(z2.array(suppressionSchema)), { description: "Rules silenced for this audience, each with a reason" }),
    tests: described(z2.optional(z2.array(testCaseSchema)), { description: "Test cases run by `pql-audience test`; never sent to AEP" })
  }),
  { description: "pql-audience's own fields; never sent to AEP" }
);
var expressionSchema = described(
  z2.strictObject({
    type: described(z2.enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
    format: described(z2.enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
    value: described(z2.string(), { description: "The PQL expression" })
  }),
  { description: "The audience's PQL expression" }
);
var audienceSchema = described(
  z2.strictObject({
    $schema: described(z2.optional(z2.string()), { description: "The JSON Schema of this file, for editors" }),
    name: described(z2.string().check(z2.trim(), z2.minLength(1)), { description: "The audience name, unique in the sandbox" }),
    description: described(z2.optional(z2.string()), { description: "What the audience is for" }),
    expression: expressionSchema,
    evaluationInfo: described(
      z2.optional(
        z2.strictObject({
          batch: z2.optional(enabled("in the daily batch job")),
          continuous: z2.optional(enabled("by streaming segmentation")),
          synchronous: z2.optional(enabled("on the edge"))
        })
      ),
      { description: "How AEP evaluates the audience; omitted means batch" }
    ),
    schema: described(
      z2.optional(
        z2.strictObject({
          name: described(z2.optional(nonEmpty()), { description: 'The XDM class: "_xdm.context.profile"' }),
          id: described(z2.optional(nonEmpty()), { description: "The schema id, instead of its name" })
        }).check(z2.refine((s) => s.name !== void 0 || s.id !== void 0, { message: "needs `name` or `id`" }))
      ),
      { description: "The schema the audience reads" }
    ),
    mergePolicyId: described(z2.optional(nonEmpty()), { description: "The merge policy to evaluate with (edge needs one active on edge)" }),
    ttlInDays: described(z2.optional(z2.int().check(z2.positive())), { description: "How long profiles stay in the audience" }),
    profileInstanceId: described(z2.optional(z2.string()), { description: 'The profile store: "ups"' }),
    payloadSchema: described(z2.optional(z2.string()), { description: "Passed through to the API" }),
    dataGovernancePolicy: described(
      z2.optional(z2.strictObject({ excludeOptOut: described(z2.boolean(), { description: "true to leave out profiles that opted out" }) })),
      { description: "Data governance settings" }
    ),
    "x-pql-audience": z2.optional(extrasSchema)
  }),
  { title: "pql-audience audience file", description: "An AEP audience: the Segmentation API create body plus pql-audience extras" }
);
function createBody(definition) {
  const { $schema: _schema, "x-pql-audience": _extras, ...body } = definition;
  return body;
}
var listed;
function audienceFields() {
  listed ??= listFields(audienceSchema, "");
  return listed;
}
function listFields(schema, prefix) {
  const fields = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path, type: typeName(inner), required: !z2.safeParse(child, void 0).success, description: describe(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path));
    const def = inner._zod.def;
    if (def.type === "array") fields.push(...listFields(unwrap(def.element), `${path}[]`));
  }
  return fields;
}
function knownKeysAt(path) {
  let schema = audienceSchema;
  for (const step of path) {
    const def = unwrap(schema)._zod.def;
    if (def.type === "array" && typeof step === "number") schema = def.element;
    else {
      const child = objectShape(schema)?.[String(step)];
      if (!child) return void 0;
      schema = child;
    }
  }
  const shape = objectShape(schema);
  return shape ? Object.keys(shape) : void 0;
}
function objectShape(schema) {
  const def = unwrap(schema)._zod.def;
  return def.type === "object" ? def.shape : void 0;
}
function unwrap(schema) {
  let current = schema;
  for (let def = current._zod.def; def.type === "optional" || def.type === "nullable" || def.type === "default"; def = current._zod.def) {
    current = def.innerType;
  }
  return current;
}
function describe(schema) {
  let current = schema;
  while (current) {
    const description = z2.globalRegistry.get(current)?.description;
    if (typeof description === "string") return description;
    const def = current._zod.def;
    current = def.type === "optional" ? def.innerType : void 0;
  }
  return "";
}
function typeName(schema) {
  const def = schema._zod.def;
  if (def.type === "object") return "object";
  if (def.type === "array") return "list";
  if (def.type === "boolean") return "boolean";
  if (def.type === "number") return "integer";
  if (def.type === "enum")
    return Object.values(def.entries).map((o) => JSON.stringify(o)).join(" | ");
  return "string";
}

// src/audience/load.ts
import { isScalar as isScalar2, parseAllDocuments } from "yaml";

// src/audience/source-map.ts
var SourceMap = class _SourceMap {
  /**
   * @param pieces the value's runs, in order, covering it
   * @param endOffset file offset standing for "the end of the value" (where a span at value.length lands)
   * @param length the value's length
   */
  constructor(lines, pieces, endOffset, length) {
    this.lines = lines;
    this.pieces = pieces;
    this.endOffset = endOffset;
    this.length = length;
  }
  lines;
  pieces;
  endOffset;
  length;
  /** The map of a value copied verbatim from the file at `start` (a bare `.pql` file). */
  static identity(lines, start, length) {
    return new _SourceMap(
      lines,
      length > 0 ? [{ at: 0, length, from: start, to: start + length, copied: true }] : [],
      start + length,
      length
    );
  }
  /** @internal Made by SourceMapBuilder. */
  static of(lines, pieces, endOffset, length) {
    return new _SourceMap(lines, pieces, endOffset, length);
  }
  /** The piece holding value offset `index` (0 <= index < length). */
  pieceAt(index) {
    const pieces = this.pieces;
    let lo = 0;
    let hi = pieces.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (pieces[mid].at <= index) lo = mid;
      else hi = mid - 1;
    }
    return pieces[lo];
  }
  startOf(index) {
    const piece = this.pieceAt(index);
    return piece.copied ? piece.from + (index - piece.at) : piece.from;
  }
  endOf(index) {
    const piece = this.pieceAt(index);
    return piece.copied ? piece.from + (index - piece.at) + 1 : piece.to;
  }
  /** Where the character at `offset` of the value starts in the file (offset == length maps past the value). */
  offsetAt(offset) {
    if (offset >= this.length || offset < 0) return offset < 0 && this.length > 0 ? this.startOf(0) : this.endOffset;
    return this.startOf(offset);
  }
  position(offset) {
    return this.lines.position(this.offsetAt(offset));
  }
  /**
   * A span of the value -> the span of the file that holds those characters. An empty span stays
   * empty (a point before the character at its start); a non-empty one ends just past the source
   * of its last character, so `\"` or `\u00e9` is covered whole.
   */
  mapSpan(span) {
    const start = clamp(span.start.offset, this.length);
    const end = clamp(span.end.offset, this.length);
    if (end <= start) {
      const at = this.lines.position(this.offsetAt(start));
      return { start: at, end: at };
    }
    const from = this.startOf(start);
    const to = Math.max(from, this.endOf(end - 1));
    return this.lines.span(from, to);
  }
};
function clamp(offset, length) {
  return Math.max(0, Math.min(offset, length));
}
var SourceMapBuilder = class {
  value = "";
  pieces = [];
  /** Appends `text`, each character produced by the source range [start, end). */
  push(text, start, end) {
    if (text.length === 0) return;
    this.pieces.push({ at: this.value.length, length: text.length, from: start, to: end, copied: false });
    this.value += text;
  }
  /** Appends source characters copied one to one, starting at file offset `start`. */
  copy(text, start) {
    if (text.length === 0) return;
    const last = this.pieces[this.pieces.length - 1];
    if (last?.copied && last.from + last.length === start) {
      last.length += text.length;
      last.to += text.length;
    } else this.pieces.push({ at: this.value.length, length: text.length, from: start, to: start + text.length, copied: true });
    this.value += text;
  }
  /** File offset just past the source of the last character (undefined for an empty value). */
  get lastEnd() {
    return this.pieces[this.pieces.length - 1]?.to;
  }
  build(lines, endOffset) {
    return SourceMap.of(lines, this.pieces, endOffset, this.value.length);
  }
};

// src/audience/json-source.ts
var MAX_DEPTH = 200;
var Fail = class {
  constructor(error) {
    this.error = error;
  }
  error;
};
function parseJson(text) {
  try {
    const parser = new JsonParser(text);
    return { ok: true, node: parser.document() };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    throw e;
  }
}
function jsonValue(node) {
  switch (node.type) {
    case "object": {
      const result = {};
      for (const entry of node.entries) {
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
var JsonParser = class {
  constructor(text) {
    this.text = text;
    if (text.charCodeAt(0) === 65279) this.pos = 1;
  }
  text;
  pos = 0;
  depth = 0;
  /** Where the last `,` was, to point at a trailing comma. */
  lastComma = 0;
  document() {
    this.skipSpace();
    if (this.pos >= this.text.length) this.fail("the file is empty: expected a JSON object", this.pos, this.pos);
    const node = this.value();
    this.skipSpace();
    if (this.pos < this.text.length) this.fail("unexpected text after the end of the JSON value", this.pos, this.pos + 1);
    return node;
  }
  value() {
    const c = this.text[this.pos];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return this.string();
    if (c === "-" || c !== void 0 && c >= "0" && c <= "9") return this.number();
    const word = c === "t" ? "true" : c === "f" ? "false" : c === "n" ? "null" : void 0;
    if (word !== void 0 && this.text.startsWith(word, this.pos)) {
      const start = this.pos;
      this.pos += word.length;
      return word === "null" ? { type: "null", value: null, start, end: this.pos } : { type: "boolean", value: word === "true", start, end: this.pos };
    }
    this.unexpected("a value");
  }
  object() {
    const start = this.pos;
    this.enter();
    this.pos++;
    const entries = [];
    const seen = /* @__PURE__ */ new Map();
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos++;
      this.depth--;
      return { type: "object", entries, start, end: this.pos };
    }
    for (; ; ) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') {
        if (this.text[this.pos] === "}" && entries.length > 0)
          this.fail("trailing comma: JSON does not allow `,` before `}`", this.lastComma, this.lastComma + 1);
        this.unexpected("a property name in double quotes");
      }
      const key = this.string();
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
  array() {
    const start = this.pos;
    this.enter();
    this.pos++;
    const items = [];
    this.skipSpace();
    if (this.text[this.pos] === "]") {
      this.pos++;
      this.depth--;
      return { type: "array", items, start, end: this.pos };
    }
    for (; ; ) {
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
  string() {
    const text = this.text;
    const start = this.pos;
    const map = new SourceMapBuilder();
    let i = start + 1;
    const close = text.indexOf('"', i);
    const plain = close === -1 ? void 0 : text.slice(i, close);
    if (plain !== void 0 && !/[\\\u0000-\u001f]/.test(plain)) {
      map.copy(plain, i);
      this.pos = close + 1;
      return { type: "string", value: map.value, map, start, end: this.pos };
    }
    for (; ; ) {
      if (i >= text.length) this.fail('unterminated string: it has no closing `"`', start, start + 1);
      const code = text.charCodeAt(i);
      if (code === 34) break;
      if (code < 32) {
        if (code === 10 || code === 13) this.fail("unterminated string: a JSON string cannot span lines (write `\\n`)", start, start + 1);
        this.fail("control character in a string: write it as an escape such as `\\t`", i, i + 1);
      }
      if (code !== 92) {
        let runEnd = i + 1;
        for (let c = text.charCodeAt(runEnd); runEnd < text.length && c !== 34 && c !== 92 && c >= 32; c = text.charCodeAt(++runEnd)) ;
        map.copy(text.slice(i, runEnd), i);
        i = runEnd;
        continue;
      }
      const e = text[i + 1];
      const simple = e === void 0 ? void 0 : jsonEscapes[e];
      if (simple !== void 0) {
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
  number() {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!match) this.unexpected("a number");
    const start = this.pos;
    this.pos += match[0].length;
    return { type: "number", value: Number(match[0]), start, end: this.pos };
  }
  skipSpace() {
    const text = this.text;
    while (this.pos < text.length) {
      const c = text[this.pos];
      if (c === " " || c === "	" || c === "\n" || c === "\r") this.pos++;
      else break;
    }
  }
  enter() {
    if (++this.depth > MAX_DEPTH) this.fail(`nested more than ${MAX_DEPTH} levels deep`, this.pos, this.pos + 1);
  }
  unexpected(expected) {
    const at = this.pos;
    const c = this.text[at];
    if (c === void 0) this.fail(`unexpected end of file: expected ${expected}`, at, at);
    if (c === "/" && (this.text[at + 1] === "/" || this.text[at + 1] === "*")) this.fail("JSON has no comments", at, at + 2);
    if (c === "'") this.fail("JSON strings use double quotes, not single quotes", at, at + 1);
    const shown2 = /[\x21-\x7e]/.test(c) ? `\`${c}\`` : `character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    this.fail(`unexpected ${shown2}: expected ${expected}`, at, at + 1);
  }
  fail(message, start, end) {
    throw new Fail({ message, start, end });
  }
};
var jsonEscapes = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	"
};

// src/audience/problems.ts
var responseOnlyFields = /* @__PURE__ */ new Set([
  "imsOrgId",
  "sandbox",
  "creationTime",
  "updateTime",
  "updateEpoch",
  "baselineTime",
  "dependents",
  "dependencies",
  "definedOn",
  "type",
  "lifecycleState",
  "namespace"
]);
var extrasFields = /* @__PURE__ */ new Set(["id", "alias", "suppress"]);
function schemaProblems(issues, data, tree, lines) {
  const problems = [];
  const text = lines.text;
  const span = ([start, end]) => {
    let e = end;
    while (e > start && /\s/.test(text[e - 1])) e--;
    return lines.span(start, e);
  };
  for (const issue of issues) {
    const path = issue.path;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problems.push({
          rule: "audience/schema",
          ...unknownField(path, key),
          range: span(tree.locate([...path, key], "key") ?? tree.head)
        });
      continue;
    }
    const value = valueAt(data, path);
    const where = tree.locate(path) ?? nearest(tree, path);
    const name = `\`${fieldName(path)}\``;
    const isReason = path.length === 4 && path[0] === "x-pql-audience" && path[1] === "suppress" && path[3] === "reason";
    if (value === void 0 && (issue.code === "invalid_type" || isReason)) {
      const field = audienceFields().find((f) => f.path === fieldName(path).replace(/\[\d+\]/g, "[]"));
      problems.push({
        rule: isReason ? "suppressions/missing-reason" : "audience/schema",
        message: isReason ? "this suppression has no `reason`: say why the rule does not apply here" : `${name} is missing`,
        range: span(where),
        hints: field?.description && !isReason ? [`add ${name}: ${lowerFirst(field.description)}`] : []
      });
      continue;
    }
    if (isReason) {
      problems.push({
        rule: "suppressions/missing-reason",
        message: "this suppression's `reason` is empty: say why the rule does not apply here",
        range: span(where),
        hints: []
      });
      continue;
    }
    problems.push({ rule: "audience/schema", ...describeIssue(issue, name, value, path), range: span(where) });
  }
  return problems;
}
function unknownField(path, key) {
  const within = path.length > 0 ? ` in \`${fieldName(path)}\`` : "";
  const message = `unknown field \`${key}\`${within}`;
  if (path.length === 0 && extrasFields.has(key))
    return { message, hints: [`pql-audience's own fields go under \`x-pql-audience\`: \`x-pql-audience.${key}\``] };
  if (path.length === 0 && responseOnlyFields.has(key))
    return { message, hints: ["AEP returns this field but does not accept it when creating an audience; remove it"] };
  const known = knownKeysAt(path) ?? [];
  const close = closest(key, known);
  if (close) return { message, hints: [`did you mean \`${close}\`?`] };
  return { message, hints: known.length > 0 ? [`the fields here are ${known.map((k) => `\`${k}\``).join(", ")}`] : [] };
}
function describeIssue(issue, name, value, path) {
  const found = `found ${shown(value)}`;
  switch (issue.code) {
    case "invalid_type": {
      if (path.length === 0) return { message: `an audience file must be an object with \`name\` and \`expression\`, ${found}`, hints: [] };
      const expected = expectedWords[issue.expected] ?? `a ${issue.expected}`;
      return {
        message: `${name} must be ${expected}, ${found}`,
        hints: issue.expected === "boolean" && typeof value === "string" ? ["write true or false without quotes"] : []
      };
    }
    case "invalid_value": {
      const options = issue.values.map((v) => JSON.stringify(v));
      const close = typeof value === "string" ? issue.values.find((v) => typeof v === "string" && v.toLowerCase() === value.toLowerCase()) : void 0;
      return {
        message: `${name} must be ${orList(options)}, ${found}`,
        hints: close !== void 0 ? [`did you mean ${JSON.stringify(close)}?`] : []
      };
    }
    case "too_small":
      if (issue.origin === "string") return { message: `${name} must not be empty`, hints: [] };
      if (issue.origin === "number")
        return { message: `${name} must be at least ${issue.inclusive ? issue.minimum : Number(issue.minimum) + 1}, ${found}`, hints: [] };
      return { message: `${name} is too short`, hints: [] };
    case "invalid_format":
      if (path[path.length - 1] === "alias")
        return {
          message: `${name} must be a simple name (letters, digits, \`.\`, \`_\`, \`-\`), ${found}`,
          hints: ['for example "cart-abandoners"']
        };
      if (path[path.length - 1] === "rule")
        return {
          message: `${name} must name a rule, ${found}`,
          hints: ['a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
        };
      return { message: `${name} has the wrong format, ${found}`, hints: [] };
    case "custom":
      return { message: `${name} ${issue.message}`, hints: [] };
    default:
      return { message: `${name} is not valid, ${found}`, hints: [] };
  }
}
var expectedWords = {
  boolean: "true or false",
  string: "a string",
  number: "a number",
  int: "a whole number",
  object: "an object with fields",
  array: "a list"
};
function fieldName(path) {
  let name = "";
  for (const step of path) name += typeof step === "number" ? `[${step}]` : name ? `.${String(step)}` : String(step);
  return name || "the audience";
}
function shown(value) {
  if (value === null) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  return String(value);
}
function valueAt(data, path) {
  let current = data;
  for (const step of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = Object.hasOwn(current, step) ? current[step] : void 0;
  }
  return current;
}
function nearest(tree, path) {
  for (let n = path.length - 1; n > 0; n--) {
    const key = tree.locate(path.slice(0, n), "key");
    if (key) return key;
  }
  return tree.head;
}
function orList(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
function lowerFirst(text) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// src/audience/source-tree.ts
import { isMap, isScalar, isSeq } from "yaml";
var JsonTree = class {
  constructor(root) {
    this.root = root;
    this.range = [root.start, root.end];
    const first = root.type === "object" ? root.entries[0] : void 0;
    this.head = first ? [first.keyStart, first.keyEnd] : [root.start, root.start + 1];
  }
  root;
  range;
  head;
  locate(path, part = "value") {
    let node = this.root;
    let keyRange;
    for (const step of path) {
      if (node.type === "object") {
        const entry = node.entries.find((e) => e.key === String(step));
        if (!entry) return void 0;
        keyRange = [entry.keyStart, entry.keyEnd];
        node = entry.value;
      } else if (node.type === "array" && typeof step === "number") {
        const item = node.items[step];
        if (!item) return void 0;
        keyRange = [item.start, item.end];
        node = item;
      } else return void 0;
    }
    return part === "key" ? keyRange ?? [node.start, node.start] : [node.start, node.end];
  }
};
var YamlTree = class {
  constructor(root, range) {
    this.root = root;
    this.range = range;
    const first = isMap(root) ? root.items[0] : void 0;
    const firstRange = first?.key?.range ?? root?.range;
    this.head = firstRange ? [firstRange[0], firstRange[1]] : [range[0], range[0]];
  }
  root;
  range;
  head;
  /** The YAML node at `path` (for reading a scalar's style and source). */
  node(path) {
    return this.find(path)?.node;
  }
  locate(path, part = "value") {
    const found = this.find(path);
    if (!found) return void 0;
    const { node, key } = found;
    if (part === "key" && key?.range) return [key.range[0], key.range[1]];
    if (node?.range && (node.range[1] > node.range[0] || !key?.range)) return [node.range[0], node.range[1]];
    return key?.range ? [key.range[0], key.range[1]] : void 0;
  }
  find(path) {
    let node = this.root;
    let key = null;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
        if (!pair) return void 0;
        key = pair.key;
        node = pair.value ?? null;
      } else if (isSeq(node) && typeof step === "number") {
        const item = node.items[step];
        if (item === void 0) return void 0;
        key = item;
        node = item;
      } else return void 0;
    }
    return { node, key };
  }
};

// src/audience/yaml-scalar.ts
function decodeYamlScalar(text, style, start, end, parentIndent) {
  switch (style) {
    case "PLAIN":
      return unfoldLines(text, start, end, false);
    case "QUOTE_SINGLE":
      return text[start] === "'" && text[end - 1] === "'" && end - start >= 2 ? unfoldLines(text, start + 1, end - 1, true) : void 0;
    case "QUOTE_DOUBLE":
      return text[start] === '"' && text[end - 1] === '"' && end - start >= 2 ? doubleQuoted(text, start + 1, end - 1) : void 0;
    case "BLOCK_LITERAL":
    case "BLOCK_FOLDED":
      return block(text, start, end, parentIndent);
  }
}
var isBlank = (c) => c === " " || c === "	";
function flowLines(text, start, end) {
  const lines = [];
  let lineStart = start;
  for (let i = start; i < end; i++) {
    if (text[i] !== "\n") continue;
    const lineEnd = i > lineStart && text[i - 1] === "\r" ? i - 1 : i;
    lines.push({ start: lineStart, end: lineEnd, breakEnd: i + 1 });
    lineStart = i + 1;
  }
  lines.push({ start: lineStart, end, breakEnd: end });
  return lines;
}
function unfoldLines(text, start, end, singleQuoted) {
  const out = new SourceMapBuilder();
  const copy = (from, to) => {
    for (let i = from; i < to; i++) {
      if (singleQuoted && text[i] === "'" && text[i + 1] === "'" && i + 1 < to) {
        out.push("'", i, i + 2);
        i++;
      } else out.copy(text[i], i);
    }
  };
  const lines = flowLines(text, start, end);
  if (lines.length === 1) {
    copy(start, end);
    return out;
  }
  const first = lines[0];
  copy(first.start, trimEnd(text, first.start, first.end));
  let sep = " ";
  let sepAt = [first.end, first.breakEnd];
  for (const line of lines.slice(1, -1)) {
    const from = trimStart(text, line.start, line.end);
    const to = trimEnd(text, from, line.end);
    if (from === to) {
      if (sep === "\n") out.push("\n", ...sepAt);
      sep = "\n";
      sepAt = [line.end, line.breakEnd];
    } else {
      out.push(sep, ...sepAt);
      copy(from, to);
      sep = " ";
      sepAt = [line.end, line.breakEnd];
    }
  }
  const last = lines[lines.length - 1];
  out.push(sep, ...sepAt);
  copy(trimStart(text, last.start, last.end), last.end);
  return out;
}
function trimStart(text, from, to) {
  while (from < to && isBlank(text[from])) from++;
  return from;
}
function trimEnd(text, from, to) {
  while (to > from && isBlank(text[to - 1])) to--;
  return to;
}
function doubleQuoted(text, start, end) {
  const out = new SourceMapBuilder();
  const isBreakAt = (i) => text[i] === "\n" || text[i] === "\r" && text[i + 1] === "\n";
  for (let i = start; i < end; i++) {
    const ch = text[i];
    if (ch === "\r" && text[i + 1] === "\n") continue;
    if (ch === "\n") {
      const breakStart = i > start && text[i - 1] === "\r" ? i - 1 : i;
      const feeds = [];
      let j = i;
      for (; ; ) {
        const next = text[j + 1];
        if (j + 1 >= end || !(next === " " || next === "	" || next === "\n" || next === "\r")) break;
        if (next === "\r" && text[j + 2] !== "\n") break;
        if (next === "\n") feeds.push([text[j] === "\r" ? j : j + 1, j + 2]);
        j++;
      }
      if (feeds.length === 0) out.push(" ", breakStart, i + 1);
      else for (const [s, e] of feeds) out.push("\n", s, e);
      i = j;
      continue;
    }
    if (ch === "\\") {
      const next = text[i + 1];
      if (next === "\n" || next === "\r" && text[i + 2] === "\n") {
        i += next === "\n" ? 1 : 2;
        while (i + 1 < end && isBlank(text[i + 1])) i++;
        continue;
      }
      const escape = decodeEscape(text, i);
      if (!escape) return void 0;
      out.push(escape.value, i, i + escape.length);
      i += escape.length - 1;
      continue;
    }
    if (isBlank(ch)) {
      let j = i;
      while (j + 1 < end && isBlank(text[j + 1])) j++;
      if (!isBreakAt(j + 1) || j + 1 >= end) out.copy(text.slice(i, j + 1), i);
      i = j;
      continue;
    }
    out.copy(ch, i);
  }
  return out;
}
var escapeCodes = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  "	": "	"
};
function decodeEscape(text, at) {
  const e = text[at + 1];
  if (e === void 0) return void 0;
  if (Object.hasOwn(escapeCodes, e)) return { value: escapeCodes[e], length: 2 };
  const digits = e === "x" ? 2 : e === "u" ? 4 : e === "U" ? 8 : 0;
  if (digits === 0) return void 0;
  const hex = text.slice(at + 2, at + 2 + digits);
  if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) return void 0;
  const code = parseInt(hex, 16);
  if (code > 1114111) return void 0;
  return { value: String.fromCodePoint(code), length: 2 + digits };
}
function block(text, start, end, scalarIndent) {
  const headerMatch = /^[|>]([-+1-9]*)/.exec(text.slice(start, Math.min(end, start + 10)));
  if (!headerMatch) return void 0;
  const literal = text[start] === "|";
  let indicator = 0;
  let chomp = "";
  for (const c of headerMatch[1]) {
    if (!chomp && (c === "-" || c === "+")) chomp = c;
    else if (!indicator && Number(c)) indicator = Number(c);
    else return void 0;
  }
  const headerBreak = text.indexOf("\n", start);
  const sourceStart = headerBreak < 0 || headerBreak >= end ? end : headerBreak + 1;
  const lines = [];
  if (sourceStart < end) {
    let lineStart = sourceStart;
    for (; ; ) {
      let i = lineStart;
      while (i < end && text[i] === " ") i++;
      let lineEnd = text.indexOf("\n", i);
      if (lineEnd < 0 || lineEnd >= end) lineEnd = end;
      const content = text.slice(i, lineEnd);
      const hasBreak = lineEnd < end;
      const breakStart = content.endsWith("\r") ? lineEnd - 1 : lineEnd;
      lines.push({ start: lineStart, indent: i - lineStart, content, break: hasBreak ? [breakStart, lineEnd + 1] : [end, end] });
      if (!hasBreak) break;
      lineStart = lineEnd + 1;
    }
  }
  const isEmpty = (line) => line.content === "" || line.content === "\r";
  const out = new SourceMapBuilder();
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    if (isEmpty(lines[i])) chompStart = i;
    else break;
  }
  if (chompStart === 0) {
    if (chomp === "+" && lines.length > 0) {
      const count = Math.max(1, lines.length - 1);
      for (let i = 0; i < count; i++) out.push("\n", ...lines[Math.min(i, lines.length - 1)].break);
    }
    return out;
  }
  let trimIndent = scalarIndent + indicator;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const line = lines[i];
    if (isEmpty(line)) {
      if (indicator === 0 && line.indent > trimIndent) trimIndent = line.indent;
    } else {
      if (indicator === 0) trimIndent = line.indent;
      contentStart = i;
      break;
    }
  }
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if (lines[i].indent > trimIndent) chompStart = i + 1;
  }
  const copyExtraIndent = (line) => {
    if (line.indent > trimIndent) out.copy(" ".repeat(line.indent - trimIndent), line.start + trimIndent);
  };
  for (let i = 0; i < contentStart; ++i) {
    copyExtraIndent(lines[i]);
    out.push("\n", ...lines[i].break);
  }
  let sep = "";
  let sepAt = [start, start];
  let prevMoreIndented = false;
  for (let i = contentStart; i < chompStart; ++i) {
    const line = lines[i];
    const content = line.content.endsWith("\r") ? line.content.slice(0, -1) : line.content;
    const contentAt = line.start + line.indent;
    if (content && line.indent < trimIndent) return void 0;
    if (literal) {
      out.push(sep, ...sepAt);
      copyExtraIndent(line);
      out.copy(content, contentAt);
      sep = "\n";
      sepAt = line.break;
    } else if (line.indent > trimIndent || content[0] === "	") {
      if (sep === " ") sep = "\n";
      else if (!prevMoreIndented && sep === "\n") sep = "\n\n";
      out.push(sep, ...sepAt);
      copyExtraIndent(line);
      out.copy(content, contentAt);
      sep = "\n";
      sepAt = line.break;
      prevMoreIndented = true;
    } else if (content === "") {
      if (sep === "\n") out.push("\n", ...sepAt);
      sep = "\n";
      sepAt = line.break;
    } else {
      out.push(sep, ...sepAt);
      out.copy(content, contentAt);
      sep = " ";
      sepAt = line.break;
      prevMoreIndented = false;
    }
  }
  const lastContentBreak = lines[chompStart - 1].break;
  if (chomp === "+") {
    let previousBreak = lastContentBreak;
    for (let i = chompStart; i < lines.length; ++i) {
      out.push("\n", ...previousBreak);
      copyExtraIndent(lines[i]);
      previousBreak = lines[i].break;
    }
    if (!out.value.endsWith("\n")) out.push("\n", ...previousBreak);
  } else if (chomp !== "-") {
    out.push("\n", ...lastContentBreak);
  }
  return out;
}

// src/audience/yaml-mistakes.ts
function yamlSyntaxProblems(text, lines, [from, to], errors) {
  const problems = findMistakes(text, from, to).map(
    (m) => ({ rule: "audience/invalid-yaml", message: m.message, range: lines.span(m.start, m.end), hints: m.hints })
  );
  const before = problems.length > 0 ? problems[0].range.start.line - 1 : Infinity;
  const seenLines = /* @__PURE__ */ new Set();
  for (const error of errors) {
    const [start, end] = widenToWord(text, error.pos[0], error.pos[1]);
    const range = lines.span(start, end);
    if (range.start.line >= before) continue;
    if (seenLines.has(range.start.line)) continue;
    seenLines.add(range.start.line);
    problems.push({
      rule: "audience/invalid-yaml",
      message: `invalid YAML: ${yamlMessage(error.message)}`,
      range,
      hints: yamlHints(lines.lineText(range.start.line))
    });
  }
  return problems.sort((a, b) => a.range.start.offset - b.range.start.offset);
}
function yamlHints(lineText) {
  if (!/^\s*value\s*:\s*[^|>\s]/.test(lineText)) return [];
  return [`write ${BLOCK}; a plain YAML value cannot contain \`: \` or start with a quote`];
}
var BLOCK = "the expression as a block: `value: |-`, then the PQL on the next lines, indented";
function entryOf(rest) {
  const dash = /^-[ ]+/.exec(rest)?.[0].length ?? 0;
  const body = rest.slice(dash);
  let keyEnd;
  const c = body[0];
  if (c === '"' || c === "'") {
    const close = closingQuote(body, 0, c);
    if (close === -1) return void 0;
    keyEnd = close + 1;
  } else {
    if (c === void 0 || /[[\]{},#&*!|>'"%@`]/.test(c) || /[-?:]/.test(c) && /^.(?:\s|$)/.test(body)) return void 0;
    const colon2 = /:(?: |$)/.exec(body);
    if (!colon2 || /\s#/.test(body.slice(0, colon2.index))) return void 0;
    keyEnd = colon2.index;
  }
  const colon = /^[ ]*:(?: |$)/.exec(body.slice(keyEnd));
  if (!colon) return void 0;
  const written = body.slice(0, keyEnd).trimEnd();
  return written === "" ? void 0 : { dash, written, length: dash + keyEnd + colon[0].replace(/ $/, "").length };
}
function isEntry(rest) {
  return entryOf(rest) !== void 0;
}
var NO_SPACE = /^(-[ ]+)?([A-Za-z_$][\w$.-]*):([^\s:/][^\s]*)/;
var BARE_KEY = /^(-[ ]+)?([A-Za-z_$][\w$.-]*)[ ]*$/;
function splitLines(text, from, to) {
  const out = [];
  let start = from;
  let number = 1;
  for (let k = text.indexOf("\n"); k !== -1 && k < from; k = text.indexOf("\n", k + 1)) number++;
  if (start === 0 && text.charCodeAt(0) === 65279) start = 1;
  while (start <= to) {
    const lf = text.indexOf("\n", start);
    const stop = lf === -1 || lf > to ? to : lf;
    let line = text.slice(start, stop);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    let indent = 0;
    while (line.charCodeAt(indent) === 32) indent++;
    const rest = line.slice(indent);
    out.push({ start, text: line, indent, blank: rest === "" || rest.startsWith("#"), number: number++ });
    if (lf === -1 || lf >= to) break;
    start = lf + 1;
  }
  return out;
}
var Scanner = class {
  constructor(text, from, to) {
    this.text = text;
    this.lines = splitLines(text, from, to);
  }
  text;
  lines;
  mistakes = [];
  frames = [];
  /** After `key:` with nothing on its line: a deeper line starts its value. */
  pendingKey;
  /** After `key: plain text`: deeper lines that are not entries continue the text. */
  plainAbove;
  tabs;
  /** Set on a shape this scanner does not follow (a complex key, a tagged key): it stops there. */
  lost = false;
  i = 0;
  run() {
    while (this.i < this.lines.length) {
      const line = this.lines[this.i];
      this.i++;
      if (line.blank) continue;
      const rest = line.text.slice(line.indent);
      if (line.indent === 0 && /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest)) {
        this.frames = [];
        this.pendingKey = void 0;
        this.plainAbove = void 0;
        continue;
      }
      if (rest.startsWith("	")) {
        this.tab(line);
        continue;
      }
      this.line(line, rest);
      if (this.lost) break;
    }
    return this.finish();
  }
  finish() {
    if (this.tabs) {
      const { line, more } = this.tabs;
      const also = more === 0 ? "" : ` (and so are ${more} line${more === 1 ? "" : "s"} below it)`;
      this.mistakes.push({
        start: line.start + line.indent,
        end: line.start + line.indent + 1,
        message: `this line is indented with a tab; YAML indents with spaces only${also}`,
        hints: ["replace each tab with spaces, as many as on the lines around it"]
      });
    }
    return this.mistakes.sort((a, b) => a.start - b.start);
  }
  tab(line) {
    if (this.tabs) this.tabs.more++;
    else this.tabs = { line, more: 0 };
  }
  line(line, rest) {
    const n = line.indent;
    const entry = entryOf(rest);
    if (!entry) {
      this.other(line, rest);
      return;
    }
    const { dash } = entry;
    const key = unquote(entry.written);
    const column = n + dash;
    if (dash > 0) {
      if (!this.placeItem(line, n)) return;
      const seq = this.frames[this.frames.length - 1];
      this.frames.push({ kind: "map", indent: column, keys: /* @__PURE__ */ new Map(), last: void 0, path: `${seq.path}[]`, item: true });
    } else if (!this.placeKey(line, n, key)) return;
    const map = this.frames[this.frames.length - 1];
    const earlier = map.keys.get(key);
    if (earlier !== void 0) {
      this.mistakes.push({
        start: line.start + column,
        end: line.start + column + entry.written.length,
        message: `the key \`${key}\` is written twice in this mapping (first on line ${earlier}); YAML allows each key once: remove one`,
        hints: []
      });
    } else map.keys.set(key, line.number);
    map.last = key;
    const path = map.path ? `${map.path}.${key}` : key;
    this.value(line, line.start + n + entry.length, map.indent, key, path);
  }
  /** Places a `key:` line at indentation `n` (where it was meant to be, if it is mis-indented); false if it cannot be placed. */
  placeKey(line, n, key) {
    const pending = this.pendingKey;
    this.pendingKey = void 0;
    this.plainAbove = void 0;
    if (this.frames.length === 0 || pending && n > pending.indent) {
      this.frames.push({ kind: "map", indent: n, keys: /* @__PURE__ */ new Map(), last: void 0, path: pending?.path ?? "", item: false });
      return true;
    }
    const at = this.frames.findLastIndex((f) => f.kind === "map" && f.indent === n);
    if (at !== -1) {
      this.frames.length = at + 1;
      return true;
    }
    const top = this.frames[this.frames.length - 1];
    const below = this.frames[this.frames.length - 2];
    const start = line.start + n;
    const end = start + key.length;
    if (top.item && below?.kind === "seq" && below.indent === n && top.last) {
      this.mistakes.push({
        start,
        end,
        message: `the key \`${key}\` is indented ${spaces(n)}, like the \`-\` of the list item above; indent it ${spaces(top.indent)} to align it with \`${firstKey(top)}\``,
        hints: []
      });
      return true;
    }
    let best;
    for (const f of this.frames) if (f.kind === "map" && (!best || Math.abs(f.indent - n) <= Math.abs(best.indent - n))) best = f;
    if (!best?.last) return false;
    this.mistakes.push({
      start,
      end,
      message: `the key \`${key}\` is indented ${spaces(n)} but its siblings ${best.indent}; align it with \`${best.last}\``,
      // Deeper than a key with a value: it may have been meant under that key.
      hints: n >= best.indent + 2 ? [`if \`${key}\` belongs under \`${best.last}\`, write nothing after \`${best.last}:\` on its line`] : []
    });
    this.frames.length = this.frames.indexOf(best) + 1;
    return true;
  }
  /** Places a `- ` line; false when it does not continue a list this scanner follows. */
  placeItem(line, n) {
    const pending = this.pendingKey;
    this.pendingKey = void 0;
    this.plainAbove = void 0;
    if (pending && n >= pending.indent) {
      this.frames.push({ kind: "seq", indent: n, keys: /* @__PURE__ */ new Map(), last: void 0, path: pending.path, item: false });
      return true;
    }
    if (this.frames.length === 0) {
      this.frames.push({ kind: "seq", indent: n, keys: /* @__PURE__ */ new Map(), last: void 0, path: "", item: false });
      return true;
    }
    const at = this.frames.findLastIndex((f) => f.kind === "seq" && f.indent === n);
    if (at !== -1) {
      this.frames.length = at + 1;
      return true;
    }
    const seq = this.frames.findLast((f) => f.kind === "seq");
    if (seq) {
      this.mistakes.push({
        start: line.start + n,
        end: line.start + n + 1,
        message: `this list item is indented ${spaces(n)} but the items above it ${seq.indent}; align its \`-\` with theirs`,
        hints: []
      });
    }
    return false;
  }
  /** A line that is not `key: ...`: a continued value, or a key written wrongly. */
  other(line, rest) {
    const n = line.indent;
    if (/^:(?:\s|$)/.test(rest)) this.lost = true;
    if (this.lost || this.plainAbove !== void 0 && n > this.plainAbove) return;
    if (this.pendingKey && n <= this.pendingKey.indent && !rest.startsWith("-")) this.pendingKey = void 0;
    const top = this.frames[this.frames.length - 1];
    const atKey = !top || top.indent === n || this.pendingKey !== void 0 && n > this.pendingKey.indent;
    if (/^[?!&%:]/.test(rest)) {
      this.lost = true;
      return;
    }
    if (!atKey) return;
    const next = this.nextContent();
    const amongKeys = top !== void 0 && top.indent === n && this.pendingKey === void 0 || next !== void 0 && next.indent === n && isEntry(next.text.slice(n));
    const noSpace = amongKeys ? NO_SPACE.exec(rest) : null;
    if (noSpace) {
      const [, dash = "", key, after] = noSpace;
      const colon = line.start + n + dash.length + key.length;
      this.mistakes.push({
        start: colon,
        end: colon + 1,
        message: `\`${key}:${after}\` needs a space after the colon; without it YAML does not read \`${key}\` as a key: write \`${key}: ${after}\``,
        hints: []
      });
      this.plainAbove = n;
      return;
    }
    const bare = BARE_KEY.exec(rest);
    if (bare && next && next.indent > n && isEntry(next.text.slice(next.indent))) {
      const [, dash = "", key] = bare;
      const start = line.start + n + dash.length;
      this.mistakes.push({
        start,
        end: start + key.length,
        message: `\`${key}\` needs a colon after it to be a key: write \`${key}:\``,
        hints: []
      });
      this.pendingKey = { indent: n, key, path: top?.path ? `${top.path}.${key}` : key };
    }
  }
  /** What follows `key:` on its line. */
  value(line, at, mapIndent, key, path) {
    const text = this.text;
    const lineEnd = line.start + line.text.length;
    let v = at;
    while (text[v] === " ") v++;
    while ((text[v] === "&" || text[v] === "!") && v < lineEnd) {
      while (v < lineEnd && text[v] !== " ") v++;
      while (text[v] === " ") v++;
    }
    if (v >= lineEnd || text[v] === "#") {
      this.pendingKey = { indent: mapIndent, key, path };
      return;
    }
    const pql = path === "expression.value";
    const value = text.slice(v, lineEnd).replace(/[ ]+#.*$/, "").trimEnd();
    const c = text[v];
    if (c === "|" || c === ">")
      return this.blockScalar(
        mapIndent,
        key,
        text.slice(v, lineEnd).replace(/[ ]+#.*$/, "").trim()
      );
    if (c === '"' || c === "'") return this.quoted(line, v, mapIndent, key, pql);
    if (c === "[" || c === "{") return this.flow(line, v, key, value, pql);
    if (c === "*") {
      const alias = /^\*[^\s,[\]{}]+/.exec(value)[0];
      const defined = text.slice(0, v).includes(`&${alias.slice(1)}`);
      if (alias.length < value.length || !defined) {
        this.mistakes.push({
          start: v,
          end: v + alias.length,
          message: pql ? `the PQL starts with \`*\`, which YAML reads as an alias (a reference to an anchor defined elsewhere); write ${BLOCK}` : `a YAML value that starts with \`*\` is an alias, a reference to an anchor defined elsewhere; to write text that starts with \`*\`, quote it: \`${key}: ${quoted(value)}\``,
          hints: []
        });
      }
      return;
    }
    if (c === "@" || c === "`" || c === "%") {
      this.mistakes.push({
        start: v,
        end: v + 1,
        message: pql ? `the PQL starts with \`${c}\`, which YAML reserves; write ${BLOCK}` : `a YAML value cannot start with \`${c}\` unless it is quoted: write \`${key}: ${quoted(value)}\``,
        hints: []
      });
      return;
    }
    this.plainAbove = mapIndent;
    const colon = /:(?: |$)/.exec(value);
    if (colon) {
      this.mistakes.push({
        start: v + colon.index,
        end: v + colon.index + 1,
        message: pql ? `the PQL contains \`: \`, which YAML reads as the start of another key; write ${BLOCK}` : `the value of \`${key}\` contains \`: \`, which YAML reads as the start of another key; put the value in quotes: \`${key}: ${quoted(value)}\``,
        hints: []
      });
    }
  }
  blockScalar(mapIndent, key, indicator) {
    let first;
    while (this.i < this.lines.length) {
      const line = this.lines[this.i];
      if (line.text.trim() === "") {
        this.i++;
        continue;
      }
      if (line.indent > mapIndent) {
        if (first === void 0) first = line.indent;
        else if (line.indent < first && (line.blank || /^:(?:\s|$)/.test(line.text.slice(line.indent)))) return;
        else if (line.indent < first) {
          this.mistakes.push({
            start: line.start + line.indent,
            end: line.start + line.text.length,
            message: `this line of the block \`${key}: ${indicator}\` is indented ${spaces(line.indent)}, less than its first line (${first}), so YAML ends the block before it; indent it ${spaces(first)}`,
            hints: []
          });
          first = line.indent;
        }
        this.i++;
        continue;
      }
      const rest = line.text.slice(line.indent);
      if (first !== void 0 || line.blank || isEntry(rest) || /^[?!&%:*]/.test(rest) || rest.startsWith("- ") || /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest))
        return;
      this.mistakes.push({
        start: line.start + line.indent,
        end: line.start + line.text.length,
        message: `the lines of the block \`${key}: ${indicator}\` must be indented more than \`${key}\` (${spaces(mapIndent)}); indent them ${spaces(mapIndent + 2)}`,
        hints: []
      });
      this.i++;
      while (this.i < this.lines.length) {
        const next = this.lines[this.i];
        if (!next.blank && next.indent <= mapIndent && (next.indent < line.indent || isEntry(next.text.slice(next.indent)))) break;
        this.i++;
      }
      return;
    }
  }
  quoted(line, open, mapIndent, key, pql) {
    const text = this.text;
    const quote = text[open];
    const lineEnd = line.start + line.text.length;
    const close = closingQuote(text, open, quote);
    const closeLine = close === -1 ? void 0 : this.lineAt(close);
    let unclosed = close === -1;
    if (!unclosed && close >= lineEnd) {
      for (let j = this.i; j < this.lines.length && this.lines[j].start <= close; j++) {
        const l = this.lines[j];
        if (!l.blank && l.indent <= mapIndent && isEntry(l.text.slice(l.indent))) unclosed = true;
      }
    }
    if (unclosed) {
      this.mistakes.push({
        start: open,
        end: open + 1,
        message: `the string that starts with \`${quote}\` here is not closed on its line; add the closing \`${quote}\``,
        hints: pql ? [`or write ${BLOCK}`] : []
      });
      return;
    }
    if (closeLine !== void 0 && closeLine > this.i - 1) this.i = closeLine + 1;
    const closeLineEnd = this.lineEndAt(close);
    const after = text.slice(close + 1, closeLineEnd);
    const stray = after.search(/\S/);
    if (stray === -1 || /^[ ]+#/.test(after)) return;
    const strayStart = close + 1 + stray;
    const scalar = text.slice(open, close + 1);
    const whole = text.slice(open, closeLineEnd).replace(/[ ]+#.*$/, "").trimEnd();
    this.mistakes.push(
      pql ? {
        start: open,
        end: close + 1,
        message: `the PQL starts with \`${quote}\`, so YAML reads \`${scalar}\` as the whole value and rejects the rest; write ${BLOCK}`,
        hints: []
      } : {
        start: strayStart,
        end: closeLineEnd,
        message: `text after the closing quote: YAML reads \`${scalar}\` as the whole value and rejects \`${whole.slice(strayStart - open)}\`; put all of the value in quotes: \`${key}: ${quoted(whole)}\``,
        hints: []
      }
    );
  }
  /** `[...]` or `{...}`: a list or mapping, which must end the value. */
  flow(line, open, key, value, pql) {
    const close = closingBracket(value);
    if (close === -1) {
      let depth = bracketDepth(value);
      while (depth > 0 && this.i < this.lines.length) depth += bracketDepth(this.lines[this.i++].text);
      return;
    }
    const after = value.slice(close + 1);
    if (after.trim() === "") return;
    const kind = value[0] === "[" ? "a list" : "a mapping";
    const collection = value.slice(0, close + 1);
    this.mistakes.push(
      pql ? {
        start: open,
        end: open + close + 1,
        message: `the PQL starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; write ${BLOCK}`,
        hints: []
      } : {
        start: open + close + 1 + after.search(/\S/),
        end: line.start + line.text.length,
        message: `the value of \`${key}\` starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; put the value in quotes: \`${key}: ${quoted(value)}\``,
        hints: []
      }
    );
  }
  nextContent() {
    for (let j = this.i; j < this.lines.length; j++) if (!this.lines[j].blank) return this.lines[j];
    return void 0;
  }
  /** The index in `lines` of the line holding `offset`. */
  lineAt(offset) {
    let j = this.i - 1;
    while (j + 1 < this.lines.length && this.lines[j + 1].start <= offset) j++;
    return j;
  }
  lineEndAt(offset) {
    const line = this.lines[this.lineAt(offset)];
    return line.start + line.text.length;
  }
};
function findMistakes(text, from = 0, to = text.length) {
  return new Scanner(text, from, to).run();
}
function closingQuote(text, open, quote) {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === "\\") i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}
function closingBracket(value) {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '"' || c === "'") {
      const end = closingQuote(value, i, c);
      if (end === -1) return -1;
      i = end;
    } else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
function bracketDepth(line) {
  let depth = 0;
  for (const c of line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, "")) {
    if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
  }
  return depth;
}
function unquote(key) {
  return key.startsWith('"') || key.startsWith("'") ? key.slice(1, -1) : key;
}
function firstKey(frame) {
  return frame.keys.keys().next().value ?? frame.last ?? "";
}
function spaces(n) {
  return n === 1 ? "1 space" : `${n} spaces`;
}
function quoted(value) {
  return /["\\]/.test(value) ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}
function widenToWord(text, start, end) {
  let e = Math.max(start, end);
  if (e - start <= 1 && /[\w$-]/.test(text[start] ?? "")) {
    e = start;
    while (e < text.length && /[\w$.-]/.test(text[e])) e++;
  }
  return [start, Math.min(e, text.length)];
}
function yamlMessage(message) {
  const first = message.split("\n")[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, "").replace(/^./, (c) => c.toLowerCase());
}

// src/audience/yaml-simple.ts
function readSimpleYaml(text) {
  if (/[\t\r\uFEFF]/.test(text)) return void 0;
  const reader = new Reader(text);
  const root = reader.document();
  if (!root) return void 0;
  return { data: toData(root), tree: new SimpleYamlTree(root, [0, text.length]) };
}
var Bail = class {
};
var BAIL = new Bail();
var KEY = /^[A-Za-z_$][\w$.-]*/;
var NULL = /^(?:~|null|Null|NULL)$/;
var TRUE = /^(?:true|True|TRUE)$/;
var FALSE = /^(?:false|False|FALSE)$/;
var INT = /^[-+]?[0-9]+$/;
var FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
var OTHER_NON_STRING = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;
var Reader = class {
  constructor(text) {
    this.text = text;
    let start = 0;
    while (start <= text.length) {
      const lf = text.indexOf("\n", start);
      const end = lf === -1 ? text.length : lf;
      let indent = 0;
      while (text.charCodeAt(start + indent) === 32) indent++;
      this.lines.push({
        start,
        end,
        next: lf === -1 ? text.length : lf + 1,
        indent,
        blank: start + indent >= end,
        comment: text[start + indent] === "#"
      });
      if (lf === -1) break;
      start = lf + 1;
    }
  }
  text;
  lines = [];
  at = 0;
  /** Past the line feed of the last non-blank line read: where a block mapping ends in `yaml`. */
  lastNext = 0;
  document() {
    try {
      this.skipBlank();
      const first = this.lines[this.at];
      if (first?.indent !== 0) return void 0;
      const root = this.map(0);
      this.skipBlank();
      return this.at === this.lines.length ? root : void 0;
    } catch (e) {
      if (e === BAIL) return void 0;
      throw e;
    }
  }
  skipBlank() {
    while (this.at < this.lines.length && (this.lines[this.at].blank || this.lines[this.at].comment)) this.at++;
  }
  /** A block mapping whose keys stand at `indent`. */
  map(indent) {
    const entries = [];
    const seen = /* @__PURE__ */ new Set();
    let end = 0;
    for (; ; ) {
      this.skipBlank();
      const line = this.lines[this.at];
      if (!line || line.indent < indent) break;
      if (line.indent > indent) throw BAIL;
      const entry = this.entry(line, indent);
      if (seen.has(entry.key)) throw BAIL;
      seen.add(entry.key);
      entries.push(entry);
      end = this.lastNext;
    }
    return { kind: "map", start: entries[0].keyStart, end, entries };
  }
  entry(line, indent) {
    const text = this.text;
    const keyStart = line.start + indent;
    const key = plainKey(text.slice(keyStart, line.end));
    const keyEnd = keyStart + key.length;
    if (text[keyEnd] !== ":") throw BAIL;
    let at = keyEnd + 1;
    if (at < line.end && text[at] !== " ") throw BAIL;
    while (at < line.end && text[at] === " ") at++;
    this.at++;
    this.lastNext = line.next;
    if (at === line.end) {
      this.skipBlank();
      const next = this.lines[this.at];
      if (!next || next.indent <= indent) throw BAIL;
      return { key, keyStart, keyEnd, value: this.map(next.indent) };
    }
    const c = text[at];
    let value;
    if (c === "|" || c === ">") value = this.blockScalar(line, at, indent);
    else if (c === '"' || c === "'") value = this.quoted(line, at, indent);
    else if (c === "{") value = this.flowMap(line, at, indent);
    else value = this.plain(at, trimmedEnd(text, at, line.end), indent, "block");
    return { key, keyStart, keyEnd, value };
  }
  blockScalar(header, at, indent) {
    const text = this.text;
    const chomp = text.slice(at + 1, header.end).trimEnd();
    if (chomp !== "" && chomp !== "-") throw BAIL;
    let end = header.next;
    let first = true;
    while (this.at < this.lines.length) {
      const line = this.lines[this.at];
      if (line.blank) {
        if (line.indent > indent) throw BAIL;
        this.at++;
        continue;
      }
      if (line.indent <= indent) break;
      if (first && this.lines[this.at - 1] !== header) throw BAIL;
      first = false;
      end = line.next;
      this.at++;
    }
    if (first) throw BAIL;
    this.lastNext = end;
    const style = text[at] === "|" ? "BLOCK_LITERAL" : "BLOCK_FOLDED";
    const decoded = decodeYamlScalar(text, style, at, end, indent);
    if (!decoded) throw BAIL;
    return { kind: "scalar", start: at, end, style, indent, value: decoded.value, decoded };
  }
  quoted(line, at, indent) {
    const text = this.text;
    const quote = text[at];
    let i = at + 1;
    for (; i < line.end; i++) {
      const c = text[i];
      if (quote === '"' && c === "\\") i++;
      else if (c === quote) {
        if (quote === "'" && text[i + 1] === "'") i++;
        else break;
      }
    }
    if (i >= line.end) throw BAIL;
    const end = i + 1;
    if (trimmedEnd(text, end, line.end) !== end) throw BAIL;
    this.noDeeperLine(indent);
    const style = quote === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
    const decoded = decodeYamlScalar(text, style, at, end, indent);
    if (!decoded) throw BAIL;
    return { kind: "scalar", start: at, end, style, indent, value: decoded.value, decoded };
  }
  /** `{ key: value, key: value }` on one line, plain scalars only. */
  flowMap(line, at, indent) {
    const text = this.text;
    const close = text.indexOf("}", at);
    if (close === -1 || close >= line.end || trimmedEnd(text, close + 1, line.end) !== close + 1) throw BAIL;
    const entries = [];
    const seen = /* @__PURE__ */ new Set();
    let i = at + 1;
    for (; ; ) {
      while (text[i] === " ") i++;
      if (i === close) {
        if (entries.length > 0) throw BAIL;
        break;
      }
      const key = plainKey(text.slice(i, close));
      if (seen.has(key)) throw BAIL;
      seen.add(key);
      const keyStart = i;
      const keyEnd = i + key.length;
      if (text[keyEnd] !== ":" || text[keyEnd + 1] !== " ") throw BAIL;
      i = keyEnd + 1;
      while (text[i] === " ") i++;
      let stop = i;
      while (stop < close && text[stop] !== ",") stop++;
      const value = this.plain(i, trimmedEnd(text, i, stop), indent, "flow");
      entries.push({ key, keyStart, keyEnd, value });
      i = stop;
      if (i === close) break;
      i++;
    }
    this.noDeeperLine(indent);
    return { kind: "map", start: at, end: close + 1, entries };
  }
  plain(start, end, indent, context) {
    const source = this.text.slice(start, end);
    if (source === "" || /^(?:[?:,[\]{}#&*!|>'"%@`]|-(?![\w.]))/.test(source) || source.includes(": ") || source.includes(" #") || source.endsWith(":"))
      throw BAIL;
    if (context === "flow" && /[[\]{}]/.test(source)) throw BAIL;
    if (context === "block") this.noDeeperLine(indent);
    if (OTHER_NON_STRING.test(source)) throw BAIL;
    let value;
    if (NULL.test(source)) value = null;
    else if (TRUE.test(source)) value = true;
    else if (FALSE.test(source)) value = false;
    else if (INT.test(source) || FLOAT.test(source)) value = Number(source);
    else value = source;
    return { kind: "scalar", start, end, style: "PLAIN", indent, value };
  }
  /** A deeper line after a one-line value would continue it (a multi-line scalar): not ours. */
  noDeeperLine(indent) {
    let i = this.at;
    while (i < this.lines.length && this.lines[i].blank) i++;
    const next = this.lines[i];
    if (next && next.indent > indent) throw BAIL;
  }
};
function plainKey(source) {
  const key = KEY.exec(source)?.[0];
  if (!key || NULL.test(key) || TRUE.test(key) || FALSE.test(key)) throw BAIL;
  return key;
}
function trimmedEnd(text, start, end) {
  let e = end;
  while (e > start && text[e - 1] === " ") e--;
  return e;
}
function toData(node) {
  if (node.kind === "scalar") return node.value;
  const result = {};
  for (const e of node.entries) {
    if (e.key === "__proto__")
      Object.defineProperty(result, e.key, { value: toData(e.value), enumerable: true, writable: true, configurable: true });
    else result[e.key] = toData(e.value);
  }
  return result;
}
var SimpleYamlTree = class {
  constructor(root, range) {
    this.root = root;
    this.range = range;
    const first = root.entries[0];
    this.head = [first.keyStart, first.keyEnd];
  }
  root;
  range;
  head;
  /** The node at `path` (for a scalar's style and source). */
  node(path) {
    return this.find(path)?.node;
  }
  locate(path, part = "value") {
    const found = this.find(path);
    if (!found) return void 0;
    if (part === "key" && found.entry) return [found.entry.keyStart, found.entry.keyEnd];
    return [found.node.start, found.node.end];
  }
  find(path) {
    let node = this.root;
    let entry;
    for (const step of path) {
      if (node.kind !== "map") return void 0;
      entry = node.entries.find((e) => e.key === String(step));
      if (!entry) return void 0;
      node = entry.value;
    }
    return entry ? { node, entry } : { node };
  }
};

// src/audience/yaml-tags.ts
import { visit } from "yaml";
var allowedTags = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));
function refusedTags(doc, text, lines) {
  const found = { problems: [], ranges: [] };
  visit(doc, {
    Node(_, node) {
      if (!node.tag || allowedTags.has(node.tag) || !node.range) return;
      const [start, end] = tagBefore(text, node.range[0]) ?? [node.range[0], node.range[0]];
      const written = text.slice(start, end) || node.tag;
      found.ranges.push([start, node.range[2]]);
      found.problems.push({
        rule: "audience/invalid-yaml",
        message: `the YAML tag \`${written}\` is not allowed in an audience file, which holds only text, numbers, true or false, lists and mappings; remove the tag`,
        range: lines.span(start, end),
        hints: yamlHints(lines.lineText(lines.position(start).line))
      });
      return visit.SKIP;
    }
  });
  return found;
}
function tagBefore(text, offset) {
  let end = offset;
  for (; ; ) {
    while (end > 0 && /\s/.test(text[end - 1])) end--;
    let start = end;
    while (start > 0 && !/\s/.test(text[start - 1])) start--;
    if (text[start] === "!") return [start, end];
    if (text[start] !== "&" || start === end) return void 0;
    end = start;
  }
}

// src/audience/load.ts
function audienceFileKind(fileName) {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".yaml") || lower.endsWith(".yml")) return "yaml";
  return "pql";
}
function isAudienceFileName(fileName) {
  return /\.(?:pql|audience\.json|audience\.ya?ml)$/i.test(fileName);
}
function loadAudienceFile(fileName, text, options = {}) {
  const lines = new LineMap(text);
  const loaded = loadText(fileName, text, lines);
  if (options.invalidUtf8) {
    const { offset } = options.invalidUtf8;
    loaded.problems.unshift({
      rule: "audience/invalid-utf8",
      ...invalidUtf8Message(options.invalidUtf8),
      range: lines.span(offset, Math.min(offset + 1, text.length))
    });
  }
  return loaded;
}
function loadText(fileName, text, lines) {
  const kind = audienceFileKind(fileName);
  try {
    if (kind === "json") return loadJson(text, lines);
    if (kind === "yaml") return loadYaml(text, lines);
    return loadPql(fileName, text, lines);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return {
      kind,
      audiences: [],
      problems: [
        {
          rule: kind === "json" ? "audience/invalid-json" : "audience/invalid-yaml",
          message: `could not read this file: ${message}`,
          range: lines.span(0, 0),
          hints: ["this is a bug in pql-audience; please report it with the file"]
        }
      ]
    };
  }
}
function loadPql(fileName, text, lines) {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.pql$/i, "") || "expression";
  const definition = {
    name: base,
    expression: { type: "PQL", format: "pql/text", value: text },
    ...aliasPattern.test(base) ? { "x-pql-audience": { alias: base } } : {}
  };
  const map = SourceMap.identity(lines, 0, text.length);
  const whole = lines.span(0, text.length);
  return {
    kind: "pql",
    audiences: [audience(definition, text, map, true, whole, whole, 0, () => void 0)],
    problems: []
  };
}
function loadJson(text, lines) {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { message, start, end } = parsed.error;
    return {
      kind: "json",
      audiences: [],
      problems: [{ rule: "audience/invalid-json", message: `invalid JSON: ${message}`, range: lines.span(start, end), hints: [] }]
    };
  }
  const tree = new JsonTree(parsed.node);
  const data = jsonValue(parsed.node);
  const checked = validate(data, tree, lines);
  if (!checked.definition) return { kind: "json", audiences: [], problems: checked.problems };
  const valueNode = jsonNodeAt(parsed.node, ["expression", "value"]);
  if (valueNode?.type !== "string") return { kind: "json", audiences: [], problems: checked.problems };
  const map = valueNode.map.build(lines, valueNode.end - 1);
  const loaded = audience(
    checked.definition,
    valueNode.value,
    map,
    true,
    lines.span(valueNode.start, valueNode.end),
    lines.span(0, text.length),
    0,
    locator(tree, text, lines)
  );
  return { kind: "json", audiences: [loaded], problems: checked.problems };
}
function loadYaml(text, lines) {
  const simple = readSimpleYaml(text);
  if (simple) return loadSimpleYaml(text, lines, simple);
  const documents = parseAllDocuments(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  const list = Array.isArray(documents) ? documents : [];
  const problems = [];
  const audiences = [];
  const meaningful = list.filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
  if (meaningful.length === 0) {
    const at = list[0]?.range[0] ?? 0;
    problems.push({
      rule: "audience/schema",
      message: "the file holds no audience",
      range: lines.span(at, at),
      hints: ["an audience file needs at least `name` and `expression`"]
    });
    return { kind: "yaml", audiences, problems };
  }
  const whole = meaningful.length === 1;
  for (const [index, doc] of meaningful.entries()) {
    const docRange = [doc.range[0], doc.range[2]];
    const tags = refusedTags(doc, text, lines);
    const errors = doc.errors.filter((e) => !tags.ranges.some(([s, end]) => e.pos[0] >= s && e.pos[0] < end));
    if (errors.length > 0) problems.push(...yamlSyntaxProblems(text, lines, docRange, errors));
    problems.push(...tags.problems);
    if (errors.length > 0 || tags.problems.length > 0) continue;
    const range = whole ? [0, text.length] : [doc.range[0], doc.range[2]];
    const tree = new YamlTree(doc.contents, range);
    let data;
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      const found = yamlSyntaxProblems(text, lines, docRange, []);
      problems.push(
        ...found.length > 0 ? found : [
          {
            rule: "audience/invalid-yaml",
            message: `invalid YAML: ${e instanceof Error ? e.message : String(e)}`,
            range: lines.span(tree.head[0], tree.head[1]),
            hints: []
          }
        ]
      );
      continue;
    }
    const checked = validate(data, tree, lines);
    problems.push(...checked.problems);
    if (!checked.definition) continue;
    const node = tree.node(["expression", "value"]);
    if (!node?.range) continue;
    const scalar = isScalar2(node) ? { style: node.type, indent: node.srcToken?.indent ?? 0 } : void 0;
    audiences.push(yamlAudience(text, lines, checked.definition, [node.range[0], node.range[1]], scalar, range, index, tree));
  }
  return { kind: "yaml", audiences, problems };
}
function loadSimpleYaml(text, lines, { data, tree }) {
  const checked = validate(data, tree, lines);
  const node = tree.node(["expression", "value"]);
  if (!checked.definition || node?.kind !== "scalar") return { kind: "yaml", audiences: [], problems: checked.problems };
  const loaded = yamlAudience(text, lines, checked.definition, [node.start, node.end], node, tree.range, 0, tree);
  return { kind: "yaml", audiences: [loaded], problems: checked.problems };
}
function yamlAudience(text, lines, definition, [start, end], scalar, range, index, tree) {
  const pql = definition.expression.value;
  const { map, exact } = scalar ? yamlValueMap(text, lines, start, end, scalar, pql) : coarseMap(lines, pql, start, end);
  const written = trimEnd2(text, [start, end]);
  return audience(definition, pql, map, exact, lines.span(...written), lines.span(range[0], range[1]), index, locator(tree, text, lines));
}
function isEmptyDocument(doc) {
  const contents = doc.contents;
  return contents === null || isScalar2(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1];
}
function yamlValueMap(text, lines, start, end, { style, indent, decoded: known }, value) {
  const decoded = known ?? (style ? decodeYamlScalar(text, style, start, end, indent) : void 0);
  if (decoded && decoded.value === value) {
    const endOffset = style === "QUOTE_SINGLE" || style === "QUOTE_DOUBLE" ? end - 1 : decoded.lastEnd ?? end;
    return { map: decoded.build(lines, endOffset), exact: true };
  }
  return coarseMap(lines, value, start, end);
}
function coarseMap(lines, value, start, end) {
  const coarse = new SourceMapBuilder();
  coarse.push(value, start, end);
  return { map: coarse.build(lines, end), exact: false };
}
var JITLESS = { jitless: true };
function validate(data, tree, lines) {
  const result = audienceSchema.safeParse(data, JITLESS);
  if (result.success) return { definition: result.data, problems: [] };
  return { problems: schemaProblems(result.error.issues, data, tree, lines) };
}
function audience(definition, pql, map, exactPositions, expressionRange, range, index, locate) {
  return { definition, pql, map, mapSpan: (span) => map.mapSpan(span), expressionRange, range, index, exactPositions, locate };
}
function locator(tree, text, lines) {
  return (path, part) => {
    const found = tree.locate(path, part);
    return found ? lines.span(...trimEnd2(text, found)) : void 0;
  };
}
function trimEnd2(text, [start, end]) {
  let e = end;
  while (e > start && /\s/.test(text[e - 1])) e--;
  return [start, e];
}
function jsonNodeAt(root, path) {
  let node = root;
  for (const key of path) node = node?.type === "object" ? node.entries.find((e) => e.key === key)?.value : void 0;
  return node;
}

export {
  described,
  nonEmpty,
  ALIAS_PREFIX,
  aliasPattern,
  suppressionRulePattern,
  extrasSchema,
  audienceSchema,
  createBody,
  audienceFileKind,
  isAudienceFileName,
  loadAudienceFile
};
