// Tests run Chevrotain's grammar validations; the shipped build skips them for start-up time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { enableGrammarValidation } from "../src/syntax/index.js";

enableGrammarValidation();

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
