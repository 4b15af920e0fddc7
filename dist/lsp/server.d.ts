import { type Connection } from "vscode-languageserver/node.js";
export interface ServerOptions {
    /** Milliseconds to wait after a change before linting (further changes restart the wait). */
    debounceMs?: number;
}
/** How long the server waits after a keystroke before linting, unless the client says otherwise. */
export declare const DEFAULT_DEBOUNCE_MS = 75;
/** The connection over this process's standard input and output. */
export declare function stdioConnection(): Connection;
export declare function startServer(connection?: Connection): Connection;
