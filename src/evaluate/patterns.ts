// `matches` and `regexGroup` regular expressions. PQL's regexes are Java's (java.util.regex).
// They run on RE2 (the `re2js` package, a port of RE2/J, whose syntax is Java's for what both
// have): time linear in the text whatever the pattern, where a backtracking engine took 60 s and
// more on `(a+)+$` and 30 characters. What Java has and a linear-time engine cannot do
// (backreferences, lookaround, atomic groups, possessive quantifiers) or would read differently
// (nested classes and `&&` intersections) is refused with a reason, never misread or run
// without a bound.
import { RE2JS } from "re2js";

export type JavaRegex = RE2JS;

const regexCache = new Map<string, JavaRegex | string>();
const CACHE_LIMIT = 500;

/** A Java regex compiled for RE2, or the reason it cannot be. */
export function javaRegex(pattern: string): JavaRegex | string {
  const cached = regexCache.get(pattern);
  if (cached !== undefined) return cached;
  if (regexCache.size >= CACHE_LIMIT) regexCache.clear();
  const compiled = compile(pattern);
  regexCache.set(pattern, compiled);
  return compiled;
}

// Java's `\Z`: the end, or before a line terminator that ends the text.
const END_BEFORE_TERMINATOR = "(?:\\r\\n|[\\n\\r\\x{85}\\x{2028}\\x{2029}])?\\z";

function compile(pattern: string): JavaRegex | string {
  let flags = 0;
  let source = pattern;
  // Leading flags; `(?u)` (Unicode case folding, which RE2 always does) and `(?x)` are dropped.
  const lead = /^\(\?([imsux]+)\)/.exec(source);
  if (lead) {
    for (const f of lead[1]!) {
      if (f === "i") flags |= RE2JS.CASE_INSENSITIVE;
      else if (f === "m") flags |= RE2JS.MULTILINE;
      else if (f === "s") flags |= RE2JS.DOTALL;
    }
    source = source.slice(lead[0].length);
  }
  const scanned = scan(source);
  if (scanned.refusal) return scanned.refusal;
  try {
    return RE2JS.compile(scanned.source, flags);
  } catch (e) {
    const detail = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : String(e);
    return `not a valid regular expression, or a Java feature RE2 lacks: ${detail}`;
  }
}

/**
 * One pass over the pattern: refuses what RE2 cannot run or would read differently from Java,
 * and rewrites `\Z`. Escapes and `\Q...\E` quotes are skipped so that `\(?=` is not a lookahead.
 */
function scan(source: string): { source: string; refusal?: string } {
  let out = "";
  let inClass = false;
  let quantifierBefore = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      if (next === "Q") {
        const end = source.indexOf("\\E", i + 2);
        const stop = end < 0 ? source.length : end + 2;
        out += source.slice(i, stop);
        i = stop - 1;
      } else if (/[1-9]/.test(next) || (next === "k" && source[i + 2] === "<")) {
        return {
          source,
          refusal: `backreferences (\\${next === "k" ? "k<name>" : next}) are not supported: they need a backtracking engine`,
        };
      } else if (next === "Z" && !inClass) {
        out += END_BEFORE_TERMINATOR;
        i++;
      } else {
        out += c + next;
        i++;
      }
      quantifierBefore = false;
      continue;
    }
    if (inClass) {
      if (c === "[") return { source, refusal: "nested character classes ([a[b]]) are not supported" };
      if (c === "&" && source[i + 1] === "&") return { source, refusal: "character class intersections (&&) are not supported" };
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    if (c === "[") {
      inClass = true;
      out += c;
      // A `]` or `^]` right after `[` is a literal `]` in Java.
      if (source[i + 1] === "^") out += source[++i];
      if (source[i + 1] === "]") out += source[++i];
      quantifierBefore = false;
      continue;
    }
    if (c === "(" && source[i + 1] === "?") {
      const kind = source.slice(i + 2, i + 4);
      if (kind.startsWith(">")) return { source, refusal: "atomic groups (?>...) are not supported" };
      if (kind.startsWith("=") || kind.startsWith("!") || kind === "<=" || kind === "<!")
        return { source, refusal: "lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported: they need a backtracking engine" };
    }
    if (c === "+" && quantifierBefore) return { source, refusal: "possessive quantifiers (*+, ++, ?+) are not supported" };
    quantifierBefore = c === "*" || c === "+" || c === "?" || c === "}";
    out += c;
  }
  return { source: out };
}
