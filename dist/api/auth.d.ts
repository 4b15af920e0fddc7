import { ApiError } from "./errors.js";
import type { AepClient, Clock, TokenProvider } from "./http.js";
import type { AepCredentials } from "./credentials.js";
export type { TokenProvider };
/** A token the user supplied. It cannot be renewed: a 401 is final. */
export declare class StaticToken implements TokenProvider {
    readonly token: string;
    readonly renewable = false;
    constructor(token: string);
    attach(client: AepClient): void;
    getToken(): Promise<string>;
    invalidate(): void;
}
export interface ImsTokenOptions {
    imsUrl: string;
    clientId: string;
    clientSecret: string;
    scopes: string;
    /** Renew this long before expiry (default 5 min, at most half the token's lifetime). */
    refreshMarginMs?: number;
    clock?: Pick<Clock, "now">;
}
export declare class ImsToken implements TokenProvider {
    #private;
    readonly renewable = true;
    /** How many tokens were fetched, for tests and closing notes. */
    fetched: number;
    constructor(options: ImsTokenOptions);
    attach(client: AepClient): void;
    getToken(): Promise<string>;
    invalidate(token: string): void;
}
/**
 * IMS answered 4xx to the token request: the client id, secret or scopes are not accepted (IMS
 * says `invalid_client`, `invalid_scope`, ...). One error for it, so every command says the same
 * thing, whatever it was about to ask AEP: it is never the command's own request that failed.
 */
export declare class CredentialsRefusedError extends ApiError {
    /** Where the token was asked for (AEP_IMS_URL). */
    readonly imsUrl: string;
    name: string;
    constructor(cause: ApiError, 
    /** Where the token was asked for (AEP_IMS_URL). */
    imsUrl: string);
}
/** The token provider the credentials call for: a given token wins over client credentials. */
export declare function tokenProviderFor(credentials: AepCredentials, clock?: Pick<Clock, "now">): TokenProvider;
