// The portal's calls to the emulator: the same JSON endpoints and headers the CLI uses
// (segment definitions, merge policies, the edge interact call), plus the evaluation history.
import { interval, type ProfileEstimate } from "./estimate.js";
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
  expression?: { type?: string; format?: string; value?: string };
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
export class PortalApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reasons: { rule: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const SEGMENTS = "/data/core/ups/segment/definitions";
const PREVIEW = "/data/core/ups/preview";
const ESTIMATE = "/data/core/ups/estimate";
/** The first wait between polls of an estimate job; each next one doubles, up to a second. */
const FIRST_POLL_MS = 150;
const MERGE_POLICIES = "/data/core/ups/config/mergePolicies";

export class PortalApi {
  /** Difference between the emulator's clock and this browser's, so graphs end at the emulator's now. */
  readonly #skew: number;

  constructor(readonly session: Session) {
    this.#skew = session.now - Date.now();
  }

  /** A session in the org and sandbox `choose` picks among those the emulator holds (none: the session's own). */
  static async open(choose: (scopes: readonly Scope[]) => Scope | undefined = () => undefined): Promise<PortalApi> {
    const session = (await request("GET", "/portal/session")) as Session;
    const scope = choose(session.scopes ?? []);
    return new PortalApi(scope ? { ...session, orgId: scope.orgId, sandbox: scope.sandbox } : session);
  }

  now(): number {
    return Date.now() + this.#skew;
  }

  #headers(): Record<string, string> {
    const s = this.session;
    return { Authorization: `Bearer ${s.token}`, "x-api-key": s.apiKey, "x-gw-ims-org-id": s.orgId, "x-sandbox-name": s.sandbox };
  }

