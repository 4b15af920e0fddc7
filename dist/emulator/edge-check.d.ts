import { type PqlReason } from "./pql-check.js";
import type { Reply, RouteContext } from "./router.js";
import type { Json, StoredSegment } from "./state.js";
export declare function wantsEdge(def: Json): boolean;
/** The reasons a definition asking for edge evaluation cannot have it; empty when it can. */
export declare function edgeReasons(ctx: RouteContext, def: StoredSegment): PqlReason[];
/** Undefined to go on (possibly after downgrading `def` in place), or the 400 to send. */
export declare function checkEdge(ctx: RouteContext, def: StoredSegment): Reply | undefined;
