import { type Stored } from "./flow-store.js";
import { type Route, type RouteContext } from "./router.js";
export declare const schemaRoutes: Route[];
/** A schema by `$id` or `meta:altId`, for the catalog's checks. */
export declare function findSchema(ctx: RouteContext, id: string): Stored | undefined;
