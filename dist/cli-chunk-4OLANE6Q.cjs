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
  ansi: () => ansi,
  painter: () => painter,
  renderFrame: () => renderFrame,
  safeText: () => safeText,
  severityColor: () => severityColor,
  severityWord: () => severityWord,
  textWidth: () => textWidth
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
// src/report/text-width.ts
var TAB_WIDTH = 4;
var WIDE = [
  [4352, 4447],
  [8986, 8987],
  [9193, 9196],
  [9748, 9749],
  [9800, 9811],
  [9889, 9889],
  [9917, 9918],
  [9924, 9925],
  [9940, 9940],
  [9962, 9962],
  [9970, 9973],
  [9978, 9981],
  [9989, 9989],
  [9994, 9995],
  [10024, 10024],
  [10060, 10060],
  [10067, 10069],
  [10133, 10135],
  [11035, 11036],
  [11904, 12350],
  [12353, 13311],
  [13312, 19903],
  [19968, 40959],
  [40960, 42191],
  [43360, 43391],
  [44032, 55203],
  [63744, 64255],
  [65040, 65049],
  [65072, 65135],
  [65280, 65376],
  [65504, 65510],
  [126980, 126980],
  [127183, 127183],
  [127374, 127374],
  [127377, 127386],
  [127488, 127569],
  [127744, 128591],
  [128640, 128767],
  [128992, 129003],
  [129292, 129535],
  [129648, 129791],
  [131072, 262141]
];
var ZERO = [
  [768, 879],
  [1155, 1161],
  [1425, 1469],
  [1552, 1562],
  [1611, 1631],
  [8203, 8207],
  [8234, 8238],
  [8288, 8292],
  [8400, 8447],
  [65024, 65039],
  [65056, 65071],
  [65279, 65279],
  [127995, 127999],
  [917760, 917999]
];
function inRanges(cp, ranges) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const [from, to] = ranges[mid];
    if (cp < from) hi = mid - 1;
    else if (cp > to) lo = mid + 1;
    else return true;
  }
  return false;
}
function codePointWidth(cp) {
  if (cp < 768) return 1;
  if (inRanges(cp, ZERO)) return 0;
  return inRanges(cp, WIDE) ? 2 : 1;
}
var CONTROL = new RegExp(import_cli_chunk_S2QAFOMM.CONTROL_CHARACTERS.source, "u");
function safeText(text) {
  return text.replace(import_cli_chunk_S2QAFOMM.CONTROL_CHARACTERS, (c) => c === "	" || c === "\n" ? c : (0, import_cli_chunk_JJSKHFYR.controlEscape)(c));
}
function layoutLine(line) {
  const cells = new Array(line.length + 1);
  let text = "";
  let cell = 0;
  for (let i = 0; i < line.length; ) {
    const cp = line.codePointAt(i);
    const units = cp > 65535 ? 2 : 1;
    for (let k = 0; k < units; k++) cells[i + k] = cell;
    if (cp === 9) {
      text += " ".repeat(TAB_WIDTH);
      cell += TAB_WIDTH;
    } else {
      const ch = String.fromCodePoint(cp);
      const shown = CONTROL.test(ch) ? (0, import_cli_chunk_JJSKHFYR.controlEscape)(ch) : ch;
      text += shown;
      cell += shown === ch ? codePointWidth(cp) : shown.length;
    }
    i += units;
  }
  cells[line.length] = cell;
  return {
    text,
    width: cell,
    cellAt(column) {
      const index = column - 1;
      if (index <= 0) return 0;
      if (index >= line.length) return cell + (index - line.length);
      return cells[index];
    }
  };
}
function sliceCells(line, fromCell, toCell) {
  let out = "";
  let cell = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0);
    const w = cp === 32 ? 1 : codePointWidth(cp);
    if (cell >= fromCell && cell + w <= toCell) out += ch;
    cell += w;
    if (cell >= toCell) break;
  }
  return out;
}
function textWidth(text) {
  let width = 0;
  for (const ch of text) width += codePointWidth(ch.codePointAt(0));
  return width;
}
// src/report/code-frame.ts
var ansi = {
  bold: "\x1B[1m",
  dim: "\x1B[2m",
  red: "\x1B[31m",
  green: "\x1B[32m",
  yellow: "\x1B[33m",
  blue: "\x1B[34m",
  cyan: "\x1B[36m",
  reset: "\x1B[0m"
};
function painter(color) {
  return (style, text) => color && text !== "" ? `${style}${text}${ansi.reset}` : text;
}
function severityWord(severity) {
  return severity;
}
function severityColor(severity) {
  return severity === "error" ? ansi.red : severity === "warning" ? ansi.yellow : ansi.cyan;
}
var ELLIPSIS = "...";
function renderFrame(input, source, options = {}) {
  const lines = typeof source === "string" ? new import_cli_chunk_OS5LHD2Y.LineMap(source) : source;
  const paint = painter(options.color);
  const mainStyle = severityColor(input.severity);
  const maxLines = Math.max(2, options.maxLines ?? 4);
  const main = { lines, range: input.range, marker: "^", style: mainStyle, label: input.label };
  const drawnRelated = [];
  const notes = [...input.notes ?? []];
  for (const place of input.related ?? []) {
    const text = place.file === input.file ? lines : options.sourceOf?.(place.file);
    if (text === void 0) {
      notes.push(`${place.message} (${place.file}:${place.range.start.line}:${place.range.start.column})`);
      continue;
    }
    const map = typeof text === "string" ? new import_cli_chunk_OS5LHD2Y.LineMap(text) : text;
    drawnRelated.push({ place, snippet: { lines: map, range: place.range, marker: "-", style: ansi.blue, label: place.message } });
  }
  const gutterWidth = Math.max(
    ...[main, ...drawnRelated.map((r) => r.snippet)].map((s) => String(shownLines(s.range, maxLines).at(-1) ?? 1).length)
  );
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");
  const code = input.code ? `[${input.code}]` : "";
  const rule = input.rule ? ` ${input.rule}` : "";
  const out = [];
  out.push(
    `${paint(ansi.bold + mainStyle, `${severityWord(input.severity)}${code}`)}${paint(ansi.bold, `${rule}: ${safeText(input.message)}`)}`
  );
  out.push(`${pad}${paint(ansi.blue, "-->")} ${location(input.file, input.range)}`);
  out.push(`${pad} ${bar}`);
  out.push(...drawSnippet(main, gutterWidth, maxLines, options.width, paint));
  for (const { place, snippet } of drawnRelated) {
    out.push(`${pad}${paint(ansi.blue, ":::")} ${location(place.file, place.range)}`);
    out.push(`${pad} ${bar}`);
    out.push(...drawSnippet(snippet, gutterWidth, maxLines, options.width, paint));
  }
  const trailers = [];
  for (const note of notes) trailers.push(trailer(pad, "note", note, paint));
  for (const hint of input.hints ?? []) trailers.push(trailer(pad, "help", hint, paint));
  if (input.fix) trailers.push(trailer(pad, "fix", input.fix, paint));
  if (input.docs) trailers.push(trailer(pad, "docs", input.docs, paint));
  if (trailers.length > 0) out.push(`${pad} ${bar}`, ...trailers);
  return out.join("\n");
}
function location(file, range) {
  return `${file}:${range.start.line}:${range.start.column}`;
}
function shownLines(range, maxLines) {
  const { start, end } = range;
  const last = Math.max(start.line, end.column === 1 && end.line > start.line ? end.line - 1 : end.line);
  const count = last - start.line + 1;
  if (count <= maxLines) return Array.from({ length: count }, (_, i) => start.line + i);
  const head = Array.from({ length: maxLines - 1 }, (_, i) => start.line + i);
  return [...head, 0, last];
}
function drawSnippet(snippet, gutterWidth, maxLines, width, paint) {
  const { start, end } = snippet.range;
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");
  const numbers = shownLines(snippet.range, maxLines);
  const last = numbers.at(-1);
  const available = width === void 0 ? Infinity : Math.max(20, width - gutterWidth - 3);
  const out = [];
  for (const n of numbers) {
    if (n === 0) {
      const hidden = last - numbers.at(-3) - 1;
      out.push(`${pad} ${paint(ansi.blue, ":")} ${paint(ansi.dim, `${ELLIPSIS} ${(0, import_cli_chunk_FCDA32LZ.plural)(hidden, "more line")}`)}`);
      continue;
    }
    const raw = snippet.lines.lineText(n);
    const laid = layoutLine(raw);
    const fromCol = n === start.line ? start.column : firstNonBlank(raw);
    const toCol = n === end.line ? end.column : raw.length + 1;
    const from = laid.cellAt(fromCol);
    const to = Math.max(from + 1, laid.cellAt(Math.max(toCol, fromCol)));
    const fitted = fit(laid, from, available);
    out.push(`${paint(ansi.blue, String(n).padStart(gutterWidth))} ${bar} ${fitted.text}`.trimEnd());
    if (n !== start.line && n !== end.line && raw.trim() === "") continue;
    const caretStart = from + fitted.shift;
    const caretWidth = Math.max(1, Math.min(to - from, available - caretStart));
    const label = n === last && snippet.label ? ` ${safeText(snippet.label)}` : "";
    out.push(`${pad} ${bar} ${" ".repeat(caretStart)}${paint(snippet.style, snippet.marker.repeat(caretWidth) + label)}`);
  }
  return out;
}
function fit(laid, from, available) {
  if (laid.width <= available) return { text: laid.text, shift: 0 };
  let start = Math.max(0, from - Math.floor(available / 3));
  start = Math.min(start, Math.max(0, laid.width - (available - ELLIPSIS.length)));
  const lead = start > 0 ? ELLIPSIS : "";
  let room = available - lead.length;
  const cutsTail = start + room < laid.width;
  if (cutsTail) room -= ELLIPSIS.length;
  const body = sliceCells(laid.text, start, start + room);
  return { text: lead + body + (cutsTail ? ELLIPSIS : ""), shift: lead.length - start };
}
function trailer(pad, word, text, paint) {
  const [first, ...rest] = safeText(text.replace(/\r\n?/g, "\n")).split("\n");
  const indent = `${pad}   ${" ".repeat(word.length + 2)}`;
  return [`${pad} ${paint(ansi.blue, "=")} ${paint(ansi.bold, `${word}:`)} ${first}`, ...rest.map((r) => indent + r)].join("\n");
}
function firstNonBlank(line) {
  const m = /\S/.exec(line);
  return m ? m.index + 1 : 1;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ansi,
  painter,
  renderFrame,
  safeText,
  severityColor,
  severityWord,
  textWidth
});
})
