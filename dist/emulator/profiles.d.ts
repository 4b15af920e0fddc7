import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";
/** Events kept per profile: an edge audience reads one event in a window under 24 hours. */
export declare const MAX_EVENTS = 1000;
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
/** The profile of an identity, made on first use. */
export declare function profileOf(store: ProfileStore, identity: {
    namespace: string;
    id: string;
}): {
    key: string;
    profile: StoredProfile;
};
/** Adds an event, keeping the newest MAX_EVENTS in time order. */
export declare function addEvent(profile: StoredProfile, event: Json): void;
/** Merges profile attributes from a record: objects field by field, anything else replaced. */
export declare function mergeAttributes(into: Json, from: Json): void;
