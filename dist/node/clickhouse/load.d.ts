import { type DataCounts } from "../estimate/index.js";
import { type ClickHouseTarget } from "./http.js";
export interface ClickHouseLoadOptions {
    target: ClickHouseTarget;
    database: string;
    cluster?: string;
    /** Each shard's HTTP URL (same credentials): its tables are made there and its rows inserted there directly. */
    shardUrls?: readonly string[];
    replace: boolean;
    onProgress?: (message: string) => void;
}
export declare function loadIntoClickHouse(dir: string, options: ClickHouseLoadOptions): Promise<DataCounts>;
