// A client for commands that talk to AEP: credentials from the AEP_* environment variables
// (never flags), --debug lines on stderr with secrets redacted, and one way to report an
// ApiError: the message, a hint for auth failures, the raw body only under --debug.
import { CredentialsRefusedError } from "../api/auth.js";
import { createAepClient } from "../api/client.js";
import { CredentialsError, loadCredentials, type AepCredentials } from "../api/credentials.js";
import { ApiError } from "../api/errors.js";
import type { AepClient } from "../api/http.js";
import { dirname, resolve } from "node:path";
import { ConfigResolver } from "../node/config-loader.js";
import { stderr } from "./startup/stdio.js";
import { visibleControls } from "../text/visible-controls.js";

export interface Session {
  client: AepClient;
  credentials: AepCredentials;
}

/** The client, or undefined after printing why the credentials are not usable. */
export async function openSession(debug: boolean, env: NodeJS.ProcessEnv = process.env): Promise<Session | undefined> {
  let credentials: AepCredentials;
  try {
    // The nearest config may name a credentials file (api.credentialsFile, relative to the
    // config); environment variables win over it, so CI can override one value.
    const config = await new ConfigResolver().nearest(".");
    const named = config?.config.api?.credentialsFile;
    const file = named ? resolve(dirname(resolve(config!.file)), named) : undefined;
    credentials = await loadCredentials({ env, ...(file ? { file } : {}) });
  } catch (e) {
    if (e instanceof CredentialsError) {
      stderr.write(`pql-audience: ${e.message}\n`);
      return undefined;
    }
    throw e;
  }
  const client = createAepClient(credentials, { debug: debug ? (line) => stderr.write(`debug: ${line}\n`) : undefined });
  return { client, credentials };
}

/**
 * The one message for IMS refusing the credentials, whatever the command was doing (exit 2):
 * the credentials are the problem, never the audience or the request the command meant to send.
 */
export function credentialsRefusedMessage(e: CredentialsRefusedError): string {
  return `pql-audience: ${visibleControls(e.message)}: check AEP_CLIENT_ID, AEP_CLIENT_SECRET and AEP_SCOPES (and AEP_IMS_URL: ${e.imsUrl}).\n`;
}

/** Prints an ApiError for people; rethrows anything else (a bug, shown by app.ts). */
export function reportApiError(what: string, e: unknown, debug: boolean): void {
  if (!(e instanceof ApiError)) throw e;
  if (e instanceof CredentialsRefusedError) {
    stderr.write(credentialsRefusedMessage(e));
    if (debug && e.raw) stderr.write(`debug: response body: ${e.raw}\n`);
    return;
  }
  // The message carries what the server said: shown with its control characters made visible.
  stderr.write(`pql-audience: ${visibleControls(what)}: ${visibleControls(e.message)}\n`);
  if (e.status === 401 || e.status === 403) stderr.write("Check AEP_CLIENT_ID, AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN) and AEP_ORG_ID.\n");
  if (debug && e.raw) stderr.write(`debug: response body: ${e.raw}\n`);
}
