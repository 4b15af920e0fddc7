// Ready events for the test event panel: one per event type the audience's PQL compares
// `eventType` with, then a page view; and the identity the edge needs (one primary identity).
export interface SampleEvent {
  label: string;
  xdm: Record<string, unknown>;
}

export function sampleEvents(pql: string): SampleEvent[] {
  const types = [...pql.matchAll(/eventType\s*(?:=|\.equals\(\s*)\s*"([^"]+)"/g)].map((m) => m[1]!);
  const unique = [...new Set([...types, "web.webpagedetails.pageViews"])];
  return unique.map((eventType) => ({ label: eventType, xdm: { eventType } }));
}

/** The event with `identityMap` set to this one primary identity (any identity map it had is replaced). */
export function withIdentity(xdm: Record<string, unknown>, namespace: string, id: string): Record<string, unknown> {
  return { ...xdm, identityMap: { [namespace]: [{ id, primary: true }] } };
}
