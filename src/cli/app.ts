// Argument parsing (yargs). Commands live in ./commands, one file each; this file wires them,
// turns usage mistakes into exit code 2 with a one-line message, and never prints a stack trace
// unless --debug is given.
import yargs from "yargs";
import { commands } from "./commands/index.js";
import { ExitCode, UsageError } from "./exit.js";
import { guarded } from "./guard.js";
import { VERSION } from "./version.js";

function commandName(command: (typeof commands)[number]): string | undefined {
  const spec = Array.isArray(command.command) ? command.command[0] : command.command;
  return typeof spec === "string" ? spec.split(" ")[0] : undefined;
}

export async function run(args: string[]): Promise<number> {
  const debug = args.includes("--debug");
  const parser = yargs(args)
    .scriptName("pql-audience")
    .usage("$0 <command> [options]\n\nCompile, lint and publish Adobe Experience Platform audiences written in PQL.")
    .version(VERSION)
    .alias("version", "V")
    .help()
    .alias("help", "h")
    .option("debug", { type: "boolean", describe: "show internal details (secrets redacted) and stack traces" })
    .strict()
    .demandCommand(1, "give a command; see the list above")
    .recommendCommands()
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .exitProcess(false)
    .fail((message, error) => {
      if (error) throw error;
      const usage = new UsageError(message);
      usage.showUsageHint = true;
      throw usage;
    });
  // yargs formats the help of every registered command before it runs one (about 30 ms with all
  // of them): register only the command being run, and all of them when there is none to run.
  const named = commands.filter((c) => commandName(c) === args[0]);
  for (const command of named.length > 0 ? named : commands) parser.command(command);
  return guarded(debug, async () => {
    const argv = await parser.parseAsync();
    return typeof argv.exitCode === "number" ? argv.exitCode : ((process.exitCode as number | undefined) ?? ExitCode.Ok);
  });
}

