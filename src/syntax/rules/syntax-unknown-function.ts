import { functionNames, methodNames, unknownFunction, unknownMethod } from "../functions.js";
import { forEachNode } from "../walk.js";
import type { TreeRule } from "../rule.js";

const list = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(", ");

export const syntaxUnknownFunction: TreeRule = {
  meta: {
    code: "PQL007",
    name: "syntax/unknown-function",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A function or method PQL does not have is called (`inSegmnt(...)`, `.startWith(...)`)",
    why: `PQL's functions and methods are a closed set; AEP rejects any other name, and a misspelt one is never read as a condition that holds. The functions: ${list(functionNames)}, \`CHAIN(...)\` and \`if(...)\`. The methods: ${list(methodNames)}.`,
    invalid: [
      { code: 'inSegmnt("a730ed3f-119c-415b-a4ac-27c396ae2dff")' },
      { code: 'person.name.startWith("Jo")' },
      { code: 'CHIAN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' },
    ],
    valid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }, { code: 'person.name.startsWith("Jo")' }],
  },
  // When the expression does not parse, the parser reports the misspelt calls among its tokens.
  // Every tree is walked: a scan of the text for calls, to skip the walk, costs as much as it.
  check({ audience, report }) {
    if (!audience.ast) return;
    // No [problem, name] pair per node: this runs for every node of every file, mostly cold.
    forEachNode(audience.ast, (node) => {
      const name = node.kind === "FunctionCall" ? node.callee : node.kind === "MethodCall" ? node.method : undefined;
      if (!name) return;
      const problem = node.kind === "FunctionCall" ? unknownFunction(name.name) : unknownMethod(name.name);
      if (problem) report({ in: "pql", range: name.span, message: problem.message, label: problem.label, hints: problem.hints });
    });
  },
};
