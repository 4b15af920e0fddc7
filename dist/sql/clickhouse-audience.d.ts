import type { Expression } from "../syntax/ast.js";
import { type Unsupported } from "./unsupported.js";
/**
 * index.ts's Compiled, without `events`: ClickHouse's compiler does not report its reads (written
 * out here: importing it would make an import circle).
 */
type ClickHouseCompiled = {
    ok: true;
    sql: string;
} | {
    ok: false;
    unsupported: Unsupported;
};
/** `localAudience(id)`: whether `inSegment(id)` names an audience of the same run (refused: the server does not hold it). */
export declare function compileClickHouse(ast: Expression, localAudience: (segmentId: string) => boolean, now: number): ClickHouseCompiled;
/**
 * The query as `sql --dialect clickhouse` prints it, with the setting a cluster needs (each
 * shard's events subqueries read its own events_local), so the text runs as printed on one
 * server or a cluster. `estimate` gives the setting with the request instead.
 */
export declare function clickHouseStatement(sql: string): string;
export declare const CLICKHOUSE_SETTING = "distributed_product_mode = 'local'";
/**
 * `SELECT p.pid, <value> AS value FROM profiles AS p`: the expression's value per profile in the
 * encoding (clickhouse-encoding.ts), so a test can hold values, not only conditions, to the
 * evaluator's. A value that reads the profile's list of events does not compile here.
 */
export declare function compileClickHouseValue(ast: Expression, now: number): ClickHouseCompiled;
export {};
