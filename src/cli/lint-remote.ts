// `lint --remote`: what the live org says, read through the API client. Its own file, imported
// by the lint command only for --remote and handed to runLint, so a plain lint never evaluates the
// client and its schemas.
import type { RemoteOrg } from "../lint/remote.js";
import { fetchRemoteOrg } from "../node/remote-org.js";
import { openSession, reportApiError } from "./aep-session.js";

/** The org's merge policies and segments, or undefined once the reason it could not is on stderr. */
export async function loadRemoteOrg(debug: boolean): Promise<RemoteOrg | undefined> {
  const session = await openSession(debug);
  if (!session) return undefined;
  try {
    return await fetchRemoteOrg(session.client);
  } catch (e) {
    reportApiError("could not read the org for --remote", e, debug);
    return undefined;
  }
}
