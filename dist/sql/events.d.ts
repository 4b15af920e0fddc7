import type * as A from "../syntax/ast.js";
import { type Scope } from "./scope.js";
import type { EventPartsApi, EventSet, Walker } from "./walker.js";
export type { EventSet } from "./walker.js";
export interface Part {
    name: string;
    /** `-- line:col what` */
    comment: string;
    /** The part's SELECT, reading the events (if it reads them) from `events`. */
    sql: (events: string) => string;
    /** The column the audience reads, or undefined when the part only feeds another part. */
    joined: boolean;
}
/** `-- line:col the PQL`, one line of at most 100 characters: what a part of the query computes. */
export declare function describe(node: A.Node): string;
/**
 * What a compiled query reads of the events: none at all; of each event's doc, these top-level
 * fields only (sorted; none of them when it reads only the typed columns, `event_type`, `ts_ms`);
 * or whole docs (a doc as a value, the list of an `xEvent[...]`'s docs).
 */
export type EventReads = {
    kind: "none";
} | {
    kind: "fields";
    fields: readonly string[];
} | {
    kind: "whole";
};
/** Whether a caller's table can stand in the query as it is: a plain identifier, not named like a part. */
export declare function plainTableName(table: string): "ok" | "not plain" | "like a part";
export declare class EventParts implements EventPartsApi {
    private readonly compiler;
    readonly parts: Part[];
    /** Whether a part scans the events; the top-level fields of their docs read; whether a whole doc is. */
    private scans;
    private readonly fields;
    private wholeDoc;
    constructor(compiler: Walker);
    /** A member of the event row's doc is read (compile.ts member()). */
    readField(name: string): void;
    /** The event row's doc is read other than by one member: as a value, in a list (exactness needs all of it). */
    readWholeDoc(): void;
    reads(): EventReads;
    /** An events part: its SELECT reads the events from the source the query is written over. */
    private addScan;
    private add;
    all(): EventSet;
    filter(set: EventSet, condition: A.Expression, scope: Scope): EventSet;
    /** The condition over the event row as conjuncts, its eventType tests on the typed column (event-type.ts). */
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
