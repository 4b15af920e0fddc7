import type * as A from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import type { Scope } from "./scope.js";
import type { Names, SqlValue } from "./values.js";
/** The profile's events that meet every condition (SQL over the event row `e`). */
export interface EventSet {
    kind: "events";
    conditions: string[];
}
export type Compiled = SqlValue | EventSet;
export interface EventPartsApi {
    filter(set: EventSet, condition: A.Expression, scope: Scope): EventSet;
    /** How many events of the set each profile has (a DOUBLE, 0 for none). */
    count(node: A.Node, set: EventSet): string;
    exists(node: A.Node, set: EventSet): string;
    list(node: A.Node, set: EventSet): string;
}
export interface Walker {
    readonly d: SqlDialect;
    readonly names: Names;
    readonly now: number;
    readonly events: EventPartsApi;
    any(node: A.Expression, scope: Scope): Compiled;
    value(node: A.Expression, scope: Scope): SqlValue;
    condition(node: A.Expression, scope: Scope): string;
    json(node: A.Expression, scope: Scope): string;
    asJson(node: A.Node, v: SqlValue): string;
    constraint(c: A.TimeConstraint, t: string, scope: Scope): string;
    listOp(v: SqlValue, op: (list: string, element: {
        param: string;
        scope: Scope;
    }) => string, onNull: string | null, scope: Scope, itemScope?: boolean): SqlValue;
}
