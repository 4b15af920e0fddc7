import { type Route } from "./router.js";
/** Jobs kept per emulator (the newest); an older previewId answers 404. */
export declare const MAX_JOBS = 1000;
/** Profiles a preview page holds by default and at most. */
export declare const PREVIEW_PAGE = 1000;
export declare const previewRoutes: Route[];
