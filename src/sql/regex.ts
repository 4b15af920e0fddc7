// Which `matches` patterns compile to the engine's regex. The evaluator runs Java syntax on re2js
// (src/evaluate/patterns.ts: some constructs refused, `\Z` rewritten); DuckDB runs RE2. The two
// agree on a plain core (literals, `.`, anchors, alternation, groups, greedy and lazy quantifiers,
// simple classes, `\d \w \s \b` and escaped punctuation, a leading `(?i)`), so only a pattern made of
// that core compiles; any other construct is left to the evaluator rather than risk a different reading.

const ESCAPES = new Set([..."dDwWsSbB", ..."\\.-()[]{}*+?^$|/tn"]);
const QUANTIFIER = /^\{\d{1,4}(?:,\d{0,4})?\}/;

export function regexForSql(pattern: string): string | { why: string } {
  const start = pattern.startsWith("(?i)") ? 4 : 0;
  let i = start;
  let inClass = false;
  let depth = 0;
  /** What the previous token was: a repeat (`*`), a lazy mark after one (`*?`), or anything else. */
  let after: "repeat" | "lazy" | "other" = "other";
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === "\\") {
      const next = pattern[i + 1] ?? "";
      if (!ESCAPES.has(next)) return { why: `the escape \\${next} is outside the core both engines read alike` };
      i += 2;
      after = "other";
      continue;
    }
    if (inClass) {
      if (c === "[" || (c === "&" && pattern[i + 1] === "&")) return { why: "nested classes and intersections read differently" };
      if (c === "]") inClass = false;
      i++;
      continue;
    }
    if (c === "[") {
      if (pattern[i + 1] === "]" || pattern.startsWith("[^]", i)) return { why: "a class that starts with ] reads differently" };
      inClass = true;
      i++;
      after = "other";
      continue;
    }
    // Anchors only where a branch starts or ends: DuckDB answered `a^$` differently from re2js.
    if (c === "^" && i !== start && !"(|".includes(pattern[i - 1]!)) return { why: "^ inside a branch" };
    if (c === "$" && i !== pattern.length - 1 && !")|".includes(pattern[i + 1]!)) return { why: "$ inside a branch" };
    if (c === "(" && pattern[i + 1] === "?") return { why: "groups with flags, lookaround and named groups are outside the core" };
    // An invalid pattern is a problem for the evaluator (null), an error for the engine: left to the evaluator.
    if (c === "(") depth++;
    if (c === ")" && --depth < 0) return { why: "an unbalanced parenthesis" };
    if (c === "*" || c === "+" || c === "?" || c === "{") {
      if (i === start || "(|^$".includes(pattern[i - 1]!)) return { why: "a repeat of nothing" };
      // After a repeat only one `?` (lazy) may follow: `**`, `*+` (possessive), `*??` are errors or refusals.
      if (after === "lazy" || (after === "repeat" && c !== "?")) return { why: "a repeat of a repeat" };
      if (after === "repeat") {
        after = "lazy";
        i++;
        continue;
      }
      after = "repeat";
      if (c === "{") {
        const m = QUANTIFIER.exec(pattern.slice(i));
        if (!m) return { why: "a brace that is not a counted repeat reads differently" };
        i += m[0].length;
        continue;
      }
      i++;
      continue;
    }
    after = "other";
    i++;
  }
  if (inClass || depth !== 0) return { why: "an unclosed class or group" };
  return pattern;
}
