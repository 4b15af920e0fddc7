import { InputError } from "../errors.js";
export interface ClickHouseTarget {
    /** The server's HTTP endpoint, e.g. http://127.0.0.1:8123 */
    url: string;
    user?: string;
    password?: string;
}
/** A server that answered with an error, or could not be reached. */
export declare class ClickHouseError extends InputError {
    name: string;
}
/** The URL as it may be printed: no user, no password, no query string. */
export declare function shownUrl(url: string): string;
/** A streamed INSERT (ClickHouse.insert). */
export interface InsertStream {
    write(data: string): Promise<void>;
    end(): Promise<void>;
    /** Drops the connection: the server discards the rows of the block it was reading. */
    abort(): void;
}
export declare class ClickHouse {
    private readonly target;
    constructor(target: ClickHouseTarget);
    get shown(): string;
    /** Runs one statement; `body` is the data of an INSERT ... FORMAT. Returns the response text. */
    exec(sql: string, body?: string, settings?: Record<string, string>): Promise<string>;
    /**
     * An INSERT whose data is streamed: `write` sends a piece of it (waiting while the socket's
     * buffer is full, so nothing piles up in memory), `end` finishes it and resolves once the
     * server has stored the rows. A refusal the server sends early fails the next `write`.
     */
    insert(sql: string, settings?: Record<string, string>): InsertStream;
    /** The request's URL (settings in its query string, no user info) and the credential headers. */
    private request;
    /** Rows of a SELECT, as JSON objects (64-bit integers as numbers). */
    rows(sql: string, settings?: Record<string, string>): Promise<Record<string, unknown>[]>;
    /**
     * One POST on a connection of its own: ClickHouse closes an idle keep-alive connection after 3 s
     * (keep_alive_timeout), and a request sent on it as it closes fails with no way to tell whether
     * the server ran it, which an INSERT must know.
     */
    private send;
}
