import { describeFsError } from "../node/errors.js";
export { describeFsError };
export interface InputText {
    /** The name to show in messages: the path as given, or `<stdin>`. */
    name: string;
    text: string;
}
export declare function readStdin(): Promise<string>;
/** Reads a file argument, `-` for stdin, or stdin when no argument is given and stdin is piped. */
export declare function readInput(path: string | undefined): Promise<InputText>;
export declare function setColorFlag(flag: boolean | undefined): void;
/**
 * Colours: `--color`/`--no-color` decide when given; otherwise never with NO_COLOR (no-color.org),
 * forced on by FORCE_COLOR (off by FORCE_COLOR=0 or false, as Node and chalk read it), and else
 * only on a TTY.
 */
export declare function useColor(stream: {
    readonly isTTY?: boolean;
}): boolean;
/**
 * The one-line error for an input over the size limit (fmt and parse, which read no config, use
 * lint's default), or undefined when it is within it. Such an input is measured, never parsed.
 */
export declare function oversizeMessage(input: InputText, limit?: number): string | undefined;
