import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";
/** Events kept per profile: an edge audience reads one event in a window under 24 hours. */
export declare const MAX_EVENTS = 1000;
/** Qualifications and exits kept (the newest), for the portal's graph and `/ee/emulator/history`. */
export declare const MAX_HISTORY = 100000;
/** Profiles kept unless `--max-profiles` says otherwise; a new identity past it is refused. */
export declare const DEFAULT_MAX_PROFILES = 100000;
export declare const HISTORY_PATH: readonly ["buckets", "profiles", "history"];
export declare function profilePath(key: string): string[];
export interface Membership {
    status: "realized" | "exited";
    /** When it last changed (ms). */
    since: number;
    /** The GMT day (days since the epoch) a profile-only audience was last evaluated. */
    day?: number;
}
export interface StoredProfile {
    identity: {
        namespace: string;
        id: string;
    };
    attributes: Json;
    events: Json[];
    segments: Record<string, Membership>;
}
export interface MembershipChange {
    segmentId: string;
    profile: string;
    status: "realized" | "exited";
    time: number;
}
export interface ProfileStore {
    profiles: Record<string, StoredProfile>;
    history: MembershipChange[];
}
export declare function profileStore(ctx: Pick<RouteContext, "state">): ProfileStore;
export type PrimaryIdentity = {
    ok: true;
    namespace: string;
    id: string;
} | {
    ok: false;
    message: string;
};
/** The one identity of an `identityMap` marked `primary: true`; the edge honours nothing else. */
export declare function primaryIdentity(xdm: Json): PrimaryIdentity;
export type ProfileLookup = {
    ok: true;
    key: string;
    profile: StoredProfile;
} | {
    ok: false;
    message: string;
};
/** Measures a profile again after it changed (an event added, attributes merged). */
export declare function profileChanged(ctx: Pick<RouteContext, "state">, profile: StoredProfile): void;
/** Keeps a qualification or exit in the history (the newest MAX_HISTORY), and its bytes. */
export declare function recordChange(ctx: Pick<RouteContext, "state">, change: MembershipChange): void;
/**
 * The profile of an identity, made on first use; refused past --max-profiles profiles. (Bytes are
 * bounded before any route runs: the server refuses a change that would take the whole state
 * past --max-store-bytes.)
 */
export declare function profileOf(ctx: Pick<RouteContext, "state" | "options">, identity: {
    namespace: string;
    id: string;
}): ProfileLookup;
/** Adds an event, keeping the newest MAX_EVENTS in time order (journaled as just this event). */
export declare function addEvent(ctx: Pick<RouteContext, "state">, key: string, event: Json): void;
/**
 * Merges profile attributes from a record: objects field by field, anything else replaced. Only
 * own properties are read and written, so a field named `constructor` or `prototype` (or a
 * `__proto__` that got past the server's check) stays data on the profile.
 */
export declare function mergeAttributes(into: Json, from: Json): void;
