import { ClickHouse, type ClickHouseTarget } from "./http.js";
export declare function loadedDatabase(target: ClickHouseTarget, database: string): Promise<ClickHouse>;
