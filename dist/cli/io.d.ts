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
/** Colours: only on a TTY, never with NO_COLOR (no-color.org), forced with FORCE_COLOR. */
export declare function useColor(stream: {
    readonly isTTY?: boolean;
}): boolean;
