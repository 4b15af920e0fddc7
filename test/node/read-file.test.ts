// Reading the files a command is given: only regular files (a named pipe would block the read
// forever: test/cli/lint-input-files.test.ts runs that in a child process with a timeout), and
// text that is not UTF-8 is read with the first bad byte's place kept.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError, readSourceSync, readText, readTextSync } from "../../src/node/errors.js";

const dir = mkdtempSync(join(tmpdir(), "pql-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a path that is not a regular file is refused at once", () => {
  it.each([
    ["a character device", "/dev/null", /^cannot read \/dev\/null: it is a character device, not a regular file$/],
    ["a directory", dir, /^cannot read .*: it is a directory$/],
  ])("%s, read synchronously", (_, path, message) => {
    expect(() => readTextSync(path)).toThrow(InputError);
    expect(() => readTextSync(path)).toThrow(message);
    expect(() => readSourceSync(path)).toThrow(message);
  });

  it.each([
    ["a character device", "/dev/null", /^cannot read \/dev\/null: it is a character device, not a regular file$/],
    ["a directory", dir, /^cannot read .*: it is a directory$/],
  ])("%s, read asynchronously", async (_, path, message) => {
    await expect(readText(path)).rejects.toThrow(message);
  });
});

describe("text that is not UTF-8", () => {
  it.each([
    // file bytes, the text read, where the first bad byte is: text offset, byte offset, byte, how many places
    ["valid UTF-8", [0x61, 0xc3, 0xa9, 0x0a], "aé\n", undefined],
    ["a byte order mark is kept as U+FEFF", [0xef, 0xbb, 0xbf, 0x61], "\ufeffa", undefined],
    ["Latin-1 é", [0x61, 0x0a, 0x62, 0xe9, 0x63], "a\nb\ufffdc", { offset: 3, byteOffset: 3, byte: 0xe9, count: 1 }],
    [
      "after multi-byte characters",
      [0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0x61],
      "é😀\ufffda",
      { offset: 3, byteOffset: 6, byte: 0xff, count: 1 },
    ],
    [
      "a truncated sequence, then another bad byte",
      [0x61, 0xe2, 0x82, 0x61, 0x80],
      "a\ufffda\ufffd",
      { offset: 1, byteOffset: 1, byte: 0xe2, count: 2 },
    ],
    ["an overlong encoding", [0xc0, 0xaf], "\ufffd\ufffd", { offset: 0, byteOffset: 0, byte: 0xc0, count: 2 }],
    ["an encoded surrogate", [0x61, 0xed, 0xa0, 0x80], "a\ufffd\ufffd\ufffd", { offset: 1, byteOffset: 1, byte: 0xed, count: 3 }],
  ])("%s", (name, bytes, text, invalid) => {
    const path = join(dir, `${name.replace(/\W+/g, "-")}.pql`);
    writeFileSync(path, Uint8Array.from(bytes));
    const read = readSourceSync(path);
    expect(read.text).toBe(text);
    expect(read.invalidUtf8).toEqual(invalid);
    // Every reader gives the same text, so offsets found on one hold on the others.
    expect(readTextSync(path)).toBe(text);
  });
});
