import { type AepCredentials } from "../api/credentials.js";
import type { AepClient } from "../api/http.js";
export interface Session {
    client: AepClient;
    credentials: AepCredentials;
}
/** The client, or undefined after printing why the credentials are not usable. */
export declare function openSession(debug: boolean, env?: NodeJS.ProcessEnv): Promise<Session | undefined>;
/** Prints an ApiError for people; rethrows anything else (a bug, shown by app.ts). */
export declare function reportApiError(what: string, e: unknown, debug: boolean): void;
