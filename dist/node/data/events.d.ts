import type { ProfileIdentity } from "./profile.js";
export declare const WINDOW_MS: number;
/** The events of profile `index`, oldest first; `count` of them (see eventCount). */
export declare function makeEvents(seed: number, index: number, identity: ProfileIdentity, now: number, perProfile: number): Record<string, unknown>[];
/** An event of a visitor no profile knows (an ECID of no profile): a page view in the window. */
export declare function anonymousEvent(seed: number, n: number, now: number): Record<string, unknown>;
