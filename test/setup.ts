// Chevrotain's grammar and lexer validations are checked once, by test/syntax/grammar.test.ts, not
// turned on here for every file: they are the same checks of the same grammar in every worker, and
// cost about 85 ms of CPU in each of ~240 files (plus Chevrotain's import in files that never parse).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

// Every test file gets its own temporary folder, and it is removed when the file is done: scratch
// projects, emulator state and the CLI's child processes (which inherit TMPDIR) all land in it,
// so a full run leaves nothing in the system's temporary folder, whatever a test forgets.
const systemTmp = tmpdir();
const fileTmp = mkdtempSync(join(systemTmp, "pql-test-"));
process.env.TMPDIR = fileTmp;
afterAll(() => {
  process.env.TMPDIR = systemTmp;
  rmSync(fileTmp, { recursive: true, force: true });
});
