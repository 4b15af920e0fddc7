// Suppressions written in audience files, and applying them to diagnostics.
//
// PQL has no comments, so suppressions live in the file around it:
//   YAML comment directives (a reason after `--` is required)
//     # pql-audience-disable-next-line PQL204 -- reason       the next line that is not a comment;
//                                                             when it opens a multi-line value
//                                                             (`value: |`), all of that value
//     # pql-audience-disable PQL204, edge/* -- reason          the whole file
//   the metadata field (JSON and YAML), for the audience it belongs to
//     x-pql-audience: { suppress: [{ rule: PQL204, reason: ... }] }
// A rule is a code (`PQL204`), a code group (`PQL2xx`), a rule name (`edge/window-too-long`) or
// a group of names (`edge/*`). A directive without a reason has no effect and is a problem itself.
import { Parser } from "yaml";
import { suppressionsMissingReason } from "./rules/suppressions-missing-reason.js";
import { suppressionsMissingRule } from "./rules/suppressions-missing-rule.js";
import { suppressionsUnknownDirective } from "./rules/suppressions-unknown-directive.js";
import { suppressionsUnused } from "./rules/suppressions-unused.js";
import type { Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";
import type { AudienceFile } from "./load.js";
import { closest } from "../text/did-you-mean.js";
import type { AudienceProblem } from "./audience-problem.js";
import { suppressionRulePattern } from "./schema-patterns.js";

export type SuppressionKind = "next-line" | "file" | "metadata";

/** One rule silenced by one directive or metadata entry. */
export interface SuppressionDirective {
  kind: SuppressionKind;
  /** The rule as written: `PQL204`, `PQL2xx`, `edge/window-too-long`, `edge/*`. */
  rule: string;
  reason: string;
  /** Where it is written (the rule in the comment, or the metadata entry): an unused one is reported here. */
  range: Span;
  /** The offsets of the file it covers, [start, end]; a diagnostic is covered when it starts inside. */
  scope: { start: number; end: number };
}

export interface ParsedSuppressions {
  suppressions: SuppressionDirective[];
  problems: AudienceProblem[];
}

/**
 * Which rules exist, for suppressions that name one that does not (`PQL299`, a misspelt name):
 * src/lint/registry.ts has them, which this stage does not import; the linter passes it in.
 */
export interface RuleNames {
  /** The codes a code, name or group names; undefined when it names none. */
  codesFor(key: string): string[] | undefined;
  /** The closest code or name to a mistyped one. */
  suggest(key: string): string | undefined;
}

const directives = ["pql-audience-disable-next-line", "pql-audience-disable"] as const;

/**
 * Reads the suppressions of a loaded audience file: YAML comment directives and
 * `x-pql-audience.suppress`. With `rules`, one that names no rule is a problem (with the closest
 * name) instead of a suppression that can never match.
 */
export function parseSuppressions(file: AudienceFile, text: string, rules?: RuleNames): ParsedSuppressions {
  const lines = new LineMap(text);
  const result: ParsedSuppressions = { suppressions: [], problems: [] };
  // Finding comments re-reads the YAML; most files have no directive, so look for one first.
  if (file.kind === "yaml" && text.includes("pql-audience-")) {
    for (const comment of yamlComments(text)) readDirective(comment.offset, comment.source, text, lines, result, rules);
  }
  for (const audience of file.audiences) {
    const entries = audience.definition["x-pql-audience"]?.suppress ?? [];
    for (const [i, entry] of entries.entries()) {
      const unknown = unknownRule(entry.rule, rules);
      if (unknown) {
        const at = ["x-pql-audience", "suppress", i] as const;
        result.problems.push({ ...unknown, range: audience.locate([...at, "rule"]) ?? audience.locate([...at]) ?? audience.range });
        continue;
      }
      result.suppressions.push({
        kind: "metadata",
        rule: entry.rule,
        reason: entry.reason.trim(),
        range: audience.locate(["x-pql-audience", "suppress", i]) ?? audience.range,
        scope: { start: audience.range.start.offset, end: audience.range.end.offset },
      });
    }
  }
  return result;
}

function readDirective(
  offset: number,
  source: string,
  text: string,
  lines: LineMap,
  result: ParsedSuppressions,
  ruleNames: RuleNames | undefined,
): void {
  const match = /^#\s*(pql-audience-[A-Za-z-]*)/.exec(source);
  if (!match) return;
  const word = match[1]!;
  const wordStart = offset + source.indexOf(word);
  const kind = directives.find((d) => d === word);
  if (!kind) {
    const close = closest(word, directives);
    result.problems.push({
      rule: suppressionsUnknownDirective.meta.name,
      message: `unknown directive \`${word}\``,
      range: lines.span(wordStart, wordStart + word.length),
      hints: [close ? `did you mean \`${close}\`?` : "the directives are `pql-audience-disable-next-line` and `pql-audience-disable`"],
    });
    return;
  }
  const rest = source.slice(match[0].length);
  const separator = rest.indexOf("--");
  const rulesText = separator < 0 ? rest : rest.slice(0, separator);
  const reason = separator < 0 ? "" : rest.slice(separator + 2).trim();
  const restStart = offset + match[0].length;
  const directiveRange = lines.span(offset, offset + source.length);

  const rules = [...rulesText.matchAll(/[^\s,]+/g)].map((m) => ({ rule: m[0], start: restStart + m.index }));
  if (rules.length === 0) {
    result.problems.push({
      rule: suppressionsMissingRule.meta.name,
      message: "this directive names no rule",
      range: directiveRange,
      hints: [`name the rule to silence: \`# ${word} PQL204 -- reason\``],
    });
    return;
  }
  if (!reason) {
    result.problems.push({
      rule: suppressionsMissingReason.meta.name,
      message: "this suppression has no reason, so it has no effect",
      range: directiveRange,
      hints: [`say why after \`--\`: \`# ${word} ${rules.map((r) => r.rule).join(", ")} -- why the rule does not apply here\``],
    });
    return;
  }
  const scope = kind === "pql-audience-disable" ? { start: 0, end: text.length } : nextLineScope(text, lines, offset);
  for (const { rule, start } of rules) {
    const range = lines.span(start, start + rule.length);
    if (!suppressionRulePattern.test(rule)) {
      const near = ruleNames?.suggest(rule);
      result.problems.push({
        rule: suppressionsMissingRule.meta.name,
        message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
        range,
        hints: ['name a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")'],
      });
      continue;
    }
    const unknown = unknownRule(rule, ruleNames);
    if (unknown) {
      result.problems.push({ ...unknown, range });
      continue;
    }
    result.suppressions.push({ kind: kind === "pql-audience-disable" ? "file" : "next-line", rule, reason, range, scope });
  }
}

/** The problem with a well-formed rule that names nothing (`PQL299`, `edge/windw-too-long`, `foo/*`). */
function unknownRule(rule: string, ruleNames: RuleNames | undefined): Omit<AudienceProblem, "range"> | undefined {
  if (!ruleNames || ruleNames.codesFor(rule)) return undefined;
  const near = ruleNames.suggest(rule);
  return {
    rule: suppressionsMissingRule.meta.name,
    message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
    hints: ["`pql-audience rules` lists the codes and names"],
  };
}

/**
 * The line after the comment at `offset` that is not blank or a comment, and the lines under it
 * that are indented deeper (a block scalar or a folded string that starts on that line).
 */
function nextLineScope(text: string, lines: LineMap, offset: number): { start: number; end: number } {
  const commentLine = lines.position(offset).line;
  let target = commentLine + 1;
  while (target <= lines.lineCount && /^\s*(?:#.*)?$/.test(lines.lineText(target))) target++;
  if (target > lines.lineCount) return { start: text.length, end: text.length };
  const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;
  const indent = indentOf(lines.lineText(target));
  let last = target;
  for (let line = target + 1; line <= lines.lineCount; line++) {
    const lineText = lines.lineText(line);
    if (lineText.trim() === "") continue;
    if (indentOf(lineText) <= indent) break;
    last = line;
  }
  const start = lines.position(offsetOfLine(lines, target)).offset;
  const end = offsetOfLine(lines, last) + lines.lineText(last).length;
  return { start, end };
}

function offsetOfLine(lines: LineMap, line: number): number {
  // LineMap has no inverse lookup; the start of a line is the offset whose position is line:1.
  let lo = 0;
  let hi = lines.text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines.position(mid).line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every comment of a YAML text with its offset (from the CST, so `#` inside strings and block scalars is not one). */
function yamlComments(text: string): { offset: number; source: string }[] {
  const comments: { offset: number; source: string }[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const token = value as { type?: unknown; offset?: unknown; source?: unknown };
    if (token.type === "comment" && typeof token.offset === "number" && typeof token.source === "string") {
      comments.push({ offset: token.offset, source: token.source });
    }
    for (const [key, child] of Object.entries(value)) if (key !== "source") walk(child);
  };
  for (const token of new Parser().parse(text)) walk(token);
  return comments.sort((a, b) => a.offset - b.offset);
}

/**
 * What applying suppressions reads and sets on a diagnostic: the linter's Diagnostic
 * (src/lint/diagnostic.ts) has these fields, and this stage does not import the linter.
 */
export interface Suppressible {
  code: string;
  rule: string;
  range: { start: { offset: number } };
  suppressed?: { kind: "inSource" | "external"; reason: string };
}

/** Does a suppression's rule (`PQL2xx`, `edge/*`, ...) cover this diagnostic? */
export function ruleMatches(pattern: string, diagnostic: Pick<Suppressible, "code" | "rule">): boolean {
  if (pattern === diagnostic.code || pattern === diagnostic.rule) return true;
  if (/^PQL\d[\dx]x$/.test(pattern)) return new RegExp(`^${pattern.replace(/x/g, "\\d")}$`).test(diagnostic.code);
  if (pattern.endsWith("/*")) return diagnostic.rule.startsWith(pattern.slice(0, -1));
  return false;
}

export interface AppliedSuppressions<D extends Suppressible = Suppressible> {
  /** The same diagnostics, in order; the silenced ones have `suppressed` set. */
  diagnostics: D[];
  /** Suppressions that silenced something, in this call or (when given) an earlier one. */
  used: Set<SuppressionDirective>;
  /** Suppressions that silenced nothing (report them: they hide nothing and may hide something later). */
  unused: SuppressionDirective[];
}

const specificity: Record<SuppressionKind, number> = { "next-line": 0, metadata: 1, file: 2 };

/**
 * Marks the diagnostics a suppression covers. Pure: returns new diagnostic objects.
 * `alreadyUsed` carries the used set of an earlier pass over the same file (an engine that
 * applies suppressions before and after its late rules), so unused is judged over both.
 * A `suppressions/unused` finding is never silenced: it reports the suppressions themselves.
 */
export function applySuppressions<D extends Suppressible>(
  diagnostics: readonly D[],
  suppressions: readonly SuppressionDirective[],
  alreadyUsed: ReadonlySet<SuppressionDirective> = new Set(),
): AppliedSuppressions<D> {
  // Most files have no suppression: their diagnostics pass as they are (a copy: callers add to it).
  if (suppressions.length === 0) return { diagnostics: diagnostics.slice(), used: new Set(alreadyUsed), unused: [] };
  const used = new Set(alreadyUsed);
  // The most specific suppression gets the credit, so a broad one that covers nothing else is reported unused.
  const ordered = [...suppressions].sort((a, b) => specificity[a.kind] - specificity[b.kind]);
  const result = diagnostics.map((diagnostic) => {
    if (diagnostic.suppressed || diagnostic.rule === suppressionsUnused.meta.name) return diagnostic;
    const at = diagnostic.range.start.offset;
    const match = ordered.find((s) => at >= s.scope.start && at <= s.scope.end && ruleMatches(s.rule, diagnostic));
    if (!match) return diagnostic;
    used.add(match);
    return { ...diagnostic, suppressed: { kind: "inSource" as const, reason: match.reason } };
  });
  return { diagnostics: result, used, unused: suppressions.filter((s) => !used.has(s)) };
}
