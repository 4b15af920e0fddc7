import { type Route } from "./router.js";
export declare const mappingSetRoutes: Route[];
