// Fingerprints that identify a finding across runs (SARIF partialFingerprints), so GitHub code
// scanning keeps one alert per problem even when lines move. Pure FNV-1a (64-bit) over UTF-8:
// no node:crypto, so the report layer runs in a browser too. Not a security hash; it only has
// to be stable and spread well.
import type { Diagnostic } from "../lint/diagnostic.js";

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;
const utf8 = new TextEncoder();

/** FNV-1a 64 of the UTF-8 bytes of `text`, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of utf8.encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, "0");
}

/** Whitespace differences (re-indenting, reflowing a YAML block) do not make a new finding. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * What a finding is, independent of where it sits: rule code, file, message and the flagged
 * PQL text. Line numbers are left out on purpose, so adding a line above keeps the alert.
 */
export function findingKey(d: Diagnostic, path: string, source: string): string {
  const flagged = source.slice(d.range.start.offset, d.range.end.offset);
  return [d.code, path, normalize(d.message), normalize(flagged)].join("\u0000");
}

/**
 * One fingerprint per diagnostic of a file, `<hash>:<n>` where n counts identical findings in
 * the file in source order (as CodeQL's primaryLocationLineHash does), so two equal findings
 * stay two alerts.
 */
export function fingerprints(diagnostics: readonly Diagnostic[], path: string, source: string): string[] {
  const seen = new Map<string, number>();
  return diagnostics.map((d) => {
    const hash = fnv1a64(findingKey(d, path, source));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  });
}
