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
export declare class ClickHouse {
    private readonly target;
    constructor(target: ClickHouseTarget);
    get shown(): string;
    /** Runs one statement; `body` is the data of an INSERT ... FORMAT. Returns the response text. */
    exec(sql: string, body?: string, settings?: Record<string, string>): Promise<string>;
    /** Rows of a SELECT, as JSON objects (64-bit integers as numbers). */
    rows(sql: string, settings?: Record<string, string>): Promise<Record<string, unknown>[]>;
    /**
     * One POST on a connection of its own: ClickHouse closes an idle keep-alive connection after 3 s
     * (keep_alive_timeout), and a request sent on it as it closes fails with no way to tell whether
     * the server ran it, which an INSERT must know.
     */
    private send;
}
