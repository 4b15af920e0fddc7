// One command layout: `commands/<name>.ts` is the yargs module (its options and help) and loads
// `<name>-run.ts` (the work) lazily; the work never imports the command, not even its types
// (.dependency-cruiser.cjs checks that, in `npm test`). What it cannot see is a property call:
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const cli = new URL("../../src/cli/", import.meta.url);
const files = [
  ...readdirSync(cli).filter((f) => f.endsWith(".ts") && f !== "app.ts"),
  ...readdirSync(new URL("startup/", cli)).map((f) => `startup/${f}`),
].filter((f) => f.endsWith(".ts"));

// Every command writes through the one output helper (startup/stdio.ts: direct, ordered writes
// that survive a closed pipe), never through process.stdout or process.stderr itself.
const allCliFiles = [...files, ...readdirSync(new URL("commands/", cli)).map((f) => `commands/${f}`)].filter(
  (f) => f.endsWith(".ts") && f !== "startup/stdio.ts",
);
it.each(allCliFiles)("src/cli/%s writes output only through startup/stdio.ts", (file) => {
  const source = readFileSync(new URL(file, cli), "utf8");
  expect(source).not.toMatch(/process\.std(?:out|err)\.write\(/);
});
