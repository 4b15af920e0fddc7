import { type Connection } from "vscode-languageserver/node.js";
export interface ServerOptions {
    /** Milliseconds to wait after a change before linting (further changes restart the wait). */
    debounceMs?: number;
    /** For clients that cannot watch files: how old the project's configs and files may be, in milliseconds. */
    rereadMs?: number;
}
/** How long the server waits after a keystroke before linting, unless the client says otherwise. */
export declare const DEFAULT_DEBOUNCE_MS = 75;
/**
 * A client that cannot watch files (Neovim before 0.10, for one) never says a config or another
 * audience file changed on disk; for it the server reads them again when its copy is older than this.
 */
export declare const DEFAULT_REREAD_MS = 2000;
/** The connection over this process's standard input and output. */
export declare function stdioConnection(): Connection;
export declare function startServer(connection?: Connection): Connection;
