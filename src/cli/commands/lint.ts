// `pql-audience lint [paths..]`: check audience files, in the formats CI wants.
import type { CommandModule } from "yargs";
import type { LintArgs } from "../lint-run.js";
import { completion } from "../startup/completion.js";

export const lintCommand: CommandModule<object, LintArgs> = {
  command: "lint [paths..]",
  describe: "check audience files: syntax, edge eligibility, references, style",
  builder: (y) =>
    y
      .positional("paths", {
        type: "string",
        array: true,
        default: [] as string[],
        defaultDescription: "the current directory",
        describe: "files, directories (recursive) or globs of *.pql, *.audience.json, *.audience.yaml; - for stdin",
      })
      .option("stdin-filename", {
        type: "string",
        describe: "lint stdin as this file: its kind from the name, the config nearest to it (for editors)",
      })
      .option("format", {
        alias: "f",
        type: "string",
        // Not `array: true`: that would swallow the paths after it. Repeating the flag collects values.
        coerce: (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat()),
        default: [] as string[],
        describe: "stylish | concise | json | sarif | github | junit, optionally :path (repeatable)",
      })
      .option("config", { alias: "c", type: "string", describe: "use this config file for every file" })
      .option("max-warnings", { type: "number", describe: "exit 1 when there are more warnings than this" })
      .option("print-config", { type: "string", describe: "print the settings that apply to FILE and exit" })
      .option("show-suppressed", { type: "boolean", default: false, describe: "also show findings a suppression silenced" })
      .option("remote", {
        type: "boolean",
        default: false,
        describe: "also check against the live org (AEP_* credentials): edge-active merge policies, segment ids",
      })
      .option("workers", {
        type: "number",
        describe:
          "threads that draft the files, the main one among them (default: 1 below 10 000 files, else one per core but one, up to 4)",
      })
      .option("cache", {
        type: "boolean",
        default: true,
        describe:
          "keep who each audience file of the project is, and what each file of a large run says, between runs (--no-cache: read and check them all again)",
      })
      .option("staged", {
        type: "boolean",
        describe:
          "answer for the commit being made: the project is the files git tracks, not the working tree (default in a git hook: PRE_COMMIT or GIT_INDEX_FILE set)",
      })
      .option("cache-location", {
        type: "string",
        describe: "the directory for those caches (default: node_modules/.cache/pql-audience/ in the project's root)",
      })
      .option("fix", { type: "boolean", default: false, describe: "apply safe fixes (keyword case) to the files" })
      .option("quiet", { alias: "q", type: "boolean", default: false, describe: "report errors only" })
      .example("$0 lint audiences/", "stylish on a terminal, concise when piped")
      .example("$0 lint --format github --format sarif:pql.sarif", "CI: annotations plus a SARIF file for code scanning")
      .example("$0 lint --stdin-filename audiences/cart.audience.yaml < buffer", "an editor's unsaved buffer"),
  handler: async (args) => {
    const { runLint } = await import("../lint-run.js");
    // The API client loads only for --remote: a plain lint never pays for it.
    const loadRemote = args.remote ? (await import("../lint-remote.js")).loadRemoteOrg : undefined;
    process.exitCode = await runLint(args, loadRemote);
    // Done on return: files, caches and output written synchronously, workers stopped (an API client may still hold sockets).
    completion.onReturn = !args.remote;
  },
};
