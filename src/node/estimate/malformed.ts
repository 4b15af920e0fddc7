// Where a data file stops being JSON, found by reading it in JavaScript: DuckDB says a record is
// malformed, but the line it names counts records rather than lines. Only asked once DuckDB has
// refused the file, so a clean load never pays for it.
import { closeSync, createReadStream, fstatSync, openSync, readSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { DataFile } from "./data-files.js";

export interface Malformed {
  line: number;
  column: number;
  message: string;
}

/** The first place `file` is not JSON (records one a line, or a `.json` array), or undefined. */
export async function findMalformed(file: DataFile): Promise<Malformed | undefined> {
  if (file.format === "json") {
    const text = await readFile(file.path, "utf8");
    const start = text.search(/\S/);
    // An array of records, or records one after another (over lines or not).
    return parseError(text, 1, 1, text[start] !== "[");
  }
  return firstBadLine(file.path);
}

async function firstBadLine(path: string): Promise<Malformed | undefined> {
  const lines = createInterface({ input: createReadStream(path, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      if (text.trim() === "") continue;
      const bad = parseError(text, line, 1);
      if (bad) return bad;
    }
  } finally {
    lines.close();
  }
  return undefined;
}

/** The first error in `text` (which starts at line:column of its file), placed in the file. */
function parseError(text: string, line: number, column: number, sequence = false): Malformed | undefined {
  const error = firstError(text, sequence);
  if (!error) return undefined;
  const before = text.slice(0, error.offset);
  const newlines = before.split("\n").length - 1;
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: line + newlines, column: newlines === 0 ? column + error.offset : error.offset - lineStart + 1, message: error.message };
}

/**
 * Where JSON text stops being JSON: a validator that builds nothing (JSON.parse's messages do not
 * always say where). Follows RFC 8259: one value, blanks around it; with `sequence`, any number of
 * values one after another.
 */
export function firstError(text: string, sequence = false): { offset: number; message: string } | undefined {
  let i = 0;
  const fail = (message: string): never => {
    throw { offset: i, message };
  };
  const blank = () => {
    while (i < text.length && " \t\r\n".includes(text[i]!)) i++;
  };
  const found = () => (i < text.length ? `\`${text[i]}\`` : "the end of the record");
  const value = (): void => {
    blank();
    const c = text[i];
    if (c === "{") {
      i++;
      blank();
      if (text[i] === "}") return void i++;
      for (;;) {
        blank();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${found()}`);
        string();
        blank();
        if (text[i] !== ":") fail(`expected \`:\`, found ${found()}`);
        i++;
        value();
        blank();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return void i++;
        else fail(`expected \`,\` or \`}\`, found ${found()}`);
      }
    }
    if (c === "[") {
      i++;
      blank();
      if (text[i] === "]") return void i++;
      for (;;) {
        value();
        blank();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return void i++;
        else fail(`expected \`,\` or \`]\`, found ${found()}`);
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fail(`expected a value, found ${found()}`);
    i += literal![0].length;
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") {
        i++;
        if (text[i] === "u" ? !/^u[0-9a-fA-F]{4}/.test(text.slice(i, i + 5)) : !'"\\/bfnrt'.includes(text[i] ?? ""))
          fail("a bad escape in a string");
      } else if (text.charCodeAt(i) < 0x20) fail("a control character in a string (a line break?)");
      i++;
    }
    if (i >= text.length) fail("a string that is not closed");
    i++;
  };
  try {
    value();
    blank();
    while (sequence && i < text.length) {
      value();
      blank();
    }
    if (i < text.length) fail(`expected the end of the record, found ${found()}`);
    return undefined;
  } catch (e) {
    if (e instanceof Error) throw e;
    return e as { offset: number; message: string };
  }
}

/**
 * Whether a `.json` file opens an array it never closes (its last character that is not blank is
 * not `]`). Reads its first and last few kilobytes only.
 */
export function unclosedArray(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const edge = Buffer.alloc(Math.min(size, 4096));
    readSync(fd, edge, 0, edge.length, 0);
    if (edge.toString("utf8").trimStart()[0] !== "[") return false;
    readSync(fd, edge, 0, edge.length, size - edge.length);
    return !edge.toString("utf8").trimEnd().endsWith("]");
  } finally {
    closeSync(fd);
  }
}
