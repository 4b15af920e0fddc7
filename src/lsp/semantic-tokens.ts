// Semantic tokens for `.pql` files: a highlighting pass over the text (strings, numbers,
// comments, keywords, functions, methods, names). It only colours: what parses is the parser's
// business, and any text gives some tokens.
import { functionNames, methodNames } from "../syntax/functions.js";
import { keywordDocs } from "./pql-words.js";

export const semanticTokenLegend = {
  tokenTypes: ["keyword", "function", "method", "string", "number", "comment", "operator", "variable"],
  tokenModifiers: [] as string[],
};

const type = { keyword: 0, function: 1, method: 2, string: 3, number: 4, comment: 5, operator: 6, variable: 7 } as const;

const keywords = new Set(Object.keys(keywordDocs).map((k) => k.toLowerCase()));
const functions = new Set(functionNames);
const methods = new Set(methodNames);

const pattern =
  /("(?:[^"\\\r\n]|\\.)*"?|'(?:[^'\\\r\n]|\\.)*'?)|(\d+(?:\.\d+)?)|(#[^\r\n]*|\/\/[^\r\n]*)|([A-Za-z_][A-Za-z0-9_]*)|(!=|<=|>=|=>|[=<>!+\-*/%^])/g;

/** LSP's encoding: per token, line and start relative to the previous token, length, type, modifiers. */
export function semanticTokens(text: string): number[] {
  const data: number[] = [];
  let line = 0;
  let lineStart = 0;
  let lastLine = 0;
  let lastStart = 0;
  let scanned = 0;
  const advance = (to: number) => {
    for (let i = scanned; i < to; i++)
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    scanned = to;
  };
  for (const m of text.matchAll(pattern)) {
    advance(m.index);
    const word = m[4];
    let kind: number;
    if (m[1] !== undefined) kind = type.string;
    else if (m[2] !== undefined) kind = type.number;
    else if (m[3] !== undefined) kind = type.comment;
    else if (m[5] !== undefined) kind = type.operator;
    else {
      const afterDot = neighbour(text, m.index - 1, -1) === ".";
      const called = neighbour(text, m.index + word!.length, 1) === "(";
      if (afterDot && called && methods.has(word!)) kind = type.method;
      else if (called && functions.has(word!)) kind = type.function;
      else if (keywords.has(word!.toLowerCase()) && !afterDot) kind = type.keyword;
      else kind = type.variable;
    }
    // A token never spans lines in LSP's encoding; strings and comments here stop at a line end.
    const start = m.index - lineStart;
    data.push(line - lastLine, line === lastLine ? start - lastStart : start, m[0].length, kind, 0);
    lastLine = line;
    lastStart = start;
  }
  return data;
}

/** The first character from `i` in direction `step` that is not a space or tab. */
function neighbour(text: string, i: number, step: 1 | -1): string | undefined {
  while (i >= 0 && i < text.length && (text[i] === " " || text[i] === "\t")) i += step;
  return text[i];
}
