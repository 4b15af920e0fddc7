import type { DeclaredRule } from "../rule.js";

const nested = (depth: number) => `${"(".repeat(depth)}person.age > 21${")".repeat(depth)}`;

export const syntaxTooDeep: DeclaredRule = {
  meta: {
    code: "PQL006",
    name: "syntax/too-deep",
    category: "syntax",
    defaultSeverity: "error",
    summary: "The expression is nested too deeply to check",
    why: "Generated expressions sometimes nest hundreds of levels; they are reported instead of crashing the tool.",
    invalid: [{ code: nested(200) }],
    valid: [{ code: nested(3) }],
  },
  source: "parser",
};
