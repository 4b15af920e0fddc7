// The emulator's profile store: profiles keyed by their primary identity (`namespace:id`), each
// with its attributes, its ExperienceEvents (the newest MAX_EVENTS), and the edge audiences it
// is in. Records from a streaming inlet and events sent to the Edge Network endpoint land here;
// every qualification and exit is kept in `history`, which the portal's "Profiles over time"
// card draws.
import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";
import { isObject } from "../text/is-object.js";
import { ownValue, setOwn } from "./prototype-keys.js";
import { jsonBytes } from "./state-bytes.js";

/** Events kept per profile: an edge audience reads one event in a window under 24 hours. */
export const MAX_EVENTS = 1000;
/** Qualifications and exits kept (the newest), for the portal's graph and `/ee/emulator/history`. */
export const MAX_HISTORY = 100_000;
/** Profiles kept unless `--max-profiles` says otherwise; a new identity past it is refused. */
export const DEFAULT_MAX_PROFILES = 100_000;

export const HISTORY_PATH = ["buckets", "profiles", "history"] as const;
export function profilePath(key: string): string[] {
  return ["buckets", "profiles", "profiles", key];
}

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
  return ctx.state.bucket<ProfileStore>("profiles", () => ({ profiles: {}, history: [] }), storeBytes);
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

export type ProfileLookup = { ok: true; key: string; profile: StoredProfile } | { ok: false; message: string };

/** How many profiles a store holds, counted once and then kept up to date by profileOf. */
const counts = new WeakMap<ProfileStore, number>();
function profileCount(store: ProfileStore): number {
  let n = counts.get(store);
  if (n === undefined) counts.set(store, (n = Object.keys(store.profiles).length));
  return n;
}

// What the store holds in bytes: each profile's size (its attributes, memberships and events,
// each event measured once when it is stored) plus the history's, their totals counted once for
// a store (one read from --data) and then kept up to date by `profileChanged` and
// `recordChange`. The state adds them to everything else it holds (state-bytes.ts).
const eventSizes = new WeakMap<object, number>();
const profileSizes = new WeakMap<StoredProfile, number>();
const totals = new WeakMap<ProfileStore, { profiles: number; history: number }>();
function eventBytes(event: Json): number {
  let n = eventSizes.get(event);
  if (n === undefined) eventSizes.set(event, (n = jsonBytes(event)));
  return n;
}
function profileBytes(profile: StoredProfile): number {
  let n = jsonBytes(profile.identity) + jsonBytes(profile.attributes) + jsonBytes(profile.segments);
  for (const event of profile.events) n += eventBytes(event);
  return n;
}
function totalsOf(store: ProfileStore): { profiles: number; history: number } {
  let t = totals.get(store);
  if (t === undefined) {
    t = { profiles: 0, history: jsonBytes(store.history) };
    for (const profile of Object.values(store.profiles)) {
      const size = profileBytes(profile);
      profileSizes.set(profile, size);
      t.profiles += size;
    }
    totals.set(store, t);
  }
  return t;
}
function storeBytes(store: ProfileStore): number {
  const t = totalsOf(store);
  return t.profiles + t.history;
}

/** Measures a profile again after it changed (an event added, attributes merged). */
export function profileChanged(ctx: Pick<RouteContext, "state">, profile: StoredProfile): void {
  const t = totalsOf(profileStore(ctx));
  const size = profileBytes(profile);
  t.profiles += size - (profileSizes.get(profile) ?? 0);
  profileSizes.set(profile, size);
}

/** Keeps a qualification or exit in the history (the newest MAX_HISTORY), and its bytes. */
export function recordChange(ctx: Pick<RouteContext, "state">, change: MembershipChange): void {
  const store = profileStore(ctx);
  const t = totalsOf(store);
  // The change about to push the oldest out: its bytes go with it.
  if (store.history.length >= MAX_HISTORY) t.history -= jsonBytes(store.history[0]) + 1;
  ctx.state.append(HISTORY_PATH, [change], { keep: MAX_HISTORY });
  t.history += jsonBytes(change) + 1;
}

/**
 * The profile of an identity, made on first use; refused past --max-profiles profiles. (Bytes are
 * bounded before any route runs: the server refuses a change that would take the whole state
 * past --max-store-bytes.)
 */
export function profileOf(ctx: Pick<RouteContext, "state" | "options">, identity: { namespace: string; id: string }): ProfileLookup {
  const store = profileStore(ctx);
  const key = `${identity.namespace}:${identity.id}`;
  const existing = ownValue(store.profiles, key) as StoredProfile | undefined;
  if (existing) return { ok: true, key, profile: existing };
  const limit = ctx.options.maxProfiles;
  if (profileCount(store) >= limit)
    return {
      ok: false,
      message: `the emulator keeps at most ${limit} profiles (--max-profiles) and holds that many; ${key} would be a new one. Restart it with a larger --max-profiles, or with a fresh --data directory`,
    };
  const profile = setOwn(store.profiles, key, {
    identity: { namespace: identity.namespace, id: identity.id },
    attributes: {},
    events: [],
    segments: {},
  });
  counts.set(store, profileCount(store) + 1);
  profileChanged(ctx, profile);
  ctx.state.changed(profilePath(key));
  return { ok: true, key, profile };
}

/** Adds an event, keeping the newest MAX_EVENTS in time order (journaled as just this event). */
export function addEvent(ctx: Pick<RouteContext, "state">, key: string, event: Json): void {
  ctx.state.append([...profilePath(key), "events"], [event], { keep: MAX_EVENTS, order: "timestamp" });
  const profile = ownValue(profileStore(ctx).profiles, key) as StoredProfile | undefined;
  if (profile) profileChanged(ctx, profile);
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
