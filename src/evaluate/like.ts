// `s like p`: `%` is any run of characters, `_` exactly one; everything else literal; the whole
// string must match, case-sensitively; there is no escape character. Characters are code points
// (an emoji is one `_`), as they were when `like` was a RegExp with the `u` flag.
//
// Greedy matching with one backtrack point: on a mismatch after a `%`, retry with that `%`
// taking one more character. Only the latest `%` needs retrying (an earlier one could only
// move the same literal run further right, which the latest `%` already tries), so the work is
// at most text x pattern, where a backtracking RegExp took text^(number of `%`) on
// `"%a%a%a%b"`.

const patternCache = new Map<string, string[]>();
const CACHE_LIMIT = 500;

function codePoints(pattern: string): string[] {
  let chars = patternCache.get(pattern);
  if (!chars) {
    if (patternCache.size >= CACHE_LIMIT) patternCache.clear();
    chars = Array.from(pattern);
    patternCache.set(pattern, chars);
  }
  return chars;
}

export function like(s: string, pattern: string): boolean {
  const p = codePoints(pattern);
  const t = Array.from(s);
  let pi = 0;
  let ti = 0;
  /** The pattern index just after the latest `%`, or -1 before any; `mark` is where its run ends. */
  let resume = -1;
  let mark = 0;
  while (ti < t.length) {
    const c = p[pi];
    if (c === "%") {
      resume = ++pi;
      mark = ti;
    } else if (c !== undefined && (c === "_" || c === t[ti])) {
      pi++;
      ti++;
    } else if (resume >= 0) {
      pi = resume;
      ti = ++mark;
    } else return false;
  }
  while (p[pi] === "%") pi++;
  return pi === p.length;
}
