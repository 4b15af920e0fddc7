// Code actions: each fix the linter offers (what `lint --fix` applies), a suppression with a
// reason for the diagnostic (a comment directive in YAML, the `x-pql-audience` metadata in JSON;
// PQL has no comments, so a bare `.pql` file has none), and "format".
import type { CodeAction, Range, TextEdit } from "vscode-languageserver";
import { loadAudienceFile } from "../audience/load.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { rangeOf, toLspDiagnostic, type PositionAt } from "./diagnostics.js";
import { formattingEdits } from "./formatting.js";

export const FORMAT_ACTION_KIND = "source.format.pql-audience";

/** What an author replaces: a suppression without a reason has no effect, so one is always written. */
export const REASON_PLACEHOLDER = "TODO: say why this is fine";

export interface ActionContext {
  uri: string;
  /** The file's name (its kind follows from it). */
  file: string;
  text: string;
  positionAt: PositionAt;
  uriOf: (file: string) => string;
}

function overlaps(a: Range, b: Range): boolean {
  const before = (p: Range["start"], q: Range["start"]) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

export function codeActions(diagnostics: readonly Diagnostic[], range: Range, context: ActionContext): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const d of diagnostics) {
    const lsp = toLspDiagnostic(d, context.positionAt, context.uriOf);
    if (!overlaps(lsp.range, range)) continue;
    if (d.fix) {
      actions.push({
        title: d.fix.description,
        kind: "quickfix",
        diagnostics: [lsp],
        isPreferred: true,
        edit: { changes: { [context.uri]: d.fix.edits.map((e) => ({ range: rangeOf(e.range, context.positionAt), newText: e.text })) } },
      });
    }
    const suppression = suppressionEdit(d, context);
    if (suppression) {
      actions.push({
        title: `Suppress ${d.code} (${d.rule}) with a reason`,
        kind: "quickfix",
        diagnostics: [lsp],
        edit: { changes: { [context.uri]: [suppression] } },
      });
    }
  }
  const format = formattingEdits(context.file, context.text, context.positionAt);
  if (format.length > 0)
    actions.push({ title: "Format with pql-audience fmt", kind: FORMAT_ACTION_KIND, edit: { changes: { [context.uri]: format } } });
  return actions;
}

/** The edit that silences `d` with a reason to fill in; undefined where the file has no place for one. */
export function suppressionEdit(d: Diagnostic, context: Pick<ActionContext, "file" | "text" | "positionAt">): TextEdit | undefined {
  const loaded = loadAudienceFile(context.file, context.text);
  if (loaded.kind === "pql") return undefined;
  const offset = d.range.start.offset;
  const audience = loaded.audiences.find((a) => a.range.start.offset <= offset && offset <= a.range.end.offset) ?? loaded.audiences[0];
  if (loaded.kind === "yaml") {
    // A directive covers the next line; inside a multi-line value it goes above the `value:` key,
    // whose line opens the value (a comment inside a block scalar would be part of the PQL).
    const inExpression = audience && audience.expressionRange.start.offset <= offset && offset <= audience.expressionRange.end.offset;
    const key = inExpression ? audience.locate(["expression", "value"], "key") : undefined;
    const lineOffset = lineStart(context.text, key ? key.start.offset : offset);
    const indent = /^[ \t]*/.exec(context.text.slice(lineOffset))![0];
    const newline = context.text.includes("\r\n") ? "\r\n" : "\n";
    const position = context.positionAt(lineOffset);
    return {
      range: { start: position, end: position },
      newText: `${indent}# pql-audience-disable-next-line ${d.code} -- ${REASON_PLACEHOLDER}${newline}`,
    };
  }
  // JSON: a metadata entry for the audience, when it has no `x-pql-audience` yet (one to merge into is left to the author).
  if (!audience || audience.locate(["x-pql-audience"], "key")) return undefined;
  const open = context.text.indexOf("{", audience.range.start.offset);
  if (open < 0) return undefined;
  const entry = JSON.stringify({ suppress: [{ rule: d.code, reason: REASON_PLACEHOLDER }] });
  const position = context.positionAt(open + 1);
  return { range: { start: position, end: position }, newText: ` "x-pql-audience": ${entry},` };
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}
