// Finding rules by code (`PQL204`), name (`edge/window-too-long`) or group (`edge/*`, `PQL2xx`),
// the way config files and suppressions name them.
import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";

const byCode = new Map(allRules.map((r) => [r.meta.code, r]));
const byName = new Map(allRules.map((r) => [r.meta.name, r]));

export function ruleByCodeOrName(key: string): Rule | undefined {
  return byCode.get(key) ?? byName.get(key);
}

/** The codes a key names, or undefined when it names nothing. */
export function codesFor(key: string): string[] | undefined {
  const single = ruleByCodeOrName(key);
  if (single) return [single.meta.code];
  let matches: Rule[] = [];
  if (/^PQL\dxx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 4)));
  else if (/^PQL\d\dx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 5)));
  else if (key.endsWith("/*")) matches = allRules.filter((r) => r.meta.name.startsWith(key.slice(0, -1)));
  return matches.length > 0 ? matches.map((r) => r.meta.code) : undefined;
}

/** The closest rule names/codes to a mistyped key, for "did you mean" hints. */
export function suggestRule(key: string): string | undefined {
  const lower = key.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const r of allRules) {
    for (const candidate of [r.meta.code, r.meta.name]) {
      const d = editDistance(lower, candidate.toLowerCase());
      if (!best || d < best.distance) best = { name: candidate, distance: d };
    }
  }
  return best && best.distance <= Math.max(2, Math.floor(key.length / 4)) ? best.name : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

export { allRules };
