import { type Route } from "./router.js";
/** The org and sandbox the page works in (seeded definitions without an org are visible to every org). */
export declare const PORTAL_ORG = "EMULATOR@AdobeOrg";
export declare const PORTAL_SANDBOX = "prod";
export declare const portalRoutes: Route[];
