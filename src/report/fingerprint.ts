// Fingerprints that identify a finding across runs (SARIF partialFingerprints), so GitHub code
// scanning keeps one alert per problem even when lines move. Pure FNV-1a (64-bit) over UTF-8:
// no node:crypto, so the report layer runs in a browser too. Not a security hash; it only has
// to be stable and spread well.
import type { Diagnostic } from "../lint/diagnostic.js";

const utf8 = new TextEncoder();

/**
 * FNV-1a 64 of the UTF-8 bytes of `text`, as 16 lower-case hex digits. The 64-bit state is kept
 * in four 16-bit limbs so every product stays exact in a double (much faster than BigInt).
 * The prime is 2^40 + 0x1b3, so h * prime = h * 0x1b3 + (h << 40).
 */
export function fnv1a64(text: string): string {
  // offset basis 0xcbf29ce484222325
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of utf8.encode(text)) {
    h0 ^= byte;
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + h0 * 0x100 + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + h1 * 0x100 + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, "0")).join("");
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
