// Writes docs/rules.md from the rule files and the option tables of docs/commands.md from the yargs
// commands (npm run docs). test/lint/docs.test.ts and test/cli/command-reference.test.ts fail when
// a committed page differs from what this would write.
import { readFileSync, writeFileSync } from "node:fs";
import { commandReference, withCommandReference } from "../src/cli/command-reference.js";
import { commands } from "../src/cli/commands/index.js";
import { allRules } from "../src/lint/registry.js";
import { rulesMarkdown } from "../src/report/rule-docs.js";

writeFileSync(new URL("../docs/rules.md", import.meta.url), rulesMarkdown(allRules.map((r) => r.meta)));
console.log(`docs/rules.md: ${allRules.length} rules`);

const commandsPage = new URL("../docs/commands.md", import.meta.url);
writeFileSync(commandsPage, withCommandReference(readFileSync(commandsPage, "utf8"), commandReference(commands)));
console.log(`docs/commands.md: the options of ${commands.length} commands`);
