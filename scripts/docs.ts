// Writes docs/rules.md from the rule files (npm run docs). test/lint/docs.test.ts fails when the
// committed file differs from what this would write.
import { writeFileSync } from "node:fs";
import { allRules } from "../src/lint/registry.js";
import { rulesMarkdown } from "../src/report/rule-docs.js";

writeFileSync(new URL("../docs/rules.md", import.meta.url), rulesMarkdown(allRules.map((r) => r.meta)));
console.log(`docs/rules.md: ${allRules.length} rules`);
