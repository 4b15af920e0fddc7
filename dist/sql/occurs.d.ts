import type { ComparisonOperator, TimeUnit } from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
/** A bound: a constant (possibly infinite) or a SQL BIGINT expression (NULL when the anchor is missing). */
export type Bound = number | string;
/** An anchor as [start, end): constants, or SQL that may be NULL (a missing attribute). */
export interface AnchorPeriod {
    start: Bound;
    end: Bound;
}
/**
 * What the constraints need of a dialect: its number literals, and its true and false when they
 * are not SQL's TRUE and FALSE (ClickHouse 18.16 has none: clickhouse-time.ts passes 1 and 0).
 */
export type OccursDialect = Pick<SqlDialect, "number"> & {
    readonly truth?: {
        true: string;
        false: string;
    };
};
export declare function occursIn(d: OccursDialect, t: string, a: AnchorPeriod): string;
export declare function occursDirection(d: OccursDialect, t: string, direction: "before" | "after" | "from", a: AnchorPeriod): string;
export declare function occursBetween(d: OccursDialect, t: string, a: AnchorPeriod, b: AnchorPeriod): string;
/** `T occurs CMP N UNIT before|after|from A`; undefined when it does not compile. */
export declare function occursAmount(d: OccursDialect, t: string, op: ComparisonOperator, amount: number, unit: TimeUnit, direction: "before" | "after" | "from", a: AnchorPeriod): string | undefined;
