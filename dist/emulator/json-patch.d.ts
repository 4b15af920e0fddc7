import type { Json } from "./state.js";
export interface PatchOp {
    op: string;
    path: string;
    value?: unknown;
}
/** Applies the operations to a copy; returns the copy, or a message naming the bad operation. */
export declare function applyPatch(target: Json, ops: unknown): {
    result: Json;
} | {
    error: string;
};
