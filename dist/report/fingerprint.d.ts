import type { Diagnostic } from "../lint/diagnostic.js";
/**
 * FNV-1a 64 of the UTF-8 bytes of `text`, as 16 lower-case hex digits. The 64-bit state is kept
 * in four 16-bit limbs so every product stays exact in a double (much faster than BigInt).
 * The prime is 2^40 + 0x1b3, so h * prime = h * 0x1b3 + (h << 40).
 */
export declare function fnv1a64(text: string): string;
/** Whitespace differences (re-indenting, reflowing a YAML block) do not make a new finding. */
export declare function normalize(text: string): string;
/**
 * What a finding is, independent of where it sits: rule code, file, message and the flagged
 * PQL text. Line numbers are left out on purpose, so adding a line above keeps the alert.
 */
export declare function findingKey(d: Diagnostic, path: string, source: string): string;
/**
 * One fingerprint per diagnostic of a file, `<hash>:<n>` where n counts identical findings in
 * the file in source order (as CodeQL's primaryLocationLineHash does), so two equal findings
 * stay two alerts.
 */
export declare function fingerprints(diagnostics: readonly Diagnostic[], path: string, source: string): string[];
