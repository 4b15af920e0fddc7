import { type Route } from "./router.js";
/** Definitions kept per org and sandbox: each create adds one, so the emulator bounds it. */
export declare const MAX_DEFINITIONS = 10000;
export declare const segmentRoutes: Route[];
