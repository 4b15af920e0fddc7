// A file's draft (phase one of linting, draft.ts) as a stream of numbers, for the draft cache
// (src/node/draft-cache.ts). Drafts repeat the same words and the same object shapes thousands of
// times (every diagnostic's message, hints and range): as plain JSON a cache of 10,000 drafts was
// 15 MB, and parsing it took longer than the tenth of the drafting it saved. Here every string is
// an index into one table of strings and every object an index into a table of shapes (its keys
// in order), each value led by its kind; a decoder walks the numbers without a parser. The decoded
// draft has the same keys in the same order, including keys whose value is `undefined` (a draft
// keeps one object shape whatever it holds), so reports built from it are byte for byte the ones
// built from a fresh draft. The file's own path is not stored (a run may show it from elsewhere):
// where a string equals it, a marker stands and the decoder writes the run's path back; nor is
// the config, which the cache keys an entry by: the run's config object is put back.

/** Each value's kind, the number that leads it in the stream. */
enum Kind {
  /** an index into the strings */
  String = 0,
  /** the draft's own path */
  File = 1,
  /** the draft's config */
  Config = 2,
  Number = 3,
  True = 4,
  False = 5,
  Null = 6,
  Undefined = 7,
  /** an index into the shapes, then one value per key */
  Object = 8,
  /** a length, then the items */
  Array = 9,
  /** a span ({start, end} of {offset, line, column}), six numbers: the commonest object */
  Span = 10,
}

/** The tables an encoded draft's numbers point into: one per cache file. */
export interface DraftTables {
  strings: string[];
  /** Each shape: an object's keys, in order. */
  shapes: string[][];
}

/** Thrown for a value the stream cannot carry exactly (a Map, a class instance, NaN): that draft is not cached. */
export class UnencodableDraft extends Error {}

/**
 * A draft of any config type: the codec only puts the object back where it was. A file's lint
 * result is written the same way (it names its file, and has no config).
 */
interface Draft {
  file: string;
  config?: unknown;
}

export class DraftEncoder {
  private readonly strings = new Map<string, number>();
  /** Shapes by their keys, one key at a time: a lookup per object without joining its keys into a new string. */
  private readonly shapes = new ShapeTrie();
  /** What this encoder wrote, grown by doubling (an array of numbers held twice the memory, then was copied). */
  private out = new Float64Array(1 << 16);
  private length = 0;
  /** The stream before `out[flushed]`: views of `out` and of the numbers copy() was given, in order. */
  private readonly done: Float64Array[] = [];
  private flushed = 0;
  /** How many numbers `done` holds. */
  private before = 0;
  private file = "";
  private config: unknown;

  /**
   * An encoder whose tables start as `tables` (a stored cache's), so that values encoded with
   * them can be copied into its stream as they are (copy()). Throws CorruptDraft for tables no
   * encoder wrote (a shape twice).
   */
  constructor(tables?: DraftTables) {
    if (!tables) return;
    for (const text of tables.strings) this.string(text);
    if (this.strings.size !== tables.strings.length) throw new CorruptDraft("a string twice");
    for (const keys of tables.shapes) this.shapes.add(keys);
  }

  /**
   * Appends numbers another stream encoded with the tables this encoder started from, and returns
   * where they start. They are not copied: the stream holds them as given (parts()), so they must
   * not change until it is written; numbers that follow the previous ones in the same buffer
   * join them (a cache's unchanged files, in the order it stored them, make a few long parts).
   */
  copy(numbers: Float64Array): number {
    const start = this.size;
    if (this.length > this.flushed) {
      this.before += this.length - this.flushed;
      this.done.push(this.out.subarray(this.flushed, this.length));
      this.flushed = this.length;
    }
    const last = this.done.at(-1);
    if (last && last.buffer === numbers.buffer && last.byteOffset + last.byteLength === numbers.byteOffset)
      this.done[this.done.length - 1] = new Float64Array(last.buffer, last.byteOffset, last.length + numbers.length);
    else this.done.push(numbers);
    this.before += numbers.length;
    return start;
  }

  /** How many numbers the stream holds. */
  get size(): number {
    return this.before + this.length - this.flushed;
  }

  /** How many strings the tables hold. */
  get stringCount(): number {
    return this.strings.size;
  }

