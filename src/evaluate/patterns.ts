// `matches` regular expressions. PQL's regexes are Java's
// (java.util.regex); where JavaScript reads the same text differently, the pattern is translated,
// and what has no JavaScript equivalent is refused with a reason rather than misread.

const regexCache = new Map<string, RegExp | string>();
const CACHE_LIMIT = 500;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * A Java regex as a JavaScript RegExp, or the reason it cannot be one. Leading inline flags
 * (`(?i)`, `(?s)`, `(?m)`, `(?u)`, `(?x)` without spaces to ignore) become RegExp flags; `\A`, `\z`, `\Z` become `^` and `$`;
 * possessive quantifiers, atomic groups and inline flags in the middle are refused.
 */
export function javaRegex(pattern: string): RegExp | string {
  const cached = regexCache.get(pattern);
  if (cached !== undefined) return cached;
  return remember(regexCache, pattern, translate(pattern));
}

function translate(pattern: string): RegExp | string {
  let flags = "";
  let source = pattern;
  const lead = /^\(\?([imsux]+)\)/.exec(source);
  if (lead) {
    for (const f of lead[1]!) {
      if (f === "i" || f === "m" || f === "s") flags += flags.includes(f) ? "" : f;
    }
    source = source.slice(lead[0].length);
  }
  if (/\(\?[imsux-]+[:)]/.test(source)) return "inline flags are only understood at the start of the pattern, e.g. (?i)^john";
  if (/\(\?>/.test(source)) return "atomic groups (?>...) are not supported";
  if (/(?<!\\)[*+?}][+]/.test(source)) return "possessive quantifiers (*+, ++, ?+) are not supported";
  source = source.replace(/\\A/g, "^").replace(/\\[zZ]/g, "$");
  try {
    return new RegExp(source, flags);
  } catch (e) {
    return `not a valid regular expression: ${e instanceof Error ? e.message.replace(/^Invalid regular expression: /, "") : String(e)}`;
  }
}
