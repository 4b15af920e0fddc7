// Where the client's identity comes from: environment variables, or a JSON/YAML file the config
// names. Never from command-line flags: flags end up in shell history and `ps` output.
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";

export const DEFAULT_BASE_URL = "https://platform.adobe.io";
export const DEFAULT_IMS_URL = "https://ims-na1.adobelogin.com";
/** The scopes AEP Developer Console projects commonly grant ("Getting started with Experience Platform APIs" in docs/aep-docs.md). */
export const DEFAULT_SCOPES = "openid,AdobeID,read_organizations,additional_info.projectedProductContext,session";

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
export const CREDENTIAL_VARIABLES = {
  clientId: "AEP_CLIENT_ID",
  clientSecret: "AEP_CLIENT_SECRET",
  scopes: "AEP_SCOPES",
  orgId: "AEP_ORG_ID",
  sandbox: "AEP_SANDBOX",
  accessToken: "AEP_ACCESS_TOKEN",
  baseUrl: "AEP_BASE_URL",
  imsUrl: "AEP_IMS_URL",
} as const satisfies Record<keyof AepCredentials, string>;

type Field = keyof typeof CREDENTIAL_VARIABLES;

/** Missing or malformed credentials. The message names the variable to set; it never shows a value. */
export class CredentialsError extends Error {
  override name = "CredentialsError";
  constructor(
    message: string,
    readonly missing: string[] = [],
  ) {
    super(message);
  }
}

type Partial_ = Partial<Record<Field, string>>;

/** Reads the AEP_* variables. Empty strings count as unset. */
export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial_ {
  const out: Partial_ = {};
  for (const [field, variable] of Object.entries(CREDENTIAL_VARIABLES) as [Field, string][]) {
    const value = env[variable]?.trim();
    if (value) out[field] = value;
  }
  return out;
}

/**
 * Reads a credentials file (JSON or YAML). Keys may be the field names (`clientId`), the
 * variable names (`AEP_CLIENT_ID`), or snake case (`client_id`).
 */
export async function credentialsFromFile(path: string): Promise<Partial_> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CredentialsError(`cannot read credentials file ${path}: ${code === "ENOENT" ? "no such file" : (code ?? "unreadable")}`);
  }
  let data: unknown;
  try {
    data = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text);
  } catch {
    // Do not echo the parser's message: it may quote a line holding the secret.
    throw new CredentialsError(`credentials file ${path} is not valid ${/\.json$/i.test(path) ? "JSON" : "YAML"}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new CredentialsError(`credentials file ${path} must hold an object of keys`);
  const out: Partial_ = {};
  const byAlias = new Map<string, Field>();
  for (const [field, variable] of Object.entries(CREDENTIAL_VARIABLES) as [Field, string][]) {
    byAlias.set(field.toLowerCase(), field);
    byAlias.set(variable.toLowerCase(), field);
    byAlias.set(variable.slice(4).toLowerCase(), field); // client_id
  }
  for (const [key, value] of Object.entries(data)) {
    const field = byAlias.get(key.toLowerCase().replace(/-/g, "_")) ?? byAlias.get(key.toLowerCase());
    if (!field)
      throw new CredentialsError(
        `credentials file ${path}: unknown key "${key}"; expected one of ${Object.keys(CREDENTIAL_VARIABLES).join(", ")}`,
      );
    if (Array.isArray(value) && field === "scopes") out.scopes = value.join(",");
    else if (typeof value === "string" && value.trim()) out[field] = value.trim();
    else if (value !== null && value !== undefined && value !== "")
      throw new CredentialsError(`credentials file ${path}: "${key}" must be a string`);
  }
  return out;
}

export interface LoadCredentialsOptions {
  env?: NodeJS.ProcessEnv;
  /** A JSON or YAML file; environment variables win over it, so CI can override one value. */
  file?: string;
}

/** Environment over file; checks that enough is there to authenticate and address a sandbox. */
export async function loadCredentials(options: LoadCredentialsOptions = {}): Promise<AepCredentials> {
  const fromFile = options.file ? await credentialsFromFile(options.file) : {};
  return resolveCredentials({ ...fromFile, ...credentialsFromEnv(options.env ?? process.env) }, options.file);
}

export function resolveCredentials(found: Partial_, file?: string): AepCredentials {
  const missing: Field[] = [];
  if (!found.clientId) missing.push("clientId");
  if (!found.orgId) missing.push("orgId");
  if (!found.sandbox) missing.push("sandbox");
  if (!found.accessToken && !found.clientSecret) missing.push("clientSecret");
  if (missing.length > 0) {
    const names = missing.map((f) => CREDENTIAL_VARIABLES[f]);
    const listed = names.map((n) =>
      n === CREDENTIAL_VARIABLES.clientSecret ? `${n} (or ${CREDENTIAL_VARIABLES.accessToken} for a ready token)` : n,
    );
    const what = listed.length > 1 ? `${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}` : listed[0];
    const where = file ? `the environment or ${file}` : "the environment";
    throw new CredentialsError(`AEP credentials incomplete: set ${what} in ${where}`, names);
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(found.sandbox!))
    throw new CredentialsError(
      `${CREDENTIAL_VARIABLES.sandbox} must be a sandbox name in lowercase letters, digits and dashes (e.g. prod)`,
    );
  for (const field of ["baseUrl", "imsUrl"] as const) {
    const value = found[field];
    if (value && !/^https?:\/\/[^\s/]+/.test(value)) throw new CredentialsError(`${CREDENTIAL_VARIABLES[field]} must be an http(s) URL`);
  }
  return {
    clientId: found.clientId!,
    clientSecret: found.clientSecret,
    scopes: (found.scopes ?? DEFAULT_SCOPES).replace(/\s+/g, ""),
    orgId: found.orgId!,
    sandbox: found.sandbox!,
    accessToken: found.accessToken,
    baseUrl: (found.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    imsUrl: (found.imsUrl ?? DEFAULT_IMS_URL).replace(/\/+$/, ""),
  };
}
