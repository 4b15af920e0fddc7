import type { Rule } from "./rule.js";
import { allRules } from "./rules/index.js";
/** The names of the rules whose metadata says so: what the engine asks instead of comparing names. */
export declare function ruleNamesWhere(test: (meta: Rule["meta"]) => boolean | undefined): ReadonlySet<string>;
export declare function ruleByCodeOrName(key: string): Rule | undefined;
/** The codes a key names, or undefined when it names nothing. */
export declare function codesFor(key: string): string[] | undefined;
/** The closest rule names/codes to a mistyped key, for "did you mean" hints. */
export declare function suggestRule(key: string): string | undefined;
export { allRules };
