import type { RemoteOrg } from "../lint/remote.js";
/** The org's merge policies and segments, or undefined once the reason it could not is on stderr. */
export declare function loadRemoteOrg(debug: boolean): Promise<RemoteOrg | undefined>;
