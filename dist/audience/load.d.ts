import type { Span } from "../syntax/ast.js";
import { type InvalidUtf8 } from "./encoding.js";
import type { AudienceProblem } from "./audience-problem.js";
import type { AudienceDefinition } from "./audience-definition.js";
import { SourceMap } from "./source-map.js";
import type { FieldPath } from "./field-path.js";
export type AudienceFileKind = "pql" | "json" | "yaml";
export interface LoadedAudience {
    /** The validated definition (for a bare `.pql`: name, `expression` and an alias from the file name). */
    definition: AudienceDefinition;
    /**
     * The PQL expression: `expression.value` decoded (escapes resolved, YAML lines folded); for
     * `format: pql/json`, the canonical PQL text of the JSON tree (the map points into the tree).
     */
    pql: string;
    /** Offsets of `pql` -> positions in the audience file. */
    map: SourceMap;
    /** A span of `pql` (as the parser and analyzer report it) -> the span of the file holding it. */
    mapSpan(span: Span): Span;
    /** Where `expression.value` is written in the file (quotes and block header included). */
    expressionRange: Span;
    /** This audience's part of the file: its YAML document, or the whole file. */
    range: Span;
    /** 0-based position of the audience in its file (YAML documents). */
    index: number;
    /** True when every PQL offset maps to its own characters; false when it falls back to the whole scalar. */
    exactPositions: boolean;
    /**
     * Where a field is written: `locate(["evaluationInfo", "synchronous", "enabled"])` -> the range
     * of its value (of its key with `"key"`); undefined when the field is absent.
     */
    locate(path: FieldPath, part?: "key" | "value"): Span | undefined;
}
export interface AudienceFile {
    kind: AudienceFileKind;
    audiences: LoadedAudience[];
    problems: AudienceProblem[];
}
/** The kind of audience file a name stands for. */
export declare function audienceFileKind(fileName: string): AudienceFileKind;
/** True for names the linter picks up when it walks a directory. */
export declare function isAudienceFileName(fileName: string): boolean;
export interface LoadOptions {
    /** Set when the file's bytes were not all UTF-8 (see encoding.ts): reported, and the text read on. */
    invalidUtf8?: InvalidUtf8 | undefined;
}
export declare function loadAudienceFile(fileName: string, text: string, options?: LoadOptions): AudienceFile;
/**
 * The expression of the audience at `index` as loadAudienceFile gives it, if the file loads with
 * no problem; else undefined. What the formatter asks of an edited file ("does it read back as
 * the canonical form?").
 */
export declare function expressionReadBack(fileName: string, text: string, index: number): string | undefined;
/** YAML block collections end after their last line break; a range for people ends at the last character. */
export declare function trimEnd(text: string, [start, end]: readonly [number, number]): [number, number];
