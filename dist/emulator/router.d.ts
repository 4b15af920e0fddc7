import type { IncomingHttpHeaders } from "node:http";
import type { EmulatorState } from "./state.js";
import type { ResolvedEmulatorOptions } from "./resolved-options.js";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/**
 * Which headers the gateway requires before the handler runs:
 * - "aep": Authorization, x-api-key, x-gw-ims-org-id and x-sandbox-name (segmentation, profile, flow service);
 * - "org": the same without x-sandbox-name (org-level services such as the hygiene quota);
 * - "none": nothing (the IMS token endpoint).
 */
export type HeaderPolicy = "aep" | "org" | "none";
/** Who is calling, read from the checked headers. Empty strings under the "none" policy. */
export interface Caller {
    orgId: string;
    /** Undefined under the "org" policy, or when the header was omitted. */
    sandbox: string | undefined;
    clientId: string;
}
export interface RouteContext {
    method: Method;
    /** The URL path, without the query. */
    path: string;
    /** Values of the `:name` segments of the pattern, URL-decoded. */
    params: Record<string, string>;
    query: URLSearchParams;
    headers: IncomingHttpHeaders;
    /** The parsed body: JSON, or an object of form fields; undefined when there is none. */
    body: unknown;
    rawBody: string;
    caller: Caller;
    state: EmulatorState;
    options: ResolvedEmulatorOptions;
    /** The emulator clock in ms since the epoch; use it for every timestamp. */
    now(): number;
    requestId: string;
    /** The emulator's own base URL, e.g. for links. */
    baseUrl: string;
}
export interface Reply {
    status: number;
    /** Serialised as JSON; undefined sends an empty body. */
    body?: unknown;
    headers?: Record<string, string>;
}
export interface Route {
    method: Method;
    /** `/data/core/ups/segment/definitions/:id`; segments match literally or bind a parameter. */
    path: string;
    /** Default "aep". */
    headers?: HeaderPolicy;
    handle(ctx: RouteContext): Reply | Promise<Reply>;
    /**
     * A POST that keeps nothing (a lookup, a validation, a conversion) or only entries of a fixed
     * size under a count (IMS tokens): the server lets it through when the state is at
     * --max-store-bytes. Every other POST, PUT and PATCH is refused there.
     */
    keepsNothing?: true;
    /** The 507 in the service's own shape when the state is at --max-store-bytes; default `problem`. */
    storeFull?: (detail: string) => Reply;
}
/** Sugar for `{ method, path, handle, headers }`. */
export declare function route(method: Method, path: string, handle: Route["handle"], headers?: HeaderPolicy): Route;
export type Match = {
    route: Route;
    params: Record<string, string>;
} | {
    route?: undefined;
    allowed: Method[];
};
/** Finds the route for a request; when only the method is wrong, lists the allowed ones (405). */
export declare function matchRoute(routes: readonly Route[], method: string, path: string): Match | undefined;
/** A `:name` segment's value: the route's pattern guarantees it is there when the handler runs. */
export declare function param(ctx: Pick<RouteContext, "params">, name: string): string;
