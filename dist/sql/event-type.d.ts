import type * as A from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import type { Scope } from "./scope.js";
export declare const EVENT_TYPE = "e.event_type";
/** SQL over the event row `e` that every event meeting `condition` meets, or undefined when there is none to add. */
export declare function eventTypePrefilter(d: SqlDialect, condition: A.Expression, scope: Scope): string | undefined;
/** The strings eventType must be one of for `node` to hold, when the node says so. */
export declare function eventTypes(node: A.Expression): string[] | undefined;
