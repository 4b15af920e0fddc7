// Ready events for the test event panel: one per event type the audience's PQL compares
// `eventType` with, then a page view, each stamped with the time it is made; the event as it is
// sent (one primary identity, an `_id` as the Web SDK gives every event); and the time the
// emulator gave the event, read back from the profile it stored it on.
export interface SampleEvent {
  label: string;
  xdm: Record<string, unknown>;
}

/** The presets, stamped `at` (ms, the emulator's clock): an event without a timestamp gets the emulator's time on arrival. */
export function sampleEvents(pql: string, at: number): SampleEvent[] {
  const types = [...pql.matchAll(/eventType\s*(?:=|\.equals\(\s*)\s*"([^"]+)"/g)].map((m) => m[1]!);
  const unique = [...new Set([...types, "web.webpagedetails.pageViews"])];
  return unique.map((eventType) => ({ label: eventType, xdm: { eventType, timestamp: new Date(at).toISOString() } }));
}

/** The event with `identityMap` set to this one primary identity (any identity map it had is replaced). */
export function withIdentity(xdm: Record<string, unknown>, namespace: string, id: string): Record<string, unknown> {
  return { ...xdm, identityMap: { [namespace]: [{ id, primary: true }] } };
}

/**
 * The event as the panel sends it: its identity, and its own `_id` (or `eventId` when it has
 * none), so the stored copy can be found again and the Why evaluated at the time the emulator
 * gave it.
 */
export function eventToSend(
  xdm: Record<string, unknown>,
  namespace: string,
  id: string,
  eventId: string,
): { xdm: Record<string, unknown>; eventId: string } {
  const own = typeof xdm._id === "string" && xdm._id !== "" ? xdm._id : eventId;
  return { xdm: { ...withIdentity(xdm, namespace, id), _id: own }, eventId: own };
}

/**
 * The time (ms) the emulator stored the event `eventId` with: its own timestamp, or the
 * emulator's clock when it arrived without one. The newest such event when several share the
 * id; undefined when none is stored.
 */
export function storedEventTime(events: readonly unknown[], eventId: string): number | undefined {
  let at: number | undefined;
  for (const e of events) {
    if (typeof e !== "object" || e === null) continue;
    const { _id, timestamp } = e as { _id?: unknown; timestamp?: unknown };
    if (_id !== eventId || typeof timestamp !== "string") continue;
    const ms = Date.parse(timestamp);
    if (!Number.isNaN(ms) && (at === undefined || ms > at)) at = ms;
  }
  return at;
}
