// `pql-audience test [paths..]`: run the test cases kept next to audiences.
import type { CommandModule } from "yargs";
import type { TestArgs } from "../test-run.js";
import { maxStepsOption } from "../max-steps.js";

export const testCommand: CommandModule<object, TestArgs> = {
  command: "test [paths..]",
  describe: "run the test cases next to audiences (x-pql-audience.tests, NAME.pql.test.yaml)",
  builder: (y) =>
    y
      .positional("paths", {
        type: "string",
        array: true,
        default: [] as string[],
        describe: "files, directories or globs (default: the current directory)",
      })
      .option("max-steps", maxStepsOption())
      .option("format", { choices: ["text", "json", "junit"] as const, default: "text" as const, describe: "output format" })
      .example("$0 test", "every case of every audience file under the current directory")
      .example("$0 test audiences/ --format junit > pql-tests.xml", "a JUnit report for CI"),
  handler: async (args) => {
    const { runTests } = await import("../test-run.js");
    process.exitCode = await runTests(args);
  },
};
