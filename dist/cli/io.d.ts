import type { DecodedText, InvalidUtf8 } from "../audience/encoding.js";
import { describeFsError } from "../node/errors.js";
export { describeFsError };
export interface InputText {
    /** The name to show in messages: the path as given, or `<stdin>`. */
    name: string;
    text: string;
    /** Where its bytes stop being UTF-8, when they do (the text has U+FFFD there): lint's PQL108. */
    invalidUtf8?: InvalidUtf8 | undefined;
}
/** Standard input's text and where it is not UTF-8, read as files are (PQL108). */
export declare function readStdinSource(): Promise<DecodedText>;
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
