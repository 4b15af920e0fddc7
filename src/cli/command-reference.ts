// The option tables of docs/commands.md, read from the yargs command modules (commands/*.ts): each
// builder is run against a recorder of the calls it makes (`positional`, `option`, `command`), so
// the page lists every command, subcommand and option the parser knows, in the words of --help.
// scripts/docs.ts writes it; test/cli/command-reference.test.ts fails when the page is stale.
import type { CommandModule } from "yargs";

interface OptionSpec {
  alias?: string | readonly string[];
  type?: string;
  array?: boolean;
  choices?: readonly unknown[];
  default?: unknown;
  defaultDescription?: string;
  describe?: string;
  description?: string;
  hidden?: boolean;
}

interface Recorded {
  positionals: [string, OptionSpec][];
  options: [string, OptionSpec][];
  // biome-ignore lint/suspicious/noExplicitAny: yargs' command modules differ in argument types
  subcommands: CommandModule<any, any>[];
}

/** Runs a command's builder against an object that records its calls and answers every call with itself. */
// biome-ignore lint/suspicious/noExplicitAny: see Recorded
function record(command: CommandModule<any, any>): Recorded {
  const recorded: Recorded = { positionals: [], options: [], subcommands: [] };
  const recorder: object = new Proxy(
    {},
    {
      get:
        (_, method) =>
        (...args: unknown[]) => {
          if (method === "positional") recorded.positionals.push([String(args[0]), (args[1] ?? {}) as OptionSpec]);
          else if (method === "option") recorded.options.push([String(args[0]), (args[1] ?? {}) as OptionSpec]);
          else if (method === "options")
            for (const [name, spec] of Object.entries((args[0] ?? {}) as Record<string, OptionSpec>)) recorded.options.push([name, spec]);
          // biome-ignore lint/suspicious/noExplicitAny: see Recorded
          else if (method === "command" && typeof args[0] === "object") recorded.subcommands.push(args[0] as CommandModule<any, any>);
          return recorder;
        },
    },
  );
  const builder = command.builder;
  // biome-ignore lint/suspicious/noExplicitAny: the recorder stands in for yargs' Argv
  if (typeof builder === "function") builder(recorder as any);
  else if (builder) for (const [name, spec] of Object.entries(builder)) recorded.options.push([name, spec as OptionSpec]);
  return recorded;
}

/** `lint [paths..]` -> `lint`; the words of a command before its positionals. */
function commandName(command: string | readonly string[] | undefined): string {
  const first = Array.isArray(command) ? command[0] : command;
  return String(first ?? "")
    .split(" ")
    .filter((word) => !/^[[<]/.test(word))
    .join(" ");
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function flag(name: string, spec: OptionSpec, positional: boolean): string {
  if (positional) return `\`${name}\` (positional)`;
  const aliases = spec.alias === undefined ? [] : [spec.alias].flat();
  const short = aliases.filter((a) => a.length === 1).map((a) => `-${a}`);
  const long = aliases.filter((a) => a.length > 1).map((a) => `--${a}`);
  return [...short, `--${name}`, ...long].map((f) => `\`${f}\``).join(", ");
}

function typeOf(spec: OptionSpec): string {
  if (spec.choices) return spec.choices.map((c) => `\`${String(c)}\``).join(" | ");
  return `${spec.type ?? ""}${spec.array ? "[]" : ""}`;
}

function defaultOf(spec: OptionSpec): string {
  if (spec.defaultDescription !== undefined) return spec.defaultDescription;
  if (spec.default === undefined) return "";
  if (Array.isArray(spec.default) && spec.default.length === 0) return "";
  return `\`${JSON.stringify(spec.default)}\``;
}

// biome-ignore lint/suspicious/noExplicitAny: see Recorded
function sections(command: CommandModule<any, any>, parent: string): string[] {
  const name = [parent, commandName(command.command)].filter(Boolean).join(" ");
  const { positionals, options, subcommands } = record(command);
  const out: string[] = [];
  const rows = [
    ...positionals.map(([n, s]) => [n, s, true] as const),
    ...options.filter(([, s]) => !s.hidden).map(([n, s]) => [n, s, false] as const),
  ];
  if (rows.length > 0 || subcommands.length === 0) {
    out.push(`### ${name} options`, "");
    const usage = [parent, String([command.command].flat()[0] ?? "")].filter(Boolean).join(" ");
    if (typeof command.describe === "string") out.push(`\`pql-audience ${usage}\`: ${command.describe}.`, "");
    if (rows.length === 0) out.push("No options of its own.", "");
    else {
      out.push("| option | type | default | meaning |", "|---|---|---|---|");
      for (const [n, s, positional] of rows)
        out.push(`| ${flag(n, s, positional)} | ${cell(typeOf(s))} | ${cell(defaultOf(s))} | ${cell(s.describe ?? s.description ?? "")} |`);
      out.push("");
    }
  }
  for (const sub of subcommands) out.push(...sections(sub, name));
  return out;
}

/** The generated part of docs/commands.md: one table per command and subcommand, in the order of the command list. */
// biome-ignore lint/suspicious/noExplicitAny: see Recorded
export function commandReference(commands: readonly CommandModule<any, any>[]): string {
  return `${commands
    .flatMap((c) => sections(c, ""))
    .join("\n")
    .trimEnd()}\n`;
}

export const REFERENCE_START =
  "<!-- command-reference: generated by `npm run docs` from the yargs commands (src/cli/commands/); do not edit -->";
export const REFERENCE_END = "<!-- command-reference: end -->";

/** The page with its generated part replaced (between the two markers). */
export function withCommandReference(page: string, reference: string): string {
  const start = page.indexOf(REFERENCE_START);
  const end = page.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error("docs/commands.md has no command-reference markers");
  return `${page.slice(0, start + REFERENCE_START.length)}\n\n${reference}\n${page.slice(end)}`;
}
