import type { RuleMeta } from "../lint/rule-meta.js";
/**
 * The project's repository, as package.json's `repository` and `homepage` give it (a test keeps
 * them equal): SARIF's `informationUri` and the base of every rule's documentation URL.
 */
export declare const REPOSITORY_URL = "https://github.com/pql-audience/pql-audience";
/**
 * A rule's section of docs/rules.md on the default branch: JSON's `docs.url`, SARIF's `helpUri`,
 * and `pql-audience rules RULE`. The anchor is GitHub's for the rule's heading (code and name),
 * which do not change once a rule ships, so the URL stays valid across releases.
 */
export declare function ruleDocsUrl(rule: Pick<RuleMeta, "code" | "name">): string;
export declare function ruleMarkdown(rule: RuleMeta): string;
/** One table row per rule, linking to its section of `docs/rules.md` (or of the same page). */
export declare function rulesIndexMarkdown(rules: readonly RuleMeta[], page?: string): string;
export declare function rulesMarkdown(rules: readonly RuleMeta[]): string;
/** `pql-audience rules`: one aligned line per rule; `yes` under `fix` for the rules `lint --fix` fixes. */
export declare function rulesTable(rules: readonly RuleMeta[]): string;
/** `pql-audience rules CODE`: the rule's page as plain text. */
export declare function ruleText(rule: RuleMeta): string;
