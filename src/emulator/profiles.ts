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
/** Qualifications and exits kept (the newest), for the portal's graph and `/ee/emulator/history`. */
export const MAX_HISTORY = 100_000;
/** Profiles kept unless `--max-profiles` says otherwise; a new identity past it is refused. */
export const DEFAULT_MAX_PROFILES = 100_000;
/**
 * Bytes of profiles and events kept unless `--max-store-bytes` says otherwise (256 MiB of JSON):
 * the counts alone allow 1,000 events of up to 1 MiB for each of 100,000 profiles. Past it an
 * event or record is refused, never an old one evicted, as past --max-profiles.
 */
export const DEFAULT_MAX_STORE_BYTES = 256 * 1024 * 1024;

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

export type ProfileLookup = { ok: true; key: string; profile: StoredProfile } | { ok: false; message: string };

/** How many profiles a store holds, counted once and then kept up to date by profileOf. */
const counts = new WeakMap<ProfileStore, number>();
function profileCount(store: ProfileStore): number {
  let n = counts.get(store);
  if (n === undefined) counts.set(store, (n = Object.keys(store.profiles).length));
  return n;
}

/** UTF-8 bytes of a value written as JSON. */
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");

// What the store holds in bytes: each profile's size (its attributes, memberships and events,
// each event measured once when it is stored), and their total, counted once for a store (one
// read from --data) and then kept up to date by `profileChanged`.
const eventSizes = new WeakMap<object, number>();
const profileSizes = new WeakMap<StoredProfile, number>();
const totals = new WeakMap<ProfileStore, number>();
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
function storeBytes(store: ProfileStore): number {
  let n = totals.get(store);
  if (n === undefined) {
    n = 0;
    for (const profile of Object.values(store.profiles)) {
      const size = profileBytes(profile);
      profileSizes.set(profile, size);
      n += size;
    }
    totals.set(store, n);
  }
  return n;
}

/** Measures a profile again after it changed (an event added, attributes merged). */
export function profileChanged(ctx: Pick<RouteContext, "state">, profile: StoredProfile): void {
  const store = profileStore(ctx);
  const total = storeBytes(store);
  const size = profileBytes(profile);
  totals.set(store, total - (profileSizes.get(profile) ?? 0) + size);
  profileSizes.set(profile, size);
}

/**
 * The profile of an identity, made on first use; refused when the store is full: --max-profiles
 * profiles, or `incoming` (the event or record about to be stored) would take it past
 * --max-store-bytes.
 */
export function profileOf(
  ctx: Pick<RouteContext, "state" | "options">,
  identity: { namespace: string; id: string },
  incoming?: Json,
): ProfileLookup {
  const store = profileStore(ctx);
  const key = `${identity.namespace}:${identity.id}`;
  const bound = ctx.options.maxStoreBytes;
  const held = storeBytes(store);
  const adding = incoming === undefined ? 0 : jsonBytes(incoming);
  if (held + adding > bound)
    return {
      ok: false,
      message: `the emulator keeps at most ${bound} bytes of profiles and events (--max-store-bytes) and holds ${held}; this one of ${adding} bytes would go past it. Restart it with a larger --max-store-bytes, or with a fresh --data directory`,
    };
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
