// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers). What GitHub relies on:
// relative URIs under %SRCROOT% (absolute runner paths would make new alerts every run), our
// own partialFingerprints, rules with help, and suppressed results kept with their reason.
import type { Diagnostic, Severity } from "../lint/diagnostic.js";
import type { ConfiguredSeverity, RuleMeta } from "../lint/rule-meta.js";
import type { LintResult } from "../lint/lint-result.js";
import type { Span } from "../syntax/ast.js";
import { fingerprints } from "./fingerprint.js";
import { byPosition, docsCommand, repoPath } from "./findings.js";
import { TOOL_NAME, type ReportOptions } from "./reporter.js";

export const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
export const FINGERPRINT_KEY = "pqlAudience/v1";
const SRCROOT = "%SRCROOT%";

type SarifLevel = "error" | "warning" | "note" | "none";

export function sarifLevel(severity: Severity): SarifLevel {
  return severity === "info" ? "note" : severity;
}

function defaultConfiguration(severity: ConfiguredSeverity): { level: SarifLevel; enabled?: false } {
  return severity === "off" ? { level: "none", enabled: false } : { level: sarifLevel(severity) };
}

/**
 * A path as a URI: relative ones stay relative (resolved against %SRCROOT%), with each segment
 * percent-encoded; absolute ones (the user named them so) become `file:` URIs.
 */
export function artifactLocation(path: string): { uri: string; uriBaseId?: string } {
  const slashed = path.replace(/\\/g, "/");
  const encode = (p: string) => p.split("/").map(encodeURIComponent).join("/");
  if (/^[A-Za-z]:\//.test(slashed)) return { uri: `file:///${slashed.slice(0, 2)}${encode(slashed.slice(2))}` };
  if (slashed.startsWith("/")) return { uri: `file://${encode(slashed)}` };
  return { uri: encode(slashed.replace(/^(\.\/)+/, "")), uriBaseId: SRCROOT };
}

function region(span: Span) {
  return {
    startLine: span.start.line,
    startColumn: span.start.column,
    endLine: span.end.line,
    endColumn: span.end.column,
    charOffset: span.start.offset,
    charLength: span.end.offset - span.start.offset,
  };
}

function ruleHelp(rule: RuleMeta): { text: string; markdown: string } {
  const example = (title: string, codes: RuleMeta["valid"]) =>
    codes.length === 0
      ? { text: "", markdown: "" }
      : {
          text: `\n\n${title}:\n${codes.map((c) => c.code.replace(/^/gm, "    ")).join("\n\n")}`,
          markdown: `\n\n**${title}**\n\n${codes.map((c) => `\`\`\`${c.file ?? "pql"}\n${c.code}\n\`\`\``).join("\n\n")}`,
        };
  const invalid = example("Invalid", rule.invalid);
  const valid = example("Valid", rule.valid);
  const more = `Run \`${docsCommand(rule.name)}\` for the full documentation.`;
  return {
    text: `${sentence(rule.summary)} ${rule.why}${invalid.text}${valid.text}\n\n${more}`,
    markdown: `**${sentence(rule.summary)}** ${rule.why}${invalid.markdown}${valid.markdown}\n\n${more}`,
  };
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Every rule that reported, even one the result's rule list lacks, gets an entry (ruleIndex must resolve). */
function ruleList(result: LintResult): RuleMeta[] {
  const rules = [...result.rules];
  const known = new Set(rules.map((r) => r.code));
  for (const file of result.files)
    for (const d of file.diagnostics)
      if (!known.has(d.code)) {
        known.add(d.code);
        rules.push({
          code: d.code,
          name: d.rule,
          category: "syntax",
          defaultSeverity: d.severity,
          summary: d.rule,
          why: "",
          invalid: [],
          valid: [],
        });
      }
  return rules;
}

function message(d: Diagnostic): string {
  // Hints are what an author acts on; code scanning shows only the message, so they go in it.
  return [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
}

export function toSarif(result: LintResult, options: ReportOptions): object {
  const rules = ruleList(result);
  const ruleIndex = new Map(rules.map((r, i) => [r.code, i]));
  const fileIndex = new Map(result.files.map((f, i) => [f.file, i]));
  const located = (path: string) => {
    const index = fileIndex.get(path);
    const location = artifactLocation(repoPath(path, options.repoPathPrefix));
    return index === undefined ? location : { ...location, index };
  };

  const results = result.files.flatMap((file) => {
    const diagnostics = [...file.diagnostics].sort(byPosition);
    const prints = fingerprints(diagnostics, file.file, file.source);
    return diagnostics.map((d, i) => {
      const path = d.file || file.file;
      return {
        ruleId: d.code,
        ruleIndex: ruleIndex.get(d.code)!,
        level: sarifLevel(d.severity),
        message: { text: message(d) },
        locations: [{ physicalLocation: { artifactLocation: located(path), region: region(d.range) } }],
        partialFingerprints: { [FINGERPRINT_KEY]: prints[i]! },
        ...(d.related && d.related.length > 0
          ? {
              relatedLocations: d.related.map((r, id) => ({
                id,
                message: { text: r.message },
                physicalLocation: { artifactLocation: located(r.file), region: region(r.range) },
              })),
            }
          : {}),
        ...(d.fix
          ? {
              fixes: [
                {
                  description: { text: d.fix.description },
                  artifactChanges: [
                    {
                      artifactLocation: located(path),
                      replacements: d.fix.edits.map((e) => ({
                        deletedRegion: region(e.range),
                        insertedContent: { text: e.text },
                      })),
                    },
                  ],
                },
              ],
            }
          : {}),
        ...(d.suppressed ? { suppressions: [{ kind: d.suppressed.kind, justification: d.suppressed.reason }] } : {}),
      };
    });
  });

  const srcRoot = options.srcRoot === undefined ? undefined : options.srcRoot.endsWith("/") ? options.srcRoot : `${options.srcRoot}/`;
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            ...(options.informationUri ? { informationUri: options.informationUri } : {}),
            rules: rules.map((rule) => {
              const helpUri = options.ruleDocsUrl?.({ code: rule.code, name: rule.name });
              return {
                id: rule.code,
                name: rule.name,
                shortDescription: { text: rule.summary },
                fullDescription: { text: rule.why || rule.summary },
                help: ruleHelp(rule),
                ...(helpUri ? { helpUri } : {}),
                defaultConfiguration: defaultConfiguration(rule.defaultSeverity),
                properties: { tags: [rule.category], ...(rule.fixable ? { fixable: true } : {}) },
              };
            }),
          },
        },
        originalUriBaseIds: {
          [SRCROOT]: srcRoot
            ? { uri: srcRoot }
            : { description: { text: "The directory pql-audience ran in; file paths are relative to it." } },
        },
        artifacts: result.files.map((f) => ({ location: artifactLocation(repoPath(f.file, options.repoPathPrefix)) })),
        columnKind: "utf16CodeUnits",
        results,
        invocations: [{ executionSuccessful: true }],
      },
    ],
  };
}

export function sarif(result: LintResult, options: ReportOptions): string {
  return `${JSON.stringify(toSarif(result, options), null, 2)}\n`;
}
