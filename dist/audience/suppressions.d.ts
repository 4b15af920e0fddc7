import type { Span } from "../syntax/ast.js";
import type { AudienceFile } from "./load.js";
import type { AudienceProblem } from "./audience-problem.js";
export type SuppressionKind = "next-line" | "file" | "metadata";
/** One rule silenced by one directive or metadata entry. */
export interface SuppressionDirective {
    kind: SuppressionKind;
    /** The rule as written: `PQL204`, `PQL2xx`, `edge/window-too-long`, `edge/*`. */
    rule: string;
    reason: string;
    /** Where it is written (the rule in the comment, or the metadata entry): an unused one is reported here. */
    range: Span;
    /** The offsets of the file it covers, [start, end]; a diagnostic is covered when it starts inside. */
    scope: {
        start: number;
        end: number;
    };
}
export interface ParsedSuppressions {
    suppressions: SuppressionDirective[];
    problems: AudienceProblem[];
}
/**
 * Which rules exist, for suppressions that name one that does not (`PQL299`, a misspelt name):
 * src/lint/registry.ts has them, which this stage does not import; the linter passes it in.
 */
export interface RuleNames {
    /** The codes a code, name or group names; undefined when it names none. */
    codesFor(key: string): string[] | undefined;
    /** The closest code or name to a mistyped one. */
    suggest(key: string): string | undefined;
}
/**
 * Reads the suppressions of a loaded audience file: YAML comment directives and
 * `x-pql-audience.suppress`. With `rules`, one that names no rule is a problem (with the closest
 * name) instead of a suppression that can never match.
 */
export declare function parseSuppressions(file: AudienceFile, text: string, rules?: RuleNames): ParsedSuppressions;
/**
 * What applying suppressions reads and sets on a diagnostic: the linter's Diagnostic
 * (src/lint/diagnostic.ts) has these fields, and this stage does not import the linter.
 */
export interface Suppressible {
    code: string;
    rule: string;
    range: {
        start: {
            offset: number;
        };
    };
    suppressed?: {
        kind: "inSource" | "external";
        reason: string;
    };
}
/** Does a suppression's rule (`PQL2xx`, `edge/*`, ...) cover this diagnostic? */
export declare function ruleMatches(pattern: string, diagnostic: Pick<Suppressible, "code" | "rule">): boolean;
export interface AppliedSuppressions<D extends Suppressible = Suppressible> {
    /** The same diagnostics, in order; the silenced ones have `suppressed` set. */
    diagnostics: D[];
    /** Suppressions that silenced something, in this call or (when given) an earlier one. */
    used: Set<SuppressionDirective>;
    /** Suppressions that silenced nothing (report them: they hide nothing and may hide something later). */
    unused: SuppressionDirective[];
}
/**
 * Marks the diagnostics a suppression covers. Pure: returns new diagnostic objects.
 * `alreadyUsed` carries the used set of an earlier pass over the same file (an engine that
 * applies suppressions before and after its late rules), so unused is judged over both.
 * A `suppressions/unused` finding is never silenced: it reports the suppressions themselves.
 */
export declare function applySuppressions<D extends Suppressible>(diagnostics: readonly D[], suppressions: readonly SuppressionDirective[], alreadyUsed?: ReadonlySet<SuppressionDirective>): AppliedSuppressions<D>;
