import { type StoredProfile } from "./profiles.js";
import { type Route, type RouteContext } from "./router.js";
/** Each audience's evaluation on an interact call: one hostile definition cannot freeze the emulator (about a tenth of a second). */
export declare const EDGE_BUDGET: {
    maxSteps: number;
    maxResultSize: number;
};
/**
 * Evaluates the sandbox's edge audiences for one profile at `at` and records what changed.
 * Segments of segments go last, so they read this event's results for the others.
 */
export declare function evaluateEdge(ctx: RouteContext, sandbox: string, key: string, profile: StoredProfile, at: number): string[];
export declare const edgeRoutes: Route[];
