export type { ConfiguredSeverity, RuleCategory, RuleExample, RuleMeta } from "../syntax/rule.js";
