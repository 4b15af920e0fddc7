/** The command line as yargs should see it: each lone `-` (before `--`) replaced by the token. */
export declare function protectStdinArgs(args: readonly string[]): string[];
/** Parsed values with the token turned back into `-` (in place: yargs's argv, and arrays in it). */
export declare function restoreStdinArgs(argv: Record<string, unknown>): void;
/** A message that may quote the token, with `-` in its place. */
export declare function withStdinArgs(message: string): string;
/**
 * yargs's "Unknown arguments: foo-bar, fooBar" (it lists an option under its kebab and camel-case
 * names, and `--no-x` as `x`) as "unknown option --foo-bar": each mistake once, as typed.
 * Undefined for other messages.
 */
export declare function unknownArgumentsMessage(message: string, args: readonly string[]): string | undefined;
