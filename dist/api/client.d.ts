import type { AepCredentials } from "./credentials.js";
import { AepClient, type AepClientOptions } from "./http.js";
export type CreateClientOptions = Omit<AepClientOptions, "orgId" | "sandbox" | "clientId" | "tokens" | "baseUrl">;
export declare function createAepClient(credentials: AepCredentials, options?: CreateClientOptions): AepClient;
