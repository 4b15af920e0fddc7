// yargs formats a command's help after starting its handler, for a failure this CLI never shows
// that way; skipHelpCache (src/cli/app.ts) turns that off. Held to the yargs the project pins: if
// a later yargs stops caching, or moves the cache, the first test says so.
import yargs from "yargs";
import { describe, expect, it } from "vitest";
import { run, skipHelpCache } from "../../src/cli/app.js";

type Internals = { getInternalMethods(): { getUsageInstance(): { hasCachedHelpMessage(): boolean } } };

async function helpCachedAfterRunning(skip: boolean): Promise<boolean> {
  let ran = false;
  const parser = yargs(["go", "--n", "3"])
    .command({
      command: "go",
      describe: "a command",
      builder: (y) => y.option("n", { type: "number", describe: "a number" }),
      handler: async () => {
        ran = true;
      },
    })
    .exitProcess(false);
  if (skip) skipHelpCache(parser);
  await parser.parseAsync();
  expect(ran).toBe(true);
  return (parser as unknown as Internals).getInternalMethods().getUsageInstance().hasCachedHelpMessage();
}

describe("skipHelpCache", () => {
  it("yargs caches the command's help after starting it", async () => {
    expect(await helpCachedAfterRunning(false)).toBe(true);
  });

  it("not once skipped", async () => {
    expect(await helpCachedAfterRunning(true)).toBe(false);
  });

  it("leaves help as it was: --help of a command is still printed whole", async () => {
    const out: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const log = console.log;
    console.log = (...parts: unknown[]) => void out.push(parts.join(" "));
    process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      await run(["fmt", "--help"]);
    } finally {
      process.stdout.write = write;
      console.log = log;
    }
    const text = out.join("");
    expect(text).toMatch(/--check/);
    expect(text).toMatch(/--width/);
  });
});
