import { type Route } from "./router.js";
import type { EmulatorState } from "./state.js";
/** A fresh token, remembered (as a hash) so the gateway accepts it until `expiresAt`. */
export declare function newToken(state: EmulatorState, clientId: string, expiresAt: number): string;
export declare const imsRoutes: Route[];
