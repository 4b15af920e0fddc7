import { type ProfileEstimate } from "./estimate.js";
import type { MembershipChange } from "./history.js";
/** An org and sandbox the emulator holds definitions in. */
export interface Scope {
    orgId: string;
    sandbox: string;
}
export interface Session {
    token: string;
    apiKey: string;
    orgId: string;
    sandbox: string;
    datastreamId: string;
    /** The emulator's clock when the session was opened (ms). */
    now: number;
    /** Every org and sandbox the emulator holds definitions in (the session's own first). */
    scopes?: Scope[];
}
export type Definition = Record<string, unknown> & {
    id: string;
    name: string;
    description?: string;
    expression?: {
        type?: string;
        format?: string;
        value?: string;
    };
    evaluationInfo?: unknown;
    mergePolicyId?: string;
    updateTime?: number;
    creationTime?: number;
};
export interface MergePolicy {
    id: string;
    name: string;
    isActiveOnEdge: boolean;
    default: boolean;
}
/** A local audience file opened read-only by `pql-audience portal PATHS`. */
export interface LocalAudience {
    file: string;
    name: string;
    description?: string;
    pql: string;
    evaluationInfo?: unknown;
    mergePolicyId?: string;
}
/** A refused call: the status and what the service said, with the edge reasons when there are any. */
export declare class PortalApiError extends Error {
    readonly status: number;
    readonly reasons: {
        rule: string;
        message: string;
    }[];
    constructor(status: number, message: string, reasons?: {
        rule: string;
        message: string;
    }[]);
}
export declare class PortalApi {
    #private;
    readonly session: Session;
    constructor(session: Session);
    /** A session in the org and sandbox `choose` picks among those the emulator holds (none: the session's own). */
    static open(choose?: (scopes: readonly Scope[]) => Scope | undefined): Promise<PortalApi>;
    now(): number;
    /** Every definition, page after page (the API returns at most 100 a page), as publish lists them. */
    definitions(): Promise<Definition[]>;
    definition(id: string): Promise<Definition>;
    create(body: object): Promise<Definition>;
    /** The Segmentation API's update: PATCH replaces the fields it sends and keeps the rest. */
    update(id: string, body: object): Promise<Definition>;
    remove(id: string): Promise<void>;
    mergePolicies(): Promise<MergePolicy[]>;
    /** Every change the emulator keeps, page after page (`_links.next.href` is "" on the last). */
    history(segmentId?: string): Promise<{
        qualified?: number;
        changes: MembershipChange[];
    }>;
    /** The Edge Network's interact call, as `pql-audience edge send` makes it; answers the audiences the profile is in. */
    interact(xdm: Record<string, unknown>): Promise<string[]>;
    /**
     * The emulator's profile for one identity (the portal's own route): `attributes` merge into it
     * first when given. Answers what the edge evaluates: its attributes and its events.
     */
    profile(namespace: string, id: string, attributes?: Record<string, unknown>): Promise<StoredProfile>;
    /**
     * AEP's estimate of an expression, as Segment Builder asks for it: a preview job, then its
     * estimate polled until RESULT_READY; FAILED is an error with AEP's description.
     */
    estimate(pql: string): Promise<ProfileEstimate>;
    /**
     * The profiles an expression qualifies, as AEP's preview job lists them: a job, its preview
     * polled until RESULT_READY, then every page (`links.next`). Keys as the store names them.
     */
    members(pql: string): Promise<Set<string>>;
    /** The local audience files of `pql-audience portal PATHS`; none when the emulator was started alone. */
    localAudiences(): Promise<LocalAudience[]>;
}
/** A profile as the emulator stores it. */
export interface StoredProfile {
    attributes: Record<string, unknown>;
    events: unknown[];
}
