import type * as A from "../syntax/ast.js";
import type { SqlDialect } from "./dialect.js";
import { EventParts } from "./events.js";
import { ProfileReadLog } from "./profile-reads.js";
import { type Scope } from "./scope.js";
import { Names, type ScalarKind, type SqlValue } from "./values.js";
import type { Compiled, Walker } from "./walker.js";
export interface CompileContext {
    d: SqlDialect;
    names: Names;
    now: number;
    events: EventParts;
    localAudienceTable: (segmentId: string) => string | undefined;
    profileColumn?: ((keys: readonly string[], kind: ScalarKind) => string | undefined) | undefined;
}
export type { Compiled } from "./walker.js";
export declare class Compiler implements Walker {
    readonly d: SqlDialect;
    readonly now: number;
    readonly names: Names;
    readonly events: EventParts;
    /** What the query reads of the profile's doc (ProfileReads): what a loader may keep of it. */
    readonly profileReads: ProfileReadLog;
    readonly ctx: CompileContext;
    constructor(d: SqlDialect, now: number, localAudienceTable: (segmentId: string) => string | undefined, profileColumn?: (keys: readonly string[], kind: ScalarKind) => string | undefined);
    /** A value; an events set (`xEvent[...]`) is one only in a condition or under count/exists. */
    value(node: A.Expression, scope: Scope): SqlValue;
    private asValue;
    /** The node in a condition: SQL TRUE or FALSE. */
    condition(node: A.Expression, scope: Scope): string;
    any(node: A.Expression, scope: Scope): Compiled;
    /** The node's SQL, the event row's doc left unreported: for any() to report, or for member() to read one field of. */
    private read;
    /** The value as JSON (a timestamp has no JSON form here). */
    asJson(node: A.Node, v: SqlValue): string;
    json(node: A.Expression, scope: Scope): string;
    private path;
    member(node: A.Node, v: SqlValue, name: string): SqlValue;
    /** A path of the profile's doc with the columns the caller computed its readings into (CompileOptions.profileColumn). */
    private withColumn;
    /** `a[cond]` over a JSON array: the elements that meet it (null for a missing array is []). */
    private filter;
    /**
     * An operation on the elements of a value that `array()` reads: null is the empty array, an array
     * is its elements, anything else a type problem (null). `op` gets the list and an element scope.
     */
    listOp(v: SqlValue, op: (list: string, element: {
        param: string;
        scope: Scope;
    }) => string, onNull: string | null, scope: Scope, itemScope?: boolean): SqlValue;
    private binary;
    private membership;
    private membershipOf;
    /**
     * `x in ["a", "b"]` (strings only, or numbers only) as SQL's IN over one read of `x`: a value of
     * another type reads as NULL, which is in no list. undefined where the general form is needed.
     */
    private listedScalars;
    private arithmetic;
    private inSegment;
    /** An anchor as [start, end): constants for words, periods and dates; SQL for a value from the data. */
    private anchor;
    /** `t` (BIGINT epoch ms SQL, not NULL) meets the constraint: SQL TRUE or FALSE. */
    constraint(c: A.TimeConstraint, t: string, scope: Scope): string;
    private occurs;
}
