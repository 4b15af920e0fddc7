import type { JudgeReason } from "./options.js";
import type { Reply, RouteContext } from "./router.js";
import type { Json, StoredSegment } from "./state.js";
export declare function wantsEdge(def: Json): boolean;
/** The reasons a definition asking for edge evaluation cannot have it; empty when it can. */
export declare function edgeReasons(ctx: RouteContext, def: StoredSegment): JudgeReason[];
/** Undefined to go on (possibly after downgrading `def` in place), or the 422 to send. */
export declare function checkEdge(ctx: RouteContext, def: StoredSegment): Reply | undefined;