  /** Every definition, page after page (the API returns at most 100 a page), as publish lists them. */
  async definitions(): Promise<Definition[]> {
    const all: Definition[] = [];
    let next: string | undefined = `${SEGMENTS}?limit=100&page=0`;
    while (next) {
      const body = (await request("GET", next, undefined, this.#headers())) as { segments: Definition[]; link?: { next?: string } };
      all.push(...body.segments);
      next = body.link?.next || undefined;
    }
    return all;
  }

  async definition(id: string): Promise<Definition> {
    return (await request("GET", `${SEGMENTS}/${encodeURIComponent(id)}`, undefined, this.#headers())) as Definition;
  }

  async create(body: object): Promise<Definition> {
    return (await request("POST", SEGMENTS, body, this.#headers())) as Definition;
  }

  /** The Segmentation API's update: PATCH replaces the fields it sends and keeps the rest. */
  async update(id: string, body: object): Promise<Definition> {
    return (await request("PATCH", `${SEGMENTS}/${encodeURIComponent(id)}`, body, this.#headers())) as Definition;
  }

  async remove(id: string): Promise<void> {
    await request("DELETE", `${SEGMENTS}/${encodeURIComponent(id)}`, undefined, this.#headers());
  }

  async mergePolicies(): Promise<MergePolicy[]> {
    const body = (await request("GET", `${MERGE_POLICIES}?limit=100`, undefined, this.#headers())) as { children: MergePolicy[] };
    return body.children;
  }

  /** Every change the emulator keeps, page after page (`_links.next.href` is "" on the last). */
  async history(segmentId?: string): Promise<{ qualified?: number; changes: MembershipChange[] }> {
    const query = segmentId ? `?segmentId=${encodeURIComponent(segmentId)}&limit=10000` : "?limit=10000";
    let path = `/ee/emulator/history${query}`;
    const changes: MembershipChange[] = [];
    let qualified: number | undefined;
    while (path) {
      const page = (await request("GET", path)) as {
        qualified?: number;
        changes: MembershipChange[];
        _links?: { next?: { href?: string } };
      };
      changes.push(...page.changes);
      qualified = page.qualified;
      path = page._links?.next?.href ?? "";
    }
    return { ...(qualified === undefined ? {} : { qualified }), changes };
  }

  /** The Edge Network's interact call, as `pql-audience edge send` makes it; answers the audiences the profile is in. */
  async interact(xdm: Record<string, unknown>): Promise<string[]> {
    const body = (await request(
      "POST",
      `/ee/v2/interact?datastreamId=${encodeURIComponent(this.session.datastreamId)}`,
      { event: { xdm } },
      {
        "x-sandbox-name": this.session.sandbox,
      },
    )) as { handle?: { type: string; payload: { id: string }[] }[] };
    return (body.handle ?? []).filter((h) => h.type === "activation:pull").flatMap((h) => h.payload.map((p) => p.id));
  }

  /**
   * The emulator's profile for one identity (the portal's own route): `attributes` merge into it
   * first when given. Answers what the edge evaluates: its attributes and its events.
   */
  async profile(namespace: string, id: string, attributes?: Record<string, unknown>): Promise<StoredProfile> {
    return (await request("POST", "/portal/profile", { namespace, id, ...(attributes ? { attributes } : {}) })) as StoredProfile;
  }

  /**
   * AEP's estimate of an expression, as Segment Builder asks for it: a preview job, then its
   * estimate polled until RESULT_READY; FAILED is an error with AEP's description.
   */
  async estimate(pql: string): Promise<ProfileEstimate> {
    const job = await this.#startPreview(pql);
    for (let wait = FIRST_POLL_MS; ; wait = Math.min(1000, wait * 2)) {
      const e = (await request("GET", `${ESTIMATE}/${encodeURIComponent(job.previewId)}`, undefined, this.#headers())) as {
        state: string;
        estimatedSize: number;
        standardError: number;
        confidenceInterval: string;
        profilesReadSoFar: number;
        totalRows: number;
        error?: { description?: string };
      };
      if (e.state === "RESULT_READY")
        return {
          estimatedSize: e.estimatedSize,
          level: e.confidenceInterval,
          ...interval(e.estimatedSize, e.standardError),
          profilesReadSoFar: e.profilesReadSoFar,
          totalRows: e.totalRows,
          at: this.now(),
        };
      if (e.state === "FAILED") throw new PortalApiError(200, e.error?.description || "the estimate job failed");
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /**
   * The profiles an expression qualifies, as AEP's preview job lists them: a job, its preview
   * polled until RESULT_READY, then every page (`links.next`). Keys as the store names them.
   */
  async members(pql: string): Promise<Set<string>> {
    const job = await this.#startPreview(pql);
    const keys = new Set<string>();
    let path = `${PREVIEW}/${encodeURIComponent(job.previewId)}`;
    for (let wait = FIRST_POLL_MS; path; ) {
      const page = (await request("GET", path, undefined, this.#headers())) as {
        state: string;
        results: Record<string, unknown>[];
        links?: { next?: string };
      };
      if (page.state === "FAILED") throw new PortalApiError(200, "the preview job failed");
      if (page.state !== "RESULT_READY") {
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(1000, wait * 2);
        continue;
      }
      for (const result of page.results) for (const key of Object.keys(result)) keys.add(key);
      path = page.links?.next ?? "";
    }
    return keys;
  }

  /** A preview job of an expression over the stored profiles, as Segment Builder starts one. */
  async #startPreview(pql: string): Promise<{ previewId: string }> {
    return (await request(
      "POST",
      PREVIEW,
      { predicateExpression: pql, predicateType: "pql/text", predicateModel: "_xdm.context.profile", graphType: "none" },
      this.#headers(),
    )) as { previewId: string };
  }

  /** The local audience files of `pql-audience portal PATHS`; none when the emulator was started alone. */
  async localAudiences(): Promise<LocalAudience[]> {
    return ((await request("GET", "/portal/local")) as { audiences: LocalAudience[] }).audiences;
  }
}

/** A profile as the emulator stores it. */
export interface StoredProfile {
  attributes: Record<string, unknown>;
  events: unknown[];
}

async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(path, {
    method,
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const problem = (parsed ?? {}) as {
      title?: string;
      detail?: string;
      message?: string;
      report?: { reasons?: { rule: string; message: string }[] };
    };
    throw new PortalApiError(
      response.status,
      problem.detail ?? problem.message ?? problem.title ?? `${method} ${path} answered ${response.status}`,
      problem.report?.reasons ?? [],
    );
  }
  return parsed;
}
