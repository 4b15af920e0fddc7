// Formatting: `fmt`'s canonical form (src/format-source.ts), as the smallest one edit that turns
// the document into it, so in an audience file nothing but the expression changes.
import type { TextEdit } from "vscode-languageserver";
import { formatSource } from "../format-source.js";
import type { PositionAt } from "./diagnostics.js";

/** The one edit turning `before` into `after`: their common start and end kept. */
export function minimalEdit(before: string, after: string, positionAt: PositionAt): TextEdit | undefined {
  if (before === after) return undefined;
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  // Never split a surrogate pair (an edit boundary inside one would be two half-characters).
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return {
    range: { start: positionAt(start), end: positionAt(before.length - end) },
    newText: after.slice(start, after.length - end),
  };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The edits that format the document; none when it is formatted or does not parse (its diagnostics say why). */
export function formattingEdits(file: string, text: string, positionAt: PositionAt, width?: number): TextEdit[] {
  const result = formatSource(file, text, width ? { width } : {});
  if (!result.ok || !result.changed) return [];
  const edit = minimalEdit(text, result.output, positionAt);
  return edit ? [edit] : [];
}
