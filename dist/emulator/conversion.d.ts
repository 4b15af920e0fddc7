import { type Route } from "./router.js";
import type { Json } from "./state.js";
/** The PQL text of an expression `{format, value}` in either format; undefined when it is neither. */
export declare function expressionPql(expression: unknown): string | undefined;
/** Why a pql/json value is not a tree (undefined when it is, or when the format is not pql/json). */
export declare function pqlJsonProblem(expression: Json): string | undefined;
export declare const conversionRoutes: Route[];
