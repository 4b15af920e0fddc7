import { type Connection } from "vscode-languageserver/node.js";
import { type InputEnd } from "./stdio-transport.js";
export interface ServerOptions {
    /** Milliseconds to wait after a change before linting (further changes restart the wait). */
    debounceMs?: number;
    /** For clients that cannot watch files: how old the project's configs and files may be, in milliseconds. */
    rereadMs?: number;
    /** Milliseconds to wait after a file changed on disk before re-reading (further changes restart the wait). */
    watchDebounceMs?: number;
}
/** How long the server waits after a keystroke before linting, unless the client says otherwise. */
export declare const DEFAULT_DEBOUNCE_MS = 75;
/**
 * A client that cannot watch files (Neovim before 0.10, for one) never says a config or another
 * audience file changed on disk; for it the server reads them again when its copy is older than this.
 */
export declare const DEFAULT_REREAD_MS = 2000;
/**
 * A branch switch or a formatter run reports thousands of changed files, one notification each:
 * they are gathered until none came for this long, then re-read once and the documents re-linted once.
 */
export declare const DEFAULT_WATCH_DEBOUNCE_MS = 100;
/** The connection over this process's standard input and output; `onEnd`: how the input ended (stdio-transport.ts). */
export declare function stdioConnection(onEnd: (end: InputEnd) => void): Connection;
export declare function startServer(connection: Connection): Connection;
