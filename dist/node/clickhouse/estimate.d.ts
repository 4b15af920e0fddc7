import type { EstimateAudience } from "../estimate/estimate-audiences.js";
import type { ClickHouseTarget } from "./http.js";
export interface ClickHouseEstimateOptions {
    target: ClickHouseTarget;
    database: string;
    cluster?: string;
    now: number;
    /** How many qualifying profiles' primary identities to show (the first by pid). */
    sample: number;
}
export type ClickHouseAudienceEstimate = {
    file: string;
    name: string;
} & ({
    qualified: number;
    share: number;
    sample: (string | null)[];
    ms: number;
} | {
    unsupported: {
        construct: string;
        line: number;
        column: number;
        message: string;
    };
}
/** The query stopped on this data: a value the SQL cannot answer exactly (clickhouse.ts). */
 | {
    stopped: string;
});
export interface ClickHouseEstimate {
    server: string;
    database: string;
    cluster?: {
        name: string;
        shards: number;
    };
    profiles: number;
    events: number;
    audiences: ClickHouseAudienceEstimate[];
}
/**
 * On a cluster, each shard answers an events part (`pid IN (SELECT ... FROM events ...)`) from its
 * own events_local, which holds its profiles' events (clickhouse-events.ts); ClickHouse's default,
 * `deny`, refuses a Distributed table inside such a subquery. No effect on a single server.
 * `readonly=2`: a query sent with these settings reads and nothing else (no table made, written or
 * dropped), whatever its text; it may still set settings, as the request's own are.
 */
export declare const QUERY_SETTINGS: {
    distributed_product_mode: string;
    readonly: string;
};
export declare function estimateOnClickHouse(audiences: readonly EstimateAudience[], options: ClickHouseEstimateOptions): Promise<ClickHouseEstimate>;
