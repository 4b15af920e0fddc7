// What yargs does not do our way: a lone `-` (standard input) survives parsing, and its
// complaints about the command line name each mistake once, as the user typed it.
import { noun } from "../text/plural.js";

/**
 * yargs turns a lone `-` into an empty string (or drops it from an array of paths) when it fills
 * a positional, so it stands in for `-` while yargs parses: a NUL cannot come from a real command
 * line, so it cannot clash with a path.
 */
const STDIN_TOKEN = "\u0000-";

/** The command line as yargs should see it: each lone `-` (before `--`) replaced by the token. */
export function protectStdinArgs(args: readonly string[]): string[] {
  const end = args.indexOf("--");
  return args.map((arg, i) => (arg === "-" && (end < 0 || i < end) ? STDIN_TOKEN : arg));
}

/** Parsed values with the token turned back into `-` (in place: yargs's argv, and arrays in it). */
export function restoreStdinArgs(argv: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(argv)) {
    if (value === STDIN_TOKEN) argv[key] = "-";
    else if (Array.isArray(value)) argv[key] = value.map((v) => (v === STDIN_TOKEN ? "-" : v));
  }
}

/** A message that may quote the token, with `-` in its place. */
export function withStdinArgs(message: string): string {
  return message.split(STDIN_TOKEN).join("-");
}

const unknownPattern = /^Unknown arguments?: (.*)$/s;

/**
 * yargs's "Unknown arguments: foo-bar, fooBar" (it lists an option under its kebab and camel-case
 * names, and `--no-x` as `x`) as "unknown option --foo-bar": each mistake once, as typed.
 * Undefined for other messages.
 */
export function unknownArgumentsMessage(message: string, args: readonly string[]): string | undefined {
  const match = unknownPattern.exec(message);
  if (!match) return undefined;
  const names = match[1]!.split(", ").map(withStdinArgs);
  const typed = new Set<string>();
  const positionals: string[] = [];
  for (const name of names) {
    const flag = typedFlag(name, args);
    if (flag) typed.add(flag);
    else positionals.push(name);
  }
  const parts: string[] = [];
  if (typed.size > 0) parts.push(`unknown ${noun(typed.size, "option")} ${[...typed].join(", ")}`);
  if (positionals.length > 0)
    parts.push(`unexpected ${noun(positionals.length, "argument")} ${positionals.map((p) => `\`${p}\``).join(", ")}`);
  return parts.join("; ");
}

/** How the user wrote the option yargs calls `name` (`--foo-bar`, `--fooBar=1`, `--no-foo`, `-z`), if they did. */
function typedFlag(name: string, args: readonly string[]): string | undefined {
  const end = args.indexOf("--");
  for (const arg of end < 0 ? args : args.slice(0, end)) {
    if (!arg.startsWith("-") || arg === "-") continue;
    const flag = arg.includes("=") ? arg.slice(0, arg.indexOf("=")) : arg;
    const bare = flag.replace(/^--?/, "");
    if (flag.startsWith("--")) {
      if ([bare, bare.replace(/^no-/, "")].some((b) => b === name || kebab(b) === kebab(name))) return flag;
    } else if (bare.includes(name) && name.length === 1) return `-${name}`;
  }
  return undefined;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
