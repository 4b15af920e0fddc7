// `lint --remote`: what the live org says, read through the API client. Its own file, handed to
// runLint by the lint command, so the pre-commit bundle (dist/lint-fast.cjs), which never reads
// the org, does not carry the client and its schemas (start-up: docs/performance.md).
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
