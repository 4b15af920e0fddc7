// A rule's documentation: what docs/rules.md, `pql-audience rules`, SARIF and the table tests
// are made from, and the metadata the engine asks instead of comparing rule names. The types live
// with the lowest stage that declares rules (src/syntax/rule.ts); the linter's files name them here.
export type { ConfiguredSeverity, RuleCategory, RuleExample, RuleMeta } from "../syntax/rule.js";
