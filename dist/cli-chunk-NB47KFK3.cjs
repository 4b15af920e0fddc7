(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  traceOutline: () => traceOutline
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
// src/run/trace-outline.ts
var MAX_TEXT = 96;
var ELLIPSIS = " ... ";
var LITERALS = /* @__PURE__ */ new Set(["Boolean", "String", "Number", "Date"]);
var WINDOWS = /* @__PURE__ */ new Set(["AmountConstraint", "DirectionConstraint", "PointConstraint", "BetweenConstraint"]);
function traceOutline(nodes, pql) {
  const windows = windowSpans(pql);
  const sorted = nodes.filter((node) => !LITERALS.has(node.kind)).sort((a, b) => a.span.start.offset - b.span.start.offset || b.span.end.offset - a.span.end.offset);
  const open = [];
  return sorted.map((node) => {
    while (open.length > 0 && node.span.start.offset >= open[open.length - 1]) open.pop();
    const depth = open.length;
    open.push(node.span.end.offset);
    return { text: outlineText(pql, node.span.start.offset, node.span.end.offset, windows), value: node.value, depth };
  });
}
function windowSpans(pql) {
  const { ast } = (0, import_cli_chunk_TE2BRFRC.parse)(pql);
  const out = [];
  if (ast)
    (0, import_cli_chunk_N7DGRHRO.forEachNode)(ast, (node) => {
      if (WINDOWS.has(node.kind)) out.push([node.span.start.offset, node.span.end.offset]);
    });
  return out;
}
function outlineText(pql, start, end, windows) {
  const source = pql.slice(start, end);
  const { tokens } = (0, import_cli_chunk_TE2BRFRC.tokenize)(source);
  if (tokens.length === 0) return source.replace(/\s+/g, " ").trim();
  const pieces = tokens.map((token, i) => {
    const previous = tokens[i - 1];
    const at = start + token.startOffset;
    const spaced = previous !== void 0 && token.startOffset > previous.startOffset + previous.image.length;
    const tight = previous !== void 0 && (/^[([]$/.test(previous.image) || /^[)\],]$/.test(token.image));
    return { before: spaced && !tight ? " " : "", text: token.image, kept: windows.some(([s, e]) => at >= s && at < e) };
  });
  const join = (list) => list.map((p, i) => i === 0 ? p.text : p.before + p.text).join("");
  const whole = join(pieces);
  if (whole.length <= MAX_TEXT) return whole;
  return shortened(pieces, whole.length);
}
function shortened(pieces, length) {
  const dropped = /* @__PURE__ */ new Set();
  const runs = [];
  for (let i = 0; i < pieces.length; ) {
    if (pieces[i].kept) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < pieces.length && !pieces[j + 1].kept) j++;
    runs.push([i, j]);
    i = j + 1;
  }
  const size = (i) => pieces[i].before.length + pieces[i].text.length;
  runs.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
  let over = length - MAX_TEXT;
  for (const [first, last] of runs) {
    if (over <= 0) break;
    if (last - first < 2) continue;
    over += ELLIPSIS.length;
    let low = Math.floor((first + last) / 2);
    let high = low + 1;
    for (let turn = 0; over > 0 && (low > first || high < last); turn++) {
      const take = turn % 2 === 0 ? low > first ? low-- : high++ : high < last ? high++ : low--;
      dropped.add(take);
      over -= size(take);
    }
  }
  let text = "";
  let cut = false;
  pieces.forEach((p, i) => {
    if (dropped.has(i)) {
      if (!cut) text += ELLIPSIS.trimEnd();
      cut = true;
      return;
    }
    text += i === 0 ? p.text : cut ? ` ${p.text}` : p.before + p.text;
    cut = false;
  });
  return text;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  traceOutline
});
})
