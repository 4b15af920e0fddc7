import type { Facts } from "../analysis/facts.js";
import type { EdgeType, Method, Reason, StreamingType } from "../analysis/verdict.js";
import type { InvalidUtf8 } from "../audience/encoding.js";
import type { AudienceFileKind } from "../audience/load.js";
import type { SuppressionDirective } from "../audience/suppressions.js";
import type { Span } from "../syntax/ast.js";
import type { ResolvedConfig } from "./resolve-config.js";
import type { Diagnostic } from "./diagnostic.js";
export interface SourceFile {
    /** The path to show (relative to the working directory), or `<stdin>`. */
    file: string;
    text: string;
    /** The settings for this file (from the nearest config file). */
    config?: ResolvedConfig;
    /** Where the file's bytes stop being UTF-8, when they do (the text has U+FFFD there). */
    invalidUtf8?: InvalidUtf8 | undefined;
}
/**
 * Where fields of the audience file are written, for findings made after the file is gone. Only
 * the ranges a later rule can use are kept (a run over 100 000 files holds these for all of them).
 */
export interface FieldRanges {
    /** For duplicate names. */
    name?: Span;
    /** For duplicate ids and aliases, when the file has them. */
    id?: Span;
    alias?: Span;
    /** Where to point "eligible but not marked for edge" (only kept when not marked). */
    notMarked?: Span;
    /** `synchronous.enabled` (only kept when true: "marked but not eligible"). */
    synchronousEnabled?: Span;
    /** `continuous.enabled` (only kept when true: "marked for streaming but not eligible"). */
    continuousEnabled?: Span;
}
export interface AudienceDraft {
    index: number;
    kind: AudienceFileKind;
    name: string;
    id: string | undefined;
    alias: string | undefined;
    /** Bare `.pql` files, and audience files with `synchronous.enabled: true`. */
    meantForEdge: boolean;
    synchronousEnabled: boolean;
    /** Audience files with `continuous.enabled: true` (AEP's streaming). */
    meantForStreaming: boolean;
    /**
     * Whether its file chose a method other than the edge in so many words: `synchronous.enabled:
     * false` written beside `batch` or `continuous` enabled (PQL218 then says nothing).
     */
    choseOtherMethod: boolean;
    /** The method its file states (`.pql`: edge); null when only its identity or its live expression is known. */
    statedMethod: Method | null;
    parsed: boolean;
    shape: EdgeType | null;
    streamingShape: StreamingType | null;
    profileOnly: boolean;
    /** Segment references, with ranges in the file. */
    refs: {
        id: string | null;
        span: Span;
        idSpan: Span;
    }[];
    /** Edge and streaming reasons from the analyzer (file ranges), or null while they wait for other files. */
    reasons: Reason[] | null;
    /** Facts with file ranges, kept only while `reasons` is null. */
    facts: Facts | null;
    ranges: FieldRanges;
    diagnostics: Diagnostic[];
}
export interface FileDraft {
    file: string;
    config: ResolvedConfig;
    /** Problems of the file itself (broken JSON/YAML, schema, malformed suppressions). */
    diagnostics: Diagnostic[];
    /** Suppression comments and metadata entries, with the file offsets each covers. */
    suppressions: SuppressionDirective[];
    audiences: AudienceDraft[];
}
