// The emulator's evaluation history (`GET /ee/emulator/history`) turned into what the portal
// shows: who is in an audience now, and new qualifications per hour or per day.
export interface MembershipChange {
  segmentId: string;
  profile: string;
  status: "realized" | "exited";
  /** ISO-8601. */
  time: string;
}

export type Range = "24h" | "7d" | "30d";
export const RANGES: readonly { range: Range; label: string }[] = [
  { range: "24h", label: "Last 24 hours" },
  { range: "7d", label: "Last week" },
  { range: "30d", label: "Last 30 days" },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface Bucket {
  /** Inclusive start, ms since the epoch. */
  start: number;
  /** Exclusive end. */
  end: number;
  /** New qualifications ("realized" changes) in [start, end). */
  count: number;
}

/** The span of a range and its step: hours for 24 hours, days for a week and 30 days. */
export function rangeSpec(range: Range): { buckets: number; step: number } {
  return range === "24h" ? { buckets: 24, step: HOUR } : { buckets: range === "7d" ? 7 : 30, step: DAY };
}

/**
 * New qualifications per whole UTC hour (24 hours) or day (week, 30 days), the newest bucket
 * being the one `now` is in, so every point is labelled by the hour or day it counts. Exits do
 * not count: the card shows how many profiles newly qualified, as AEP's "Profiles over time"
 * graph does.
 */
export function newQualifications(changes: readonly MembershipChange[], now: number, range: Range): Bucket[] {
  const { buckets, step } = rangeSpec(range);
  const end = Math.floor(now / step) * step + step;
  const first = end - buckets * step;
  const out: Bucket[] = Array.from({ length: buckets }, (_, i) => ({ start: first + i * step, end: first + (i + 1) * step, count: 0 }));
  for (const c of changes) {
    if (c.status !== "realized") continue;
    const t = Date.parse(c.time);
    if (!(t >= first && t < end)) continue;
    out[Math.floor((t - first) / step)]!.count++;
  }
  return out;
}

/** Profiles in each audience now: the last change of each (audience, profile) pair, replayed. */
export function qualifiedNow(changes: readonly MembershipChange[]): Map<string, number> {
  const last = new Map<string, MembershipChange>();
  for (const c of changes) last.set(`${c.segmentId}\u0000${c.profile}`, c);
  const counts = new Map<string, number>();
  for (const c of last.values()) if (c.status === "realized") counts.set(c.segmentId, (counts.get(c.segmentId) ?? 0) + 1);
  return counts;
}
