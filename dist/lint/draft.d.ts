import { type ResolvedConfig } from "./resolve-config.js";
import type { Diagnostic, Severity } from "./diagnostic.js";
import type { Finding, Rule } from "./rule.js";
import type { AudienceDraft, FileDraft, SourceFile } from "./audience-draft.js";
export type { AudienceDraft, FieldRanges, FileDraft, SourceFile } from "./audience-draft.js";
export declare function draftFile(source: SourceFile): FileDraft;
/**
 * What other files read of an audience through the directory: everything releaseLocalParts keeps.
 * A file's result depends on other files through these alone, so a cache may keep results for
 * as long as every audience's cross-file parts are unchanged (src/node/draft-cache.ts).
 */
export declare function crossFileParts(audience: AudienceDraft): Omit<AudienceDraft, "diagnostics" | "reasons" | "facts" | "ranges">;
/**
 * Lets go of what only the audience's own file needs (diagnostics, reasons, facts, field ranges)
 * once that file is finalized, keeping what other files read through the directory: its
 * identity and references.
 */
export declare function releaseLocalParts(audience: AudienceDraft): void;
/** Adds a diagnostic unless the config turns its rule off. `finding.range` must be in file space. */
export declare function pushDiagnostic(out: Diagnostic[], rule: Rule, config: ResolvedConfig, file: string, finding: Finding, severity?: Severity): void;