  /**
   * Appends the draft to the stream and returns where it starts. On UnencodableDraft the stream
   * is as it was (the tables may hold a few strings more).
   */
  encode(draft: Draft): number {
    const start = this.size;
    const at = this.length;
    this.file = draft.file;
    this.config = draft.config;
    try {
      this.value(draft);
    } catch (e) {
      this.length = at;
      throw e;
    }
    return start;
  }

  tables(): DraftTables {
    return { strings: [...this.strings.keys()], shapes: this.shapes.list() };
  }

  /** The stream so far, in one array (a view when nothing was copied: encoding more may leave it behind). */
  numbers(): Float64Array {
    if (this.done.length === 0) return this.out.subarray(0, this.length);
    const all = new Float64Array(this.size);
    let at = 0;
    for (const part of this.parts()) {
      all.set(part, at);
      at += part.length;
    }
    return all;
  }

  /** The stream so far, in parts to be written one after the other (views: encoding more may leave the last behind). */
  parts(): Float64Array[] {
    return this.length > this.flushed ? [...this.done, this.out.subarray(this.flushed, this.length)] : [...this.done];
  }

  private push1(a: number): void {
    if (this.length + 1 > this.out.length) this.grow();
    this.out[this.length++] = a;
  }

  private push2(a: number, b: number): void {
    if (this.length + 2 > this.out.length) this.grow();
    this.out[this.length++] = a;
    this.out[this.length++] = b;
  }

  private grow(): void {
    const grown = new Float64Array(this.out.length * 2);
    grown.set(this.out.subarray(0, this.length));
    this.out = grown;
  }

  private value(v: unknown): void {
    switch (typeof v) {
      case "string":
        if (v === this.file) this.push1(Kind.File);
        else this.push2(Kind.String, this.string(v));
        return;
      case "number":
        if (!Number.isFinite(v)) throw new UnencodableDraft(`a number the cache cannot hold: ${v}`);
        this.push2(Kind.Number, v);
        return;
      case "boolean":
        this.push1(v ? Kind.True : Kind.False);
        return;
      case "undefined":
        this.push1(Kind.Undefined);
        return;
      case "object":
        if (v === null) this.push1(Kind.Null);
        else if (v === this.config) this.push1(Kind.Config);
        else if (Array.isArray(v)) {
          this.push2(Kind.Array, v.length);
          for (const item of v) this.value(item);
        } else if (Object.getPrototypeOf(v) !== Object.prototype) throw new UnencodableDraft("an object that is not plain data");
        else this.object(v as Record<string, unknown>);
        return;
      default:
        throw new UnencodableDraft(`a value the cache cannot hold: ${typeof v}`);
    }
  }

  private object(o: Record<string, unknown>): void {
    if (isPosition(o.start) && isPosition(o.end) && hasKeys(o, SPAN_KEYS)) {
      const { start, end } = o as { start: Position; end: Position };
      this.push2(Kind.Span, start.offset);
      this.push2(start.line, start.column);
      this.push2(end.offset, end.line);
      this.push1(end.column);
      return;
    }
    // Assigned back as `out[key] = ...`, this one would set the prototype instead.
    if (Object.hasOwn(o, "__proto__")) throw new UnencodableDraft("a key named __proto__");
    // The shape is known once its keys are walked; for...in walks them without an array per object.
    this.push2(Kind.Object, -1);
    const slot = this.length - 1;
    let node = this.shapes.root;
    for (const key in o) {
      node = this.shapes.step(node, key);
      this.value(o[key]);
    }
    this.out[slot] = this.shapes.index(node);
  }

  private string(text: string): number {
    let index = this.strings.get(text);
    if (index === undefined) {
      index = this.strings.size;
      this.strings.set(text, index);
    }
    return index;
  }
}

/** The shapes met so far, found by walking their keys from the root, one key at a time. */
class ShapeTrie {
  readonly root: ShapeNode = { key: "", parent: null, next: new Map(), index: -1 };
  private readonly shapes: string[][] = [];

  step(node: ShapeNode, key: string): ShapeNode {
    let next = node.next.get(key);
    if (!next) node.next.set(key, (next = { key, parent: node, next: new Map(), index: -1 }));
    return next;
  }

  /** A shape of stored tables, at the next index; throws CorruptDraft for one already there. */
  add(keys: readonly string[]): void {
    let node = this.root;
    for (const key of keys) node = this.step(node, key);
    if (node.index >= 0) throw new CorruptDraft("a shape twice");
    this.index(node);
  }

