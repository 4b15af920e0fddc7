import { type Route } from "./router.js";
import type { EmulatorState } from "./state.js";
/** The longest client id a token is issued for. */
export declare const MAX_CLIENT_ID = 255;
/** A fresh token, remembered (as a hash) so the gateway accepts it until `expiresAt`. */
export declare function newToken(state: EmulatorState, clientId: string, expiresAt: number): string;
export declare const imsRoutes: Route[];
