// The emulator's profile store: profiles keyed by their primary identity (`namespace:id`), each
// with its attributes, its ExperienceEvents (the newest MAX_EVENTS), and the edge audiences it
// is in. Records from a streaming inlet and events sent to the Edge Network endpoint land here;
// every qualification and exit is kept in `history`, which the portal's "Profiles over time"
// card draws.
import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";
import { isObject } from "../text/is-object.js";
import { ownValue, setOwn } from "./prototype-keys.js";

/** Events kept per profile: an edge audience reads one event in a window under 24 hours. */
export const MAX_EVENTS = 1000;

export interface Membership {
  status: "realized" | "exited";
  /** When it last changed (ms). */
  since: number;
  /** The GMT day (days since the epoch) a profile-only audience was last evaluated. */
  day?: number;
}

export interface StoredProfile {
  identity: { namespace: string; id: string };
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

export function profileStore(ctx: Pick<RouteContext, "state">): ProfileStore {
  return ctx.state.bucket<ProfileStore>("profiles", () => ({ profiles: {}, history: [] }));
}

export type PrimaryIdentity = { ok: true; namespace: string; id: string } | { ok: false; message: string };

/** The one identity of an `identityMap` marked `primary: true`; the edge honours nothing else. */
export function primaryIdentity(xdm: Json): PrimaryIdentity {
  const map = xdm.identityMap;
  if (!isObject(map)) return { ok: false, message: "the event has no identityMap: the edge needs exactly one identity marked primary" };
  const primaries: { namespace: string; id: string }[] = [];
  for (const [namespace, list] of Object.entries(map)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list)
      if (isObject(entry) && entry.primary === true && typeof entry.id === "string") primaries.push({ namespace, id: entry.id });
  }
  if (primaries.length === 1) return { ok: true, ...primaries[0]! };
  if (primaries.length === 0)
    return {
      ok: false,
      message: 'no identity in the event\'s identityMap is marked primary: the edge needs exactly one (set "primary": true on one)',
    };
  return {
    ok: false,
    message: `${primaries.length} identities in the event's identityMap are marked primary (${primaries.map((p) => p.namespace).join(", ")}): the edge needs exactly one`,
  };
}

/** The profile of an identity, made on first use. */
export function profileOf(store: ProfileStore, identity: { namespace: string; id: string }): { key: string; profile: StoredProfile } {
  const key = `${identity.namespace}:${identity.id}`;
  const profile =
    (ownValue(store.profiles, key) as StoredProfile | undefined) ??
    setOwn(store.profiles, key, { identity: { namespace: identity.namespace, id: identity.id }, attributes: {}, events: [], segments: {} });
  return { key, profile };
}

/** Adds an event, keeping the newest MAX_EVENTS in time order. */
export function addEvent(profile: StoredProfile, event: Json): void {
  profile.events.push(event);
  profile.events.sort((a, b) => Date.parse(String(a.timestamp)) - Date.parse(String(b.timestamp)));
  if (profile.events.length > MAX_EVENTS) profile.events.splice(0, profile.events.length - MAX_EVENTS);
}

/**
 * Merges profile attributes from a record: objects field by field, anything else replaced. Only
 * own properties are read and written, so a field named `constructor` or `prototype` (or a
 * `__proto__` that got past the server's check) stays data on the profile.
 */
export function mergeAttributes(into: Json, from: Json): void {
  for (const [key, value] of Object.entries(from)) {
    if (key === "identityMap" || key === "_id") continue;
    const existing = ownValue(into, key);
    if (isObject(existing) && isObject(value)) mergeAttributes(existing, value);
    else setOwn(into, key, value);
  }
}
