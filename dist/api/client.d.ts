import type { AepCredentials } from "./credentials.js";
import { AepClient, type AepClientOptions } from "./http.js";
export type CreateClientOptions = Omit<AepClientOptions, "orgId" | "sandbox" | "clientId" | "tokens" | "baseUrl">;
export declare function createAepClient(credentials: AepCredentials, options?: CreateClientOptions): AepClient;
/**
 * A client for the data plane, which takes no AEP credentials (a streaming inlet whose connection
 * does not require authentication): requests must pass `auth: false`; one that asks for a token
 * is a bug and says so.
 */
export declare function createAnonymousClient(options?: Omit<CreateClientOptions, "redactor">): AepClient;
