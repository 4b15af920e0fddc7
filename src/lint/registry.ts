// Finding rules by code (`PQL204`), name (`edge/window-too-long`) or group (`edge/*`, `PQL2xx`),
// the way config files and suppressions name them.
import { closest } from "../text/did-you-mean.js";
import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";

const byCode = new Map(allRules.map((r) => [r.meta.code, r]));
const byName = new Map(allRules.map((r) => [r.meta.name, r]));

/** The names of the rules whose metadata says so: what the engine asks instead of comparing names. */
export function ruleNamesWhere(test: (meta: Rule["meta"]) => boolean | undefined): ReadonlySet<string> {
  return new Set(allRules.filter((r) => test(r.meta)).map((r) => r.meta.name));
}

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
  return closest(
    key,
    allRules.flatMap((r) => [r.meta.code, r.meta.name]),
    Math.max(2, Math.floor(key.length / 4)),
  );
}

export { allRules };
