import { type Route } from "./router.js";
/** Work orders and expirations kept per org (the newest): lists that grow with every request. */
export declare const MAX_KEPT = 10000;
export declare const quotaRoutes: Route[];
