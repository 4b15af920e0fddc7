// The reference "the libraries alone" of `npm run bench` (bench/libraries-floor.mjs): a one-file
// lint that runs only what issue 42 requires a lint to run, and none of our own work around it.
// yargs reads the command line with lint's own options and the global ones, and wraps its help
// off once a command runs (as src/cli/app.ts does); yaml reads the file; zod (zod/mini) checks
// it; Chevrotain parses the PQL with our grammar (src/syntax: the tokens, the rules, the tree).
// No config, no analysis, no rules, no report, no project.
import { readFileSync } from "node:fs";
import { parseDocument } from "yaml";
import yargs from "yargs";
import * as z from "zod/mini";
import { lintCommand } from "../src/cli/commands/lint.js";
import { parse } from "../src/syntax/index.js";

const audienceFile = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  expression: z.object({ type: z.literal("PQL"), format: z.literal("pql/text"), value: z.string() }),
  evaluationInfo: z.optional(z.record(z.string(), z.object({ enabled: z.boolean() }))),
  schema: z.optional(z.object({ name: z.string() })),
  "x-pql-audience": z.optional(z.object({ alias: z.optional(z.string()) })),
});

const parser = yargs(process.argv.slice(2))
  .scriptName("pql-audience")
  .help()
  .option("debug", { type: "boolean", describe: "show internal details (secrets redacted) and stack traces" })
  .option("color", { type: "boolean", describe: "colours on (--color) or off (--no-color)" })
  .middleware(() => {
    parser.wrap(null);
  })
  .strict()
  .demandCommand(1)
  .command({
    ...lintCommand,
    handler: (args: { paths: string[] }) => {
      for (const path of args.paths) {
        const text = readFileSync(path, "utf8");
        const value = path.endsWith(".json") ? JSON.parse(text) : parseDocument(text).toJS();
        const { errors } = parse(audienceFile.parse(value).expression.value);
        process.stdout.write(`${path}: ${errors.length} errors\n`);
      }
    },
  } as never);
parser.parse();
