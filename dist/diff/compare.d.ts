import type { Pairing } from "./pair.js";
import type { SideAudience } from "./side.js";
export type DiffStatus = "changed" | "changed-through" | "new" | "deleted" | "unchanged";
export interface Comparison {
    /** Each pair (or lone audience) once: indices into the base and head sides. */
    entries: ComparedAudience[];
    /**
     * For each head audience: whether it computes what its base audience computes, its references
     * included (then it is counted once, on the base side).
     */
    sameAsBase: boolean[];
}
export interface ComparedAudience {
    base?: number | undefined;
    head?: number | undefined;
    status: DiffStatus;
    /** For `changed-through`: the files of the chain of references down to the audience that changed. */
    through: string[];
}
export declare function compareSides(base: readonly SideAudience[], head: readonly SideAudience[], pairing: Pairing): Comparison;
export interface MemberChange {
    /** Members on each side; null where the audience does not exist. */
    before: number | null;
    after: number | null;
    /** Newly in and no longer in, by pid, ascending. */
    realized: number[];
    exited: number[];
}
export declare function memberChange(before: ReadonlySet<number> | undefined, after: ReadonlySet<number> | undefined): MemberChange;
/**
 * How far an audience's size moved, in percent of its size before: a new or deleted audience
 * moves 100 %, an audience that grows from no member at all an unbounded amount.
 */
export declare function sizeChangePercent(change: Pick<MemberChange, "before" | "after">): number;
