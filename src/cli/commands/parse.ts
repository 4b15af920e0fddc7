// `pql-audience parse [file|-] [--format json|text]`: any PQL expression to its AST.
import type { CommandModule } from "yargs";
import { stderr, stdout } from "../startup/stdio.js";

interface ParseArgs {
  file?: string;
  format: "json" | "text";
}

export const parseCommand: CommandModule<object, ParseArgs> = {
  command: "parse [file]",
  describe: "parse a PQL expression and print its syntax tree",
  builder: (y) =>
    y
      .positional("file", { type: "string", describe: "a file of PQL, or - for stdin (default: stdin)" })
      .option("format", { choices: ["json", "text"] as const, default: "json" as const, describe: "output format" })
      .example("$0 parse query.pql", "the AST as JSON, with source spans")
      .example("echo 'date(2020, 3, 14)' | $0 parse --format text", "an outline of the tree"),
  handler: async (args) => {
    const [{ oversizeMessage, readInput, useColor }, { parse }, { renderFrame }, { outline }, { plural }] = await Promise.all([
      import("../io.js"),
      import("../../syntax/index.js"),
      import("../../report/code-frame.js"),
      import("../../report/ast-outline.js"),
      import("../../text/plural.js"),
    ]);
    const input = await readInput(args.file);
    const oversize = oversizeMessage(input);
    if (oversize) {
      stderr.write(oversize);
      process.exitCode = 1;
      return;
    }
    const result = parse(input.text);
    if (!result.ast) {
      const color = useColor(stderr);
      const frames = result.errors.map((e) =>
        renderFrame(
          {
            severity: "error",
            code: e.code,
            rule: e.rule,
            message: e.message,
            file: input.name,
            range: e.span,
            label: e.label,
            hints: e.hints,
          },
          input.text,
          { color },
        ),
      );
      const n = result.errors.length;
      stderr.write(`${frames.join("\n\n")}\n\n${plural(n, "syntax error")} in ${input.name}\n`);
      process.exitCode = 1;
      return;
    }
    stdout.write(args.format === "json" ? `${JSON.stringify(result.ast, null, 2)}\n` : `${outline(result.ast)}\n`);
  },
};
