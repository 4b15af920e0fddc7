import type { RuleMeta } from "../lint/types.js";
export declare function ruleMarkdown(rule: RuleMeta): string;
/** One table row per rule, linking to its section of `docs/rules.md` (or of the same page). */
export declare function rulesIndexMarkdown(rules: readonly RuleMeta[], page?: string): string;
export declare function rulesMarkdown(rules: readonly RuleMeta[]): string;
/** `pql-audience rules`: one aligned line per rule. */
export declare function rulesTable(rules: readonly RuleMeta[]): string;
/** `pql-audience rules CODE`: the rule's page as plain text. */
export declare function ruleText(rule: RuleMeta): string;
/** The README with its rule table (between `<!-- rules:start -->` and `<!-- rules:end -->`) current. */
export declare function withRuleIndex(readme: string, rules: readonly RuleMeta[]): string;
