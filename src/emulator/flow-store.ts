// What the emulated Flow Service, Schema Registry, Catalog and Data Prep remember, in one
// persisted state bucket. Every record carries its org and sandbox, so two tenants never see
// each other's resources.
import { randomUUID } from "node:crypto";
import type { RouteContext } from "./router.js";
import type { Json } from "./state.js";

export type Stored = Json & { id: string; imsOrgId: string; sandboxName: string };

export interface StreamStore {
  connections: Stored[];
  sourceConnections: Stored[];
  targetConnections: Stored[];
  flows: Stored[];
  schemas: Stored[];
  dataSets: Stored[];
  mappingSets: Stored[];
  /** Records accepted by inlets, counted per inlet id. */
  received: Record<string, number>;
}

export type Collection = Exclude<keyof StreamStore, "received">;

export function streamStore(ctx: Pick<RouteContext, "state">): StreamStore {
  const store = ctx.state.bucket<StreamStore>("stream", () => ({
    connections: [],
    sourceConnections: [],
    targetConnections: [],
    flows: [],
    schemas: [],
    dataSets: [],
    mappingSets: [],
    received: {},
  }));
  return store;
}

/** The caller's org and sandbox; Flow Service uses the default sandbox when none is given. */
export function scopeOf(ctx: RouteContext): { imsOrgId: string; sandboxName: string } {
  return { imsOrgId: ctx.caller.orgId, sandboxName: ctx.caller.sandbox ?? "prod" };
}

export function inScope(ctx: RouteContext) {
  const { imsOrgId, sandboxName } = scopeOf(ctx);
  return (r: Stored) => r.imsOrgId === imsOrgId && r.sandboxName === sandboxName;
}

/** Records kept per collection, org and sandbox: each create adds one, so the emulator bounds it. */
export const MAX_PER_SANDBOX = 1_000;

/** Undefined when a create may add one more record; otherwise the sentence a refusal gives. */
export function noRoom(ctx: RouteContext, collection: Collection, noun: string): string | undefined {
  const held = streamStore(ctx)[collection].filter(inScope(ctx)).length;
  if (held < MAX_PER_SANDBOX) return undefined;
  return `the emulator keeps at most ${MAX_PER_SANDBOX} ${noun}s per sandbox and holds that many; delete some first`;
}

export function find(ctx: RouteContext, collection: Collection, id: string): Stored | undefined {
  return streamStore(ctx)[collection].find((r) => r.id === id && inScope(ctx)(r));
}

/** Etags are quoted strings that change on every write, as Flow Service sends them ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md). */
export function newEtag(): string {
  return `"${randomUUID()}"`;
}

/** Flow Service ids are UUIDs; Catalog and Data Prep use 24- and 32-hex ids. */
export function hexId(length: number): string {
  return randomUUID().replace(/-/g, "").repeat(2).slice(0, length);
}
