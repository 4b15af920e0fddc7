import type { TextEdit } from "vscode-languageserver";
import type { PositionAt } from "./diagnostics.js";
/** The one edit turning `before` into `after`: their common start and end kept. */
export declare function minimalEdit(before: string, after: string, positionAt: PositionAt): TextEdit | undefined;
/** The edits that format the document; none when it is formatted or does not parse (its diagnostics say why). */
export declare function formattingEdits(file: string, text: string, positionAt: PositionAt, width?: number): TextEdit[];
