export declare const DEFAULT_BASE_URL = "https://platform.adobe.io";
export declare const DEFAULT_IMS_URL = "https://ims-na1.adobelogin.com";
/** The scopes AEP Developer Console projects commonly grant ("Getting started with Experience Platform APIs" in docs/aep-docs.md). */
export declare const DEFAULT_SCOPES = "openid,AdobeID,read_organizations,additional_info.projectedProductContext,session";
export interface AepCredentials {
    /** The Developer Console client id; also sent as `x-api-key`. */
    clientId: string;
    /** For OAuth server-to-server; not needed when `accessToken` is given. */
    clientSecret?: string;
    /** Comma-separated IMS scopes. */
    scopes: string;
    /** `XXXX@AdobeOrg`. */
    orgId: string;
    /** Sandbox name, all lowercase (e.g. `prod`). */
    sandbox: string;
    /** A ready access token; when set, IMS is not called. */
    accessToken?: string;
    baseUrl: string;
    imsUrl: string;
}
/** The environment variable behind each field, for messages and docs. */
export declare const CREDENTIAL_VARIABLES: {
    readonly clientId: "AEP_CLIENT_ID";
    readonly clientSecret: "AEP_CLIENT_SECRET";
    readonly scopes: "AEP_SCOPES";
    readonly orgId: "AEP_ORG_ID";
    readonly sandbox: "AEP_SANDBOX";
    readonly accessToken: "AEP_ACCESS_TOKEN";
    readonly baseUrl: "AEP_BASE_URL";
    readonly imsUrl: "AEP_IMS_URL";
};
type Field = keyof typeof CREDENTIAL_VARIABLES;
/** Missing or malformed credentials. The message names the variable to set; it never shows a value. */
export declare class CredentialsError extends Error {
    readonly missing: string[];
    name: string;
    constructor(message: string, missing?: string[]);
}
type Partial_ = Partial<Record<Field, string>>;
/** Reads the AEP_* variables. Empty strings count as unset. */
export declare function credentialsFromEnv(env?: NodeJS.ProcessEnv): Partial_;
/**
 * Reads a credentials file (JSON or YAML). Keys may be the field names (`clientId`), the
 * variable names (`AEP_CLIENT_ID`), or snake case (`client_id`).
 */
export declare function credentialsFromFile(path: string): Promise<Partial_>;
export interface LoadCredentialsOptions {
    env?: NodeJS.ProcessEnv;
    /** A JSON or YAML file; environment variables win over it, so CI can override one value. */
    file?: string;
}
/** Environment over file; checks that enough is there to authenticate and address a sandbox. */
export declare function loadCredentials(options?: LoadCredentialsOptions): Promise<AepCredentials>;
export declare function resolveCredentials(found: Partial_, file?: string): AepCredentials;
export {};
