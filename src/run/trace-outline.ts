// A trace's boolean parts as an outline: outermost first, each under the parts whose span holds
// it, with its source text on one line (shortened in the middle when long).
import type { TraceNode } from "../evaluate/index.js";

export interface OutlineLine {
  text: string;
  value: TraceNode["value"];
  depth: number;
}

const MAX_TEXT = 96;

export function traceOutline(nodes: readonly TraceNode[], pql: string): OutlineLine[] {
  const sorted = [...nodes].sort((a, b) => a.span.start.offset - b.span.start.offset || b.span.end.offset - a.span.end.offset);
  const open: number[] = [];
  return sorted.map((node) => {
    while (open.length > 0 && node.span.start.offset >= open[open.length - 1]!) open.pop();
    const depth = open.length;
    open.push(node.span.end.offset);
    const text = pql.slice(node.span.start.offset, node.span.end.offset).replace(/\s+/g, " ");
    return { text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 20)} ... ${text.slice(-15)}` : text, value: node.value, depth };
  });
}