  /** The index of the shape whose last key is `node`. */
  index(node: ShapeNode): number {
    if (node.index < 0) {
      const keys: string[] = [];
      for (let n: ShapeNode | null = node; n && n !== this.root; n = n.parent) keys.unshift(n.key);
      node.index = this.shapes.length;
      this.shapes.push(keys);
    }
    return node.index;
  }

  list(): string[][] {
    return [...this.shapes];
  }
}

interface ShapeNode {
  key: string;
  parent: ShapeNode | null;
  next: Map<string, ShapeNode>;
  index: number;
}

interface Position {
  offset: number;
  line: number;
  column: number;
}

const SPAN_KEYS = ["start", "end"];
const POSITION_KEYS = ["offset", "line", "column"];

/** One end of a span exactly: three finite numbers and nothing else (anything more is an ordinary object). */
function isPosition(v: unknown): v is Position {
  if (typeof v !== "object" || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const { offset, line, column } = v as Record<string, unknown>;
  return Number.isFinite(offset) && Number.isFinite(line) && Number.isFinite(column) && hasKeys(v, POSITION_KEYS);
}

/**
 * Whether a plain object's keys are exactly these, in this order (the decoder rebuilds them in
 * this order). for...in, not Object.keys: no array per object; on a plain object it walks the
 * same keys in the same order.
 */
function hasKeys(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in o) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** Thrown for numbers that are not a draft DraftEncoder wrote with these tables: the caller drafts the file instead. */
export class CorruptDraft extends Error {}

/** Decodes what DraftEncoder wrote, with the same tables and numbers. */
export class DraftDecoder {
  private readonly shapes: string[][];
  private at = 0;
  private file = "";
  private config: unknown;

  constructor(
    private readonly tables: DraftTables,
    private readonly stream: Float64Array,
  ) {
    // The encoder never writes this key (assigned back, it would set the prototype instead).
    if (tables.shapes.some((keys) => keys.includes("__proto__"))) throw new CorruptDraft("a key named __proto__");
    this.shapes = tables.shapes;
  }

  /** Where the last value decoded ends: the index after its last number. */
  get end(): number {
    return this.at;
  }

  /** The draft that starts at `start`, its path `file` (as this run shows it) and its config `config`. */
  decode<D extends Draft>(start: number, file: string, config: D["config"]): D {
    this.at = start;
    this.file = file;
    this.config = config;
    const draft = this.value() as D;
    if (typeof draft !== "object" || draft === null || draft.file !== file || draft.config !== config)
      throw new CorruptDraft("not a draft");
    return draft;
  }

  private next(): number {
    if (this.at >= this.stream.length) throw new CorruptDraft("past the end");
    return this.stream[this.at++]!;
  }

  private value(): unknown {
    switch (this.next()) {
      case Kind.String: {
        const text = this.tables.strings[this.next()];
        if (text === undefined) throw new CorruptDraft("a string out of the table");
        return text;
      }
      case Kind.File:
        return this.file;
      case Kind.Config:
        return this.config;
      case Kind.Number:
        return this.next();
      case Kind.True:
        return true;
      case Kind.False:
        return false;
      case Kind.Null:
        return null;
      case Kind.Undefined:
        return undefined;
      case Kind.Array: {
        const length = this.next();
        if (!(length >= 0 && length <= this.stream.length - this.at)) throw new CorruptDraft("an array longer than the stream");
        const out = new Array<unknown>(length);
        for (let i = 0; i < length; i++) out[i] = this.value();
        return out;
      }
      case Kind.Object: {
        const keys = this.shapes[this.next()];
        if (keys === undefined) throw new CorruptDraft("a shape out of the table");
        const out: Record<string, unknown> = {};
        for (const key of keys) out[key] = this.value();
        return out;
      }
      case Kind.Span: {
        if (this.at + 6 > this.stream.length) throw new CorruptDraft("past the end");
        const n = this.stream;
        const a = this.at;
        this.at += 6;
        return { start: { offset: n[a], line: n[a + 1], column: n[a + 2] }, end: { offset: n[a + 3], line: n[a + 4], column: n[a + 5] } };
      }
      default:
        throw new CorruptDraft("an unknown kind");
    }
  }
}
