import { type Stored } from "./flow-store.js";
import { type Route, type RouteContext } from "./router.js";
export declare const FLOW_BASE = "/data/foundation/flowservice";
declare const RESOURCES: readonly ["connections", "sourceConnections", "targetConnections", "flows"];
type Resource = (typeof RESOURCES)[number];
/** The dataflows that use a connection, directly or through a source connection on it. */
export declare function flowsUsing(ctx: RouteContext, resource: Resource, id: string): Stored[];
export declare const specRoutes: Route[];
export declare const flowRoutes: Route[];
export {};
