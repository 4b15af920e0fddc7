import type * as A from "../syntax/ast.js";
import { type Scope } from "./scope.js";
import type { EventPartsApi, EventSet, Walker } from "./walker.js";
export type { EventSet } from "./walker.js";
export interface Part {
    name: string;
    /** `-- line:col what` */
    comment: string;
    sql: string;
    /** The column the audience reads, or undefined when the part only feeds another part. */
    joined: boolean;
}
/** `-- line:col the PQL`, one line of at most 100 characters: what a part of the query computes. */
export declare function describe(node: A.Node): string;
export declare class EventParts implements EventPartsApi {
    private readonly compiler;
    readonly parts: Part[];
    constructor(compiler: Walker);
    private add;
    all(): EventSet;
    filter(set: EventSet, condition: A.Expression, scope: Scope): EventSet;
    /** The condition over the event row, after the typed pre-filter it implies (event-type.ts), if any. */
    private exact;
    /** How many events of the set each profile has (a DOUBLE, 0 for none). */
    count(node: A.Node, set: EventSet): string;
    /** The events of the set as the evaluator gets them: a JSON array of their docs in data order (`[]` for none). */
    list(node: A.Node, set: EventSet): string;
    exists(node: A.Node, set: EventSet): string;
    /** Members of a local audience computed earlier in the run. */
    localAudience(node: A.SegmentReference, table: string): string;
    chain(node: A.Chain, scope: Scope): string;
}
