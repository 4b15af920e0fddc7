import { evaluate } from "../evaluate/index.js";
import type { Expression } from "../syntax/ast.js";
import { type StoredProfile } from "./profiles.js";
import { type Route, type RouteContext } from "./router.js";
/** Each audience's evaluation on an interact call: one hostile definition cannot freeze the emulator (about a tenth of a second). */
export declare const EDGE_BUDGET: {
    maxSteps: number;
    maxResultSize: number;
};
/**
 * One audience's evaluation for a stored profile at `at`, as the edge runs it (and the preview
 * jobs, which count as the edge would): membership is what the store says now (isIn, read live as
 * segments of segments run last), never a stale copy, so the profile's own segmentMembership is
 * left out; segment ids come from seeds and state files: own-property lookups only.
 */
export declare function evaluateStored(ast: Expression, profile: StoredProfile, at: number): ReturnType<typeof evaluate>;
/**
 * Evaluates the sandbox's edge audiences for one profile at `at` and records what changed.
 * Segments of segments go last, so they read this event's results for the others.
 */
export declare function evaluateEdge(ctx: RouteContext, sandbox: string, key: string, profile: StoredProfile, at: number): string[];
export declare const edgeRoutes: Route[];
