// Rule documentation, generated from each rule's meta: docs/rules.md and `pql-audience rules`.
// The examples shown are the ones the table tests run, so the docs cannot drift from behaviour.
import type { RuleExample, RuleMeta } from "../lint/rule-meta.js";
import { plural } from "../text/plural.js";

/**
 * The project's repository, as package.json's `repository` and `homepage` give it (a test keeps
 * them equal): SARIF's `informationUri` and the base of every rule's documentation URL.
 */
export const REPOSITORY_URL = "https://github.com/pql-audience/pql-audience";

/**
 * A rule's section of docs/rules.md on the default branch: JSON's `docs.url`, SARIF's `helpUri`,
 * and `pql-audience rules RULE`. The anchor is GitHub's for the rule's heading (code and name),
 * which do not change once a rule ships, so the URL stays valid across releases.
 */
export function ruleDocsUrl(rule: Pick<RuleMeta, "code" | "name">): string {
  return `${REPOSITORY_URL}/blob/main/docs/rules.md#${anchor(rule)}`;
}

const categoryTitles: Record<RuleMeta["category"], string> = {
  syntax: "Syntax",
  audience: "Audience files",
  ref: "References",
  edge: "Edge eligibility",
  streaming: "Streaming eligibility",
  style: "Style",
  project: "The project as a whole",
  suppressions: "Suppressions",
};

function severityWord(s: RuleMeta["defaultSeverity"]): string {
  return s === "warning" ? "warn" : s;
}

function exampleLanguage(e: RuleExample): string {
  return e.file === "json" ? "json" : e.file === "yaml" ? "yaml" : "pql";
}

function exampleBlock(e: RuleExample): string {
  const parts: string[] = [];
  if (e.config) parts.push(`With the config \`${JSON.stringify(e.config)}\`:`, "");
  for (const other of e.others ?? []) parts.push(`Linted together with \`${other.name}\`:`, "", "```yaml", other.code.trimEnd(), "```", "");
  if (e.savedAs) parts.push("Saved as Latin-1, not UTF-8:", "");
  parts.push(`\`\`\`${exampleLanguage(e)}`, e.code.trimEnd(), "```");
  return parts.join("\n");
}

export function ruleMarkdown(rule: RuleMeta): string {
  const lines = [
    `### ${rule.code} \`${rule.name}\``,
    "",
    `${rule.summary}. Default: **${severityWord(rule.defaultSeverity)}**${rule.fixable ? "; fixable with `lint --fix`" : ""}.`,
    "",
    rule.why,
    "",
  ];
  for (const e of rule.invalid) lines.push("Reported:", "", exampleBlock(e), "");
  for (const e of rule.valid) lines.push("Not reported:", "", exampleBlock(e), "");
  return lines.join("\n");
}

/** One table row per rule, linking to its section of `docs/rules.md` (or of the same page). */
export function rulesIndexMarkdown(rules: readonly RuleMeta[], page = ""): string {
  return [
    "| code | name | default | summary |",
    "|---|---|---|---|",
    ...rules.map(
      (r) =>
        `| ${r.code} | [\`${r.name}\`](${page}#${anchor(r)}) | ${severityWord(r.defaultSeverity)} | ${r.summary.replace(/\|/g, "\\|")} |`,
    ),
  ].join("\n");
}

export function rulesMarkdown(rules: readonly RuleMeta[]): string {
  const out = [
    "# pql-audience rules",
    "",
    "<!-- Generated from the rule files in src/lint/rules by `npm run docs`; a test keeps it current. -->",
    "",
    "Configure a rule by code, name or category in `pql-audience.config.yaml`",
    '(`rules: { PQL204: warn, "style/*": off }`); silence one audience with a suppression that gives a reason.',
    "`pql-audience rules NAME` prints the same text in the terminal.",
    "",
    rulesIndexMarkdown(rules),
    "",
  ];
  for (const category of Object.keys(categoryTitles) as RuleMeta["category"][]) {
    const inCategory = rules.filter((r) => r.category === category);
    if (inCategory.length === 0) continue;
    out.push(`## ${categoryTitles[category]}`, "");
    for (const r of inCategory) out.push(ruleMarkdown(r));
  }
  return `${out.join("\n").trimEnd()}\n`;
}

function anchor(r: Pick<RuleMeta, "code" | "name">): string {
  return `${r.code} ${r.name}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");
}

/** `pql-audience rules`: one aligned line per rule; `yes` under `fix` for the rules `lint --fix` fixes. */
export function rulesTable(rules: readonly RuleMeta[]): string {
  const nameWidth = Math.max(...rules.map((r) => r.name.length));
  const rows = rules.map(
    (r) =>
      `${r.code}  ${r.name.padEnd(nameWidth)}  ${severityWord(r.defaultSeverity).padEnd(5)}  ${(r.fixable ? "yes" : "").padEnd(3)}  ${r.summary}`,
  );
  const fixable = rules.filter((r) => r.fixable).length;
  const counts = `${plural(rules.length, "rule")}${fixable > 0 ? `, ${fixable} fixable with \`lint --fix\`` : ""}`;
  return `${[`code    ${"name".padEnd(nameWidth)}  level  fix  summary`, ...rows].join("\n")}\n\n${counts}. Details: pql-audience rules <code|name>\n`;
}

/** `pql-audience rules CODE`: the rule's page as plain text. */
export function ruleText(rule: RuleMeta): string {
  const indent = (text: string) =>
    text
      .trimEnd()
      .split("\n")
      .map((l) => `    ${l}`)
      .join("\n");
  const lines = [
    `${rule.code} ${rule.name} (${rule.category}, default ${severityWord(rule.defaultSeverity)}${rule.fixable ? ", fixable" : ""})`,
    "",
    `${rule.summary}.`,
    "",
    rule.why,
  ];
  for (const e of rule.invalid) lines.push("", "Reported:", indent(e.code));
  for (const e of rule.valid) lines.push("", "Not reported:", indent(e.code));
  lines.push("", `Docs: ${ruleDocsUrl(rule)}`);
  return `${lines.join("\n")}\n`;
}
