import type { TimeConstraint, TimeUnit } from "../syntax/ast.js";
export declare const HOUR_MS = 3600000;
export declare const DAY_MS: number;
export type WindowBoundary = "exclusive" | "inclusive";
/** Why a window does not suit the edge (each is one edge rule's concern). */
export type WindowProblem = "too-long" | "boundary" | "absolute" | "not-current";
export type WindowStatus = {
    ok: true;
    sizeMs: number | null;
    text: string;
} | {
    ok: false;
    problem: WindowProblem;
    sizeMs: number | null;
    /** Why, in a few words ("3 days", "an absolute date"). */
    text: string;
};
export declare function windowSizeMs(amount: number, unit: TimeUnit): number;
/** `3 days`, `90 minutes`, `1 hour`. */
export declare function describeAmount(amount: number, unit: TimeUnit): string;
/** Judges one event reference's time constraint. */
export declare function judgeWindow(constraint: TimeConstraint, boundary: WindowBoundary): WindowStatus;
