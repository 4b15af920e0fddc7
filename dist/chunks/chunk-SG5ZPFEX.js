import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/run/trace-outline.ts
var MAX_TEXT = 96;
function traceOutline(nodes, pql) {
  const sorted = [...nodes].sort((a, b) => a.span.start.offset - b.span.start.offset || b.span.end.offset - a.span.end.offset);
  const open = [];
  return sorted.map((node) => {
    while (open.length > 0 && node.span.start.offset >= open[open.length - 1]) open.pop();
    const depth = open.length;
    open.push(node.span.end.offset);
    const text = pql.slice(node.span.start.offset, node.span.end.offset).replace(/\s+/g, " ");
    return { text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 20)} ... ${text.slice(-15)}` : text, value: node.value, depth };
  });
}

export {
  traceOutline
};
