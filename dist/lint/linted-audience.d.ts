import type { Facts } from "../analysis/facts.js";
import type { AudienceFileKind, LoadedAudience } from "../audience/load.js";
import type { Expression } from "../syntax/ast.js";
export interface LintedAudience {
    file: string;
    /** The whole file's text (fixes are edits of it). */
    text: string;
    kind: AudienceFileKind;
    loaded: LoadedAudience;
    ast: Expression | null;
    /** Facts with ranges in the PQL expression. */
    facts: Facts | null;
}
/** Profile-only by shape: no events, no segments, some profile attribute. */
export declare function isProfileOnly(facts: Facts | null): boolean;
