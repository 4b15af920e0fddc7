// Argument parsing (yargs). Commands live in ./commands, one file each; this file wires them,
// turns usage mistakes into exit code 2 with a one-line message, and never prints a stack trace
// unless --debug is given.
import yargs from "yargs";
import { protectStdinArgs, restoreStdinArgs, unknownArgumentsMessage, withStdinArgs } from "./argv.js";
import { commands } from "./commands/index.js";
import { ExitCode, UsageError } from "./exit.js";
import { guarded } from "./guard.js";
import { setColorFlag } from "./io.js";
import { stdout } from "./startup/stdio.js";
import { tuneForRun } from "./startup/v8-tuning.js";
import { VERSION } from "./version.js";

const NO_COMMAND = "give a command; see the list above";

/**
 * A mistake on the command line, as users see it: a command line without its command gets the
 * list of commands (`pql-audience`, `pql-audience segments`), as git and cargo print theirs, with
 * exit code 2 like any other usage mistake; the others a one-line message.
 */
function usageError(message: string, args: readonly string[], context: { help(): string; getCommands(): unknown[] }): UsageError {
  const missing = message === NO_COMMAND || message.startsWith("Not enough non-option arguments");
  if (missing) {
    const words = args.filter((a) => !a.startsWith("-"));
    const problem = new UsageError(
      message === NO_COMMAND
        ? NO_COMMAND
        : context.getCommands().length > 0
          ? `give a ${words.join(" ")} command; see the list above`
          : "an argument is missing; see the usage above",
    );
    problem.usage = context.help();
    return problem;
  }
  const problem = new UsageError(unknownArgumentsMessage(message, args) ?? message);
  problem.showUsageHint = true;
  return problem;
}

export async function run(args: string[]): Promise<number> {
  const debug = args.includes("--debug");
  const parser = yargs(protectStdinArgs(args))
    .scriptName("pql-audience")
    .usage("$0 <command> [options]\n\nCompile, lint and publish Adobe Experience Platform audiences written in PQL.")
    .version(VERSION)
    .alias("version", "V")
    .help()
    .alias("help", "h")
    .option("debug", { type: "boolean", describe: "show internal details (secrets redacted) and stack traces" })
    .option("color", {
      type: "boolean",
      describe: "colours on (--color) or off (--no-color); default: on a terminal, off with NO_COLOR, on with FORCE_COLOR",
    })
    .middleware(async (argv) => {
      // A command is about to run, so no help will be shown: yargs still builds its help text
      // once the handler is called (kept for a failure inside it, which guarded() reports
      // without it), and wrapped to the terminal that text cost a one-file lint tens of
      // milliseconds of measuring and wrapping its strings.
      parser.wrap(null);
      restoreStdinArgs(argv);
      setColorFlag(typeof argv.color === "boolean" ? argv.color : undefined);
      await tuneForRun(argv);
    })
    .strict()
    .demandCommand(1, NO_COMMAND)
    .recommendCommands()
    .wrap(Math.min(100, stdout.columns ?? 100))
    .exitProcess(false)
    .fail((message, error, context) => {
      if (error) throw error;
      throw usageError(withStdinArgs(message), args, context as unknown as { help(): string; getCommands(): unknown[] });
    });
  for (const command of commands) parser.command(command);
  return guarded(debug, async () => {
    const argv = await parser.parseAsync();
    return typeof argv.exitCode === "number" ? argv.exitCode : ((process.exitCode as number | undefined) ?? ExitCode.Ok);
  });
}
