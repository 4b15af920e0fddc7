import { CredentialsRefusedError } from "../api/auth.js";
import { type AepCredentials } from "../api/credentials.js";
import type { AepClient } from "../api/http.js";
export interface Session {
    client: AepClient;
    credentials: AepCredentials;
}
/** The client, or undefined after printing why the credentials are not usable. */
export declare function openSession(debug: boolean, env?: NodeJS.ProcessEnv): Promise<Session | undefined>;
/**
 * The one message for IMS refusing the credentials, whatever the command was doing (exit 2):
 * the credentials are the problem, never the audience or the request the command meant to send.
 */
export declare function credentialsRefusedMessage(e: CredentialsRefusedError): string;
/** Prints an ApiError for people; rethrows anything else (a bug, shown by app.ts). */
export declare function reportApiError(what: string, e: unknown, debug: boolean): void;
