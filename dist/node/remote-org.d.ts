import type { AepClient } from "../api/http.js";
import type { RemoteOrg } from "../lint/remote.js";
export declare function fetchRemoteOrg(client: AepClient): Promise<RemoteOrg>;
