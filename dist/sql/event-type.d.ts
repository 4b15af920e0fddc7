import type * as A from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import type { Scope } from "./scope.js";
export declare const EVENT_TYPE = "e.event_type";
/**
 * The condition over the event row `e` as conjuncts: each operand of its `and` (nested ones
 * flattened) that is itself an eventType test, as the typed column's test; the others as
 * `compile` writes them. The conjuncts hold together exactly when the condition does (PQL's
 * `and` of two-valued conditions).
 */
export declare function eventConditions(d: SqlDialect, condition: A.Expression, scope: Scope, compile: (node: A.Expression) => string): string[];
/** The strings eventType must be one of for `node` to hold, when the node says so. */
export declare function eventTypes(node: A.Expression): string[] | undefined;
