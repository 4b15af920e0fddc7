/**
 * The most levels of objects and arrays a profile, or one event, may nest (`{}` is 1 level,
 * `{"person": {"name": "Ada"}}` 2). XDM's deepest standard paths are under a dozen levels
 * (`_experience.analytics.customDimensions.eVars.eVar1`, a product list's items with their own
 * objects); tenant fields add a few more. 100 is many times that, and far below what the
 * evaluator's recursion can take on any host (tens of thousands of frames).
 */
export declare const MAX_DATA_DEPTH = 100;
/** Where data passed the limit: the part (the profile, or an event by its index), the path down to it, and how deep. */
export interface DataTooDeep {
    /** `profile`, or `events` with `index` the event's position in the events given (0-based); absent when unknown (the stack ran out). */
    part?: "profile" | "events";
    index?: number;
    /** The keys (and array indices) from the part down to the level past the limit; empty when unknown (the stack ran out). */
    path: readonly (string | number)[];
    /** The depth found: `limit + 1` when the walk stopped at the limit, 0 when unknown. */
    depth: number;
    limit: number;
    /**
     * E.g. "data nested past 100 levels at profile.person.a.a.a… (depth 101)" (keys as the data
     * holds them: a caller printing to a terminal makes control characters visible).
     */
    message: string;
}
/** The first place `value` nests deeper than `limit` levels, as a path from it, or undefined. No recursion: any depth, and cycles, are safe. */
export declare function deepestPast(value: unknown, limit: number): {
    path: (string | number)[];
    depth: number;
} | undefined;
/** The profile, then each event in turn: the first that nests past `limit`, or undefined. */
export declare function dataTooDeep(profile: unknown, events: readonly unknown[], limit?: number): DataTooDeep | undefined;
/** "data nested past 100 levels at ROOT.person.a.a.a… (depth 101)": the first few keys from `root`, the one line every reader shows. */
export declare function tooDeepMessage(root: string, path: readonly (string | number)[], depth: number, limit?: number): string;
/** What the evaluator answers when its own recursion ran out all the same (a last resort: the check above should have caught it). */
export declare function stackRanOut(limit?: number): DataTooDeep;
