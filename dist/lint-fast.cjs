(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
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

// src/audience/encoding.ts
function decodeUtf8(bytes) {
  const text = lenient.decode(bytes);
  const bad = illFormedSequences(bytes);
  if (bad.length === 0) return { text };
  const byteOffset = bad[0];
  const offset = lenient.decode(bytes.subarray(0, byteOffset)).length;
  return { text, invalidUtf8: { offset, byteOffset, byte: bytes[byteOffset], count: bad.length } };
}
function illFormedSequences(bytes) {
  const out = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 128) {
      i++;
      continue;
    }
    let need;
    let lower = 128;
    let upper = 191;
    if (b >= 194 && b <= 223) need = 1;
    else if (b >= 224 && b <= 239) {
      need = 2;
      if (b === 224) lower = 160;
      if (b === 237) upper = 159;
    } else if (b >= 240 && b <= 244) {
      need = 3;
      if (b === 240) lower = 144;
      if (b === 244) upper = 143;
    } else {
      out.push(i++);
      continue;
    }
    let j = i + 1;
    let ok = true;
    for (let k = 0; k < need; k++, j++) {
      const c = bytes[j];
      if (c === void 0 || c < lower || c > upper) {
        ok = false;
        break;
      }
      lower = 128;
      upper = 191;
    }
    if (!ok) out.push(i);
    i = j;
  }
  return out;
}
function invalidUtf8Message({ byte, byteOffset, count }) {
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  const more = count > 1 ? `; ${count - 1} more place${count > 2 ? "s" : ""} in the file ${count > 2 ? "are" : "is"} not UTF-8 either` : "";
  return {
    message: `the file is not UTF-8: byte ${hex} (at byte offset ${byteOffset}) is not part of a UTF-8 character and was read as U+FFFD${more}`,
    hints: [
      "save the file as UTF-8; a single byte such as 0xE9 (`\xE9`) usually means it was saved as Latin-1 or Windows-1252 (`iconv -f windows-1252 -t utf-8`)"
    ]
  };
}
var lenient;
var init_encoding = __esm({
  "src/audience/encoding.ts"() {
    "use strict";
    lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  }
});

// src/node/errors.ts
function describeFsError(e) {
  const code = e?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EISDIR") return "it is a directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return e instanceof Error ? e.message : String(e);
}
function unreadable(path2, e) {
  return new InputError(`cannot read ${path2}: ${describeFsError(e)}`);
}
function notRegularFile(path2, stats) {
  if (stats.isFile()) return void 0;
  if (stats.isDirectory()) return new InputError(`cannot read ${path2}: it is a directory`);
  const kind = stats.isFIFO() ? "a named pipe (FIFO)" : stats.isSocket() ? "a socket" : stats.isCharacterDevice() ? "a character device" : stats.isBlockDevice() ? "a block device" : "something else";
  return new InputError(`cannot read ${path2}: it is ${kind}, not a regular file`);
}
function readBytesSync(path2, onStamp) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path2, READ_FLAGS);
  } catch (e) {
    throw unreadable(path2, e);
  }
  try {
    const stats = (0, import_node_fs.fstatSync)(fd);
    const refused = notRegularFile(path2, stats);
    if (refused) throw refused;
    onStamp?.(stats);
    if (stats.size === 0) return readToEnd(fd);
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < bytes.length) {
      const n = (0, import_node_fs.readSync)(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch (e) {
    throw e instanceof InputError ? e : unreadable(path2, e);
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readToEnd(fd) {
  const chunks = [];
  for (; ; ) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const n = (0, import_node_fs.readSync)(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, n));
  }
}
async function readBytes(path2) {
  let handle;
  try {
    handle = await import_node_fs.promises.open(path2, READ_FLAGS);
  } catch (e) {
    throw unreadable(path2, e);
  }
  try {
    const refused = notRegularFile(path2, await handle.stat());
    if (refused) throw refused;
    return await handle.readFile();
  } catch (e) {
    throw e instanceof InputError ? e : unreadable(path2, e);
  } finally {
    await handle.close();
  }
}
function decode(bytes) {
  return (0, import_node_buffer.isUtf8)(bytes) ? { text: bytes.toString("utf8") } : decodeUtf8(bytes);
}
function readSourceSync(path2, onStamp) {
  return decode(readBytesSync(path2, onStamp));
}
async function readText(path2) {
  return (await readSource(path2)).text;
}
async function readSource(path2) {
  return decode(await readBytes(path2));
}
function readTextSync(path2) {
  return readSourceSync(path2).text;
}
function readIfReadable(path2) {
  try {
    return readTextSync(path2);
  } catch {
    return void 0;
  }
}
var import_node_buffer, import_node_fs, InputError, READ_FLAGS;
var init_errors = __esm({
  "src/node/errors.ts"() {
    "use strict";
    import_node_buffer = require("node:buffer");
    import_node_fs = require("node:fs");
    init_encoding();
    InputError = class extends Error {
      name = "InputError";
    };
    READ_FLAGS = import_node_fs.constants.O_RDONLY | (import_node_fs.constants.O_NONBLOCK ?? 0);
  }
});

// src/syntax/positions.ts
var LineMap;
var init_positions = __esm({
  "src/syntax/positions.ts"() {
    "use strict";
    LineMap = class {
      constructor(text) {
        this.text = text;
        const starts = [0];
        this.lineStarts = starts;
        if (!text.includes("\r")) {
          for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
          return;
        }
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i);
          if (c === 10) starts.push(i + 1);
          else if (c === 13) {
            if (text.charCodeAt(i + 1) === 10) i++;
            starts.push(i + 1);
          }
        }
      }
      text;
      lineStarts;
      position(offset) {
        const clamped = Math.max(0, Math.min(offset, this.text.length));
        let lo = 0;
        let hi = this.lineStarts.length - 1;
        while (lo < hi) {
          const mid = lo + hi + 1 >> 1;
          if (this.lineStarts[mid] <= clamped) lo = mid;
          else hi = mid - 1;
        }
        return { offset: clamped, line: lo + 1, column: clamped - this.lineStarts[lo] + 1 };
      }
      span(startOffset, endOffset) {
        return { start: this.position(startOffset), end: this.position(endOffset) };
      }
      /** The text of one line (1-based), without its line break. */
      lineText(line2) {
        const start = this.lineStarts[line2 - 1];
        if (start === void 0) return "";
        const next = this.lineStarts[line2];
        let end = next === void 0 ? this.text.length : next;
        while (end > start && (this.text.charCodeAt(end - 1) === 10 || this.text.charCodeAt(end - 1) === 13)) end--;
        return this.text.slice(start, end);
      }
      get lineCount() {
        return this.lineStarts.length;
      }
    };
  }
});

// src/syntax/errors.ts
function ruleIdentity(rule) {
  return { rule: rule.meta.name, code: rule.meta.code };
}
var init_errors2 = __esm({
  "src/syntax/errors.ts"() {
    "use strict";
  }
});

// src/text/did-you-mean.ts
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
function typoBudget(word2) {
  return Math.max(2, Math.floor(word2.length / 3));
}
function closest(word2, candidates, budget = typoBudget(word2)) {
  const lower = word2.toLowerCase();
  let best;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - lower.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
var init_did_you_mean = __esm({
  "src/text/did-you-mean.ts"() {
    "use strict";
  }
});

// src/syntax/generated/lexer-hints-table.ts
var START_CHARS;
var init_lexer_hints_table = __esm({
  "src/syntax/generated/lexer-hints-table.ts"() {
    "use strict";
    START_CHARS = JSON.parse('{"After":[97],"And":[65,97],"Arrow":[61],"Bang":[33],"Before":[98],"Between":[98],"Caret":[94],"Chain":[67,99],"Colon":[58],"Comma":[44],"Comment":[35,47],"ContextRef":[64],"Count":[67,99],"DateWord":[100],"Dot":[46],"DoubleAmpersand":[38],"DoubleEquals":[61],"DoubleLiteral":[48,49,50,51,52,53,54,55,56,57],"DoublePipe":[124],"Equals":[61],"Exists":[101],"False":[102],"Forall":[102],"From":[102],"Greater":[62],"GreaterEq":[62],"Identifier":[65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,95,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122],"If":[105],"In":[105],"IntegerLiteral":[48,49,50,51,52,53,54,55,56,57],"LBrace":[123],"LBracket":[91],"LParen":[40],"Last":[108],"Less":[60],"LessEq":[60],"Let":[108],"Like":[108],"Minus":[45],"MisquotedString":[39,8160],"Next":[110],"Not":[78,110],"NotEquals":[33],"NotIn":[110],"Now":[110],"Occurs":[111],"On":[111],"Or":[79,111],"Over":[111],"Param":[36],"Percent":[37],"Plus":[43],"RBrace":[125],"RBracket":[93],"RParen":[41],"Select":[115],"Slash":[47],"Star":[42],"StringLiteral":[34],"Sum":[115],"TemplateTag":[123],"TenantPlaceholder":[95],"This":[116],"Today":[116],"Tomorrow":[116],"True":[116],"UnclosedString":[34],"Unit":[99,100,104,109,115,119,121],"What":[87,119],"When":[87,119],"Where":[87,119],"WhiteSpace":[9,10,11,12,13,32,160,65025],"Yesterday":[121]}');
  }
});

// src/syntax/token-type.ts
function lastTokenIndex() {
  return nextIndex - 1;
}
function createToken(config3) {
  const type = { name: config3.name };
  if (config3.pattern !== void 0) type.PATTERN = config3.pattern;
  if (Object.hasOwn(config3, "categories")) type.CATEGORIES = config3.categories;
  augment(type);
  const fields = [
    ["label", "LABEL"],
    ["group", "GROUP"],
    ["pop_mode", "POP_MODE"],
    ["push_mode", "PUSH_MODE"],
    ["longer_alt", "LONGER_ALT"],
    ["line_breaks", "LINE_BREAKS"],
    ["start_chars_hint", "START_CHARS_HINT"]
  ];
  const fieldsOf = type;
  for (const [from, to] of fields) if (Object.hasOwn(config3, from)) fieldsOf[to] = config3[from];
  return type;
}
function augment(type) {
  const family = [type];
  for (let i = 0; i < family.length; i++) {
    const categories = family[i].CATEGORIES;
    for (const category of Array.isArray(categories) ? categories : categories ? [categories] : [])
      if (category && !family.includes(category)) family.push(category);
  }
  type.tokenTypeIdx = nextIndex++;
  if (type.CATEGORIES !== void 0 && !Array.isArray(type.CATEGORIES)) type.CATEGORIES = [type.CATEGORIES];
  if (!Object.hasOwn(type, "CATEGORIES")) type.CATEGORIES = [];
  type.categoryMatches = [];
  type.categoryMatchesMap = {};
  const markMembers = (path2, node) => {
    for (const member of path2) node.categoryMatchesMap[member.tokenTypeIdx] = true;
    for (const category of node.CATEGORIES) {
      const next = [...path2, node];
      if (!next.includes(category)) markMembers(next, category);
    }
  };
  for (const member of family) markMembers([], member);
  for (const member of family) {
    member.categoryMatches = Object.keys(member.categoryMatchesMap).map(Number);
    member.isParent = member.categoryMatches.length > 0;
  }
}
var NOT_APPLICABLE, SKIPPED, nextIndex;
var init_token_type = __esm({
  "src/syntax/token-type.ts"() {
    "use strict";
    NOT_APPLICABLE = /NOT_APPLICABLE/;
    SKIPPED = "This marks a skipped Token pattern, this means each token identified by it will be consumed and then thrown into oblivion, this can be used to for example to completely ignore whitespace.";
    nextIndex = 2;
  }
});

// src/syntax/tokens.ts
function createToken2(config3) {
  const hint7 = config3.start_chars_hint ? void 0 : START_CHARS[config3.name];
  return createToken(hint7 ? { ...config3, start_chars_hint: hint7 } : config3);
}
function word(spec) {
  return createToken2({
    name: spec.name,
    pattern: spec.pattern,
    longer_alt: Identifier,
    categories: spec.soft ? [SoftName] : [AnyWord],
    label: spec.label
  });
}
function quotedString(closed) {
  return (text, offset) => {
    if (text.charCodeAt(offset) !== 34) return null;
    let i = offset + 1;
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === 34 || c === 10 || c === 13 || Number.isNaN(c)) break;
      if (c === 92) {
        const next = text.charCodeAt(i + 1);
        if (next === 10 || next === 13 || Number.isNaN(next)) {
          i += 1;
          break;
        }
        i += 2;
      } else i += 1;
    }
    if (!closed) return [text.slice(offset, i)];
    return text.charCodeAt(i) === 34 ? [text.slice(offset, i + 1)] : null;
  };
}
var Lexer, AnyWord, SoftName, Identifier, And, Or, Not, NotIn, In, Like, Occurs, True, False, If, Let, Select, Exists, Forall, Where, From, This, Now, Today, Yesterday, Tomorrow, Before, After, Between, On, Last, Next, Over, Sum, Chain, What, When, Count, DateWord, Unit, StringLiteral, UnclosedString, DoubleLiteral, IntegerLiteral, Param, ContextRef, MisquotedString, Comment, TemplateTag, TenantPlaceholder, Arrow, NotEquals, LessEq, GreaterEq, Equals, Less, Greater, Bang, Plus, Minus, Star, Slash, Percent, Caret, LParen, RParen, LBracket, RBracket, LBrace, RBrace, Comma, Dot, Colon, DoubleEquals, DoubleAmpersand, DoublePipe, WhiteSpace, allTokens;
var init_tokens = __esm({
  "src/syntax/tokens.ts"() {
    "use strict";
    init_lexer_hints_table();
    init_token_type();
    Lexer = { NA: NOT_APPLICABLE, SKIPPED };
    AnyWord = createToken2({ name: "AnyWord", pattern: Lexer.NA, label: "a name" });
    SoftName = createToken2({ name: "SoftName", pattern: Lexer.NA, categories: [AnyWord], label: "a name" });
    Identifier = createToken2({
      name: "Identifier",
      pattern: /[A-Za-z_][A-Za-z0-9_]*/,
      categories: [SoftName],
      label: "a name"
    });
    And = word({ name: "And", pattern: /and/i, label: "`and`" });
    Or = word({ name: "Or", pattern: /or/i, label: "`or`" });
    Not = word({ name: "Not", pattern: /not/i, label: "`not`" });
    NotIn = word({ name: "NotIn", pattern: /notIn/, label: "`notIn`" });
    In = word({ name: "In", pattern: /in/, label: "`in`" });
    Like = word({ name: "Like", pattern: /like/, label: "`like`" });
    Occurs = word({ name: "Occurs", pattern: /occurs/, label: "`occurs`" });
    True = word({ name: "True", pattern: /true/, label: "`true`" });
    False = word({ name: "False", pattern: /false/, label: "`false`" });
    If = word({ name: "If", pattern: /if/, label: "`if`" });
    Let = word({ name: "Let", pattern: /let/, label: "`let`" });
    Select = word({ name: "Select", pattern: /select/, label: "`select`" });
    Exists = word({ name: "Exists", pattern: /exists/, label: "`exists`" });
    Forall = word({ name: "Forall", pattern: /forall/, label: "`forall`" });
    Where = word({ name: "Where", pattern: /where/i, label: "`where`" });
    From = word({ name: "From", pattern: /from/, label: "`from`" });
    This = word({ name: "This", pattern: /this/, label: "`this`" });
    Now = word({ name: "Now", pattern: /now/, label: "`now`" });
    Today = word({ name: "Today", pattern: /today/, label: "`today`" });
    Yesterday = word({ name: "Yesterday", pattern: /yesterday/, label: "`yesterday`" });
    Tomorrow = word({ name: "Tomorrow", pattern: /tomorrow/, label: "`tomorrow`" });
    Before = word({ name: "Before", pattern: /before/, label: "`before`", soft: true });
    After = word({ name: "After", pattern: /after/, label: "`after`", soft: true });
    Between = word({ name: "Between", pattern: /between/, label: "`between`", soft: true });
    On = word({ name: "On", pattern: /on/, label: "`on`", soft: true });
    Last = word({ name: "Last", pattern: /last/, label: "`last`", soft: true });
    Next = word({ name: "Next", pattern: /next/, label: "`next`", soft: true });
    Over = word({ name: "Over", pattern: /over/, label: "`over`", soft: true });
    Sum = word({ name: "Sum", pattern: /sum/, label: "`sum`", soft: true });
    Chain = word({ name: "Chain", pattern: /chain/i, label: "`CHAIN`", soft: true });
    What = word({ name: "What", pattern: /what/i, label: "`WHAT`", soft: true });
    When = word({ name: "When", pattern: /when/i, label: "`WHEN`", soft: true });
    Count = word({ name: "Count", pattern: /count/i, label: "`COUNT`", soft: true });
    DateWord = word({ name: "DateWord", pattern: /date/, label: "`date`", soft: true });
    Unit = word({
      name: "Unit",
      pattern: /milliseconds|millisecond|seconds|second|minutes|minute|hours|hour|days|day|weeks|week|months|month|years|year|decades|decade|centuries|century|millennia|millennium/,
      label: "a time unit (`hours`, `days`, ...)",
      soft: true
    });
    StringLiteral = createToken2({
      name: "StringLiteral",
      pattern: { exec: quotedString(true) },
      line_breaks: false,
      start_chars_hint: ['"'],
      label: "a string"
    });
    UnclosedString = createToken2({
      name: "UnclosedString",
      pattern: { exec: quotedString(false) },
      line_breaks: false,
      start_chars_hint: ['"'],
      label: "a string"
    });
    DoubleLiteral = createToken2({ name: "DoubleLiteral", pattern: /\d+\.\d+/, label: "a number" });
    IntegerLiteral = createToken2({ name: "IntegerLiteral", pattern: /\d+/, label: "a number" });
    Param = createToken2({ name: "Param", pattern: /\$\d+/, label: "a parameter (`$1`)" });
    ContextRef = createToken2({ name: "ContextRef", pattern: /@\{[^}\r\n]*\}/, label: "a context reference (`@{...}`)" });
    MisquotedString = createToken2({
      name: "MisquotedString",
      pattern: /'[^'\r\n]*'|\u201c[^\u201d\r\n]*\u201d/,
      categories: [StringLiteral],
      label: "a string"
    });
    Comment = createToken2({ name: "Comment", pattern: /#[^\r\n]*|\/\/[^\r\n]*/, group: "comments" });
    TemplateTag = createToken2({ name: "TemplateTag", pattern: /\{%[^\r\n]*?%\}|\{\{[^\r\n]*?\}\}/, group: "templates" });
    TenantPlaceholder = createToken2({
      name: "TenantPlaceholder",
      pattern: /_\{[A-Za-z_]*\}/,
      categories: [SoftName],
      label: "a name"
    });
    Arrow = createToken2({ name: "Arrow", pattern: /=>/, label: "`=>`" });
    NotEquals = createToken2({ name: "NotEquals", pattern: /!=/, label: "`!=`" });
    LessEq = createToken2({ name: "LessEq", pattern: /<=/, label: "`<=`" });
    GreaterEq = createToken2({ name: "GreaterEq", pattern: />=/, label: "`>=`" });
    Equals = createToken2({ name: "Equals", pattern: /=/, label: "`=`" });
    Less = createToken2({ name: "Less", pattern: /</, label: "`<`" });
    Greater = createToken2({ name: "Greater", pattern: />/, label: "`>`" });
    Bang = createToken2({ name: "Bang", pattern: /!/, label: "`!`" });
    Plus = createToken2({ name: "Plus", pattern: /\+/, label: "`+`" });
    Minus = createToken2({ name: "Minus", pattern: /-/, label: "`-`" });
    Star = createToken2({ name: "Star", pattern: /\*/, label: "`*`" });
    Slash = createToken2({ name: "Slash", pattern: /\//, label: "`/`" });
    Percent = createToken2({ name: "Percent", pattern: /%/, label: "`%`" });
    Caret = createToken2({ name: "Caret", pattern: /\^/, label: "`^`" });
    LParen = createToken2({ name: "LParen", pattern: /\(/, label: "`(`" });
    RParen = createToken2({ name: "RParen", pattern: /\)/, label: "`)`" });
    LBracket = createToken2({ name: "LBracket", pattern: /\[/, label: "`[`" });
    RBracket = createToken2({ name: "RBracket", pattern: /]/, label: "`]`" });
    LBrace = createToken2({ name: "LBrace", pattern: /\{/, label: "`{`" });
    RBrace = createToken2({ name: "RBrace", pattern: /}/, label: "`}`" });
    Comma = createToken2({ name: "Comma", pattern: /,/, label: "`,`" });
    Dot = createToken2({ name: "Dot", pattern: /\./, label: "`.`" });
    Colon = createToken2({ name: "Colon", pattern: /:/, label: "`:`" });
    DoubleEquals = createToken2({ name: "DoubleEquals", pattern: /==/, categories: [Equals], label: "`=`" });
    DoubleAmpersand = createToken2({ name: "DoubleAmpersand", pattern: /&&/, categories: [And], label: "`and`" });
    DoublePipe = createToken2({ name: "DoublePipe", pattern: /\|\|/, categories: [Or], label: "`or`" });
    WhiteSpace = createToken2({
      name: "WhiteSpace",
      pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/,
      group: Lexer.SKIPPED,
      line_breaks: true
    });
    allTokens = [
      WhiteSpace,
      Comment,
      TemplateTag,
      StringLiteral,
      UnclosedString,
      MisquotedString,
      DoubleLiteral,
      IntegerLiteral,
      Param,
      ContextRef,
      TenantPlaceholder,
      Arrow,
      DoubleEquals,
      DoubleAmpersand,
      DoublePipe,
      NotEquals,
      LessEq,
      GreaterEq,
      Equals,
      Less,
      Greater,
      Bang,
      Plus,
      Minus,
      Star,
      Slash,
      Percent,
      Caret,
      LParen,
      RParen,
      LBracket,
      RBracket,
      LBrace,
      RBrace,
      Comma,
      Dot,
      Colon,
      // keywords (before Identifier; longer words that share a prefix first)
      NotIn,
      Not,
      And,
      Or,
      Like,
      Occurs,
      True,
      False,
      If,
      Let,
      Select,
      Exists,
      Forall,
      Where,
      From,
      This,
      Now,
      Today,
      Yesterday,
      Tomorrow,
      Before,
      After,
      Between,
      On,
      Last,
      Next,
      Over,
      Sum,
      Chain,
      What,
      When,
      Count,
      DateWord,
      Unit,
      In,
      Identifier,
      AnyWord,
      SoftName
    ];
  }
});

// src/syntax/functions.ts
function nearest(name, candidates) {
  const lower = name.toLowerCase();
  return candidates.find((c) => c.toLowerCase() === lower) ?? (name.length < 3 ? void 0 : closest(name, candidates));
}
function unknownFunction(name) {
  if (functions.has(name)) return void 0;
  const near = nearest(name, [...functionNames, ...keywordCalls]);
  const method = methodNames.find((m) => m.toLowerCase() === name.toLowerCase());
  const hints3 = method ? [`\`${method}\` is a method: call it on a value, e.g. \`orders.${method}(...)\``] : near ? [] : [`the functions are ${functionNames.map((f) => `\`${f}\``).join(", ")}, and \`CHAIN(...)\`, \`if(...)\``];
  return {
    message: `unknown function \`${name}\`${near && !method ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL function",
    hints: hints3,
    closest: method ? void 0 : near
  };
}
function unknownMethod(name) {
  if (methods.has(name)) return void 0;
  const near = nearest(name, methodNames);
  const fn = functionNames.find((f) => f.toLowerCase() === name.toLowerCase());
  const hints3 = fn ? [`\`${fn}\` is a function, not a method: write \`${fn}(...)\``] : [];
  return {
    message: `unknown method \`${name}\`${near && !fn ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL method",
    hints: hints3,
    closest: fn ? void 0 : near
  };
}
function unknownCallTokens(tokens) {
  const found = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i];
    if (tokens[i + 1].tokenType !== LParen) continue;
    const afterDot = i > 0 && tokens[i - 1].tokenType === Dot;
    const named = (token.tokenType.CATEGORIES ?? []).includes(SoftName) && !callWords.has(token.tokenType);
    const problem = afterDot ? unknownMethod(token.image) : named ? unknownFunction(token.image) : void 0;
    if (problem?.closest) found.push({ token, problem });
  }
  return found;
}
var functionNames, methodNames, keywordCalls, functions, methods, callWords;
var init_functions = __esm({
  "src/syntax/functions.ts"() {
    "use strict";
    init_did_you_mean();
    init_tokens();
    functionNames = ["inSegment", "date", "currentMonth", "currentYear", "currentDayOfMonth", "mapEntry"];
    methodNames = [
      // strings
      "equals",
      "notEqualTo",
      "startsWith",
      "doesNotStartWith",
      "endsWith",
      "doesNotEndWith",
      "contains",
      "doesNotContain",
      "matches",
      "regexGroup",
      // arrays, lists and sets
      "exists",
      "includes",
      "intersects",
      "intersection",
      "subsetOf",
      "supersetOf",
      "distinct",
      "filter",
      "map",
      "groupBy",
      "topN",
      "bottomN",
      "head",
      // aggregation
      "count",
      "sum",
      "average",
      "min",
      "max",
      // maps
      "get",
      "keys",
      "values",
      // objects
      "isNull",
      "isNotNull",
      // dates
      "getMonth",
      "getYear",
      "getDayOfMonth"
    ];
    keywordCalls = ["CHAIN", "if"];
    functions = new Set(functionNames);
    methods = new Set(methodNames);
    callWords = /* @__PURE__ */ new Set([Chain, What, When, Count, Sum]);
  }
});

// src/syntax/rules/syntax-unclosed-string.ts
var syntaxUnclosedString;
var init_syntax_unclosed_string = __esm({
  "src/syntax/rules/syntax-unclosed-string.ts"() {
    "use strict";
    syntaxUnclosedString = {
      meta: {
        code: "PQL003",
        name: "syntax/unclosed-string",
        category: "syntax",
        defaultSeverity: "error",
        summary: "A string is missing its closing quote",
        why: "A missing quote makes the rest of the expression part of the string; AEP's own docs contain this typo.",
        invalid: [
          { code: 'inSegment("7deb246a-49b4-4687-95f9-6316df049948) and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' },
          { code: 'homeAddress.city = "Paris' }
        ],
        valid: [{ code: 'inSegment("7deb246a-49b4-4687-95f9-6316df049948") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }]
      },
      source: "parser"
    };
  }
});

// src/text/shorten.ts
function shorten(text, limit = SHORTEN_LIMIT) {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}
var SHORTEN_LIMIT;
var init_shorten = __esm({
  "src/text/shorten.ts"() {
    "use strict";
    SHORTEN_LIMIT = 40;
  }
});

// src/syntax/missing-quote.ts
function explainMissingQuote(tokens, errors, text, lines) {
  for (const token of tokens) {
    if (token.tokenType !== StringLiteral && token.tokenType !== UnclosedString) continue;
    const match = codeInsideString.exec(token.image);
    if (!match) continue;
    const bodyStart = token.startOffset + 1;
    const missingAt = token.startOffset + match.index;
    const intended = text.slice(bodyStart, missingAt);
    const kept = errors.filter((e) => e.span.start.offset < token.startOffset);
    errors.length = 0;
    errors.push(...kept, {
      ...ruleIdentity(syntaxUnclosedString),
      message: `missing closing quote: the string \`"${shorten(intended)}\` runs on into \`${match[0].trim()}\``,
      span: lines.span(missingAt, missingAt + 1),
      label: 'add `"` here',
      hints: [`close the string before \`${match[0].trim()[0]}\`: \`"${intended.slice(0, 40)}"\``]
    });
    break;
  }
}
var codeInsideString;
var init_missing_quote = __esm({
  "src/syntax/missing-quote.ts"() {
    "use strict";
    init_errors2();
    init_tokens();
    init_syntax_unclosed_string();
    init_shorten();
    codeInsideString = /\)\s*(?:and|or|AND|OR)\s|(?:inSegment|chain|CHAIN|WHAT|WHEN)\(|\s(?:and|or)\s+[A-Za-z_$]/;
  }
});

// src/syntax/strings.ts
function decodeString(raw) {
  const body = raw.slice(1, -1);
  if (!body.includes("\\")) return { ok: true, value: body };
  let value = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== "\\") {
      value += c;
      continue;
    }
    const e = body[i + 1];
    if (e !== void 0 && e in simpleEscapes) {
      value += simpleEscapes[e];
      i++;
    } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      value += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (e === "u") {
      return { ok: false, message: "`\\u` needs four hexadecimal digits, as in `\\u00e9`", index: i + 1, length: 2 };
    } else {
      const shown2 = e === void 0 ? "\\" : `\\${e}`;
      return {
        ok: false,
        message: `unknown escape \`${shown2}\` in a string; write \`\\\\\` for a backslash (a regex \`\\w\` is written \`\\\\w\`)`,
        index: i + 1,
        length: e === void 0 ? 1 : 2
      };
    }
  }
  return { ok: true, value };
}
function encodeString(value) {
  let out = '"';
  for (const ch of value) {
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case "\\":
        out += "\\\\";
        break;
      case "\n":
        out += "\\n";
        break;
      case "	":
        out += "\\t";
        break;
      case "\r":
        out += "\\r";
        break;
      case "\b":
        out += "\\b";
        break;
      case "\f":
        out += "\\f";
        break;
      default: {
        const code = ch.charCodeAt(0);
        out += code < 32 || code === 127 ? `\\u${code.toString(16).padStart(4, "0")}` : ch;
      }
    }
  }
  return `${out}"`;
}
var simpleEscapes;
var init_strings = __esm({
  "src/syntax/strings.ts"() {
    "use strict";
    simpleEscapes = {
      '"': '"',
      "\\": "\\",
      "/": "/",
      n: "\n",
      t: "	",
      r: "\r",
      b: "\b",
      f: "\f"
    };
  }
});

// src/syntax/ast-factory.ts
function isIntegerLiteral(e) {
  return e.kind === "Number" && /^\d+$/.test(e.raw);
}
var unitBySpelling, AstFactory;
var init_ast_factory = __esm({
  "src/syntax/ast-factory.ts"() {
    "use strict";
    init_strings();
    init_tokens();
    unitBySpelling = {
      millisecond: "millisecond",
      milliseconds: "millisecond",
      second: "second",
      seconds: "second",
      minute: "minute",
      minutes: "minute",
      hour: "hour",
      hours: "hour",
      day: "day",
      days: "day",
      week: "week",
      weeks: "week",
      month: "month",
      months: "month",
      year: "year",
      years: "year",
      decade: "decade",
      decades: "decade",
      century: "century",
      centuries: "century",
      millennium: "millennium",
      millennia: "millennium"
    };
    AstFactory = class {
      lines;
      /** Mistakes found while building (see StructureProblem); a new list per parse. */
      problems = [];
      /** The extent of each parenthesized expression, outermost pair. */
      parenthesized = /* @__PURE__ */ new Map();
      /** Starts a parse of the text `lines` maps (the caller's map, not rebuilt here). */
      reset(lines) {
        this.lines = lines;
        this.problems = [];
        this.parenthesized.clear();
      }
      /** From the start of `from` to the end of `to`. */
      span(from, to = from) {
        return this.lines.span(from.startOffset, to.startOffset + to.image.length);
      }
      join(start, end) {
        return { start: start.start, end: end.end };
      }
      /** Where an operand is written, its parentheses included. */
      outer(e) {
        return this.parenthesized.size === 0 ? e.span : this.parenthesized.get(e) ?? e.span;
      }
      name(token) {
        return { kind: "Name", name: token.image, span: this.span(token) };
      }
      parenthesize(inner, open, close) {
        this.parenthesized.set(inner, this.span(open, close));
        return inner;
      }
      lambda(params, body, span) {
        return { kind: "Lambda", params: params.map((p) => this.name(p)), body, span };
      }
      let(variable, value, body, span) {
        return { kind: "Let", variable: this.name(variable), value, body, span };
      }
      /** `select` with its first binding (kept in the node's own fields) and the later ones. */
      select(first2, later, span) {
        return { kind: "Select", variable: first2.variable, source: first2.source, condition: first2.condition, laterBindings: later, span };
      }
      binding(variable, source, condition2, span) {
        return { kind: "Binding", variable: this.name(variable), source, condition: condition2, span };
      }
      quantifier(word2, bindings2, span) {
        return { kind: "Quantifier", quantifier: word2.tokenType === Exists ? "exists" : "forall", bindings: bindings2, span };
      }
      sumOver(value, first2, later, span) {
        return {
          kind: "SumOver",
          value,
          variable: first2.variable,
          source: first2.source,
          condition: first2.condition,
          laterBindings: later,
          span
        };
      }
      /**
       * Operands joined by `and`/`or` (`words[i]` between operands i and i + 1): `and` binds tighter,
       * and a run of one operator (`a and b and c`) is one n-ary node.
       */
      logical(operands, words) {
        const alternatives = [];
        const orWords = [];
        let run = [operands[0]];
        let andWords = [];
        for (let i = 0; i < words.length; i++) {
          const word2 = words[i];
          if (word2.tokenType === And) {
            run.push(operands[i + 1]);
            andWords.push(word2);
            continue;
          }
          alternatives.push(this.run("and", run, andWords));
          orWords.push(word2);
          run = [operands[i + 1]];
          andWords = [];
        }
        alternatives.push(this.run("and", run, andWords));
        return this.run("or", alternatives, orWords);
      }
      run(operator, operands, words) {
        if (operands.length === 1) return operands[0];
        return {
          kind: "Logical",
          operator,
          operands,
          operatorSpans: words.map((w) => this.span(w)),
          span: this.join(this.outer(operands[0]), this.outer(operands[operands.length - 1]))
        };
      }
      /**
       * Operands joined by `+ - * / %` (`operators[i]` between operands i and i + 1): `* / %` bind
       * tighter than `+ -`, and each level groups left to right.
       */
      arithmetic(operands, operators) {
        let sum;
        let pending;
        let term = operands[0];
        for (let i = 0; i < operators.length; i++) {
          const op = operators[i];
          const right = operands[i + 1];
          if (op.tokenType === Star || op.tokenType === Slash || op.tokenType === Percent) {
            term = this.binary(op, term, right);
            continue;
          }
          sum = sum === void 0 ? term : this.binary(pending, sum, term);
          pending = op;
          term = right;
        }
        return sum === void 0 ? term : this.binary(pending, sum, term);
      }
      /** `operand` under prefix operators (`not`, `!`, `-`), the last one innermost. */
      prefixed(ops, operand) {
        let result = operand;
        for (let i = ops.length - 1; i >= 0; i--) result = this.prefix(ops[i], result);
        return result;
      }
      prefix(op, operand) {
        const operatorSpan = this.span(op);
        return {
          kind: "Unary",
          operator: op.tokenType === Bang ? "!" : op.tokenType === Minus ? "-" : "not",
          operand,
          operatorSpan,
          span: this.join(operatorSpan, this.outer(operand))
        };
      }
      /** Comparisons, `in`, `notIn`, `like` and arithmetic: the operator as written. */
      binary(op, left, right) {
        return {
          kind: "Binary",
          operator: op.image,
          left,
          right,
          operatorSpan: this.span(op),
          span: this.join(this.outer(left), this.outer(right))
        };
      }
      occurs(subject, constraint) {
        return { kind: "Occurs", subject, constraint, span: this.join(this.outer(subject), constraint.span) };
      }
      /** `result` with one more suffix applied. */
      suffix(result, suffix) {
        if ("condition" in suffix) {
          return { kind: "Filter", object: result, condition: suffix.condition, span: this.join(this.outer(result), this.span(suffix.close)) };
        }
        const name = this.name(suffix.name);
        if (suffix.args) {
          return {
            kind: "MethodCall",
            object: result,
            method: name,
            args: suffix.args.args,
            span: this.join(this.outer(result), this.span(suffix.args.close))
          };
        }
        if (result.kind === "Path") {
          result.segments.push(name);
          result.span = this.join(this.outer(result), name.span);
          this.parenthesized.delete(result);
          return result;
        }
        return { kind: "MemberAccess", object: result, property: name, span: this.join(this.outer(result), name.span) };
      }
      literal(token) {
        const span = this.span(token);
        switch (token.tokenType) {
          case StringLiteral: {
            const decoded = decodeString(token.image);
            return { kind: "String", value: decoded.ok ? decoded.value : token.image.slice(1, -1), span };
          }
          case True:
            return { kind: "Boolean", value: true, span };
          case False:
            return { kind: "Boolean", value: false, span };
          default:
            return { kind: "Number", value: Number(token.image), raw: token.image, span };
        }
      }
      timeWord(token) {
        return { kind: "TimeWord", word: token.image, span: this.span(token) };
      }
      /** `$1`, `#{...}` and `this`: expressions of one token. */
      token(token) {
        if (token.tokenType === Param)
          return { kind: "Path", root: { type: "param", index: Number(token.image.slice(1)) }, segments: [], span: this.span(token) };
        if (token.tokenType === ContextRef) return { kind: "ContextReference", text: token.image.slice(2, -1), span: this.span(token) };
        return { kind: "This", span: this.span(token) };
      }
      upReference(firstCaret, levels, word2) {
        return { kind: "Path", root: { type: "up", levels }, segments: [this.name(word2)], span: this.span(firstCaret, word2) };
      }
      /** Names and global calls; `date(y, m, d)` and `inSegment("id")` get node kinds of their own. */
      nameOrCall(nameToken, call) {
        const name = this.name(nameToken);
        if (!call) return { kind: "Path", root: { type: "name" }, segments: [name], span: name.span };
        const { args } = call;
        const span = this.span(nameToken, call.close);
        if (name.name === "date" && args.length === 3 && args.every(isIntegerLiteral)) {
          const [year, month, day] = args.map((a) => a.value);
          return { kind: "Date", year, month, day, span };
        }
        if (name.name === "inSegment" && args.length === 1 && args[0].kind === "String") {
          return { kind: "SegmentReference", segmentId: args[0].value, idSpan: args[0].span, span };
        }
        return { kind: "FunctionCall", callee: name, args, span };
      }
      if(open, test, then, otherwise, close) {
        return { kind: "If", test, then, otherwise, span: this.span(open, close) };
      }
      array(open, elements, close) {
        return { kind: "Array", elements, span: this.span(open, close) };
      }
      objectEntry(key, value, span) {
        return { kind: "ObjectEntry", key: this.literal(key), value, span };
      }
      object(open, entries, close) {
        return { kind: "Object", entries, span: this.span(open, close) };
      }
      amountConstraint(comparator, amount, unit, direction, anchor3, span) {
        return {
          kind: "AmountConstraint",
          comparator: comparator.image,
          amount: Number(amount.image),
          unit: unitBySpelling[unit.image],
          direction: direction.image,
          anchor: anchor3,
          span
        };
      }
      directionConstraint(direction, anchor3, span) {
        return { kind: "DirectionConstraint", direction: direction.image, anchor: anchor3, span };
      }
      betweenConstraint(from, to, span) {
        return { kind: "BetweenConstraint", from, to, span };
      }
      pointConstraint(on, anchor3, span) {
        return { kind: "PointConstraint", on, anchor: anchor3, span };
      }
      relativePeriod(which, unit) {
        return {
          kind: "RelativePeriod",
          which: which.image,
          unit: unitBySpelling[unit.image],
          span: this.span(which, unit)
        };
      }
      chain(keyword, events2, timestampField, steps, close) {
        return { kind: "Chain", events: events2, timestampField: this.name(timestampField), steps, span: this.span(keyword, close) };
      }
      /** A CHAIN step; each clause may appear once and `WHAT` must (the grammar allows any order and count). */
      chainStep(labelToken, clauses, span) {
        const step = {
          kind: "ChainStep",
          label: this.name(labelToken),
          what: null,
          where: null,
          when: null,
          count: null,
          span
        };
        const seen = /* @__PURE__ */ new Set();
        for (const clause of clauses) {
          const word2 = clause.keyword.image.toUpperCase();
          if (seen.has(word2)) {
            this.problems.push({
              message: `\`${word2}\` appears twice in CHAIN step \`${step.label.name}\`; each clause may appear once`,
              span: this.span(clause.keyword)
            });
          }
          seen.add(word2);
          if ("constraint" in clause) step.when = clause.constraint;
          else if ("count" in clause) step.count = clause.count;
          else if (word2 === "WHAT") step.what = clause.expression;
          else step.where = clause.expression;
        }
        if (!seen.has("WHAT")) {
          this.problems.push({
            message: `CHAIN step \`${step.label.name}\` needs \`WHAT(...)\`: the event it matches`,
            span: step.label.span
          });
          step.what = { kind: "Boolean", value: true, span: step.label.span };
        }
        return step;
      }
    };
  }
});

// src/syntax/sum-value.ts
var sumValueStart, sumValueTokens;
var init_sum_value = __esm({
  "src/syntax/sum-value.ts"() {
    "use strict";
    init_tokens();
    sumValueStart = /* @__PURE__ */ new Set([
      Param,
      Caret,
      This,
      ContextRef,
      StringLiteral,
      MisquotedString,
      DoubleLiteral,
      IntegerLiteral,
      True,
      False,
      Now,
      Today,
      Yesterday,
      Tomorrow,
      If,
      LBrace
    ]);
    sumValueTokens = /* @__PURE__ */ new Set([
      ...sumValueStart,
      Plus,
      Minus,
      Star,
      Slash,
      Percent,
      Unit
    ]);
  }
});

// src/syntax/descent-parser.ts
function kinds(...types) {
  return new Set(types);
}
function parseValid(tokens, factory2) {
  try {
    const parser2 = new DescentParser(tokens, factory2);
    const tree = parser2.expression();
    return parser2.atEnd() ? tree : void 0;
  } catch (e) {
    if (e === DECLINE || e instanceof RangeError) return void 0;
    throw e;
  }
}
var MAX_EXPRESSION_DEPTH, DECLINE, softNames, anyWords, primaryStart, expressionStart, comparators, arithmeticOperators, afterParenthesizedName, EOF_TYPE, DescentParser;
var init_descent_parser = __esm({
  "src/syntax/descent-parser.ts"() {
    "use strict";
    init_tokens();
    init_sum_value();
    MAX_EXPRESSION_DEPTH = 96;
    DECLINE = /* @__PURE__ */ Symbol("decline");
    softNames = kinds(...allTokens.filter((type) => type === Identifier || (type.CATEGORIES ?? []).includes(SoftName)));
    anyWords = kinds(...softNames, ...allTokens.filter((type) => (type.CATEGORIES ?? []).includes(AnyWord)));
    primaryStart = kinds(
      StringLiteral,
      DoubleLiteral,
      IntegerLiteral,
      True,
      False,
      Now,
      Today,
      Yesterday,
      Tomorrow,
      Param,
      Caret,
      ContextRef,
      This,
      LParen,
      If,
      LBracket,
      LBrace
    );
    expressionStart = kinds(...primaryStart, Minus, Not, Bang, Let, Select, Exists, Forall);
    comparators = kinds(Equals, NotEquals, LessEq, Less, GreaterEq, Greater);
    arithmeticOperators = kinds(Plus, Minus, Star, Slash, Percent);
    afterParenthesizedName = kinds(
      Dot,
      Plus,
      Minus,
      Star,
      Slash,
      Percent,
      ...comparators,
      In,
      NotIn,
      Like,
      Occurs,
      Or,
      And,
      RParen,
      LParen,
      LBracket
    );
    EOF_TYPE = void 0;
    DescentParser = class {
      constructor(tokens, ast) {
        this.tokens = tokens;
        this.ast = ast;
      }
      tokens;
      ast;
      pos = 0;
      depth = 0;
      atEnd() {
        return this.pos === this.tokens.length;
      }
      /** The type of the token `ahead` tokens on (1 = the next), undefined past the end. */
      la(ahead) {
        return this.tokens[this.pos + ahead - 1]?.tokenType;
      }
      isSoft(type) {
        return type !== EOF_TYPE && softNames.has(type);
      }
      next() {
        const token = this.tokens[this.pos];
        if (token === void 0) throw DECLINE;
        this.pos++;
        return token;
      }
      expect(type) {
        const token = this.tokens[this.pos];
        if (token === void 0 || token.tokenType !== type) throw DECLINE;
        this.pos++;
        return token;
      }
      /** One or more `item`s separated by commas. */
      separated(item) {
        const items = [item()];
        while (this.la(1) === Comma) {
          this.pos++;
          items.push(item());
        }
        return items;
      }
      /** Zero or more `item`s separated by commas, before `close` (which is left for the caller). */
      separatedUntil(close, item) {
        return this.la(1) === close ? [] : this.separated(item);
      }
      expectIn(types) {
        const token = this.tokens[this.pos];
        if (token === void 0 || !types.has(token.tokenType)) throw DECLINE;
        this.pos++;
        return token;
      }
      /** From `first` to the last token read: as `extentFrom` in parser.ts. */
      extentFrom(first2) {
        return this.ast.span(first2, this.tokens[this.pos - 1]);
      }
      expression() {
        if (++this.depth > MAX_EXPRESSION_DEPTH) throw DECLINE;
        const result = this.expressionAlternatives();
        this.depth--;
        return result;
      }
      expressionAlternatives() {
        const first2 = this.la(1);
        if (first2 === LParen) {
          if (this.isLambdaStart()) return this.lambda();
          if (!this.parenthesizedLogicalStart()) throw DECLINE;
          return this.logicalExpression();
        }
        if (first2 === Let) return this.letExpression();
        if (first2 === Select) return this.selectExpression();
        if (first2 === Exists || first2 === Forall) return this.quantifierExpression();
        if (first2 === Sum && this.isSumOverStart()) return this.sumExpression();
        if (first2 === EOF_TYPE || !(expressionStart.has(first2) || softNames.has(first2))) throw DECLINE;
        return this.logicalExpression();
      }
      /** As `isLambdaStart` in parser.ts. */
      isLambdaStart() {
        let i = 2;
        for (; ; ) {
          if (!this.isSoft(this.la(i))) return false;
          i += 1;
          const next = this.la(i);
          if (next === Comma) {
            i += 1;
            continue;
          }
          return next === RParen && this.la(i + 1) === Arrow;
        }
      }
      /** The stored lookahead's paths for `(` starting a logical expression (three tokens at most). */
      parenthesizedLogicalStart() {
        const second = this.la(2);
        if (second === EOF_TYPE) return false;
        if (!softNames.has(second)) return expressionStart.has(second);
        const third = this.la(3);
        if (third === EOF_TYPE) return false;
        if (afterParenthesizedName.has(third)) return true;
        if (second === Sum) return third === Minus || primaryStart.has(third) || softNames.has(third);
        return false;
      }
      /** As `isSumOverStart` in parser.ts, and the stored lookahead's paths for `sum` (`sum (` needs an expression after it). */
      isSumOverStart() {
        const next = this.la(2);
        if (next === EOF_TYPE) return false;
        if (next !== LParen && !sumValueStart.has(next) && !softNames.has(next)) return false;
        if (next === LParen) {
          const third = this.la(3);
          if (third === EOF_TYPE || !(expressionStart.has(third) || softNames.has(third))) return false;
        }
        let depth = 0;
        for (let i = 2; ; i++) {
          const type = this.la(i);
          if (type === EOF_TYPE) return false;
          if (type === LParen || type === LBracket || type === LBrace) depth++;
          else if (type === RParen || type === RBracket || type === RBrace) {
            if (depth === 0) return false;
            depth--;
          } else if (type === Dot) i++;
          else if (depth === 0) {
            if (type === Over) return true;
            if (!sumValueTokens.has(type) && !softNames.has(type)) return false;
          }
        }
      }
      lambda() {
        const open = this.expect(LParen);
        const params = this.separated(() => this.expectIn(softNames));
        this.expect(RParen);
        this.expect(Arrow);
        const body = this.expression();
        return this.ast.lambda(params, body, this.extentFrom(open));
      }
      letExpression() {
        const keyword = this.expect(Let);
        const variable = this.expectIn(softNames);
        this.expect(Equals);
        const value = this.arithmetic();
        this.expect(In);
        const body = this.expression();
        return this.ast.let(variable, value, body, this.extentFrom(keyword));
      }
      selectExpression() {
        const keyword = this.expect(Select);
        const first2 = this.selectBinding();
        const later = this.laterBindings();
        return this.ast.select(first2, later, this.extentFrom(keyword));
      }
      selectBinding() {
        const variable = this.expectIn(softNames);
        this.expect(From);
        const source = this.arithmetic();
        let condition2 = null;
        if (this.la(1) === Where) {
          this.pos++;
          condition2 = this.expression();
        }
        return this.ast.binding(variable, source, condition2, this.extentFrom(variable));
      }
      /** `, <name> from ...`: the gate of `laterBindings` in parser.ts. */
      laterBindings() {
        const later = [];
        while (this.la(1) === Comma && this.isSoft(this.la(2)) && this.la(3) === From) {
          this.pos++;
          later.push(this.selectBinding());
        }
        return later;
      }
      quantifierExpression() {
        const word2 = this.next();
        const bindings2 = this.separated(() => this.binding());
        return this.ast.quantifier(word2, bindings2, this.extentFrom(word2));
      }
      binding() {
        const variable = this.expectIn(softNames);
        this.expect(From);
        const source = this.arithmetic();
        let condition2 = null;
        const next = this.la(1);
        if (next === Where || next === Colon) {
          this.pos++;
          condition2 = this.expression();
        }
        return this.ast.binding(variable, source, condition2, this.extentFrom(variable));
      }
      sumExpression() {
        const keyword = this.expect(Sum);
        const value = this.arithmetic();
        this.expect(Over);
        const first2 = this.selectBinding();
        const later = this.laterBindings();
        return this.ast.sumOver(value, first2, later, this.extentFrom(keyword));
      }
      logicalExpression() {
        const first2 = this.comparison();
        let next = this.la(1);
        if (next !== Or && next !== And) return first2;
        const operands = [first2];
        const words = [];
        while (next === Or || next === And) {
          words.push(this.next());
          operands.push(this.comparison());
          next = this.la(1);
        }
        return this.ast.logical(operands, words);
      }
      comparison() {
        let negations;
        for (let next2 = this.la(1); next2 === Not || next2 === Bang; next2 = this.la(1)) (negations ??= []).push(this.next());
        const left = this.arithmetic();
        const next = this.la(1);
        let compared = left;
        if (next !== EOF_TYPE) {
          if (comparators.has(next) || next === In || next === NotIn || next === Like) {
            const op = this.next();
            compared = this.ast.binary(op, left, this.arithmetic());
          } else if (next === Occurs) {
            this.pos++;
            compared = this.ast.occurs(left, this.timeConstraint());
          }
        }
        return negations ? this.ast.prefixed(negations, compared) : compared;
      }
      timeConstraint() {
        const firstToken = this.tokens[this.pos];
        if (firstToken === void 0) throw DECLINE;
        const first2 = firstToken.tokenType;
        if (comparators.has(first2)) {
          const comparator = this.next();
          const amount = this.expect(IntegerLiteral);
          const unit = this.expect(Unit);
          const direction = this.direction();
          const anchor4 = this.timeAnchor();
          return this.ast.amountConstraint(comparator, amount, unit, direction, anchor4, this.extentFrom(firstToken));
        }
        if (first2 === From || (first2 === Before || first2 === After) && this.anchorFollows()) {
          const direction = this.next();
          const anchor4 = this.timeAnchor();
          return this.ast.directionConstraint(direction, anchor4, this.extentFrom(firstToken));
        }
        if (first2 === Between && this.anchorFollows()) {
          this.pos++;
          const from = this.timeAnchor();
          this.expect(And);
          const to = this.timeAnchor();
          return this.ast.betweenConstraint(from, to, this.extentFrom(firstToken));
        }
        const second = this.la(2);
        const on = first2 === On && second !== EOF_TYPE && (second === LParen || sumValueStart.has(second) || softNames.has(second));
        if (on) this.pos++;
        else if (!primaryStart.has(first2) && !softNames.has(first2)) throw DECLINE;
        const anchor3 = this.timeAnchor();
        return this.ast.pointConstraint(on, anchor3, this.extentFrom(firstToken));
      }
      /**
       * After `before`, `after` or `between`: whether the stored lookahead reads a time anchor next
       * (`(` and `[` need an expression, or `]`, after them); otherwise the word is a name.
       */
      anchorFollows() {
        const second = this.la(2);
        if (second === EOF_TYPE) return false;
        if (second === LParen || second === LBracket) {
          const third = this.la(3);
          if (third === EOF_TYPE) return false;
          return expressionStart.has(third) || softNames.has(third) || second === LBracket && third === RBracket;
        }
        return primaryStart.has(second) || softNames.has(second);
      }
      direction() {
        const token = this.next();
        const type = token.tokenType;
        if (type !== Before && type !== After && type !== From) throw DECLINE;
        return token;
      }
      timeAnchor() {
        const first2 = this.la(1);
        if ((first2 === This || first2 === Last || first2 === Next) && this.la(2) === Unit) {
          const which = this.next();
          return this.ast.relativePeriod(which, this.next());
        }
        return this.postfixExpression();
      }
      arithmetic() {
        const first2 = this.signedOperand();
        let next = this.la(1);
        if (next === EOF_TYPE || !arithmeticOperators.has(next)) return first2;
        const operands = [first2];
        const operators = [];
        while (next !== EOF_TYPE && arithmeticOperators.has(next)) {
          operators.push(this.next());
          operands.push(this.signedOperand());
          next = this.la(1);
        }
        return this.ast.arithmetic(operands, operators);
      }
      /** `{ "-" } postfixExpression`. */
      signedOperand() {
        let signs;
        while (this.la(1) === Minus) (signs ??= []).push(this.next());
        const operand = this.postfixExpression();
        return signs ? this.ast.prefixed(signs, operand) : operand;
      }
      postfixExpression() {
        let result = this.primary();
        for (; ; ) {
          const next = this.la(1);
          let suffix;
          if (next === Dot) {
            this.pos++;
            const name = this.expectIn(anyWords);
            suffix = { name, args: this.la(1) === LParen ? this.arguments() : void 0 };
          } else if (next === LBracket) {
            this.pos++;
            const condition2 = this.expression();
            suffix = { condition: condition2, close: this.expect(RBracket) };
          } else return result;
          result = this.ast.suffix(result, suffix);
        }
      }
      arguments() {
        this.expect(LParen);
        const args = this.separatedUntil(RParen, () => this.expression());
        return { args, close: this.expect(RParen) };
      }
      primary() {
        const token = this.tokens[this.pos];
        if (token === void 0) throw DECLINE;
        switch (token.tokenType) {
          case StringLiteral:
          case DoubleLiteral:
          case IntegerLiteral:
          case True:
          case False:
            this.pos++;
            return this.ast.literal(token);
          case Now:
          case Today:
          case Yesterday:
          case Tomorrow:
            this.pos++;
            return this.ast.timeWord(token);
          case Param:
          case ContextRef:
          case This:
            this.pos++;
            return this.ast.token(token);
          case Caret:
            return this.upReference();
          case LParen: {
            this.pos++;
            const inner = this.expression();
            return this.ast.parenthesize(inner, token, this.expect(RParen));
          }
          case If:
            return this.ifExpression();
          case LBracket:
            return this.arrayLiteral();
          case LBrace:
            return this.objectLiteral();
          case Chain: {
            const third = this.la(3);
            if (this.la(2) === LParen && third !== EOF_TYPE && (primaryStart.has(third) || third === Minus || softNames.has(third)))
              return this.chainExpression();
            break;
          }
        }
        if (!softNames.has(token.tokenType)) throw DECLINE;
        this.pos++;
        return this.ast.nameOrCall(token, this.la(1) === LParen ? this.arguments() : void 0);
      }
      upReference() {
        const first2 = this.expect(Caret);
        let levels = 1;
        while (this.la(1) === Caret) {
          this.pos++;
          levels++;
        }
        if (this.la(1) === Dot) this.pos++;
        return this.ast.upReference(first2, levels, this.expectIn(anyWords));
      }
      ifExpression() {
        const keyword = this.expect(If);
        this.expect(LParen);
        const test = this.expression();
        this.expect(Comma);
        const then = this.expression();
        this.expect(Comma);
        const otherwise = this.expression();
        return this.ast.if(keyword, test, then, otherwise, this.expect(RParen));
      }
      arrayLiteral() {
        const open = this.expect(LBracket);
        const elements = this.separatedUntil(RBracket, () => this.expression());
        return this.ast.array(open, elements, this.expect(RBracket));
      }
      objectLiteral() {
        const open = this.expect(LBrace);
        const entries = this.separatedUntil(RBrace, () => this.objectEntry());
        return this.ast.object(open, entries, this.expect(RBrace));
      }
      objectEntry() {
        const key = this.expect(StringLiteral);
        this.expect(Colon);
        const value = this.expression();
        return this.ast.objectEntry(key, value, this.extentFrom(key));
      }
      chainExpression() {
        const keyword = this.expect(Chain);
        this.expect(LParen);
        const events2 = this.arithmetic();
        this.expect(Comma);
        const timestampField = this.expectIn(anyWords);
        this.expect(Comma);
        this.expect(LBracket);
        const steps = this.separated(() => this.chainStep());
        this.expect(RBracket);
        return this.ast.chain(keyword, events2, timestampField, steps, this.expect(RParen));
      }
      chainStep() {
        const label2 = this.expectIn(softNames);
        this.expect(Colon);
        const clauses = [this.stepClause()];
        for (let next = this.la(1); next === What || next === Where || next === When || next === Count; next = this.la(1))
          clauses.push(this.stepClause());
        return this.ast.chainStep(label2, clauses, this.extentFrom(label2));
      }
      stepClause() {
        const keyword = this.next();
        const type = keyword.tokenType;
        if (type !== What && type !== Where && type !== When && type !== Count) throw DECLINE;
        this.expect(LParen);
        let clause;
        if (type === When) clause = { keyword, constraint: this.timeConstraint() };
        else if (type === Count) clause = { keyword, count: Number(this.expect(IntegerLiteral).image) };
        else clause = { keyword, expression: this.expression() };
        this.expect(RParen);
        return clause;
      }
    };
  }
});

// src/syntax/chevrotain/lookahead.ts
function matches(parser2, paths) {
  for (const path2 of paths) {
    let all = true;
    for (let i = 0; i < path2.length && all; i++) all = (0, import_chevrotain.tokenMatcher)(parser2.LA(i + 1), path2[i]);
    if (all) return true;
  }
  return false;
}
function singleTokenChoices(alternatives) {
  if (!alternatives.every((a) => a.every((path2) => path2.length === 1))) return void 0;
  const choice = /* @__PURE__ */ new Map();
  alternatives.forEach((alternative, index) => {
    for (const [token] of alternative) {
      for (const idx of [token.tokenTypeIdx, ...token.categoryMatches ?? []]) {
        if (!choice.has(idx)) choice.set(idx, index);
      }
    }
  });
  return choice;
}
function candidatesFor(token, alternatives) {
  const found = [];
  alternatives.forEach((paths, alternative) => {
    const starting = paths.filter((path2) => path2.length === 0 || (0, import_chevrotain.tokenMatcher)(token, path2[0]));
    if (starting.length > 0) found.push({ alternative, decided: starting.some((path2) => path2.length <= 1) });
  });
  return found;
}
function chooseAlternative(alternatives, hasPredicates) {
  if (!hasPredicates) {
    const single = singleTokenChoices(alternatives);
    if (single) {
      const table = [];
      for (const [idx, alternative] of single) table[idx] = alternative;
      return function() {
        return table[this.LA(1).tokenTypeIdx];
      };
    }
  }
  const byToken = [];
  return function(orAlts) {
    const next = this.LA(1);
    const candidates = byToken[next.tokenTypeIdx] ??= candidatesFor(next, alternatives);
    for (let k = 0; k < candidates.length; k++) {
      const { alternative, decided } = candidates[k];
      if (hasPredicates) {
        const gate = orAlts?.[alternative]?.GATE;
        if (gate !== void 0 && gate.call(this) === false) continue;
      }
      if (decided || matches(this, alternatives[alternative])) return alternative;
    }
    return void 0;
  };
}
function startsWith(paths) {
  if (paths.every((path2) => path2.length === 1)) {
    const starts = [];
    for (const [token] of paths) {
      starts[token.tokenTypeIdx] = true;
      for (const idx of token.categoryMatches ?? []) starts[idx] = true;
    }
    return function() {
      return starts[this.LA(1).tokenTypeIdx] === true;
    };
  }
  const byToken = [];
  return function() {
    const next = this.LA(1);
    const [entering] = byToken[next.tokenTypeIdx] ??= candidatesFor(next, [paths]);
    return entering !== void 0 && (entering.decided || matches(this, paths));
  };
}
var import_chevrotain, TableLookahead;
var init_lookahead = __esm({
  "src/syntax/chevrotain/lookahead.ts"() {
    "use strict";
    import_chevrotain = require("./chevrotain.cjs");
    TableLookahead = class {
      constructor(table, tokensByName2, maxLookahead) {
        this.table = table;
        this.tokensByName = tokensByName2;
        this.validator = new import_chevrotain.LLkLookaheadStrategy({ maxLookahead });
      }
      table;
      tokensByName;
      /** Entries computed because the table lacked them (all of them, given an empty table). */
      computed = {};
      validator;
      /** The grammar checks (tests run them) are Chevrotain's own. */
      validate(options) {
        return this.validator.validate(options);
      }
      buildLookaheadForAlternation(options) {
        const alternatives = this.paths(options.rule, "Alternation", options.prodOccurrence, options.maxLookahead);
        return chooseAlternative(alternatives, options.hasPredicates);
      }
      buildLookaheadForOptional(options) {
        const enter = this.paths(options.rule, options.prodType, options.prodOccurrence, options.maxLookahead)[0] ?? [];
        return startsWith(enter);
      }
      paths(rule, prodType, occurrence, maxLookahead) {
        const key = `${rule.name}:${prodType}:${occurrence}`;
        const stored2 = this.table[key];
        if (stored2) {
          const resolved = stored2.map((alternative) => alternative.map((path2) => path2.map((name) => this.tokensByName.get(name))));
          if (resolved.every((a) => a.every((p) => p.every((token) => token !== void 0)))) return resolved;
        }
        const live = (0, import_chevrotain.getLookaheadPaths)({ occurrence, rule, prodType, maxLookahead });
        this.computed[key] = live.map((alternative) => alternative.map((path2) => path2.map((token) => (0, import_chevrotain.tokenName)(token))));
        return live;
      }
    };
  }
});

// src/syntax/generated/lookahead-table.ts
var LOOKAHEAD_TABLE;
var init_lookahead_table = __esm({
  "src/syntax/generated/lookahead-table.ts"() {
    "use strict";
    LOOKAHEAD_TABLE = JSON.parse('{"arguments:RepetitionWithSeparator:0":[[["LParen"],["Let"],["Select"],["Exists"],["Forall"],["Sum"],["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]],[["RParen"]]],"arithmetic:Alternation:0":[[["Plus"]],[["Minus"]],[["Star"]],[["Slash"]],[["Percent"]]],"arithmetic:Repetition:0":[[["Minus"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"arithmetic:Repetition:2":[[["Plus"],["Minus"],["Star"],["Slash"],["Percent"]],[[]]],"arithmetic:Repetition:3":[[["Minus"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"arrayLiteral:RepetitionWithSeparator:0":[[["LParen"],["Let"],["Select"],["Exists"],["Forall"],["Sum"],["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]],[["RBracket"]]],"binding:Alternation:0":[[["Where"]],[["Colon"]]],"binding:Option:0":[[["Where"],["Colon"]],[[]]],"chainExpression:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[["RBracket"]]],"chainStep:RepetitionMandatory:0":[[["What"],["Where"],["When"],["Count"]],[[]]],"comparator:Alternation:0":[[["Equals"]],[["NotEquals"]],[["LessEq"]],[["Less"]],[["GreaterEq"]],[["Greater"]]],"comparison:Alternation:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"]],[["In"],["NotIn"],["Like"]],[["Occurs"]]],"comparison:Alternation:2":[[["In"]],[["NotIn"]],[["Like"]]],"comparison:Alternation:3":[[["Not"]],[["Bang"]]],"comparison:Option:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"],["In"],["NotIn"],["Like"],["Occurs"]],[[]]],"comparison:Repetition:0":[[["Not"],["Bang"]],[["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"direction:Alternation:0":[[["Before"]],[["After"]],[["From"]]],"expression:Alternation:0":[[["LParen","SoftName","Comma"],["LParen","SoftName","RParen"]],[["Let"]],[["Select"]],[["Exists"],["Forall"]],[["Sum","StringLiteral"],["Sum","DoubleLiteral"],["Sum","IntegerLiteral"],["Sum","True"],["Sum","False"],["Sum","Now"],["Sum","Today"],["Sum","Yesterday"],["Sum","Tomorrow"],["Sum","Param"],["Sum","Caret"],["Sum","ContextRef"],["Sum","This"],["Sum","Chain"],["Sum","If"],["Sum","LBrace"],["Sum","SoftName"],["Sum","Minus","Minus"],["Sum","Minus","StringLiteral"],["Sum","Minus","DoubleLiteral"],["Sum","Minus","IntegerLiteral"],["Sum","Minus","True"],["Sum","Minus","False"],["Sum","Minus","Now"],["Sum","Minus","Today"],["Sum","Minus","Yesterday"],["Sum","Minus","Tomorrow"],["Sum","Minus","Param"],["Sum","Minus","Caret"],["Sum","Minus","ContextRef"],["Sum","Minus","This"],["Sum","Minus","LParen"],["Sum","Minus","Chain"],["Sum","Minus","If"],["Sum","Minus","LBracket"],["Sum","Minus","LBrace"],["Sum","Minus","SoftName"],["Sum","LParen","LParen"],["Sum","LParen","Let"],["Sum","LParen","Select"],["Sum","LParen","Exists"],["Sum","LParen","Forall"],["Sum","LParen","Sum"],["Sum","LParen","Not"],["Sum","LParen","Bang"],["Sum","LParen","Minus"],["Sum","LParen","StringLiteral"],["Sum","LParen","DoubleLiteral"],["Sum","LParen","IntegerLiteral"],["Sum","LParen","True"],["Sum","LParen","False"],["Sum","LParen","Now"],["Sum","LParen","Today"],["Sum","LParen","Yesterday"],["Sum","LParen","Tomorrow"],["Sum","LParen","Param"],["Sum","LParen","Caret"],["Sum","LParen","ContextRef"],["Sum","LParen","This"],["Sum","LParen","Chain"],["Sum","LParen","If"],["Sum","LParen","LBracket"],["Sum","LParen","LBrace"],["Sum","LParen","SoftName"],["Sum","LBracket","LParen"],["Sum","LBracket","Let"],["Sum","LBracket","Select"],["Sum","LBracket","Exists"],["Sum","LBracket","Forall"],["Sum","LBracket","Sum"],["Sum","LBracket","Not"],["Sum","LBracket","Bang"],["Sum","LBracket","Minus"],["Sum","LBracket","StringLiteral"],["Sum","LBracket","DoubleLiteral"],["Sum","LBracket","IntegerLiteral"],["Sum","LBracket","True"],["Sum","LBracket","False"],["Sum","LBracket","Now"],["Sum","LBracket","Today"],["Sum","LBracket","Yesterday"],["Sum","LBracket","Tomorrow"],["Sum","LBracket","Param"],["Sum","LBracket","Caret"],["Sum","LBracket","ContextRef"],["Sum","LBracket","This"],["Sum","LBracket","Chain"],["Sum","LBracket","If"],["Sum","LBracket","LBracket"],["Sum","LBracket","LBrace"],["Sum","LBracket","SoftName"],["Sum","LBracket","RBracket"]],[["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["LParen","LParen"],["LParen","Let"],["LParen","Select"],["LParen","Exists"],["LParen","Forall"],["LParen","Not"],["LParen","Bang"],["LParen","Minus"],["LParen","StringLiteral"],["LParen","DoubleLiteral"],["LParen","IntegerLiteral"],["LParen","True"],["LParen","False"],["LParen","Now"],["LParen","Today"],["LParen","Yesterday"],["LParen","Tomorrow"],["LParen","Param"],["LParen","Caret"],["LParen","ContextRef"],["LParen","This"],["LParen","If"],["LParen","LBracket"],["LParen","LBrace"],["SoftName","Dot"],["SoftName","Plus"],["SoftName","Star"],["SoftName","Slash"],["SoftName","Percent"],["SoftName","Equals"],["SoftName","NotEquals"],["SoftName","LessEq"],["SoftName","Less"],["SoftName","GreaterEq"],["SoftName","Greater"],["SoftName","In"],["SoftName","NotIn"],["SoftName","Like"],["SoftName","Occurs"],["SoftName","Or"],["SoftName","And"],["SoftName"],["LParen","Sum","Minus"],["LParen","Sum","StringLiteral"],["LParen","Sum","DoubleLiteral"],["LParen","Sum","IntegerLiteral"],["LParen","Sum","True"],["LParen","Sum","False"],["LParen","Sum","Now"],["LParen","Sum","Today"],["LParen","Sum","Yesterday"],["LParen","Sum","Tomorrow"],["LParen","Sum","Param"],["LParen","Sum","Caret"],["LParen","Sum","ContextRef"],["LParen","Sum","This"],["LParen","Sum","LParen"],["LParen","Sum","Chain"],["LParen","Sum","If"],["LParen","Sum","LBracket"],["LParen","Sum","LBrace"],["LParen","Sum","SoftName"],["LParen","Chain","LParen"],["LParen","SoftName","LParen"],["LParen","SoftName","Dot"],["LParen","SoftName","LBracket"],["LParen","SoftName","Plus"],["LParen","SoftName","Minus"],["LParen","SoftName","Star"],["LParen","SoftName","Slash"],["LParen","SoftName","Percent"],["LParen","SoftName","Equals"],["LParen","SoftName","NotEquals"],["LParen","SoftName","LessEq"],["LParen","SoftName","Less"],["LParen","SoftName","GreaterEq"],["LParen","SoftName","Greater"],["LParen","SoftName","In"],["LParen","SoftName","NotIn"],["LParen","SoftName","Like"],["LParen","SoftName","Occurs"],["LParen","SoftName","Or"],["LParen","SoftName","And"],["LParen","SoftName","RParen"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"],["SoftName","LBracket","LParen"],["SoftName","LBracket","Let"],["SoftName","LBracket","Select"],["SoftName","LBracket","Exists"],["SoftName","LBracket","Forall"],["SoftName","LBracket","Sum"],["SoftName","LBracket","Not"],["SoftName","LBracket","Bang"],["SoftName","LBracket","Minus"],["SoftName","LBracket","StringLiteral"],["SoftName","LBracket","DoubleLiteral"],["SoftName","LBracket","IntegerLiteral"],["SoftName","LBracket","True"],["SoftName","LBracket","False"],["SoftName","LBracket","Now"],["SoftName","LBracket","Today"],["SoftName","LBracket","Yesterday"],["SoftName","LBracket","Tomorrow"],["SoftName","LBracket","Param"],["SoftName","LBracket","Caret"],["SoftName","LBracket","ContextRef"],["SoftName","LBracket","This"],["SoftName","LBracket","Chain"],["SoftName","LBracket","If"],["SoftName","LBracket","LBracket"],["SoftName","LBracket","LBrace"],["SoftName","LBracket","SoftName"],["SoftName","Minus","Minus"],["SoftName","Minus","StringLiteral"],["SoftName","Minus","DoubleLiteral"],["SoftName","Minus","IntegerLiteral"],["SoftName","Minus","True"],["SoftName","Minus","False"],["SoftName","Minus","Now"],["SoftName","Minus","Today"],["SoftName","Minus","Yesterday"],["SoftName","Minus","Tomorrow"],["SoftName","Minus","Param"],["SoftName","Minus","Caret"],["SoftName","Minus","ContextRef"],["SoftName","Minus","This"],["SoftName","Minus","LParen"],["SoftName","Minus","Chain"],["SoftName","Minus","If"],["SoftName","Minus","LBracket"],["SoftName","Minus","LBrace"],["SoftName","Minus","SoftName"]]],"lambda:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[["RParen"]]],"logicalExpression:Alternation:0":[[["Or"]],[["And"]]],"logicalExpression:Repetition:0":[[["Or"],["And"]],[[]]],"objectLiteral:RepetitionWithSeparator:0":[[["StringLiteral"]],[["RBrace"]]],"postfixExpression:Alternation:0":[[["Dot"]],[["LBracket"]]],"postfixExpression:Option:0":[[["LParen"]],[[]]],"postfixExpression:Repetition:0":[[["Dot"],["LBracket"]],[[]]],"primary:Alternation:0":[[["StringLiteral"]],[["DoubleLiteral"]],[["IntegerLiteral"]],[["True"]],[["False"]],[["Now"]],[["Today"]],[["Yesterday"]],[["Tomorrow"]],[["Param"]],[["Caret"]],[["ContextRef"]],[["This"]],[["LParen"]],[["Chain","LParen","Minus"],["Chain","LParen","StringLiteral"],["Chain","LParen","DoubleLiteral"],["Chain","LParen","IntegerLiteral"],["Chain","LParen","True"],["Chain","LParen","False"],["Chain","LParen","Now"],["Chain","LParen","Today"],["Chain","LParen","Yesterday"],["Chain","LParen","Tomorrow"],["Chain","LParen","Param"],["Chain","LParen","Caret"],["Chain","LParen","ContextRef"],["Chain","LParen","This"],["Chain","LParen","LParen"],["Chain","LParen","Chain"],["Chain","LParen","If"],["Chain","LParen","LBracket"],["Chain","LParen","LBrace"],["Chain","LParen","SoftName"]],[["If"]],[["LBracket"]],[["LBrace"]],[["SoftName"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"]]],"primary:Option:0":[[["LParen"]],[[]]],"quantifierExpression:Alternation:0":[[["Exists"]],[["Forall"]]],"quantifierExpression:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[[]]],"selectBinding:Option:0":[[["Where"]],[[]]],"selectExpression:Repetition:0":[[["Comma"]],[[]]],"stepClause:Alternation:0":[[["What"]],[["Where"]],[["When"]],[["Count"]]],"sumExpression:Repetition:0":[[["Comma"]],[[]]],"timeAnchor:Alternation:0":[[["This","Unit"],["Last","Unit"],["Next","Unit"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["This","Dot"],["This","LBracket"],["This"],["SoftName","LParen"],["SoftName","Dot"],["SoftName","LBracket"],["SoftName"]]],"timeAnchor:Alternation:2":[[["This"]],[["Last"]],[["Next"]]],"timeConstraint:Alternation:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"]],[["From"],["Before","This"],["Before","Last"],["Before","Next"],["Before","StringLiteral"],["Before","DoubleLiteral"],["Before","IntegerLiteral"],["Before","True"],["Before","False"],["Before","Now"],["Before","Today"],["Before","Yesterday"],["Before","Tomorrow"],["Before","Param"],["Before","Caret"],["Before","ContextRef"],["Before","Chain"],["Before","If"],["Before","LBrace"],["Before","SoftName"],["After","This"],["After","Last"],["After","Next"],["After","StringLiteral"],["After","DoubleLiteral"],["After","IntegerLiteral"],["After","True"],["After","False"],["After","Now"],["After","Today"],["After","Yesterday"],["After","Tomorrow"],["After","Param"],["After","Caret"],["After","ContextRef"],["After","Chain"],["After","If"],["After","LBrace"],["After","SoftName"],["Before","LParen","LParen"],["Before","LParen","Let"],["Before","LParen","Select"],["Before","LParen","Exists"],["Before","LParen","Forall"],["Before","LParen","Sum"],["Before","LParen","Not"],["Before","LParen","Bang"],["Before","LParen","Minus"],["Before","LParen","StringLiteral"],["Before","LParen","DoubleLiteral"],["Before","LParen","IntegerLiteral"],["Before","LParen","True"],["Before","LParen","False"],["Before","LParen","Now"],["Before","LParen","Today"],["Before","LParen","Yesterday"],["Before","LParen","Tomorrow"],["Before","LParen","Param"],["Before","LParen","Caret"],["Before","LParen","ContextRef"],["Before","LParen","This"],["Before","LParen","Chain"],["Before","LParen","If"],["Before","LParen","LBracket"],["Before","LParen","LBrace"],["Before","LParen","SoftName"],["Before","LBracket","LParen"],["Before","LBracket","Let"],["Before","LBracket","Select"],["Before","LBracket","Exists"],["Before","LBracket","Forall"],["Before","LBracket","Sum"],["Before","LBracket","Not"],["Before","LBracket","Bang"],["Before","LBracket","Minus"],["Before","LBracket","StringLiteral"],["Before","LBracket","DoubleLiteral"],["Before","LBracket","IntegerLiteral"],["Before","LBracket","True"],["Before","LBracket","False"],["Before","LBracket","Now"],["Before","LBracket","Today"],["Before","LBracket","Yesterday"],["Before","LBracket","Tomorrow"],["Before","LBracket","Param"],["Before","LBracket","Caret"],["Before","LBracket","ContextRef"],["Before","LBracket","This"],["Before","LBracket","Chain"],["Before","LBracket","If"],["Before","LBracket","LBracket"],["Before","LBracket","LBrace"],["Before","LBracket","SoftName"],["Before","LBracket","RBracket"],["After","LParen","LParen"],["After","LParen","Let"],["After","LParen","Select"],["After","LParen","Exists"],["After","LParen","Forall"],["After","LParen","Sum"],["After","LParen","Not"],["After","LParen","Bang"],["After","LParen","Minus"],["After","LParen","StringLiteral"],["After","LParen","DoubleLiteral"],["After","LParen","IntegerLiteral"],["After","LParen","True"],["After","LParen","False"],["After","LParen","Now"],["After","LParen","Today"],["After","LParen","Yesterday"],["After","LParen","Tomorrow"],["After","LParen","Param"],["After","LParen","Caret"],["After","LParen","ContextRef"],["After","LParen","This"],["After","LParen","Chain"],["After","LParen","If"],["After","LParen","LBracket"],["After","LParen","LBrace"],["After","LParen","SoftName"],["After","LBracket","LParen"],["After","LBracket","Let"],["After","LBracket","Select"],["After","LBracket","Exists"],["After","LBracket","Forall"],["After","LBracket","Sum"],["After","LBracket","Not"],["After","LBracket","Bang"],["After","LBracket","Minus"],["After","LBracket","StringLiteral"],["After","LBracket","DoubleLiteral"],["After","LBracket","IntegerLiteral"],["After","LBracket","True"],["After","LBracket","False"],["After","LBracket","Now"],["After","LBracket","Today"],["After","LBracket","Yesterday"],["After","LBracket","Tomorrow"],["After","LBracket","Param"],["After","LBracket","Caret"],["After","LBracket","ContextRef"],["After","LBracket","This"],["After","LBracket","Chain"],["After","LBracket","If"],["After","LBracket","LBracket"],["After","LBracket","LBrace"],["After","LBracket","SoftName"],["After","LBracket","RBracket"]],[["Between","This"],["Between","Last"],["Between","Next"],["Between","StringLiteral"],["Between","DoubleLiteral"],["Between","IntegerLiteral"],["Between","True"],["Between","False"],["Between","Now"],["Between","Today"],["Between","Yesterday"],["Between","Tomorrow"],["Between","Param"],["Between","Caret"],["Between","ContextRef"],["Between","Chain"],["Between","If"],["Between","LBrace"],["Between","SoftName"],["Between","LParen","LParen"],["Between","LParen","Let"],["Between","LParen","Select"],["Between","LParen","Exists"],["Between","LParen","Forall"],["Between","LParen","Sum"],["Between","LParen","Not"],["Between","LParen","Bang"],["Between","LParen","Minus"],["Between","LParen","StringLiteral"],["Between","LParen","DoubleLiteral"],["Between","LParen","IntegerLiteral"],["Between","LParen","True"],["Between","LParen","False"],["Between","LParen","Now"],["Between","LParen","Today"],["Between","LParen","Yesterday"],["Between","LParen","Tomorrow"],["Between","LParen","Param"],["Between","LParen","Caret"],["Between","LParen","ContextRef"],["Between","LParen","This"],["Between","LParen","Chain"],["Between","LParen","If"],["Between","LParen","LBracket"],["Between","LParen","LBrace"],["Between","LParen","SoftName"],["Between","LBracket","LParen"],["Between","LBracket","Let"],["Between","LBracket","Select"],["Between","LBracket","Exists"],["Between","LBracket","Forall"],["Between","LBracket","Sum"],["Between","LBracket","Not"],["Between","LBracket","Bang"],["Between","LBracket","Minus"],["Between","LBracket","StringLiteral"],["Between","LBracket","DoubleLiteral"],["Between","LBracket","IntegerLiteral"],["Between","LBracket","True"],["Between","LBracket","False"],["Between","LBracket","Now"],["Between","LBracket","Today"],["Between","LBracket","Yesterday"],["Between","LBracket","Tomorrow"],["Between","LBracket","Param"],["Between","LBracket","Caret"],["Between","LBracket","ContextRef"],["Between","LBracket","This"],["Between","LBracket","Chain"],["Between","LBracket","If"],["Between","LBracket","LBracket"],["Between","LBracket","LBrace"],["Between","LBracket","SoftName"],["Between","LBracket","RBracket"]],[["On"],["This"],["Last"],["Next"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName","Dot"],["SoftName"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"],["SoftName","LBracket","LParen"],["SoftName","LBracket","Let"],["SoftName","LBracket","Select"],["SoftName","LBracket","Exists"],["SoftName","LBracket","Forall"],["SoftName","LBracket","Sum"],["SoftName","LBracket","Not"],["SoftName","LBracket","Bang"],["SoftName","LBracket","Minus"],["SoftName","LBracket","StringLiteral"],["SoftName","LBracket","DoubleLiteral"],["SoftName","LBracket","IntegerLiteral"],["SoftName","LBracket","True"],["SoftName","LBracket","False"],["SoftName","LBracket","Now"],["SoftName","LBracket","Today"],["SoftName","LBracket","Yesterday"],["SoftName","LBracket","Tomorrow"],["SoftName","LBracket","Param"],["SoftName","LBracket","Caret"],["SoftName","LBracket","ContextRef"],["SoftName","LBracket","This"],["SoftName","LBracket","Chain"],["SoftName","LBracket","If"],["SoftName","LBracket","LBracket"],["SoftName","LBracket","LBrace"],["SoftName","LBracket","SoftName"]]],"timeConstraint:Option:0":[[["On"]],[["This"],["Last"],["Next"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName","LParen"],["SoftName","Dot"],["SoftName","LBracket"],["SoftName"]]],"upReference:Option:0":[[["Dot"]],[["AnyWord"]]],"upReference:RepetitionMandatory:0":[[["Caret"]],[["Dot"],["AnyWord"]]]}');
  }
});

// src/syntax/generated/grammar-table.ts
var GRAMMAR_TABLE;
var init_grammar_table = __esm({
  "src/syntax/generated/grammar-table.ts"() {
    "use strict";
    GRAMMAR_TABLE = JSON.parse('{"arguments":{"kind":"Rule","fields":{"orgText":"","name":"arguments"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"arithmetic":{"kind":"Rule","fields":{"orgText":"","name":"arithmetic"},"definition":[{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Minus"}}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"postfixExpression"}},{"kind":"Repetition","fields":{"idx":2},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Plus"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":2,"terminalType":"Minus"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Star"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Slash"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Percent"}}]}]},{"kind":"Repetition","fields":{"idx":3},"definition":[{"kind":"Terminal","fields":{"idx":3,"terminalType":"Minus"}}]},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"postfixExpression"}}]}]},"arrayLiteral":{"kind":"Rule","fields":{"orgText":"","name":"arrayLiteral"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}}]},"binding":{"kind":"Rule","fields":{"orgText":"","name":"binding"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}}]}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]}]},"chainExpression":{"kind":"Rule","fields":{"orgText":"","name":"chainExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Chain"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"Comma"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"chainStep"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"chainStep":{"kind":"Rule","fields":{"orgText":"","name":"chainStep"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}},{"kind":"RepetitionMandatory","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"stepClause"}}]}]},"comparator":{"kind":"Rule","fields":{"orgText":"","name":"comparator"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Equals"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"NotEquals"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LessEq"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Less"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"GreaterEq"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Greater"}}]}]}]},"comparison":{"kind":"Rule","fields":{"orgText":"","name":"comparison"},"definition":[{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":3,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Not"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Bang"}}]}]}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparator"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"arithmetic"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Alternation","fields":{"idx":2,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"In"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"NotIn"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Like"}}]}]},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"arithmetic"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Occurs"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeConstraint"}}]}]}]}]},"direction":{"kind":"Rule","fields":{"orgText":"","name":"direction"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Before"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"After"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}}]}]}]},"expression":{"kind":"Rule","fields":{"orgText":"","name":"expression"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":true},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"lambda"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"letExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"quantifierExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"sumExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"logicalExpression"}}]}]}]},"ifExpression":{"kind":"Rule","fields":{"orgText":"","name":"ifExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"If"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"lambda":{"kind":"Rule","fields":{"orgText":"","name":"lambda"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Arrow"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"letExpression":{"kind":"Rule","fields":{"orgText":"","name":"letExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Let"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Equals"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"In"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"logicalExpression":{"kind":"Rule","fields":{"orgText":"","name":"logicalExpression"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparison"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Or"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"And"}}]}]},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"comparison"}}]}]},"objectEntry":{"kind":"Rule","fields":{"orgText":"","name":"objectEntry"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"StringLiteral"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"objectLiteral":{"kind":"Rule","fields":{"orgText":"","name":"objectLiteral"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBrace"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"objectEntry"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBrace"}}]},"parenthesized":{"kind":"Rule","fields":{"orgText":"","name":"parenthesized"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"postfixExpression":{"kind":"Rule","fields":{"orgText":"","name":"postfixExpression"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"primary"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Dot"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arguments"}}]}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}}]}]}]}]},"primary":{"kind":"Rule","fields":{"orgText":"","name":"primary"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":true},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"StringLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"DoubleLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"True"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"False"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Now"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Today"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Yesterday"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Tomorrow"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Param"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"upReference"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"ContextRef"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"This"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"parenthesized"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"chainExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"ifExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arrayLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"objectLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arguments"}}]}]}]}]},"quantifierExpression":{"kind":"Rule","fields":{"orgText":"","name":"quantifierExpression"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Exists"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Forall"}}]}]},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"binding"}}]}]},"query":{"kind":"Rule","fields":{"orgText":"","name":"query"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"selectBinding":{"kind":"Rule","fields":{"orgText":"","name":"selectBinding"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]}]},"selectExpression":{"kind":"Rule","fields":{"orgText":"","name":"selectExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Select"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectBinding"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"selectBinding"}}]}]},"stepClause":{"kind":"Rule","fields":{"orgText":"","name":"stepClause"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"What"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"When"}},{"kind":"Terminal","fields":{"idx":3,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeConstraint"}},{"kind":"Terminal","fields":{"idx":3,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Count"}},{"kind":"Terminal","fields":{"idx":4,"terminalType":"LParen"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}},{"kind":"Terminal","fields":{"idx":4,"terminalType":"RParen"}}]}]}]},"sumExpression":{"kind":"Rule","fields":{"orgText":"","name":"sumExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Sum"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Over"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectBinding"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"selectBinding"}}]}]},"timeAnchor":{"kind":"Rule","fields":{"orgText":"","name":"timeAnchor"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Alternation","fields":{"idx":2,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"This"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Last"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Next"}}]}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Unit"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"postfixExpression"}}]}]}]},"timeConstraint":{"kind":"Rule","fields":{"orgText":"","name":"timeConstraint"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparator"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Unit"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"direction"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"direction"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Between"}},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"timeAnchor"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"And"}},{"kind":"NonTerminal","fields":{"idx":4,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"On"}}]},{"kind":"NonTerminal","fields":{"idx":5,"nonTerminalName":"timeAnchor"}}]}]}]},"upReference":{"kind":"Rule","fields":{"orgText":"","name":"upReference"},"definition":[{"kind":"RepetitionMandatory","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Caret"}}]},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Dot"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}}]}}');
  }
});

// src/syntax/chevrotain/in-rule-follows.ts
function followsForInRuleRecovery(parser2, tokType, tokIdxInRule) {
  const rules2 = parser2.getGAstProductions();
  const stack = parser2.getHumanReadableRuleStack();
  const occurrences = parser2.RULE_OCCURRENCE_STACK.slice(0, parser2.RULE_OCCURRENCE_STACK_IDX + 1);
  const rests = [];
  for (let i = 0; i < stack.length; i++) {
    const target = i + 1 < stack.length ? { kind: "rule", name: stack[i + 1], idx: occurrences[i + 1] } : { kind: "token", name: tokType.name, idx: tokIdxInRule };
    const rest = restAfter(rules2[stack[i]], target);
    if (rest === void 0) return [];
    rests.push(rest);
  }
  const follows = /* @__PURE__ */ new Set();
  for (let i = rests.length - 1; i >= 0; i--)
    for (const production of rests[i]) {
      for (const type of first(production)) follows.add(type);
      if (!isOptional(production)) return [...follows];
    }
  return [...follows];
}
function restAfter(rule, target) {
  let known = restsByRule.get(rule);
  if (!known) restsByRule.set(rule, known = /* @__PURE__ */ new Map());
  const key = `${target.kind}:${target.name}:${target.idx}`;
  if (!known.has(key)) known.set(key, find(rule.definition, [], target));
  return known.get(key);
}
function find(definition, outer, target) {
  for (let i = 0; i < definition.length; i++) {
    const production = definition[i];
    const rest = [...definition.slice(i + 1), ...outer];
    const found = inside(production, rest, target);
    if (found) return found;
  }
  return void 0;
}
function inside(production, rest, target) {
  if (production instanceof import_chevrotain2.NonTerminal)
    return target.kind === "rule" && production.referencedRule.name === target.name && production.idx === target.idx ? rest : void 0;
  if (production instanceof import_chevrotain2.Terminal)
    return target.kind === "token" && production.terminalType.name === target.name && production.idx === target.idx ? rest : void 0;
  if (production instanceof import_chevrotain2.Alternative || production instanceof import_chevrotain2.Option) return find(production.definition, rest, target);
  if (production instanceof import_chevrotain2.RepetitionMandatory || production instanceof import_chevrotain2.Repetition)
    return find(production.definition, [new import_chevrotain2.Option({ definition: production.definition }), ...rest], target);
  if (production instanceof import_chevrotain2.RepetitionMandatoryWithSeparator || production instanceof import_chevrotain2.RepetitionWithSeparator) {
    const again = new import_chevrotain2.Option({ definition: [new import_chevrotain2.Terminal({ terminalType: production.separator }), ...production.definition] });
    return find(production.definition, [again, ...rest], target);
  }
  if (production instanceof import_chevrotain2.Alternation) {
    for (const alternative of production.definition) {
      const found = find([alternative], rest, target);
      if (found) return found;
    }
    return void 0;
  }
  throw new Error(`unknown grammar production ${production.constructor.name}`);
}
function first(production) {
  let known = firsts.get(production);
  if (known) return known;
  if (production instanceof import_chevrotain2.NonTerminal) known = first(production.referencedRule);
  else if (production instanceof import_chevrotain2.Terminal) known = [production.terminalType];
  else if (production instanceof import_chevrotain2.Alternation) known = [...new Set(production.definition.flatMap(first))];
  else {
    const out = /* @__PURE__ */ new Set();
    for (const part of production.definition) {
      for (const type of first(part)) out.add(type);
      if (!isOptional(part)) break;
    }
    known = [...out];
  }
  firsts.set(production, known);
  return known;
}
function isOptional(production, visited = []) {
  if (production instanceof import_chevrotain2.Option || production instanceof import_chevrotain2.Repetition || production instanceof import_chevrotain2.RepetitionWithSeparator) return true;
  if (production instanceof import_chevrotain2.Alternation) return production.definition.some((p) => isOptional(p, visited));
  if (production instanceof import_chevrotain2.NonTerminal && visited.includes(production)) return false;
  if (production instanceof import_chevrotain2.Terminal) return false;
  if (production instanceof import_chevrotain2.NonTerminal) visited.push(production);
  return production.definition.every((p) => isOptional(p, visited));
}
var import_chevrotain2, restsByRule, firsts;
var init_in_rule_follows = __esm({
  "src/syntax/chevrotain/in-rule-follows.ts"() {
    "use strict";
    import_chevrotain2 = require("./chevrotain.cjs");
    restsByRule = /* @__PURE__ */ new WeakMap();
    firsts = /* @__PURE__ */ new WeakMap();
  }
});

// src/syntax/chevrotain/resync.ts
function findResyncTokenType(parser2) {
  let memo = memos.get(parser2);
  if (!memo) {
    memo = { names: [], occurrences: [], sets: [], tokens: void 0, at: -2, firstMatch: /* @__PURE__ */ new Map(), nearest: [] };
    memos.set(parser2, memo);
  }
  if (memo.tokens !== parser2.tokVector || memo.at !== parser2.currIdx) {
    memo.tokens = parser2.tokVector;
    memo.at = parser2.currIdx;
    memo.firstMatch.clear();
    memo.nearest.length = 0;
  }
  const depth = parser2.RULE_STACK_IDX;
  const same = unchangedDepths(parser2, memo, depth);
  memo.nearest.length = Math.min(memo.nearest.length, same);
  for (let d = same; d <= depth; d++) {
    memo.names[d] = parser2.RULE_STACK[d];
    memo.occurrences[d] = parser2.RULE_OCCURRENCE_STACK[d];
    memo.sets[d] = d === 0 ? BOTTOM : parser2.getFollowSetFromFollowKey({
      ruleName: parser2.shortRuleNameToFullName(parser2.RULE_STACK[d]),
      idxInCallingRule: parser2.RULE_OCCURRENCE_STACK[d],
      inRule: parser2.shortRuleNameToFullName(parser2.RULE_STACK[d - 1])
    });
  }
  for (let d = memo.nearest.length; d <= depth; d++)
    memo.nearest[d] = Math.min(d === 0 ? Number.POSITIVE_INFINITY : memo.nearest[d - 1], firstMatch(parser2, memo, memo.sets[d]));
  const token = parser2.LA(memo.nearest[depth]);
  for (let d = 0; d <= depth; d++) for (const type of memo.sets[d]) if ((0, import_chevrotain3.tokenMatcher)(token, type)) return type;
  return import_chevrotain3.EOF;
}
function unchangedDepths(parser2, memo, depth) {
  let d = 0;
  while (d <= depth && d < memo.sets.length && memo.names[d] === parser2.RULE_STACK[d] && memo.occurrences[d] === parser2.RULE_OCCURRENCE_STACK[d])
    d++;
  if (d < memo.sets.length) {
    memo.names.length = d;
    memo.occurrences.length = d;
    memo.sets.length = d;
  }
  return d;
}
function firstMatch(parser2, memo, set) {
  const known = memo.firstMatch.get(set);
  if (known !== void 0) return known;
  const matched = matchedTypeIndexes(set);
  let k = 1;
  for (; ; ) {
    const token = parser2.LA(k);
    if (token.tokenType === import_chevrotain3.EOF || matched.has(token.tokenTypeIdx)) break;
    k++;
  }
  memo.firstMatch.set(set, k);
  return k;
}
function matchedTypeIndexes(set) {
  let matched = matchedBySet.get(set);
  if (!matched) {
    matched = /* @__PURE__ */ new Set();
    for (const type of set) {
      matched.add(type.tokenTypeIdx);
      for (const member of type.categoryMatches ?? []) matched.add(member);
    }
    matchedBySet.set(set, matched);
  }
  return matched;
}
var import_chevrotain3, BOTTOM, memos, matchedBySet;
var init_resync = __esm({
  "src/syntax/chevrotain/resync.ts"() {
    "use strict";
    import_chevrotain3 = require("./chevrotain.cjs");
    BOTTOM = [import_chevrotain3.EOF];
    memos = /* @__PURE__ */ new WeakMap();
    matchedBySet = /* @__PURE__ */ new WeakMap();
  }
});

// src/syntax/chevrotain/raise-errors.ts
function tokensAhead(parser2) {
  const actual = [];
  for (let i = 1; i <= parser2.maxLookahead; i++) actual.push(parser2.LA(i));
  return actual;
}
function raiseNoViableAlternative(parser2, customUserDescription) {
  const previous = parser2.LA(0);
  const message2 = parser2.errorMessageProvider.buildNoViableAltMessage({
    expectedPathsPerAlt: [],
    actual: tokensAhead(parser2),
    previous,
    customUserDescription,
    ruleName: parser2.getCurrRuleFullName()
  });
  throw parser2.SAVE_ERROR(new import_chevrotain4.NoViableAltException(message2, parser2.LA(1), previous));
}
function raiseEarlyExit(parser2, customUserDescription) {
  const message2 = parser2.errorMessageProvider.buildEarlyExitMessage({
    expectedIterationPaths: [],
    actual: tokensAhead(parser2),
    previous: parser2.LA(0),
    customUserDescription,
    ruleName: parser2.getCurrRuleFullName()
  });
  throw parser2.SAVE_ERROR(new import_chevrotain4.EarlyExitException(message2, parser2.LA(1), parser2.LA(0)));
}
var import_chevrotain4;
var init_raise_errors = __esm({
  "src/syntax/chevrotain/raise-errors.ts"() {
    "use strict";
    import_chevrotain4 = require("./chevrotain.cjs");
  }
});

// src/syntax/chevrotain/stored-grammar.ts
function loadGrammar(grammar, tokensByName2) {
  const build = (node) => {
    const Kind = kinds2[node.kind];
    if (!Kind) throw new Error(`the stored grammar has a node of an unknown kind: ${node.kind}`);
    const built3 = Object.create(Kind.prototype);
    if (Kind !== import_chevrotain5.Terminal) built3._definition = node.definition?.map(build) ?? [];
    for (const [key, value] of Object.entries(node.fields ?? {})) {
      if (!tokenFields.has(key)) built3[key] = value;
      else {
        const token = tokensByName2.get(value);
        if (!token) throw new Error(`the stored grammar names a token the parser does not have: ${String(value)}`);
        built3[key] = token;
      }
    }
    return built3;
  };
  return new Map(Object.entries(grammar).map(([name, rule]) => [name, build(rule)]));
}
function replayGrammar(parser2, grammar, tokensByName2) {
  const recorder = parser2;
  if (!recorder.definedRulesNames.every((name) => Object.hasOwn(grammar, name))) return false;
  const rules2 = loadGrammar(grammar, tokensByName2);
  recorder.enableRecording = () => {
  };
  recorder.disableRecording = () => {
  };
  recorder.topLevelRuleRecord = (name) => rules2.get(name);
  return true;
}
var import_chevrotain5, kinds2, tokenFields;
var init_stored_grammar = __esm({
  "src/syntax/chevrotain/stored-grammar.ts"() {
    "use strict";
    import_chevrotain5 = require("./chevrotain.cjs");
    kinds2 = {
      Rule: import_chevrotain5.Rule,
      NonTerminal: import_chevrotain5.NonTerminal,
      Terminal: import_chevrotain5.Terminal,
      Alternation: import_chevrotain5.Alternation,
      Alternative: import_chevrotain5.Alternative,
      Option: import_chevrotain5.Option,
      Repetition: import_chevrotain5.Repetition,
      RepetitionMandatory: import_chevrotain5.RepetitionMandatory,
      RepetitionMandatoryWithSeparator: import_chevrotain5.RepetitionMandatoryWithSeparator,
      RepetitionWithSeparator: import_chevrotain5.RepetitionWithSeparator
    };
    tokenFields = /* @__PURE__ */ new Set(["terminalType", "separator"]);
  }
});

// src/syntax/chevrotain/token-registry.ts
function registerTokenTypes() {
  if (registered) return;
  registered = true;
  if (import_chevrotain6.EOF.tokenTypeIdx !== 1) throw new Error(`Chevrotain's EOF has index ${import_chevrotain6.EOF.tokenTypeIdx}, not 1: see token-type.ts`);
  for (const type of allTokens) if (type.PATTERN === NOT_APPLICABLE) type.PATTERN = import_chevrotain6.Lexer.NA;
  while ((0, import_chevrotain6.createToken)({ name: "PqlAudienceReservedIndex", pattern: import_chevrotain6.Lexer.NA }).tokenTypeIdx < lastTokenIndex()) {
  }
}
var import_chevrotain6, registered;
var init_token_registry = __esm({
  "src/syntax/chevrotain/token-registry.ts"() {
    "use strict";
    import_chevrotain6 = require("./chevrotain.cjs");
    init_token_type();
    init_tokens();
    registered = false;
  }
});

// src/syntax/messages.ts
function describeToken(token) {
  const type = token.tokenType;
  if (type === import_chevrotain7.EOF) return "the end of the expression";
  if (type === StringLiteral || type === MisquotedString) return `the string ${shorten(token.image)}`;
  if (type === UnclosedString) return "an unclosed string";
  if (type === IntegerLiteral || type === DoubleLiteral) return `the number \`${token.image}\``;
  return `\`${shorten(token.image)}\``;
}
function showToken(token) {
  const type = token.tokenType;
  if (type === import_chevrotain7.EOF) return "end of the expression";
  if (type === UnclosedString) return "unclosed string";
  return `\`${shorten(token.image)}\``;
}
function label(type) {
  return type.LABEL ?? type.name;
}
function after(previous) {
  return previous && previous.tokenType !== import_chevrotain7.EOF && previous.image ? ` after \`${shorten(previous.image)}\`` : "";
}
function mismatch(expected, actual, previous, rule) {
  const found = `found ${describeToken(actual)}`;
  switch (expected) {
    case RParen:
      if (rule === "arguments") return `expected \`,\` or \`)\` after an argument, ${found}`;
      if (rule === "parenthesized") return `expected \`)\` to close the parenthesis, ${found}`;
      if (rule === "chainExpression") return `expected \`)\` to close \`CHAIN(\`, ${found}`;
      if (rule === "stepClause") return `expected \`)\` to close the step clause, ${found}`;
      if (rule === "ifExpression") return `expected \`)\` after the third argument of \`if\`, ${found}`;
      if (rule === "lambda") return `expected \`,\` or \`)\` in the lambda parameters, ${found}`;
      return `expected \`)\`, ${found}`;
    case RBracket:
      if (rule === "arrayLiteral") return `expected \`,\` or \`]\` in the array, ${found}`;
      if (rule === "chainExpression") return `expected \`,\` or \`]\` after a CHAIN step, ${found}`;
      return `expected \`]\` to close the filter, ${found}`;
    case RBrace:
      if (previous && (previous.tokenType === LBrace || previous.tokenType === Comma) && actual.tokenType !== import_chevrotain7.EOF)
        return `object keys are strings in double quotes, as in \`{"count": 1}\`: ${found}`;
      return `expected \`,\` or \`}\` in the object, ${found}`;
    case Comma:
      if (rule === "ifExpression") return `\`if\` takes three arguments, \`if(test, then, else)\`: expected \`,\`, ${found}`;
      if (rule === "chainExpression") return `expected \`,\`: CHAIN takes \`(xEvent, timestamp, [steps])\`, ${found}`;
      return `expected \`,\`, ${found}`;
    case And:
      if (rule === "timeConstraint") return `\`between\` needs \`and\`, as in \`between date(2024, 1, 1) and today\`: ${found}`;
      return `expected \`and\`, ${found}`;
    case Unit:
      return `expected a time unit (\`hours\`, \`days\`, ...)${after(previous)}, ${found}`;
    case IntegerLiteral:
      if (rule === "stepClause") return `\`COUNT\` takes a whole number, as in \`COUNT(3)\`: ${found}`;
      return `expected a whole number${after(previous)}, as in \`< 24 hours before now\`: ${found}`;
    case In:
      return `expected \`in\` after the value of \`let\` (a membership test inside \`let\` must be parenthesized), ${found}`;
    case From:
      return `expected \`from\`${after(previous)}, as in \`select X from xEvent where ...\`: ${found}`;
    case Colon:
      if (rule === "chainStep") return `expected \`:\` after the step label, as in \`C0: WHAT(...)\`: ${found}`;
      return `expected \`:\` after the key, ${found}`;
    case SoftName:
      return `expected a name${after(previous)}, ${found}`;
    case AnyWord:
      if (rule === "chainExpression") return `expected the timestamp field, as in \`CHAIN(xEvent, timestamp, [...])\`: ${found}`;
      return `expected a field or method name${after(previous)}, ${found}`;
    case Equals:
      return `expected \`=\` after the variable of \`let\`, ${found}`;
    case Arrow:
      return `expected \`=>\` after the lambda parameters, ${found}`;
    case LParen:
      return `expected \`(\`${after(previous)}, ${found}`;
    case LBracket:
      return `expected \`[\` before the CHAIN steps, ${found}`;
    case StringLiteral:
      return `object keys are strings in double quotes: ${found}`;
    case import_chevrotain7.EOF:
      return `unexpected ${showToken(actual)} after a complete expression`;
    default:
      return `expected ${label(expected)}${after(previous)}, ${found}`;
  }
}
function noViableAlternative(actual, next, third, previous, rule) {
  const found = `found ${describeToken(actual)}`;
  if (actual.tokenType === LParen && next?.tokenType === RParen) return "empty parentheses: expected an expression between `(` and `)`";
  if (actual.tokenType === LParen && third?.tokenType === Comma)
    return "`(a, b)` is not a value: a lambda needs `=>` after its parameters, as in `(K, G) => mapEntry(K, G.count())`";
  if (valueRules.has(rule)) {
    const where = after(previous);
    return where ? `expected a value${where}, ${found}` : `expected an expression, ${found}`;
  }
  switch (rule) {
    case "comparator":
      return `expected a comparison (\`<\`, \`<=\`, \`=\`, ...)${after(previous)}, ${found}`;
    case "timeConstraint":
      return `expected a time constraint${after(previous)} such as \`< 24 hours before now\`, \`today\`, \`last week\` or \`between date(2024, 1, 1) and today\`, ${found}`;
    case "timeAnchor":
      return `expected a time such as \`now\`, \`today\`, \`this week\` or \`date(2024, 1, 31)\`${after(previous)}, ${found}`;
    case "direction":
      return `expected \`before\`, \`after\` or \`from\`${after(previous)}, as in \`3 days before now\`: ${found}`;
    case "stepClause":
      return `expected \`WHAT(...)\`, \`WHERE(...)\`, \`WHEN(...)\` or \`COUNT(n)\` in a CHAIN step, ${found}`;
    case "quantifierExpression":
      return `expected \`exists\` or \`forall\`, ${found}`;
    default:
      return `unexpected ${showToken(actual)}`;
  }
}
function earlyExit(actual, previous, rule) {
  const found = `found ${describeToken(actual)}`;
  switch (rule) {
    case "chainStep":
      return `a CHAIN step needs \`WHAT(...)\` after its label, ${found}`;
    case "chainExpression":
      return `CHAIN needs at least one step inside \`[...]\`, as in \`[C0: WHAT(eventType = "x")]\`: ${found}`;
    case "lambda":
      return `expected a parameter name, ${found}`;
    case "quantifierExpression":
      return `expected a binding such as \`X from xEvent where ...\`${after(previous)}, ${found}`;
    default:
      return `expected more${after(previous)}, ${found}`;
  }
}
var import_chevrotain7, valueRules, errorMessages;
var init_messages = __esm({
  "src/syntax/messages.ts"() {
    "use strict";
    import_chevrotain7 = require("./chevrotain.cjs");
    init_tokens();
    init_shorten();
    valueRules = /* @__PURE__ */ new Set(["expression", "logicalExpression", "comparison", "arithmetic", "postfixExpression", "primary", "query"]);
    errorMessages = {
      buildMismatchTokenMessage: ({ expected, actual, previous, ruleName }) => mismatch(expected, actual, previous, ruleName),
      buildNotAllInputParsedMessage: ({ firstRedundant }) => {
        const type = firstRedundant.tokenType;
        if (type === RParen) return "unmatched `)`: there is no `(` for it to close";
        if (type === RBracket) return "unmatched `]`: there is no `[` for it to close";
        if (type === RBrace) return "unmatched `}`: there is no `{` for it to close";
        if ([Equals, NotEquals, Less, LessEq, Greater, GreaterEq, In, NotIn, Like, Occurs].includes(type))
          return `comparisons cannot be chained: parenthesize one side before ${showToken(firstRedundant)}`;
        return `unexpected ${showToken(firstRedundant)} after a complete expression; did you forget \`and\` or \`or\`?`;
      },
      buildNoViableAltMessage: ({ actual, previous, ruleName }) => noViableAlternative(actual[0], actual[1], actual[2], previous, ruleName),
      buildEarlyExitMessage: ({ actual, previous, ruleName }) => earlyExit(actual[0], previous, ruleName)
    };
  }
});

// src/syntax/parser.ts
function continuesValue(token, parser2) {
  return sumValueTokens.has(token.tokenType) || parser2.tokenMatches(token, SoftName);
}
function enteringTokens(key) {
  const paths = LOOKAHEAD_TABLE[key]?.[0];
  if (!paths) return void 0;
  const tokens = /* @__PURE__ */ new Set();
  for (const path2 of paths) {
    const token = path2.length === 1 ? tokensByName.get(path2[0]) : void 0;
    if (token === void 0 || token.PATTERN === import_chevrotain8.Lexer.NA) return void 0;
    tokens.add(token);
  }
  return tokens;
}
var import_chevrotain8, MAX_LOOKAHEAD, tokensByName, SKIPPABLE, ENTERING_TOKENS, enters, SKIPPED2, PqlParser;
var init_parser = __esm({
  "src/syntax/parser.ts"() {
    "use strict";
    import_chevrotain8 = require("./chevrotain.cjs");
    init_ast_factory();
    init_lookahead();
    init_lookahead_table();
    init_grammar_table();
    init_in_rule_follows();
    init_resync();
    init_raise_errors();
    init_stored_grammar();
    init_token_registry();
    init_tokens();
    init_messages();
    init_sum_value();
    registerTokenTypes();
    MAX_LOOKAHEAD = 3;
    tokensByName = new Map([...allTokens, import_chevrotain8.EOF].map((token) => [(0, import_chevrotain8.tokenName)(token), token]));
    SKIPPABLE = [
      "logicalExpression:Repetition:0",
      "comparison:Repetition:0",
      "comparison:Option:0",
      "arithmetic:Repetition:0",
      "arithmetic:Repetition:2",
      "arithmetic:Repetition:3",
      "postfixExpression:Repetition:0",
      "postfixExpression:Option:0",
      "primary:Option:0"
    ];
    ENTERING_TOKENS = Object.fromEntries(SKIPPABLE.map((key) => [key, enteringTokens(key)]));
    enters = ENTERING_TOKENS;
    SKIPPED2 = void 0;
    PqlParser = class extends import_chevrotain8.EmbeddedActionsParser {
      /** How the parser decides between alternatives: from the stored table (see lookahead.ts). */
      lookahead;
      /** Makes the nodes; `reset` it with the text's LineMap before each parse. */
      ast = new AstFactory();
      buildsTree;
      /** Whether performSelfAnalysis took the stored grammar instead of recording it (chevrotain/stored-grammar.ts). */
      replayed;
      /**
       * `recovery`: go on after an error to find the next ones, building no tree (see getParser);
       * `table`: the stored lookahead, or `{}` to have every entry computed (the generator does);
       * `grammar`: the stored grammar, or null to record it (the generator does).
       */
      constructor(validate2, {
        recovery = true,
        table = LOOKAHEAD_TABLE,
        grammar = GRAMMAR_TABLE
      } = {}) {
        const lookahead = new TableLookahead(table, tokensByName, MAX_LOOKAHEAD);
        super(allTokens, {
          recoveryEnabled: recovery,
          maxLookahead: MAX_LOOKAHEAD,
          lookaheadStrategy: lookahead,
          skipValidations: !validate2,
          errorMessageProvider: errorMessages
        });
        this.lookahead = lookahead;
        this.buildsTree = !recovery;
        this.replayed = grammar !== null && replayGrammar(this, grammar, tokensByName);
        this.performSelfAnalysis();
      }
      /**
       * Overrides Chevrotain's re-sync search, which cost depth x distance on every rule frame an error
       * unwinds through: the same answer, remembered per follow set (chevrotain/resync.ts).
       */
      findReSyncTokenType() {
        return findResyncTokenType(this);
      }
      /**
       * Overrides Chevrotain's walk for the tokens that may follow an expected one (single-token
       * insertion), which cost the stack size squared: the same set, from parts computed once per
       * grammar (chevrotain/in-rule-follows.ts).
       */
      getFollowsForInRuleRecovery(tokType, tokIdxInRule) {
        return followsForInRuleRecovery(this, tokType, tokIdxInRule);
      }
      /**
       * Override Chevrotain's errors for "no alternative matches" and "no first iteration", which
       * computed every token sequence that could have gone on, for a message that does not use them:
       * the same errors and messages (chevrotain/raise-errors.ts).
       */
      raiseNoAltException(_occurrence, customUserDescription) {
        return raiseNoViableAlternative(this, customUserDescription);
      }
      raiseEarlyExitException(_occurrence, _prodType, customUserDescription) {
        return raiseEarlyExit(this, customUserDescription);
      }
      /** Whether actions build nodes now (not while the grammar is recorded, not when recovering). */
      get building() {
        return this.buildsTree && !this.RECORDING_PHASE;
      }
      /**
       * The alternatives of an `OR` in a hot rule, built once: an inline array would allocate its
       * objects and closures on every call (Chevrotain's performance guide: "cache OR alternatives").
       * So they must not capture a rule call's locals: they return what they parsed.
       */
      orCache = [];
      alternatives(id, build) {
        return this.orCache[id] ??= build();
      }
      /**
       * Whether to make a MANY or OPTION call whose body only `entering` tokens begin. Chevrotain
       * decides that itself, but each call costs a closure, a lookahead key, a map lookup and the
       * lookahead function, and most of these calls find nothing to enter (an operand with no `not`,
       * no `-`, no `.name`, no arguments): they were a large part of the parser's work per token. The
       * tree-building parser has no error recovery, so there a MANY or OPTION that is not entered does
       * nothing at all, and the call is skipped when the next token cannot enter it. The recovering
       * parser (its recovery looks at every repetition) and the grammar's recording always call.
       */
      entered(entering) {
        return !this.building || entering === void 0 || entering.has(this.LA(1).tokenType);
      }
      /** From `first` to the last token consumed so far: the extent of the rule that began at `first`. */
      extentFrom(first2) {
        return this.ast.span(first2, this.LA(0));
      }
      /** A whole input: one expression and nothing after it. */
      query = this.RULE("query", () => this.SUBRULE(this.expression));
      expression = this.RULE(
        "expression",
        () => this.OR(
          this.alternatives(
            0,
            () => ({
              IGNORE_AMBIGUITIES: true,
              DEF: [
                { GATE: () => this.isLambdaStart(), ALT: () => this.SUBRULE(this.lambda) },
                { ALT: () => this.SUBRULE(this.letExpression) },
                { ALT: () => this.SUBRULE(this.selectExpression) },
                { ALT: () => this.SUBRULE(this.quantifierExpression) },
                { GATE: () => this.isSumOverStart(), ALT: () => this.SUBRULE(this.sumExpression) },
                { ALT: () => this.SUBRULE(this.logicalExpression) }
              ]
            })
          )
        )
      );
      lambda = this.RULE("lambda", () => {
        const open = this.CONSUME(LParen);
        const params = [];
        this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => params.push(this.CONSUME(SoftName)) });
        this.CONSUME(RParen);
        this.CONSUME(Arrow);
        const body = this.SUBRULE(this.expression);
        return this.building ? this.ast.lambda(params, body, this.extentFrom(open)) : SKIPPED2;
      });
      letExpression = this.RULE("letExpression", () => {
        const keyword = this.CONSUME(Let);
        const variable = this.CONSUME(SoftName);
        this.CONSUME(Equals);
        const value = this.SUBRULE(this.arithmetic);
        this.CONSUME(In);
        const body = this.SUBRULE(this.expression);
        return this.building ? this.ast.let(variable, value, body, this.extentFrom(keyword)) : SKIPPED2;
      });
      selectExpression = this.RULE("selectExpression", () => {
        const keyword = this.CONSUME(Select);
        const first2 = this.SUBRULE(this.selectBinding);
        const later = this.laterBindings();
        return this.building ? this.ast.select(first2, later, this.extentFrom(keyword)) : SKIPPED2;
      });
      /** One `V from A where C` of a `select` or `sum ... over`. */
      selectBinding = this.RULE("selectBinding", () => {
        const variable = this.CONSUME(SoftName);
        this.CONSUME(From);
        const source = this.SUBRULE(this.arithmetic);
        const condition2 = this.OPTION(() => {
          this.CONSUME(Where);
          return this.SUBRULE(this.expression);
        });
        return this.building ? this.ast.binding(variable, source, condition2 ?? null, this.extentFrom(variable)) : SKIPPED2;
      });
      /**
       * `, W from ...` after the first binding of a `select` or `sum ... over`. Only when `<name> from`
       * follows the comma: otherwise the comma belongs to a list around it (`f(select A from x, 1)`).
       */
      laterBindings() {
        const later = [];
        this.MANY({
          GATE: () => this.tokenMatches(this.LA(2), SoftName) && this.LA(3).tokenType === From,
          DEF: () => {
            this.CONSUME(Comma);
            later.push(this.SUBRULE2(this.selectBinding));
          }
        });
        return later;
      }
      quantifierExpression = this.RULE("quantifierExpression", () => {
        const word2 = this.OR([{ ALT: () => this.CONSUME(Exists) }, { ALT: () => this.CONSUME(Forall) }]);
        const bindings2 = [];
        this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => bindings2.push(this.SUBRULE(this.binding)) });
        return this.building ? this.ast.quantifier(word2, bindings2, this.extentFrom(word2)) : SKIPPED2;
      });
      binding = this.RULE("binding", () => {
        const variable = this.CONSUME(SoftName);
        this.CONSUME(From);
        const source = this.SUBRULE(this.arithmetic);
        const condition2 = this.OPTION(() => {
          this.OR([{ ALT: () => this.CONSUME(Where) }, { ALT: () => this.CONSUME(Colon) }]);
          return this.SUBRULE(this.expression);
        });
        return this.building ? this.ast.binding(variable, source, condition2 ?? null, this.extentFrom(variable)) : SKIPPED2;
      });
      sumExpression = this.RULE("sumExpression", () => {
        const keyword = this.CONSUME(Sum);
        const value = this.SUBRULE(this.arithmetic);
        this.CONSUME(Over);
        const first2 = this.SUBRULE(this.selectBinding);
        const later = this.laterBindings();
        return this.building ? this.ast.sumOver(value, first2, later, this.extentFrom(keyword)) : SKIPPED2;
      });
      /**
       * `a and b or c`: operands and `and`/`or` in a row; the action groups them (`and` binds tighter)
       * into n-ary nodes. Precedence is worked out in the actions of this rule and `arithmetic`,
       * not by a rule per level, where each operand went through every level's rule call.
       */
      logicalExpression = this.RULE("logicalExpression", () => {
        const first2 = this.SUBRULE(this.comparison);
        let operands;
        const words = [];
        if (this.entered(enters["logicalExpression:Repetition:0"]))
          this.MANY(() => {
            words.push(this.OR(this.alternatives(1, () => [{ ALT: () => this.CONSUME(Or) }, { ALT: () => this.CONSUME(And) }])));
            (operands ??= [first2]).push(this.SUBRULE2(this.comparison));
          });
        return operands && this.building ? this.ast.logical(operands, words) : first2;
      });
      /**
       * An operand of `and`/`or`: arithmetic, compared or not (comparisons do not chain), after any
       * number of `not`/`!`, which negate the whole comparison (`not a = b` is `not (a = b)`).
       */
      comparison = this.RULE("comparison", () => {
        let negations;
        if (this.entered(enters["comparison:Repetition:0"]))
          this.MANY(
            () => (negations ??= []).push(
              this.OR3(this.alternatives(2, () => [{ ALT: () => this.CONSUME(Not) }, { ALT: () => this.CONSUME(Bang) }]))
            )
          );
        const left = this.SUBRULE(this.arithmetic);
        const tail = this.entered(enters["comparison:Option:0"]) ? this.OPTION(
          () => this.OR(
            this.alternatives(3, () => [
              {
                ALT: () => {
                  const op = this.SUBRULE(this.comparator);
                  return { op, right: this.SUBRULE2(this.arithmetic) };
                }
              },
              {
                ALT: () => {
                  const op = this.OR2(
                    this.alternatives(4, () => [
                      { ALT: () => this.CONSUME(In) },
                      { ALT: () => this.CONSUME(NotIn) },
                      { ALT: () => this.CONSUME(Like) }
                    ])
                  );
                  return { op, right: this.SUBRULE3(this.arithmetic) };
                }
              },
              {
                ALT: () => {
                  this.CONSUME(Occurs);
                  return { constraint: this.SUBRULE(this.timeConstraint) };
                }
              }
            ])
          )
        ) : void 0;
        if (!this.building) return left;
        const compared = !tail ? left : "constraint" in tail ? this.ast.occurs(left, tail.constraint) : this.ast.binary(tail.op, left, tail.right);
        return negations ? this.ast.prefixed(negations, compared) : compared;
      });
      comparator = this.RULE(
        "comparator",
        () => this.OR(
          this.alternatives(5, () => [
            { ALT: () => this.CONSUME(Equals) },
            { ALT: () => this.CONSUME(NotEquals) },
            { ALT: () => this.CONSUME(LessEq) },
            { ALT: () => this.CONSUME(Less) },
            { ALT: () => this.CONSUME(GreaterEq) },
            { ALT: () => this.CONSUME(Greater) }
          ])
        )
      );
      /** What follows `occurs`, and what `WHEN(...)` holds. */
      timeConstraint = this.RULE("timeConstraint", () => {
        const first2 = this.LA(1);
        return this.OR({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            {
              ALT: () => {
                const comparator = this.SUBRULE(this.comparator);
                const amount = this.CONSUME(IntegerLiteral);
                const unit = this.CONSUME(Unit);
                const direction = this.SUBRULE(this.direction);
                const anchor3 = this.SUBRULE(this.timeAnchor);
                return this.building ? this.ast.amountConstraint(comparator, amount, unit, direction, anchor3, this.extentFrom(first2)) : SKIPPED2;
              }
            },
            {
              ALT: () => {
                const direction = this.SUBRULE2(this.direction);
                const anchor3 = this.SUBRULE2(this.timeAnchor);
                return this.building ? this.ast.directionConstraint(direction, anchor3, this.extentFrom(first2)) : SKIPPED2;
              }
            },
            {
              ALT: () => {
                this.CONSUME(Between);
                const from = this.SUBRULE3(this.timeAnchor);
                this.CONSUME(And);
                const to = this.SUBRULE4(this.timeAnchor);
                return this.building ? this.ast.betweenConstraint(from, to, this.extentFrom(first2)) : SKIPPED2;
              }
            },
            {
              ALT: () => {
                const on = this.OPTION({ GATE: () => this.startsAnchor(this.LA(2)), DEF: () => this.CONSUME(On) });
                const anchor3 = this.SUBRULE5(this.timeAnchor);
                return this.building ? this.ast.pointConstraint(on !== void 0, anchor3, this.extentFrom(first2)) : SKIPPED2;
              }
            }
          ]
        });
      });
      direction = this.RULE(
        "direction",
        () => this.OR([{ ALT: () => this.CONSUME(Before) }, { ALT: () => this.CONSUME(After) }, { ALT: () => this.CONSUME(From) }])
      );
      timeAnchor = this.RULE(
        "timeAnchor",
        () => this.OR({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            {
              ALT: () => {
                const which = this.OR2([
                  { ALT: () => this.CONSUME(This) },
                  { ALT: () => this.CONSUME(Last) },
                  { ALT: () => this.CONSUME(Next) }
                ]);
                const unit = this.CONSUME(Unit);
                return this.building ? this.ast.relativePeriod(which, unit) : SKIPPED2;
              }
            },
            { ALT: () => this.SUBRULE(this.postfixExpression) }
          ]
        })
      );
      /**
       * `+ - * / %` and unary `-` over postfix expressions, read in a row; the action builds the tree
       * (`*` `/` `%` bind tighter than `+` `-`, both left to right; a `-` before an operand negates it).
       */
      arithmetic = this.RULE("arithmetic", () => {
        let signs;
        if (this.entered(enters["arithmetic:Repetition:0"])) this.MANY(() => (signs ??= []).push(this.CONSUME(Minus)));
        const first2 = this.negated(signs, this.SUBRULE(this.postfixExpression));
        if (!this.entered(enters["arithmetic:Repetition:2"])) return first2;
        let operands;
        const operators = [];
        this.MANY2(() => {
          operators.push(
            this.OR(
              this.alternatives(7, () => [
                { ALT: () => this.CONSUME(Plus) },
                { ALT: () => this.CONSUME2(Minus) },
                { ALT: () => this.CONSUME(Star) },
                { ALT: () => this.CONSUME(Slash) },
                { ALT: () => this.CONSUME(Percent) }
              ])
            )
          );
          let operandSigns;
          if (this.entered(enters["arithmetic:Repetition:3"])) this.MANY3(() => (operandSigns ??= []).push(this.CONSUME3(Minus)));
          (operands ??= [first2]).push(this.negated(operandSigns, this.SUBRULE2(this.postfixExpression)));
        });
        return operands && this.building ? this.ast.arithmetic(operands, operators) : first2;
      });
      negated(signs, operand) {
        return signs && this.building ? this.ast.prefixed(signs, operand) : operand;
      }
      postfixExpression = this.RULE("postfixExpression", () => {
        let result = this.SUBRULE(this.primary);
        if (!this.entered(enters["postfixExpression:Repetition:0"])) return result;
        this.MANY(() => {
          const suffix = this.OR(
            this.alternatives(10, () => [
              {
                ALT: () => {
                  this.CONSUME(Dot);
                  const name = this.CONSUME(AnyWord);
                  const args = this.entered(enters["postfixExpression:Option:0"]) ? this.OPTION(() => this.SUBRULE(this.arguments)) : void 0;
                  return { name, args };
                }
              },
              {
                ALT: () => {
                  this.CONSUME(LBracket);
                  const condition2 = this.SUBRULE(this.expression);
                  return { condition: condition2, close: this.CONSUME(RBracket) };
                }
              }
            ])
          );
          if (this.building) result = this.ast.suffix(result, suffix);
        });
        return result;
      });
      arguments = this.RULE("arguments", () => {
        this.CONSUME(LParen);
        const args = [];
        this.MANY_SEP({ SEP: Comma, DEF: () => args.push(this.SUBRULE(this.expression)) });
        return { args, close: this.CONSUME(RParen) };
      });
      /** One-token values, names and calls are alternatives here, not rules of their own: they are most operands. */
      primary = this.RULE(
        "primary",
        () => this.OR(
          this.alternatives(
            11,
            () => ({
              IGNORE_AMBIGUITIES: true,
              DEF: [
                { ALT: () => this.literal(this.CONSUME(StringLiteral)) },
                { ALT: () => this.literal(this.CONSUME(DoubleLiteral)) },
                { ALT: () => this.literal(this.CONSUME(IntegerLiteral)) },
                { ALT: () => this.literal(this.CONSUME(True)) },
                { ALT: () => this.literal(this.CONSUME(False)) },
                { ALT: () => this.timeWord(this.CONSUME(Now)) },
                { ALT: () => this.timeWord(this.CONSUME(Today)) },
                { ALT: () => this.timeWord(this.CONSUME(Yesterday)) },
                { ALT: () => this.timeWord(this.CONSUME(Tomorrow)) },
                { ALT: () => this.oneToken(this.CONSUME(Param)) },
                { ALT: () => this.SUBRULE(this.upReference) },
                { ALT: () => this.oneToken(this.CONSUME(ContextRef)) },
                { ALT: () => this.oneToken(this.CONSUME(This)) },
                { ALT: () => this.SUBRULE(this.parenthesized) },
                { GATE: () => this.LA(2).tokenType === LParen, ALT: () => this.SUBRULE(this.chainExpression) },
                { ALT: () => this.SUBRULE(this.ifExpression) },
                { ALT: () => this.SUBRULE(this.arrayLiteral) },
                { ALT: () => this.SUBRULE(this.objectLiteral) },
                {
                  // A name, or a global function call such as `inSegment("...")`, `date(2020, 3, 14)`.
                  ALT: () => {
                    const name = this.CONSUME(SoftName);
                    const call = this.entered(enters["primary:Option:0"]) ? this.OPTION(() => this.SUBRULE(this.arguments)) : void 0;
                    return this.building ? this.ast.nameOrCall(name, call) : SKIPPED2;
                  }
                }
              ]
            })
          )
        )
      );
      literal(token) {
        return this.building ? this.ast.literal(token) : SKIPPED2;
      }
      timeWord(token) {
        return this.building ? this.ast.timeWord(token) : SKIPPED2;
      }
      /** `$1`, `#{...}`, `this`. */
      oneToken(token) {
        return this.building ? this.ast.token(token) : SKIPPED2;
      }
      upReference = this.RULE("upReference", () => {
        let first2;
        let levels = 0;
        this.AT_LEAST_ONE(() => {
          const caret = this.CONSUME(Caret);
          first2 ??= caret;
          levels++;
        });
        this.OPTION(() => this.CONSUME(Dot));
        const word2 = this.CONSUME(AnyWord);
        return this.building ? this.ast.upReference(first2, levels, word2) : SKIPPED2;
      });
      parenthesized = this.RULE("parenthesized", () => {
        const open = this.CONSUME(LParen);
        const inner = this.SUBRULE(this.expression);
        const close = this.CONSUME(RParen);
        return this.building ? this.ast.parenthesize(inner, open, close) : SKIPPED2;
      });
      ifExpression = this.RULE("ifExpression", () => {
        const keyword = this.CONSUME(If);
        this.CONSUME(LParen);
        const test = this.SUBRULE(this.expression);
        this.CONSUME(Comma);
        const then = this.SUBRULE2(this.expression);
        this.CONSUME2(Comma);
        const otherwise = this.SUBRULE3(this.expression);
        const close = this.CONSUME(RParen);
        return this.building ? this.ast.if(keyword, test, then, otherwise, close) : SKIPPED2;
      });
      arrayLiteral = this.RULE("arrayLiteral", () => {
        const open = this.CONSUME(LBracket);
        const elements = [];
        this.MANY_SEP({ SEP: Comma, DEF: () => elements.push(this.SUBRULE(this.expression)) });
        const close = this.CONSUME(RBracket);
        return this.building ? this.ast.array(open, elements, close) : SKIPPED2;
      });
      objectLiteral = this.RULE("objectLiteral", () => {
        const open = this.CONSUME(LBrace);
        const entries = [];
        this.MANY_SEP({ SEP: Comma, DEF: () => entries.push(this.SUBRULE(this.objectEntry)) });
        const close = this.CONSUME(RBrace);
        return this.building ? this.ast.object(open, entries, close) : SKIPPED2;
      });
      objectEntry = this.RULE("objectEntry", () => {
        const key = this.CONSUME(StringLiteral);
        this.CONSUME(Colon);
        const value = this.SUBRULE(this.expression);
        return this.building ? this.ast.objectEntry(key, value, this.extentFrom(key)) : SKIPPED2;
      });
      chainExpression = this.RULE("chainExpression", () => {
        const keyword = this.CONSUME(Chain);
        this.CONSUME(LParen);
        const events2 = this.SUBRULE(this.arithmetic);
        this.CONSUME(Comma);
        const timestampField = this.CONSUME(AnyWord);
        this.CONSUME2(Comma);
        this.CONSUME(LBracket);
        const steps = [];
        this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => steps.push(this.SUBRULE(this.chainStep)) });
        this.CONSUME(RBracket);
        const close = this.CONSUME(RParen);
        return this.building ? this.ast.chain(keyword, events2, timestampField, steps, close) : SKIPPED2;
      });
      chainStep = this.RULE("chainStep", () => {
        const label2 = this.CONSUME(SoftName);
        this.CONSUME(Colon);
        const clauses = [];
        this.AT_LEAST_ONE(() => clauses.push(this.SUBRULE(this.stepClause)));
        return this.building ? this.ast.chainStep(label2, clauses, this.extentFrom(label2)) : SKIPPED2;
      });
      stepClause = this.RULE(
        "stepClause",
        () => this.OR([
          {
            ALT: () => {
              const keyword = this.CONSUME(What);
              this.CONSUME(LParen);
              const expression3 = this.SUBRULE(this.expression);
              this.CONSUME(RParen);
              return { keyword, expression: expression3 };
            }
          },
          {
            ALT: () => {
              const keyword = this.CONSUME(Where);
              this.CONSUME2(LParen);
              const expression3 = this.SUBRULE2(this.expression);
              this.CONSUME2(RParen);
              return { keyword, expression: expression3 };
            }
          },
          {
            ALT: () => {
              const keyword = this.CONSUME(When);
              this.CONSUME3(LParen);
              const constraint = this.SUBRULE(this.timeConstraint);
              this.CONSUME3(RParen);
              return { keyword, constraint };
            }
          },
          {
            ALT: () => {
              const keyword = this.CONSUME(Count);
              this.CONSUME4(LParen);
              const count = this.CONSUME(IntegerLiteral);
              this.CONSUME4(RParen);
              return { keyword, count: Number(count.image) };
            }
          }
        ])
      );
      /** `(a) =>` or `(a, b) =>`: a lambda head needs a scan, `(a)` alone is a parenthesized path. */
      isLambdaStart() {
        if (this.LA(1).tokenType !== LParen) return false;
        let i = 2;
        for (; ; ) {
          if (!this.tokenMatches(this.LA(i), SoftName)) return false;
          i += 1;
          const next = this.LA(i).tokenType;
          if (next === Comma) {
            i += 1;
            continue;
          }
          return next === RParen && this.LA(i + 1).tokenType === Arrow;
        }
      }
      /**
       * `sum X.price over X from ...` versus a field or a function called `sum` (`sum(x)`, `sum.total`,
       * `sum - 1`). It is a sum-over when `over` follows the value: a scan over the tokens of an
       * additive expression (bracket groups skipped, names after `.` skipped), which stops at the
       * first token that cannot be part of one.
       */
      isSumOverStart() {
        if (this.LA(1).tokenType !== Sum) return false;
        const next = this.LA(2);
        if (next.tokenType !== LParen && !sumValueStart.has(next.tokenType) && !this.tokenMatches(next, SoftName)) return false;
        let depth = 0;
        for (let i = 2; ; i++) {
          const token = this.LA(i);
          const type = token.tokenType;
          if (type === import_chevrotain8.EOF) return false;
          if (type === LParen || type === LBracket || type === LBrace) depth++;
          else if (type === RParen || type === RBracket || type === RBrace) {
            if (depth === 0) return false;
            depth--;
          } else if (type === Dot)
            i++;
          else if (depth === 0) {
            if (type === Over) return true;
            if (!continuesValue(token, this)) return false;
          }
        }
      }
      /** Whether `token` can begin a time anchor other than an array (see `on` in `timeConstraint`). */
      startsAnchor(token) {
        return token.tokenType === LParen || sumValueStart.has(token.tokenType) || this.tokenMatches(token, SoftName);
      }
      tokenMatches(token, type) {
        return token.tokenType === type || (token.tokenType.CATEGORIES ?? []).includes(type);
      }
    };
  }
});

// src/syntax/rules/syntax-parse-error.ts
var syntaxParseError;
var init_syntax_parse_error = __esm({
  "src/syntax/rules/syntax-parse-error.ts"() {
    "use strict";
    syntaxParseError = {
      meta: {
        code: "PQL001",
        name: "syntax/parse-error",
        category: "syntax",
        defaultSeverity: "error",
        summary: "The expression is not valid PQL",
        why: "AEP rejects a definition that does not parse; the message says what was expected where.",
        invalid: [{ code: "homeAddress.countryCode = " }, { code: "x.timestamp occurs between date(2024, 1, 1) today" }],
        valid: [{ code: 'homeAddress.countryCode = "US"' }]
      },
      source: "parser"
    };
  }
});

// src/syntax/chevrotain-parse.ts
var chevrotain_parse_exports = {};
__export(chevrotain_parse_exports, {
  enableGrammarValidation: () => enableGrammarValidation,
  getParser: () => getParser,
  parseWithChevrotain: () => parseWithChevrotain
});
function enableGrammarValidation() {
  validateGrammar = true;
  parser = void 0;
}
function getParser(recovering = false) {
  if (recovering) return recoveringParser ??= new PqlParser(validateGrammar, { recovery: true });
  return parser ??= new PqlParser(validateGrammar, { recovery: false });
}
function parseWithChevrotain(tokens, text, lines, report2) {
  let p = getParser();
  p.input = tokens;
  p.ast.reset(lines);
  const ast = p.query();
  if (p.errors.length > 0) {
    p = getParser(true);
    p.input = tokens;
    p.query();
  }
  for (const e of p.errors) reportRecognitionError(e, tokens, text, report2);
  return { ast, problems: p.ast.problems };
}
function reportRecognitionError(e, tokens, text, report2) {
  const token = e.token;
  if (token.tokenType === UnclosedString) return;
  if (token.tokenType === import_chevrotain9.EOF || Number.isNaN(token.startOffset)) {
    const last = tokens[tokens.length - 1];
    const at2 = last ? last.startOffset + last.image.length : text.length;
    report2(syntaxParseError, e.message, at2, at2);
    return;
  }
  report2(syntaxParseError, e.message, token.startOffset, token.startOffset + token.image.length);
}
var import_chevrotain9, validateGrammar, parser, recoveringParser;
var init_chevrotain_parse = __esm({
  "src/syntax/chevrotain-parse.ts"() {
    "use strict";
    import_chevrotain9 = require("./chevrotain.cjs");
    init_parser();
    init_tokens();
    init_syntax_parse_error();
    validateGrammar = false;
  }
});

// src/syntax/chevrotain-loader.ts
function loadChevrotainParse() {
  return init_chevrotain_parse(), __toCommonJS(chevrotain_parse_exports);
}
var init_chevrotain_loader = __esm({
  "src/syntax/chevrotain-loader.ts"() {
    "use strict";
  }
});

// src/syntax/lexer.ts
function matcherOf(tokenType, longerAlt) {
  const pattern = tokenType.PATTERN;
  let sticky = null;
  let exec = null;
  if (pattern instanceof RegExp) sticky = new RegExp(pattern.source, pattern.ignoreCase ? "iy" : "y");
  else if (pattern && typeof pattern === "object" && "exec" in pattern) exec = pattern.exec;
  else throw new Error(`lexer: token ${tokenType.name} has a pattern this lexer does not run`);
  const group2 = tokenType.GROUP === void 0 ? false : tokenType.GROUP === SKIPPED ? void 0 : tokenType.GROUP;
  return { tokenType, tokenTypeIdx: tokenType.tokenTypeIdx, sticky, exec, group: group2, longerAlt };
}
function matchLength(m, text, offset) {
  const sticky = m.sticky;
  if (sticky !== null) {
    sticky.lastIndex = offset;
    return sticky.test(text) ? sticky.lastIndex - offset : -1;
  }
  const found = m.exec(text, offset, NO_TOKENS, NO_GROUPS);
  return found === null ? -1 : found[0].length;
}
function bucketOf(charCode) {
  return charCode < 256 ? charCode : 255 + ~~(charCode / 255);
}
function buildTables() {
  const matchers = /* @__PURE__ */ new Map();
  const matcher = (tokenType) => {
    let found = matchers.get(tokenType);
    if (!found) {
      const alt = tokenType.LONGER_ALT;
      if (Array.isArray(alt)) throw new Error(`lexer: token ${tokenType.name} has several longer_alt`);
      found = matcherOf(tokenType, alt ? matcher(alt) : void 0);
      matchers.set(tokenType, found);
    }
    return found;
  };
  const byBucket = Array.from({ length: bucketOf(65535) + 1 }, () => []);
  const groupNames = [];
  for (const tokenType of allTokens) {
    const pattern = tokenType.PATTERN;
    if (pattern instanceof RegExp && pattern.source === NOT_APPLICABLE.source) continue;
    const m = matcher(tokenType);
    if (typeof m.group === "string" && !groupNames.includes(m.group)) groupNames.push(m.group);
    const starts = tokenType.START_CHARS_HINT ?? START_CHARS[tokenType.name];
    if (!starts) throw new Error(`lexer: token ${tokenType.name} has no start characters (npm run grammar)`);
    for (const start of starts) {
      const list3 = byBucket[bucketOf(typeof start === "number" ? start : start.charCodeAt(0))];
      if (!list3.includes(m)) list3.push(m);
    }
  }
  const plain = (m, source) => m !== void 0 && m.sticky !== null && m.longerAlt === void 0 && (source === void 0 || m.sticky.source === source) ? m : void 0;
  const only = (code, source) => byBucket[code].length === 1 ? plain(byBucket[code][0], source) : void 0;
  const whiteSpace = only(32, WHITE_SPACE_SOURCE);
  const digits = byBucket[48];
  const double = digits.length === 2 ? plain(digits[0], DOUBLE_SOURCE) : void 0;
  const integer = digits.length === 2 ? plain(digits[1], INTEGER_SOURCE) : void 0;
  const scans = Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    const candidates = byBucket[code];
    if (isWhiteSpace(code) && only(code, WHITE_SPACE_SOURCE)) return Scan.WhiteSpace;
    if (isDigit(code) && candidates.length === 2 && candidates[0] === double && candidates[1] === integer) return Scan.Number;
    if (/[A-Za-z]/.test(character) && candidates.length > 0 && candidates.every((m) => m.sticky !== null && (m.sticky.source === IDENTIFIER_SOURCE || /^[A-Za-z|]+$/.test(m.sticky.source))))
      return Scan.Word;
    const sign = only(code)?.sticky?.source;
    if (sign === character || sign === `\\${character}`) return Scan.Sign;
    return Scan.Candidates;
  });
  return { byBucket, groupNames, scans, whiteSpace, integer, double };
}
function isWhiteSpace(code) {
  return code === 32 || code >= 9 && code <= 13 || code === 160 || code === 65279;
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function isWordCharacter(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || isDigit(code) || code === 95;
}
function choose(candidates, text, offset) {
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i];
    const matched = matchLength(candidate, text, offset);
    if (matched === -1) continue;
    chosenLength = matched;
    const alt = candidate.longerAlt;
    if (alt !== void 0) {
      const altLength = matchLength(alt, text, offset);
      if (altLength > matched) {
        chosenLength = altLength;
        return alt;
      }
    }
    return candidate;
  }
  return void 0;
}
function wordMatcher(candidates, word2) {
  let matcher = wordMatchers.get(word2);
  if (matcher === void 0) {
    matcher = choose(candidates, word2, 0);
    if (matcher === void 0 || chosenLength !== word2.length) return void 0;
    if (wordMatchers.size >= MAX_WORDS) wordMatchers.clear();
    wordMatchers.set(word2, matcher);
  }
  return matcher;
}
function tokenize(text) {
  const { byBucket, groupNames, scans, whiteSpace, integer, double } = tables ??= buildTables();
  const tokens = [];
  const groups = {};
  for (const name of groupNames) groups[name] = [];
  const errors = [];
  const length = text.length;
  let offset = 0;
  while (offset < length) {
    const code = text.charCodeAt(offset);
    const candidates = byBucket[bucketOf(code)];
    let chosen;
    let end = offset + 1;
    let image;
    switch (code < 128 ? scans[code] : Scan.Candidates) {
      case Scan.WhiteSpace:
        while (end < length && isWhiteSpace(text.charCodeAt(end))) end++;
        chosen = whiteSpace;
        break;
      case Scan.Word:
        while (end < length && isWordCharacter(text.charCodeAt(end))) end++;
        image = text.substring(offset, end);
        chosen = wordMatcher(candidates, image);
        if (chosen === void 0) {
          image = void 0;
          chosen = choose(candidates, text, offset);
          end = offset + chosenLength;
        }
        break;
      case Scan.Number:
        while (end < length && isDigit(text.charCodeAt(end))) end++;
        chosen = integer;
        if (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1))) {
          end += 2;
          while (end < length && isDigit(text.charCodeAt(end))) end++;
          chosen = double;
        }
        break;
      case Scan.Sign:
        chosen = candidates[0];
        break;
      default:
        chosen = choose(candidates, text, offset);
        end = offset + chosenLength;
    }
    if (chosen !== void 0) {
      const group2 = chosen.group;
      if (group2 !== void 0) {
        const token = {
          image: image ?? text.substring(offset, end),
          startOffset: offset,
          tokenTypeIdx: chosen.tokenTypeIdx,
          tokenType: chosen.tokenType
        };
        if (group2 === false) tokens.push(token);
        else groups[group2].push(token);
      }
      offset = end;
      continue;
    }
    const start = offset;
    while (offset < length) {
      offset++;
      if (offset < length && byBucket[bucketOf(text.charCodeAt(offset))].some((m) => matchLength(m, text, offset) !== -1)) break;
    }
    errors.push({
      offset: start,
      line: void 0,
      column: void 0,
      length: offset - start,
      message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start}, skipped ${offset - start} characters.`
    });
  }
  return { tokens, groups, errors };
}
var NO_TOKENS, NO_GROUPS, Scan, tables, WHITE_SPACE_SOURCE, DOUBLE_SOURCE, INTEGER_SOURCE, IDENTIFIER_SOURCE, chosenLength, wordMatchers, MAX_WORDS;
var init_lexer = __esm({
  "src/syntax/lexer.ts"() {
    "use strict";
    init_lexer_hints_table();
    init_token_type();
    init_tokens();
    NO_TOKENS = [];
    NO_GROUPS = {};
    Scan = {
      /** Try the candidates in turn, as Chevrotain does. */
      Candidates: 0,
      /** White space (skipped): the run of white-space characters. */
      WhiteSpace: 1,
      /** A letter: the word decides the token (see wordMatcher). */
      Word: 2,
      /** A digit: an integer, or a decimal when `.` and a digit follow. */
      Number: 3,
      /** A sign that is a token of one character and nothing longer (the bucket's one candidate). */
      Sign: 4
    };
    WHITE_SPACE_SOURCE = "[ \\t\\r\\n\\f\\v\\u00a0\\ufeff]+";
    DOUBLE_SOURCE = "\\d+\\.\\d+";
    INTEGER_SOURCE = "\\d+";
    IDENTIFIER_SOURCE = "[A-Za-z_][A-Za-z0-9_]*";
    chosenLength = -1;
    wordMatchers = /* @__PURE__ */ new Map();
    MAX_WORDS = 1e4;
  }
});

// src/syntax/rules/syntax-invalid-escape.ts
var syntaxInvalidEscape;
var init_syntax_invalid_escape = __esm({
  "src/syntax/rules/syntax-invalid-escape.ts"() {
    "use strict";
    syntaxInvalidEscape = {
      meta: {
        code: "PQL004",
        name: "syntax/invalid-escape",
        category: "syntax",
        defaultSeverity: "error",
        summary: "An unknown backslash escape in a string",
        why: "AEP's docs say a regex `\\w` must be written `\\\\w` inside a PQL string; a lone backslash before another letter is a mistake.",
        invalid: [{ code: 'person.name.matches("^\\w+$")' }],
        valid: [{ code: 'person.name.matches("^\\\\w+$")' }]
      },
      source: "parser"
    };
  }
});

// src/syntax/rules/syntax-placeholder.ts
var syntaxPlaceholder;
var init_syntax_placeholder = __esm({
  "src/syntax/rules/syntax-placeholder.ts"() {
    "use strict";
    syntaxPlaceholder = {
      meta: {
        code: "PQL005",
        name: "syntax/placeholder",
        category: "syntax",
        defaultSeverity: "error",
        summary: "A documentation placeholder such as `_{TENANT_ID}` was copied into the expression",
        why: "AEP's docs write tenant fields as `_{TENANT_ID}.field`; the real field starts with your tenant namespace, e.g. `_acmecorp.field`.",
        invalid: [{ code: "_{TENANT_ID}.loyaltyPoints > 100" }],
        valid: [{ code: "_acmecorp.loyaltyPoints > 100" }]
      },
      source: "parser"
    };
  }
});

// src/syntax/rules/syntax-unexpected-character.ts
var syntaxUnexpectedCharacter;
var init_syntax_unexpected_character = __esm({
  "src/syntax/rules/syntax-unexpected-character.ts"() {
    "use strict";
    syntaxUnexpectedCharacter = {
      meta: {
        code: "PQL002",
        name: "syntax/unexpected-character",
        category: "syntax",
        defaultSeverity: "error",
        summary: "A character that PQL does not use",
        why: "Single quotes, curly quotes, `&&`, `||` and comments are common slips from other languages; PQL has none of them.",
        invalid: [{ code: "homeAddress.countryCode = 'US'" }, { code: "person.age > 21 && person.age < 65" }],
        valid: [{ code: 'homeAddress.countryCode = "US"' }, { code: "person.age > 21 and person.age < 65" }]
      },
      source: "parser"
    };
  }
});

// src/syntax/token-problems.ts
function reportLexingError(e, text, report2) {
  const ch = text.slice(e.offset, e.offset + e.length);
  const first2 = ch[0] ?? "";
  const end = e.offset + Math.min(e.length, 1);
  if (first2 === "'") {
    report2(syntaxUnexpectedCharacter, 'strings use double quotes (`"..."`), not single quotes', e.offset, end);
  } else if (first2 === "\u201C" || first2 === "\u201D") {
    report2(syntaxUnexpectedCharacter, 'curly quote: use a straight double quote `"`', e.offset, end, [
      "text copied from a word processor often has curly quotes"
    ]);
  } else if (first2 === "$") {
    report2(syntaxUnexpectedCharacter, "`$` starts a parameter and needs its number, as in `$1`", e.offset, end);
  } else if (first2 === "@") {
    report2(
      syntaxUnexpectedCharacter,
      "`@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`",
      e.offset,
      end
    );
  } else if (first2 === "&" || first2 === "|") {
    const word2 = first2 === "&" ? "and" : "or";
    report2(syntaxUnexpectedCharacter, `unexpected \`${first2}\`: PQL writes \`${word2}\``, e.offset, end);
  } else {
    const shown2 = /^[\x21-\x7e]$/.test(first2) ? `\`${first2}\`` : `character U+${(first2.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    report2(syntaxUnexpectedCharacter, `unexpected ${shown2}`, e.offset, end);
  }
}
function checkTokens(tokens, report2) {
  for (const token of tokens) {
    const start = token.startOffset;
    if (token.tokenType === UnclosedString) {
      report2(syntaxUnclosedString, 'unclosed string: it has no closing `"` on its line', start, start + 1, ['add the closing `"`']);
    } else if (token.tokenType === StringLiteral && token.image.includes("\\")) {
      const decoded = decodeString(token.image);
      if (!decoded.ok) report2(syntaxInvalidEscape, decoded.message, start + decoded.index, start + decoded.index + decoded.length);
    } else if (token.tokenType === MisquotedString) {
      const curly = token.image.startsWith("\u201C");
      report2(
        syntaxUnexpectedCharacter,
        curly ? 'curly quotes: strings use straight double quotes `"`' : 'strings use double quotes (`"..."`), not single quotes',
        start,
        start + token.image.length,
        [`write ${encodeString(token.image.slice(1, -1))}`]
      );
    } else if (token.tokenType === DoubleEquals || token.tokenType === DoubleAmpersand || token.tokenType === DoublePipe) {
      const pql = token.tokenType === DoubleEquals ? "=" : token.tokenType === DoubleAmpersand ? "and" : "or";
      const what = token.tokenType === DoubleEquals ? "equality is a single `=`" : `write \`${pql}\``;
      report2(syntaxUnexpectedCharacter, `\`${token.image}\` is not PQL: ${what}`, start, start + token.image.length);
    } else if (token.tokenType === TenantPlaceholder) {
      report2(
        syntaxPlaceholder,
        `\`${token.image}\` is a documentation placeholder, not a field`,
        start,
        start + token.image.length,
        ["replace it with your tenant namespace, e.g. `_acmecorp.loyaltyPoints`"],
        "placeholder"
      );
    }
  }
}
function findExcessiveNesting(tokens, max) {
  let depth = 0;
  for (const token of tokens) {
    const type = token.tokenType;
    if (type === LParen || type === LBracket || type === LBrace) {
      depth++;
      if (depth > max) return token;
    } else if (type === RParen || type === RBracket || type === RBrace) {
      depth = Math.max(0, depth - 1);
    }
  }
  return void 0;
}
var init_token_problems = __esm({
  "src/syntax/token-problems.ts"() {
    "use strict";
    init_strings();
    init_tokens();
    init_syntax_invalid_escape();
    init_syntax_placeholder();
    init_syntax_unclosed_string();
    init_syntax_unexpected_character();
  }
});

// src/syntax/walk.ts
function childrenOf(node) {
  switch (node.kind) {
    case "String":
    case "Number":
    case "Boolean":
    case "Date":
    case "This":
    case "ContextReference":
    case "SegmentReference":
    case "TimeWord":
    case "RelativePeriod":
    case "Name":
      return [];
    case "Path":
      return node.segments;
    case "Array":
      return node.elements;
    case "Object":
      return node.entries;
    case "ObjectEntry":
      return [node.key, node.value];
    case "Logical":
      return node.operands;
    case "Binary":
      return [node.left, node.right];
    case "Unary":
      return [node.operand];
    case "MemberAccess":
      return [node.object, node.property];
    case "MethodCall":
      return [node.object, node.method, ...node.args];
    case "Filter":
      return [node.object, node.condition];
    case "FunctionCall":
      return [node.callee, ...node.args];
    case "If":
      return [node.test, node.then, node.otherwise];
    case "Lambda":
      return [...node.params, node.body];
    case "Let":
      return [node.variable, node.value, node.body];
    case "Select":
      return node.condition ? [node.variable, node.source, node.condition, ...node.laterBindings] : [node.variable, node.source, ...node.laterBindings];
    case "Binding":
      return node.condition ? [node.variable, node.source, node.condition] : [node.variable, node.source];
    case "Quantifier":
      return node.bindings;
    case "SumOver":
      return node.condition ? [node.value, node.variable, node.source, node.condition, ...node.laterBindings] : [node.value, node.variable, node.source, ...node.laterBindings];
    case "Occurs":
      return [node.subject, node.constraint];
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      return [node.anchor];
    case "BetweenConstraint":
      return [node.from, node.to];
    case "Chain":
      return [node.events, node.timestampField, ...node.steps];
    case "ChainStep": {
      const out = [node.label, node.what];
      if (node.where) out.push(node.where);
      if (node.when) out.push(node.when);
      return out;
    }
  }
}
function forEachNode(root, visit2) {
  const nodes = [root];
  const depths = [0];
  const parents = [];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const depth = depths.pop();
    while (parents.length > depth) parents.pop();
    visit2(node, parents);
    parents.push(node);
    const before = nodes.length;
    pushChildren(node, nodes);
    for (let i = before; i < nodes.length; i++) depths.push(depth + 1);
  }
}
function pushChildren(node, stack) {
  switch (node.kind) {
    case "String":
    case "Number":
    case "Boolean":
    case "Date":
    case "This":
    case "ContextReference":
    case "SegmentReference":
    case "TimeWord":
    case "RelativePeriod":
    case "Name":
      return;
    case "Path":
      return pushReversed(node.segments, stack);
    case "Array":
      return pushReversed(node.elements, stack);
    case "Object":
      return pushReversed(node.entries, stack);
    case "Logical":
      return pushReversed(node.operands, stack);
    case "Quantifier":
      return pushReversed(node.bindings, stack);
    case "ObjectEntry":
      stack.push(node.value, node.key);
      return;
    case "Binary":
      stack.push(node.right, node.left);
      return;
    case "Unary":
      stack.push(node.operand);
      return;
    case "MemberAccess":
      stack.push(node.property, node.object);
      return;
    case "Filter":
      stack.push(node.condition, node.object);
      return;
    case "Occurs":
      stack.push(node.constraint, node.subject);
      return;
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      stack.push(node.anchor);
      return;
    case "BetweenConstraint":
      stack.push(node.to, node.from);
      return;
    case "ChainStep":
      if (node.when) stack.push(node.when);
      if (node.where) stack.push(node.where);
      stack.push(node.what, node.label);
      return;
    case "Chain":
      pushReversed(node.steps, stack);
      stack.push(node.timestampField, node.events);
      return;
    default:
      return pushReversed(childrenOf(node), stack);
  }
}
function pushReversed(children, stack) {
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
}
function deepest(root) {
  let best = root;
  let bestDepth = 0;
  forEachNode(root, (node, parents) => {
    if (parents.length + 1 < bestDepth) return;
    best = node;
    bestDepth = parents.length + 1;
  });
  return { node: best, depth: bestDepth };
}
var init_walk = __esm({
  "src/syntax/walk.ts"() {
    "use strict";
  }
});

// src/syntax/rules/syntax-too-deep.ts
var nested, syntaxTooDeep;
var init_syntax_too_deep = __esm({
  "src/syntax/rules/syntax-too-deep.ts"() {
    "use strict";
    nested = (depth) => `${"(".repeat(depth)}person.age > 21${")".repeat(depth)}`;
    syntaxTooDeep = {
      meta: {
        code: "PQL006",
        name: "syntax/too-deep",
        category: "syntax",
        defaultSeverity: "error",
        summary: "The expression is nested too deeply to check",
        why: "Generated expressions sometimes nest hundreds of levels; they are reported instead of crashing the tool.",
        invalid: [{ code: nested(200) }],
        valid: [{ code: nested(3) }]
      },
      source: "parser"
    };
  }
});

// src/syntax/rules/syntax-unknown-function.ts
var list, syntaxUnknownFunction;
var init_syntax_unknown_function = __esm({
  "src/syntax/rules/syntax-unknown-function.ts"() {
    "use strict";
    init_functions();
    init_walk();
    list = (names) => names.map((n) => `\`${n}\``).join(", ");
    syntaxUnknownFunction = {
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
          { code: 'CHIAN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }
        ],
        valid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }, { code: 'person.name.startsWith("Jo")' }]
      },
      // When the expression does not parse, the parser reports the misspelt calls among its tokens.
      // Every tree is walked: a scan of the text for calls, to skip the walk, costs as much as it.
      check({ audience: audience3, report: report2 }) {
        if (!audience3.ast) return;
        forEachNode(audience3.ast, (node) => {
          const name = node.kind === "FunctionCall" ? node.callee : node.kind === "MethodCall" ? node.method : void 0;
          if (!name) return;
          const problem = node.kind === "FunctionCall" ? unknownFunction(name.name) : unknownMethod(name.name);
          if (problem) report2({ in: "pql", range: name.span, message: problem.message, label: problem.label, hints: problem.hints });
        });
      }
    };
  }
});

// src/syntax/index.ts
function parse(text) {
  const lines = new LineMap(text);
  const errors = [];
  const report2 = (rule, message2, start, end, hints3 = [], label2) => errors.push({ ...ruleIdentity(rule), message: message2, span: lines.span(start, end), hints: hints3, ...label2 ? { label: label2 } : {} });
  const lexed = tokenize(text);
  for (const e of lexed.errors) reportLexingError(e, text, report2);
  for (const c of lexed.groups.comments ?? [])
    report2(syntaxUnexpectedCharacter, "PQL has no comments", c.startOffset, c.startOffset + c.image.length, [
      "put notes in the audience file's `description`"
    ]);
  for (const tag of lexed.groups.templates ?? [])
    report2(
      syntaxUnexpectedCharacter,
      `\`${shorten(tag.image)}\` is a Journey Optimizer template tag, not PQL: write only the condition`,
      tag.startOffset,
      tag.startOffset + tag.image.length
    );
  const tokens = lexed.tokens;
  checkTokens(tokens, report2);
  const tooDeep = findExcessiveNesting(tokens, MAX_NESTING);
  if (tooDeep) {
    report2(
      syntaxTooDeep,
      `nested too deeply: more than ${MAX_NESTING} levels of brackets`,
      tooDeep.startOffset,
      tooDeep.startOffset + tooDeep.image.length,
      ["split the expression, or remove redundant parentheses"]
    );
    return finish(null, errors, text, lines);
  }
  if (tokens.length === 0 && errors.length > 0) return finish(null, errors, text, lines);
  if (errors.length === 0) {
    factory.reset(lines);
    const tree = parseValid(tokens, factory);
    if (tree !== void 0) return finishTree(tree, factory.problems, tokens, errors, text, lines);
  }
  let parsed;
  try {
    parsed = loadChevrotainParse().parseWithChevrotain(tokens, text, lines, report2);
  } catch (e) {
    if (e instanceof RangeError) {
      report2(syntaxTooDeep, "nested too deeply to parse", 0, Math.min(text.length, 1), [
        "split the expression, or remove redundant operators"
      ]);
      return finish(null, errors, text, lines);
    }
    throw e;
  }
  if (errors.length > 0) {
    for (const { token, problem } of unknownCallTokens(tokens))
      report2(
        syntaxUnknownFunction,
        problem.message,
        token.startOffset,
        token.startOffset + token.image.length,
        problem.hints,
        problem.label
      );
    return finish(null, errors, text, lines, tokens);
  }
  return finishTree(parsed.ast, parsed.problems, tokens, errors, text, lines);
}
function finishTree(tree, problems, tokens, errors, text, lines) {
  let ast = tree;
  for (const problem of problems)
    errors.push({ ...ruleIdentity(syntaxParseError), message: problem.message, span: problem.span, hints: [] });
  const { node, depth } = tokens.length * MAX_DEPTH_PER_TOKEN > MAX_TREE_DEPTH ? deepest(ast) : { node: ast, depth: 0 };
  if (depth > MAX_TREE_DEPTH) {
    errors.push({
      ...ruleIdentity(syntaxTooDeep),
      message: `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`,
      span: node.span,
      hints: ["split the expression into smaller audiences joined with inSegment(...)"]
    });
  }
  if (errors.length > 0) ast = null;
  return finish(ast, errors, text, lines);
}
function finish(ast, errors, text, lines, tokens) {
  if (tokens && errors.length > 0) explainMissingQuote(tokens, errors, text, lines);
  errors.sort((a, b) => a.span.start.offset - b.span.start.offset);
  const unique = [];
  for (const e of errors) {
    const prev = unique[unique.length - 1];
    if (prev && prev.span.start.offset === e.span.start.offset) continue;
    unique.push(e);
  }
  if (unique.length > MAX_ERRORS) {
    const rest = unique.length - MAX_ERRORS;
    unique.length = MAX_ERRORS;
    unique[MAX_ERRORS - 1].hints.push(`${rest} more syntax error${rest === 1 ? "" : "s"} not shown`);
  }
  return { ast, errors: unique };
}
var MAX_NESTING, MAX_TREE_DEPTH, MAX_DEPTH_PER_TOKEN, MAX_ERRORS, factory;
var init_syntax = __esm({
  "src/syntax/index.ts"() {
    "use strict";
    init_errors2();
    init_functions();
    init_missing_quote();
    init_ast_factory();
    init_descent_parser();
    init_chevrotain_loader();
    init_lexer();
    init_positions();
    init_token_problems();
    init_shorten();
    init_walk();
    init_syntax_parse_error();
    init_syntax_too_deep();
    init_syntax_unexpected_character();
    init_syntax_unknown_function();
    init_positions();
    init_walk();
    MAX_NESTING = 64;
    MAX_TREE_DEPTH = 1e3;
    MAX_DEPTH_PER_TOKEN = 2;
    MAX_ERRORS = 20;
    factory = new AstFactory();
  }
});

// src/audience/rules/examples.ts
function yamlAudience(a = {}) {
  const lines = [
    `name: ${quote(a.name ?? "US customers")}`,
    "expression:",
    `  type: ${a.type ?? "PQL"}`,
    `  format: ${a.format ?? "pql/text"}`,
    `  value: ${quote(a.value ?? 'homeAddress.countryCode = "US"')}`
  ];
  const evaluation = a.evaluation === void 0 ? [false, false, true] : a.evaluation;
  if (evaluation) {
    lines.push(
      "evaluationInfo:",
      `  batch: { enabled: ${evaluation[0]} }`,
      `  continuous: { enabled: ${evaluation[1]} }`,
      `  synchronous: { enabled: ${evaluation[2]} }`
    );
  }
  const schemaName = a.schemaName === void 0 ? "_xdm.context.profile" : a.schemaName;
  if (schemaName !== null) lines.push("schema:", `  name: ${schemaName}`);
  if (a.mergePolicyId) lines.push(`mergePolicyId: ${quote(a.mergePolicyId)}`);
  if (a.extras) lines.push("x-pql-audience:", ...a.extras.map((e) => `  ${e}`));
  return `${lines.join("\n")}
`;
}
var quote;
var init_examples = __esm({
  "src/audience/rules/examples.ts"() {
    "use strict";
    quote = (s) => JSON.stringify(s);
  }
});

// src/audience/rules/audience-schema.ts
var audienceSchemaRule;
var init_audience_schema = __esm({
  "src/audience/rules/audience-schema.ts"() {
    "use strict";
    init_examples();
    audienceSchemaRule = {
      meta: {
        code: "PQL103",
        name: "audience/schema",
        category: "audience",
        defaultSeverity: "error",
        dropsAudience: true,
        summary: "A field of the audience file is missing, unknown or of the wrong type",
        why: "The file is the Segmentation API create body; AEP rejects unknown fields and wrong types, and a typo in a field name silently loses a setting.",
        invalid: [
          { file: "yaml", code: yamlAudience().replace("synchronous: { enabled: true }", 'synchronous: { enabled: "yes" }') },
          { file: "yaml", code: yamlAudience().replace("schema:", "schemaa:") }
        ],
        valid: [{ file: "yaml", code: yamlAudience() }]
      },
      source: "loader"
    };
  }
});

// src/syntax/layout.ts
function concat(...parts) {
  return concatAll(parts);
}
function concatAll(parts) {
  let text = "";
  for (const part of parts) {
    if (typeof part !== "string") return { type: "concat", parts };
    text += part;
  }
  return text;
}
function join(separator, docs) {
  const parts = [];
  docs.forEach((d, i) => {
    if (i > 0) parts.push(separator);
    parts.push(d);
  });
  return concatAll(parts);
}
function fits(doc, width) {
  const stack = [doc];
  let remaining = width;
  while (stack.length > 0 && remaining >= 0) {
    const d = stack.pop();
    if (typeof d === "string") remaining -= d.length;
    else if (d.type === "concat") for (let i = d.parts.length - 1; i >= 0; i--) stack.push(d.parts[i]);
    else if (d.type === "line") remaining -= d.flat.length;
    else stack.push(d.doc);
  }
  return remaining >= 0;
}
function render(doc, width, indentUnit = "  ") {
  let out = "";
  let column = 0;
  const stack = [{ indent: 0, flat: false, doc }];
  while (stack.length > 0) {
    const { indent: level, flat, doc: d } = stack.pop();
    if (typeof d === "string") {
      out += d;
      column += d.length;
    } else if (d.type === "concat") {
      for (let i = d.parts.length - 1; i >= 0; i--) stack.push({ indent: level, flat, doc: d.parts[i] });
    } else if (d.type === "indent") {
      stack.push({ indent: level + 1, flat, doc: d.doc });
    } else if (d.type === "group") {
      stack.push({ indent: level, flat: flat || fits(d.doc, width - column), doc: d.doc });
    } else if (flat) {
      out += d.flat;
      column += d.flat.length;
    } else {
      const pad = indentUnit.repeat(level);
      out += `
${pad}`;
      column = pad.length;
    }
  }
  return out;
}
var group, indent, line, softline;
var init_layout = __esm({
  "src/syntax/layout.ts"() {
    "use strict";
    group = (doc) => ({ type: "group", doc });
    indent = (doc) => ({ type: "indent", doc });
    line = { type: "line", flat: " " };
    softline = { type: "line", flat: "" };
  }
});

// src/syntax/print.ts
function levelOf(node) {
  switch (node.kind) {
    case "Lambda":
    case "Let":
    case "Select":
    case "Quantifier":
    case "SumOver":
      return 0 /* Binder */;
    case "Logical":
      return node.operator === "or" ? 1 /* Or */ : 2 /* And */;
    case "Unary":
      return node.operator === "-" ? 7 /* Negation */ : 3 /* Not */;
    case "Binary":
      if (comparisonOperators.has(node.operator)) return 4 /* Comparison */;
      return node.operator === "+" || node.operator === "-" ? 5 /* Additive */ : 6 /* Multiplicative */;
    case "Occurs":
      return 4 /* Comparison */;
    case "MemberAccess":
    case "MethodCall":
    case "Filter":
      return 8 /* Postfix */;
    default:
      return 9 /* Primary */;
  }
}
function print(node, options = {}) {
  return render(expression(node), options.width ?? 100, options.indent ?? "  ");
}
function at(node, minimum) {
  const doc = expression(node);
  return levelOf(node) < minimum ? concat("(", doc, ")") : doc;
}
function list2(items) {
  return join(", ", items.map(listItem));
}
function listItem(node) {
  return endsInQuantifier(node) ? concat("(", expression(node), ")") : expression(node);
}
function endsInQuantifier(node) {
  let current = node;
  while (current) {
    switch (current.kind) {
      case "Quantifier":
        return true;
      case "Let":
      case "Lambda":
        current = current.body;
        break;
      case "Select":
      case "SumOver":
        current = current.laterBindings.length > 0 ? current.laterBindings[current.laterBindings.length - 1].condition : current.condition;
        break;
      default:
        return false;
    }
  }
  return false;
}
function unitText(unit, amount) {
  if (amount === 1) return unit;
  if (unit === "century") return "centuries";
  if (unit === "millennium") return "millennia";
  return `${unit}s`;
}
function path(node) {
  let names = "";
  for (const [i, s] of node.segments.entries()) names += i === 0 ? s.name : `.${s.name}`;
  switch (node.root.type) {
    case "name":
      return names;
    case "param":
      return names ? `$${node.root.index}.${names}` : `$${node.root.index}`;
    case "up":
      return `${"^".repeat(node.root.levels)}.${names}`;
  }
}
function condition(keyword, cond, last) {
  if (!cond) return "";
  return concat(` ${keyword} `, last ? expression(cond) : at(cond, 1 /* Or */));
}
function expression(node) {
  switch (node.kind) {
    case "String":
      return encodeString(node.value);
    case "Number":
      return node.raw;
    case "Boolean":
      return node.value ? "true" : "false";
    case "Date":
      return `date(${node.year}, ${node.month}, ${node.day})`;
    case "Array":
      return concat("[", list2(node.elements), "]");
    case "Object":
      return concat(
        "{",
        join(
          ", ",
          node.entries.map((e) => concat(encodeString(e.key.value), ": ", listItem(e.value)))
        ),
        "}"
      );
    case "Path":
      return path(node);
    case "This":
      return "this";
    case "ContextReference":
      return `@{${node.text}}`;
    case "SegmentReference":
      return `inSegment(${encodeString(node.segmentId)})`;
    case "TimeWord":
      return node.word;
    case "RelativePeriod":
      return `${node.which} ${node.unit}`;
    case "Logical": {
      const next = node.operator === "or" ? 2 /* And */ : 3 /* Not */;
      return join(
        ` ${node.operator} `,
        node.operands.map((o) => at(o, next))
      );
    }
    case "Unary": {
      if (node.operator === "-") {
        const operand2 = at(node.operand, 7 /* Negation */);
        return node.operand.kind === "Unary" && node.operand.operator === "-" ? concat("- ", operand2) : concat("-", operand2);
      }
      const operand = levelOf(node.operand) === 3 /* Not */ ? expression(node.operand) : at(node.operand, 8 /* Postfix */);
      return node.operator === "not" ? concat("not ", operand) : concat("!", operand);
    }
    case "Binary": {
      const level = levelOf(node);
      const leftMin = level === 4 /* Comparison */ ? 5 /* Additive */ : level;
      const rightMin = level === 4 /* Comparison */ ? 5 /* Additive */ : level + 1;
      return concat(at(node.left, leftMin), ` ${node.operator} `, at(node.right, rightMin));
    }
    case "Occurs":
      return concat(at(node.subject, 5 /* Additive */), " occurs ", timeConstraint(node.constraint));
    case "MemberAccess":
      return concat(at(node.object, 8 /* Postfix */), ".", node.property.name);
    case "MethodCall":
      return concat(at(node.object, 8 /* Postfix */), ".", node.method.name, "(", list2(node.args), ")");
    case "Filter":
      return concat(at(node.object, 8 /* Postfix */), "[", expression(node.condition), "]");
    case "FunctionCall":
      return concat(node.callee.name, "(", list2(node.args), ")");
    case "If":
      return concat("if(", list2([node.test, node.then, node.otherwise]), ")");
    case "Lambda":
      return concat("(", node.params.map((p) => p.name).join(", "), ") => ", expression(node.body));
    case "Let":
      return concat("let ", node.variable.name, " = ", at(node.value, 5 /* Additive */), " in ", expression(node.body));
    case "Select":
      return concat("select ", bindings([node, ...node.laterBindings]));
    case "Quantifier":
      return concat(node.quantifier, " ", bindings(node.bindings));
    case "SumOver":
      return concat("sum ", sumValue(node.value), " over ", bindings([node, ...node.laterBindings]));
    case "Chain":
      return chain(node);
  }
}
function bindings(list3) {
  return join(
    ", ",
    list3.map(
      (b, i) => concat(b.variable.name, " from ", at(b.source, 5 /* Additive */), condition("where", b.condition, i === list3.length - 1))
    )
  );
}
function leftmost(node) {
  let current = node;
  for (; ; ) {
    if (current.kind === "Binary") current = current.left;
    else if (current.kind === "Logical") current = current.operands[0];
    else if (current.kind === "Occurs") current = current.subject;
    else if (current.kind === "MethodCall" || current.kind === "MemberAccess" || current.kind === "Filter") current = current.object;
    else return current;
  }
}
function sumValue(value) {
  const first2 = leftmost(value);
  const ambiguous = first2.kind === "Array" || first2.kind === "Unary" && first2.operator === "-";
  return ambiguous && levelOf(value) >= 5 /* Additive */ ? concat("(", expression(value), ")") : at(value, 5 /* Additive */);
}
function anchor(node) {
  const first2 = leftmost(node);
  const ambiguous = first2.kind === "Array" || first2.kind === "Path" && first2.root.type === "name" && constraintWords.has(first2.segments[0].name) || first2.kind === "FunctionCall" && constraintWords.has(first2.callee.name);
  return ambiguous && levelOf(node) >= 8 /* Postfix */ ? concat("(", expression(node), ")") : at(node, 8 /* Postfix */);
}
function timeConstraint(node) {
  switch (node.kind) {
    case "AmountConstraint":
      return concat(`${node.comparator} ${node.amount} ${unitText(node.unit, node.amount)} ${node.direction} `, anchor(node.anchor));
    case "DirectionConstraint":
      return concat(`${node.direction} `, anchor(node.anchor));
    case "PointConstraint":
      return node.on ? concat("on ", anchor(node.anchor)) : anchor(node.anchor);
    case "BetweenConstraint":
      return concat("between ", anchor(node.from), " and ", anchor(node.to));
  }
}
function chainStep(step) {
  const parts = [step.label.name, ": WHAT(", expression(step.what), ")"];
  if (step.where) parts.push(" WHERE(", expression(step.where), ")");
  if (step.when) parts.push(" WHEN(", timeConstraint(step.when), ")");
  if (step.count !== null) parts.push(` COUNT(${step.count})`);
  return concat(...parts);
}
function chain(node) {
  return group(
    concat(
      "CHAIN(",
      at(node.events, 5 /* Additive */),
      ", ",
      node.timestampField.name,
      ", [",
      indent(concat(softline, join(concat(",", line), node.steps.map(chainStep)))),
      softline,
      "])"
    )
  );
}
var comparisonOperators, constraintWords;
var init_print = __esm({
  "src/syntax/print.ts"() {
    "use strict";
    init_layout();
    init_strings();
    comparisonOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);
    constraintWords = /* @__PURE__ */ new Set(["before", "after", "between", "on", "this", "last", "next"]);
  }
});

// lazy-package:yaml
function lazy_isAlias(...args) {
  return load()["isAlias"](...args);
}
function lazy_isMap(...args) {
  return load()["isMap"](...args);
}
function lazy_isScalar(...args) {
  return load()["isScalar"](...args);
}
function lazy_isSeq(...args) {
  return load()["isSeq"](...args);
}
function lazy_parseAllDocuments(...args) {
  return load()["parseAllDocuments"](...args);
}
function lazy_parseDocument(...args) {
  return load()["parseDocument"](...args);
}
function lazy_LineCounter(...args) {
  return new (load())["LineCounter"](...args);
}
function lazy_Parser(...args) {
  return new (load())["Parser"](...args);
}
function visit(...args) {
  return load().visit(...args);
}
var loaded, load;
var init_yaml = __esm({
  "lazy-package:yaml"() {
    load = () => loaded ??= require("./yaml.cjs");
    Object.defineProperty(visit, "BREAK", { get: () => load().visit.BREAK });
    Object.defineProperty(visit, "SKIP", { get: () => load().visit.SKIP });
    Object.defineProperty(visit, "REMOVE", { get: () => load().visit.REMOVE });
  }
});

// src/audience/rules/audience-invalid-json.ts
var audienceInvalidJson;
var init_audience_invalid_json = __esm({
  "src/audience/rules/audience-invalid-json.ts"() {
    "use strict";
    audienceInvalidJson = {
      meta: {
        code: "PQL101",
        name: "audience/invalid-json",
        category: "audience",
        defaultSeverity: "error",
        dropsAudience: true,
        summary: "The audience file is not valid JSON",
        why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
        invalid: [{ file: "json", code: '{ "name": "US customers", "expression": { "type": "PQL", }' }],
        valid: [
          {
            file: "json",
            code: '{ "name": "US customers", "expression": { "type": "PQL", "format": "pql/text", "value": "homeAddress.countryCode = \\"US\\"" }, "schema": { "name": "_xdm.context.profile" }, "evaluationInfo": { "synchronous": { "enabled": true } } }'
          }
        ]
      },
      source: "loader"
    };
  }
});

// src/audience/rules/audience-invalid-utf8.ts
var audienceInvalidUtf8;
var init_audience_invalid_utf8 = __esm({
  "src/audience/rules/audience-invalid-utf8.ts"() {
    "use strict";
    init_examples();
    audienceInvalidUtf8 = {
      meta: {
        code: "PQL108",
        name: "audience/invalid-utf8",
        category: "audience",
        defaultSeverity: "error",
        summary: "The audience file is not UTF-8",
        why: "Bytes that are not UTF-8 are read as U+FFFD (\uFFFD): a name or a PQL string would be published with that character instead of the one meant. The position is the first bad byte; the rest of the file is still checked.",
        invalid: [{ file: "yaml", code: yamlAudience({ name: "Caf\xE9 customers" }), savedAs: "latin1" }],
        valid: [{ file: "yaml", code: yamlAudience({ name: "Caf\xE9 customers" }) }]
      },
      source: "loader"
    };
  }
});

// src/audience/rules/audience-invalid-yaml.ts
var audienceInvalidYaml;
var init_audience_invalid_yaml = __esm({
  "src/audience/rules/audience-invalid-yaml.ts"() {
    "use strict";
    init_examples();
    audienceInvalidYaml = {
      meta: {
        code: "PQL102",
        name: "audience/invalid-yaml",
        category: "audience",
        defaultSeverity: "error",
        dropsAudience: true,
        summary: "The audience file is not valid YAML",
        why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
        invalid: [{ file: "yaml", code: 'name: "US customers\nexpression:\n  type: PQL\n' }],
        valid: [{ file: "yaml", code: yamlAudience() }]
      },
      source: "loader"
    };
  }
});

// src/audience/source-map.ts
function clamp(offset, length) {
  return Math.max(0, Math.min(offset, length));
}
var SourceMap, SourceMapBuilder;
var init_source_map = __esm({
  "src/audience/source-map.ts"() {
    "use strict";
    SourceMap = class _SourceMap {
      /**
       * @param pieces the value's runs, in order, covering it
       * @param endOffset file offset standing for "the end of the value" (where a span at value.length lands)
       * @param length the value's length
       */
      constructor(lines, pieces, endOffset, length) {
        this.lines = lines;
        this.pieces = pieces;
        this.endOffset = endOffset;
        this.length = length;
      }
      lines;
      pieces;
      endOffset;
      length;
      /** The map of a value copied verbatim from the file at `start` (a bare `.pql` file). */
      static identity(lines, start, length) {
        return new _SourceMap(
          lines,
          length > 0 ? [{ at: 0, length, from: start, to: start + length, copied: true }] : [],
          start + length,
          length
        );
      }
      /** @internal Made by SourceMapBuilder. */
      static of(lines, pieces, endOffset, length) {
        return new _SourceMap(lines, pieces, endOffset, length);
      }
      /** The piece holding value offset `index` (0 <= index < length). */
      pieceAt(index) {
        const pieces = this.pieces;
        let lo = 0;
        let hi = pieces.length - 1;
        while (lo < hi) {
          const mid = lo + hi + 1 >> 1;
          if (pieces[mid].at <= index) lo = mid;
          else hi = mid - 1;
        }
        return pieces[lo];
      }
      startOf(index) {
        const piece = this.pieceAt(index);
        return piece.copied ? piece.from + (index - piece.at) : piece.from;
      }
      endOf(index) {
        const piece = this.pieceAt(index);
        return piece.copied ? piece.from + (index - piece.at) + 1 : piece.to;
      }
      /** Where the character at `offset` of the value starts in the file (offset == length maps past the value). */
      offsetAt(offset) {
        if (offset >= this.length || offset < 0) return offset < 0 && this.length > 0 ? this.startOf(0) : this.endOffset;
        return this.startOf(offset);
      }
      position(offset) {
        return this.lines.position(this.offsetAt(offset));
      }
      /**
       * A span of the value -> the span of the file that holds those characters. An empty span stays
       * empty (a point before the character at its start); a non-empty one ends just past the source
       * of its last character, so `\"` or `\u00e9` is covered whole.
       */
      mapSpan(span) {
        const start = clamp(span.start.offset, this.length);
        const end = clamp(span.end.offset, this.length);
        if (end <= start) {
          const at2 = this.lines.position(this.offsetAt(start));
          return { start: at2, end: at2 };
        }
        const from = this.startOf(start);
        const to = Math.max(from, this.endOf(end - 1));
        return this.lines.span(from, to);
      }
    };
    SourceMapBuilder = class {
      value = "";
      pieces = [];
      /** Appends `text`, each character produced by the source range [start, end). */
      push(text, start, end) {
        if (text.length === 0) return;
        this.pieces.push({ at: this.value.length, length: text.length, from: start, to: end, copied: false });
        this.value += text;
      }
      /** Appends source characters copied one to one, starting at file offset `start`. */
      copy(text, start) {
        if (text.length === 0) return;
        const last = this.pieces[this.pieces.length - 1];
        if (last?.copied && last.from + last.length === start) {
          last.length += text.length;
          last.to += text.length;
        } else this.pieces.push({ at: this.value.length, length: text.length, from: start, to: start + text.length, copied: true });
        this.value += text;
      }
      /** File offset just past the source of the last character (undefined for an empty value). */
      get lastEnd() {
        return this.pieces[this.pieces.length - 1]?.to;
      }
      build(lines, endOffset) {
        return SourceMap.of(lines, this.pieces, endOffset, this.value.length);
      }
    };
  }
});

// src/audience/json-source.ts
function parseJson(text) {
  try {
    const parser2 = new JsonParser(text);
    return { ok: true, node: parser2.document() };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    throw e;
  }
}
function jsonValue(node) {
  switch (node.type) {
    case "object": {
      const result = {};
      for (const entry of node.entries) {
        if (entry.key === "__proto__")
          Object.defineProperty(result, entry.key, { value: jsonValue(entry.value), enumerable: true, writable: true, configurable: true });
        else result[entry.key] = jsonValue(entry.value);
      }
      return result;
    }
    case "array":
      return node.items.map(jsonValue);
    default:
      return node.value;
  }
}
var MAX_DEPTH, Fail, JsonParser, jsonEscapes;
var init_json_source = __esm({
  "src/audience/json-source.ts"() {
    "use strict";
    init_source_map();
    MAX_DEPTH = 200;
    Fail = class {
      constructor(error) {
        this.error = error;
      }
      error;
    };
    JsonParser = class {
      constructor(text) {
        this.text = text;
        if (text.charCodeAt(0) === 65279) this.pos = 1;
      }
      text;
      pos = 0;
      depth = 0;
      /** Where the last `,` was, to point at a trailing comma. */
      lastComma = 0;
      document() {
        this.skipSpace();
        if (this.pos >= this.text.length) this.fail("the file is empty: expected a JSON object", this.pos, this.pos);
        const node = this.value();
        this.skipSpace();
        if (this.pos < this.text.length) this.fail("unexpected text after the end of the JSON value", this.pos, this.pos + 1);
        return node;
      }
      value() {
        const c = this.text[this.pos];
        if (c === "{") return this.object();
        if (c === "[") return this.array();
        if (c === '"') return this.string();
        if (c === "-" || c !== void 0 && c >= "0" && c <= "9") return this.number();
        const word2 = c === "t" ? "true" : c === "f" ? "false" : c === "n" ? "null" : void 0;
        if (word2 !== void 0 && this.text.startsWith(word2, this.pos)) {
          const start = this.pos;
          this.pos += word2.length;
          return word2 === "null" ? { type: "null", value: null, start, end: this.pos } : { type: "boolean", value: word2 === "true", start, end: this.pos };
        }
        this.unexpected("a value");
      }
      object() {
        const start = this.pos;
        this.enter();
        this.pos++;
        const entries = [];
        const seen = /* @__PURE__ */ new Map();
        this.skipSpace();
        if (this.text[this.pos] === "}") {
          this.pos++;
          this.depth--;
          return { type: "object", entries, start, end: this.pos };
        }
        for (; ; ) {
          this.skipSpace();
          if (this.text[this.pos] !== '"') {
            if (this.text[this.pos] === "}" && entries.length > 0)
              this.fail("trailing comma: JSON does not allow `,` before `}`", this.lastComma, this.lastComma + 1);
            this.unexpected("a property name in double quotes");
          }
          const key = this.key();
          if (seen.has(key.value)) this.fail(`duplicate key \`${key.value}\``, key.start, key.end);
          seen.set(key.value, key.start);
          this.skipSpace();
          if (this.text[this.pos] !== ":") this.unexpected("`:` after the property name");
          this.pos++;
          this.skipSpace();
          const value = this.value();
          entries.push({ key: key.value, keyStart: key.start, keyEnd: key.end, value });
          this.skipSpace();
          const c = this.text[this.pos];
          if (c === ",") {
            this.lastComma = this.pos++;
            continue;
          }
          if (c === "}") {
            this.pos++;
            this.depth--;
            return { type: "object", entries, start, end: this.pos };
          }
          this.unexpected("`,` or `}`");
        }
      }
      array() {
        const start = this.pos;
        this.enter();
        this.pos++;
        const items = [];
        this.skipSpace();
        if (this.text[this.pos] === "]") {
          this.pos++;
          this.depth--;
          return { type: "array", items, start, end: this.pos };
        }
        for (; ; ) {
          this.skipSpace();
          if (this.text[this.pos] === "]" && items.length > 0)
            this.fail("trailing comma: JSON does not allow `,` before `]`", this.lastComma, this.lastComma + 1);
          items.push(this.value());
          this.skipSpace();
          const c = this.text[this.pos];
          if (c === ",") {
            this.lastComma = this.pos++;
            continue;
          }
          if (c === "]") {
            this.pos++;
            this.depth--;
            return { type: "array", items, start, end: this.pos };
          }
          this.unexpected("`,` or `]`");
        }
      }
      /** A property name: a string whose source map nobody reads, so a plain one is read without building it. */
      key() {
        const start = this.pos;
        const close = this.text.indexOf('"', start + 1);
        if (close === -1) return this.string();
        const value = this.text.slice(start + 1, close);
        if (/[\\\u0000-\u001f]/.test(value)) return this.string();
        this.pos = close + 1;
        return { value, start, end: this.pos };
      }
      string() {
        const text = this.text;
        const start = this.pos;
        const map = new SourceMapBuilder();
        let i = start + 1;
        const close = text.indexOf('"', i);
        const plain = close === -1 ? void 0 : text.slice(i, close);
        if (plain !== void 0 && !/[\\\u0000-\u001f]/.test(plain)) {
          map.copy(plain, i);
          this.pos = close + 1;
          return { type: "string", value: map.value, map, start, end: this.pos };
        }
        for (; ; ) {
          if (i >= text.length) this.fail('unterminated string: it has no closing `"`', start, start + 1);
          const code = text.charCodeAt(i);
          if (code === 34) break;
          if (code < 32) {
            if (code === 10 || code === 13) this.fail("unterminated string: a JSON string cannot span lines (write `\\n`)", start, start + 1);
            this.fail("control character in a string: write it as an escape such as `\\t`", i, i + 1);
          }
          if (code !== 92) {
            let runEnd = i + 1;
            for (let c = text.charCodeAt(runEnd); runEnd < text.length && c !== 34 && c !== 92 && c >= 32; c = text.charCodeAt(++runEnd)) ;
            map.copy(text.slice(i, runEnd), i);
            i = runEnd;
            continue;
          }
          const e = text[i + 1];
          const simple = e === void 0 ? void 0 : jsonEscapes[e];
          if (simple !== void 0) {
            map.push(simple, i, i + 2);
            i += 2;
          } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            map.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)), i, i + 6);
            i += 6;
          } else {
            this.fail(`invalid escape \`\\${e ?? ""}\` in a JSON string (a backslash is written \`\\\\\`)`, i, Math.min(i + 2, text.length));
          }
        }
        this.pos = i + 1;
        return { type: "string", value: map.value, map, start, end: this.pos };
      }
      number() {
        const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 400));
        if (!match) this.unexpected("a number");
        const start = this.pos;
        this.pos += match[0].length;
        return { type: "number", value: Number(match[0]), start, end: this.pos };
      }
      skipSpace() {
        const text = this.text;
        while (this.pos < text.length) {
          const c = text[this.pos];
          if (c === " " || c === "	" || c === "\n" || c === "\r") this.pos++;
          else break;
        }
      }
      enter() {
        if (++this.depth > MAX_DEPTH) this.fail(`nested more than ${MAX_DEPTH} levels deep`, this.pos, this.pos + 1);
      }
      unexpected(expected) {
        const at2 = this.pos;
        const c = this.text[at2];
        if (c === void 0) this.fail(`unexpected end of file: expected ${expected}`, at2, at2);
        if (c === "/" && (this.text[at2 + 1] === "/" || this.text[at2 + 1] === "*")) this.fail("JSON has no comments", at2, at2 + 2);
        if (c === "'") this.fail("JSON strings use double quotes, not single quotes", at2, at2 + 1);
        const shown2 = /[\x21-\x7e]/.test(c) ? `\`${c}\`` : `character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
        this.fail(`unexpected ${shown2}: expected ${expected}`, at2, at2 + 1);
      }
      fail(message2, start, end) {
        throw new Fail({ message: message2, start, end });
      }
    };
    jsonEscapes = {
      '"': '"',
      "\\": "\\",
      "/": "/",
      b: "\b",
      f: "\f",
      n: "\n",
      r: "\r",
      t: "	"
    };
  }
});

// src/audience/rules/suppressions-missing-reason.ts
var suppressionsMissingReason;
var init_suppressions_missing_reason = __esm({
  "src/audience/rules/suppressions-missing-reason.ts"() {
    "use strict";
    init_examples();
    suppressionsMissingReason = {
      meta: {
        code: "PQL902",
        name: "suppressions/missing-reason",
        category: "suppressions",
        defaultSeverity: "error",
        summary: "A suppression gives no reason",
        why: "A reason tells the next reader why the rule does not apply; reports show it next to the silenced finding.",
        invalid: [{ file: "yaml", code: `# pql-audience-disable PQL213
${yamlAudience()}` }],
        valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience()}` }]
      },
      source: "loader"
    };
  }
});

// lazy-package:zod/mini
function lazy_array(...args) {
  return load2()["array"](...args);
}
function lazy_boolean(...args) {
  return load2()["boolean"](...args);
}
function lazy_enum(...args) {
  return load2()["enum"](...args);
}
function lazy_int(...args) {
  return load2()["int"](...args);
}
function lazy_minLength(...args) {
  return load2()["minLength"](...args);
}
function lazy_optional(...args) {
  return load2()["optional"](...args);
}
function lazy_positive(...args) {
  return load2()["positive"](...args);
}
function lazy_record(...args) {
  return load2()["record"](...args);
}
function lazy_refine(...args) {
  return load2()["refine"](...args);
}
function lazy_regex(...args) {
  return load2()["regex"](...args);
}
function lazy_safeParse(...args) {
  return load2()["safeParse"](...args);
}
function lazy_strictObject(...args) {
  return load2()["strictObject"](...args);
}
function lazy_string(...args) {
  return load2()["string"](...args);
}
function lazy_trim(...args) {
  return load2()["trim"](...args);
}
function lazy_union(...args) {
  return load2()["union"](...args);
}
function lazy_unknown(...args) {
  return load2()["unknown"](...args);
}
var loaded2, load2, globalRegistry;
var init_mini = __esm({
  "lazy-package:zod/mini"() {
    load2 = () => loaded2 ??= require("./zod.cjs");
    globalRegistry = { add: (...args) => (load2().globalRegistry.add(...args), globalRegistry), get: (...args) => load2().globalRegistry.get(...args) };
  }
});

// src/audience/schema-parts.ts
function described(schema, meta) {
  globalRegistry.add(schema, meta);
  return schema;
}
var nonEmpty;
var init_schema_parts = __esm({
  "src/audience/schema-parts.ts"() {
    "use strict";
    init_mini();
    nonEmpty = () => lazy_string().check(lazy_minLength(1));
  }
});

// src/audience/schema-patterns.ts
var ALIAS_PREFIX, aliasPattern, suppressionRulePattern, testInstantPattern, AUDIENCE_KEYS, EXTRAS_KEYS;
var init_schema_patterns = __esm({
  "src/audience/schema-patterns.ts"() {
    "use strict";
    ALIAS_PREFIX = "alias:";
    aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
    suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
    testInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
    AUDIENCE_KEYS = [
      "$schema",
      "name",
      "description",
      "expression",
      "evaluationInfo",
      "schema",
      "mergePolicyId",
      "ttlInDays",
      "profileInstanceId",
      "payloadSchema",
      "dataGovernancePolicy",
      "x-pql-audience"
    ];
    EXTRAS_KEYS = ["id", "alias", "suppress", "tests"];
  }
});

// src/audience/audience-schema.ts
function audienceSchemas() {
  built ??= buildAudienceSchemas();
  return built;
}
function buildAudienceSchemas() {
  const enabled2 = (what) => described(lazy_strictObject({ enabled: described(lazy_boolean(), { description: `true to evaluate this audience ${what}` }) }), {
    description: `Evaluation ${what}`
  });
  const suppressionSchema = described(
    lazy_strictObject({
      rule: described(lazy_string().check(lazy_regex(suppressionRulePattern)), {
        description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"'
      }),
      reason: described(lazy_string().check(lazy_trim(), lazy_minLength(1)), {
        description: "Why the rule does not apply here (required; shown in reports)"
      })
    }),
    { description: "Silences one rule for this audience" }
  );
  const testCaseSchema = described(
    lazy_strictObject({
      name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
      now: described(lazy_string().check(lazy_regex(testInstantPattern)), {
        description: "The instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z)"
      }),
      profile: described(lazy_optional(lazy_union([lazy_record(lazy_string(), lazy_unknown()), nonEmpty()])), {
        description: "The XDM profile: inline, or the path of a JSON file relative to this file (default: an empty profile)"
      }),
      events: described(lazy_optional(lazy_union([lazy_array(lazy_unknown()), nonEmpty()])), {
        description: "The profile's ExperienceEvents: inline, or the path of a JSON file relative to this file (default: none)"
      }),
      expect: described(lazy_boolean(), { description: "true when the profile must qualify, false when it must not" })
    }),
    { description: "A test case run by `pql-audience test`" }
  );
  const extrasSchema = described(
    lazy_strictObject({
      id: described(lazy_optional(nonEmpty()), { description: "The id AEP gave this audience when it was published" }),
      alias: described(lazy_optional(lazy_string().check(lazy_regex(aliasPattern))), {
        description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")'
      }),
      suppress: described(lazy_optional(lazy_array(suppressionSchema)), { description: "Rules silenced for this audience, each with a reason" }),
      tests: described(lazy_optional(lazy_array(testCaseSchema)), { description: "Test cases run by `pql-audience test`; never sent to AEP" })
    }),
    { description: "pql-audience's own fields; never sent to AEP" }
  );
  const expressionSchema = described(
    lazy_strictObject({
      type: described(lazy_enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
      format: described(lazy_enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
      value: described(lazy_string(), { description: "The PQL expression" })
    }),
    { description: "The audience's PQL expression" }
  );
  const audienceSchema = described(
    lazy_strictObject({
      $schema: described(lazy_optional(lazy_string()), { description: "The JSON Schema of this file, for editors" }),
      name: described(lazy_string().check(lazy_trim(), lazy_minLength(1)), { description: "The audience name, unique in the sandbox" }),
      description: described(lazy_optional(lazy_string()), { description: "What the audience is for" }),
      expression: expressionSchema,
      evaluationInfo: described(
        lazy_optional(
          lazy_strictObject({
            batch: lazy_optional(enabled2("in the daily batch job")),
            continuous: lazy_optional(enabled2("by streaming segmentation")),
            synchronous: lazy_optional(enabled2("on the edge"))
          })
        ),
        { description: "How AEP evaluates the audience; omitted means batch" }
      ),
      schema: described(
        lazy_optional(
          lazy_strictObject({
            name: described(lazy_optional(nonEmpty()), { description: 'The XDM class: "_xdm.context.profile"' }),
            id: described(lazy_optional(nonEmpty()), { description: "The schema id, instead of its name" })
          }).check(lazy_refine((s) => s.name !== void 0 || s.id !== void 0, { message: "needs `name` or `id`" }))
        ),
        { description: "The schema the audience reads" }
      ),
      mergePolicyId: described(lazy_optional(nonEmpty()), {
        description: "The merge policy to evaluate with (edge needs one active on edge)"
      }),
      ttlInDays: described(lazy_optional(lazy_int().check(lazy_positive())), { description: "How long profiles stay in the audience" }),
      profileInstanceId: described(lazy_optional(lazy_string()), { description: 'The profile store: "ups"' }),
      payloadSchema: described(lazy_optional(lazy_string()), { description: "Passed through to the API" }),
      dataGovernancePolicy: described(
        lazy_optional(lazy_strictObject({ excludeOptOut: described(lazy_boolean(), { description: "true to leave out profiles that opted out" }) })),
        { description: "Data governance settings" }
      ),
      "x-pql-audience": lazy_optional(extrasSchema)
    }),
    { title: "pql-audience audience file", description: "An AEP audience: the Segmentation API create body plus pql-audience extras" }
  );
  return {
    audience: audienceSchema,
    extras: extrasSchema,
    suppression: suppressionSchema,
    testCase: testCaseSchema,
    expression: expressionSchema
  };
}
function audienceFields() {
  listed ??= listFields(audienceSchemas().audience, "");
  return listed;
}
function listFields(schema, prefix) {
  const fields = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path2 = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path: path2, type: typeName(inner), required: !lazy_safeParse(child, void 0).success, description: describe(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path2));
    const def = inner._zod.def;
    if (def.type === "array") fields.push(...listFields(unwrap(def.element), `${path2}[]`));
  }
  return fields;
}
function knownKeysAt(path2) {
  let schema = audienceSchemas().audience;
  for (const step of path2) {
    const def = unwrap(schema)._zod.def;
    if (def.type === "array" && typeof step === "number") schema = def.element;
    else {
      const child = objectShape(schema)?.[String(step)];
      if (!child) return void 0;
      schema = child;
    }
  }
  const shape = objectShape(schema);
  return shape ? Object.keys(shape) : void 0;
}
function objectShape(schema) {
  const def = unwrap(schema)._zod.def;
  return def.type === "object" ? def.shape : void 0;
}
function unwrap(schema) {
  let current = schema;
  for (let def = current._zod.def; def.type === "optional" || def.type === "nullable" || def.type === "default"; def = current._zod.def) {
    current = def.innerType;
  }
  return current;
}
function describe(schema) {
  let current = schema;
  while (current) {
    const description = globalRegistry.get(current)?.description;
    if (typeof description === "string") return description;
    const def = current._zod.def;
    current = def.type === "optional" ? def.innerType : void 0;
  }
  return "";
}
function typeName(schema) {
  const def = schema._zod.def;
  if (def.type === "object") return "object";
  if (def.type === "array") return "list";
  if (def.type === "boolean") return "boolean";
  if (def.type === "number") return "integer";
  if (def.type === "enum")
    return Object.values(def.entries).map((o) => JSON.stringify(o)).join(" | ");
  return "string";
}
var built, listed;
var init_audience_schema2 = __esm({
  "src/audience/audience-schema.ts"() {
    "use strict";
    init_mini();
    init_schema_parts();
    init_schema_patterns();
  }
});

// src/audience/problems.ts
function schemaProblems(issues, data, tree, lines) {
  const problems = [];
  const text = lines.text;
  const span = ([start, end]) => {
    let e = end;
    while (e > start && /\s/.test(text[e - 1])) e--;
    return lines.span(start, e);
  };
  for (const issue of issues) {
    const path2 = issue.path;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problems.push({
          rule: audienceSchemaRule.meta.name,
          ...unknownField(path2, key),
          range: span(tree.locate([...path2, key], "key") ?? tree.head)
        });
      continue;
    }
    const value = valueAt(data, path2);
    const where = tree.locate(path2) ?? nearest2(tree, path2);
    const name = `\`${fieldName(path2)}\``;
    const isReason = path2.length === 4 && path2[0] === "x-pql-audience" && path2[1] === "suppress" && path2[3] === "reason";
    if (value === void 0 && (issue.code === "invalid_type" || isReason)) {
      const field = audienceFields().find((f) => f.path === fieldName(path2).replace(/\[\d+\]/g, "[]"));
      problems.push({
        rule: isReason ? suppressionsMissingReason.meta.name : audienceSchemaRule.meta.name,
        message: isReason ? "this suppression has no `reason`: say why the rule does not apply here" : `${name} is missing`,
        range: span(where),
        hints: field?.description && !isReason ? [`add ${name}: ${lowerFirst(field.description)}`] : []
      });
      continue;
    }
    if (isReason) {
      problems.push({
        rule: suppressionsMissingReason.meta.name,
        message: "this suppression's `reason` is empty: say why the rule does not apply here",
        range: span(where),
        hints: []
      });
      continue;
    }
    problems.push({ rule: audienceSchemaRule.meta.name, ...describeIssue(issue, name, value, path2), range: span(where) });
  }
  return problems;
}
function unknownField(path2, key) {
  const within = path2.length > 0 ? ` in \`${fieldName(path2)}\`` : "";
  const message2 = `unknown field \`${key}\`${within}`;
  if (path2.length === 0 && extrasFields.has(key))
    return { message: message2, hints: [`pql-audience's own fields go under \`x-pql-audience\`: \`x-pql-audience.${key}\``] };
  if (path2.length === 0 && responseOnlyFields.has(key))
    return { message: message2, hints: ["AEP returns this field but does not accept it when creating an audience; remove it"] };
  const known = knownKeysAt(path2) ?? [];
  const close = closest(key, known);
  if (close) return { message: message2, hints: [`did you mean \`${close}\`?`] };
  return { message: message2, hints: known.length > 0 ? [`the fields here are ${known.map((k) => `\`${k}\``).join(", ")}`] : [] };
}
function describeIssue(issue, name, value, path2) {
  const found = `found ${shown(value)}`;
  switch (issue.code) {
    case "invalid_type": {
      if (path2.length === 0) return { message: `an audience file must be an object with \`name\` and \`expression\`, ${found}`, hints: [] };
      const expected = expectedWords[issue.expected] ?? `a ${issue.expected}`;
      return {
        message: `${name} must be ${expected}, ${found}`,
        hints: issue.expected === "boolean" && typeof value === "string" ? ["write true or false without quotes"] : []
      };
    }
    case "invalid_value": {
      const options = issue.values.map((v) => JSON.stringify(v));
      const close = typeof value === "string" ? issue.values.find((v) => typeof v === "string" && v.toLowerCase() === value.toLowerCase()) : void 0;
      return {
        message: `${name} must be ${orList(options)}, ${found}`,
        hints: close !== void 0 ? [`did you mean ${JSON.stringify(close)}?`] : []
      };
    }
    case "too_small":
      if (issue.origin === "string") return { message: `${name} must not be empty`, hints: [] };
      if (issue.origin === "number")
        return { message: `${name} must be at least ${issue.inclusive ? issue.minimum : Number(issue.minimum) + 1}, ${found}`, hints: [] };
      return { message: `${name} is too short`, hints: [] };
    case "invalid_format":
      if (path2[path2.length - 1] === "alias")
        return {
          message: `${name} must be a simple name (letters, digits, \`.\`, \`_\`, \`-\`), ${found}`,
          hints: ['for example "cart-abandoners"']
        };
      if (path2[path2.length - 1] === "rule")
        return {
          message: `${name} must name a rule, ${found}`,
          hints: ['a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
        };
      return { message: `${name} has the wrong format, ${found}`, hints: [] };
    case "custom":
      return { message: `${name} ${issue.message}`, hints: [] };
    default:
      return { message: `${name} is not valid, ${found}`, hints: [] };
  }
}
function fieldName(path2) {
  let name = "";
  for (const step of path2) name += typeof step === "number" ? `[${step}]` : name ? `.${String(step)}` : String(step);
  return name || "the audience";
}
function shown(value) {
  if (value === null) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(shorten(value));
  return String(value);
}
function valueAt(data, path2) {
  let current = data;
  for (const step of path2) {
    if (current === null || typeof current !== "object") return void 0;
    current = Object.hasOwn(current, step) ? current[step] : void 0;
  }
  return current;
}
function nearest2(tree, path2) {
  for (let n = path2.length - 1; n > 0; n--) {
    const key = tree.locate(path2.slice(0, n), "key");
    if (key) return key;
  }
  return tree.head;
}
function orList(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
function lowerFirst(text) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
var responseOnlyFields, extrasFields, expectedWords;
var init_problems = __esm({
  "src/audience/problems.ts"() {
    "use strict";
    init_did_you_mean();
    init_audience_schema();
    init_suppressions_missing_reason();
    init_audience_schema2();
    init_shorten();
    responseOnlyFields = /* @__PURE__ */ new Set([
      "imsOrgId",
      "sandbox",
      "creationTime",
      "updateTime",
      "updateEpoch",
      "baselineTime",
      "dependents",
      "dependencies",
      "definedOn",
      "type",
      "lifecycleState",
      "namespace"
    ]);
    extrasFields = /* @__PURE__ */ new Set(["id", "alias", "suppress"]);
    expectedWords = {
      boolean: "true or false",
      string: "a string",
      number: "a number",
      int: "a whole number",
      object: "an object with fields",
      array: "a list"
    };
  }
});

// src/audience/accept-parts.ts
function accepting(read) {
  try {
    return read();
  } catch (e) {
    if (e === DECLINE2) return void 0;
    throw e;
  }
}
function decline() {
  throw DECLINE2;
}
function strictObject(fields, required = []) {
  const known = new Set(fields.map(([key]) => key));
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw DECLINE2;
    const input = value;
    for (const key of Object.keys(input)) if (!known.has(key)) throw DECLINE2;
    for (const key of required) if (!Object.hasOwn(input, key)) throw DECLINE2;
    const result = {};
    for (const [key, read] of fields) if (Object.hasOwn(input, key)) result[key] = read(input[key]);
    return result;
  };
}
function string(value) {
  if (typeof value !== "string") throw DECLINE2;
  return value;
}
function nonEmpty2(value) {
  if (typeof value !== "string" || value.length === 0) throw DECLINE2;
  return value;
}
function trimmedNonEmpty(value) {
  if (typeof value !== "string") throw DECLINE2;
  const trimmed = value.trim();
  if (trimmed.length === 0) throw DECLINE2;
  return trimmed;
}
function boolean(value) {
  if (typeof value !== "boolean") throw DECLINE2;
  return value;
}
function positiveInteger(value) {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) throw DECLINE2;
  return value;
}
function oneOf(...options) {
  return (value) => {
    if (typeof value !== "string" || !options.includes(value)) throw DECLINE2;
    return value;
  };
}
function matching(pattern) {
  return (value) => {
    if (typeof value !== "string" || !pattern.test(value)) throw DECLINE2;
    return value;
  };
}
function listOf(read, minLength = 0) {
  return (value) => {
    if (!Array.isArray(value) || value.length < minLength) throw DECLINE2;
    const result = new Array(value.length);
    for (let i = 0; i < value.length; i++) result[i] = read(value[i]);
    return result;
  };
}
function recordOf(read) {
  return (value) => {
    if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) throw DECLINE2;
    const input = value;
    if (Object.hasOwn(input, "__proto__")) throw DECLINE2;
    const result = {};
    for (const key of Object.keys(input)) result[key] = read(input[key]);
    return result;
  };
}
var DECLINE2;
var init_accept_parts = __esm({
  "src/audience/accept-parts.ts"() {
    "use strict";
    DECLINE2 = /* @__PURE__ */ Symbol("decline");
  }
});

// src/audience/accept-audience.ts
function schemaReference(value) {
  const result = schemaNameOrId(value);
  if (result.name === void 0 && result.id === void 0) decline();
  return result;
}
function profile(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? anyRecord(value) : nonEmpty2(value);
}
function events(value) {
  return Array.isArray(value) ? anyList(value) : nonEmpty2(value);
}
function acceptAudience(data) {
  return accepting(() => audience(data));
}
var expression2, enabled, evaluationInfo, schemaNameOrId, dataGovernancePolicy, suppression, anyRecord, anyList, testCase, extras, audience;
var init_accept_audience = __esm({
  "src/audience/accept-audience.ts"() {
    "use strict";
    init_schema_patterns();
    init_accept_parts();
    expression2 = strictObject(
      [
        ["type", oneOf("PQL", "ARL")],
        ["format", oneOf("pql/text", "pql/json")],
        ["value", string]
      ],
      ["type", "format", "value"]
    );
    enabled = strictObject([["enabled", boolean]], ["enabled"]);
    evaluationInfo = strictObject([
      ["batch", enabled],
      ["continuous", enabled],
      ["synchronous", enabled]
    ]);
    schemaNameOrId = strictObject([
      ["name", nonEmpty2],
      ["id", nonEmpty2]
    ]);
    dataGovernancePolicy = strictObject([["excludeOptOut", boolean]], ["excludeOptOut"]);
    suppression = strictObject(
      [
        ["rule", matching(suppressionRulePattern)],
        ["reason", trimmedNonEmpty]
      ],
      ["rule", "reason"]
    );
    anyRecord = recordOf((item) => item);
    anyList = listOf((item) => item);
    testCase = strictObject(
      [
        ["name", nonEmpty2],
        ["now", matching(testInstantPattern)],
        ["profile", profile],
        ["events", events],
        ["expect", boolean]
      ],
      ["name", "now", "expect"]
    );
    extras = strictObject([
      ["id", nonEmpty2],
      ["alias", matching(aliasPattern)],
      ["suppress", listOf(suppression)],
      ["tests", listOf(testCase)]
    ]);
    audience = strictObject(
      [
        ["$schema", string],
        ["name", trimmedNonEmpty],
        ["description", string],
        ["expression", expression2],
        ["evaluationInfo", evaluationInfo],
        ["schema", schemaReference],
        ["mergePolicyId", nonEmpty2],
        ["ttlInDays", positiveInteger],
        ["profileInstanceId", string],
        ["payloadSchema", string],
        ["dataGovernancePolicy", dataGovernancePolicy],
        ["x-pql-audience", extras]
      ],
      ["name", "expression"]
    );
  }
});

// src/audience/rules/audience-expression-format.ts
var audienceExpressionFormat;
var init_audience_expression_format = __esm({
  "src/audience/rules/audience-expression-format.ts"() {
    "use strict";
    init_examples();
    audienceExpressionFormat = {
      meta: {
        code: "PQL105",
        name: "audience/expression-format",
        category: "audience",
        defaultSeverity: "error",
        dropsAudience: true,
        summary: "`expression.value` is not written in its `expression.format`",
        why: "A `pql/json` value is read as AEP's JSON tree of the expression; one that is not JSON, or not a PQL tree, cannot be checked or published.",
        invalid: [{ file: "yaml", code: yamlAudience({ format: "pql/json" }) }],
        valid: [
          { file: "yaml", code: yamlAudience() },
          {
            file: "yaml",
            code: yamlAudience({
              format: "pql/json",
              value: '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"fieldLookup","fieldName":"countryCode","object":{"nodeType":"fieldLookup","fieldName":"homeAddress","object":{"nodeType":"parameterReference","position":1}}},{"nodeType":"literal","literalType":"String","value":"US"}]}'
            })
          }
        ]
      },
      source: "loader"
    };
  }
});

// src/pql-json/scope.ts
function itemScope(scope) {
  return scope.profile ? { profile: false, bound: scope.bound } : scope;
}
function binding(scope, ...names) {
  const bound = new Set(scope.bound);
  for (const name of names) bound.add(name);
  return { profile: false, bound };
}
function letBinding(scope, name) {
  const bound = new Set(scope.bound);
  bound.add(name);
  return { profile: scope.profile, bound };
}
var profileScope;
var init_scope = __esm({
  "src/pql-json/scope.ts"() {
    "use strict";
    profileScope = { profile: true, bound: /* @__PURE__ */ new Set() };
  }
});

// src/pql-json/to-pql-json.ts
function canonicalDigits(value, double) {
  const text = String(value);
  return double && !/[.eE]/.test(text) ? `${text}.0` : text;
}
var init_to_pql_json = __esm({
  "src/pql-json/to-pql-json.ts"() {
    "use strict";
    init_scope();
  }
});

// src/pql-json/from-pql-json.ts
function fromPqlJson(json2, options = {}) {
  const reader = new Reader(options.spanOf ?? (() => void 0));
  try {
    return { ok: true, ast: reader.expression(json2, "", profileScope, 0) };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const span = options.spanOf?.(e.pointer);
    return { ok: false, error: { pointer: e.pointer, message: e.message, ...span ? { span } : {} } };
  }
}
function describe2(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  return `${typeof value} ${String(value)}`;
}
var noWhere, Refusal, binaryOperators, comparators2, units, directions, timeWords, periods, namePattern, Reader;
var init_from_pql_json = __esm({
  "src/pql-json/from-pql-json.ts"() {
    "use strict";
    init_syntax();
    init_to_pql_json();
    init_scope();
    noWhere = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
    Refusal = class {
      constructor(pointer, message2) {
        this.pointer = pointer;
        this.message = message2;
      }
      pointer;
      message;
    };
    binaryOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "in", "notIn", "like"]);
    comparators2 = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">="]);
    units = /* @__PURE__ */ new Set([
      "millisecond",
      "second",
      "minute",
      "hour",
      "day",
      "week",
      "month",
      "year",
      "decade",
      "century",
      "millennium"
    ]);
    directions = /* @__PURE__ */ new Set(["before", "after", "from"]);
    timeWords = /* @__PURE__ */ new Set(["now", "today", "yesterday", "tomorrow"]);
    periods = /* @__PURE__ */ new Set(["this", "last", "next"]);
    namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
    Reader = class {
      constructor(spanOf) {
        this.spanOf = spanOf;
      }
      spanOf;
      span(pointer) {
        return this.spanOf(pointer) ?? noWhere;
      }
      object(value, pointer) {
        if (typeof value !== "object" || value === null || Array.isArray(value))
          throw new Refusal(pointer, `expected a pql/json node (an object with a \`nodeType\`), found ${describe2(value)}`);
        return value;
      }
      field(o, key, pointer) {
        if (!Object.hasOwn(o, key)) throw new Refusal(pointer, `this \`${String(o.nodeType)}\` node needs \`${key}\``);
        return o[key];
      }
      string(o, key, pointer, allowed) {
        const v = this.field(o, key, pointer);
        if (typeof v !== "string") throw new Refusal(`${pointer}/${key}`, `\`${key}\` must be a string, found ${describe2(v)}`);
        if (allowed && !allowed.has(v))
          throw new Refusal(
            `${pointer}/${key}`,
            `\`${key}\` is ${JSON.stringify(v)}; expected one of ${[...allowed].map((a) => `"${a}"`).join(", ")}`
          );
        return v;
      }
      name(o, key, pointer) {
        const v = this.string(o, key, pointer);
        if (!namePattern.test(v))
          throw new Refusal(
            `${pointer}/${key}`,
            `${JSON.stringify(v)} is not a PQL name (letters, digits and \`_\`, not starting with a digit)`
          );
        return { kind: "Name", name: v, span: this.span(`${pointer}/${key}`) };
      }
      count(o, key, pointer, minimum) {
        const v = this.field(o, key, pointer);
        if (typeof v !== "number" || !Number.isSafeInteger(v) || v < minimum)
          throw new Refusal(`${pointer}/${key}`, `\`${key}\` must be a whole number of at least ${minimum}, found ${describe2(v)}`);
        return v;
      }
      list(o, key, pointer) {
        const v = this.field(o, key, pointer);
        if (!Array.isArray(v)) throw new Refusal(`${pointer}/${key}`, `\`${key}\` must be an array, found ${describe2(v)}`);
        return v;
      }
      expression(value, pointer, scope, depth) {
        if (depth > MAX_TREE_DEPTH) throw new Refusal(pointer, `the tree is nested deeper than ${MAX_TREE_DEPTH} levels`);
        const o = this.object(value, pointer);
        const nodeType = o.nodeType;
        if (typeof nodeType !== "string") throw new Refusal(pointer, "this node has no `nodeType` string");
        const span = this.span(pointer);
        const sub = (v, p, s = scope) => this.expression(v, p, s, depth + 1);
        switch (nodeType) {
          case "literal":
            return this.literal(o, pointer, span);
          case "fieldLookup":
          case "parameterReference":
          case "varRef":
          case "parentReference":
            return this.lookup(o, pointer, scope, depth);
          case "this":
            return { kind: "This", span };
          case "contextReference":
            return { kind: "ContextReference", text: this.string(o, "text", pointer), span };
          case "array":
            return { kind: "Array", elements: this.list(o, "items", pointer).map((v, i) => sub(v, `${pointer}/items/${i}`)), span };
          case "object":
            return {
              kind: "Object",
              entries: this.list(o, "entries", pointer).map((v, i) => {
                const at2 = `${pointer}/entries/${i}`;
                const entry = this.object(v, at2);
                const key = this.string(entry, "key", at2);
                return {
                  kind: "ObjectEntry",
                  key: { kind: "String", value: key, span: this.span(`${at2}/key`) },
                  value: sub(this.field(entry, "value", at2), `${at2}/value`),
                  span: this.span(at2)
                };
              }),
              span
            };
          case "fnApply":
            return this.fnApply(o, pointer, scope, depth, span);
          case "filter":
            return {
              kind: "Filter",
              object: sub(this.field(o, "object", pointer), `${pointer}/object`),
              condition: sub(this.field(o, "condition", pointer), `${pointer}/condition`, itemScope(scope)),
              span
            };
          case "lambda": {
            const params = this.list(o, "params", pointer).map((p, i) => {
              if (typeof p !== "string" || !namePattern.test(p))
                throw new Refusal(`${pointer}/params/${i}`, `a lambda parameter must be a PQL name, found ${describe2(p)}`);
              return { kind: "Name", name: p, span: this.span(`${pointer}/params/${i}`) };
            });
            if (params.length === 0) throw new Refusal(`${pointer}/params`, "a lambda needs at least one parameter");
            return {
              kind: "Lambda",
              params,
              body: sub(this.field(o, "body", pointer), `${pointer}/body`, binding(scope, ...params.map((p) => p.name))),
              span
            };
          }
          case "let": {
            const variable = this.name(o, "varName", pointer);
            return {
              kind: "Let",
              variable,
              value: sub(this.field(o, "value", pointer), `${pointer}/value`),
              body: sub(this.field(o, "body", pointer), `${pointer}/body`, letBinding(scope, variable.name)),
              span
            };
          }
          case "select": {
            const [first2, ...later] = this.variables(o, pointer, scope, depth).bindings;
            return {
              kind: "Select",
              variable: first2.variable,
              source: first2.source,
              condition: first2.condition,
              laterBindings: later,
              span
            };
          }
          case "quantification": {
            const word2 = this.string(o, "quantifier", pointer, /* @__PURE__ */ new Set(["exists", "forall", "some", "all"]));
            const quantifier = word2 === "some" || word2 === "exists" ? "exists" : "forall";
            return { kind: "Quantifier", quantifier, bindings: this.variables(o, pointer, scope, depth).bindings, span };
          }
          case "sum": {
            const { bindings: bindings2, inner } = this.variables(o, pointer, scope, depth);
            const [first2, ...later] = bindings2;
            return {
              kind: "SumOver",
              value: sub(this.field(o, "value", pointer), `${pointer}/value`, inner),
              variable: first2.variable,
              source: first2.source,
              condition: first2.condition,
              laterBindings: later,
              span
            };
          }
          case "timeWord":
            return { kind: "TimeWord", word: this.string(o, "word", pointer, timeWords), span };
          case "timePeriod":
            return {
              kind: "RelativePeriod",
              which: this.string(o, "which", pointer, periods),
              unit: this.string(o, "unit", pointer, units),
              span
            };
          case "occurs":
            return {
              kind: "Occurs",
              subject: sub(this.field(o, "subject", pointer), `${pointer}/subject`),
              constraint: this.constraint(this.field(o, "constraint", pointer), `${pointer}/constraint`, scope, depth + 1),
              span
            };
          case "chain":
            return {
              kind: "Chain",
              events: sub(this.field(o, "events", pointer), `${pointer}/events`),
              timestampField: this.name(o, "timestampField", pointer),
              steps: this.list(o, "steps", pointer).map((s, i) => this.chainStep(s, `${pointer}/steps/${i}`, scope, depth + 1)),
              span
            };
          default:
            throw new Refusal(`${pointer}/nodeType`, `unknown nodeType ${JSON.stringify(nodeType)}`);
        }
      }
      literal(o, pointer, span) {
        const value = this.field(o, "value", pointer);
        const declared = o.literalType;
        const type = declared === void 0 ? typeof value === "string" ? "String" : typeof value === "boolean" ? "Boolean" : typeof value === "number" ? Number.isInteger(value) ? "Integer" : "Double" : void 0 : declared;
        const wrong = (expected) => new Refusal(`${pointer}/value`, `a ${String(type)} literal's \`value\` must be ${expected}, found ${describe2(value)}`);
        switch (type) {
          case "String":
            if (typeof value !== "string") throw wrong("a string");
            return { kind: "String", value, span };
          case "Boolean":
            if (typeof value !== "boolean") throw wrong("true or false");
            return { kind: "Boolean", value, span };
          case "Integer":
          case "Double": {
            if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
              throw wrong('a number of at least 0 (a minus is `fnApply` "-")');
            const raw = o.raw === void 0 ? canonicalDigits(value, type === "Double") : o.raw;
            if (typeof raw !== "string" || !/^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(raw) || Number(raw) !== value)
              throw new Refusal(`${pointer}/raw`, `\`raw\` must be the digits of ${value}, found ${describe2(raw)}`);
            return { kind: "Number", value, raw, span };
          }
          case "Date": {
            const m = typeof value === "string" ? /^([0-9]+)-([0-9]+)-([0-9]+)$/.exec(value) : null;
            if (!m) throw wrong('a date "YYYY-MM-DD"');
            return { kind: "Date", year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), span };
          }
          default:
            throw new Refusal(
              `${pointer}/literalType`,
              `unknown literalType ${describe2(declared)}; expected "String", "Integer", "Double", "Boolean" or "Date"`
            );
        }
      }
      /** A chain of `fieldLookup`s down to its base: a path when the base is a name, `$N` or `^`; member accesses otherwise. */
      lookup(o, pointer, scope, depth) {
        const names = [];
        const pointers = [];
        let current = o;
        let at2 = pointer;
        while (current.nodeType === "fieldLookup") {
          names.unshift(this.name(current, "fieldName", at2));
          pointers.unshift(at2);
          if (!Object.hasOwn(current, "object") || current.object === void 0) {
            return this.path({ type: "name" }, names, pointers, pointer);
          }
          at2 = `${at2}/object`;
          current = this.object(current.object, at2);
          if (depth + names.length > MAX_TREE_DEPTH) throw new Refusal(at2, `the tree is nested deeper than ${MAX_TREE_DEPTH} levels`);
        }
        switch (current.nodeType) {
          case "varRef": {
            const variable = this.name(current, "varName", at2);
            return this.path({ type: "name" }, [variable, ...names], [at2, ...pointers], pointer);
          }
          case "parameterReference": {
            const position = this.count(current, "position", at2, 0);
            if (scope.profile && position === 1 && names.length > 0 && current.explicit !== true)
              return this.path({ type: "name" }, names, pointers, pointer);
            return this.path({ type: "param", index: position }, names, pointers, pointer);
          }
          case "parentReference":
            if (names.length === 0) throw new Refusal(at2, "a `parentReference` needs a field after it (`^.name`)");
            return this.path({ type: "up", levels: this.count(current, "levels", at2, 1) }, names, pointers, pointer);
          case "literal":
            if (current.literalType === "XDMObject" && current.value === "profile" && names.length > 0)
              return this.path({ type: "name" }, names, pointers, pointer);
            break;
        }
        let result = this.expression(current, at2, scope, depth + names.length);
        for (const [i, property] of names.entries()) result = { kind: "MemberAccess", object: result, property, span: this.span(pointers[i]) };
        return result;
      }
      path(root, segments, _pointers, pointer) {
        return { kind: "Path", root, segments, span: this.span(pointer) };
      }
      fnApply(o, pointer, scope, depth, span) {
        const fnName = this.string(o, "fnName", pointer);
        const rawParams = this.list(o, "params", pointer);
        const method = o.method === true;
        const arity = (n) => {
          if (rawParams.length !== n)
            throw new Refusal(
              `${pointer}/params`,
              `\`${fnName}\` takes ${n === 1 ? "one operand" : `${n} operands`}, found ${rawParams.length}`
            );
        };
        const param = (i, s = scope) => this.expression(rawParams[i], `${pointer}/params/${i}`, s, depth + 1);
        if (method) {
          if (rawParams.length === 0) throw new Refusal(`${pointer}/params`, `the method \`${fnName}\` needs its receiver as the first param`);
          if (!namePattern.test(fnName)) throw new Refusal(`${pointer}/fnName`, `${JSON.stringify(fnName)} is not a PQL method name`);
          const inner = itemScope(scope);
          return {
            kind: "MethodCall",
            object: param(0),
            method: { kind: "Name", name: fnName, span: this.span(`${pointer}/fnName`) },
            args: rawParams.slice(1).map((_, i) => param(i + 1, inner)),
            span
          };
        }
        if (fnName === "and" || fnName === "or") {
          if (rawParams.length < 2)
            throw new Refusal(`${pointer}/params`, `\`${fnName}\` takes at least 2 operands, found ${rawParams.length}`);
          return {
            kind: "Logical",
            operator: fnName,
            operands: rawParams.map((_, i) => param(i)),
            operatorSpans: rawParams.slice(1).map(() => span),
            span
          };
        }
        if (fnName === "not" || fnName === "!" || fnName === "-" && rawParams.length === 1) {
          arity(1);
          return { kind: "Unary", operator: fnName, operand: param(0), operatorSpan: span, span };
        }
        if (binaryOperators.has(fnName)) {
          arity(2);
          return { kind: "Binary", operator: fnName, left: param(0), right: param(1), operatorSpan: span, span };
        }
        if (fnName === "if") {
          arity(3);
          const [test, then, otherwise] = [param(0), param(1), param(2)];
          return { kind: "If", test, then, otherwise, span };
        }
        if (fnName === "inSegment" && rawParams.length === 1) {
          const id = param(0);
          if (id.kind === "String")
            return { kind: "SegmentReference", segmentId: id.value, idSpan: this.spanOf(`${pointer}/params/0/value`) ?? id.span, span };
        }
        if (!namePattern.test(fnName))
          throw new Refusal(`${pointer}/fnName`, `${JSON.stringify(fnName)} is neither a PQL operator nor a function name`);
        return {
          kind: "FunctionCall",
          callee: { kind: "Name", name: fnName, span: this.span(`${pointer}/fnName`) },
          args: rawParams.map((_, i) => param(i)),
          span
        };
      }
      variables(o, pointer, scope, depth) {
        const list3 = this.list(o, "variables", pointer);
        if (list3.length === 0) throw new Refusal(`${pointer}/variables`, "a binder needs at least one `varDecl`");
        const bindings2 = [];
        let outer = scope;
        for (const [i, v] of list3.entries()) {
          const at2 = `${pointer}/variables/${i}`;
          const decl = this.object(v, at2);
          if (decl.nodeType !== "varDecl") throw new Refusal(`${at2}/nodeType`, `expected a \`varDecl\`, found ${describe2(decl.nodeType)}`);
          const variable = this.name(decl, "varName", at2);
          const source = this.expression(this.field(decl, "from", at2), `${at2}/from`, outer, depth + 1);
          const inner = binding(outer, variable.name);
          const where = decl.where;
          const condition2 = where === void 0 || where === null ? null : this.expression(where, `${at2}/where`, inner, depth + 1);
          bindings2.push({ kind: "Binding", variable, source, condition: condition2, span: this.span(at2) });
          outer = inner;
        }
        return { bindings: bindings2, inner: outer };
      }
      constraint(value, pointer, scope, depth) {
        const o = this.object(value, pointer);
        const span = this.span(pointer);
        const anchor3 = (key) => this.expression(this.field(o, key, pointer), `${pointer}/${key}`, scope, depth + 1);
        switch (o.nodeType) {
          case "amountConstraint": {
            const amount = this.field(o, "amount", pointer);
            if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0)
              throw new Refusal(`${pointer}/amount`, `\`amount\` must be a number of at least 0, found ${describe2(amount)}`);
            return {
              kind: "AmountConstraint",
              comparator: this.string(o, "comparator", pointer, comparators2),
              amount,
              unit: this.string(o, "unit", pointer, units),
              direction: this.string(o, "direction", pointer, directions),
              anchor: anchor3("anchor"),
              span
            };
          }
          case "directionConstraint":
            return {
              kind: "DirectionConstraint",
              direction: this.string(o, "direction", pointer, directions),
              anchor: anchor3("anchor"),
              span
            };
          case "pointConstraint": {
            const on = o.on ?? false;
            if (typeof on !== "boolean") throw new Refusal(`${pointer}/on`, `\`on\` must be true or false, found ${describe2(on)}`);
            return { kind: "PointConstraint", on, anchor: anchor3("anchor"), span };
          }
          case "betweenConstraint":
            return { kind: "BetweenConstraint", from: anchor3("from"), to: anchor3("to"), span };
          default:
            throw new Refusal(
              `${pointer}/nodeType`,
              `expected a time constraint (\`amountConstraint\`, \`directionConstraint\`, \`pointConstraint\` or \`betweenConstraint\`), found ${describe2(o.nodeType)}`
            );
        }
      }
      chainStep(value, pointer, scope, depth) {
        const o = this.object(value, pointer);
        if (o.nodeType !== "chainStep") throw new Refusal(`${pointer}/nodeType`, `expected a \`chainStep\`, found ${describe2(o.nodeType)}`);
        const inner = itemScope(scope);
        const count = o.count;
        if (count !== void 0 && count !== null && (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0))
          throw new Refusal(`${pointer}/count`, `\`count\` must be a whole number, found ${describe2(count)}`);
        return {
          kind: "ChainStep",
          label: this.name(o, "label", pointer),
          what: this.expression(this.field(o, "what", pointer), `${pointer}/what`, inner, depth + 1),
          where: o.where === void 0 || o.where === null ? null : this.expression(o.where, `${pointer}/where`, inner, depth + 1),
          when: o.when === void 0 || o.when === null ? null : this.constraint(o.when, `${pointer}/when`, inner, depth + 1),
          count: typeof count === "number" ? count : null,
          span: this.span(pointer)
        };
      }
    };
  }
});

// src/audience/pql-json-value.ts
function pqlFromJsonValue(value, valueMap, lines, width) {
  const problem = (message2, span) => ({
    ok: false,
    problem: { rule: audienceExpressionFormat.meta.name, message: message2, range: valueMap.mapSpan(span), hints }
  });
  const read = pqlJsonTree(value);
  if (!read.ok) return problem(read.message, read.span);
  const valueLines = new LineMap(value);
  const pql = print(read.ast, width === void 0 ? {} : { width });
  const reparsed = parse(pql);
  if (!reparsed.ast || reparsed.errors.length > 0) {
    const why = reparsed.errors[0]?.message ?? "it does not parse";
    return problem(
      `the pql/json tree does not print as PQL: \`${pql.length > 80 ? `${pql.slice(0, 80)}...` : pql}\`: ${why}`,
      valueLines.span(0, value.length)
    );
  }
  const { map, nodeSpans } = printedMap(pql, reparsed.ast, read.ast, valueMap, lines);
  const mapSpan = (span) => {
    const node = nodeSpans.get(`${span.start.offset}:${span.end.offset}`);
    return node ? valueMap.mapSpan(node) : map.mapSpan(span);
  };
  return { ok: true, pql, map, mapSpan };
}
function pqlJsonTree(value) {
  const valueLines = new LineMap(value);
  const parsed = parseJson(value);
  if (!parsed.ok) {
    const { message: message3, start, end } = parsed.error;
    return {
      ok: false,
      message: `\`expression.value\` is not the JSON that \`format: pql/json\` says: ${message3.replace("the file is empty", "the value is empty")}`,
      span: valueLines.span(start, end)
    };
  }
  const byPointer = /* @__PURE__ */ new Map();
  indexPointers(parsed.node, "", byPointer);
  const spanOf = (pointer2) => {
    const node = byPointer.get(pointer2);
    return node ? valueLines.span(node.start, node.end) : void 0;
  };
  const read = fromPqlJson(jsonValue(parsed.node), { spanOf });
  if (read.ok) return read;
  const { pointer, message: message2, span } = read.error;
  return {
    ok: false,
    message: `${message2} (pql/json at \`${pointer || "/"}\`)`,
    span: span ?? valueLines.span(parsed.node.start, parsed.node.end)
  };
}
function indexPointers(node, pointer, out) {
  out.set(pointer, node);
  if (node.type === "object")
    for (const e of node.entries) indexPointers(e.value, `${pointer}/${e.key.replaceAll("~", "~0").replaceAll("/", "~1")}`, out);
  else if (node.type === "array") for (const [i, item] of node.items.entries()) indexPointers(item, `${pointer}/${i}`, out);
}
function printedMap(text, printed, fromJson, valueMap, lines) {
  const owner = new Array(text.length).fill(fromJson.span);
  const nodeSpans = /* @__PURE__ */ new Map();
  const stack = [[printed, fromJson]];
  while (stack.length > 0) {
    const [p, j] = stack.pop();
    if (p.kind !== j.kind) continue;
    const key = `${p.span.start.offset}:${p.span.end.offset}`;
    if (!nodeSpans.has(key)) nodeSpans.set(key, j.span);
    for (let i = p.span.start.offset; i < p.span.end.offset && i < text.length; i++) owner[i] = j.span;
    const pc = childrenOf(p);
    const jc = childrenOf(j);
    if (pc.length !== jc.length) continue;
    for (let i = pc.length - 1; i >= 0; i--) stack.push([pc[i], jc[i]]);
  }
  const builder = new SourceMapBuilder();
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && owner[i] === owner[start]) continue;
    const range = valueMap.mapSpan(owner[start]);
    builder.push(text.slice(start, i), range.start.offset, range.end.offset);
    start = i;
  }
  return { map: builder.build(lines, valueMap.mapSpan(fromJson.span).end.offset), nodeSpans };
}
var hints;
var init_pql_json_value = __esm({
  "src/audience/pql-json-value.ts"() {
    "use strict";
    init_audience_expression_format();
    init_syntax();
    init_positions();
    init_print();
    init_walk();
    init_from_pql_json();
    init_json_source();
    init_source_map();
    hints = [
      "`format: pql/json` holds AEP's JSON tree of the expression (docs/pql-json.md); `pql-audience convert FILE --to pql/text` writes PQL text"
    ];
  }
});

// src/audience/source-tree.ts
var JsonTree, YamlTree;
var init_source_tree = __esm({
  "src/audience/source-tree.ts"() {
    "use strict";
    init_yaml();
    JsonTree = class {
      constructor(root) {
        this.root = root;
        this.range = [root.start, root.end];
        const first2 = root.type === "object" ? root.entries[0] : void 0;
        this.head = first2 ? [first2.keyStart, first2.keyEnd] : [root.start, root.start + 1];
      }
      root;
      range;
      head;
      locate(path2, part = "value") {
        let node = this.root;
        let keyRange;
        for (const step of path2) {
          if (node.type === "object") {
            const entry = node.entries.find((e) => e.key === String(step));
            if (!entry) return void 0;
            keyRange = [entry.keyStart, entry.keyEnd];
            node = entry.value;
          } else if (node.type === "array" && typeof step === "number") {
            const item = node.items[step];
            if (!item) return void 0;
            keyRange = [item.start, item.end];
            node = item;
          } else return void 0;
        }
        return part === "key" ? keyRange ?? [node.start, node.start] : [node.start, node.end];
      }
    };
    YamlTree = class {
      constructor(root, range) {
        this.root = root;
        this.range = range;
        const first2 = lazy_isMap(root) ? root.items[0] : void 0;
        const firstRange = first2?.key?.range ?? root?.range;
        this.head = firstRange ? [firstRange[0], firstRange[1]] : [range[0], range[0]];
      }
      root;
      range;
      head;
      /** The YAML node at `path` (for reading a scalar's style and source). */
      node(path2) {
        return this.find(path2)?.node;
      }
      locate(path2, part = "value") {
        const found = this.find(path2);
        if (!found) return void 0;
        const { node, key } = found;
        if (part === "key" && key?.range) return [key.range[0], key.range[1]];
        if (node?.range && (node.range[1] > node.range[0] || !key?.range)) return [node.range[0], node.range[1]];
        return key?.range ? [key.range[0], key.range[1]] : void 0;
      }
      find(path2) {
        let node = this.root;
        let key = null;
        for (const step of path2) {
          if (lazy_isMap(node)) {
            const pair = node.items.find((p) => lazy_isScalar(p.key) && String(p.key.value) === String(step));
            if (!pair) return void 0;
            key = pair.key;
            node = pair.value ?? null;
          } else if (lazy_isSeq(node) && typeof step === "number") {
            const item = node.items[step];
            if (item === void 0) return void 0;
            key = item;
            node = item;
          } else return void 0;
        }
        return { node, key };
      }
    };
  }
});

// src/audience/yaml-scalar.ts
function decodeYamlScalar(text, style, start, end, parentIndent) {
  switch (style) {
    case "PLAIN":
      return unfoldLines(text, start, end, false);
    case "QUOTE_SINGLE":
      return text[start] === "'" && text[end - 1] === "'" && end - start >= 2 ? unfoldLines(text, start + 1, end - 1, true) : void 0;
    case "QUOTE_DOUBLE":
      return text[start] === '"' && text[end - 1] === '"' && end - start >= 2 ? doubleQuoted(text, start + 1, end - 1) : void 0;
    case "BLOCK_LITERAL":
    case "BLOCK_FOLDED":
      return block(text, start, end, parentIndent);
  }
}
function flowLines(text, start, end) {
  const lines = [];
  let lineStart = start;
  for (let i = start; i < end; i++) {
    if (text[i] !== "\n") continue;
    const lineEnd = i > lineStart && text[i - 1] === "\r" ? i - 1 : i;
    lines.push({ start: lineStart, end: lineEnd, breakEnd: i + 1 });
    lineStart = i + 1;
  }
  lines.push({ start: lineStart, end, breakEnd: end });
  return lines;
}
function unfoldLines(text, start, end, singleQuoted) {
  const out = new SourceMapBuilder();
  const copy = (from, to) => {
    let run = from;
    for (let i = from; i < to; i++) {
      if (singleQuoted && text[i] === "'" && text[i + 1] === "'" && i + 1 < to) {
        if (i > run) out.copy(text.slice(run, i), run);
        out.push("'", i, i + 2);
        i++;
        run = i + 1;
      }
    }
    if (to > run) out.copy(text.slice(run, to), run);
  };
  const lines = flowLines(text, start, end);
  if (lines.length === 1) {
    copy(start, end);
    return out;
  }
  const first2 = lines[0];
  copy(first2.start, trimEnd(text, first2.start, first2.end));
  let sep9 = " ";
  let sepAt = [first2.end, first2.breakEnd];
  for (const line2 of lines.slice(1, -1)) {
    const from = trimStart(text, line2.start, line2.end);
    const to = trimEnd(text, from, line2.end);
    if (from === to) {
      if (sep9 === "\n") out.push("\n", ...sepAt);
      sep9 = "\n";
      sepAt = [line2.end, line2.breakEnd];
    } else {
      out.push(sep9, ...sepAt);
      copy(from, to);
      sep9 = " ";
      sepAt = [line2.end, line2.breakEnd];
    }
  }
  const last = lines[lines.length - 1];
  out.push(sep9, ...sepAt);
  copy(trimStart(text, last.start, last.end), last.end);
  return out;
}
function trimStart(text, from, to) {
  while (from < to && isBlank(text[from])) from++;
  return from;
}
function trimEnd(text, from, to) {
  while (to > from && isBlank(text[to - 1])) to--;
  return to;
}
function doubleQuoted(text, start, end) {
  const out = new SourceMapBuilder();
  const isBreakAt = (i) => text[i] === "\n" || text[i] === "\r" && text[i + 1] === "\n";
  for (let i = start; i < end; i++) {
    const ch = text[i];
    if (ch === "\r" && text[i + 1] === "\n") continue;
    if (ch === "\n") {
      const breakStart = i > start && text[i - 1] === "\r" ? i - 1 : i;
      const feeds = [];
      let j2 = i;
      for (; ; ) {
        const next = text[j2 + 1];
        if (j2 + 1 >= end || !(next === " " || next === "	" || next === "\n" || next === "\r")) break;
        if (next === "\r" && text[j2 + 2] !== "\n") break;
        if (next === "\n") feeds.push([text[j2] === "\r" ? j2 : j2 + 1, j2 + 2]);
        j2++;
      }
      if (feeds.length === 0) out.push(" ", breakStart, i + 1);
      else for (const [s, e] of feeds) out.push("\n", s, e);
      i = j2;
      continue;
    }
    if (ch === "\\") {
      const next = text[i + 1];
      if (next === "\n" || next === "\r" && text[i + 2] === "\n") {
        i += next === "\n" ? 1 : 2;
        while (i + 1 < end && isBlank(text[i + 1])) i++;
        continue;
      }
      const escape = decodeEscape(text, i);
      if (!escape) return void 0;
      out.push(escape.value, i, i + escape.length);
      i += escape.length - 1;
      continue;
    }
    if (isBlank(ch)) {
      let j2 = i;
      while (j2 + 1 < end && isBlank(text[j2 + 1])) j2++;
      if (!isBreakAt(j2 + 1) || j2 + 1 >= end) out.copy(text.slice(i, j2 + 1), i);
      i = j2;
      continue;
    }
    let j = i + 1;
    while (j < end && !isSpecialInDoubleQuotes(text.charCodeAt(j))) j++;
    out.copy(text.slice(i, j), i);
    i = j - 1;
  }
  return out;
}
function isSpecialInDoubleQuotes(code) {
  return code === 10 || code === 13 || code === 92 || code === 32 || code === 9;
}
function decodeEscape(text, at2) {
  const e = text[at2 + 1];
  if (e === void 0) return void 0;
  if (Object.hasOwn(escapeCodes, e)) return { value: escapeCodes[e], length: 2 };
  const digits = e === "x" ? 2 : e === "u" ? 4 : e === "U" ? 8 : 0;
  if (digits === 0) return void 0;
  const hex = text.slice(at2 + 2, at2 + 2 + digits);
  if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) return void 0;
  const code = parseInt(hex, 16);
  if (code > 1114111) return void 0;
  return { value: String.fromCodePoint(code), length: 2 + digits };
}
function block(text, start, end, scalarIndent) {
  const headerMatch = /^[|>]([-+1-9]*)/.exec(text.slice(start, Math.min(end, start + 10)));
  if (!headerMatch) return void 0;
  const literal = text[start] === "|";
  let indicator = 0;
  let chomp = "";
  for (const c of headerMatch[1]) {
    if (!chomp && (c === "-" || c === "+")) chomp = c;
    else if (!indicator && Number(c)) indicator = Number(c);
    else return void 0;
  }
  const headerBreak = text.indexOf("\n", start);
  const sourceStart = headerBreak < 0 || headerBreak >= end ? end : headerBreak + 1;
  const lines = [];
  if (sourceStart < end) {
    let lineStart = sourceStart;
    for (; ; ) {
      let i = lineStart;
      while (i < end && text[i] === " ") i++;
      let lineEnd = text.indexOf("\n", i);
      if (lineEnd < 0 || lineEnd >= end) lineEnd = end;
      const content = text.slice(i, lineEnd);
      const hasBreak = lineEnd < end;
      const breakStart = content.endsWith("\r") ? lineEnd - 1 : lineEnd;
      lines.push({ start: lineStart, indent: i - lineStart, content, break: hasBreak ? [breakStart, lineEnd + 1] : [end, end] });
      if (!hasBreak) break;
      lineStart = lineEnd + 1;
    }
  }
  const isEmpty = (line2) => line2.content === "" || line2.content === "\r";
  const out = new SourceMapBuilder();
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    if (isEmpty(lines[i])) chompStart = i;
    else break;
  }
  if (chompStart === 0) {
    if (chomp === "+" && lines.length > 0) {
      const count = Math.max(1, lines.length - 1);
      for (let i = 0; i < count; i++) out.push("\n", ...lines[Math.min(i, lines.length - 1)].break);
    }
    return out;
  }
  let trimIndent = scalarIndent + indicator;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const line2 = lines[i];
    if (isEmpty(line2)) {
      if (indicator === 0 && line2.indent > trimIndent) trimIndent = line2.indent;
    } else {
      if (indicator === 0) trimIndent = line2.indent;
      contentStart = i;
      break;
    }
  }
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if (lines[i].indent > trimIndent) chompStart = i + 1;
  }
  const copyExtraIndent = (line2) => {
    if (line2.indent > trimIndent) out.copy(" ".repeat(line2.indent - trimIndent), line2.start + trimIndent);
  };
  for (let i = 0; i < contentStart; ++i) {
    copyExtraIndent(lines[i]);
    out.push("\n", ...lines[i].break);
  }
  let sep9 = "";
  let sepAt = [start, start];
  let prevMoreIndented = false;
  for (let i = contentStart; i < chompStart; ++i) {
    const line2 = lines[i];
    const content = line2.content.endsWith("\r") ? line2.content.slice(0, -1) : line2.content;
    const contentAt = line2.start + line2.indent;
    if (content && line2.indent < trimIndent) return void 0;
    if (literal) {
      out.push(sep9, ...sepAt);
      copyExtraIndent(line2);
      out.copy(content, contentAt);
      sep9 = "\n";
      sepAt = line2.break;
    } else if (line2.indent > trimIndent || content[0] === "	") {
      if (sep9 === " ") sep9 = "\n";
      else if (!prevMoreIndented && sep9 === "\n") sep9 = "\n\n";
      out.push(sep9, ...sepAt);
      copyExtraIndent(line2);
      out.copy(content, contentAt);
      sep9 = "\n";
      sepAt = line2.break;
      prevMoreIndented = true;
    } else if (content === "") {
      if (sep9 === "\n") out.push("\n", ...sepAt);
      sep9 = "\n";
      sepAt = line2.break;
    } else {
      out.push(sep9, ...sepAt);
      out.copy(content, contentAt);
      sep9 = " ";
      sepAt = line2.break;
      prevMoreIndented = false;
    }
  }
  const lastContentBreak = lines[chompStart - 1].break;
  if (chomp === "+") {
    let previousBreak = lastContentBreak;
    for (let i = chompStart; i < lines.length; ++i) {
      out.push("\n", ...previousBreak);
      copyExtraIndent(lines[i]);
      previousBreak = lines[i].break;
    }
    if (!out.value.endsWith("\n")) out.push("\n", ...previousBreak);
  } else if (chomp !== "-") {
    out.push("\n", ...lastContentBreak);
  }
  return out;
}
var isBlank, escapeCodes;
var init_yaml_scalar = __esm({
  "src/audience/yaml-scalar.ts"() {
    "use strict";
    init_source_map();
    isBlank = (c) => c === " " || c === "	";
    escapeCodes = {
      "0": "\0",
      a: "\x07",
      b: "\b",
      e: "\x1B",
      f: "\f",
      n: "\n",
      r: "\r",
      t: "	",
      v: "\v",
      N: "\x85",
      _: "\xA0",
      L: "\u2028",
      P: "\u2029",
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
  }
});

// src/audience/yaml-mistakes.ts
function yamlSyntaxProblems(text, lines, [from, to], errors) {
  const problems = findMistakes(text, from, to).map(
    (m) => ({
      rule: audienceInvalidYaml.meta.name,
      message: m.message,
      range: lines.span(m.start, m.end),
      hints: m.hints
    })
  );
  const before = problems.length > 0 ? problems[0].range.start.line - 1 : Infinity;
  const seenLines = /* @__PURE__ */ new Set();
  for (const error of errors) {
    const [start, end] = widenToWord(text, error.pos[0], error.pos[1]);
    const range = lines.span(start, end);
    if (range.start.line >= before) continue;
    if (seenLines.has(range.start.line)) continue;
    seenLines.add(range.start.line);
    problems.push({
      rule: audienceInvalidYaml.meta.name,
      message: `invalid YAML: ${yamlMessage(error.message)}`,
      range,
      hints: yamlHints(lines.lineText(range.start.line))
    });
  }
  return problems.sort((a, b) => a.range.start.offset - b.range.start.offset);
}
function yamlHints(lineText) {
  if (!/^\s*value\s*:\s*[^|>\s]/.test(lineText)) return [];
  return [`write ${BLOCK}; a plain YAML value cannot contain \`: \` or start with a quote`];
}
function entryOf(rest) {
  const dash = /^-[ ]+/.exec(rest)?.[0].length ?? 0;
  const body = rest.slice(dash);
  let keyEnd;
  const c = body[0];
  if (c === '"' || c === "'") {
    const close = closingQuote(body, 0, c);
    if (close === -1) return void 0;
    keyEnd = close + 1;
  } else {
    if (c === void 0 || /[[\]{},#&*!|>'"%@`]/.test(c) || /[-?:]/.test(c) && /^.(?:\s|$)/.test(body)) return void 0;
    const colon2 = /:(?: |$)/.exec(body);
    if (!colon2 || /\s#/.test(body.slice(0, colon2.index))) return void 0;
    keyEnd = colon2.index;
  }
  const colon = /^[ ]*:(?: |$)/.exec(body.slice(keyEnd));
  if (!colon) return void 0;
  const written = body.slice(0, keyEnd).trimEnd();
  return written === "" ? void 0 : { dash, written, length: dash + keyEnd + colon[0].replace(/ $/, "").length };
}
function isEntry(rest) {
  return entryOf(rest) !== void 0;
}
function splitLines(text, from, to) {
  const out = [];
  let start = from;
  let number = 1;
  for (let k = text.indexOf("\n"); k !== -1 && k < from; k = text.indexOf("\n", k + 1)) number++;
  if (start === 0 && text.charCodeAt(0) === 65279) start = 1;
  while (start <= to) {
    const lf = text.indexOf("\n", start);
    const stop = lf === -1 || lf > to ? to : lf;
    let line2 = text.slice(start, stop);
    if (line2.endsWith("\r")) line2 = line2.slice(0, -1);
    let indent2 = 0;
    while (line2.charCodeAt(indent2) === 32) indent2++;
    const rest = line2.slice(indent2);
    out.push({ start, text: line2, indent: indent2, blank: rest === "" || rest.startsWith("#"), number: number++ });
    if (lf === -1 || lf >= to) break;
    start = lf + 1;
  }
  return out;
}
function findMistakes(text, from = 0, to = text.length) {
  return new Scanner(text, from, to).run();
}
function closingQuote(text, open, quote2) {
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (quote2 === '"' && c === "\\") i++;
    else if (c === quote2) {
      if (quote2 === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}
function closingBracket(value) {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '"' || c === "'") {
      const end = closingQuote(value, i, c);
      if (end === -1) return -1;
      i = end;
    } else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
function bracketDepth(line2) {
  let depth = 0;
  for (const c of line2.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, "")) {
    if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
  }
  return depth;
}
function unquote(key) {
  return key.startsWith('"') || key.startsWith("'") ? key.slice(1, -1) : key;
}
function firstKey(frame) {
  return frame.keys.keys().next().value ?? frame.last ?? "";
}
function spaces(n) {
  return n === 1 ? "1 space" : `${n} spaces`;
}
function quoted(value) {
  return /["\\]/.test(value) ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}
function widenToWord(text, start, end) {
  let e = Math.max(start, end);
  if (e - start <= 1 && /[\w$-]/.test(text[start] ?? "")) {
    e = start;
    while (e < text.length && /[\w$.-]/.test(text[e])) e++;
  }
  return [start, Math.min(e, text.length)];
}
function yamlMessage(message2) {
  const first2 = message2.split("\n")[0] ?? message2;
  return first2.replace(/ at line \d+, column \d+:?$/, "").replace(/^./, (c) => c.toLowerCase());
}
var BLOCK, NO_SPACE, BARE_KEY, Scanner;
var init_yaml_mistakes = __esm({
  "src/audience/yaml-mistakes.ts"() {
    "use strict";
    init_audience_invalid_yaml();
    BLOCK = "the expression as a block: `value: |-`, then the PQL on the next lines, indented";
    NO_SPACE = /^(-[ ]+)?([A-Za-z_$][\w$.-]*):([^\s:/][^\s]*)/;
    BARE_KEY = /^(-[ ]+)?([A-Za-z_$][\w$.-]*)[ ]*$/;
    Scanner = class {
      constructor(text, from, to) {
        this.text = text;
        this.lines = splitLines(text, from, to);
      }
      text;
      lines;
      mistakes = [];
      frames = [];
      /** After `key:` with nothing on its line: a deeper line starts its value. */
      pendingKey;
      /** After `key: plain text`: deeper lines that are not entries continue the text. */
      plainAbove;
      tabs;
      /** Set on a shape this scanner does not follow (a complex key, a tagged key): it stops there. */
      lost = false;
      i = 0;
      run() {
        while (this.i < this.lines.length) {
          const line2 = this.lines[this.i];
          this.i++;
          if (line2.blank) continue;
          const rest = line2.text.slice(line2.indent);
          if (line2.indent === 0 && /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest)) {
            this.frames = [];
            this.pendingKey = void 0;
            this.plainAbove = void 0;
            continue;
          }
          if (rest.startsWith("	")) {
            this.tab(line2);
            continue;
          }
          this.line(line2, rest);
          if (this.lost) break;
        }
        return this.finish();
      }
      finish() {
        if (this.tabs) {
          const { line: line2, more } = this.tabs;
          const also = more === 0 ? "" : ` (and so are ${more} line${more === 1 ? "" : "s"} below it)`;
          this.mistakes.push({
            start: line2.start + line2.indent,
            end: line2.start + line2.indent + 1,
            message: `this line is indented with a tab; YAML indents with spaces only${also}`,
            hints: ["replace each tab with spaces, as many as on the lines around it"]
          });
        }
        return this.mistakes.sort((a, b) => a.start - b.start);
      }
      tab(line2) {
        if (this.tabs) this.tabs.more++;
        else this.tabs = { line: line2, more: 0 };
      }
      line(line2, rest) {
        const n = line2.indent;
        const entry = entryOf(rest);
        if (!entry) {
          this.other(line2, rest);
          return;
        }
        const { dash } = entry;
        const key = unquote(entry.written);
        const column = n + dash;
        if (dash > 0) {
          if (!this.placeItem(line2, n)) return;
          const seq = this.frames[this.frames.length - 1];
          this.frames.push({ kind: "map", indent: column, keys: /* @__PURE__ */ new Map(), last: void 0, path: `${seq.path}[]`, item: true });
        } else if (!this.placeKey(line2, n, key)) return;
        const map = this.frames[this.frames.length - 1];
        const earlier = map.keys.get(key);
        if (earlier !== void 0) {
          this.mistakes.push({
            start: line2.start + column,
            end: line2.start + column + entry.written.length,
            message: `the key \`${key}\` is written twice in this mapping (first on line ${earlier}); YAML allows each key once: remove one`,
            hints: []
          });
        } else map.keys.set(key, line2.number);
        map.last = key;
        const path2 = map.path ? `${map.path}.${key}` : key;
        this.value(line2, line2.start + n + entry.length, map.indent, key, path2);
      }
      /** Places a `key:` line at indentation `n` (where it was meant to be, if it is mis-indented); false if it cannot be placed. */
      placeKey(line2, n, key) {
        const pending = this.pendingKey;
        this.pendingKey = void 0;
        this.plainAbove = void 0;
        if (this.frames.length === 0 || pending && n > pending.indent) {
          this.frames.push({ kind: "map", indent: n, keys: /* @__PURE__ */ new Map(), last: void 0, path: pending?.path ?? "", item: false });
          return true;
        }
        const at2 = this.frames.findLastIndex((f) => f.kind === "map" && f.indent === n);
        if (at2 !== -1) {
          this.frames.length = at2 + 1;
          return true;
        }
        const top = this.frames[this.frames.length - 1];
        const below = this.frames[this.frames.length - 2];
        const start = line2.start + n;
        const end = start + key.length;
        if (top.item && below?.kind === "seq" && below.indent === n && top.last) {
          this.mistakes.push({
            start,
            end,
            message: `the key \`${key}\` is indented ${spaces(n)}, like the \`-\` of the list item above; indent it ${spaces(top.indent)} to align it with \`${firstKey(top)}\``,
            hints: []
          });
          return true;
        }
        let best;
        for (const f of this.frames) if (f.kind === "map" && (!best || Math.abs(f.indent - n) <= Math.abs(best.indent - n))) best = f;
        if (!best?.last) return false;
        this.mistakes.push({
          start,
          end,
          message: `the key \`${key}\` is indented ${spaces(n)} but its siblings ${best.indent}; align it with \`${best.last}\``,
          // Deeper than a key with a value: it may have been meant under that key.
          hints: n >= best.indent + 2 ? [`if \`${key}\` belongs under \`${best.last}\`, write nothing after \`${best.last}:\` on its line`] : []
        });
        this.frames.length = this.frames.indexOf(best) + 1;
        return true;
      }
      /** Places a `- ` line; false when it does not continue a list this scanner follows. */
      placeItem(line2, n) {
        const pending = this.pendingKey;
        this.pendingKey = void 0;
        this.plainAbove = void 0;
        if (pending && n >= pending.indent) {
          this.frames.push({ kind: "seq", indent: n, keys: /* @__PURE__ */ new Map(), last: void 0, path: pending.path, item: false });
          return true;
        }
        if (this.frames.length === 0) {
          this.frames.push({ kind: "seq", indent: n, keys: /* @__PURE__ */ new Map(), last: void 0, path: "", item: false });
          return true;
        }
        const at2 = this.frames.findLastIndex((f) => f.kind === "seq" && f.indent === n);
        if (at2 !== -1) {
          this.frames.length = at2 + 1;
          return true;
        }
        const seq = this.frames.findLast((f) => f.kind === "seq");
        if (seq) {
          this.mistakes.push({
            start: line2.start + n,
            end: line2.start + n + 1,
            message: `this list item is indented ${spaces(n)} but the items above it ${seq.indent}; align its \`-\` with theirs`,
            hints: []
          });
        }
        return false;
      }
      /** A line that is not `key: ...`: a continued value, or a key written wrongly. */
      other(line2, rest) {
        const n = line2.indent;
        if (/^:(?:\s|$)/.test(rest)) this.lost = true;
        if (this.lost || this.plainAbove !== void 0 && n > this.plainAbove) return;
        if (this.pendingKey && n <= this.pendingKey.indent && !rest.startsWith("-")) this.pendingKey = void 0;
        const top = this.frames[this.frames.length - 1];
        const atKey = !top || top.indent === n || this.pendingKey !== void 0 && n > this.pendingKey.indent;
        if (/^[?!&%:]/.test(rest)) {
          this.lost = true;
          return;
        }
        if (!atKey) return;
        const next = this.nextContent();
        const amongKeys = top !== void 0 && top.indent === n && this.pendingKey === void 0 || next !== void 0 && next.indent === n && isEntry(next.text.slice(n));
        const noSpace = amongKeys ? NO_SPACE.exec(rest) : null;
        if (noSpace) {
          const [, dash = "", key, after2] = noSpace;
          const colon = line2.start + n + dash.length + key.length;
          this.mistakes.push({
            start: colon,
            end: colon + 1,
            message: `\`${key}:${after2}\` needs a space after the colon; without it YAML does not read \`${key}\` as a key: write \`${key}: ${after2}\``,
            hints: []
          });
          this.plainAbove = n;
          return;
        }
        const bare = BARE_KEY.exec(rest);
        if (bare && next && next.indent > n && isEntry(next.text.slice(next.indent))) {
          const [, dash = "", key] = bare;
          const start = line2.start + n + dash.length;
          this.mistakes.push({
            start,
            end: start + key.length,
            message: `\`${key}\` needs a colon after it to be a key: write \`${key}:\``,
            hints: []
          });
          this.pendingKey = { indent: n, key, path: top?.path ? `${top.path}.${key}` : key };
        }
      }
      /** What follows `key:` on its line. */
      value(line2, at2, mapIndent, key, path2) {
        const text = this.text;
        const lineEnd = line2.start + line2.text.length;
        let v = at2;
        while (text[v] === " ") v++;
        while ((text[v] === "&" || text[v] === "!") && v < lineEnd) {
          while (v < lineEnd && text[v] !== " ") v++;
          while (text[v] === " ") v++;
        }
        if (v >= lineEnd || text[v] === "#") {
          this.pendingKey = { indent: mapIndent, key, path: path2 };
          return;
        }
        const pql = path2 === "expression.value";
        const value = text.slice(v, lineEnd).replace(/[ ]+#.*$/, "").trimEnd();
        const c = text[v];
        if (c === "|" || c === ">")
          return this.blockScalar(
            mapIndent,
            key,
            text.slice(v, lineEnd).replace(/[ ]+#.*$/, "").trim()
          );
        if (c === '"' || c === "'") return this.quoted(line2, v, mapIndent, key, pql);
        if (c === "[" || c === "{") return this.flow(line2, v, key, value, pql);
        if (c === "*") {
          const alias = /^\*[^\s,[\]{}]+/.exec(value)[0];
          const defined = text.slice(0, v).includes(`&${alias.slice(1)}`);
          if (alias.length < value.length || !defined) {
            this.mistakes.push({
              start: v,
              end: v + alias.length,
              message: pql ? `the PQL starts with \`*\`, which YAML reads as an alias (a reference to an anchor defined elsewhere); write ${BLOCK}` : `a YAML value that starts with \`*\` is an alias, a reference to an anchor defined elsewhere; to write text that starts with \`*\`, quote it: \`${key}: ${quoted(value)}\``,
              hints: []
            });
          }
          return;
        }
        if (c === "@" || c === "`" || c === "%") {
          this.mistakes.push({
            start: v,
            end: v + 1,
            message: pql ? `the PQL starts with \`${c}\`, which YAML reserves; write ${BLOCK}` : `a YAML value cannot start with \`${c}\` unless it is quoted: write \`${key}: ${quoted(value)}\``,
            hints: []
          });
          return;
        }
        this.plainAbove = mapIndent;
        const colon = /:(?: |$)/.exec(value);
        if (colon) {
          this.mistakes.push({
            start: v + colon.index,
            end: v + colon.index + 1,
            message: pql ? `the PQL contains \`: \`, which YAML reads as the start of another key; write ${BLOCK}` : `the value of \`${key}\` contains \`: \`, which YAML reads as the start of another key; put the value in quotes: \`${key}: ${quoted(value)}\``,
            hints: []
          });
        }
      }
      blockScalar(mapIndent, key, indicator) {
        let first2;
        while (this.i < this.lines.length) {
          const line2 = this.lines[this.i];
          if (line2.text.trim() === "") {
            this.i++;
            continue;
          }
          if (line2.indent > mapIndent) {
            if (first2 === void 0) first2 = line2.indent;
            else if (line2.indent < first2 && (line2.blank || /^:(?:\s|$)/.test(line2.text.slice(line2.indent)))) return;
            else if (line2.indent < first2) {
              this.mistakes.push({
                start: line2.start + line2.indent,
                end: line2.start + line2.text.length,
                message: `this line of the block \`${key}: ${indicator}\` is indented ${spaces(line2.indent)}, less than its first line (${first2}), so YAML ends the block before it; indent it ${spaces(first2)}`,
                hints: []
              });
              first2 = line2.indent;
            }
            this.i++;
            continue;
          }
          const rest = line2.text.slice(line2.indent);
          if (first2 !== void 0 || line2.blank || isEntry(rest) || /^[?!&%:*]/.test(rest) || rest.startsWith("- ") || /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest))
            return;
          this.mistakes.push({
            start: line2.start + line2.indent,
            end: line2.start + line2.text.length,
            message: `the lines of the block \`${key}: ${indicator}\` must be indented more than \`${key}\` (${spaces(mapIndent)}); indent them ${spaces(mapIndent + 2)}`,
            hints: []
          });
          this.i++;
          while (this.i < this.lines.length) {
            const next = this.lines[this.i];
            if (!next.blank && next.indent <= mapIndent && (next.indent < line2.indent || isEntry(next.text.slice(next.indent)))) break;
            this.i++;
          }
          return;
        }
      }
      quoted(line2, open, mapIndent, key, pql) {
        const text = this.text;
        const quote2 = text[open];
        const lineEnd = line2.start + line2.text.length;
        const close = closingQuote(text, open, quote2);
        const closeLine = close === -1 ? void 0 : this.lineAt(close);
        let unclosed = close === -1;
        if (!unclosed && close >= lineEnd) {
          for (let j = this.i; j < this.lines.length && this.lines[j].start <= close; j++) {
            const l = this.lines[j];
            if (!l.blank && l.indent <= mapIndent && isEntry(l.text.slice(l.indent))) unclosed = true;
          }
        }
        if (unclosed) {
          this.mistakes.push({
            start: open,
            end: open + 1,
            message: `the string that starts with \`${quote2}\` here is not closed on its line; add the closing \`${quote2}\``,
            hints: pql ? [`or write ${BLOCK}`] : []
          });
          return;
        }
        if (closeLine !== void 0 && closeLine > this.i - 1) this.i = closeLine + 1;
        const closeLineEnd = this.lineEndAt(close);
        const after2 = text.slice(close + 1, closeLineEnd);
        const stray = after2.search(/\S/);
        if (stray === -1 || /^[ ]+#/.test(after2)) return;
        const strayStart = close + 1 + stray;
        const scalar2 = text.slice(open, close + 1);
        const whole = text.slice(open, closeLineEnd).replace(/[ ]+#.*$/, "").trimEnd();
        this.mistakes.push(
          pql ? {
            start: open,
            end: close + 1,
            message: `the PQL starts with \`${quote2}\`, so YAML reads \`${scalar2}\` as the whole value and rejects the rest; write ${BLOCK}`,
            hints: []
          } : {
            start: strayStart,
            end: closeLineEnd,
            message: `text after the closing quote: YAML reads \`${scalar2}\` as the whole value and rejects \`${whole.slice(strayStart - open)}\`; put all of the value in quotes: \`${key}: ${quoted(whole)}\``,
            hints: []
          }
        );
      }
      /** `[...]` or `{...}`: a list or mapping, which must end the value. */
      flow(line2, open, key, value, pql) {
        const close = closingBracket(value);
        if (close === -1) {
          let depth = bracketDepth(value);
          while (depth > 0 && this.i < this.lines.length) depth += bracketDepth(this.lines[this.i++].text);
          return;
        }
        const after2 = value.slice(close + 1);
        if (after2.trim() === "") return;
        const kind = value[0] === "[" ? "a list" : "a mapping";
        const collection = value.slice(0, close + 1);
        this.mistakes.push(
          pql ? {
            start: open,
            end: open + close + 1,
            message: `the PQL starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; write ${BLOCK}`,
            hints: []
          } : {
            start: open + close + 1 + after2.search(/\S/),
            end: line2.start + line2.text.length,
            message: `the value of \`${key}\` starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; put the value in quotes: \`${key}: ${quoted(value)}\``,
            hints: []
          }
        );
      }
      nextContent() {
        for (let j = this.i; j < this.lines.length; j++) if (!this.lines[j].blank) return this.lines[j];
        return void 0;
      }
      /** The index in `lines` of the line holding `offset`. */
      lineAt(offset) {
        let j = this.i - 1;
        while (j + 1 < this.lines.length && this.lines[j + 1].start <= offset) j++;
        return j;
      }
      lineEndAt(offset) {
        const line2 = this.lines[this.lineAt(offset)];
        return line2.start + line2.text.length;
      }
    };
  }
});

// src/audience/yaml-simple.ts
function readSimpleYaml(text) {
  if (/[\t\r\uFEFF]/.test(text)) return void 0;
  const reader = new Reader2(text);
  const root = reader.document();
  if (!root) return void 0;
  return { data: toData(root), tree: new SimpleYamlTree(root, [0, text.length]) };
}
function plainValue(source) {
  if (!/^[-+.0-9~nNtTfF]/.test(source)) return source;
  if (OTHER_NON_STRING.test(source)) throw BAIL;
  if (NULL.test(source)) return null;
  if (TRUE.test(source)) return true;
  if (FALSE.test(source)) return false;
  if (INT.test(source) || FLOAT.test(source)) return Number(source);
  return source;
}
function plainKey(source) {
  const key = KEY.exec(source)?.[0];
  if (!key || NULL.test(key) || TRUE.test(key) || FALSE.test(key)) throw BAIL;
  return key;
}
function trimmedEnd(text, start, end) {
  let e = end;
  while (e > start && text[e - 1] === " ") e--;
  return e;
}
function toData(node) {
  if (node.kind === "scalar") return node.value;
  const result = {};
  for (const e of node.entries) {
    if (e.key === "__proto__")
      Object.defineProperty(result, e.key, { value: toData(e.value), enumerable: true, writable: true, configurable: true });
    else result[e.key] = toData(e.value);
  }
  return result;
}
var Bail, BAIL, KEY, NULL, TRUE, FALSE, INT, FLOAT, OTHER_NON_STRING, Reader2, SimpleYamlTree;
var init_yaml_simple = __esm({
  "src/audience/yaml-simple.ts"() {
    "use strict";
    init_yaml_scalar();
    Bail = class {
    };
    BAIL = new Bail();
    KEY = /^[A-Za-z_$][\w$.-]*/;
    NULL = /^(?:~|null|Null|NULL)$/;
    TRUE = /^(?:true|True|TRUE)$/;
    FALSE = /^(?:false|False|FALSE)$/;
    INT = /^[-+]?[0-9]+$/;
    FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
    OTHER_NON_STRING = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;
    Reader2 = class {
      constructor(text) {
        this.text = text;
        let start = 0;
        while (start <= text.length) {
          const lf = text.indexOf("\n", start);
          const end = lf === -1 ? text.length : lf;
          let indent2 = 0;
          while (text.charCodeAt(start + indent2) === 32) indent2++;
          this.lines.push({
            start,
            end,
            next: lf === -1 ? text.length : lf + 1,
            indent: indent2,
            blank: start + indent2 >= end,
            comment: text[start + indent2] === "#"
          });
          if (lf === -1) break;
          start = lf + 1;
        }
      }
      text;
      lines = [];
      at = 0;
      /** Past the line feed of the last non-blank line read: where a block mapping ends in `yaml`. */
      lastNext = 0;
      document() {
        try {
          this.skipBlank();
          const first2 = this.lines[this.at];
          if (first2?.indent !== 0) return void 0;
          const root = this.map(0);
          this.skipBlank();
          return this.at === this.lines.length ? root : void 0;
        } catch (e) {
          if (e === BAIL) return void 0;
          throw e;
        }
      }
      skipBlank() {
        while (this.at < this.lines.length && (this.lines[this.at].blank || this.lines[this.at].comment)) this.at++;
      }
      /** A block mapping whose keys stand at `indent`. */
      map(indent2) {
        const entries = [];
        const seen = /* @__PURE__ */ new Set();
        let end = 0;
        for (; ; ) {
          this.skipBlank();
          const line2 = this.lines[this.at];
          if (!line2 || line2.indent < indent2) break;
          if (line2.indent > indent2) throw BAIL;
          const entry = this.entry(line2, indent2);
          if (seen.has(entry.key)) throw BAIL;
          seen.add(entry.key);
          entries.push(entry);
          end = this.lastNext;
        }
        return { kind: "map", start: entries[0].keyStart, end, entries };
      }
      entry(line2, indent2) {
        const text = this.text;
        const keyStart = line2.start + indent2;
        const key = plainKey(text.slice(keyStart, line2.end));
        const keyEnd = keyStart + key.length;
        if (text[keyEnd] !== ":") throw BAIL;
        let at2 = keyEnd + 1;
        if (at2 < line2.end && text[at2] !== " ") throw BAIL;
        while (at2 < line2.end && text[at2] === " ") at2++;
        this.at++;
        this.lastNext = line2.next;
        if (at2 === line2.end) {
          this.skipBlank();
          const next = this.lines[this.at];
          if (!next || next.indent <= indent2) throw BAIL;
          return { key, keyStart, keyEnd, value: this.map(next.indent) };
        }
        const c = text[at2];
        let value;
        if (c === "|" || c === ">") value = this.blockScalar(line2, at2, indent2);
        else if (c === '"' || c === "'") value = this.quoted(line2, at2, indent2);
        else if (c === "{") value = this.flowMap(line2, at2, indent2);
        else value = this.plain(at2, trimmedEnd(text, at2, line2.end), indent2, "block");
        return { key, keyStart, keyEnd, value };
      }
      blockScalar(header, at2, indent2) {
        const text = this.text;
        const chomp = text.slice(at2 + 1, header.end).trimEnd();
        if (chomp !== "" && chomp !== "-") throw BAIL;
        let end = header.next;
        let first2 = true;
        while (this.at < this.lines.length) {
          const line2 = this.lines[this.at];
          if (line2.blank) {
            if (line2.indent > indent2) throw BAIL;
            this.at++;
            continue;
          }
          if (line2.indent <= indent2) break;
          if (first2 && this.lines[this.at - 1] !== header) throw BAIL;
          first2 = false;
          end = line2.next;
          this.at++;
        }
        if (first2) throw BAIL;
        this.lastNext = end;
        const style = text[at2] === "|" ? "BLOCK_LITERAL" : "BLOCK_FOLDED";
        const decoded = decodeYamlScalar(text, style, at2, end, indent2);
        if (!decoded) throw BAIL;
        return { kind: "scalar", start: at2, end, style, indent: indent2, value: decoded.value, decoded };
      }
      quoted(line2, at2, indent2) {
        const text = this.text;
        const quote2 = text[at2];
        let i = at2 + 1;
        for (; i < line2.end; i++) {
          const c = text[i];
          if (quote2 === '"' && c === "\\") i++;
          else if (c === quote2) {
            if (quote2 === "'" && text[i + 1] === "'") i++;
            else break;
          }
        }
        if (i >= line2.end) throw BAIL;
        const end = i + 1;
        if (trimmedEnd(text, end, line2.end) !== end) throw BAIL;
        this.noDeeperLine(indent2);
        const style = quote2 === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE";
        const decoded = decodeYamlScalar(text, style, at2, end, indent2);
        if (!decoded) throw BAIL;
        return { kind: "scalar", start: at2, end, style, indent: indent2, value: decoded.value, decoded };
      }
      /** `{ key: value, key: value }` on one line, plain scalars only. */
      flowMap(line2, at2, indent2) {
        const text = this.text;
        const close = text.indexOf("}", at2);
        if (close === -1 || close >= line2.end || trimmedEnd(text, close + 1, line2.end) !== close + 1) throw BAIL;
        const entries = [];
        const seen = /* @__PURE__ */ new Set();
        let i = at2 + 1;
        for (; ; ) {
          while (text[i] === " ") i++;
          if (i === close) {
            if (entries.length > 0) throw BAIL;
            break;
          }
          const key = plainKey(text.slice(i, close));
          if (seen.has(key)) throw BAIL;
          seen.add(key);
          const keyStart = i;
          const keyEnd = i + key.length;
          if (text[keyEnd] !== ":" || text[keyEnd + 1] !== " ") throw BAIL;
          i = keyEnd + 1;
          while (text[i] === " ") i++;
          let stop = i;
          while (stop < close && text[stop] !== ",") stop++;
          const value = this.plain(i, trimmedEnd(text, i, stop), indent2, "flow");
          entries.push({ key, keyStart, keyEnd, value });
          i = stop;
          if (i === close) break;
          i++;
        }
        this.noDeeperLine(indent2);
        return { kind: "map", start: at2, end: close + 1, entries };
      }
      plain(start, end, indent2, context) {
        const source = this.text.slice(start, end);
        if (source === "" || /^(?:[?:,[\]{}#&*!|>'"%@`]|-(?![\w.]))/.test(source) || source.includes(": ") || source.includes(" #") || source.endsWith(":"))
          throw BAIL;
        if (context === "flow" && /[[\]{}]/.test(source)) throw BAIL;
        if (context === "block") this.noDeeperLine(indent2);
        return { kind: "scalar", start, end, style: "PLAIN", indent: indent2, value: plainValue(source) };
      }
      /** A deeper line after a one-line value would continue it (a multi-line scalar): not ours. */
      noDeeperLine(indent2) {
        let i = this.at;
        while (i < this.lines.length && this.lines[i].blank) i++;
        const next = this.lines[i];
        if (next && next.indent > indent2) throw BAIL;
      }
    };
    SimpleYamlTree = class {
      constructor(root, range) {
        this.root = root;
        this.range = range;
        const first2 = root.entries[0];
        this.head = [first2.keyStart, first2.keyEnd];
      }
      root;
      range;
      head;
      /** The node at `path` (for a scalar's style and source). */
      node(path2) {
        return this.find(path2)?.node;
      }
      locate(path2, part = "value") {
        const found = this.find(path2);
        if (!found) return void 0;
        if (part === "key" && found.entry) return [found.entry.keyStart, found.entry.keyEnd];
        return [found.node.start, found.node.end];
      }
      find(path2) {
        let node = this.root;
        let entry;
        for (const step of path2) {
          if (node.kind !== "map") return void 0;
          entry = node.entries.find((e) => e.key === String(step));
          if (!entry) return void 0;
          node = entry.value;
        }
        return entry ? { node, entry } : { node };
      }
    };
  }
});

// src/audience/yaml-tags.ts
function refusedTags(doc, text, lines) {
  const found = { problems: [], ranges: [] };
  visit(doc, {
    Node(_, node) {
      if (!node.tag || allowedTags.has(node.tag) || !node.range) return;
      const [start, end] = tagBefore(text, node.range[0]) ?? [node.range[0], node.range[0]];
      const written = text.slice(start, end) || node.tag;
      found.ranges.push([start, node.range[2]]);
      found.problems.push({
        rule: audienceInvalidYaml.meta.name,
        message: `the YAML tag \`${written}\` is not allowed in an audience file, which holds only text, numbers, true or false, lists and mappings; remove the tag`,
        range: lines.span(start, end),
        hints: yamlHints(lines.lineText(lines.position(start).line))
      });
      return visit.SKIP;
    }
  });
  return found;
}
function tagBefore(text, offset) {
  let end = offset;
  for (; ; ) {
    while (end > 0 && /\s/.test(text[end - 1])) end--;
    let start = end;
    while (start > 0 && !/\s/.test(text[start - 1])) start--;
    if (text[start] === "!") return [start, end];
    if (text[start] !== "&" || start === end) return void 0;
    end = start;
  }
}
var allowedTags;
var init_yaml_tags = __esm({
  "src/audience/yaml-tags.ts"() {
    "use strict";
    init_yaml();
    init_audience_invalid_yaml();
    init_yaml_mistakes();
    allowedTags = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));
  }
});

// src/audience/yaml-aliases.ts
function firstAliasOffset(doc) {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      if (!lazy_isAlias(node) || !node.range) return;
      offset = node.range[0];
      return visit.BREAK;
    }
  });
  return offset;
}
var MAX_YAML_ALIASES;
var init_yaml_aliases = __esm({
  "src/audience/yaml-aliases.ts"() {
    "use strict";
    init_yaml();
    MAX_YAML_ALIASES = 100;
  }
});

// src/audience/load.ts
function audienceFileKind(fileName) {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".yaml") || lower.endsWith(".yml")) return "yaml";
  return "pql";
}
function loadAudienceFile(fileName, text, options = {}) {
  const lines = new LineMap(text);
  const loaded3 = loadText(fileName, text, lines);
  readPqlJson(loaded3, lines);
  if (options.invalidUtf8) {
    const { offset } = options.invalidUtf8;
    loaded3.problems.unshift({
      rule: audienceInvalidUtf8.meta.name,
      ...invalidUtf8Message(options.invalidUtf8),
      range: lines.span(offset, Math.min(offset + 1, text.length))
    });
  }
  return loaded3;
}
function expressionReadBack(fileName, text, index) {
  if (audienceFileKind(fileName) === "yaml") {
    let simple;
    let accepted;
    try {
      simple = readSimpleYaml(text);
      accepted = simple && acceptAudience(simple.data);
    } catch {
      return void 0;
    }
    if (simple && accepted)
      return index === 0 && simple.tree.node(["expression", "value"])?.kind === "scalar" ? accepted.expression.value : void 0;
  }
  const loaded3 = loadAudienceFile(fileName, text);
  return loaded3.problems.length === 0 ? loaded3.audiences.find((a) => a.index === index)?.pql : void 0;
}
function readPqlJson(file, lines) {
  if (!file.audiences.some((a) => a.definition.expression.format === "pql/json")) return;
  const kept = [];
  for (const a of file.audiences) {
    if (a.definition.expression.format !== "pql/json") {
      kept.push(a);
      continue;
    }
    const read = pqlFromJsonValue(a.pql, a.map, lines, file.kind === "json" ? Number.POSITIVE_INFINITY : void 0);
    if (read.ok) kept.push({ ...a, pql: read.pql, map: read.map, mapSpan: read.mapSpan });
    else file.problems.push(read.problem);
  }
  file.audiences = kept;
}
function loadText(fileName, text, lines) {
  const kind = audienceFileKind(fileName);
  try {
    if (kind === "json") return loadJson(text, lines);
    if (kind === "yaml") return loadYaml(text, lines);
    return loadPql(fileName, text, lines);
  } catch (e) {
    const message2 = e instanceof Error ? e.message : String(e);
    return {
      kind,
      audiences: [],
      problems: [
        {
          rule: kind === "json" ? audienceInvalidJson.meta.name : audienceInvalidYaml.meta.name,
          message: `could not read this file: ${message2}`,
          range: lines.span(0, 0),
          hints: ["this is a bug in pql-audience; please report it with the file"]
        }
      ]
    };
  }
}
function loadPql(fileName, text, lines) {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.pql$/i, "") || "expression";
  const definition = {
    name: base,
    expression: { type: "PQL", format: "pql/text", value: text },
    ...aliasPattern.test(base) ? { "x-pql-audience": { alias: base } } : {}
  };
  const map = SourceMap.identity(lines, 0, text.length);
  const whole = lines.span(0, text.length);
  return {
    kind: "pql",
    audiences: [audience2(definition, text, map, true, whole, whole, 0, () => void 0)],
    problems: []
  };
}
function loadJson(text, lines) {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { message: message2, start, end } = parsed.error;
    return {
      kind: "json",
      audiences: [],
      problems: [{ rule: audienceInvalidJson.meta.name, message: `invalid JSON: ${message2}`, range: lines.span(start, end), hints: [] }]
    };
  }
  const tree = new JsonTree(parsed.node);
  const data = jsonValue(parsed.node);
  const checked2 = validate(data, tree, lines);
  if (!checked2.definition) return { kind: "json", audiences: [], problems: checked2.problems };
  const valueNode = jsonNodeAt(parsed.node, ["expression", "value"]);
  if (valueNode?.type !== "string") return { kind: "json", audiences: [], problems: checked2.problems };
  const map = valueNode.map.build(lines, valueNode.end - 1);
  const loaded3 = audience2(
    checked2.definition,
    valueNode.value,
    map,
    true,
    lines.span(valueNode.start, valueNode.end),
    lines.span(0, text.length),
    0,
    locator(tree, text, lines)
  );
  return { kind: "json", audiences: [loaded3], problems: checked2.problems };
}
function loadYaml(text, lines) {
  const simple = readSimpleYaml(text);
  if (simple) return loadSimpleYaml(text, lines, simple);
  const documents = lazy_parseAllDocuments(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  const list3 = Array.isArray(documents) ? documents : [];
  const problems = [];
  const audiences = [];
  const meaningful = list3.filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
  if (meaningful.length === 0) {
    const at2 = list3[0]?.range[0] ?? 0;
    problems.push({
      rule: audienceSchemaRule.meta.name,
      message: "the file holds no audience",
      range: lines.span(at2, at2),
      hints: ["an audience file needs at least `name` and `expression`"]
    });
    return { kind: "yaml", audiences, problems };
  }
  const whole = meaningful.length === 1;
  for (const [index, doc] of meaningful.entries()) {
    const docRange = [doc.range[0], doc.range[2]];
    const tags = refusedTags(doc, text, lines);
    const errors = doc.errors.filter((e) => !tags.ranges.some(([s, end]) => e.pos[0] >= s && e.pos[0] < end));
    if (errors.length > 0) problems.push(...yamlSyntaxProblems(text, lines, docRange, errors));
    problems.push(...tags.problems);
    if (errors.length > 0 || tags.problems.length > 0) continue;
    const range = whole ? [0, text.length] : [doc.range[0], doc.range[2]];
    const tree = new YamlTree(doc.contents, range);
    let data;
    try {
      data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    } catch (e) {
      const found = yamlSyntaxProblems(text, lines, docRange, []);
      problems.push(
        ...found.length > 0 ? found : [
          {
            rule: audienceInvalidYaml.meta.name,
            message: `invalid YAML: ${e instanceof Error ? e.message : String(e)}`,
            range: lines.span(tree.head[0], tree.head[1]),
            hints: []
          }
        ]
      );
      continue;
    }
    const checked2 = validate(data, tree, lines);
    problems.push(...checked2.problems);
    if (!checked2.definition) continue;
    const node = tree.node(["expression", "value"]);
    if (!node?.range) continue;
    const scalar2 = lazy_isScalar(node) ? { style: node.type, indent: node.srcToken?.indent ?? 0 } : void 0;
    audiences.push(yamlAudience2(text, lines, checked2.definition, [node.range[0], node.range[1]], scalar2, range, index, tree));
  }
  return { kind: "yaml", audiences, problems };
}
function loadSimpleYaml(text, lines, { data, tree }) {
  const checked2 = validate(data, tree, lines);
  const node = tree.node(["expression", "value"]);
  if (!checked2.definition || node?.kind !== "scalar") return { kind: "yaml", audiences: [], problems: checked2.problems };
  const loaded3 = yamlAudience2(text, lines, checked2.definition, [node.start, node.end], node, tree.range, 0, tree);
  return { kind: "yaml", audiences: [loaded3], problems: checked2.problems };
}
function yamlAudience2(text, lines, definition, [start, end], scalar2, range, index, tree) {
  const pql = definition.expression.value;
  const { map, exact } = scalar2 ? yamlValueMap(text, lines, start, end, scalar2, pql) : coarseMap(lines, pql, start, end);
  const written = trimEnd2(text, [start, end]);
  return audience2(definition, pql, map, exact, lines.span(...written), lines.span(range[0], range[1]), index, locator(tree, text, lines));
}
function isEmptyDocument(doc) {
  const contents = doc.contents;
  return contents === null || lazy_isScalar(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1];
}
function yamlValueMap(text, lines, start, end, { style, indent: indent2, decoded: known }, value) {
  const decoded = known ?? (style ? decodeYamlScalar(text, style, start, end, indent2) : void 0);
  if (decoded && decoded.value === value) {
    const endOffset = style === "QUOTE_SINGLE" || style === "QUOTE_DOUBLE" ? end - 1 : decoded.lastEnd ?? end;
    return { map: decoded.build(lines, endOffset), exact: true };
  }
  return coarseMap(lines, value, start, end);
}
function coarseMap(lines, value, start, end) {
  const coarse = new SourceMapBuilder();
  coarse.push(value, start, end);
  return { map: coarse.build(lines, end), exact: false };
}
function validate(data, tree, lines) {
  const accepted = acceptAudience(data);
  if (accepted) return { definition: accepted, problems: [] };
  const result = audienceSchemas().audience.safeParse(data, JITLESS);
  if (result.success) return { definition: result.data, problems: [] };
  return { problems: schemaProblems(result.error.issues, data, tree, lines) };
}
function audience2(definition, pql, map, exactPositions, expressionRange, range, index, locate) {
  return { definition, pql, map, mapSpan: (span) => map.mapSpan(span), expressionRange, range, index, exactPositions, locate };
}
function locator(tree, text, lines) {
  return (path2, part) => {
    const found = tree.locate(path2, part);
    return found ? lines.span(...trimEnd2(text, found)) : void 0;
  };
}
function trimEnd2(text, [start, end]) {
  let e = end;
  while (e > start && /\s/.test(text[e - 1])) e--;
  return [start, e];
}
function jsonNodeAt(root, path2) {
  let node = root;
  for (const key of path2) node = node?.type === "object" ? node.entries.find((e) => e.key === key)?.value : void 0;
  return node;
}
var JITLESS;
var init_load = __esm({
  "src/audience/load.ts"() {
    "use strict";
    init_yaml();
    init_audience_invalid_json();
    init_audience_invalid_utf8();
    init_audience_invalid_yaml();
    init_audience_schema();
    init_positions();
    init_encoding();
    init_json_source();
    init_problems();
    init_accept_audience();
    init_pql_json_value();
    init_audience_schema2();
    init_schema_patterns();
    init_source_map();
    init_source_tree();
    init_yaml_scalar();
    init_yaml_mistakes();
    init_yaml_simple();
    init_yaml_tags();
    init_yaml_aliases();
    JITLESS = { jitless: true };
  }
});

// src/audience/format-audience-file.ts
function isFormatted(pql, canonical) {
  return pql.trim() === canonical;
}
function canonicalExpression(kind, ast, options = {}) {
  return print(ast, kind === "json" ? { ...options, width: Number.POSITIVE_INFINITY } : options);
}
function formatAudienceFile(fileName, text, options = {}) {
  const loaded3 = loadAudienceFile(fileName, text);
  if (loaded3.problems.length > 0) return { ok: false, errors: loaded3.problems };
  const errors = [];
  const canonicals = [];
  for (const audience3 of loaded3.audiences) {
    const { ast, errors: syntaxErrors } = parse(audience3.pql);
    for (const e of syntaxErrors) {
      errors.push({
        rule: e.rule,
        code: e.code,
        message: e.message,
        range: audience3.mapSpan(e.span),
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      });
    }
    canonicals.push(ast ? canonicalExpression(loaded3.kind, ast, options) : null);
  }
  if (errors.length > 0) return { ok: false, errors };
  let output = text;
  for (let i = loaded3.audiences.length - 1; i >= 0; i--) {
    const audience3 = loaded3.audiences[i];
    const canonical = canonicals[i];
    if (isFormatted(audience3.pql, canonical)) continue;
    const edit = expressionEdit(fileName, output, audience3, canonical, loaded3.kind === "json");
    if (edit === void 0) {
      return {
        ok: false,
        errors: [
          {
            rule: audienceSchemaRule.meta.name,
            message: "could not write the formatted expression back into this file",
            range: audience3.expressionRange,
            hints: ["format the expression by hand, or write it as a literal block (`value: |`)"]
          }
        ]
      };
    }
    output = applyEdit(output, edit);
  }
  return { ok: true, output, changed: output !== text };
}
function replaceLoadedExpression(fileName, text, kind, audience3, pql) {
  if (kind === "pql") return { range: audience3.expressionRange, text: pql.endsWith("\n") ? pql : `${pql}
` };
  return expressionEdit(fileName, text, audience3, pql, kind === "json");
}
function applyEdit(text, edit) {
  return text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
}
function expressionEdit(fileName, text, audience3, pql, json2) {
  const range = audience3.expressionRange;
  if (json2) return { range, text: JSON.stringify(pql) };
  const raw = text.slice(range.start.offset, range.end.offset);
  const tried = [];
  for (const candidate of yamlCandidates(text, audience3, raw, pql)) {
    if (tried.includes(candidate)) continue;
    tried.push(candidate);
    const edit = { range, text: candidate };
    const again = expressionReadBack(fileName, applyEdit(text, edit), audience3.index);
    if (again !== void 0 && isFormatted(again, pql.trim())) return edit;
  }
  return void 0;
}
function* yamlCandidates(text, audience3, raw, canonical) {
  const multiLine = canonical.includes("\n");
  const doubleQuoted2 = () => JSON.stringify(canonical);
  const inFlow = /^[[{]/.test(sliceOf(text, audience3.locate(["expression"])));
  if (inFlow) {
    yield multiLine ? doubleQuoted2() : sameStyle(raw, canonical);
    yield doubleQuoted2();
    return;
  }
  const block2 = () => {
    const newline = text.includes("\r\n") ? "\r\n" : "\n";
    const key = audience3.locate(["expression", "value"], "key");
    return literalBlock(raw, canonical, key ? key.start.column - 1 : 2, newline);
  };
  if (/^[|>]/.test(raw) || multiLine) {
    yield block2();
    yield doubleQuoted2();
    return;
  }
  yield sameStyle(raw, canonical);
  yield doubleQuoted2();
  yield block2();
}
function sameStyle(raw, canonical) {
  if (raw.startsWith("'")) return `'${canonical.replace(/'/g, "''")}'`;
  if (raw.startsWith('"')) return JSON.stringify(canonical);
  return canonical;
}
function literalBlock(raw, canonical, keyIndent, newline) {
  const header = /^([|>])([1-9+-]*)([^\r\n]*)/.exec(raw);
  let indicator = "|";
  let chomp = "-";
  let rest = "";
  let indent2 = keyIndent + 2;
  if (header) {
    indicator = header[1] === ">" && !canonical.includes("\n") ? ">" : "|";
    chomp = header[2].replace(/[1-9+]/g, "");
    rest = header[3];
    const firstContent = raw.split(/\r?\n/).slice(1).find((line2) => line2.trim() !== "");
    const written = firstContent ? /^ */.exec(firstContent)[0].length : 0;
    if (written > keyIndent && !/[1-9]/.test(header[2])) indent2 = written;
  }
  const pad = " ".repeat(indent2);
  const body = canonical.split("\n").map((line2) => line2 === "" ? "" : pad + line2).join(newline);
  const ending = header && /\n$/.test(raw) ? newline : "";
  return `${indicator}${chomp}${rest}${newline}${body}${ending}`;
}
function sliceOf(text, span) {
  return span ? text.slice(span.start.offset, span.end.offset) : "";
}
var init_format_audience_file = __esm({
  "src/audience/format-audience-file.ts"() {
    "use strict";
    init_syntax();
    init_audience_schema();
    init_print();
    init_load();
  }
});

// src/lint/rules/audience-expression-type.ts
var audienceExpressionType;
var init_audience_expression_type = __esm({
  "src/lint/rules/audience-expression-type.ts"() {
    "use strict";
    init_examples();
    audienceExpressionType = {
      meta: {
        code: "PQL104",
        name: "audience/expression-type",
        category: "audience",
        defaultSeverity: "error",
        summary: "`expression.type` must be `PQL`",
        why: "pql-audience checks and publishes PQL definitions; other expression types (`ARL`) are not checked.",
        invalid: [{ file: "yaml", code: yamlAudience({ type: "ARL" }) }],
        valid: [{ file: "yaml", code: yamlAudience() }]
      },
      check({ audience: audience3, report: report2 }) {
        const { definition } = audience3.loaded;
        if (audience3.kind === "pql" || definition.expression.type === "PQL") return;
        const range = audience3.loaded.locate(["expression", "type"]);
        if (range)
          report2({
            in: "file",
            range,
            message: `\`expression.type\` is \`${definition.expression.type}\`; pql-audience checks PQL definitions only`,
            hints: ["set `expression.type: PQL`"]
          });
      }
    };
  }
});

// src/lint/rules/audience-evaluation-info.ts
var audienceEvaluationInfo;
var init_audience_evaluation_info = __esm({
  "src/lint/rules/audience-evaluation-info.ts"() {
    "use strict";
    init_examples();
    audienceEvaluationInfo = {
      meta: {
        code: "PQL106",
        name: "audience/evaluation-info",
        category: "audience",
        defaultSeverity: "warning",
        summary: "`evaluationInfo` enables no evaluation method",
        why: "With batch, streaming and edge all disabled the audience is never evaluated; leaving `evaluationInfo` out means batch.",
        invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [false, false, false] }) }],
        valid: [
          { file: "yaml", code: yamlAudience() },
          { file: "yaml", code: yamlAudience({ evaluation: null }) }
        ]
      },
      check({ audience: audience3, report: report2 }) {
        const info = audience3.loaded.definition.evaluationInfo;
        if (audience3.kind === "pql" || !info) return;
        if (info.batch?.enabled || info.continuous?.enabled || info.synchronous?.enabled) return;
        const range = audience3.loaded.locate(["evaluationInfo"], "key");
        if (range)
          report2({
            in: "file",
            range,
            message: "no evaluation method is enabled: this audience would never be evaluated",
            hints: ["enable one of `batch`, `continuous` or `synchronous` (edge)"]
          });
      }
    };
  }
});

// src/lint/rules/audience-schema-name.ts
var audienceSchemaName;
var init_audience_schema_name = __esm({
  "src/lint/rules/audience-schema-name.ts"() {
    "use strict";
    init_examples();
    audienceSchemaName = {
      meta: {
        code: "PQL107",
        name: "audience/schema-name",
        category: "audience",
        defaultSeverity: "error",
        summary: "The audience file has no `schema`",
        why: "The Segmentation API requires the schema the audience reads, usually `_xdm.context.profile`.",
        invalid: [{ file: "yaml", code: yamlAudience({ schemaName: null }) }],
        valid: [{ file: "yaml", code: yamlAudience() }]
      },
      check({ audience: audience3, report: report2 }) {
        if (audience3.kind === "pql" || audience3.loaded.definition.schema) return;
        const range = audience3.loaded.locate(["name"], "key") ?? audience3.loaded.range;
        report2({
          in: "file",
          range,
          message: "the audience has no `schema`; the Segmentation API requires one",
          hints: ["add `schema: { name: _xdm.context.profile }`"]
        });
      }
    };
  }
});

// src/text/size.ts
function sizeText(characters) {
  const exact = `${characters.toLocaleString("en-US")} characters`;
  if (characters < 1024) return exact;
  const [value, unit] = characters < 1024 * 1024 ? [characters / 1024, "KiB"] : [characters / (1024 * 1024), "MiB"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit} (${exact})`;
}
var init_size = __esm({
  "src/text/size.ts"() {
    "use strict";
  }
});

// src/audience/rules/audience-too-large.ts
function tooLargeMessage(size, limit) {
  return `the file is ${sizeText(size)}, over the limit of ${sizeText(limit)}; it is not checked`;
}
var DEFAULT_MAX_FILE_SIZE, audienceTooLarge;
var init_audience_too_large = __esm({
  "src/audience/rules/audience-too-large.ts"() {
    "use strict";
    init_size();
    init_examples();
    DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024;
    audienceTooLarge = {
      meta: {
        code: "PQL109",
        name: "audience/too-large",
        category: "audience",
        defaultSeverity: "error",
        dropsAudience: true,
        summary: "The file is larger than the size limit (`maxFileSize`, 2 MiB unless the config says otherwise)",
        why: "Real audience files are a few kilobytes; one of megabytes is generated by mistake or hostile, and checking it would cost memory in proportion to its expression's tree. The file is read and measured, nothing more: the rest of the run goes on. Raise `maxFileSize` in the config for a file you mean.",
        invalid: [{ file: "yaml", code: yamlAudience({}), config: { maxFileSize: 100 } }],
        valid: [{ file: "yaml", code: yamlAudience({}) }]
      },
      source: "loader"
    };
  }
});

// src/lint/rules/ref-unknown-segment.ts
var refUnknownSegment;
var init_ref_unknown_segment = __esm({
  "src/lint/rules/ref-unknown-segment.ts"() {
    "use strict";
    init_did_you_mean();
    init_examples();
    refUnknownSegment = {
      meta: {
        code: "PQL121",
        name: "ref/unknown-segment",
        category: "ref",
        defaultSeverity: "error",
        summary: "A segment reference points at nothing: an alias no file declares, or (with `--remote`) an id the org does not have",
        why: "A local alias is resolved against every audience file of the project (not only the files being linted), and with `lint --remote` an id against the live org; one that matches nothing is a typo or a missing file, and cannot be published.",
        invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:loyal-customers")' }) }],
        valid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }) }]
      },
      checkGlobal({ audience: audience3, directory, report: report2 }) {
        for (const ref of audience3.refs) {
          if (ref.id === null || directory.resolve(ref.id)) continue;
          if (!directory.isAlias(ref.id)) {
            if (directory.remote)
              report2({
                range: ref.idSpan,
                message: `segment \`${ref.id}\` does not exist in ${directory.remote}`,
                label: "unknown segment",
                hints: ["check the id, or publish that audience first"]
              });
            continue;
          }
          const alias = ref.id.slice("alias:".length);
          const suggestion = closest(alias, directory.aliases());
          report2({
            range: ref.idSpan,
            message: `no audience file declares the alias \`${alias}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""}`,
            label: "unknown alias",
            hints: [
              suggestion ? `the project has an audience with the alias \`${suggestion}\`` : "fix the alias, or declare it in the file it means (x-pql-audience.alias)"
            ]
          });
        }
      }
    };
  }
});

// src/lint/rules/ref-cycle.ts
function findPath(from, to, next) {
  const previous = /* @__PURE__ */ new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const path2 = [];
      for (let a = current; a; a = previous.get(a) ?? null) path2.unshift(a);
      return path2;
    }
    for (const n of next(current)) {
      if (!previous.has(n)) {
        previous.set(n, current);
        queue.push(n);
      }
    }
  }
  return null;
}
var refCycle;
var init_ref_cycle = __esm({
  "src/lint/rules/ref-cycle.ts"() {
    "use strict";
    init_examples();
    refCycle = {
      meta: {
        code: "PQL122",
        name: "ref/cycle",
        category: "ref",
        defaultSeverity: "error",
        summary: "Audiences reference each other in a loop",
        why: "A segment of segments whose references lead back to itself can never be evaluated.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
            others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: 'inSegment("alias:a")', extras: ["alias: b"] }) }]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
            others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: "person.age > 21", extras: ["alias: b"] }) }]
          }
        ]
      },
      checkGlobal({ audience: audience3, directory, report: report2 }) {
        const next = (a) => a.refs.flatMap((r) => r.id ? [directory.resolve(r.id)?.audience] : []).filter((x) => x !== void 0);
        for (const ref of audience3.refs) {
          const first2 = ref.id === null ? void 0 : directory.resolve(ref.id)?.audience;
          if (!first2 || first2 === audience3) continue;
          const path2 = findPath(first2, audience3, next);
          if (path2)
            report2({
              range: ref.span,
              message: `reference loop: ${[audience3, ...path2].map((a) => `\`${a.name}\``).join(" -> ")}`,
              label: "leads back here",
              hints: ["break the loop: an audience cannot depend on itself through others"]
            });
        }
      }
    };
  }
});

// src/lint/rules/ref-self-reference.ts
var refSelfReference;
var init_ref_self_reference = __esm({
  "src/lint/rules/ref-self-reference.ts"() {
    "use strict";
    init_examples();
    refSelfReference = {
      meta: {
        code: "PQL123",
        name: "ref/self-reference",
        category: "ref",
        defaultSeverity: "error",
        summary: "An audience references itself",
        why: "Membership that depends on itself can never be evaluated.",
        invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:vip") and person.age > 21', extras: ["alias: vip"] }) }],
        valid: [{ file: "yaml", code: yamlAudience({ value: "person.age > 21", extras: ["alias: vip"] }) }]
      },
      checkGlobal({ audience: audience3, directory, report: report2 }) {
        for (const ref of audience3.refs) {
          if (ref.id !== null && directory.resolve(ref.id)?.audience === audience3)
            report2({ range: ref.span, message: "this audience references itself", label: "self-reference" });
        }
      }
    };
  }
});

// src/lint/rules/ref-duplicate-name.ts
var refDuplicateName;
var init_ref_duplicate_name = __esm({
  "src/lint/rules/ref-duplicate-name.ts"() {
    "use strict";
    init_examples();
    refDuplicateName = {
      meta: {
        code: "PQL124",
        name: "ref/duplicate-name",
        category: "ref",
        defaultSeverity: "error",
        summary: "Two audience files use the same `name`",
        why: "Audience names are unique in a sandbox: AEP rejects the second one (422), and publishing matches definitions by name.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ name: "VIP" }),
            others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "VIP", value: "person.age > 21" }) }]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ name: "VIP" }),
            others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21" }) }]
          }
        ]
      },
      checkGlobal({ audience: audience3, directory, report: report2 }) {
        if (audience3.kind === "pql") return;
        const other = directory.duplicateOf(audience3, "name");
        if (!other || !audience3.ranges.name) return;
        report2({
          range: audience3.ranges.name,
          message: `another audience is also named \`${audience3.name}\` (${other.file})`,
          hints: ["give each audience a unique name"]
        });
      }
    };
  }
});

// src/lint/rules/ref-duplicate-id.ts
var refDuplicateId;
var init_ref_duplicate_id = __esm({
  "src/lint/rules/ref-duplicate-id.ts"() {
    "use strict";
    init_examples();
    refDuplicateId = {
      meta: {
        code: "PQL125",
        name: "ref/duplicate-id",
        category: "ref",
        defaultSeverity: "error",
        summary: "Two audience files claim the same published id or alias",
        why: "References and publishing find an audience by its id or alias; two files with the same one make both ambiguous.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }),
            others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: vip"] }) }]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }),
            others: [
              { name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: adults"] }) }
            ]
          }
        ]
      },
      checkGlobal({ audience: audience3, directory, report: report2 }) {
        for (const field of ["id", "alias"]) {
          const value = audience3[field];
          if (value === void 0 || audience3.kind === "pql" && field === "alias") continue;
          const other = directory.duplicateOf(audience3, field);
          const range = audience3.ranges[field];
          if (other && range)
            report2({
              range,
              message: `the ${field} \`${value}\` is also used by ${other.file}`,
              hints: [`give each audience its own ${field}`]
            });
        }
      }
    };
  }
});

// src/analysis/rules/edge-hints.ts
var batchHint, batchSentence;
var init_edge_hints = __esm({
  "src/analysis/rules/edge-hints.ts"() {
    "use strict";
    batchHint = "or set evaluationInfo.synchronous.enabled to false to evaluate this audience in batch";
    batchSentence = batchHint.replace(/^or /, "");
  }
});

// src/analysis/rules/edge-ignore-year.ts
var edgeIgnoreYear;
var init_edge_ignore_year = __esm({
  "src/analysis/rules/edge-ignore-year.ts"() {
    "use strict";
    init_edge_hints();
    edgeIgnoreYear = {
      meta: {
        code: "PQL201",
        name: "edge/ignore-year",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "A date is matched on month and day only (ignore year)",
        why: `AEP does not evaluate ignore-year time constraints on the edge. Segment Builder's "Ignore year" option computes a month/day match; pql-audience detects that computation.`,
        invalid: [
          { code: "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()" },
          { code: "person.birthDate.getMonth() = 6" }
        ],
        valid: [{ code: "person.birthDate occurs today" }, { code: "person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990" }]
      },
      checkFacts({ facts, report: report2 }) {
        for (const c of facts.ignoreYear)
          report2({
            message: `\`${c.path}\` is matched on month and day only (ignore year); edge audiences cannot use ignore-year time constraints`,
            range: c.span,
            label: "ignores the year",
            hints: [`constrain the full date (e.g. \`${c.path} occurs today\`), ${batchHint}`]
          });
      }
    };
  }
});

// src/analysis/rules/edge-negated-event.ts
var hints2, edgeNegatedEvent;
var init_edge_negated_event = __esm({
  "src/analysis/rules/edge-negated-event.ts"() {
    "use strict";
    init_edge_hints();
    hints2 = ["put the exclusion in its own batch audience and reference it with inSegment(...)", batchSentence];
    edgeNegatedEvent = {
      meta: {
        code: "PQL202",
        name: "edge/negated-event",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "An event reference sits under `not` / `!`",
        why: "Edge evaluation qualifies profiles on incoming events; it cannot decide that an event did not happen.",
        invalid: [{ code: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))' }],
        valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])' }]
      },
      checkFacts({ facts, report: report2 }) {
        for (const e of facts.events)
          if (e.negation)
            report2({
              message: "this event is negated; edge audiences cannot exclude events",
              range: e.negation,
              label: "negates an event",
              hints: hints2
            });
      }
    };
  }
});

// src/analysis/rules/edge-event-aggregation.ts
var hint, edgeEventAggregation;
var init_edge_event_aggregation = __esm({
  "src/analysis/rules/edge-event-aggregation.ts"() {
    "use strict";
    init_edge_hints();
    hint = `test for a single event, e.g. with CHAIN(...), ${batchHint}`;
    edgeEventAggregation = {
      meta: {
        code: "PQL203",
        name: "edge/event-aggregation",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
        why: "The edge keeps one incoming event, not a history to count or sum over.",
        invalid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3' }],
        valid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]' }]
      },
      checkFacts({ facts, report: report2 }) {
        for (const e of facts.events)
          if (e.aggregation)
            report2({
              message: `\`${e.aggregation}\` aggregates events; edge audiences can only test for one event`,
              range: e.span,
              label: "aggregation",
              hints: [hint]
            });
      }
    };
  }
});

// src/analysis/rules/window-problems.ts
function reportWindowProblem({ facts, windows, report: report2 }, problem, finding) {
  facts.events.forEach((event, i) => {
    const status = windows[i];
    if (event.window && status && !status.ok && status.problem === problem) report2(finding(status, event.window.span));
  });
}
var init_window_problems = __esm({
  "src/analysis/rules/window-problems.ts"() {
    "use strict";
  }
});

// src/analysis/rules/edge-window-too-long.ts
var hint2, edgeWindowTooLong;
var init_edge_window_too_long = __esm({
  "src/analysis/rules/edge-window-too-long.ts"() {
    "use strict";
    init_window_problems();
    init_edge_hints();
    hint2 = `use a window under 24 hours, e.g. \`WHEN(< 24 hours before now)\`, ${batchHint}`;
    edgeWindowTooLong = {
      meta: {
        code: "PQL204",
        name: "edge/window-too-long",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "The event window is 24 hours or longer",
        why: "Edge audiences look at a single event in a relative window shorter than 24 hours.",
        invalid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this week)])' }
        ],
        valid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 24 hours before now)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 90 minutes before now)])' }
        ]
      },
      checkFacts(context) {
        reportWindowProblem(context, "too-long", (status, range) => ({
          message: `the event window is ${status.text}; edge audiences need less than 24 hours`,
          range,
          label: status.text,
          hints: [hint2]
        }));
      }
    };
  }
});

// src/analysis/rules/edge-window-boundary.ts
var edgeWindowBoundary;
var init_edge_window_boundary = __esm({
  "src/analysis/rules/edge-window-boundary.ts"() {
    "use strict";
    init_window_problems();
    edgeWindowBoundary = {
      meta: {
        code: "PQL205",
        name: "edge/window-boundary",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "The event window is exactly 24 hours, inclusive (`<= 24 hours`)",
        why: 'The rule says "shorter than 24 hours" while AEP\'s own examples use `<= 24 hours before now`; pql-audience follows the rule unless `edge.windowBoundary: inclusive` is set.',
        invalid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 1 day before now)])' }
        ],
        valid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 24 hours before now)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 23 hours before now)])' }
        ]
      },
      checkFacts(context) {
        reportWindowProblem(context, "boundary", (status, range) => ({
          message: `the event window is ${status.text} (\`<=\`); edge audiences need less than 24 hours`,
          range,
          label: status.text,
          hints: [
            "write `< 24 hours before now`, or set `edge.windowBoundary: inclusive` in the config to accept a window of exactly 24 hours (AEP's own examples use one)"
          ]
        }));
      }
    };
  }
});

// src/analysis/rules/edge-window-absolute.ts
var hint3, edgeWindowAbsolute;
var init_edge_window_absolute = __esm({
  "src/analysis/rules/edge-window-absolute.ts"() {
    "use strict";
    init_window_problems();
    init_edge_hints();
    hint3 = `use a relative window such as \`today\` or \`< 24 hours before now\`, ${batchHint}`;
    edgeWindowAbsolute = {
      meta: {
        code: "PQL206",
        name: "edge/window-absolute",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "The event window is fixed in time (dates)",
        why: "An edge window moves with now; a window between dates is evaluated in batch.",
        invalid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(after date(2024, 1, 1))])' }
        ],
        valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }]
      },
      checkFacts(context) {
        reportWindowProblem(context, "absolute", (status, range) => ({
          message: `the event window is ${status.text}; edge audiences need a window relative to now`,
          range,
          label: "absolute",
          hints: [hint3]
        }));
      }
    };
  }
});

// src/analysis/rules/edge-window-not-current.ts
var hint4, edgeWindowNotCurrent;
var init_edge_window_not_current = __esm({
  "src/analysis/rules/edge-window-not-current.ts"() {
    "use strict";
    init_window_problems();
    init_edge_hints();
    hint4 = `use \`today\` or \`< 24 hours before now\`, ${batchHint}`;
    edgeWindowNotCurrent = {
      meta: {
        code: "PQL207",
        name: "edge/window-not-current",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "The event window does not contain now",
        why: "The edge evaluates the event that just arrived; a window that ends before now (`yesterday`, `last hour`, `> 2 hours before now`) or lies in the future never contains it.",
        invalid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(> 2 hours before now)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(last hour)])' }
        ],
        valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this hour)])' }]
      },
      checkFacts(context) {
        reportWindowProblem(context, "not-current", (status, range) => ({
          message: `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not contain now`}; edge audiences need a window that ends now`,
          range,
          label: "does not contain now",
          hints: [hint4]
        }));
      }
    };
  }
});

// src/analysis/rules/edge-no-time-window.ts
var edgeNoTimeWindow;
var init_edge_no_time_window = __esm({
  "src/analysis/rules/edge-no-time-window.ts"() {
    "use strict";
    init_edge_hints();
    edgeNoTimeWindow = {
      meta: {
        code: "PQL208",
        name: "edge/no-time-window",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "An event reference has no time window",
        why: "Since May 2025 AEP evaluates a single event without a time window in batch; edge needs a window shorter than 24 hours.",
        invalid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])' },
          { code: 'select X from xEvent where X.eventType = "addToCart"' }
        ],
        valid: [
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])' },
          { code: 'select X from xEvent where X.eventType = "addToCart" and X.timestamp occurs < 1 hour before now' }
        ]
      },
      checkFacts({ facts, report: report2 }) {
        for (const event of facts.events) {
          if (event.window) continue;
          const example = event.kind === "chain-step" ? "add `WHEN(< 24 hours before now)` to the step" : "add `timestamp occurs < 24 hours before now` to its condition";
          report2({
            message: "this event has no time window; edge audiences need one shorter than 24 hours",
            range: event.span,
            label: "no time window",
            hints: [`${example}, ${batchHint}`]
          });
        }
      }
    };
  }
});

// src/analysis/rules/edge-multiple-events.ts
function eventsNeeded(event) {
  return event.count !== null && event.count > 1 ? event.count : 1;
}
var hint5, edgeMultipleEvents;
var init_edge_multiple_events = __esm({
  "src/analysis/rules/edge-multiple-events.ts"() {
    "use strict";
    init_edge_hints();
    hint5 = `split it into single-event audiences and combine them with inSegment(...), ${batchHint}`;
    edgeMultipleEvents = {
      meta: {
        code: "PQL209",
        name: "edge/multiple-events",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "More than one event (two references, a CHAIN with two steps, or `COUNT(n)` with n > 1)",
        why: "The edge evaluates one incoming event at a time; sequences and frequencies need event history.",
        invalid: [
          { code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])' },
          { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(< 24 hours before now) COUNT(5)])' }
        ],
        valid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)])' }]
      },
      checkFacts({ facts, report: report2 }) {
        const totalEvents = facts.events.reduce((n, e) => n + eventsNeeded(e), 0);
        if (totalEvents <= 1) return;
        const counted2 = facts.events.find((e) => eventsNeeded(e) > 1);
        const second = facts.events[1];
        const at2 = second ?? counted2;
        const what = facts.events.length === 1 ? `\`COUNT(${counted2.count})\` needs ${counted2.count} events` : `this audience reads ${facts.events.length} events`;
        report2({
          message: `${what}; edge audiences use a single event`,
          range: at2.span,
          label: second ? "another event" : `COUNT(${counted2.count})`,
          hints: [hint5]
        });
      }
    };
  }
});

// src/analysis/rules/event-with-segments.ts
function segmentsReadingEvents(facts, resolveSegment) {
  if (facts.events.length === 0) return [];
  const out = [];
  for (const segment of facts.segments) {
    const found = resolveSegment(segment.id);
    if (found === null || found.profileOnly) continue;
    out.push({ segment, found, shown: found.name ? `\`${found.name}\`` : `\`${segment.id}\`` });
  }
  return out;
}
var init_event_with_segments = __esm({
  "src/analysis/rules/event-with-segments.ts"() {
    "use strict";
  }
});

// src/analysis/rules/edge-event-with-segment.ts
var checkout, clickers, adults, edgeEventWithSegment;
var init_edge_event_with_segment = __esm({
  "src/analysis/rules/edge-event-with-segment.ts"() {
    "use strict";
    init_event_with_segments();
    init_edge_hints();
    init_examples();
    checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
    clickers = yamlAudience({
      name: "Clickers",
      value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
      extras: ["alias: clickers"]
    });
    adults = yamlAudience({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });
    edgeEventWithSegment = {
      meta: {
        code: "PQL210",
        name: "edge/event-with-segment",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "An event is combined with a segment that is not profile-only",
        why: "AEP allows an event with `inSegment(...)` on the edge only when the referenced audience is profile-only.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ value: `inSegment("alias:clickers") and ${checkout}` }),
            others: [{ name: "clickers.audience.yaml", code: clickers }]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: `inSegment("alias:adults") and ${checkout}` }),
            others: [{ name: "adults.audience.yaml", code: adults }]
          }
        ]
      },
      checkFacts({ facts, resolveSegment, report: report2 }) {
        for (const { segment: s, found, shown: shown2 } of segmentsReadingEvents(facts, resolveSegment)) {
          report2({
            message: `an event combined with segment ${shown2}, which is ${found.type ? `${found.type}, not profile-only` : "not profile-only"}; edge audiences allow this only for profile-only segments`,
            range: s.span,
            label: "not a profile-only segment",
            hints: [`reference a profile-only audience, ${batchHint}`]
          });
        }
      }
    };
  }
});

// src/analysis/rules/edge-unresolved-segment.ts
var edgeUnresolvedSegment;
var init_edge_unresolved_segment = __esm({
  "src/analysis/rules/edge-unresolved-segment.ts"() {
    "use strict";
    edgeUnresolvedSegment = {
      meta: {
        code: "PQL211",
        name: "edge/unresolved-segment",
        category: "edge",
        defaultSeverity: "warning",
        eligibilityReason: true,
        leavesEligibilityOpen: true,
        summary: "An event is combined with a segment whose shape is unknown",
        why: "Whether the definition is edge-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
        invalid: [
          {
            code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])'
          }
        ],
        valid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }]
      },
      checkFacts({ facts, resolveSegment, report: report2 }) {
        if (facts.events.length === 0) return;
        for (const s of facts.segments) {
          if (resolveSegment(s.id) !== null) continue;
          report2({
            message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is edge-eligible only when the segment is profile-only`,
            range: s.idSpan,
            label: "unresolved",
            hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
          });
        }
      }
    };
  }
});

// src/analysis/rules/edge-no-criteria.ts
var edgeNoCriteria;
var init_edge_no_criteria = __esm({
  "src/analysis/rules/edge-no-criteria.ts"() {
    "use strict";
    edgeNoCriteria = {
      meta: {
        code: "PQL212",
        name: "edge/no-criteria",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "The expression reads no profile attribute, event or segment",
        why: "A constant qualifies everyone or no one; it is not an audience.",
        invalid: [{ code: "true" }, { code: "1 = 1" }],
        valid: [{ code: "person.age >= 18" }]
      },
      checkFacts({ facts, report: report2 }) {
        if (facts.events.length > 0 || facts.segments.length > 0 || facts.profileAttributes.length > 0) return;
        report2({
          message: "this expression reads no profile attribute, event or segment: it is a constant, not an audience",
          range: facts.root,
          hints: ['add criteria, e.g. `homeAddress.countryCode = "US"`']
        });
      }
    };
  }
});

// src/analysis/rules/edge-profile-only-daily.ts
var edgeProfileOnlyDaily;
var init_edge_profile_only_daily = __esm({
  "src/analysis/rules/edge-profile-only-daily.ts"() {
    "use strict";
    edgeProfileOnlyDaily = {
      meta: {
        code: "PQL213",
        name: "edge/profile-only-daily",
        category: "edge",
        defaultSeverity: "info",
        eligibilityReason: true,
        summary: "A profile-only audience is evaluated on the edge once a day",
        why: "AEP lists profile-only as an edge type but refreshes it daily; add event data for real-time evaluation.",
        invalid: [{ code: 'homeAddress.country.equals("US", false)' }],
        valid: [
          {
            code: 'homeAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])'
          }
        ]
      },
      checkEligible({ facts, type, report: report2 }) {
        if (type === "profile-only")
          report2({
            message: "profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation",
            range: facts.profileAttributes[0].span
          });
      }
    };
  }
});

// src/analysis/rules/edge-segment-disqualification.ts
var edgeSegmentDisqualification;
var init_edge_segment_disqualification = __esm({
  "src/analysis/rules/edge-segment-disqualification.ts"() {
    "use strict";
    edgeSegmentDisqualification = {
      meta: {
        code: "PQL214",
        name: "edge/segment-disqualification",
        category: "edge",
        defaultSeverity: "info",
        eligibilityReason: true,
        summary: "Profiles leave a segment of segments only every 24 hours",
        why: "AEP re-evaluates disqualification for segments of segments once a day, so members may stay up to 24 hours after they stop matching.",
        invalid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")' }],
        valid: [{ code: "person.age >= 18" }]
      },
      checkEligible({ facts, type, report: report2 }) {
        if (type === "segment-of-segments")
          report2({ message: "profiles leave a segment of segments only every 24 hours", range: facts.segments[0].span });
      }
    };
  }
});

// src/lint/rules/edge-merge-policy.ts
var config, edgeMergePolicy;
var init_edge_merge_policy = __esm({
  "src/lint/rules/edge-merge-policy.ts"() {
    "use strict";
    init_examples();
    config = { edge: { mergePolicies: ["edge-policy"] } };
    edgeMergePolicy = {
      meta: {
        code: "PQL215",
        name: "edge/merge-policy",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "The merge policy is not active on edge",
        why: "Edge (and, since May 2025, streaming) audiences must use a merge policy that is active on edge. The ids come from `edge.mergePolicies` in the config, or from the API with `lint --remote`.",
        invalid: [{ file: "yaml", code: yamlAudience({ mergePolicyId: "batch-policy" }), config }],
        valid: [{ file: "yaml", code: yamlAudience({ mergePolicyId: "edge-policy" }), config }]
      },
      check({ audience: audience3, config: settings, report: report2 }) {
        const id = audience3.loaded.definition.mergePolicyId;
        if (audience3.kind === "pql" || settings.mergePolicies === null || id === void 0 || settings.mergePolicies.includes(id)) return;
        const range = audience3.loaded.locate(["mergePolicyId"]);
        if (range)
          report2({
            in: "file",
            range,
            message: `merge policy \`${id}\` is not active on edge`,
            label: "not active on edge",
            hints: [`use one of: ${settings.mergePolicies.map((p) => `\`${p}\``).join(", ")}`]
          });
      }
    };
  }
});

// src/lint/rules/edge-schema.ts
var PROFILE_SCHEMA, edgeSchema;
var init_edge_schema = __esm({
  "src/lint/rules/edge-schema.ts"() {
    "use strict";
    init_examples();
    PROFILE_SCHEMA = "_xdm.context.profile";
    edgeSchema = {
      meta: {
        code: "PQL216",
        name: "edge/schema",
        category: "edge",
        defaultSeverity: "error",
        eligibilityReason: true,
        summary: "An edge audience must read the profile schema `_xdm.context.profile`",
        why: "Edge segmentation evaluates profiles; audiences on other classes (multi-entity) are batch only.",
        invalid: [{ file: "yaml", code: yamlAudience({ schemaName: "_xdm.context.account" }) }],
        valid: [{ file: "yaml", code: yamlAudience() }]
      },
      check({ audience: audience3, report: report2 }) {
        const name = audience3.loaded.definition.schema?.name;
        if (audience3.kind === "pql" || name === void 0 || name === PROFILE_SCHEMA) return;
        const range = audience3.loaded.locate(["schema", "name"]);
        if (range)
          report2({
            in: "file",
            range,
            message: `the schema is \`${name}\`; edge audiences read \`${PROFILE_SCHEMA}\``,
            hints: [`set \`schema.name: ${PROFILE_SCHEMA}\``]
          });
      }
    };
  }
});

// src/lint/rules/edge-marked-but-ineligible.ts
var edgeMarkedButIneligible;
var init_edge_marked_but_ineligible = __esm({
  "src/lint/rules/edge-marked-but-ineligible.ts"() {
    "use strict";
    init_examples();
    edgeMarkedButIneligible = {
      meta: {
        code: "PQL217",
        name: "edge/marked-but-ineligible",
        category: "edge",
        defaultSeverity: "error",
        judgesVerdict: true,
        summary: "`evaluationInfo.synchronous.enabled` is true on a definition that is not edge-eligible",
        why: "AEP does not evaluate such a definition on the edge; publishing it as an edge audience would silently do something else.",
        invalid: [
          { file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])' }) }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
              evaluation: [true, false, false]
            })
          }
        ]
      },
      checkGlobal({ audience: audience3, verdict, report: report2 }) {
        if (audience3.kind === "pql" || !audience3.synchronousEnabled || verdict?.eligible !== false) return;
        const range = audience3.ranges.synchronousEnabled && audience3.ranges.synchronousEnabled;
        if (range)
          report2({
            range,
            message: "marked for edge evaluation, but the definition is not edge-eligible (see the other errors)",
            label: "marked for edge",
            hints: ["fix the reasons above, or set `synchronous.enabled: false` and `batch.enabled: true`"]
          });
      }
    };
  }
});

// src/lint/rules/edge-eligible-not-marked.ts
var edgeEligibleNotMarked;
var init_edge_eligible_not_marked = __esm({
  "src/lint/rules/edge-eligible-not-marked.ts"() {
    "use strict";
    init_examples();
    edgeEligibleNotMarked = {
      meta: {
        code: "PQL218",
        name: "edge/eligible-not-marked",
        category: "edge",
        defaultSeverity: "info",
        judgesVerdict: true,
        summary: "An edge-eligible definition is not marked for edge evaluation",
        why: "The definition could be evaluated in real time on the edge; set `evaluationInfo.synchronous.enabled: true` if that is wanted.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: [true, false, false] })
          }
        ],
        valid: [{ file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }) }]
      },
      checkGlobal({ audience: audience3, verdict, report: report2 }) {
        if (audience3.kind === "pql" || verdict?.eligible !== true || audience3.synchronousEnabled) return;
        const range = audience3.ranges.notMarked && audience3.ranges.notMarked;
        if (range)
          report2({
            range,
            message: `edge-eligible (${verdict.type}) but not marked for edge evaluation`,
            hints: ["set `evaluationInfo.synchronous.enabled: true` to evaluate it on the edge"]
          });
      }
    };
  }
});

// src/lint/rules/edge-mixed-evaluation.ts
var edgeMixedEvaluation;
var init_edge_mixed_evaluation = __esm({
  "src/lint/rules/edge-mixed-evaluation.ts"() {
    "use strict";
    init_examples();
    edgeMixedEvaluation = {
      meta: {
        code: "PQL219",
        name: "edge/mixed-evaluation",
        category: "edge",
        defaultSeverity: "warning",
        summary: "Edge evaluation is enabled together with batch or streaming",
        why: "A definition has one evaluation method; AEP's edge examples set batch and continuous to false when synchronous is true.",
        invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [true, false, true] }) }],
        valid: [{ file: "yaml", code: yamlAudience() }]
      },
      check({ audience: audience3, report: report2 }) {
        const info = audience3.loaded.definition.evaluationInfo;
        if (audience3.kind === "pql" || info?.synchronous?.enabled !== true) return;
        for (const other of ["batch", "continuous"]) {
          if (info[other]?.enabled !== true) continue;
          const range = audience3.loaded.locate(["evaluationInfo", other, "enabled"]);
          if (range)
            report2({
              in: "file",
              range,
              message: `\`${other}\` is enabled together with edge (\`synchronous\`)`,
              hints: [`set \`${other}.enabled: false\``]
            });
        }
      }
    };
  }
});

// src/lint/rules/style-canonical-format.ts
function firstLine(range, text) {
  const length = text.split(/\r?\n/, 1)[0].length;
  if (range.end.line === range.start.line) return range;
  return { start: range.start, end: { offset: range.start.offset + length, line: range.start.line, column: range.start.column + length } };
}
var styleCanonicalFormat;
var init_style_canonical_format = __esm({
  "src/lint/rules/style-canonical-format.ts"() {
    "use strict";
    init_format_audience_file();
    styleCanonicalFormat = {
      meta: {
        code: "PQL301",
        name: "style/canonical-format",
        category: "style",
        defaultSeverity: "info",
        summary: "The expression is not in canonical form (`pql-audience fmt`)",
        why: "One layout for every definition keeps reviews about meaning, not spacing; `pql-audience fmt --write` fixes it.",
        invalid: [{ code: 'homeAddress.countryCode="US"  and person.age>21' }],
        valid: [{ code: 'homeAddress.countryCode = "US" and person.age > 21' }],
        fixable: true
      },
      check({ audience: audience3, report: report2 }) {
        if (!audience3.ast) return;
        const canonical = canonicalExpression(audience3.kind, audience3.ast);
        if (isFormatted(audience3.loaded.pql, canonical)) return;
        const edit = replaceLoadedExpression(audience3.file, audience3.text, audience3.kind, audience3.loaded, canonical);
        report2({
          in: "file",
          range: audience3.kind === "pql" ? firstLine(audience3.loaded.expressionRange, audience3.loaded.pql) : audience3.loaded.locate(["expression", "value"], "key") ?? audience3.loaded.expressionRange,
          message: "the expression is not in canonical form",
          label: "not formatted",
          hints: [`run \`pql-audience fmt --write ${audience3.file}\``],
          ...edit ? { fix: { description: "rewrite the expression in canonical form", edits: [edit] } } : {}
        });
      }
    };
  }
});

// src/lint/rules/style-uppercase-keyword.ts
function hasKeywordNotInLowerCase(text) {
  return /\b(?!(?:and|or|not)\b)(?:[aA][nN][dD]|[oO][rR]|[nN][oO][tT])\b/.test(text);
}
var styleUppercaseKeyword;
var init_style_uppercase_keyword = __esm({
  "src/lint/rules/style-uppercase-keyword.ts"() {
    "use strict";
    init_walk();
    styleUppercaseKeyword = {
      meta: {
        code: "PQL302",
        name: "style/uppercase-keyword",
        category: "style",
        defaultSeverity: "warning",
        summary: "`AND`, `OR` or `NOT` written in upper case",
        why: "AEP documents these keywords in lower case only; pql-audience accepts upper case, but AEP's own parser may not.",
        invalid: [{ code: 'homeAddress.countryCode = "US" AND person.age > 21' }, { code: "NOT (person.age > 21)" }],
        valid: [{ code: 'homeAddress.countryCode = "US" and person.age > 21' }],
        fixable: true
      },
      check({ audience: audience3, report: report2 }) {
        const text = audience3.loaded.pql;
        if (!audience3.ast || !hasKeywordNotInLowerCase(text)) return;
        const words = [];
        forEachNode(audience3.ast, (node) => {
          if (node.kind === "Logical") words.push(...node.operatorSpans);
          else if (node.kind === "Unary" && node.operator === "not") words.push(node.operatorSpan);
        });
        for (const span of words) {
          const word2 = text.slice(span.start.offset, span.end.offset);
          if (word2 === word2.toLowerCase()) continue;
          const range = audience3.loaded.mapSpan(span);
          report2({
            in: "pql",
            range: span,
            message: `write \`${word2.toLowerCase()}\`, not \`${word2}\``,
            label: "upper case",
            ...audience3.loaded.exactPositions ? { fix: { description: `lower-case \`${word2}\``, edits: [{ range, text: word2.toLowerCase() }] } } : {}
          });
        }
      }
    };
  }
});

// src/analysis/rules/streaming-hints.ts
var streamingBatchHint, streaming;
var init_streaming_hints = __esm({
  "src/analysis/rules/streaming-hints.ts"() {
    "use strict";
    streamingBatchHint = "or set evaluationInfo.continuous.enabled to false and batch.enabled to true to evaluate this audience in batch";
    streaming = [false, true, false];
  }
});

// src/analysis/rules/streaming-ignore-year.ts
var streamingIgnoreYear;
var init_streaming_ignore_year = __esm({
  "src/analysis/rules/streaming-ignore-year.ts"() {
    "use strict";
    init_examples();
    init_streaming_hints();
    streamingIgnoreYear = {
      meta: {
        code: "PQL401",
        name: "streaming/ignore-year",
        category: "streaming",
        defaultSeverity: "error",
        summary: "A date is matched on month and day only (ignore year)",
        why: `AEP's streaming segmentation guide lists "Ignore year" time constraints among what streaming cannot evaluate.`,
        invalid: [{ file: "yaml", code: yamlAudience({ value: "person.birthDate.getMonth() = 6", evaluation: streaming }) }],
        valid: [{ file: "yaml", code: yamlAudience({ value: "person.birthDate occurs today", evaluation: streaming }) }]
      },
      checkStreaming({ facts, report: report2 }) {
        for (const c of facts.ignoreYear)
          report2({
            message: `\`${c.path}\` is matched on month and day only (ignore year); streaming audiences cannot use ignore-year time constraints`,
            range: c.span,
            label: "ignores the year",
            hints: [`constrain the full date (e.g. \`${c.path} occurs today\`), ${streamingBatchHint}`]
          });
      }
    };
  }
});

// src/analysis/rules/streaming-negated-event.ts
var streamingNegatedEvent;
var init_streaming_negated_event = __esm({
  "src/analysis/rules/streaming-negated-event.ts"() {
    "use strict";
    init_examples();
    init_streaming_hints();
    streamingNegatedEvent = {
      meta: {
        code: "PQL402",
        name: "streaming/negated-event",
        category: "streaming",
        defaultSeverity: "error",
        summary: "Every event reference sits under `not` / `!`",
        why: "AEP's streaming guide supports a negated event next to another event, but the whole event cannot be a negation: streaming qualifies on an event that arrives.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))',
              evaluation: streaming
            })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])', evaluation: streaming })
          }
        ]
      },
      checkStreaming({ facts, report: report2 }) {
        if (facts.events.length === 0 || facts.events.some((e) => !e.negation)) return;
        report2({
          message: "every event of this audience is negated; a streaming audience needs an event that happens",
          range: facts.events[0].negation,
          label: "negates the only event",
          hints: [
            `add the event that qualifies a profile, or put the exclusion in its own batch audience and reference it with inSegment(...), ${streamingBatchHint}`
          ]
        });
      }
    };
  }
});

// src/analysis/rules/streaming-event-aggregation.ts
var streamingEventAggregation;
var init_streaming_event_aggregation = __esm({
  "src/analysis/rules/streaming-event-aggregation.ts"() {
    "use strict";
    init_examples();
    init_streaming_hints();
    streamingEventAggregation = {
      meta: {
        code: "PQL403",
        name: "streaming/event-aggregation",
        category: "streaming",
        defaultSeverity: "error",
        summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
        why: "AEP's streaming rulesets are single events and sequences of events (CHAIN); counting or summing over an event history is not one of them.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3',
              evaluation: streaming
            })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]', evaluation: streaming })
          }
        ]
      },
      checkStreaming({ facts, report: report2 }) {
        for (const e of facts.events)
          if (e.aggregation)
            report2({
              message: `\`${e.aggregation}\` aggregates events; streaming audiences test for events, not for a count or a sum of them`,
              range: e.span,
              label: "aggregation",
              hints: [`test for the events with CHAIN(...) (\`COUNT(n)\` counts a step), ${streamingBatchHint}`]
            });
      }
    };
  }
});

// src/analysis/rules/streaming-window-too-long.ts
var streamingWindowTooLong;
var init_streaming_window_too_long = __esm({
  "src/analysis/rules/streaming-window-too-long.ts"() {
    "use strict";
    init_examples();
    init_window_problems();
    init_streaming_hints();
    streamingWindowTooLong = {
      meta: {
        code: "PQL404",
        name: "streaming/window-too-long",
        category: "streaming",
        defaultSeverity: "error",
        summary: "The event window is longer than 24 hours",
        why: "Since 20 May 2025 AEP evaluates a single event with a window longer than 24 hours in batch; the lookback of a streaming query is one day.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
              evaluation: streaming
            })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(<= 24 hours before now)])',
              evaluation: streaming
            })
          }
        ]
      },
      checkStreaming(context) {
        reportWindowProblem(context, "too-long", (status, range) => ({
          message: `the event window is ${status.text}; streaming audiences look back one day at most`,
          range,
          label: status.text,
          hints: [`use a window of 24 hours at most, e.g. \`WHEN(<= 24 hours before now)\`, ${streamingBatchHint}`]
        }));
      }
    };
  }
});

// src/analysis/rules/streaming-window-not-current.ts
var hint6, streamingWindowNotCurrent;
var init_streaming_window_not_current = __esm({
  "src/analysis/rules/streaming-window-not-current.ts"() {
    "use strict";
    init_examples();
    init_window_problems();
    init_streaming_hints();
    hint6 = `use a window that ends now, such as \`today\` or \`<= 24 hours before now\`, ${streamingBatchHint}`;
    streamingWindowNotCurrent = {
      meta: {
        code: "PQL405",
        name: "streaming/window-not-current",
        category: "streaming",
        defaultSeverity: "error",
        summary: "The event window is fixed in time or does not end now",
        why: "Streaming qualifies a profile as its events arrive, within a relative window of the last 24 hours; a window between dates, or one that ends before now (`yesterday`), never holds an arriving event.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])',
              evaluation: streaming
            })
          },
          {
            file: "yaml",
            code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])', evaluation: streaming })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: streaming })
          }
        ]
      },
      checkStreaming(context) {
        for (const problem of ["absolute", "not-current"])
          reportWindowProblem(context, problem, (status, range) => ({
            message: problem === "absolute" ? `the event window is ${status.text}; streaming audiences need a window relative to now` : `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not end now`}; streaming audiences need a window that ends now`,
            range,
            label: problem === "absolute" ? "absolute" : "does not end now",
            hints: [hint6]
          }));
      }
    };
  }
});

// src/analysis/rules/streaming-no-time-window.ts
var streamingNoTimeWindow;
var init_streaming_no_time_window = __esm({
  "src/analysis/rules/streaming-no-time-window.ts"() {
    "use strict";
    init_examples();
    init_streaming_hints();
    streamingNoTimeWindow = {
      meta: {
        code: "PQL406",
        name: "streaming/no-time-window",
        category: "streaming",
        defaultSeverity: "error",
        summary: "An event reference has no time window",
        why: "Since 20 May 2025 AEP evaluates an event with no time window in batch: a streaming audience must be constrained to a 24-hour window.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])', evaluation: streaming })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])', evaluation: streaming })
          }
        ]
      },
      checkStreaming({ facts, report: report2 }) {
        for (const event of facts.events) {
          if (event.window || event.negation) continue;
          const example = event.kind === "chain-step" ? "add `WHEN(<= 24 hours before now)` to the step" : "add `timestamp occurs <= 24 hours before now` to its condition";
          report2({
            message: "this event has no time window; streaming audiences need one of 24 hours at most",
            range: event.span,
            label: "no time window",
            hints: [`${example}, ${streamingBatchHint}`]
          });
        }
      }
    };
  }
});

// src/analysis/paths.ts
function pathText(path2) {
  return print(path2);
}
var init_paths = __esm({
  "src/analysis/paths.ts"() {
    "use strict";
    init_print();
  }
});

// src/analysis/ignore-year.ts
function datePartOf(node) {
  if (node.kind === "MethodCall" && dayPartMethods.has(node.method.name) && node.args.length === 0 && node.object.kind === "Path")
    return node.object;
  return null;
}
function isConstantPart(node) {
  switch (node.kind) {
    case "Number":
      return true;
    case "Unary":
      return node.operator === "-" && isConstantPart(node.operand);
    case "Array":
      return node.elements.length > 0 && node.elements.every(isConstantPart);
    case "FunctionCall":
      return currentPartFunctions.has(node.callee.name) && node.args.length === 0;
    default:
      return false;
  }
}
function ignoreYearConstraints(root) {
  const candidates = [];
  const partObjects = /* @__PURE__ */ new Set();
  const paths = [];
  forEachNode(root, (node) => {
    if (node.kind === "Path") {
      paths.push(node);
    } else if (node.kind === "Binary" && testOperators.has(node.operator)) {
      const left = datePartOf(node.left);
      const right = datePartOf(node.right);
      if (left && isConstantPart(node.right)) candidates.push({ path: left, comparison: node });
      else if (right && isConstantPart(node.left)) candidates.push({ path: right, comparison: node });
    } else if (node.kind === "MethodCall") {
      const d = datePartOf(node);
      if (d) partObjects.add(d);
    }
  });
  if (candidates.length === 0) return [];
  const uses = /* @__PURE__ */ new Map();
  for (const p of paths) uses.set(pathText(p), (uses.get(pathText(p)) ?? 0) + 1);
  const partUses = /* @__PURE__ */ new Map();
  for (const p of partObjects) partUses.set(pathText(p), (partUses.get(pathText(p)) ?? 0) + 1);
  return candidates.filter(({ path: path2 }) => uses.get(pathText(path2)) === partUses.get(pathText(path2))).map(({ path: path2, comparison }) => ({ path: pathText(path2), span: comparison.span }));
}
var dayPartMethods, currentPartFunctions, testOperators;
var init_ignore_year = __esm({
  "src/analysis/ignore-year.ts"() {
    "use strict";
    init_walk();
    init_paths();
    dayPartMethods = /* @__PURE__ */ new Set(["getMonth", "getDayOfMonth"]);
    currentPartFunctions = /* @__PURE__ */ new Set(["currentMonth", "currentDayOfMonth"]);
    testOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn"]);
  }
});

// src/analysis/facts.ts
function eventsNeeded2(count) {
  return count !== null && count > 1 ? count : 1;
}
function bind(ctx, names, as) {
  const scope = new Map(ctx.scope);
  for (const n of names) scope.set(n.name, as);
  return { ...ctx, scope };
}
function extractFacts(root) {
  const facts = { root: root.span, events: [], profileAttributes: [], segments: [], ignoreYear: ignoreYearConstraints(root) };
  const collector = new FactCollector(facts);
  if (root.kind === "Lambda") collector.visit(root.body, bind(rootContext, root.params, "profile"));
  else collector.visit(root, rootContext);
  return facts;
}
function chainRoot(node) {
  let current = node;
  for (; ; ) {
    if (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") current = current.object;
    else return current;
  }
}
function chainRootName(node) {
  const root = chainRoot(node);
  return root.kind === "Path" && root.root.type === "name" ? root.segments[0].name : "";
}
function firstAggregation(node) {
  let found = null;
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && aggregationMethods.has(current.method.name)) found = current.method.name;
    current = current.object;
  }
  return found;
}
function segmentMembershipRead(node) {
  const calls = [];
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && current.method.name === "get") calls.unshift(current);
    current = current.object;
  }
  const idArg = calls[1]?.args[0];
  if (idArg && idArg.kind === "String") return { id: idArg.value, span: node.span, idSpan: idArg.span, via: "segmentMembership" };
  return { id: null, span: node.span, idSpan: node.span, via: "segmentMembership" };
}
function findWindow(condition2, variable, bareTimestamp = true) {
  const stack = [condition2];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.kind === "Logical") {
      for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i]);
    } else if (node.kind === "Unary") {
      stack.push(node.operand);
    } else if (node.kind === "Occurs" && node.subject.kind === "Path" && node.subject.root.type === "name") {
      const names = node.subject.segments.map((s) => s.name);
      const matches2 = bareTimestamp && names.length === 1 && names[0] === "timestamp" || variable !== null && names.length === 2 && names[0] === variable && names[1] === "timestamp";
      if (matches2) return node.constraint;
    }
  }
  return null;
}
var aggregationMethods, rootContext, FactCollector;
var init_facts = __esm({
  "src/analysis/facts.ts"() {
    "use strict";
    init_ignore_year();
    init_paths();
    aggregationMethods = /* @__PURE__ */ new Set(["count", "sum", "average", "min", "max", "distinct", "groupBy", "topN", "bottomN", "map"]);
    rootContext = { scope: /* @__PURE__ */ new Map(), inEvent: false, inItem: false, filters: [], negation: null };
    FactCollector = class {
      constructor(facts) {
        this.facts = facts;
      }
      facts;
      chains = 0;
      isEvents(node, ctx) {
        return node.kind === "Path" && node.root.type === "name" && node.segments.length === 1 && node.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
      }
      /** Whether a postfix chain reads the profile's events: `xEvent`, `xEvent[...]`, `xEvent[...].x`. */
      rootedAtEvents(node, ctx) {
        const root = chainRoot(node);
        return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
      }
      isSegmentMembership(node, ctx) {
        const root = chainRoot(node);
        return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "segmentMembership" && !ctx.scope.has("segmentMembership") && !ctx.inEvent;
      }
      visit(node, ctx) {
        switch (node.kind) {
          case "Path":
            return this.path(node, ctx);
          case "SegmentReference":
            this.facts.segments.push({ id: node.segmentId, span: node.span, idSpan: node.idSpan, via: "inSegment" });
            return;
          case "Chain":
            return this.chain(node, ctx);
          case "Unary":
            return this.visit(node.operand, node.operator === "-" ? ctx : { ...ctx, negation: ctx.negation ?? node.operatorSpan });
          case "Logical":
            for (const operand of node.operands) this.visit(operand, ctx);
            return;
          case "Binary":
            this.visit(node.left, ctx);
            this.visit(node.right, ctx);
            return;
          case "Occurs":
            this.visit(node.subject, ctx);
            this.constraint(node.constraint, ctx);
            return;
          case "Select":
            this.binders("Select", [node, ...node.laterBindings], ctx, null);
            return;
          case "Quantifier":
            this.binders(node.quantifier, node.bindings, ctx, null);
            return;
          case "SumOver":
            this.binders("sum-over", [node, ...node.laterBindings], ctx, node.value);
            return;
          case "Let":
            this.visit(node.value, ctx);
            this.visit(node.body, bind(ctx, [node.variable], "local"));
            return;
          case "Lambda":
            this.visit(node.body, bind(ctx, node.params, "local"));
            return;
          case "Filter":
          case "MethodCall":
          case "MemberAccess":
            return this.postfix(node, ctx);
          case "FunctionCall":
            for (const arg of node.args) this.visit(arg, ctx);
            return;
          case "If":
            this.visit(node.test, ctx);
            this.visit(node.then, ctx);
            this.visit(node.otherwise, ctx);
            return;
          case "Array":
            for (const e of node.elements) this.visit(e, ctx);
            return;
          case "Object":
            for (const e of node.entries) this.visit(e.value, ctx);
            return;
          default:
            return;
        }
      }
      path(node, ctx) {
        if (node.root.type === "param") {
          if (node.root.index === 1 && node.segments[0]?.name !== "segmentMembership")
            this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
          return;
        }
        if (node.root.type === "up") {
          const target = ctx.filters.length - 1 - node.root.levels;
          if (target < 0) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
          return;
        }
        const head = node.segments[0].name;
        const bound = ctx.scope.get(head);
        if (bound === "profile") {
          if (node.segments.length > 1) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
          return;
        }
        if (bound !== void 0 || ctx.inEvent || ctx.inItem) return;
        if (head === "xEvent") {
          this.event({ kind: "path", span: node.span, window: null, count: null, negation: ctx.negation, aggregation: null, sequence: null });
          return;
        }
        if (head === "segmentMembership") {
          this.facts.segments.push({ id: null, span: node.span, idSpan: node.span, via: "segmentMembership" });
          return;
        }
        this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      }
      event(ref) {
        this.facts.events.push(ref);
      }
      constraint(c, ctx) {
        if (c.kind === "BetweenConstraint") {
          this.visit(c.from, ctx);
          this.visit(c.to, ctx);
        } else this.visit(c.anchor, ctx);
      }
      chain(node, ctx) {
        const eventCtx = { ...ctx, inEvent: true };
        const sequence2 = this.chains++;
        for (const step of node.steps) {
          this.event({
            kind: "chain-step",
            span: step.span,
            window: step.when,
            count: step.count,
            negation: ctx.negation,
            aggregation: null,
            sequence: sequence2
          });
          this.visit(step.what, eventCtx);
          if (step.where) this.visit(step.where, eventCtx);
        }
      }
      /**
       * The bindings of `select`, `exists`/`forall` and `sum E over`, in order: each ranges over the
       * variables bound before it (`select A from xEvent, B from A.productListItems`), and the value
       * `E` of a sum is read in the scope of all of them.
       */
      binders(kind, bindings2, ctx, value) {
        let inner = ctx;
        bindings2.forEach((b, i) => {
          const later = bindings2.slice(i + 1).map((l) => l.condition);
          inner = this.binder(kind, b, later, inner, ctx.inEvent);
          const last = i === bindings2.length - 1;
          if (last && value) this.visit(value, inner);
          if (b.condition) this.visit(b.condition, inner);
        });
      }
      /** One binding: records it when it reads events, and returns the scope it opens. */
      binder(kind, b, laterConditions, ctx, inEvent) {
        const { variable, source, condition: condition2, span } = b;
        const overEvents = !inEvent && this.isEventsFilter(source, ctx);
        if (!overEvents) {
          this.visit(source, ctx);
          const inner2 = bind(ctx, [variable], ctx.scope.get(chainRootName(source)) === "event" ? "event" : "local");
          return inner2;
        }
        const inner = { ...bind(ctx, [variable], "event"), inEvent: true };
        const filterWindow = source.kind === "Filter" ? this.filterConditions(source, ctx) : null;
        const laterWindow = laterConditions.reduce(
          (w, c) => w ?? (c ? findWindow(c, variable.name, false) : null),
          null
        );
        const window = (condition2 ? findWindow(condition2, variable.name) : null) ?? filterWindow ?? laterWindow;
        this.event({
          kind: kind === "Select" ? "select" : kind,
          span,
          window,
          count: null,
          negation: ctx.negation,
          aggregation: kind === "sum-over" ? "sum ... over" : null,
          sequence: null
        });
        return inner;
      }
      isEventsFilter(node, ctx) {
        let current = node;
        while (current.kind === "Filter") current = current.object;
        return this.isEvents(current, ctx);
      }
      /** Visits the conditions of `xEvent[...][...]` in event scope and returns the window they set. */
      filterConditions(node, ctx) {
        let window = null;
        let current = node;
        while (current.kind !== "Path") {
          if (current.kind === "Filter") {
            const inner = { ...ctx, inEvent: true, filters: [...ctx.filters, "event"] };
            this.visit(current.condition, inner);
            window ??= findWindow(current.condition, null);
          } else if (current.kind === "MethodCall") {
            for (const arg of current.args) this.visit(arg, { ...ctx, inEvent: true });
            window ??= current.args.map((a) => findWindow(a, null)).find((w) => w !== null) ?? null;
          }
          current = current.object;
        }
        return window;
      }
      postfix(node, ctx) {
        if (!ctx.inEvent && !ctx.inItem && this.rootedAtEvents(node, ctx)) {
          const aggregation = firstAggregation(node);
          const window = this.filterConditions(node, ctx);
          this.event({
            kind: node.kind === "Filter" ? "filter" : node.kind === "MethodCall" ? "method" : "path",
            span: node.span,
            window,
            count: null,
            negation: ctx.negation,
            aggregation,
            sequence: null
          });
          return;
        }
        if (this.isSegmentMembership(node, ctx) && !ctx.inItem) {
          this.facts.segments.push(segmentMembershipRead(node));
          return;
        }
        this.visit(node.object, ctx);
        const itemCtx = ctx.inEvent ? ctx : { ...ctx, inItem: true };
        if (node.kind === "Filter") this.visit(node.condition, { ...itemCtx, filters: [...ctx.filters, ctx.inEvent ? "event" : "item"] });
        else if (node.kind === "MethodCall") for (const arg of node.args) this.visit(arg, itemCtx);
      }
    };
  }
});

// src/analysis/rules/streaming-event-order.ts
var twoChains, oneChain, streamingEventOrder;
var init_streaming_event_order = __esm({
  "src/analysis/rules/streaming-event-order.ts"() {
    "use strict";
    init_examples();
    init_facts();
    init_streaming_hints();
    twoChains = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)]) and CHAIN(xEvent, timestamp, [C1: WHAT(eventType = "b") WHEN(today)])';
    oneChain = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])';
    streamingEventOrder = {
      meta: {
        code: "PQL407",
        name: "streaming/event-order",
        category: "streaming",
        defaultSeverity: "error",
        summary: "Several events without a strict time order between them (not the steps of one CHAIN)",
        why: "AEP's streaming guide requires a strict time-ordering condition between the events of a query with event history; the steps of one CHAIN have it, separate event references do not.",
        invalid: [{ file: "yaml", code: yamlAudience({ value: twoChains, evaluation: streaming }) }],
        valid: [{ file: "yaml", code: yamlAudience({ value: oneChain, evaluation: streaming }) }]
      },
      checkStreaming({ facts, report: report2 }) {
        const happening = facts.events.filter((e) => !e.negation);
        if (happening.reduce((n, e) => n + eventsNeeded2(e.count), 0) <= 1) return;
        const first2 = happening[0];
        const unordered = happening.find((e) => e.sequence === null || e.sequence !== first2.sequence);
        if (!unordered) return;
        report2({
          message: `this audience reads ${happening.length} events with no strict time order between them; streaming audiences order their events`,
          range: (unordered === first2 ? happening[1] ?? first2 : unordered).span,
          label: "not ordered with the other events",
          hints: [
            `write the events as steps of one CHAIN(...), or give each its own audience and combine them with inSegment(...), ${streamingBatchHint}`
          ]
        });
      }
    };
  }
});

// src/analysis/rules/streaming-event-with-segment.ts
var checkout2, clickers2, californians, streamingEventWithSegment;
var init_streaming_event_with_segment = __esm({
  "src/analysis/rules/streaming-event-with-segment.ts"() {
    "use strict";
    init_event_with_segments();
    init_examples();
    init_streaming_hints();
    checkout2 = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(<= 24 hours before now)])';
    clickers2 = yamlAudience({
      name: "Clickers",
      value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
      extras: ["alias: clickers"]
    });
    californians = yamlAudience({
      name: "California residents",
      value: 'homeAddress.state = "CA"',
      evaluation: [true, false, false],
      extras: ["alias: california"]
    });
    streamingEventWithSegment = {
      meta: {
        code: "PQL408",
        name: "streaming/event-with-segment",
        category: "streaming",
        defaultSeverity: "error",
        summary: "An event is combined with a segment that is not profile-only",
        why: "AEP's streaming guide combines a streaming event with a batch audience through inSegment(...) only when that audience holds profile data; to combine events, reference each event's audience from a segment of segments.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ value: `inSegment("alias:clickers") and ${checkout2}`, evaluation: streaming }),
            others: [{ name: "clickers.audience.yaml", code: clickers2 }]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: `inSegment("alias:california") and ${checkout2}`, evaluation: streaming }),
            others: [{ name: "california.audience.yaml", code: californians }]
          }
        ]
      },
      checkStreaming({ facts, resolveSegment, report: report2 }) {
        for (const { segment: s, shown: shown2 } of segmentsReadingEvents(facts, resolveSegment)) {
          report2({
            message: `an event combined with segment ${shown2}, which reads events; streaming audiences combine an event only with profile-only segments`,
            range: s.span,
            label: "not a profile-only segment",
            hints: [`give the event its own audience and combine both with inSegment(...) in a segment of segments, ${streamingBatchHint}`]
          });
        }
      }
    };
  }
});

// src/analysis/rules/streaming-unresolved-segment.ts
var streamingUnresolvedSegment;
var init_streaming_unresolved_segment = __esm({
  "src/analysis/rules/streaming-unresolved-segment.ts"() {
    "use strict";
    init_examples();
    init_streaming_hints();
    streamingUnresolvedSegment = {
      meta: {
        code: "PQL409",
        name: "streaming/unresolved-segment",
        category: "streaming",
        defaultSeverity: "warning",
        leavesEligibilityOpen: true,
        summary: "An event is combined with a segment whose shape is unknown",
        why: "Whether the definition is streaming-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
              evaluation: streaming
            })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")',
              evaluation: streaming
            })
          }
        ]
      },
      checkStreaming({ facts, resolveSegment, report: report2 }) {
        if (facts.events.length === 0) return;
        for (const s of facts.segments) {
          if (resolveSegment(s.id) !== null) continue;
          report2({
            message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is streaming-eligible only when the segment is profile-only`,
            range: s.idSpan,
            label: "unresolved",
            hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
          });
        }
      }
    };
  }
});

// src/lint/rules/streaming-marked-but-ineligible.ts
var threeDays, streamingMarkedButIneligible;
var init_streaming_marked_but_ineligible = __esm({
  "src/lint/rules/streaming-marked-but-ineligible.ts"() {
    "use strict";
    init_examples();
    threeDays = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])';
    streamingMarkedButIneligible = {
      meta: {
        code: "PQL410",
        name: "streaming/marked-but-ineligible",
        category: "streaming",
        defaultSeverity: "error",
        judgesVerdict: true,
        summary: "`evaluationInfo.continuous.enabled` is true on a definition that is not streaming-eligible",
        why: "Since 20 May 2025 AEP evaluates a new or edited definition that breaks the streaming rules in batch; publishing it as a streaming audience would silently do something else.",
        invalid: [{ file: "yaml", code: yamlAudience({ value: threeDays, evaluation: [false, true, false] }) }],
        valid: [
          { file: "yaml", code: yamlAudience({ value: threeDays, evaluation: [true, false, false] }) },
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])',
              evaluation: [false, true, false]
            })
          }
        ]
      },
      checkGlobal({ audience: audience3, streaming: streaming2, report: report2 }) {
        if (audience3.kind === "pql" || !audience3.meantForStreaming || streaming2?.eligible !== false) return;
        const range = audience3.ranges.continuousEnabled;
        if (!range) return;
        const first2 = streaming2.reasons.find((r) => r.severity === "error");
        report2({
          range,
          message: `marked for streaming, but the definition is not streaming-eligible${first2 ? `: ${first2.message} (${first2.code})` : ""}`,
          label: "marked for streaming",
          hints: ["fix the reasons above, or set `continuous.enabled: false` and `batch.enabled: true` to evaluate it in batch"]
        });
      }
    };
  }
});

// src/analysis/method.ts
function decideMethod(edge2, streaming2) {
  if (edge2.eligible === true) return { method: "edge", edgeType: edge2.type, streamingType: null };
  if (streaming2.eligible === true) return { method: "streaming", edgeType: null, streamingType: streaming2.type };
  return { method: "batch", edgeType: null, streamingType: null };
}
function followReferences(decision, referenced) {
  let slowest;
  for (const r of referenced) if (methodRank[r.method] > methodRank[slowest?.method ?? decision.method]) slowest = r;
  if (!slowest) return decision;
  const followsReference = { name: slowest.name, method: slowest.method };
  if (slowest.method === "streaming")
    return { method: "streaming", edgeType: null, streamingType: decision.streamingType ?? "segment-of-segments", followsReference };
  return { method: "batch", edgeType: null, streamingType: null, followsReference };
}
var methodRank;
var init_method = __esm({
  "src/analysis/method.ts"() {
    "use strict";
    methodRank = { edge: 0, streaming: 1, batch: 2 };
  }
});

// src/lint/rules/streaming-eligible-not-marked.ts
var sequence, streamingEligibleNotMarked;
var init_streaming_eligible_not_marked = __esm({
  "src/lint/rules/streaming-eligible-not-marked.ts"() {
    "use strict";
    init_method();
    init_examples();
    sequence = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "b") WHEN(today)])';
    streamingEligibleNotMarked = {
      meta: {
        code: "PQL411",
        name: "streaming/eligible-not-marked",
        category: "streaming",
        defaultSeverity: "info",
        judgesVerdict: true,
        summary: "A streaming-eligible definition is marked for batch only",
        why: "The definition could be evaluated as its events arrive; set `evaluationInfo.continuous.enabled: true` if that is wanted.",
        invalid: [{ file: "yaml", code: yamlAudience({ value: sequence, evaluation: [true, false, false] }) }],
        valid: [
          { file: "yaml", code: yamlAudience({ value: sequence, evaluation: [false, true, false] }) },
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 3 days before now)])',
              evaluation: [true, false, false]
            })
          }
        ]
      },
      checkGlobal({ audience: audience3, verdict, streaming: streaming2, report: report2 }) {
        if (audience3.statedMethod !== "batch" || !verdict || !streaming2) return;
        const { method, streamingType } = decideMethod(verdict, streaming2);
        const range = audience3.ranges.notMarked;
        if (method !== "streaming" || !range) return;
        report2({
          range,
          message: `streaming-eligible (${streamingType}) but marked for batch only`,
          hints: ["set `evaluationInfo.continuous.enabled: true` to evaluate it as its events arrive"]
        });
      }
    };
  }
});

// src/lint/rules/streaming-slower-reference.ts
var batchAbandons, streamingCheckouts, both, streamingSlowerReference;
var init_streaming_slower_reference = __esm({
  "src/lint/rules/streaming-slower-reference.ts"() {
    "use strict";
    init_method();
    init_examples();
    batchAbandons = yamlAudience({
      name: "Recent abandons",
      value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListRemovals") WHEN(< 3 days before now)])',
      evaluation: [true, false, false],
      extras: ["alias: recent-abandons"]
    });
    streamingCheckouts = yamlAudience({
      name: "Recent checkouts",
      value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
      evaluation: [false, true, false],
      extras: ["alias: recent-checkouts"]
    });
    both = 'inSegment("alias:recent-abandons") and inSegment("alias:recent-checkouts")';
    streamingSlowerReference = {
      meta: {
        code: "PQL412",
        name: "streaming/slower-reference",
        category: "streaming",
        defaultSeverity: "warning",
        judgesVerdict: true,
        summary: "A segment of segments references an audience evaluated by a slower method than its own",
        why: "A segment of segments reads the memberships of the audiences it references: marked for edge or streaming, it still changes only as often as a batch (or streaming) audience it references does.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ value: both, evaluation: [false, true, false] }),
            others: [
              { name: "recent-abandons.audience.yaml", code: batchAbandons },
              { name: "recent-checkouts.audience.yaml", code: streamingCheckouts }
            ]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({ value: both, evaluation: [true, false, false] }),
            others: [
              { name: "recent-abandons.audience.yaml", code: batchAbandons },
              { name: "recent-checkouts.audience.yaml", code: streamingCheckouts }
            ]
          }
        ]
      },
      checkGlobal({ audience: audience3, directory, report: report2 }) {
        const own = audience3.statedMethod;
        if (own === null || own === "batch" || audience3.shape !== "segment-of-segments") return;
        for (const ref of audience3.refs) {
          const target = ref.id === null ? void 0 : directory.resolve(ref.id);
          const theirs = target?.audience.statedMethod;
          if (!target || !theirs || methodRank[theirs] <= methodRank[own]) continue;
          report2({
            range: ref.span,
            message: `\`${target.audience.name}\` is evaluated ${theirs === "batch" ? "in batch" : "by streaming"}, so this segment of segments, marked for ${own}, changes only as often as it does`,
            label: `a ${theirs} audience`,
            hints: [
              `mark this audience for ${theirs} to say what it does, or evaluate \`${target.audience.name}\` by a faster method if its definition allows it`
            ]
          });
        }
      }
    };
  }
});

// src/lint/budgets.ts
function statedMethod(info) {
  if (info?.synchronous?.enabled === true) return "edge";
  if (info?.continuous?.enabled === true) return "streaming";
  return "batch";
}
function countsAgainst(method, budget) {
  return budget === "audiences" || budget === method;
}
function budgetLabel(budget) {
  return budget === "audiences" ? "audiences" : `${budget} audiences`;
}
var BUDGET_NAMES, AEP_AUDIENCE_BUDGETS;
var init_budgets = __esm({
  "src/lint/budgets.ts"() {
    "use strict";
    BUDGET_NAMES = ["edge", "streaming", "audiences"];
    AEP_AUDIENCE_BUDGETS = Object.freeze({ audiences: 4e3, streaming: 500, edge: 150 });
  }
});

// src/lint/rules/project-sandbox-budget.ts
function counted(directory) {
  let lists = countedByRun.get(directory);
  if (!lists) {
    const inOrder = directory.all.filter((e) => e.audience.kind !== "pql" && e.audience.statedMethod !== null).sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.audience.index - b.audience.index);
    const of = (budget) => inOrder.filter((e) => countsAgainst(e.audience.statedMethod, budget));
    lists = { edge: of("edge"), streaming: of("streaming"), audiences: of("audiences") };
    countedByRun.set(directory, lists);
  }
  return lists;
}
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
function methodRange(audience3, budget) {
  const { ranges } = audience3;
  return budget === "edge" ? ranges.synchronousEnabled : ranges.notMarked ?? ranges.synchronousEnabled ?? ranges.name;
}
var countedByRun, advice, edgeAudience, streamingAudience, projectSandboxBudget;
var init_project_sandbox_budget = __esm({
  "src/lint/rules/project-sandbox-budget.ts"() {
    "use strict";
    init_examples();
    init_budgets();
    countedByRun = /* @__PURE__ */ new WeakMap();
    advice = {
      edge: "evaluate some of them by streaming or batch instead (`evaluationInfo`), or merge overlapping ones",
      streaming: "evaluate some of them in batch instead (`evaluationInfo`), or merge overlapping ones",
      audiences: "delete the audiences no one uses, or merge overlapping ones"
    };
    edgeAudience = (name) => yamlAudience({ name });
    streamingAudience = (name) => yamlAudience({ name, evaluation: [false, true, false] });
    projectSandboxBudget = {
      meta: {
        code: "PQL501",
        name: "project/sandbox-budget",
        category: "project",
        defaultSeverity: "warning",
        summary: "The project has more audiences of a method than a sandbox's budget",
        why: "AEP's guardrails hold a sandbox to 4,000 audiences, of which 500 streaming and 150 edge; past them, evaluation slows down for every audience of the sandbox. `budgets` in the config sets other limits for an org that has them.",
        invalid: [
          {
            file: "yaml",
            code: edgeAudience("US customers"),
            config: { budgets: { edge: 1 } },
            others: [{ name: "adults.audience.yaml", code: edgeAudience("Adults") }]
          },
          {
            file: "yaml",
            code: streamingAudience("US customers"),
            config: { budgets: { streaming: 1 } },
            others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }]
          },
          {
            file: "yaml",
            code: yamlAudience({ evaluation: null }),
            config: { budgets: { audiences: 1 } },
            others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }]
          }
        ],
        valid: [
          {
            file: "yaml",
            code: edgeAudience("US customers"),
            config: { budgets: { edge: 2 } },
            others: [{ name: "adults.audience.yaml", code: edgeAudience("Adults") }]
          },
          {
            file: "yaml",
            code: streamingAudience("US customers"),
            config: { budgets: { edge: 1 } },
            others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }]
          }
        ]
      },
      checkGlobal({ audience: audience3, directory, config: config3, report: report2 }) {
        const method = audience3.statedMethod;
        if (audience3.kind === "pql" || method === null) return;
        const lists = counted(directory);
        for (const budget of BUDGET_NAMES) {
          const limit = config3.budgets[budget];
          const list3 = lists[budget];
          if (!countsAgainst(method, budget) || list3.length <= limit || list3[limit].audience !== audience3) continue;
          const range = methodRange(audience3, budget);
          if (!range) continue;
          const what = budgetLabel(budget);
          const setting = `budgets.${budget}`;
          const isDefault = limit === AEP_AUDIENCE_BUDGETS[budget];
          report2({
            range,
            message: `this project has ${list3.length} ${what}, over a sandbox's budget of ${limit}${isDefault ? " (AEP's guardrail)" : ` (\`${setting}\`)`}; this is the ${ordinal(limit + 1)} in file order`,
            label: `${ordinal(limit + 1)} of ${list3.length} ${what}`,
            hints: [
              advice[budget],
              isDefault ? `if your org's limit is another, set \`${setting}\` in pql-audience.config.yaml` : `AEP's guardrail is ${AEP_AUDIENCE_BUDGETS[budget]}; \`${setting}\` in the config sets ${limit}`
            ]
          });
        }
      }
    };
  }
});

// src/audience/rules/suppressions-unused.ts
var suppressionsUnused;
var init_suppressions_unused = __esm({
  "src/audience/rules/suppressions-unused.ts"() {
    "use strict";
    init_examples();
    suppressionsUnused = {
      meta: {
        code: "PQL901",
        name: "suppressions/unused",
        category: "suppressions",
        defaultSeverity: "warning",
        summary: "A suppression silences nothing",
        why: "A suppression left behind after a fix hides the next real problem of that rule; remove it.",
        invalid: [
          {
            file: "yaml",
            code: yamlAudience({ extras: ["suppress:", "  - rule: PQL204", "    reason: legacy window, moving to batch next sprint"] })
          }
        ],
        valid: [
          {
            file: "yaml",
            code: yamlAudience({
              value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
              evaluation: [true, false, false],
              extras: ["suppress:", "  - rule: PQL204", "    reason: batch audience, edge not wanted"]
            })
          }
        ]
      },
      source: "engine"
    };
  }
});

// src/audience/rules/suppressions-missing-rule.ts
var suppressionsMissingRule;
var init_suppressions_missing_rule = __esm({
  "src/audience/rules/suppressions-missing-rule.ts"() {
    "use strict";
    init_examples();
    suppressionsMissingRule = {
      meta: {
        code: "PQL903",
        name: "suppressions/missing-rule",
        category: "suppressions",
        defaultSeverity: "error",
        summary: "A suppression names no rule, or a rule that does not exist",
        why: "A suppression must say which rule it silences (`PQL204`, `edge/window-too-long`, `edge/*`); silencing everything hides new problems, and a misspelt rule silences nothing.",
        invalid: [
          { file: "yaml", code: `# pql-audience-disable -- legacy file
${yamlAudience()}` },
          { file: "yaml", code: `# pql-audience-disable edge/profile-only-dayly -- daily refresh is fine for this list
${yamlAudience()}` }
        ],
        valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience()}` }]
      },
      source: "loader"
    };
  }
});

// src/audience/rules/suppressions-unknown-directive.ts
var suppressionsUnknownDirective;
var init_suppressions_unknown_directive = __esm({
  "src/audience/rules/suppressions-unknown-directive.ts"() {
    "use strict";
    init_examples();
    suppressionsUnknownDirective = {
      meta: {
        code: "PQL904",
        name: "suppressions/unknown-directive",
        category: "suppressions",
        defaultSeverity: "error",
        summary: "A `# pql-audience-...` comment that is not a known directive",
        why: "A misspelled directive silences nothing; the two directives are `pql-audience-disable-next-line` and `pql-audience-disable`.",
        invalid: [{ file: "yaml", code: `# pql-audience-disable-line PQL213 -- typo for disable-next-line
${yamlAudience()}` }],
        valid: [{ file: "yaml", code: `# pql-audience-disable-next-line PQL213 -- daily refresh is fine
${yamlAudience()}` }]
      },
      source: "loader"
    };
  }
});

// src/lint/rules/index.ts
var allRules;
var init_rules = __esm({
  "src/lint/rules/index.ts"() {
    "use strict";
    init_syntax_parse_error();
    init_syntax_unexpected_character();
    init_syntax_unclosed_string();
    init_syntax_invalid_escape();
    init_syntax_placeholder();
    init_syntax_too_deep();
    init_syntax_unknown_function();
    init_audience_invalid_json();
    init_audience_invalid_yaml();
    init_audience_schema();
    init_audience_expression_type();
    init_audience_expression_format();
    init_audience_evaluation_info();
    init_audience_schema_name();
    init_audience_invalid_utf8();
    init_audience_too_large();
    init_ref_unknown_segment();
    init_ref_cycle();
    init_ref_self_reference();
    init_ref_duplicate_name();
    init_ref_duplicate_id();
    init_edge_ignore_year();
    init_edge_negated_event();
    init_edge_event_aggregation();
    init_edge_window_too_long();
    init_edge_window_boundary();
    init_edge_window_absolute();
    init_edge_window_not_current();
    init_edge_no_time_window();
    init_edge_multiple_events();
    init_edge_event_with_segment();
    init_edge_unresolved_segment();
    init_edge_no_criteria();
    init_edge_profile_only_daily();
    init_edge_segment_disqualification();
    init_edge_merge_policy();
    init_edge_schema();
    init_edge_marked_but_ineligible();
    init_edge_eligible_not_marked();
    init_edge_mixed_evaluation();
    init_style_canonical_format();
    init_style_uppercase_keyword();
    init_streaming_ignore_year();
    init_streaming_negated_event();
    init_streaming_event_aggregation();
    init_streaming_window_too_long();
    init_streaming_window_not_current();
    init_streaming_no_time_window();
    init_streaming_event_order();
    init_streaming_event_with_segment();
    init_streaming_unresolved_segment();
    init_streaming_marked_but_ineligible();
    init_streaming_eligible_not_marked();
    init_streaming_slower_reference();
    init_project_sandbox_budget();
    init_suppressions_unused();
    init_suppressions_missing_reason();
    init_suppressions_missing_rule();
    init_suppressions_unknown_directive();
    allRules = [
      syntaxParseError,
      syntaxUnexpectedCharacter,
      syntaxUnclosedString,
      syntaxInvalidEscape,
      syntaxPlaceholder,
      syntaxTooDeep,
      syntaxUnknownFunction,
      audienceInvalidJson,
      audienceInvalidYaml,
      audienceSchemaRule,
      audienceExpressionType,
      audienceExpressionFormat,
      audienceEvaluationInfo,
      audienceSchemaName,
      audienceInvalidUtf8,
      audienceTooLarge,
      refUnknownSegment,
      refCycle,
      refSelfReference,
      refDuplicateName,
      refDuplicateId,
      edgeIgnoreYear,
      edgeNegatedEvent,
      edgeEventAggregation,
      edgeWindowTooLong,
      edgeWindowBoundary,
      edgeWindowAbsolute,
      edgeWindowNotCurrent,
      edgeNoTimeWindow,
      edgeMultipleEvents,
      edgeEventWithSegment,
      edgeUnresolvedSegment,
      edgeNoCriteria,
      edgeProfileOnlyDaily,
      edgeSegmentDisqualification,
      edgeMergePolicy,
      edgeSchema,
      edgeMarkedButIneligible,
      edgeEligibleNotMarked,
      edgeMixedEvaluation,
      styleCanonicalFormat,
      styleUppercaseKeyword,
      streamingIgnoreYear,
      streamingNegatedEvent,
      streamingEventAggregation,
      streamingWindowTooLong,
      streamingWindowNotCurrent,
      streamingNoTimeWindow,
      streamingEventOrder,
      streamingEventWithSegment,
      streamingUnresolvedSegment,
      streamingMarkedButIneligible,
      streamingEligibleNotMarked,
      streamingSlowerReference,
      projectSandboxBudget,
      suppressionsUnused,
      suppressionsMissingReason,
      suppressionsMissingRule,
      suppressionsUnknownDirective
    ];
  }
});

// src/lint/registry.ts
function ruleNamesWhere(test) {
  return new Set(allRules.filter((r) => test(r.meta)).map((r) => r.meta.name));
}
function ruleByCodeOrName(key) {
  return byCode.get(key) ?? byName.get(key);
}
function codesFor(key) {
  const single = ruleByCodeOrName(key);
  if (single) return [single.meta.code];
  let matches2 = [];
  if (/^PQL\dxx$/.test(key)) matches2 = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 4)));
  else if (/^PQL\d\dx$/.test(key)) matches2 = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 5)));
  else if (key.endsWith("/*")) matches2 = allRules.filter((r) => r.meta.name.startsWith(key.slice(0, -1)));
  return matches2.length > 0 ? matches2.map((r) => r.meta.code) : void 0;
}
function suggestRule(key) {
  return closest(
    key,
    allRules.flatMap((r) => [r.meta.code, r.meta.name]),
    Math.max(2, Math.floor(key.length / 4))
  );
}
var byCode, byName;
var init_registry = __esm({
  "src/lint/registry.ts"() {
    "use strict";
    init_did_you_mean();
    init_rules();
    byCode = new Map(allRules.map((r) => [r.meta.code, r]));
    byName = new Map(allRules.map((r) => [r.meta.name, r]));
  }
});

// src/lint/glob.ts
function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const slash = glob[i + 2] === "/";
        re += slash ? "(?:.*/)?" : ".*";
        i += slash ? 2 : 1;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "{") {
      const close = glob.indexOf("}", i);
      if (close < 0) re += "\\{";
      else {
        re += `(?:${glob.slice(i + 1, close).split(",").map(escapeRegExp).join("|")})`;
        i = close;
      }
    } else if (c === "[") {
      const close = glob.indexOf("]", i);
      if (close < 0) re += "\\[";
      else {
        re += `[${glob.slice(i + 1, close).replace(/^!/, "^")}]`;
        i = close;
      }
    } else re += escapeRegExp(c);
  }
  return new RegExp(`^${re}$`);
}
function escapeRegExp(text) {
  return text.replace(/[.+^$()|\\]/g, "\\$&");
}
var init_glob = __esm({
  "src/lint/glob.ts"() {
    "use strict";
  }
});

// src/lint/resolve-config.ts
function resolveConfig(config3, relativePath, ruleCodes) {
  const resolved = {
    severities: {},
    windowBoundary: config3.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config3.edge?.mergePolicies ?? null,
    ignored: (config3.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config3.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    budgets: { ...AEP_AUDIENCE_BUDGETS, ...config3.budgets }
  };
  const apply = (rules2) => {
    for (const [key, severity] of Object.entries(rules2 ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord2[severity];
  };
  apply(config3.rules);
  for (const override2 of config3.overrides ?? []) {
    if (!override2.files.some((g) => matchesGlob(g, relativePath))) continue;
    apply(override2.rules);
    if (override2.edge?.windowBoundary) resolved.windowBoundary = override2.edge.windowBoundary;
    if (override2.edge?.mergePolicies) resolved.mergePolicies = override2.edge.mergePolicies;
  }
  return resolved;
}
function matchesGlob(glob, relativePath) {
  return globMatcher(glob)(relativePath);
}
function globMatcher(glob) {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside2] = pattern.includes("/") ? [globToRegExp(pattern), globToRegExp(`${pattern}/**`)] : [globToRegExp(`**/${pattern}`), globToRegExp(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside2.test(relativePath);
}
var severityWord2, defaultResolvedConfig;
var init_resolve_config = __esm({
  "src/lint/resolve-config.ts"() {
    "use strict";
    init_glob();
    init_audience_too_large();
    init_budgets();
    severityWord2 = {
      off: "off",
      info: "info",
      warn: "warning",
      error: "error"
    };
    defaultResolvedConfig = {
      severities: {},
      windowBoundary: "exclusive",
      mergePolicies: null,
      ignored: false,
      maxFileSize: DEFAULT_MAX_FILE_SIZE,
      budgets: AEP_AUDIENCE_BUDGETS
    };
  }
});

// src/analysis/reason.ts
function reasonOf(meta, finding) {
  const { code, name, defaultSeverity } = meta;
  const severity = defaultSeverity === "off" ? "info" : defaultSeverity;
  const { message: message2, range, label: label2, hints: hints3 } = finding;
  return {
    rule: name,
    code,
    severity,
    message: message2,
    range,
    ...label2 !== void 0 ? { label: label2 } : {},
    ...hints3 !== void 0 ? { hints: hints3 } : {}
  };
}
function byPositionThenCode(a, b) {
  return a.range.start.offset - b.range.start.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
var init_reason = __esm({
  "src/analysis/reason.ts"() {
    "use strict";
  }
});

// src/analysis/rules/index.ts
var edgeRules;
var init_rules2 = __esm({
  "src/analysis/rules/index.ts"() {
    "use strict";
    init_edge_ignore_year();
    init_edge_negated_event();
    init_edge_event_aggregation();
    init_edge_window_too_long();
    init_edge_window_boundary();
    init_edge_window_absolute();
    init_edge_window_not_current();
    init_edge_no_time_window();
    init_edge_multiple_events();
    init_edge_event_with_segment();
    init_edge_unresolved_segment();
    init_edge_no_criteria();
    init_edge_profile_only_daily();
    init_edge_segment_disqualification();
    edgeRules = [
      edgeIgnoreYear,
      edgeNegatedEvent,
      edgeEventAggregation,
      edgeWindowTooLong,
      edgeWindowBoundary,
      edgeWindowAbsolute,
      edgeWindowNotCurrent,
      edgeNoTimeWindow,
      edgeMultipleEvents,
      edgeEventWithSegment,
      edgeUnresolvedSegment,
      edgeNoCriteria,
      edgeProfileOnlyDaily,
      edgeSegmentDisqualification
    ];
  }
});

// src/analysis/time.ts
function windowSizeMs(amount, unit) {
  return amount * unitMs[unit];
}
function describeAmount(amount, unit) {
  if (amount === 1) return `1 ${unit}`;
  const plural2 = unit === "century" ? "centuries" : unit === "millennium" ? "millennia" : `${unit}s`;
  return `${amount} ${plural2}`;
}
function isAbsolute(anchor3) {
  return anchor3.kind === "Date";
}
function amountWindow(c, boundary) {
  const size = windowSizeMs(c.amount, c.unit);
  const text = describeAmount(c.amount, c.unit);
  if (isAbsolute(c.anchor)) return { ok: false, problem: "absolute", sizeMs: size, text: "relative to a fixed date" };
  const fromNow = c.anchor.kind === "TimeWord" && c.anchor.word === "now";
  if (!fromNow || c.direction !== "before" || c.comparator !== "<" && c.comparator !== "<=") {
    return { ok: false, problem: "not-current", sizeMs: null, text: "does not end now" };
  }
  if (c.comparator === "<") {
    return size <= DAY_MS ? { ok: true, sizeMs: size, text } : { ok: false, problem: "too-long", sizeMs: size, text };
  }
  if (size < DAY_MS) return { ok: true, sizeMs: size, text };
  if (size === DAY_MS) {
    return boundary === "inclusive" ? { ok: true, sizeMs: size, text } : { ok: false, problem: "boundary", sizeMs: size, text: `exactly ${text}` };
  }
  return { ok: false, problem: "too-long", sizeMs: size, text };
}
function judgeWindow(constraint, boundary) {
  switch (constraint.kind) {
    case "AmountConstraint":
      return amountWindow(constraint, boundary);
    case "PointConstraint": {
      const a = constraint.anchor;
      if (a.kind === "TimeWord") {
        if (a.word === "today") return { ok: true, sizeMs: null, text: "today" };
        return { ok: false, problem: "not-current", sizeMs: null, text: a.word };
      }
      if (a.kind === "RelativePeriod") {
        const text = `${a.which} ${a.unit}`;
        if (a.which !== "this") return { ok: false, problem: "not-current", sizeMs: null, text };
        return shortPeriods.has(a.unit) ? { ok: true, sizeMs: unitMs[a.unit], text } : { ok: false, problem: "too-long", sizeMs: unitMs[a.unit], text };
      }
      if (isAbsolute(a)) return { ok: false, problem: "absolute", sizeMs: null, text: "a fixed date" };
      return { ok: false, problem: "not-current", sizeMs: null, text: "relative to another attribute" };
    }
    case "DirectionConstraint":
      if (isAbsolute(constraint.anchor))
        return { ok: false, problem: "absolute", sizeMs: null, text: `${constraint.direction} a fixed date` };
      return { ok: false, problem: "not-current", sizeMs: null, text: `${constraint.direction} a point in time` };
    case "BetweenConstraint":
      if (isAbsolute(constraint.from) || isAbsolute(constraint.to))
        return { ok: false, problem: "absolute", sizeMs: null, text: "between fixed dates" };
      return { ok: false, problem: "not-current", sizeMs: null, text: "between two points in time" };
  }
}
var HOUR_MS, DAY_MS, unitMs, shortPeriods;
var init_time = __esm({
  "src/analysis/time.ts"() {
    "use strict";
    HOUR_MS = 36e5;
    DAY_MS = 24 * HOUR_MS;
    unitMs = {
      millisecond: 1,
      second: 1e3,
      minute: 6e4,
      hour: HOUR_MS,
      day: DAY_MS,
      week: 7 * DAY_MS,
      month: 28 * DAY_MS,
      year: 365 * DAY_MS,
      decade: 3652 * DAY_MS,
      century: 36524 * DAY_MS,
      millennium: 365242 * DAY_MS
    };
    shortPeriods = /* @__PURE__ */ new Set(["millisecond", "second", "minute", "hour", "day"]);
  }
});

// src/analysis/edge.ts
function shapeOf(facts) {
  const events2 = facts.events.length;
  const segments = facts.segments.length;
  if (events2 === 0 && segments === 0) return facts.profileAttributes.length > 0 ? "profile-only" : null;
  if (events2 === 0) return "segment-of-segments";
  if (segments > 0 || facts.profileAttributes.length > 0) return "event-with-profile";
  return "single-event";
}
function classify(facts, options = {}) {
  const boundary = options.windowBoundary ?? "exclusive";
  const windows = facts.events.map((e) => e.window ? judgeWindow(e.window, boundary) : null);
  const lookup = options.resolveSegment;
  const resolveSegment = (id) => id !== null && lookup ? lookup(id) : null;
  const reasons = [];
  let asked = factRules[0];
  const report2 = (f) => reasons.push(reasonOf(asked.meta, f));
  const factsContext = { facts, windows, resolveSegment, report: report2 };
  for (const rule of factRules) {
    asked = rule;
    rule.checkFacts(factsContext);
  }
  const type = shapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  if (!blocked) {
    const eligibleContext = { facts, type, report: report2 };
    for (const rule of eligibleRules) {
      asked = rule;
      rule.checkEligible(eligibleContext);
    }
  }
  const undecided = reasons.some((r) => openRules.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort(byPositionThenCode);
  return { eligible, type: eligible === true ? type : null, reasons };
}
var factRules, eligibleRules, openRules;
var init_edge = __esm({
  "src/analysis/edge.ts"() {
    "use strict";
    init_reason();
    init_rules2();
    init_time();
    factRules = edgeRules.filter((r) => r.checkFacts);
    eligibleRules = edgeRules.filter((r) => r.checkEligible);
    openRules = new Set(edgeRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));
  }
});

// src/analysis/rules/streaming-index.ts
var streamingRules;
var init_streaming_index = __esm({
  "src/analysis/rules/streaming-index.ts"() {
    "use strict";
    init_streaming_ignore_year();
    init_streaming_negated_event();
    init_streaming_event_aggregation();
    init_streaming_window_too_long();
    init_streaming_window_not_current();
    init_streaming_no_time_window();
    init_streaming_event_order();
    init_streaming_event_with_segment();
    init_streaming_unresolved_segment();
    streamingRules = [
      streamingIgnoreYear,
      streamingNegatedEvent,
      streamingEventAggregation,
      streamingWindowTooLong,
      streamingWindowNotCurrent,
      streamingNoTimeWindow,
      streamingEventOrder,
      streamingEventWithSegment,
      streamingUnresolvedSegment
    ];
  }
});

// src/analysis/streaming.ts
function streamingShapeOf(facts) {
  const events2 = facts.events.reduce((n, e) => n + eventsNeeded2(e.count), 0);
  const segments = facts.segments.length;
  const profile2 = facts.profileAttributes.length;
  if (events2 === 0 && segments === 0) return profile2 > 0 ? "profile-only" : null;
  if (events2 === 0) return "segment-of-segments";
  if (events2 > 1) return "multiple-events";
  return segments > 0 || profile2 > 0 ? "event-with-profile" : "single-event";
}
function classifyStreaming(facts, options = {}) {
  const windows = facts.events.map((e) => e.window ? judgeWindow(e.window, "inclusive") : null);
  const lookup = options.resolveSegment;
  const resolveSegment = (id) => id !== null && lookup ? lookup(id) : null;
  const reasons = [];
  let asked = streamingRules[0];
  const report2 = (f) => reasons.push(reasonOf(asked.meta, f));
  const context = { facts, windows, resolveSegment, report: report2 };
  for (const rule of streamingRules) {
    asked = rule;
    rule.checkStreaming(context);
  }
  const type = streamingShapeOf(facts);
  const blocked = type === null || reasons.some((r) => r.severity === "error");
  const undecided = reasons.some((r) => openRules2.has(r.rule));
  const eligible = blocked ? false : undecided ? null : true;
  reasons.sort(byPositionThenCode);
  return { eligible, type: eligible === true ? type : null, reasons };
}
var openRules2;
var init_streaming = __esm({
  "src/analysis/streaming.ts"() {
    "use strict";
    init_reason();
    init_facts();
    init_streaming_index();
    init_time();
    openRules2 = new Set(streamingRules.filter((r) => r.meta.leavesEligibilityOpen).map((r) => r.meta.name));
  }
});

// src/lint/linted-audience.ts
function isProfileOnly(facts) {
  return facts !== null && facts.events.length === 0 && facts.segments.length === 0 && facts.profileAttributes.length > 0;
}
var init_linted_audience = __esm({
  "src/lint/linted-audience.ts"() {
    "use strict";
  }
});

// src/lint/detach.ts
function detachString(s) {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}
var init_detach = __esm({
  "src/lint/detach.ts"() {
    "use strict";
  }
});

// src/audience/suppressions.ts
function parseSuppressions(file, text, rules2) {
  const lines = new LineMap(text);
  const result = { suppressions: [], problems: [] };
  if (file.kind === "yaml" && text.includes("pql-audience-")) {
    for (const comment of yamlComments(text)) readDirective(comment.offset, comment.source, text, lines, result, rules2);
  }
  for (const audience3 of file.audiences) {
    const entries = audience3.definition["x-pql-audience"]?.suppress ?? [];
    for (const [i, entry] of entries.entries()) {
      const unknown = unknownRule(entry.rule, rules2);
      if (unknown) {
        const at2 = ["x-pql-audience", "suppress", i];
        result.problems.push({ ...unknown, range: audience3.locate([...at2, "rule"]) ?? audience3.locate([...at2]) ?? audience3.range });
        continue;
      }
      result.suppressions.push({
        kind: "metadata",
        rule: entry.rule,
        reason: entry.reason.trim(),
        range: audience3.locate(["x-pql-audience", "suppress", i]) ?? audience3.range,
        scope: { start: audience3.range.start.offset, end: audience3.range.end.offset }
      });
    }
  }
  return result;
}
function readDirective(offset, source, text, lines, result, ruleNames2) {
  const match = /^#\s*(pql-audience-[A-Za-z-]*)/.exec(source);
  if (!match) return;
  const word2 = match[1];
  const wordStart = offset + source.indexOf(word2);
  const kind = directives.find((d) => d === word2);
  if (!kind) {
    const close = closest(word2, directives);
    result.problems.push({
      rule: suppressionsUnknownDirective.meta.name,
      message: `unknown directive \`${word2}\``,
      range: lines.span(wordStart, wordStart + word2.length),
      hints: [close ? `did you mean \`${close}\`?` : "the directives are `pql-audience-disable-next-line` and `pql-audience-disable`"]
    });
    return;
  }
  const rest = source.slice(match[0].length);
  const separator = rest.indexOf("--");
  const rulesText = separator < 0 ? rest : rest.slice(0, separator);
  const reason = separator < 0 ? "" : rest.slice(separator + 2).trim();
  const restStart = offset + match[0].length;
  const directiveRange = lines.span(offset, offset + source.length);
  const rules2 = [...rulesText.matchAll(/[^\s,]+/g)].map((m) => ({ rule: m[0], start: restStart + m.index }));
  if (rules2.length === 0) {
    result.problems.push({
      rule: suppressionsMissingRule.meta.name,
      message: "this directive names no rule",
      range: directiveRange,
      hints: [`name the rule to silence: \`# ${word2} PQL204 -- reason\``]
    });
    return;
  }
  if (!reason) {
    result.problems.push({
      rule: suppressionsMissingReason.meta.name,
      message: "this suppression has no reason, so it has no effect",
      range: directiveRange,
      hints: [`say why after \`--\`: \`# ${word2} ${rules2.map((r) => r.rule).join(", ")} -- why the rule does not apply here\``]
    });
    return;
  }
  const scope = kind === "pql-audience-disable" ? { start: 0, end: text.length } : nextLineScope(text, lines, offset);
  for (const { rule, start } of rules2) {
    const range = lines.span(start, start + rule.length);
    if (!suppressionRulePattern.test(rule)) {
      const near = ruleNames2?.suggest(rule);
      result.problems.push({
        rule: suppressionsMissingRule.meta.name,
        message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
        range,
        hints: ['name a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
      });
      continue;
    }
    const unknown = unknownRule(rule, ruleNames2);
    if (unknown) {
      result.problems.push({ ...unknown, range });
      continue;
    }
    result.suppressions.push({ kind: kind === "pql-audience-disable" ? "file" : "next-line", rule, reason, range, scope });
  }
}
function unknownRule(rule, ruleNames2) {
  if (!ruleNames2 || ruleNames2.codesFor(rule)) return void 0;
  const near = ruleNames2.suggest(rule);
  return {
    rule: suppressionsMissingRule.meta.name,
    message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
    hints: ["`pql-audience rules` lists the codes and names"]
  };
}
function nextLineScope(text, lines, offset) {
  const commentLine = lines.position(offset).line;
  let target = commentLine + 1;
  while (target <= lines.lineCount && /^\s*(?:#.*)?$/.test(lines.lineText(target))) target++;
  if (target > lines.lineCount) return { start: text.length, end: text.length };
  const indentOf = (line2) => /^[ \t]*/.exec(line2)[0].length;
  const indent2 = indentOf(lines.lineText(target));
  let last = target;
  for (let line2 = target + 1; line2 <= lines.lineCount; line2++) {
    const lineText = lines.lineText(line2);
    if (lineText.trim() === "") continue;
    if (indentOf(lineText) <= indent2) break;
    last = line2;
  }
  const start = lines.position(offsetOfLine(lines, target)).offset;
  const end = offsetOfLine(lines, last) + lines.lineText(last).length;
  return { start, end };
}
function offsetOfLine(lines, line2) {
  let lo = 0;
  let hi = lines.text.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (lines.position(mid).line < line2) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function yamlComments(text) {
  const comments = [];
  const seen = /* @__PURE__ */ new Set();
  const walk2 = (value) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk2(item);
      return;
    }
    const token = value;
    if (token.type === "comment" && typeof token.offset === "number" && typeof token.source === "string") {
      comments.push({ offset: token.offset, source: token.source });
    }
    for (const [key, child] of Object.entries(value)) if (key !== "source") walk2(child);
  };
  for (const token of new lazy_Parser().parse(text)) walk2(token);
  return comments.sort((a, b) => a.offset - b.offset);
}
function ruleMatches(pattern, diagnostic) {
  if (pattern === diagnostic.code || pattern === diagnostic.rule) return true;
  if (/^PQL\d[\dx]x$/.test(pattern)) return new RegExp(`^${pattern.replace(/x/g, "\\d")}$`).test(diagnostic.code);
  if (pattern.endsWith("/*")) return diagnostic.rule.startsWith(pattern.slice(0, -1));
  return false;
}
function applySuppressions(diagnostics, suppressions, alreadyUsed = /* @__PURE__ */ new Set()) {
  if (suppressions.length === 0) return { diagnostics: diagnostics.slice(), used: new Set(alreadyUsed), unused: [] };
  const used = new Set(alreadyUsed);
  const ordered = [...suppressions].sort((a, b) => specificity[a.kind] - specificity[b.kind]);
  const result = diagnostics.map((diagnostic) => {
    if (diagnostic.suppressed || diagnostic.rule === suppressionsUnused.meta.name) return diagnostic;
    const at2 = diagnostic.range.start.offset;
    const match = ordered.find((s) => at2 >= s.scope.start && at2 <= s.scope.end && ruleMatches(s.rule, diagnostic));
    if (!match) return diagnostic;
    used.add(match);
    return { ...diagnostic, suppressed: { kind: "inSource", reason: match.reason } };
  });
  return { diagnostics: result, used, unused: suppressions.filter((s) => !used.has(s)) };
}
var directives, specificity;
var init_suppressions = __esm({
  "src/audience/suppressions.ts"() {
    "use strict";
    init_yaml();
    init_suppressions_missing_reason();
    init_suppressions_missing_rule();
    init_suppressions_unknown_directive();
    init_suppressions_unused();
    init_positions();
    init_did_you_mean();
    init_schema_patterns();
    directives = ["pql-audience-disable-next-line", "pql-audience-disable"];
    specificity = { "next-line": 0, metadata: 1, file: 2 };
  }
});

// src/lint/draft.ts
function draftFile(source) {
  const config3 = source.config ?? defaultResolvedConfig;
  if (source.text.length > config3.maxFileSize) return tooLarge(source, config3);
  const loaded3 = loadAudienceFile(source.file, source.text, { invalidUtf8: source.invalidUtf8 });
  const { suppressions, problems } = parseSuppressions(loaded3, source.text, ruleNames);
  const draft = { file: source.file, config: config3, diagnostics: [], suppressions, audiences: [] };
  for (const problem of [...loaded3.problems, ...problems]) {
    const rule = ruleByCodeOrName(problem.rule);
    if (!rule) continue;
    pushDiagnostic(draft.diagnostics, rule, config3, source.file, {
      in: "file",
      range: problem.range,
      message: problem.message,
      hints: problem.hints,
      ...problem.label ? { label: problem.label } : {}
    });
  }
  draft.audiences = loaded3.audiences.map((audience3) => draftAudience(source.file, source.text, loaded3.kind, audience3, config3));
  return draft;
}
function draftAudience(file, text, kind, loaded3, config3) {
  const diagnostics = [];
  const { ast, errors } = parse(loaded3.pql);
  for (const e of errors) {
    pushDiagnostic(diagnostics, ruleByCodeOrName(e.rule), config3, file, {
      in: "file",
      range: loaded3.mapSpan(e.span),
      message: e.message,
      hints: e.hints,
      ...e.label ? { label: e.label } : {}
    });
  }
  const pqlFacts = ast ? extractFacts(ast) : null;
  const linted = { file, text, kind, loaded: loaded3, ast, facts: pqlFacts };
  let asked = localRules[0];
  const context = {
    audience: linted,
    config: config3,
    report: (finding) => pushDiagnostic(
      diagnostics,
      asked,
      config3,
      file,
      finding.in === "pql" ? { ...finding, in: "file", range: loaded3.mapSpan(finding.range) } : finding
    )
  };
  for (const rule of localRules) {
    asked = rule;
    rule.check(context);
  }
  const facts = pqlFacts ? mapFacts(pqlFacts, (s) => loaded3.mapSpan(s)) : null;
  const waits = facts !== null && facts.events.length > 0 && facts.segments.length > 0;
  const reasons = facts && !waits ? [...classify(facts, { windowBoundary: config3.windowBoundary }).reasons, ...classifyStreaming(facts).reasons] : facts ? null : [];
  const definition = loaded3.definition;
  const extras2 = definition["x-pql-audience"];
  const synchronousEnabled = definition.evaluationInfo?.synchronous?.enabled === true;
  const meantForStreaming = definition.evaluationInfo?.continuous?.enabled === true;
  return {
    index: loaded3.index,
    kind,
    // Drafts outlive the file's text; these strings were cut from it (see detach.ts).
    name: detachString(definition.name),
    // Always present (undefined when absent): one object shape for every draft keeps each small.
    id: extras2?.id === void 0 ? void 0 : detachString(extras2.id),
    alias: extras2?.alias === void 0 ? void 0 : detachString(extras2.alias),
    meantForEdge: kind === "pql" || synchronousEnabled,
    synchronousEnabled,
    meantForStreaming,
    // A bare .pql file is checked as an edge audience; a file states its own.
    statedMethod: kind === "pql" ? "edge" : statedMethod(definition.evaluationInfo),
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    streamingShape: facts ? streamingShapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: facts ? facts.segments.map((s) => ({ id: s.id === null ? null : detachString(s.id), span: s.span, idSpan: s.idSpan })) : [],
    reasons,
    facts: waits ? facts : null,
    ranges: fieldRanges(loaded3, synchronousEnabled, meantForStreaming),
    diagnostics
  };
}
function fieldRanges(loaded3, synchronousEnabled, continuousEnabled) {
  const ranges = {};
  const set = (key, span) => {
    if (span) ranges[key] = span;
  };
  if (loaded3.definition["x-pql-audience"]?.id !== void 0) set("id", loaded3.locate(["x-pql-audience", "id"]));
  if (loaded3.definition["x-pql-audience"]?.alias !== void 0) set("alias", loaded3.locate(["x-pql-audience", "alias"]));
  set("name", loaded3.locate(["name"]));
  if (synchronousEnabled) set("synchronousEnabled", loaded3.locate(["evaluationInfo", "synchronous", "enabled"]));
  else set("notMarked", loaded3.locate(["evaluationInfo"], "key") ?? loaded3.locate(["name"], "key"));
  if (continuousEnabled) set("continuousEnabled", loaded3.locate(["evaluationInfo", "continuous", "enabled"]));
  return ranges;
}
function mapFacts(facts, map) {
  return {
    root: map(facts.root),
    events: facts.events.map((e) => ({
      ...e,
      span: map(e.span),
      negation: e.negation ? map(e.negation) : null,
      window: e.window ? { ...e.window, span: map(e.window.span) } : null
    })),
    profileAttributes: facts.profileAttributes.map((p) => ({ ...p, span: map(p.span) })),
    segments: facts.segments.map((s) => ({ ...s, span: map(s.span), idSpan: map(s.idSpan) })),
    ignoreYear: facts.ignoreYear.map((c) => ({ ...c, span: map(c.span) }))
  };
}
function crossFileParts(audience3) {
  const { diagnostics: _diagnostics, reasons: _reasons, facts: _facts, ranges: _ranges, ...kept } = audience3;
  return kept;
}
function releaseLocalParts(audience3) {
  audience3.diagnostics = [];
  audience3.reasons = null;
  audience3.facts = null;
  audience3.ranges = {};
}
function pushDiagnostic(out, rule, config3, file, finding, severity) {
  const configured = config3.severities[rule.meta.code] ?? severity ?? rule.meta.defaultSeverity;
  if (configured === "off") return;
  out.push({
    code: rule.meta.code,
    rule: rule.meta.name,
    severity: configured,
    message: finding.message,
    file,
    range: finding.range,
    ...finding.label ? { label: finding.label } : {},
    hints: finding.hints ?? [],
    ...finding.fix ? { fix: finding.fix } : {}
  });
}
function tooLarge(source, config3) {
  const draft = { file: source.file, config: config3, diagnostics: [], suppressions: [], audiences: [] };
  const start = { offset: 0, line: 1, column: 1 };
  pushDiagnostic(draft.diagnostics, audienceTooLarge, config3, source.file, {
    in: "file",
    range: { start, end: start },
    message: tooLargeMessage(source.text.length, config3.maxFileSize),
    hints: ["split it into smaller audience files, or raise `maxFileSize` in pql-audience.config.yaml if it is meant to be this large"]
  });
  return draft;
}
var localRules, ruleNames;
var init_draft = __esm({
  "src/lint/draft.ts"() {
    "use strict";
    init_edge();
    init_streaming();
    init_facts();
    init_load();
    init_syntax();
    init_budgets();
    init_resolve_config();
    init_linted_audience();
    init_detach();
    init_registry();
    init_audience_too_large();
    init_suppressions();
    localRules = allRules.filter((r) => r.check);
    ruleNames = { codesFor, suggest: suggestRule };
  }
});

// src/node/draft-job.ts
function draftJob(job, onStamp) {
  return draftFile({ file: job.file, ...readSourceSync(job.file, onStamp), config: job.config });
}
var init_draft_job = __esm({
  "src/node/draft-job.ts"() {
    "use strict";
    init_draft();
    init_errors();
  }
});

// src/node/worker-pool.ts
var worker_pool_exports = {};
__export(worker_pool_exports, {
  draftOnThreads: () => draftOnThreads,
  toBatch: () => toBatch
});
function toBatch(jobs, from, to) {
  const configs = [];
  const batch = { configs, jobs: [] };
  for (let i = from; i < to; i++) {
    const job = jobs[i];
    let config3 = configs.indexOf(job.config);
    if (config3 < 0) config3 = configs.push(job.config) - 1;
    batch.jobs.push({ index: job.index, file: job.file, config: config3 });
  }
  return batch;
}
async function draftOnThreads(jobs, threads, onProgress) {
  const drafts = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const claim = () => {
    const from = next;
    next = Math.min(jobs.length, next + BATCH);
    return [from, next];
  };
  const finished = (count) => {
    done += count;
    onProgress?.(done);
  };
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const pool = Array.from(
    { length: Math.max(0, Math.min(threads - 1, Math.ceil(jobs.length / BATCH) - 1)) },
    () => new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } })
  );
  let failure;
  const fail = (error) => {
    failure ??= error;
    next = jobs.length;
  };
  const onWorkers = pool.map(
    (worker) => new Promise((resolve8) => {
      let pending = 0;
      const send = () => {
        if (next >= jobs.length) return;
        const [from, to] = claim();
        pending++;
        worker.postMessage(toBatch(jobs, from, to));
      };
      worker.on("message", (replies) => {
        pending--;
        for (const reply of replies) {
          if ("error" in reply) fail(new InputError(reply.error));
          else drafts[reply.index] = { ...reply.draft, config: jobs[reply.index].config };
        }
        finished(replies.length);
        send();
        if (pending === 0) resolve8();
      });
      worker.on("error", (error) => (fail(error), resolve8()));
      worker.on(
        "exit",
        (code) => (pending > 0 && code !== 0 && fail(new Error(`lint worker stopped with exit code ${code}`)), resolve8())
      );
      for (let i = 0; i < IN_FLIGHT; i++) send();
      if (pending === 0) resolve8();
    })
  );
  try {
    while (next < jobs.length) {
      const [from, to] = claim();
      try {
        for (let i = from; i < to; i++) drafts[i] = draftJob(jobs[i]);
      } catch (error) {
        fail(error);
        break;
      }
      finished(to - from);
      await new Promise((resolve8) => setImmediate(resolve8));
    }
    await Promise.all(onWorkers);
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  if (failure !== void 0) throw failure;
  return drafts;
}
var workerUrl, BATCH, IN_FLIGHT, YOUNG_GENERATION_MB;
var init_worker_pool = __esm({
  "src/node/worker-pool.ts"() {
    "use strict";
    init_draft_job();
    init_errors();
    workerUrl = true ? new URL("./lint-worker.js", __pqlImportMetaUrl) : new URL("../../dist/lint-worker.js", __pqlImportMetaUrl);
    BATCH = 64;
    IN_FLIGHT = 2;
    YOUNG_GENERATION_MB = 32;
  }
});

// src/cli/startup/lint-fast.ts
var lint_fast_exports = {};
__export(lint_fast_exports, {
  runFastFmt: () => runFastFmt,
  runFastLint: () => runFastLint,
  warmForCodeCache: () => warmForCodeCache
});
module.exports = __toCommonJS(lint_fast_exports);

// src/cli/guard.ts
init_errors();

// src/cli/exit.ts
init_errors();
var ExitCode = { Ok: 0, Problems: 1, Usage: 2 };
var UsageError = class extends InputError {
  name = "UsageError";
  /** Set for mistakes in the command line itself, where pointing at --help helps. */
  showUsageHint = false;
  /** The usage text to print before the message (a command line that named no command). */
  usage;
};

// src/cli/startup/stdio.ts
var import_node_fs2 = require("node:fs");
var DescriptorStream = class {
  constructor(fd, node, writeBytes = import_node_fs2.writeSync) {
    this.fd = fd;
    this.node = node;
    this.writeBytes = writeBytes;
  }
  fd;
  node;
  writeBytes;
  tty;
  /** Writes go to Node's stream from the first one that could not be written directly. */
  viaNode = process.platform === "win32";
  /** The reader went away (`| head`): the rest of the output has nowhere to go. */
  closed = false;
  get isTTY() {
    this.tty ??= isCharacterDevice(this.fd) && Boolean(this.node().isTTY);
    return this.tty;
  }
  get columns() {
    return this.isTTY ? this.node().columns : void 0;
  }
  get settled() {
    return !this.viaNode;
  }
  write(text) {
    if (this.closed || text.length === 0) return;
    if (this.viaNode) {
      this.node().write(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    let done = 0;
    try {
      while (done < bytes.length) done += this.writeBytes(this.fd, bytes, done);
    } catch (e) {
      const code = e.code;
      if (code === "EPIPE") this.closed = true;
      else if (code === "EAGAIN") {
        this.viaNode = true;
        this.node().write(bytes.subarray(done));
      } else throw e;
    }
  }
};
function isCharacterDevice(fd) {
  try {
    return (0, import_node_fs2.fstatSync)(fd).isCharacterDevice();
  } catch {
    return false;
  }
}
var stdout = new DescriptorStream(1, () => process.stdout);
var stderr = new DescriptorStream(2, () => process.stderr);

// src/cli/guard.ts
async function guarded(debug, work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InputError) {
      if (error instanceof UsageError && error.usage) stderr.write(`${error.usage.trimEnd()}

`);
      const hint7 = error instanceof UsageError && error.showUsageHint ? "\nRun `pql-audience --help` for usage." : "";
      stderr.write(`pql-audience: ${error.message}${hint7}
`);
      return ExitCode.Usage;
    }
    const message2 = error instanceof Error ? error.message : String(error);
    stderr.write(`pql-audience: internal error: ${message2}
`);
    if (debug && error instanceof Error && error.stack) stderr.write(`${error.stack}
`);
    else stderr.write("Run again with --debug for details, and please report it.\n");
    return ExitCode.Usage;
  }
}

// src/cli/fmt-run.ts
var import_node_fs5 = require("node:fs");

// src/report/code-frame.ts
init_positions();

// src/text/plural.ts
function plural(n, one, many = `${one}s`) {
  return `${n} ${noun(n, one, many)}`;
}
function noun(n, one, many = `${one}s`) {
  return n === 1 ? one : many;
}

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
function safeText(text) {
  return text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f]/g,
    (c) => c === "\x7F" ? "\u2421" : String.fromCharCode(9216 + c.charCodeAt(0))
  );
}
function layoutLine(line2) {
  const cells = new Array(line2.length + 1);
  let text = "";
  let cell = 0;
  for (let i = 0; i < line2.length; ) {
    const cp = line2.codePointAt(i);
    const units2 = cp > 65535 ? 2 : 1;
    for (let k = 0; k < units2; k++) cells[i + k] = cell;
    if (cp === 9) {
      text += " ".repeat(TAB_WIDTH);
      cell += TAB_WIDTH;
    } else {
      const ch = String.fromCodePoint(cp);
      text += safeText(ch);
      cell += codePointWidth(cp);
    }
    i += units2;
  }
  cells[line2.length] = cell;
  return {
    text,
    width: cell,
    cellAt(column) {
      const index = column - 1;
      if (index <= 0) return 0;
      if (index >= line2.length) return cell + (index - line2.length);
      return cells[index];
    }
  };
}
function sliceCells(line2, fromCell, toCell) {
  let out = "";
  let cell = 0;
  for (const ch of line2) {
    const cp = ch.codePointAt(0);
    const w = cp === 32 ? 1 : codePointWidth(cp);
    if (cell >= fromCell && cell + w <= toCell) out += ch;
    cell += w;
    if (cell >= toCell) break;
  }
  return out;
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
  const lines = typeof source === "string" ? new LineMap(source) : source;
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
    const map = typeof text === "string" ? new LineMap(text) : text;
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
  for (const hint7 of input.hints ?? []) trailers.push(trailer(pad, "help", hint7, paint));
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
      out.push(`${pad} ${paint(ansi.blue, ":")} ${paint(ansi.dim, `${ELLIPSIS} ${plural(hidden, "more line")}`)}`);
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
    const label2 = n === last && snippet.label ? ` ${safeText(snippet.label)}` : "";
    out.push(`${pad} ${bar} ${" ".repeat(caretStart)}${paint(snippet.style, snippet.marker.repeat(caretWidth) + label2)}`);
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
function trailer(pad, word2, text, paint) {
  const [first2, ...rest] = safeText(text.replace(/\r\n?/g, "\n")).split("\n");
  const indent2 = `${pad}   ${" ".repeat(word2.length + 2)}`;
  return [`${pad} ${paint(ansi.blue, "=")} ${paint(ansi.bold, `${word2}:`)} ${first2}`, ...rest.map((r) => indent2 + r)].join("\n");
}
function firstNonBlank(line2) {
  const m = /\S/.exec(line2);
  return m ? m.index + 1 : 1;
}

// src/format-source.ts
init_format_audience_file();
init_load();
init_registry();

// src/syntax/format-pql.ts
init_syntax();
init_print();
function formatPql(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { ok: false, errors };
  const output = `${print(ast, options)}
`;
  return { ok: true, output, changed: output !== text };
}

// src/format-source.ts
function formatSource(name, text, options = {}) {
  if (audienceFileKind(name) !== "pql") {
    const result2 = formatAudienceFile(name, text, options);
    if (result2.ok) return result2;
    return {
      ok: false,
      errors: result2.errors.map((e) => ({
        code: e.code ?? ruleByCodeOrName(e.rule)?.meta.code ?? "",
        rule: e.rule,
        message: e.message,
        range: e.range,
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      }))
    };
  }
  const result = formatPql(text, options);
  if (result.ok) return result;
  return {
    ok: false,
    errors: result.errors.map((e) => ({ code: e.code, rule: e.rule, message: e.message, range: e.span, label: e.label, hints: e.hints }))
  };
}

// src/node/discover.ts
var import_node_fs4 = require("node:fs");
var import_node_path2 = require("node:path");
init_errors();

// src/node/work-tree.ts
var import_node_fs3 = require("node:fs");
var import_node_path = require("node:path");
function gitRoot(directory) {
  for (let dir = directory; ; dir = (0, import_node_path.dirname)(dir)) {
    if ((0, import_node_fs3.statSync)((0, import_node_path.join)(dir, ".git"), { throwIfNoEntry: false })) return dir;
    if ((0, import_node_path.dirname)(dir) === dir) return null;
  }
}
function workTreeFiles(root, directory, endings, { untracked = true, blobs = false } = {}) {
  const under = (0, import_node_path.relative)(root, directory).split(import_node_path.sep).join("/");
  const pathspecs = endings ? endings.map((ending) => `:(glob)${under ? `${under.replace(/[*?[\]\\]/g, "\\$&")}/` : ""}**/*${ending}`) : [`:(literal)${under || "."}`];
  const which = untracked ? ["--cached", "--others", "--deleted", "--exclude-standard"] : ["--cached", "--deleted"];
  const vouch = blobs ? ["-s", "--modified"] : [];
  return runGit(root, ["ls-files", "-z", "-t", ...vouch, ...which, "--", ...pathspecs]).then(
    (stdout2) => stdout2 === void 0 ? void 0 : parseListing(root, stdout2, blobs)
  );
}
function runGit(root, args) {
  const { spawn } = process.getBuiltinModule("node:child_process");
  return new Promise((settle) => {
    let child;
    try {
      child = spawn("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      settle(void 0);
      return;
    }
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("error", () => settle(void 0));
    child.on("close", (status) => settle(status === 0 ? Buffer.concat(chunks).toString("utf8") : void 0));
  });
}
function parseListing(root, stdout2, withBlobs) {
  const present = /* @__PURE__ */ new Set();
  const gone = /* @__PURE__ */ new Set();
  let sparse = false;
  const blobOf2 = /* @__PURE__ */ new Map();
  const changed = /* @__PURE__ */ new Set();
  for (const entry of stdout2.split("\0")) {
    if (entry.length < 3) continue;
    let path2 = entry.slice(2);
    if (withBlobs && entry[0] !== "?") {
      const tab = entry.indexOf("	");
      path2 = entry.slice(tab + 1);
      if (entry[tab - 1] === "0" && entry[0] === "H") blobOf2.set(path2, entry.slice(9, tab - 2));
      else changed.add(path2);
    }
    if (entry[0] === "R" || entry[0] === "S") gone.add(path2);
    else present.add(path2);
    if (entry[0] === "S") sparse = true;
  }
  const { absolute } = gitPaths(root);
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  for (const path2 of gone) if (present.has(path2) && !path2.endsWith("/")) deleted.push(absolute(path2));
  for (const path2 of present) {
    if (gone.has(path2) || path2.endsWith("/")) continue;
    const file = absolute(path2);
    files.push(file);
    const blob = blobOf2.get(path2);
    if (blob !== void 0 && !changed.has(path2)) blobs.set(file, blob);
  }
  return { files, blobs, deleted, sparse };
}
function gitPaths(root) {
  const base = root.endsWith(import_node_path.sep) ? root : root + import_node_path.sep;
  return {
    absolute: (path2) => base + (import_node_path.sep === "/" ? path2 : path2.split("/").join(import_node_path.sep)),
    relative: (file) => {
      const rel = file.slice(base.length);
      return import_node_path.sep === "/" ? rel : rel.split(import_node_path.sep).join("/");
    }
  };
}

// src/node/discover.ts
init_glob();
var audienceFilePattern = /(?:\.pql|\.audience\.json|\.audience\.ya?ml)$/;
var audienceFileEndings = [".pql", ".audience.json", ".audience.yaml", ".audience.yml"];
var skippedDirectories = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var NoAudienceFilesError = class extends InputError {
  /** `ignored`: those of `paths` whose audience files git ignores, every one. */
  constructor(paths, ignored = []) {
    const why = ignored.length > 0 ? ` (git ignores the audience files in ${ignored.join(", ")}; name one to lint it anyway)` : "";
    super(`no audience files matched ${paths.join(", ")}${why}`);
    this.paths = paths;
    this.ignored = ignored;
  }
  paths;
  ignored;
  name = "NoAudienceFilesError";
};
function isGlob(path2) {
  return /[*?[\]{}]/.test(path2);
}
function toSlash(path2) {
  return import_node_path2.sep === "/" ? path2 : path2.split(import_node_path2.sep).join("/");
}
async function walk(dir, out, accept) {
  let entries;
  try {
    entries = await import_node_fs4.promises.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new InputError(`cannot read directory ${dir}: ${e.message}`);
  }
  for (const entry of entries) {
    const path2 = dir === "." ? entry.name : (0, import_node_path2.join)(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path2, out, accept);
    } else if (entry.isFile() && accept(toSlash(path2))) out.push(path2);
  }
}
var DirectoryLister = class {
  constructor(gitignore, trackedOnly = false, withBlobs = false, known) {
    this.gitignore = gitignore;
    this.trackedOnly = trackedOnly;
    this.withBlobs = withBlobs;
    this.known = known;
  }
  gitignore;
  trackedOnly;
  withBlobs;
  known;
  roots = /* @__PURE__ */ new Map();
  /** What git vouched for while listing (see DiscoverOptions.blobs). */
  blobs = /* @__PURE__ */ new Map();
  /** The files under `dir` (spelled as given) that `accept` takes, spelled from `dir`; `endings`: all `accept` can take. */
  async list(dir, accept, endings) {
    const absolute = (0, import_node_path2.resolve)(dir);
    const root = this.gitignore ? this.rootOf(absolute) : null;
    const listing = root === null ? void 0 : this.known?.recall(root, absolute, endings) ?? await this.askGit(root, absolute, endings);
    const out = [];
    if (listing === void 0) {
      await walk(dir, out, accept);
      return out;
    }
    for (const [file, blob] of listing.blobs) this.blobs.set(file, blob);
    const prefix = absolute.endsWith(import_node_path2.sep) ? absolute : absolute + import_node_path2.sep;
    const base = dir === "." ? "" : (0, import_node_path2.join)(dir, "x").slice(0, -1);
    for (const file of listing.files) {
      if (!file.startsWith(prefix)) continue;
      const rel = file.slice(prefix.length);
      if ((rel.includes("node_modules") || rel.includes(".git")) && rel.split(import_node_path2.sep).some((part) => skippedDirectories.has(part))) continue;
      const path2 = base + rel;
      if (accept(toSlash(path2))) out.push(path2);
    }
    return out;
  }
  async askGit(root, absolute, endings) {
    const listing = await workTreeFiles(root, absolute, endings, { untracked: !this.trackedOnly, blobs: this.withBlobs });
    if (listing) this.known?.learn(root, absolute, listing);
    return listing;
  }
  /** Whether `dir` holds files `accept` takes when what git ignores is counted too (only asked when none was found). */
  async holdsIgnored(dir, accept) {
    if (!this.gitignore || this.trackedOnly || this.rootOf((0, import_node_path2.resolve)(dir)) === null) return false;
    const out = [];
    await walk(dir, out, accept);
    return out.length > 0;
  }
  rootOf(absolute) {
    let root = this.roots.get(absolute);
    if (root === void 0) {
      root = gitRoot(absolute);
      this.roots.set(absolute, root);
    }
    return root;
  }
};
async function discover(paths, options = {}) {
  const accept = options.accept ?? ((p) => audienceFilePattern.test(p));
  const endings = options.accept ? void 0 : audienceFileEndings;
  const known = options.trackedOnly && options.blobs && !options.accept ? options.listings : void 0;
  const lister = new DirectoryLister(options.gitignore !== false, options.trackedOnly === true, options.blobs === true, known);
  const found = [];
  const unmatched = [];
  const skipped = [];
  const directories = [];
  const ignored = [];
  const nothingFrom = async (arg, dir, accept2) => {
    unmatched.push(arg);
    if (dir !== null && await lister.holdsIgnored(dir, accept2)) ignored.push(arg);
  };
  for (const arg of paths) {
    const before = found.length;
    if (isGlob(arg)) {
      const parts = toSlash(arg).split("/");
      const staticParts = [];
      while (parts.length > 1 && !isGlob(parts[0])) staticParts.push(parts.shift());
      const base = staticParts.length > 0 ? staticParts.join("/") : ".";
      const pattern = globToRegExp(toSlash(arg).replace(/^\.\//, ""));
      const matches2 = (c) => pattern.test(c.replace(/^\.\//, ""));
      const baseExists = (0, import_node_fs4.statSync)(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) found.push(...await lister.list(base, matches2));
      if (found.length === before) await nothingFrom(arg, baseExists ? base : null, matches2);
      continue;
    }
    let info;
    try {
      info = (0, import_node_fs4.statSync)(arg);
    } catch (e) {
      throw unreadable(arg, e);
    }
    if (info.isDirectory()) {
      directories.push(arg);
      found.push(...await lister.list(arg, accept, endings));
      if (found.length === before) await nothingFrom(arg, arg, accept);
    } else if (!info.isFile())
      throw notRegularFile(arg, info);
    else if (accept(toSlash(arg))) found.push(arg);
    else skipped.push(arg);
  }
  const files = [...new Set(found)].sort();
  return { files, unmatched, skipped, directories, ignored, blobs: lister.blobs };
}
async function discoverAudienceFiles(paths, options = {}) {
  return requireMatches(await discover(paths, options)).files;
}
function requireMatches(discovery) {
  const { files, unmatched, skipped, ignored } = discovery;
  if (unmatched.length > 0) throw new NoAudienceFilesError(unmatched, ignored);
  if (files.length === 0 && skipped.length > 0) throw new NoAudienceFilesError(skipped);
  return discovery;
}

// src/cli/io.ts
init_errors();
init_audience_too_large();
async function readStdinBytes() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}
async function readStdinSource() {
  return decode(await readStdinBytes());
}
async function readInput(path2) {
  if (path2 === void 0 || path2 === "-") {
    if (path2 === void 0 && process.stdin.isTTY) throw new UsageError("no input: give a file, or pipe PQL to stdin");
    return { name: "<stdin>", ...await readStdinSource() };
  }
  return { name: path2, ...await readSource(path2) };
}
var colorFlag;
function useColor(stream) {
  if (colorFlag !== void 0) return colorFlag;
  if (process.env.NO_COLOR !== void 0 && process.env.NO_COLOR !== "") return false;
  const force = process.env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force !== "false";
  return Boolean(stream.isTTY);
}
function oversizeMessage(input, limit = DEFAULT_MAX_FILE_SIZE) {
  if (input.text.length <= limit) return void 0;
  return `${input.name}:1:1: error ${audienceTooLarge.meta.code} ${tooLargeMessage(input.text.length, limit)} [${audienceTooLarge.meta.name}]
`;
}

// src/cli/fmt-run.ts
async function runFmt(given) {
  if (given.check && given.write) throw new UsageError("--check and --write cannot be used together");
  const options = given.files.length > 0 ? given : { ...given, files: ["."], check: !given.write };
  if (!Number.isInteger(options.width) || options.width < 20) throw new UsageError("--width must be a whole number of at least 20");
  const color = useColor(stderr);
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new UsageError("`-` (standard input) cannot be combined with other paths");
  const files = fromStdin ? ["-"] : await discoverAudienceFiles(options.files);
  let failed = 0;
  const unformatted = [];
  const written = [];
  for (const file of files) {
    const input = await readInput(file);
    const oversize = oversizeMessage(input);
    if (oversize) {
      failed++;
      stderr.write(oversize);
      continue;
    }
    const result = formatSource(input.name, input.text, { width: options.width });
    if (!result.ok) {
      failed++;
      for (const e of result.errors)
        stderr.write(
          `${renderFrame({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range: e.range, label: e.label, hints: e.hints }, input.text, { color })}

`
        );
      continue;
    }
    if (options.check) {
      if (result.changed) unformatted.push(input.name);
    } else if (options.write && file !== "-") {
      if (result.changed) {
        (0, import_node_fs5.writeFileSync)(file, result.output);
        written.push(input.name);
      }
    } else {
      stdout.write(result.output);
    }
  }
  const total = files.length;
  if (options.check) {
    for (const name of unformatted) stdout.write(`would reformat ${name}
`);
    const ok = total - unformatted.length - failed;
    stderr.write(
      summaryLine(total, [
        [ok, "already formatted"],
        [unformatted.length, "would be reformatted"],
        [failed, "with syntax errors"]
      ])
    );
    return unformatted.length > 0 || failed > 0 ? ExitCode.Problems : ExitCode.Ok;
  }
  if (options.write) {
    for (const name of written) stdout.write(`formatted ${name}
`);
    stderr.write(
      summaryLine(total, [
        [written.length, "reformatted"],
        [total - written.length - failed, "unchanged"],
        [failed, "with syntax errors"]
      ])
    );
  }
  return failed > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function summaryLine(total, parts) {
  const shown2 = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return `${plural(total, "file")}: ${shown2.join(", ") || "nothing to do"}
`;
}

// src/cli/lint-run.ts
var import_node_fs14 = require("node:fs");
var import_node_path12 = require("node:path");
var import_node_url = require("node:url");

// src/node/absolute-path.ts
var import_node_path3 = require("node:path");
var notNormal = /(^|\/)\.\.?(\/|$)|\/\/|\/$/;
function absolutePath(path2, cwd = process.cwd()) {
  if (import_node_path3.sep !== "/" || path2 === "" || notNormal.test(path2)) return (0, import_node_path3.resolve)(cwd, path2);
  if (path2.startsWith("/")) return path2;
  return cwd === "/" ? `/${path2}` : `${cwd}/${path2}`;
}

// src/node/config-loader.ts
var import_node_fs6 = require("node:fs");
var import_node_path4 = require("node:path");
init_yaml();
init_yaml_aliases();

// src/lint/accept-config.ts
init_accept_parts();
var rules = recordOf(oneOf("off", "info", "warn", "error"));
var edge = strictObject([
  ["windowBoundary", oneOf("exclusive", "inclusive")],
  ["mergePolicies", listOf(nonEmpty2)]
]);
var budgets = strictObject([
  ["audiences", positiveInteger],
  ["streaming", positiveInteger],
  ["edge", positiveInteger]
]);
var override = strictObject(
  [
    ["files", listOf(nonEmpty2, 1)],
    ["rules", rules],
    ["edge", edge]
  ],
  ["files"]
);
var config2 = strictObject([
  ["$schema", string],
  ["rules", rules],
  ["overrides", listOf(override)],
  ["ignores", listOf(nonEmpty2)],
  ["maxFileSize", positiveInteger],
  ["edge", edge],
  ["budgets", budgets],
  ["xdm", strictObject([["schema", nonEmpty2]])],
  ["api", strictObject([["credentialsFile", string]])]
]);
function acceptConfig(data) {
  return accepting(() => config2(data));
}

// src/lint/config-schema.ts
init_mini();
init_schema_parts();
init_budgets();
var built2;
function configSchemas() {
  built2 ??= buildConfigSchemas();
  return built2;
}
function buildConfigSchemas() {
  const severitySchema = described(lazy_enum(["off", "info", "warn", "error"]), {
    description: 'How a rule reports: "off", "info", "warn" or "error"'
  });
  const rulesSchema = described(lazy_record(lazy_string(), severitySchema), {
    description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
  });
  const edgeSchema2 = described(
    lazy_strictObject({
      windowBoundary: described(lazy_optional(lazy_enum(["exclusive", "inclusive"])), {
        description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
      }),
      mergePolicies: described(lazy_optional(lazy_array(nonEmpty())), {
        description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
      })
    }),
    { description: "Edge eligibility settings" }
  );
  const budget = (description) => described(lazy_optional(lazy_int().check(lazy_positive())), { description });
  const budgetsSchema = described(
    lazy_strictObject({
      audiences: budget(`Audiences of every method in one sandbox (default ${AEP_AUDIENCE_BUDGETS.audiences}, AEP's guardrail)`),
      streaming: budget(`Streaming audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.streaming}, AEP's guardrail)`),
      edge: budget(`Edge audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.edge}, AEP's guardrail)`)
    }),
    {
      description: "The sandbox's audience budgets, for an org whose limits differ from AEP's defaults: lint reports a project over one (PQL501), publish refuses a plan that would go over one, quota shows them"
    }
  );
  const overrideSchema = described(
    lazy_strictObject({
      files: described(lazy_array(nonEmpty()).check(lazy_minLength(1)), { description: "Globs, relative to the config file" }),
      rules: lazy_optional(rulesSchema),
      edge: lazy_optional(edgeSchema2)
    }),
    { description: "Settings for the files that match `files`" }
  );
  const configSchema = described(
    lazy_strictObject({
      $schema: described(lazy_optional(lazy_string()), { description: "The JSON Schema of this file, for editors" }),
      rules: lazy_optional(rulesSchema),
      overrides: lazy_optional(lazy_array(overrideSchema)),
      ignores: described(lazy_optional(lazy_array(nonEmpty())), { description: "Globs of files never to lint, relative to the config file" }),
      maxFileSize: described(lazy_optional(lazy_int().check(lazy_positive())), {
        description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
      }),
      edge: lazy_optional(edgeSchema2),
      budgets: lazy_optional(budgetsSchema),
      xdm: described(
        lazy_optional(
          lazy_strictObject({
            schema: described(lazy_optional(nonEmpty()), {
              description: "An XDM schema as JSON (exported from AEP's Schema Registry), relative to the config file: the language server completes its field paths"
            })
          })
        ),
        { description: "XDM settings" }
      ),
      api: described(
        lazy_optional(
          lazy_strictObject({
            credentialsFile: described(lazy_optional(lazy_string()), {
              description: "A JSON or YAML file with AEP credentials (keep it out of version control)"
            })
          })
        ),
        { description: "AEP API settings" }
      )
    }),
    { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" }
  );
  return {
    severity: severitySchema,
    rules: rulesSchema,
    edge: edgeSchema2,
    budgets: budgetsSchema,
    override: overrideSchema,
    config: configSchema
  };
}

// src/node/config-loader.ts
init_resolve_config();
init_registry();
init_errors();
var configFileNames = ["pql-audience.config.yaml", "pql-audience.config.yml", "pql-audience.config.json"];
var ConfigError = class extends InputError {
  name = "ConfigError";
};
function readIfExists(path2) {
  try {
    return (0, import_node_fs6.readFileSync)(path2, "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw new ConfigError(`${path2}: cannot read: ${e.message}`);
  }
}
async function loadConfig(path2) {
  const text = readIfExists(path2);
  if (text === void 0) throw new ConfigError(`${path2}: no such file`);
  const config3 = parseConfig(path2, text);
  if (!config3) throw new ConfigError(`${path2}: has no "pql-audience" key`);
  return { file: path2, config: config3 };
}
function parseConfig(path2, text) {
  const lines = new lazy_LineCounter();
  const doc = lazy_parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const where = (offset) => {
    const p = lines.linePos(offset);
    return `${path2}:${p.line}:${p.col}`;
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`${where(e.pos[0])}: not valid ${path2.endsWith(".json") ? "JSON" : "YAML"}: ${e.message.split("\n")[0]}`);
  }
  let base = [];
  let data;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    throw new ConfigError(`${where(firstAliasOffset(doc))}: not valid YAML: ${e.message}`);
  }
  if (path2.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return void 0;
    base = ["pql-audience"];
    data = data["pql-audience"];
  }
  const accepted = acceptConfig(data);
  const parsed = accepted ? { success: true, data: accepted } : configSchemas().config.safeParse(data, { jitless: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at2 = [...base, ...issue.path];
    throw new ConfigError(`${where(offsetOf(doc, at2))}: ${describeIssue2(issue, at2.slice(base.length))}`);
  }
  for (const [key, rulesAt] of ruleTables(parsed.data)) {
    for (const name of Object.keys(rulesAt)) {
      if (codesFor(name)) continue;
      const suggestion = suggestRule(name);
      throw new ConfigError(
        `${where(offsetOf(doc, [...base, ...key, name], "key"))}: unknown rule \`${name}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""} (see \`pql-audience rules\`)`
      );
    }
  }
  return parsed.data;
}
function ruleTables(config3) {
  const tables2 = [];
  if (config3.rules) tables2.push([["rules"], config3.rules]);
  (config3.overrides ?? []).forEach((o, i) => o.rules && tables2.push([["overrides", i, "rules"], o.rules]));
  return tables2;
}
function describeIssue2(issue, path2) {
  const field = path2.length > 0 ? `\`${path2.join(".")}\`` : "the config";
  if (issue.code === "unrecognized_keys")
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `\`${k}\``).join(", ")} in ${field}`;
  if (issue.code === "invalid_value") return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_type")
    return `${field} must be ${issue.expected === "array" ? "a list" : `${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`}`;
  if (issue.code === "too_small") return `${field} must not be empty`;
  return `${field} is not valid`;
}
function offsetOf(doc, path2, part = "value") {
  for (let n = path2.length; n >= 0; n--) {
    const parentPath = path2.slice(0, Math.max(0, n - 1));
    const parent = n === 0 ? doc.contents : doc.getIn(parentPath, true);
    if (n > 0 && lazy_isMap(parent)) {
      const pair = parent.items.find((p) => p.key?.value === path2[n - 1]);
      const node = part === "key" || n < path2.length ? pair?.key : pair?.value ?? pair?.key;
      if (node?.range) return node.range[0];
    } else {
      const node = n === 0 ? doc.contents : doc.getIn(path2.slice(0, n), true);
      if (node?.range) return node.range[0];
    }
  }
  return 0;
}
var ConfigResolver = class {
  /**
   * `explicit`: a config named with --config, used for every file instead of the lookup.
   * `kept`: configs as earlier runs read them (config-cache.ts), for the lint's cache.
   */
  constructor(explicit, kept) {
    this.explicit = explicit;
    this.kept = kept;
  }
  explicit;
  kept;
  byDirectory = /* @__PURE__ */ new Map();
  /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
  shared = /* @__PURE__ */ new Map();
  /** The settings of configs whose settings do not depend on the file (and of no config). */
  pathFree = /* @__PURE__ */ new Map();
  share(resolved) {
    const key = JSON.stringify(resolved);
    const existing = this.shared.get(key);
    if (existing) return existing;
    this.shared.set(key, resolved);
    return resolved;
  }
  async nearest(directory) {
    return this.nearestNow(directory);
  }
  /**
   * `nearest`, answered at once (the lookup reads a few small files synchronously anyway): the
   * project index finds its roots with it, to start git before the run drafts its files.
   * Throws ConfigError for a config that cannot be used.
   */
  nearestNow(directory) {
    if (this.explicit) return this.explicit;
    const dir = absolutePath(directory);
    let found = this.byDirectory.get(dir);
    if (found === void 0) {
      found = this.find(dir);
      this.byDirectory.set(dir, found);
    }
    return found;
  }
  find(dir) {
    for (const name of configFileNames) {
      const path2 = (0, import_node_path4.join)(dir, name);
      const text = readIfExists(path2);
      if (text !== void 0) return { file: (0, import_node_path4.relative)(".", path2) || path2, config: this.parse(path2, text) };
    }
    const pkgPath = (0, import_node_path4.join)(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config3 = this.parse(pkgPath, pkg);
      if (config3) return { file: (0, import_node_path4.relative)(".", pkgPath) || pkgPath, config: config3 };
    }
    const parent = (0, import_node_path4.dirname)(dir);
    return parent === dir ? null : this.nearestNow(parent);
  }
  /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
  parse(path2, text) {
    const kept = this.kept?.get(path2, text);
    if (kept !== void 0) return kept ?? void 0;
    const config3 = parseConfig((0, import_node_path4.relative)(".", path2) || path2, text);
    this.kept?.set(path2, text, config3 ?? null);
    return config3;
  }
  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file) {
    const absolute = absolutePath(file);
    const source = this.nearestNow((0, import_node_path4.dirname)(absolute));
    if (!source || !source.config.ignores && !source.config.overrides) {
      let resolved = this.pathFree.get(source);
      if (!resolved) this.pathFree.set(source, resolved = this.share(resolveConfig(source?.config ?? {}, file, codesFor)));
      return { source, resolved };
    }
    const base = (0, import_node_path4.dirname)((0, import_node_path4.resolve)(source.file));
    const rel = (0, import_node_path4.relative)(base, absolute).split(import_node_path4.sep).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
};

// src/node/apply-fixes.ts
var import_node_fs7 = require("node:fs");
async function applyFixes(result) {
  let files = 0;
  let edits = 0;
  for (const file of result.files) {
    const all = file.diagnostics.filter((d) => d.fix && !d.suppressed).flatMap((d) => d.fix.edits);
    if (all.length === 0) continue;
    const width = (e) => e.range.end.offset - e.range.start.offset;
    const chosen = [];
    for (const edit of [...all].sort((a, b) => width(b) - width(a))) {
      const overlaps = chosen.some((c) => edit.range.start.offset < c.range.end.offset && c.range.start.offset < edit.range.end.offset);
      if (!overlaps) chosen.push(edit);
    }
    chosen.sort((a, b) => b.range.start.offset - a.range.start.offset);
    let text = file.source;
    let applied = 0;
    for (const edit of chosen) {
      text = text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
      applied++;
    }
    if (text !== file.source) {
      await import_node_fs7.promises.writeFile(file.file, text);
      files++;
      edits += applied;
    }
  }
  return { files, edits };
}

// src/node/lint-files.ts
var import_node_os = require("node:os");
var import_node_path11 = require("node:path");
init_draft();

// src/lint/directory.ts
init_schema_patterns();

// src/lint/remote.ts
init_edge();
init_facts();
init_streaming();
init_syntax();
init_linted_audience();
function remoteDraft(segment) {
  const ast = segment.expression ? parse(segment.expression).ast : null;
  const facts = ast ? extractFacts(ast) : null;
  return {
    index: 0,
    kind: "json",
    name: segment.name,
    id: segment.id,
    alias: void 0,
    meantForEdge: false,
    synchronousEnabled: false,
    meantForStreaming: false,
    statedMethod: null,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    streamingShape: facts ? streamingShapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}

// src/lint/directory.ts
function identityDraft({ kind, name, id, alias }) {
  return {
    index: 0,
    kind,
    name,
    id,
    alias,
    meantForEdge: false,
    synchronousEnabled: false,
    meantForStreaming: false,
    statedMethod: null,
    parsed: false,
    shape: null,
    streamingShape: null,
    profileOnly: false,
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}
function groupBy(entries, field) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const value = e.audience[field];
    if (value === void 0 || e.audience.kind === "pql" && field !== "id") continue;
    const list3 = groups.get(value);
    if (list3) list3.push(e);
    else groups.set(value, [e]);
  }
  return groups;
}
function buildDirectory(drafts, remote, { context = [], project = [] } = {}) {
  const entries = (list3) => list3.flatMap((d) => d.audiences.map((audience3) => ({ file: d.file, audience: audience3 })));
  const all = context.length > 0 ? [...entries(drafts), ...entries(context)] : entries(drafts);
  const known = project.map((a) => ({ file: a.file, audience: identityDraft(a) }));
  const local = new Set([...all, ...known].map((e) => e.audience.id).filter((id) => id !== void 0));
  const live = (remote?.segments ?? []).filter((s) => !local.has(s.id)).map((s) => ({ file: `AEP ${remote.label}`, audience: remoteDraft(s) }));
  const byId = /* @__PURE__ */ new Map();
  const byAlias = /* @__PURE__ */ new Map();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== void 0 && !byId.has(id)) byId.set(id, entry);
    if (alias !== void 0 && (!byAlias.has(alias) || kind !== "pql" && byAlias.get(alias).audience.kind === "pql"))
      byAlias.set(alias, entry);
  }
  const everyone = known.length > 0 ? [...all, ...known] : all;
  const groups = { name: groupBy(everyone, "name"), id: groupBy(everyone, "id"), alias: groupBy(everyone, "alias") };
  return {
    all,
    ...remote ? { remote: remote.label } : {},
    duplicateOf: (audience3, field) => {
      const value = audience3[field];
      return value === void 0 ? void 0 : groups[field].get(value)?.find((e) => e.audience !== audience3);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    aliases: () => /* @__PURE__ */ new Set([...byAlias.keys(), ...known.flatMap((e) => e.audience.alias === void 0 ? [] : [e.audience.alias])]),
    resolve: (reference) => reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)
  };
}

// src/lint/engine.ts
init_draft();

// src/lint/finalize.ts
init_edge();
init_method();
init_streaming();
init_draft();
init_registry();
init_suppressions_unused();
init_suppressions();
init_edge_merge_policy();
var eligibilityRules = ruleNamesWhere((meta) => meta.eligibilityReason);
var verdictCategories = /* @__PURE__ */ new Set(["syntax", "edge"]);
var verdictReasonRules = ruleNamesWhere((meta) => verdictCategories.has(meta.category));
var openRules3 = ruleNamesWhere((meta) => meta.leavesEligibilityOpen);
var streamingReasonRules = /* @__PURE__ */ new Set([...ruleNamesWhere((meta) => meta.category === "streaming"), edgeMergePolicy.meta.name]);
var globalRules = allRules.filter((r) => r.checkGlobal && !r.meta.judgesVerdict);
var verdictRules = allRules.filter((r) => r.checkGlobal && r.meta.judgesVerdict);
function finalizeFile(draft, directory, source, keepReasons = true) {
  const { config: config3, file } = draft;
  const audiences = [];
  let used = /* @__PURE__ */ new Set();
  const suppress = (diagnostics) => {
    const applied = applySuppressions(diagnostics, draft.suppressions, used);
    used = applied.used;
    return applied.diagnostics;
  };
  const all = suppress(draft.diagnostics);
  for (const audience3 of draft.audiences) {
    let diagnostics = [...audience3.diagnostics];
    const reasons = audience3.reasons ?? deferredReasons(audience3, directory, config3.windowBoundary);
    for (const r of reasons) {
      pushDiagnostic(
        diagnostics,
        ruleByCodeOrName(r.rule),
        config3,
        file,
        // The severity is the rule's (its metadata, or the config): one default per rule, which
        // the analyzer's own reasons agree with (test/lint/severity.test.ts).
        { in: "file", range: r.range, message: r.message, ...r.label ? { label: r.label } : {}, ...r.hints ? { hints: r.hints } : {} }
      );
    }
    runGlobal(globalRules, file, audience3, directory, config3, null, null, diagnostics);
    diagnostics = suppress(diagnostics);
    const verdict = verdictFrom(diagnostics, audience3.shape, audience3.parsed);
    const streaming2 = streamingFrom(diagnostics, audience3);
    diagnostics = diagnostics.filter((d) => reportedFor(d, audience3));
    const late = [];
    runGlobal(verdictRules, file, audience3, directory, config3, verdict, streaming2, late);
    diagnostics.push(...suppress(late));
    const method = followReferences(decideMethod(verdict, streaming2), referencedMethods(audience3, directory));
    audiences.push({
      name: audience3.name,
      verdict: keepReasons ? verdict : { ...verdict, reasons: [] },
      streaming: keepReasons ? streaming2 : { ...streaming2, reasons: [] },
      method
    });
    all.push(...diagnostics);
  }
  for (const unused of draft.suppressions.filter((s) => !used.has(s))) {
    pushDiagnostic(all, suppressionsUnused, config3, file, {
      in: "file",
      range: unused.range,
      message: `this suppression of \`${unused.rule}\` silences nothing`,
      label: "unused",
      hints: ["remove it"]
    });
  }
  all.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { file, source, diagnostics: all, audiences };
}
function referencedMethods(audience3, directory) {
  if (audience3.shape !== "segment-of-segments" && audience3.streamingShape !== "segment-of-segments") return [];
  const known = [];
  for (const ref of audience3.refs) {
    const target = ref.id === null ? void 0 : directory.resolve(ref.id);
    const method = target?.audience.statedMethod;
    if (target && method) known.push({ name: target.audience.name, method });
  }
  return known;
}
function deferredReasons(audience3, directory, boundary) {
  const resolveSegment = (id) => {
    const target = directory.resolve(id);
    if (!target) return null;
    return { profileOnly: target.audience.profileOnly, name: target.audience.name, type: target.audience.shape };
  };
  return [
    ...classify(audience3.facts, { windowBoundary: boundary, resolveSegment }).reasons,
    ...classifyStreaming(audience3.facts, { resolveSegment }).reasons
  ];
}
function runGlobal(rules2, file, audience3, directory, config3, verdict, streaming2, out) {
  let asked = rules2[0];
  const context = {
    file,
    audience: audience3,
    directory,
    config: config3,
    verdict,
    streaming: streaming2,
    report: (finding) => pushDiagnostic(out, asked, config3, file, { ...finding, in: "file" })
  };
  for (const rule of rules2) {
    asked = rule;
    rule.checkGlobal(context);
  }
}
function reportedFor(d, audience3) {
  if (audience3.meantForStreaming && streamingReasonRules.has(d.rule)) return true;
  if (eligibilityRules.has(d.rule)) return audience3.meantForEdge;
  return !streamingReasonRules.has(d.rule);
}
function streamingFrom(diagnostics, audience3) {
  const relevant = diagnostics.filter((d) => streamingReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map(reasonFromDiagnostic);
  const type = audience3.streamingShape;
  const blocked = !audience3.parsed || type === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules3.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? type : null, reasons };
}
function verdictFrom(diagnostics, shape, parsed) {
  const relevant = diagnostics.filter((d) => verdictReasonRules.has(d.rule) && !d.suppressed);
  const reasons = relevant.map(reasonFromDiagnostic);
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => openRules3.has(d.rule));
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}
function reasonFromDiagnostic(d) {
  return {
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...d.label ? { label: d.label } : {},
    hints: d.hints
  };
}

// src/lint/engine.ts
init_registry();
function lintDrafts(drafts, sourceOf, options = {}) {
  const files = [];
  const { summary } = streamDrafts(drafts, sourceOf, options, (file) => files.push(file));
  return lintResult(files, summary);
}
function lintResult(files, summary) {
  return { files, rules: allRules.map((r) => r.meta), summary };
}
function streamDrafts(drafts, sourceOf, options, onFile) {
  let directory;
  return streamResults(
    drafts.length,
    (i) => {
      const draft = drafts[i];
      const result = options.kept?.(i) ?? finalizeFile(draft, directory ??= buildDirectory(drafts, options.remote, options), sourceOf(i), options.verdictReasons ?? true);
      for (const audience3 of draft.audiences) releaseLocalParts(audience3);
      return result;
    },
    onFile
  );
}
function streamResults(count, resultOf, onFile) {
  const summary = emptySummary();
  let filesWithProblems2 = 0;
  for (let i = 0; i < count; i++) {
    const result = resultOf(i);
    addToSummary(summary, result);
    if (result.diagnostics.some((d) => !d.suppressed)) filesWithProblems2++;
    onFile(result, i);
  }
  return { summary, filesWithProblems: filesWithProblems2 };
}
function emptySummary() {
  return {
    files: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    suppressed: 0,
    fixable: 0,
    audiences: 0,
    eligible: 0,
    notEligible: 0,
    unknown: 0,
    byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 }
  };
}
function addToSummary(summary, f) {
  summary.files++;
  for (const d of f.diagnostics) {
    if (d.suppressed) summary.suppressed++;
    else if (d.severity === "error") summary.errors++;
    else if (d.severity === "warning") summary.warnings++;
    else summary.infos++;
    if (d.fix && !d.suppressed) summary.fixable++;
  }
  for (const a of f.audiences) {
    summary.audiences++;
    if (a.verdict.eligible === true) {
      summary.eligible++;
      if (a.verdict.type) summary.byType[a.verdict.type]++;
    } else if (a.verdict.eligible === null) summary.unknown++;
    else summary.notEligible++;
  }
}

// src/node/config-cache.ts
var import_node_fs12 = require("node:fs");
var import_node_path8 = require("node:path");

// src/node/build-id.ts
var BUILD_ID = true ? "5aa6db43e77f1db2" : void 0;

// src/node/cache-write.ts
var import_node_fs8 = require("node:fs");
var import_node_path5 = require("node:path");
function writeCache(file, write) {
  const directory = (0, import_node_path5.dirname)(file);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    (0, import_node_fs8.mkdirSync)(directory, { recursive: true });
    (0, import_node_fs8.writeFileSync)((0, import_node_path5.join)(directory, ".gitignore"), "# written by pql-audience: its cache, never committed\n*\n");
    write(temporary);
    (0, import_node_fs8.renameSync)(temporary, file);
    return true;
  } catch {
    try {
      (0, import_node_fs8.rmSync)(temporary, { force: true });
    } catch {
    }
    return false;
  }
}
function readJsonCache(file) {
  let data;
  try {
    data = JSON.parse((0, import_node_fs8.readFileSync)(file, "utf8"));
  } catch {
    return void 0;
  }
  return typeof data === "object" && data !== null ? data : void 0;
}
function shortName(text) {
  let hash2 = 2166136261;
  for (let i = 0; i < text.length; i++) hash2 = Math.imul(hash2 ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash2.toString(16).padStart(8, "0");
}

// src/node/project-index-cache.ts
var import_node_fs11 = require("node:fs");
var import_node_path7 = require("node:path");

// src/node/git-index-listing.ts
var import_node_fs9 = require("node:fs");
var import_node_path6 = require("node:path");

// src/node/git-index.ts
var SIGNATURE = 1145655875;
var EXTENDED = 16384;
var SKIP_WORKTREE = 16384;
var INTENT_TO_ADD = 8192;
var REFUSED_EXTENSIONS = /* @__PURE__ */ new Set(["link", "sdir"]);
var GitIndex = class _GitIndex {
  constructor(paths, starts, extendedFlags, bytes, view, hashLength) {
    this.paths = paths;
    this.starts = starts;
    this.extendedFlags = extendedFlags;
    this.bytes = bytes;
    this.view = view;
    this.hashLength = hashLength;
  }
  paths;
  starts;
  extendedFlags;
  bytes;
  view;
  hashLength;
  /**
   * The entries of an index file's `bytes` (with `endings`, those whose paths end in one of them),
   * or undefined when this reader cannot answer for them (see the head of this file).
   */
  static read(bytes, endings) {
    if (bytes.length < 12) return void 0;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0) !== SIGNATURE) return void 0;
    const version = view.getUint32(4);
    if (version < 2 || version > 4) return void 0;
    const wanted = endings?.map((ending) => Buffer.from(ending));
    for (const hashLength of [20, 32]) {
      const parsed = parseEntries(bytes, view, version, hashLength, wanted);
      if (parsed) return new _GitIndex(parsed.paths, parsed.starts, parsed.extendedFlags, bytes, view, hashLength);
    }
    return void 0;
  }
  /** The blob id (hex) of entry `i`. */
  blob(i) {
    const start = this.starts[i] + 40;
    return this.bytes.toString("hex", start, start + this.hashLength);
  }
  /** git's mode: 0o100644, 0o100755, 0o120000 (a symbolic link) or 0o160000 (a submodule). */
  mode(i) {
    return this.view.getUint32(this.starts[i] + 24);
  }
  /** 0 for a merged entry; 1 to 3 for the sides of a conflict. */
  stage(i) {
    return this.view.getUint16(this.starts[i] + 40 + this.hashLength) >> 12 & 3;
  }
  /** Outside a sparse checkout: git leaves the file alone, whatever the disk holds. */
  skipWorktree(i) {
    return (this.extendedFlags[i] & SKIP_WORKTREE) !== 0;
  }
  /** `git add -N`: tracked, with no content staged yet. */
  intentToAdd(i) {
    return (this.extendedFlags[i] & INTENT_TO_ADD) !== 0;
  }
  /**
   * The stat data git recorded when it last saw entry `i`'s file hold its blob: the times in
   * milliseconds as Node computes them from seconds and nanoseconds (so equal times compare
   * equal), the rest truncated to 32 bits as git keeps them.
   */
  recorded(i) {
    const start = this.starts[i];
    const v = this.view;
    return {
      ctimeMs: v.getUint32(start) * 1e3 + v.getUint32(start + 4) / 1e6,
      mtimeMs: v.getUint32(start + 8) * 1e3 + v.getUint32(start + 12) / 1e6,
      ino: v.getUint32(start + 20),
      uid: v.getUint32(start + 28),
      gid: v.getUint32(start + 32),
      size: v.getUint32(start + 36)
    };
  }
};
function parseEntries(bytes, view, version, hashLength, endings) {
  const count = view.getUint32(8);
  const end = bytes.length - hashLength;
  if (count > end / 62) return void 0;
  const paths = [];
  const starts = [];
  const extendedFlags = [];
  let offset = 12;
  let previous = Buffer.alloc(version === 4 ? 256 : 0);
  let previousLength = 0;
  for (let i = 0; i < count; i++) {
    const fixed = offset + 40 + hashLength + 2;
    if (fixed > end) return void 0;
    const flags = view.getUint16(offset + 40 + hashLength);
    let extended = 0;
    let pathStart = fixed;
    if (flags & EXTENDED) {
      if (version < 3 || pathStart + 2 > end) return void 0;
      extended = view.getUint16(pathStart);
      pathStart += 2;
    }
    let path2;
    let from;
    let to;
    let next;
    if (version === 4) {
      let p = pathStart;
      if (p >= end) return void 0;
      let byte = bytes[p++];
      let strip = byte & 127;
      while (byte & 128) {
        if (p >= end || strip > previousLength) return void 0;
        byte = bytes[p++];
        strip = strip + 1 << 7 | byte & 127;
      }
      const nul = bytes.indexOf(0, p);
      if (nul < 0 || nul >= end || strip > previousLength) return void 0;
      const length = previousLength - strip + (nul - p);
      if (length > previous.length)
        previous = Buffer.concat([previous.subarray(0, previousLength - strip)], Math.max(length, 2 * previous.length));
      bytes.copy(previous, previousLength - strip, p, nul);
      previousLength = length;
      path2 = previous;
      from = 0;
      to = length;
      next = nul + 1;
    } else {
      const nul = bytes.indexOf(0, pathStart);
      if (nul < 0 || nul >= end) return void 0;
      const nameLength = flags & 4095;
      if (nameLength !== 4095 && nameLength !== nul - pathStart) return void 0;
      next = offset + (nul + 1 - offset + 7 & ~7);
      if (next > end) return void 0;
      for (let p = nul; p < next; p++) if (bytes[p] !== 0) return void 0;
      path2 = bytes;
      from = pathStart;
      to = nul;
    }
    if (to === from) return void 0;
    if (!endings || endings.some((ending) => endsWith(path2, from, to, ending))) {
      paths.push(path2.toString("utf8", from, to));
      starts.push(offset);
      extendedFlags.push(extended);
    }
    offset = next;
  }
  while (offset < end) {
    if (offset + 8 > end) return void 0;
    if (REFUSED_EXTENSIONS.has(bytes.toString("latin1", offset, offset + 4))) return void 0;
    offset += 8 + view.getUint32(offset + 4);
  }
  return offset === end ? { paths, starts, extendedFlags } : void 0;
}
function endsWith(bytes, from, to, ending) {
  if (to - from < ending.length) return false;
  return bytes.compare(ending, 0, ending.length, to - ending.length, to) === 0;
}

// src/node/git-index-listing.ts
var RACY_MS = 1;
var CHECKSUM_TAIL = 32;
function indexListing(root, directory, endings, variables) {
  if (variables.GIT_WORK_TREE !== void 0 || variables.GIT_COMMON_DIR !== void 0) return void 0;
  const file = indexFile(root, variables);
  const index = file === void 0 ? void 0 : readIndexFile(file);
  const checksum2 = index && checksumOf(index.bytes.subarray(-CHECKSUM_TAIL));
  const entries = index && checksum2 && GitIndex.read(index.bytes, endings);
  if (!index || !checksum2 || !entries) return void 0;
  const rel = (0, import_node_path6.relative)(root, directory);
  const under = rel === "" ? "" : `${rel.split(import_node_path6.sep).join("/")}/`;
  const { absolute } = gitPaths(root);
  const trustedBefore = index.mtimeMs - RACY_MS;
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  let previous = "";
  const { paths } = entries;
  for (let i = 0; i < paths.length; i++) {
    const path2 = paths[i];
    if (path2 === previous || !path2.startsWith(under)) continue;
    previous = path2;
    if (entries.skipWorktree(i)) return void 0;
    const file2 = absolute(path2);
    const stats = lookAt(file2);
    if (stats === void 0) return void 0;
    if (stats === null) {
      deleted.push(file2);
      continue;
    }
    files.push(file2);
    if (holdsBlob(entries, i, stats, trustedBefore)) blobs.set(file2, entries.blob(i));
  }
  return { listing: { files, blobs, deleted, sparse: false }, checksum: checksum2 };
}
function lookAt(file) {
  try {
    return (0, import_node_fs9.lstatSync)(file, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    return e.code === "ENOTDIR" ? null : void 0;
  }
}
function holdsBlob(index, i, stats, trustedBefore) {
  if (index.stage(i) !== 0 || index.intentToAdd(i)) return false;
  const mode = index.mode(i);
  const executable = mode === 33261;
  if (!(executable || mode === 33188) || !stats.isFile() || (stats.mode & 64) !== 0 !== executable) return false;
  const recorded = index.recorded(i);
  return recorded.mtimeMs < trustedBefore && recorded.ctimeMs < trustedBefore && stats.mtimeMs === recorded.mtimeMs && stats.ctimeMs === recorded.ctimeMs && stats.size % 2 ** 32 === recorded.size && stats.ino % 2 ** 32 === recorded.ino && stats.uid % 2 ** 32 === recorded.uid && stats.gid % 2 ** 32 === recorded.gid;
}
function indexFile(root, variables) {
  if (variables.GIT_INDEX_FILE) return (0, import_node_path6.resolve)(root, variables.GIT_INDEX_FILE);
  if (variables.GIT_DIR) return (0, import_node_path6.resolve)(root, variables.GIT_DIR, "index");
  const dotGit = (0, import_node_path6.resolve)(root, ".git");
  let text;
  try {
    text = (0, import_node_fs9.readFileSync)(dotGit, "utf8");
  } catch (e) {
    return e.code === "EISDIR" ? (0, import_node_path6.resolve)(dotGit, "index") : void 0;
  }
  const match = /^gitdir: (.+?)\r?\n?$/.exec(text);
  return match ? (0, import_node_path6.resolve)(root, match[1], "index") : void 0;
}
function indexChecksum(file) {
  let fd;
  try {
    fd = (0, import_node_fs9.openSync)(file, "r");
    const { size } = (0, import_node_fs9.fstatSync)(fd);
    const tail = Buffer.alloc(CHECKSUM_TAIL);
    if (size < 12 + tail.length || (0, import_node_fs9.readSync)(fd, tail, 0, tail.length, size - tail.length) !== tail.length) return void 0;
    return checksumOf(tail);
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) (0, import_node_fs9.closeSync)(fd);
  }
}
function checksumOf(tail) {
  if (tail.length !== CHECKSUM_TAIL) return void 0;
  const hex = tail.toString("hex");
  return /^0+$/.test(hex.slice(-40)) ? void 0 : hex;
}
function readIndexFile(file) {
  let fd;
  try {
    fd = (0, import_node_fs9.openSync)(file, "r");
    const { mtimeMs, size } = (0, import_node_fs9.fstatSync)(fd);
    if (size < 12 + CHECKSUM_TAIL) return void 0;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    for (let n = 1; read < size && n > 0; read += n) n = (0, import_node_fs9.readSync)(fd, bytes, read, size - read, read);
    return read === size ? { bytes, mtimeMs } : void 0;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) (0, import_node_fs9.closeSync)(fd);
  }
}

// src/node/project-index-listing.ts
var import_node_fs10 = require("node:fs");
var RACY_MS2 = 2e3;
function listingKey(root, directory, variables) {
  if (variables.GIT_WORK_TREE !== void 0 || variables.GIT_COMMON_DIR !== void 0) return void 0;
  const index = indexFile(root, variables);
  const checksum2 = index === void 0 ? void 0 : indexChecksum(index);
  return checksum2 === void 0 ? void 0 : keyOf(checksum2, root, directory);
}
function keyOf(checksum2, root, directory) {
  return `${checksum2} ${root} ${directory}`;
}
function storeListing(root, listing, key, startedAt) {
  if (listing.sparse) return void 0;
  const { relative: relative6 } = gitPaths(root);
  const files = /* @__PURE__ */ new Map();
  for (const file of listing.files) files.set(relative6(file), listing.blobs.get(file) ?? null);
  for (const file of listing.deleted) files.set(relative6(file), false);
  return { key, startedAt, files };
}
function listedOf(record) {
  if (!Array.isArray(record) || typeof record[0] !== "string") return void 0;
  const listed2 = record[1];
  return listed2 === 0 || listed2 === null || listed2 === false || typeof listed2 === "string" ? listed2 : void 0;
}
function replayListing(root, header, records, key) {
  if (typeof header !== "object" || header === null) return void 0;
  const { key: storedKey2, startedAt, files: count } = header;
  if (storedKey2 !== key || typeof startedAt !== "number" || typeof count !== "number") return void 0;
  const { absolute } = gitPaths(root);
  const trustedBefore = startedAt - RACY_MS2;
  const files = [];
  const blobs = /* @__PURE__ */ new Map();
  const deleted = [];
  const directoriesSeen = /* @__PURE__ */ new Set();
  const settledDirectories = (rel) => {
    for (let slash = rel.lastIndexOf("/"); slash > 0; slash = rel.lastIndexOf("/", slash - 1)) {
      const directory = rel.slice(0, slash);
      if (directoriesSeen.has(directory)) return true;
      directoriesSeen.add(directory);
      const stats = (0, import_node_fs10.lstatSync)(absolute(directory), { throwIfNoEntry: false });
      if (stats && stats.ctimeMs >= trustedBefore) return false;
    }
    return true;
  };
  for (const record of records) {
    const blob = listedOf(record);
    if (blob === void 0) return void 0;
    if (blob === 0) continue;
    const path2 = record[0];
    const file = absolute(path2);
    const stats = lookAt(file);
    if (stats === void 0) return void 0;
    if (stats === null) {
      deleted.push(file);
      continue;
    }
    if (stats.ctimeMs >= trustedBefore || !settledDirectories(path2)) return void 0;
    files.push(file);
    if (typeof blob === "string") blobs.set(file, blob);
  }
  if (files.length + deleted.length !== count) return void 0;
  return { files, blobs, deleted, sparse: false };
}

// src/node/project-index-cache.ts
var CACHE_VERSION = `${true ? "0.1.0" : "0.0.0-dev"}/3`;
var FORMAT = "pql-audience project index";
var RACY_MS3 = 2e3;
function defaultCacheLocation(root) {
  return (0, import_node_path7.join)(root, "node_modules", ".cache", "pql-audience");
}
function cacheFileOf(root, location2) {
  return (0, import_node_path7.join)(location2, `project-index-${shortName(root)}.json`);
}
var ProjectIndexCache = class _ProjectIndexCache {
  constructor(file, root, previous, previousStartedAt, storedListing) {
    this.file = file;
    this.root = root;
    this.previous = previous;
    this.previousStartedAt = previousStartedAt;
    this.storedListing = storedListing;
  }
  file;
  root;
  previous;
  previousStartedAt;
  storedListing;
  /** The entries this run made, by the file's absolute path. */
  next = /* @__PURE__ */ new Map();
  /** The stored records this run trusted, kept as they are, by the file's absolute path. */
  reused = /* @__PURE__ */ new Map();
  changed = false;
  /** git's listing as this run learned it, to be written; undefined: keep the stored one. */
  learnedListing;
  /** When this run began reading: entries it writes are trusted only for files older than this. */
  startedAt = Date.now();
  /** The cache of `root` (absolute) in `location` (default: under the root's node_modules), or an empty one. */
  static open(root, location2) {
    const file = cacheFileOf(root, location2 ?? defaultCacheLocation(root));
    const stored2 = readStored(file, root);
    return new _ProjectIndexCache(file, root, stored2?.records ?? new StoredRecords(root, []), stored2?.startedAt ?? 0, stored2?.listing);
  }
  /**
   * git's listings of this project, kept between runs (project-index-listing.ts), or read from
   * git's index file when the kept one does not hold (git-index-listing.ts): `variables` are git's
   * environment variables, as the CLI hands them down.
   */
  listings(variables) {
    const keys = /* @__PURE__ */ new Map();
    const keyAt = (root, directory) => {
      const at2 = `${root}\0${directory}`;
      if (!keys.has(at2)) keys.set(at2, listingKey(root, directory, variables));
      return keys.get(at2);
    };
    return {
      recall: (root, directory, endings) => {
        const key = keyAt(root, directory);
        const replayed = key === void 0 ? void 0 : replayListing(root, this.storedListing, this.previous.records, key);
        if (replayed || !endings) return replayed;
        const read = indexListing(root, directory, endings, variables);
        if (read) this.learn(storeListing(root, read.listing, keyOf(read.checksum, root, directory), this.startedAt));
        return read?.listing;
      },
      learn: (root, directory, listing) => {
        const key = keyAt(root, directory);
        if (key === void 0 || listingKey(root, directory, variables) !== key) return;
        this.learn(storeListing(root, listing, key, this.startedAt));
      }
    };
  }
  learn(listing) {
    this.learnedListing = listing;
    if (listing) this.changed = true;
  }
  /**
   * The identities of `file` (absolute): from the cache when the file is unchanged, else from
   * `read` (undefined: the file cannot be read, and nothing is kept). `blob`: the id of the blob
   * git vouches the file holds, if it does; then the entry is keyed by it and no `stat` is made.
   */
  identities(file, read, blob) {
    const old = this.previous.get(file);
    if (blob !== void 0) {
      const kept2 = old && blobOf(old) === blob ? identitiesOf(old, 3) : void 0;
      if (kept2) return this.reuse(file, old, kept2);
      const identities2 = read();
      if (identities2 !== void 0) this.keep(file, [blob, stored(identities2)]);
      return identities2;
    }
    const stats = (0, import_node_fs11.statSync)(file, { throwIfNoEntry: false });
    const trusted = stats && old?.[2] === stats.size && old[3] === stats.mtimeMs && stats.mtimeMs < this.previousStartedAt - RACY_MS3;
    const kept = trusted ? identitiesOf(old, 4) : void 0;
    if (kept) return this.reuse(file, old, kept);
    const identities = read();
    if (identities === void 0 || !stats) return identities;
    this.keep(file, [stats.size, stats.mtimeMs, stored(identities)]);
    return identities;
  }
  reuse(file, record, identities) {
    this.reused.set(file, record);
    return identities;
  }
  keep(file, entry) {
    this.changed = true;
    this.next.set(file, entry);
  }
  /** Writes the cache when this run learned something new or a file left the project; quietly not where it may not. */
  save() {
    if (!this.changed && this.reused.size === this.previous.entries()) return;
    const { relative: relative6 } = gitPaths(this.root);
    const listing = this.learnedListing ?? this.previous.listing(this.storedListing);
    const records = /* @__PURE__ */ new Map();
    for (const [rel, listed2] of listing?.files ?? []) records.set(rel, { listed: listed2 });
    const entries = [...this.next];
    for (const [file, record] of this.reused) entries.push([file, entryOf2(record)]);
    for (const [file, entry] of entries) {
      const rel = relative6(file);
      const record = records.get(rel);
      if (record) record.entry = entry;
      else records.set(rel, { listed: 0, entry });
    }
    const files = [...records.keys()].sort().map((rel) => {
      const { listed: listed2, entry } = records.get(rel);
      return [rel, listed2, ...storedKey(entry, listed2), ...entry?.at(-1)?.flat() ?? []];
    });
    const header = listing ? { key: listing.key, startedAt: listing.startedAt, files: listing.files.size } : null;
    const text = JSON.stringify({
      format: FORMAT,
      version: CACHE_VERSION,
      root: this.root,
      startedAt: this.startedAt,
      listing: header,
      files
    });
    writeCache(this.file, (temporary) => (0, import_node_fs11.writeFileSync)(temporary, text));
  }
};
function storedKey(entry, listed2) {
  if (!entry) return [null];
  if (entry.length === 3) return [entry[0], entry[1]];
  return [entry[0] === listed2 ? true : entry[0]];
}
var StoredRecords = class {
  constructor(root, records) {
    this.records = records;
    this.root = root.endsWith(import_node_path7.sep) ? root : root + import_node_path7.sep;
    this.relative = gitPaths(root).relative;
  }
  records;
  byPath;
  root;
  relative;
  /** The record of `file` (absolute), unchecked. */
  get(file) {
    return file.startsWith(this.root) ? this.index().get(this.relative(file)) : void 0;
  }
  /** How many records hold an entry (a file that leaves the project is then seen by save()). */
  entries() {
    let count = 0;
    for (const record of this.records) if (Array.isArray(record) && record.length >= 3 && record[2] !== null) count++;
    return count;
  }
  /** The kept listing, whole, for a run that writes the cache without asking git; undefined when it is not in its shape. */
  listing(header) {
    if (typeof header !== "object" || header === null) return void 0;
    const { key, startedAt } = header;
    if (typeof key !== "string" || typeof startedAt !== "number") return void 0;
    const files = /* @__PURE__ */ new Map();
    for (const record of this.records) {
      const listed2 = listedOf(record);
      if (listed2 === void 0) return void 0;
      if (listed2 !== 0) files.set(record[0], listed2);
    }
    return { key, startedAt, files };
  }
  index() {
    if (!this.byPath) {
      this.byPath = /* @__PURE__ */ new Map();
      for (const record of this.records) if (Array.isArray(record) && typeof record[0] === "string") this.byPath.set(record[0], record);
    }
    return this.byPath;
  }
};
function readStored(file, root) {
  const data = readJsonCache(file);
  if (data === void 0) return void 0;
  const { format, version, root: storedRoot, startedAt, files, listing } = data;
  if (format !== FORMAT || version !== CACHE_VERSION || storedRoot !== root || typeof startedAt !== "number") return void 0;
  if (!Array.isArray(files)) return void 0;
  return { records: new StoredRecords(root, files), startedAt, listing };
}
var KINDS = /* @__PURE__ */ new Set(["json", "yaml", "pql"]);
var optionalString = (x) => x === null || typeof x === "string";
function blobOf(record) {
  const key = record[2];
  if (key === true) return typeof record[1] === "string" ? record[1] : void 0;
  return typeof key === "string" ? key : void 0;
}
function identitiesOf(record, from) {
  if ((record.length - from) % 4 !== 0) return void 0;
  const identities = [];
  for (let i = from; i < record.length; i += 4) {
    const kind = record[i];
    const name = record[i + 1];
    const id = record[i + 2];
    const alias = record[i + 3];
    if (!KINDS.has(kind) || typeof name !== "string" || !optionalString(id) || !optionalString(alias)) return void 0;
    identities.push({
      kind,
      name,
      id: id ?? void 0,
      alias: alias ?? void 0
    });
  }
  return identities;
}
function entryOf2(record) {
  const blob = blobOf(record);
  if (blob !== void 0) return [blob, stored(identitiesOf(record, 3))];
  return [record[2], record[3], stored(identitiesOf(record, 4))];
}
function stored(identities) {
  return identities.map((i) => [i.kind, i.name, i.id ?? null, i.alias ?? null]);
}

// src/node/config-cache.ts
var FORMAT2 = "pql-audience config";
function configCache(location2, build = BUILD_ID) {
  if (build === void 0) return void 0;
  const fileOf = (path2) => {
    const directory = (0, import_node_path8.dirname)(path2);
    if (location2 === void 0 && gitRoot(directory) === null) return void 0;
    return (0, import_node_path8.join)(location2 ?? defaultCacheLocation(directory), `config-${shortName(path2)}.json`);
  };
  return {
    get: (path2, text) => {
      const file = fileOf(path2);
      return file === void 0 ? void 0 : readKept(file, path2, text, build);
    },
    set: (path2, text, config3) => {
      const file = fileOf(path2);
      if (file === void 0 || !keptExactly(config3)) return;
      const kept = JSON.stringify({ format: FORMAT2, build, path: path2, text, config: config3 });
      writeCache(file, (temporary) => (0, import_node_fs12.writeFileSync)(temporary, kept));
    }
  };
}
function keptExactly(value) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(keptExactly);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, v]) => key !== "__proto__" && keptExactly(v));
}
function readKept(file, path2, text, build) {
  const kept = readJsonCache(file);
  const fits2 = kept !== void 0 && kept.format === FORMAT2 && kept.build === build && kept.path === path2 && kept.text === text;
  if (!fits2 || typeof kept.config !== "object" || Array.isArray(kept.config)) return void 0;
  return kept.config;
}

// src/node/lint-files.ts
init_errors();

// src/node/draft-cache.ts
var import_node_fs13 = require("node:fs");
var import_node_path9 = require("node:path");

// src/lint/draft-codec.ts
var UnencodableDraft = class extends Error {
};
var DraftEncoder = class {
  strings = /* @__PURE__ */ new Map();
  /** Shapes by their keys, one key at a time: a lookup per object without joining its keys into a new string. */
  shapes = new ShapeTrie();
  /** What this encoder wrote, grown by doubling (an array of numbers held twice the memory, then was copied). */
  out = new Float64Array(1 << 16);
  length = 0;
  /** The stream before `out[flushed]`: views of `out` and of the numbers copy() was given, in order. */
  done = [];
  flushed = 0;
  /** How many numbers `done` holds. */
  before = 0;
  file = "";
  config;
  /**
   * An encoder whose tables start as `tables` (a stored cache's), so that values encoded with
   * them can be copied into its stream as they are (copy()). Throws CorruptDraft for tables no
   * encoder wrote (a shape twice).
   */
  constructor(tables2) {
    if (!tables2) return;
    for (const text of tables2.strings) this.string(text);
    if (this.strings.size !== tables2.strings.length) throw new CorruptDraft("a string twice");
    for (const keys of tables2.shapes) this.shapes.add(keys);
  }
  /**
   * Appends numbers another stream encoded with the tables this encoder started from, and returns
   * where they start. They are not copied: the stream holds them as given (parts()), so they must
   * not change until it is written; numbers that follow the previous ones in the same buffer
   * join them (a cache's unchanged files, in the order it stored them, make a few long parts).
   */
  copy(numbers) {
    const start = this.size;
    if (this.length > this.flushed) {
      this.before += this.length - this.flushed;
      this.done.push(this.out.subarray(this.flushed, this.length));
      this.flushed = this.length;
    }
    const last = this.done.at(-1);
    if (last && last.buffer === numbers.buffer && last.byteOffset + last.byteLength === numbers.byteOffset)
      this.done[this.done.length - 1] = new Float64Array(last.buffer, last.byteOffset, last.length + numbers.length);
    else this.done.push(numbers);
    this.before += numbers.length;
    return start;
  }
  /** How many numbers the stream holds. */
  get size() {
    return this.before + this.length - this.flushed;
  }
  /** How many strings the tables hold. */
  get stringCount() {
    return this.strings.size;
  }
  /**
   * Appends the draft to the stream and returns where it starts. On UnencodableDraft the stream
   * is as it was (the tables may hold a few strings more).
   */
  encode(draft) {
    const start = this.size;
    const at2 = this.length;
    this.file = draft.file;
    this.config = draft.config;
    try {
      this.value(draft);
    } catch (e) {
      this.length = at2;
      throw e;
    }
    return start;
  }
  tables() {
    return { strings: [...this.strings.keys()], shapes: this.shapes.list() };
  }
  /** The stream so far, in one array (a view when nothing was copied: encoding more may leave it behind). */
  numbers() {
    if (this.done.length === 0) return this.out.subarray(0, this.length);
    const all = new Float64Array(this.size);
    let at2 = 0;
    for (const part of this.parts()) {
      all.set(part, at2);
      at2 += part.length;
    }
    return all;
  }
  /** The stream so far, in parts to be written one after the other (views: encoding more may leave the last behind). */
  parts() {
    return this.length > this.flushed ? [...this.done, this.out.subarray(this.flushed, this.length)] : [...this.done];
  }
  push1(a) {
    if (this.length + 1 > this.out.length) this.grow();
    this.out[this.length++] = a;
  }
  push2(a, b) {
    if (this.length + 2 > this.out.length) this.grow();
    this.out[this.length++] = a;
    this.out[this.length++] = b;
  }
  grow() {
    const grown = new Float64Array(this.out.length * 2);
    grown.set(this.out.subarray(0, this.length));
    this.out = grown;
  }
  value(v) {
    switch (typeof v) {
      case "string":
        if (v === this.file) this.push1(1 /* File */);
        else this.push2(0 /* String */, this.string(v));
        return;
      case "number":
        if (!Number.isFinite(v)) throw new UnencodableDraft(`a number the cache cannot hold: ${v}`);
        this.push2(3 /* Number */, v);
        return;
      case "boolean":
        this.push1(v ? 4 /* True */ : 5 /* False */);
        return;
      case "undefined":
        this.push1(7 /* Undefined */);
        return;
      case "object":
        if (v === null) this.push1(6 /* Null */);
        else if (v === this.config) this.push1(2 /* Config */);
        else if (Array.isArray(v)) {
          this.push2(9 /* Array */, v.length);
          for (const item of v) this.value(item);
        } else if (Object.getPrototypeOf(v) !== Object.prototype) throw new UnencodableDraft("an object that is not plain data");
        else this.object(v);
        return;
      default:
        throw new UnencodableDraft(`a value the cache cannot hold: ${typeof v}`);
    }
  }
  object(o) {
    if (isPosition(o.start) && isPosition(o.end) && hasKeys(o, SPAN_KEYS)) {
      const { start, end } = o;
      this.push2(10 /* Span */, start.offset);
      this.push2(start.line, start.column);
      this.push2(end.offset, end.line);
      this.push1(end.column);
      return;
    }
    if (Object.hasOwn(o, "__proto__")) throw new UnencodableDraft("a key named __proto__");
    this.push2(8 /* Object */, -1);
    const slot = this.length - 1;
    let node = this.shapes.root;
    for (const key in o) {
      node = this.shapes.step(node, key);
      this.value(o[key]);
    }
    this.out[slot] = this.shapes.index(node);
  }
  string(text) {
    let index = this.strings.get(text);
    if (index === void 0) {
      index = this.strings.size;
      this.strings.set(text, index);
    }
    return index;
  }
};
var ShapeTrie = class {
  root = { key: "", parent: null, next: /* @__PURE__ */ new Map(), index: -1 };
  shapes = [];
  step(node, key) {
    let next = node.next.get(key);
    if (!next) node.next.set(key, next = { key, parent: node, next: /* @__PURE__ */ new Map(), index: -1 });
    return next;
  }
  /** A shape of stored tables, at the next index; throws CorruptDraft for one already there. */
  add(keys) {
    let node = this.root;
    for (const key of keys) node = this.step(node, key);
    if (node.index >= 0) throw new CorruptDraft("a shape twice");
    this.index(node);
  }
  /** The index of the shape whose last key is `node`. */
  index(node) {
    if (node.index < 0) {
      const keys = [];
      for (let n = node; n && n !== this.root; n = n.parent) keys.unshift(n.key);
      node.index = this.shapes.length;
      this.shapes.push(keys);
    }
    return node.index;
  }
  list() {
    return [...this.shapes];
  }
};
var SPAN_KEYS = ["start", "end"];
var POSITION_KEYS = ["offset", "line", "column"];
function isPosition(v) {
  if (typeof v !== "object" || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const { offset, line: line2, column } = v;
  return Number.isFinite(offset) && Number.isFinite(line2) && Number.isFinite(column) && hasKeys(v, POSITION_KEYS);
}
function hasKeys(o, keys) {
  let i = 0;
  for (const key in o) if (key !== keys[i++]) return false;
  return i === keys.length;
}
var CorruptDraft = class extends Error {
};
var DraftDecoder = class {
  constructor(tables2, stream) {
    this.tables = tables2;
    this.stream = stream;
    if (tables2.shapes.some((keys) => keys.includes("__proto__"))) throw new CorruptDraft("a key named __proto__");
    this.shapes = tables2.shapes;
  }
  tables;
  stream;
  shapes;
  at = 0;
  file = "";
  config;
  /** Where the last value decoded ends: the index after its last number. */
  get end() {
    return this.at;
  }
  /** The draft that starts at `start`, its path `file` (as this run shows it) and its config `config`. */
  decode(start, file, config3) {
    this.at = start;
    this.file = file;
    this.config = config3;
    const draft = this.value();
    if (typeof draft !== "object" || draft === null || draft.file !== file || draft.config !== config3)
      throw new CorruptDraft("not a draft");
    return draft;
  }
  next() {
    if (this.at >= this.stream.length) throw new CorruptDraft("past the end");
    return this.stream[this.at++];
  }
  value() {
    switch (this.next()) {
      case 0 /* String */: {
        const text = this.tables.strings[this.next()];
        if (text === void 0) throw new CorruptDraft("a string out of the table");
        return text;
      }
      case 1 /* File */:
        return this.file;
      case 2 /* Config */:
        return this.config;
      case 3 /* Number */:
        return this.next();
      case 4 /* True */:
        return true;
      case 5 /* False */:
        return false;
      case 6 /* Null */:
        return null;
      case 7 /* Undefined */:
        return void 0;
      case 9 /* Array */: {
        const length = this.next();
        if (!(length >= 0 && length <= this.stream.length - this.at)) throw new CorruptDraft("an array longer than the stream");
        const out = new Array(length);
        for (let i = 0; i < length; i++) out[i] = this.value();
        return out;
      }
      case 8 /* Object */: {
        const keys = this.shapes[this.next()];
        if (keys === void 0) throw new CorruptDraft("a shape out of the table");
        const out = {};
        for (const key of keys) out[key] = this.value();
        return out;
      }
      case 10 /* Span */: {
        if (this.at + 6 > this.stream.length) throw new CorruptDraft("past the end");
        const n = this.stream;
        const a = this.at;
        this.at += 6;
        return { start: { offset: n[a], line: n[a + 1], column: n[a + 2] }, end: { offset: n[a + 3], line: n[a + 4], column: n[a + 5] } };
      }
      default:
        throw new CorruptDraft("an unknown kind");
    }
  }
};

// src/node/draft-cache.ts
init_draft();
var FORMAT3 = `pql-audience drafts+results/${new Uint8Array(new Float64Array([1]).buffer)[7] === 63 ? "le" : "be"}`;
var RACY_MS4 = 2e3;
var DRAFT_CACHE_MIN_FILES = 200;
var DRAFT_CACHE_MAX_FILES = 25e3;
var KEPT_FILES = 8;
var ENTRY = 9;
var NO_RESULT = -1;
var DraftCache = class _DraftCache {
  constructor(file, location2, build, stored2, startedAt) {
    this.file = file;
    this.location = location2;
    this.build = build;
    this.stored = stored2;
    this.startedAt = startedAt;
    this.decoder = stored2 ? decoderOf(stored2) : void 0;
  }
  file;
  location;
  build;
  stored;
  startedAt;
  decoder;
  configKeys = /* @__PURE__ */ new Map();
  /** This run's files by absolute path: what save() writes. */
  next = /* @__PURE__ */ new Map();
  /** Lights of files this run drafted but cannot key (gone before their stat): they count for the world all the same. */
  unkeyed = /* @__PURE__ */ new Map();
  changed = false;
  writing;
  /** The cache of this command line, or undefined when this build keeps none. */
  static open({ location: location2, key, build = BUILD_ID, startedAt = Date.now() }) {
    if (build === void 0) return void 0;
    const file = (0, import_node_path9.join)(location2, `drafts-${shortName(key)}.bin`);
    return new _DraftCache(file, location2, build, readStored2(file, build), startedAt);
  }
  /**
   * The draft of `absolute` (shown as `file`) under `config`, from the cache when the file and
   * its config are unchanged; else undefined, and the caller drafts it and hands it to keep().
   * `blob`: the blob git vouches the file holds, if it does; the file is then known by it, with no
   * stat and no clock (a fresh checkout of the same content, in CI, finds its drafts).
   */
  take(absolute, file, config3, blob) {
    return this.fresh(absolute, config3, blob) ? this.draft(absolute, file, config3) : void 0;
  }
  /**
   * Whether the cache holds the file as it is now under `config` (as take() says, without
   * decoding its draft). A file it holds is part of this run's cache from here on: draft() gives
   * its draft, result() its result.
   */
  fresh(absolute, config3, blob) {
    const at2 = this.stored?.entries.get(absolute);
    if (at2 !== void 0 && this.configOf(at2) === this.configKey(config3)) {
      const storedBlob = this.stored.header.blobs[at2 / ENTRY];
      let key;
      if (blob !== void 0) {
        if (storedBlob === blob) key = blob;
      } else if (storedBlob === null) {
        const stats = (0, import_node_fs13.statSync)(absolute, { throwIfNoEntry: false });
        if (stats?.isFile() && this.freshStamp(at2, stats)) key = stampOf(stats);
      }
      if (key !== void 0) {
        const light = this.stored.header.lights[at2 / ENTRY];
        this.next.set(absolute, { key, draft: void 0, light, at: at2, result: NO_RESULT, resultLength: 0 });
        return true;
      }
    }
    this.changed = true;
    return false;
  }
  /** The draft of a file fresh() found; undefined for any other, or one that does not decode (then the caller drafts it and hands it to keep()). */
  draft(absolute, file, config3) {
    const entry = this.next.get(absolute);
    if (entry?.at === void 0) return void 0;
    entry.draft ??= this.decodeStored(entry.at + 5, file, config3);
    if (!entry.draft) {
      this.next.delete(absolute);
      this.changed = true;
    }
    return entry.draft;
  }
  /**
   * A draft this run made, to be cached under `blob` when git vouches the file holds it, else
   * under `stamp`, the stat its file was read under (or, when not given, its stat now: a file
   * changed meanwhile has a time within RACY_MS of this run).
   */
  keep(absolute, draft, stamp, blob) {
    this.changed = true;
    let key;
    if (blob !== void 0 && stamp && this.heldBlob(absolute, stamp)) key = blob;
    else if (stamp) key = stampOf(stamp);
    else {
      const stats = (0, import_node_fs13.statSync)(absolute, { throwIfNoEntry: false });
      if (stats?.isFile()) key = stampOf(stats);
    }
    const light = lightOf(draft);
    if (key === void 0) this.unkeyed.set(absolute, light);
    else this.next.set(absolute, { key, draft, light, at: void 0, result: NO_RESULT, resultLength: 0 });
  }
  /** The hash of the cross-file parts of a file of this run (taken, fresh or kept), in the run's world. */
  lightOf(absolute) {
    return this.next.get(absolute)?.light ?? this.unkeyed.get(absolute);
  }
  /** The world the stored results were made in, or null when none are stored. */
  get storedWorld() {
    return this.stored?.header.world ?? null;
  }
  /** Whether this run's files are exactly the stored ones, each fresh: nothing to write unless the world changed. */
  unchanged() {
    return !this.changed && this.next.size === (this.stored?.entries.size ?? 0);
  }
  /**
   * The stored result of a file this run found fresh, shown as `file`, when the cache keeps one:
   * valid only in the world the cache names (storedWorld). Undefined when it keeps none or it does
   * not decode.
   */
  result(absolute, file) {
    const entry = this.next.get(absolute);
    if (entry?.at === void 0 || this.stored.numbers[entry.at + 7] === NO_RESULT) return void 0;
    const result = this.decodeStored(entry.at + 7, file, void 0);
    if (!result || !Array.isArray(result.diagnostics) || !Array.isArray(result.audiences)) return void 0;
    if (this.writing?.seeded) entry.storedResult = result;
    return result;
  }
  /**
   * Starts writing the cache of a run whose world is `world`, when it must be written (a file
   * changed, came or went, or the world changed), before phase two lets go of the drafts' local
   * parts: the drafts are encoded now, and keepResult() adds each result. False when nothing is
   * to be written (every stored result stands).
   */
  beginResults(world) {
    if (this.unchanged() && world === this.storedWorld) return false;
    this.writing = this.encodeDrafts(world);
    return true;
  }
  /** A file's result, once finalized (after beginResults). A result the stream cannot carry is not kept. */
  keepResult(absolute, result) {
    const entry = this.next.get(absolute);
    if (!this.writing || !entry) return;
    const { encoder } = this.writing;
    try {
      entry.result = entry.storedResult === result ? encoder.copy(this.segment(entry.at + 7)) : encoder.encode(result);
      entry.resultLength = encoder.size - entry.result;
    } catch (e) {
      if (!(e instanceof UnencodableDraft)) throw e;
    }
    entry.storedResult = void 0;
  }
  /** Writes the cache when this run drafted anything, a file left it, or its results are new; quietly not where it may not. */
  save() {
    if (!this.writing) {
      if (this.unchanged()) return;
      this.writing = this.encodeDrafts(null);
    }
    const { encoder, seeded, world, entries, configs } = this.writing;
    const files = [];
    const blobs = [];
    const lights = [];
    const numbers = [];
    for (const { absolute, config: config3, draft, length } of entries) {
      const { key, light, result, resultLength } = this.next.get(absolute);
      files.push(absolute);
      lights.push(light);
      if (typeof key === "string") {
        blobs.push(key);
        numbers.push(0, 0, 0, 0, config3, draft, length, result, resultLength);
      } else {
        blobs.push(null);
        numbers.push(key.size, key.mtimeMs, key.ctimeMs, key.ino, config3, draft, length, result, resultLength);
      }
    }
    const header = {
      format: FORMAT3,
      build: this.build,
      startedAt: this.startedAt,
      configs: [...configs.keys()],
      files,
      blobs,
      lights,
      world,
      tables: encoder.tables(),
      compactedStrings: seeded ? this.stored.header.compactedStrings : encoder.stringCount
    };
    if (writeCache(this.file, (temporary) => writeParts(temporary, serialize(header, numbers, encoder.parts()))))
      removeOldest(this.location);
  }
  /**
   * Encodes every draft of this run: with the stored tables (while they have not grown by half),
   * a draft the cache holds is copied as stored; else every draft is encoded afresh.
   */
  encodeDrafts(world) {
    const { encoder, seeded } = this.encoder();
    const configs = /* @__PURE__ */ new Map();
    const entries = [];
    for (const [absolute, { draft, at: at2 }] of this.next) {
      if (!draft) continue;
      const copied = seeded && at2 !== void 0;
      const config3 = this.configKey(draft.config);
      let configIndex = configs.get(config3);
      if (configIndex === void 0) configs.set(config3, configIndex = configs.size);
      try {
        const start = copied ? encoder.copy(this.segment(at2 + 5)) : encoder.encode(draft);
        entries.push({ absolute, config: configIndex, draft: start, length: encoder.size - start });
      } catch (e) {
        if (!(e instanceof UnencodableDraft)) throw e;
      }
    }
    return { encoder, seeded, world, entries, configs };
  }
  /** The encoder this run writes with: seeded with the stored tables while they have not grown by half since built afresh. */
  encoder() {
    const header = this.stored?.header;
    if (header && this.decoder && header.tables.strings.length <= header.compactedStrings * 1.5 + 256) {
      try {
        return { encoder: new DraftEncoder(header.tables), seeded: true };
      } catch {
      }
    }
    return { encoder: new DraftEncoder(), seeded: false };
  }
  /** A stored draft's or result's numbers, from the entry's start and length at `field`. */
  segment(field) {
    const n = this.stored.numbers;
    return n.subarray(n[field], n[field] + n[field + 1]);
  }
  /**
   * Whether the file read under `stamp` still held the blob git vouched for when it listed the
   * files (before this run began): unchanged from two seconds before then until after it was
   * read. Else a file written between git's look and this run's read would cache its new draft
   * under its old blob; it is keyed by its stat instead.
   */
  heldBlob(absolute, stamp) {
    const now = (0, import_node_fs13.statSync)(absolute, { throwIfNoEntry: false });
    const settled = this.startedAt - RACY_MS4;
    return now !== void 0 && sameStamp(now, stamp) && stamp.mtimeMs < settled && stamp.ctimeMs < settled;
  }
  /** Whether a file keyed by its stat is unchanged, and old enough for its stat to say so. */
  freshStamp(at2, stats) {
    const n = this.stored.numbers;
    const stored2 = { size: n[at2], mtimeMs: n[at2 + 1], ctimeMs: n[at2 + 2], ino: n[at2 + 3] };
    return sameStamp(stats, stored2) && stored2.mtimeMs < this.stored.header.startedAt - RACY_MS4;
  }
  /** The config an entry was drafted under, as text. */
  configOf(at2) {
    return this.stored.header.configs[this.stored.numbers[at2 + 4]];
  }
  /**
   * A stored draft or result, from the entry's start and length at `field` (as segment()), or
   * undefined when its numbers are not exactly one value.
   */
  decodeStored(field, file, config3) {
    try {
      const n = this.stored.numbers;
      const value = this.decoder.decode(n[field], file, config3);
      return this.decoder.end === n[field] + n[field + 1] ? value : void 0;
    } catch {
      return void 0;
    }
  }
  /** A config as text, to compare with the one an entry was drafted under (once per config object). */
  configKey(config3) {
    let key = this.configKeys.get(config3);
    if (key === void 0) this.configKeys.set(config3, key = JSON.stringify(config3));
    return key;
  }
};
function lightOf(draft) {
  return hash(JSON.stringify([draft.file, draft.audiences.map(crossFileParts)]));
}
function worldOf({ context = [], project = [], remote, verdictReasons = true }, lights) {
  const digest = createHash("sha256");
  digest.update(JSON.stringify([verdictReasons, remote ?? null, context, project]));
  for (const light of lights) digest.update(`\0${light}`);
  return digest.digest("base64url");
}
function createHash(algorithm) {
  return process.getBuiltinModule("node:crypto").createHash(algorithm);
}
function hash(text) {
  return createHash("sha256").update(text).digest("base64url").slice(0, 16);
}
function decoderOf(stored2) {
  try {
    return new DraftDecoder(stored2.header.tables, stored2.numbers);
  } catch {
    return void 0;
  }
}
function sameStamp(a, b) {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}
function stampOf({ size, mtimeMs, ctimeMs, ino }) {
  return { size, mtimeMs, ctimeMs, ino };
}
function serialize(header, entries, stream) {
  const json2 = Buffer.from(JSON.stringify(header));
  const numbersAt = align8(8 + json2.length);
  const head = new Uint8Array(numbersAt);
  head.set(json2, 8);
  const numbers = Float64Array.from(entries);
  for (let i = 0; i < numbers.length; i += ENTRY) {
    numbers[i + 5] = entries[i + 5] + entries.length;
    if (entries[i + 7] !== NO_RESULT) numbers[i + 7] = entries[i + 7] + entries.length;
  }
  const parts = [
    head,
    new Uint8Array(numbers.buffer),
    ...stream.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength))
  ];
  const view = new DataView(head.buffer);
  view.setUint32(0, json2.length, true);
  view.setUint32(4, checksum([head.subarray(8), ...parts.slice(1)]), true);
  return parts;
}
function checksum(parts) {
  let hash2 = 2166136261;
  for (const part of parts) {
    const bytes = part.byteOffset % 4 === 0 ? part : part.slice();
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
    for (let i = 0; i < words.length; i++) hash2 = Math.imul(hash2 ^ words[i], 16777619);
  }
  return hash2 >>> 0;
}
function writeParts(path2, parts) {
  const fd = (0, import_node_fs13.openSync)(path2, "w");
  try {
    let left = parts.reduce((n, p) => n + p.byteLength, 0);
    while (left > 0) {
      const written = (0, import_node_fs13.writevSync)(fd, parts);
      left -= written;
      parts = unwritten(parts, written);
    }
  } finally {
    (0, import_node_fs13.closeSync)(fd);
  }
}
function unwritten(parts, written) {
  const rest = [];
  for (const part of parts) {
    if (written >= part.byteLength) written -= part.byteLength;
    else {
      rest.push(part.subarray(written));
      written = 0;
    }
  }
  return rest;
}
var align8 = (n) => Math.ceil(n / 8) * 8;
function readStored2(file, build) {
  let bytes;
  let header;
  try {
    bytes = (0, import_node_fs13.readFileSync)(file);
    const length = bytes.readUInt32LE(0);
    if (bytes.length % 8 !== 0 || checksum([bytes.subarray(8)]) !== bytes.readUInt32LE(4)) return void 0;
    header = JSON.parse(bytes.toString("utf8", 8, 8 + length));
    const numbersAt = align8(8 + length);
    const count = (bytes.length - numbersAt) / 8;
    if (!isHeader(header, build) || !Number.isInteger(count) || count < header.files.length * ENTRY) return void 0;
    const aligned = (bytes.byteOffset + numbersAt) % 8 === 0;
    const numbers = aligned ? new Float64Array(bytes.buffer, bytes.byteOffset + numbersAt, count) : new Float64Array(bytes.buffer.slice(bytes.byteOffset + numbersAt, bytes.byteOffset + bytes.length));
    const entries = /* @__PURE__ */ new Map();
    header.files.forEach((path2, i) => entries.set(path2, i * ENTRY));
    return { header, numbers, entries };
  } catch {
    return void 0;
  }
}
function isHeader(x, build) {
  if (typeof x !== "object" || x === null) return false;
  const { format, build: storedBuild, startedAt, configs, files, tables: tables2 } = x;
  if (format !== FORMAT3 || storedBuild !== build || typeof startedAt !== "number") return false;
  if (!isStrings(configs) || !isStrings(files) || typeof tables2 !== "object" || tables2 === null) return false;
  const { blobs, lights, world, compactedStrings } = x;
  if (typeof compactedStrings !== "number") return false;
  if (!Array.isArray(blobs) || blobs.length !== files.length || !blobs.every((b) => b === null || typeof b === "string")) return false;
  if (!isStrings(lights) || lights.length !== files.length || world !== null && typeof world !== "string") return false;
  const { strings, shapes } = tables2;
  return isStrings(strings) && Array.isArray(shapes) && shapes.every(isStrings);
}
var isStrings = (x) => Array.isArray(x) && x.every((s) => typeof s === "string");
function removeOldest(location2) {
  try {
    removeAllBut(location2, KEPT_FILES);
  } catch {
  }
}
function removeAllBut(location2, kept) {
  const caches = (0, import_node_fs13.readdirSync)(location2).filter((name) => name.startsWith("drafts-") && name.endsWith(".bin")).map((name) => ({ path: (0, import_node_path9.join)(location2, name), mtimeMs: (0, import_node_fs13.statSync)((0, import_node_path9.join)(location2, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 })).sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { path: path2 } of caches.slice(kept)) (0, import_node_fs13.rmSync)(path2, { force: true });
}

// src/node/project-index.ts
var import_node_path10 = require("node:path");

// src/audience/identity.ts
init_load();
init_schema_patterns();

// src/text/is-object.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/audience/identity.ts
var topLevelKeys = new Set(AUDIENCE_KEYS);
var extrasKeys = new Set(EXTRAS_KEYS);
function audienceIdentities(file, text) {
  const kind = audienceFileKind(file);
  const quick = scanIdentity(file, text);
  if (quick !== void 0) return quick === null ? [] : [quick];
  return loadAudienceFile(file, text).audiences.map(({ definition }) => ({
    kind,
    name: definition.name,
    id: definition["x-pql-audience"]?.id,
    alias: definition["x-pql-audience"]?.alias
  }));
}
function scanIdentity(file, text) {
  const kind = audienceFileKind(file);
  if (kind === "pql") return pqlIdentity(file);
  return kind === "json" ? jsonIdentity(text) : yamlIdentity(text);
}
function pqlIdentity(file) {
  const base = file.replace(/^.*[\\/]/, "").replace(/\.pql$/i, "") || "expression";
  return { kind: "pql", name: base, id: void 0, alias: aliasPattern.test(base) ? base : void 0 };
}
function checked(kind, name, hasExpression, id, alias) {
  if (typeof name !== "string" || !hasExpression) return void 0;
  const trimmed = name.trim();
  if (trimmed === "") return void 0;
  if (id !== void 0 && (typeof id !== "string" || id === "")) return void 0;
  if (alias !== void 0 && (typeof alias !== "string" || !aliasPattern.test(alias))) return void 0;
  return { kind, name: trimmed, id, alias };
}
function jsonIdentity(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isObject(data) || Object.keys(data).some((k) => !topLevelKeys.has(k))) return void 0;
  const extras2 = data["x-pql-audience"] ?? {};
  if (!isObject(extras2) || Object.keys(extras2).some((k) => !extrasKeys.has(k))) return void 0;
  return checked("json", data.name, isObject(data.expression), extras2.id, extras2.alias);
}
var KEY_LINE = /^([A-Za-z_$][\w$.-]*) *:(?: +(.*))?$/;
var NOT_A_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9][0-9_]*|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;
function scalar(rest) {
  const first2 = rest[0];
  if (first2 === void 0 || first2 === "#") return void 0;
  let value;
  let after2;
  if (first2 === "'") {
    value = "";
    let i = 1;
    for (; i < rest.length; i++) {
      if (rest[i] !== "'") value += rest[i];
      else if (rest[i + 1] === "'") value += "'", i++;
      else break;
    }
    if (i >= rest.length) return void 0;
    after2 = rest.slice(i + 1);
  } else if (first2 === '"') {
    const close = rest.indexOf('"', 1);
    if (close < 0 || rest.slice(1, close).includes("\\")) return void 0;
    value = rest.slice(1, close);
    after2 = rest.slice(close + 1);
  } else {
    if ("&*!|>[]{}@`%,?:-#".includes(first2)) return void 0;
    const comment = rest.search(/ #/);
    value = (comment < 0 ? rest : rest.slice(0, comment)).trimEnd();
    if (value.includes(": ") || value.endsWith(":") || NOT_A_STRING.test(value)) return void 0;
    return value;
  }
  return /^\s*(?:#.*)?$/.test(after2) ? value : void 0;
}
function inlineValueIsPlain(rest, mapping) {
  const text = rest.startsWith("#") ? "" : rest.replace(/\s+#[^"'\]}]*$/, "").trim();
  if (text === "") return true;
  const first2 = text[0];
  if (first2 === "[" || first2 === "{") {
    if (/["']/.test(text) || mapping && first2 !== "{") return false;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "[" || c === "{") depth++;
      else if (c === "]" || c === "}") depth--;
      if (depth < 0 || depth === 0 && i < text.length - 1) return false;
    }
    return depth === 0;
  }
  if (mapping) return false;
  if (first2 === "|" || first2 === ">") return /^[|>][-+0-9]*$/.test(text);
  if (first2 === '"' || first2 === "'") return scalar(rest) !== void 0;
  return !"&*!@`%".includes(first2);
}
function flowMapping(rest) {
  const text = rest.replace(/\s+#.*$/, "").trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return void 0;
  const inner = text.slice(1, -1);
  if (/["'[\]{}#]/.test(inner)) return void 0;
  const entries = /* @__PURE__ */ new Map();
  if (inner.trim() === "") return entries;
  for (const part of inner.split(",")) {
    const m = /^\s*([A-Za-z_$][\w$.-]*) *: +(.*?)\s*$/.exec(part);
    const value = m ? scalar(m[2]) : void 0;
    if (!m || value === void 0 || entries.has(m[1])) return void 0;
    entries.set(m[1], value);
  }
  return entries;
}
var EXPRESSION_NOT_A_MAPPING = /^expression *: +(?:\[|[^\s#{&*!])/;
function yamlIdentity(source) {
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const seen = /* @__PURE__ */ new Set();
  const extras2 = /* @__PURE__ */ new Map();
  let section = "";
  let content = false;
  let name;
  let extrasIndent = -1;
  let extrasKey = "";
  const extrasSeen = /* @__PURE__ */ new Set();
  let extrasFlow = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const lineStart = start;
    start = end + 1;
    if (text[lineStart] === " " && section !== "x-pql-audience" && section !== "name") continue;
    const line2 = text.slice(lineStart, text[end - 1] === "\r" ? end - 1 : end);
    const body = line2.trimStart();
    if (body === "" || body.startsWith("#")) continue;
    const indent2 = line2.length - body.length;
    if (/^\s*\t/.test(line2)) return void 0;
    if (indent2 === 0) {
      if (line2.startsWith("---")) {
        if (content || !/^---\s*(?:#.*)?$/.test(line2)) return void 0;
        continue;
      }
      const m2 = KEY_LINE.exec(line2);
      if (!m2 || seen.has(m2[1]) || !topLevelKeys.has(m2[1])) return void 0;
      content = true;
      section = m2[1];
      seen.add(section);
      const rest = m2[2] ?? "";
      if (EXPRESSION_NOT_A_MAPPING.test(line2)) return /^(?:---|\.\.\.)/m.test(text) ? void 0 : null;
      if (!inlineValueIsPlain(rest, section === "expression")) return void 0;
      if (section === "name") {
        name = scalar(rest);
        if (name === void 0) return void 0;
      } else if (section === "x-pql-audience" && rest !== "" && !rest.startsWith("#")) {
        const flow = flowMapping(rest);
        if (!flow) return void 0;
        extrasFlow = true;
        for (const [k, v] of flow) extras2.set(k, v);
        if ([...flow.keys()].some((k) => !extrasKeys.has(k) || k === "suppress")) return void 0;
      }
      continue;
    }
    if (section === "name") return void 0;
    if (section !== "x-pql-audience") continue;
    if (extrasFlow) return void 0;
    if (extrasIndent < 0) extrasIndent = indent2;
    if (indent2 < extrasIndent) return void 0;
    if (indent2 > extrasIndent) {
      if (extrasKey !== "suppress") return void 0;
      continue;
    }
    const m = KEY_LINE.exec(body);
    if (!m || !extrasKeys.has(m[1]) || extrasSeen.has(m[1])) return void 0;
    extrasKey = m[1];
    extrasSeen.add(extrasKey);
    if (extrasKey === "suppress") continue;
    const value = scalar(m[2] ?? "");
    if (value === void 0) return void 0;
    extras2.set(extrasKey, value);
  }
  return checked("yaml", name, seen.has("expression"), extras2.get("id"), extras2.get("alias"));
}

// src/node/project-index.ts
init_schema_patterns();
init_resolve_config();
init_errors();
async function projectRoot(directory, configs) {
  return projectRootNow(directory, configs);
}
function projectRootNow(directory, configs) {
  const absolute = (0, import_node_path10.resolve)(directory);
  const tree = gitRoot(absolute);
  const config3 = configs.nearestNow(absolute);
  const configDirectory = config3 ? (0, import_node_path10.dirname)((0, import_node_path10.resolve)(config3.file)) : null;
  if (configDirectory && (tree === null || isInside(configDirectory, tree))) return configDirectory;
  return tree;
}
function isInside(path2, directory) {
  const rel = (0, import_node_path10.relative)(directory, path2);
  return rel === "" || !leaves(rel);
}
function leaves(rel) {
  return rel.startsWith("..") || (0, import_node_path10.isAbsolute)(rel);
}
function shownFrom(cwd) {
  const outside = /* @__PURE__ */ new Map();
  return (absolute) => {
    if (absolute.startsWith(cwd) && absolute[cwd.length] === import_node_path10.sep) return absolute.slice(cwd.length + 1);
    const directory = (0, import_node_path10.dirname)(absolute);
    let out = outside.get(directory);
    if (out === void 0) {
      out = leaves((0, import_node_path10.relative)(cwd, directory));
      outside.set(directory, out);
    }
    if (out) return absolute;
    const rel = (0, import_node_path10.relative)(cwd, absolute);
    return leaves(rel) ? absolute : rel;
  };
}
async function indexProjects(given, options) {
  const cwd = process.cwd();
  const givenFiles = new Set(given.map((f) => absolutePath(f, cwd)));
  const walked = (options.walked ?? []).map((d) => (0, import_node_path10.resolve)(d));
  const roots = /* @__PURE__ */ new Set();
  const byDirectory = /* @__PURE__ */ new Map();
  for (const file of givenFiles) {
    const dir = (0, import_node_path10.dirname)(file);
    if (!byDirectory.has(dir)) byDirectory.set(dir, projectRootNow(dir, options.roots));
    const root = byDirectory.get(dir);
    if (root && !walked.some((w) => isInside(root, w))) roots.add(root);
  }
  const listings = [...roots].sort().map((root) => {
    const cache = options.cache ? ProjectIndexCache.open(root, options.cache.location) : void 0;
    const known = cache && options.cache?.git ? { listings: cache.listings(options.cache.git) } : {};
    return { root, cache, listing: discover([root], { trackedOnly: true, blobs: true, ...known }) };
  });
  for (const { listing } of listings) listing.catch(() => {
  });
  const ignored = configIgnores(options.configs);
  const shown2 = shownFrom(process.cwd());
  const seen = /* @__PURE__ */ new Set();
  const audiences = [];
  for (const { cache, listing } of listings) {
    const { files, blobs } = await listing;
    for (const file of files) {
      if (givenFiles.has(file) || seen.has(file)) continue;
      seen.add(file);
      const skip = ignored(file);
      if (skip === true || skip !== false && await skip) continue;
      const path2 = shown2(file);
      const identities = file.endsWith(".pql") ? audienceIdentities(path2, "") : cache ? cache.identities(file, () => identitiesOnDisk(file), blobs.get(file)) : identitiesOnDisk(file);
      for (const identity of identities ?? []) audiences.push({ file: path2, ...identity });
    }
    cache?.save();
  }
  return audiences;
}
function identitiesOnDisk(file) {
  const text = readIfReadable(file);
  return text === void 0 ? void 0 : audienceIdentities(file, text);
}
function configIgnores(configs) {
  const compiled = /* @__PURE__ */ new Map();
  let lastDirectory = "";
  let lastSource = null;
  const check = (file, source) => {
    if (!source?.config.ignores) return false;
    let matchers = compiled.get(source);
    if (!matchers) {
      matchers = source.config.ignores.map(globMatcher);
      compiled.set(source, matchers);
    }
    const rel = (0, import_node_path10.relative)((0, import_node_path10.dirname)((0, import_node_path10.resolve)(source.file)), file).split("\\").join("/");
    return matchers.some((m) => m(rel));
  };
  return (file) => {
    const dir = (0, import_node_path10.dirname)(file);
    if (dir === lastDirectory) return check(file, lastSource);
    return configs.nearest(dir).then((source) => {
      lastDirectory = dir;
      lastSource = source;
      return check(file, source);
    });
  };
}
async function draftReferenced(drafts, audiences, draft) {
  if (audiences.length === 0) return { context: [], rest: [] };
  const byAlias = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  const add = (map, key, a) => {
    if (key === void 0) return;
    const list3 = map.get(key);
    if (list3) list3.push(a);
    else map.set(key, [a]);
  };
  for (const a of audiences) {
    add(byAlias, a.alias, a);
    add(byId, a.id, a);
  }
  const drafted = /* @__PURE__ */ new Set();
  const context = [];
  const queue = [...drafts];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const audience3 of next.audiences) {
      for (const ref of audience3.refs) {
        if (ref.id === null) continue;
        const targets = ref.id.startsWith(ALIAS_PREFIX) ? byAlias.get(ref.id.slice(ALIAS_PREFIX.length)) : byId.get(ref.id);
        for (const target of targets ?? []) {
          if (drafted.has(target.file)) continue;
          drafted.add(target.file);
          const made = await draft(target.file);
          if (made) {
            context.push(made);
            queue.push(made);
          }
        }
      }
    }
  }
  return { context, rest: drafted.size === 0 ? [...audiences] : audiences.filter((a) => !drafted.has(a.file)) };
}

// src/node/worker-count.ts
var WORKER_THRESHOLD = 1e4;
function defaultWorkerCount(files, cores) {
  if (files < WORKER_THRESHOLD) return 1;
  return Math.max(1, Math.min(cores - 1, 4));
}

// src/node/lint-files.ts
init_draft_job();
async function lintFiles(paths, options = {}) {
  const files = [];
  const { summary } = await lintRun(paths, options, (file) => files.push(file));
  await Promise.all(files.map(async (f) => needsSource(f, options) ? f.source = await readText(f.file) : void 0));
  return lintResult(files, summary);
}
async function streamLintFiles(paths, options, onFile) {
  return lintRun(paths, options, (file) => {
    if (needsSource(file, options)) file.source = readTextSync(file.file);
    onFile(file);
  });
}
async function lintRun(paths, options, onFile) {
  const drafted = await draftFiles(paths, options);
  if ("replayed" in drafted) return streamResults(drafted.replayed.length, (i) => drafted.replayed[i], onFile);
  const { drafts, project, cached } = drafted;
  const kept = cached?.kept ? { kept: cached.kept } : {};
  const run = streamDrafts(
    drafts,
    () => "",
    { ...draftOptions(options), ...project, ...kept },
    (file, i) => {
      cached?.keep?.(i, file);
      onFile(file);
    }
  );
  cached?.save();
  return run;
}
function needsSource(file, { readSources = "with-findings" }) {
  return readSources === "all" || readSources === "with-findings" && file.diagnostics.length > 0;
}
function draftOptions(options) {
  return {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  };
}
async function draftFiles(paths, options) {
  const explicit = options.config ? await loadConfig(options.config) : void 0;
  const kept = options.cache ? configCache(options.cache.location) : void 0;
  const resolver = new ConfigResolver(explicit, kept);
  const configFor = async (file) => {
    const { resolved } = await resolver.forFile(file);
    return options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  };
  const startedAt = Date.now();
  const discovery = requireMatches(await discover(paths, options.cache ? { blobs: true } : {}));
  const jobs = [];
  for (const file of discovery.files) {
    const config3 = await configFor(file);
    if (config3.ignored) continue;
    jobs.push({ index: jobs.length, file, config: config3 });
  }
  const indexing = options.project === false ? void 0 : indexProjects(
    jobs.map((j) => j.file),
    {
      configs: resolver,
      roots: explicit ? new ConfigResolver(void 0, kept) : resolver,
      walked: discovery.directories,
      ...options.cache ? { cache: options.cache } : {}
    }
  );
  indexing?.catch(() => {
  });
  const cache = await openDraftCache(paths, jobs.length, resolver, startedAt, options);
  if (!cache) {
    const drafts2 = await draftJobs(jobs, options);
    return { drafts: drafts2, project: await projectOf(drafts2) };
  }
  const cwd = process.cwd();
  const absolute = jobs.map((job) => absolutePath(job.file, cwd));
  for (const job of jobs) cache.fresh(absolute[job.index], job.config, discovery.blobs.get(absolute[job.index]));
  const worldWith = (project2) => worldOf(
    { ...project2, remote: options.remote, verdictReasons: options.verdictReasons },
    absolute.map((a) => cache.lightOf(a) ?? "")
  );
  if (cache.unchanged() && cache.storedWorld !== null && (indexing ? await indexing : []).length === 0 && worldWith({}) === cache.storedWorld) {
    const replayed = replay(cache, absolute, jobs);
    if (replayed) {
      options.onProgress?.(jobs.length, jobs.length);
      return { replayed };
    }
  }
  const drafts = await draftCached(jobs, cache, absolute, discovery.blobs, options);
  const project = await projectOf(drafts);
  const world = worldWith(project);
  const stored2 = world === cache.storedWorld ? (i) => cache.result(absolute[i], jobs[i].file) : void 0;
  const keep = cache.beginResults(world) ? (i, result) => cache.keepResult(absolute[i], result) : void 0;
  return { drafts, project, cached: { ...stored2 ? { kept: stored2 } : {}, ...keep ? { keep } : {}, save: () => cache.save() } };
  async function projectOf(drafts2) {
    if (!indexing || drafts2.length === 0) return {};
    return projectContext(drafts2, await indexing, configFor);
  }
}
function replay(cache, absolute, jobs) {
  const results = [];
  for (const job of jobs) {
    const result = cache.result(absolute[job.index], job.file);
    if (!result) return void 0;
    results.push(result);
  }
  return results;
}
async function projectContext(drafts, audiences, configFor) {
  const { context, rest } = await draftReferenced(drafts, audiences, async (file) => {
    const text = readIfReadable(file);
    return text === void 0 ? null : draftFile({ file, text, config: await configFor(file) });
  });
  return { context, project: rest };
}
async function openDraftCache(paths, files, configs, startedAt, { cache }) {
  if (!cache || files < DRAFT_CACHE_MIN_FILES || files > DRAFT_CACHE_MAX_FILES) return void 0;
  const cwd = process.cwd();
  let location2 = cache.location;
  if (location2 === void 0) {
    const root = await projectRoot(cwd, configs);
    if (root === null) return void 0;
    location2 = defaultCacheLocation(root);
  }
  return DraftCache.open({ location: location2, key: [cwd, ...paths.map((p) => (0, import_node_path11.resolve)(p)).sort()].join("\0"), startedAt });
}
async function draftCached(jobs, cache, absolute, blobs, options) {
  const drafts = new Array(jobs.length);
  const rest = [];
  const from = [];
  for (const job of jobs) {
    const cached = cache.draft(absolute[job.index], job.file, job.config);
    if (cached) drafts[job.index] = cached;
    else {
      from.push(job.index);
      rest.push({ ...job, index: rest.length });
    }
  }
  const taken = jobs.length - rest.length;
  const stamps = [];
  const made = await draftJobs(
    rest,
    options,
    (done) => options.onProgress?.(taken + done, jobs.length),
    // The four numbers, not the Stats object (with its four Dates) held until the drafting is done.
    (i, { size, mtimeMs, ctimeMs, ino }) => {
      stamps[i] = { size, mtimeMs, ctimeMs, ino };
    }
  );
  made.forEach((draft, i) => {
    drafts[from[i]] = draft;
    const file = absolute[from[i]];
    cache.keep(file, draft, stamps[i], blobs.get(file));
  });
  return drafts;
}
async function draftJobs(jobs, options, onProgress, onStamp) {
  const cores = jobs.length < WORKER_THRESHOLD ? 1 : (0, import_node_os.availableParallelism)();
  const workers = options.workers ?? defaultWorkerCount(jobs.length, cores);
  const progress = onProgress ?? (options.onProgress ? (done) => options.onProgress(done, jobs.length) : void 0);
  if (workers > 1) return (await Promise.resolve().then(() => (init_worker_pool(), worker_pool_exports))).draftOnThreads(jobs, workers, progress);
  const drafts = [];
  const stamped = onStamp ? (stamp) => onStamp(drafts.length, stamp) : void 0;
  for (const job of jobs) {
    drafts.push(draftJob(job, stamped));
    if (drafts.length % 256 === 0) progress?.(drafts.length);
  }
  return drafts;
}

// src/report/index.ts
init_did_you_mean();

// src/report/findings.ts
var EDGE_TYPES = ["single-event", "profile-only", "event-with-profile", "segment-of-segments"];
function byPosition(a, b) {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
function activeDiagnostics(file) {
  return file.diagnostics.filter((d) => !d.suppressed).sort(byPosition);
}
function suppressedDiagnostics(file) {
  return file.diagnostics.filter((d) => d.suppressed).sort(byPosition);
}
function shownDiagnostics(file, showSuppressed) {
  return showSuppressed ? [...file.diagnostics].sort(byPosition) : activeDiagnostics(file);
}
function docsCommand(rule) {
  return `pql-audience rules ${rule}`;
}
function filesWithProblems(result) {
  return result.files.filter((f) => f.diagnostics.some((d) => !d.suppressed)).length;
}
function problemCounts(result) {
  return problemCountsOf(result.summary, filesWithProblems(result));
}
function problemCountsOf(s, withProblems) {
  const checked2 = `(${plural(s.files, "file")} checked)`;
  if (s.errors + s.warnings + s.infos === 0) return `no problems ${checked2}`;
  const parts = [plural(s.errors, "error"), plural(s.warnings, "warning")];
  if (s.infos > 0) parts.push(plural(s.infos, "info", "infos"));
  return `${parts.join(", ")} in ${plural(withProblems, "file")} ${checked2}`;
}
function problemExtras(summary) {
  const extras2 = [];
  if (summary.suppressed > 0) extras2.push(`${summary.suppressed} suppressed`);
  if (summary.fixable > 0) extras2.push(`${summary.fixable} fixable with --fix`);
  return extras2;
}
function edgeTypeCounts(summary) {
  return EDGE_TYPES.filter((t) => (summary.byType[t] ?? 0) > 0).map((t) => `${t} ${summary.byType[t]}`).join(", ");
}
function edgeSummary(summary) {
  if (summary.audiences === 0) return "no audiences found";
  const types = edgeTypeCounts(summary);
  const parts = [`${summary.eligible} edge-eligible${types ? ` (${types})` : ""}`];
  if (summary.notEligible > 0) parts.push(`${summary.notEligible} not eligible`);
  if (summary.unknown > 0) parts.push(`${summary.unknown} unknown (unresolved segment)`);
  return `${plural(summary.audiences, "audience")}: ${parts.join(", ")}`;
}
function verdictWords(verdict) {
  if (verdict.eligible === true) return verdict.type ?? "edge-eligible";
  return verdict.eligible === false ? "not eligible" : "unknown";
}
function repoPath(path2, prefix) {
  if (!prefix || path2.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path2) || path2 === "<stdin>") return path2;
  const out = [];
  for (const segment of `${prefix}/${path2}`.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(segment);
  }
  return out.join("/");
}

// src/report/concise.ts
function concise(result, options) {
  const body = result.files.map((file) => conciseFile(file, options)).join("");
  return `${body}${conciseFooter(result.summary, filesWithProblems(result))}`;
}
function conciseFile(file, options) {
  let out = "";
  for (const d of shownDiagnostics(file, options.showSuppressed)) {
    const { line: line2, column } = d.range.start;
    const suppressed = d.suppressed ? ` (suppressed: ${oneLine(d.suppressed.reason)})` : "";
    out += `${d.file || file.file}:${line2}:${column}: ${d.severity} ${d.code} ${oneLine(d.message)} [${d.rule}]${suppressed}
`;
  }
  return out;
}
function conciseFooter(summary, withProblems) {
  const extras2 = problemExtras(summary);
  return `${problemCountsOf(summary, withProblems)}${extras2.length > 0 ? `; ${extras2.join("; ")}` : ""}
`;
}
function oneLine(text) {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}

// src/report/format-names.ts
var FORMAT_NAMES = ["stylish", "concise", "json", "sarif", "github", "junit"];

// src/report/github.ts
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function githubCommand(severity) {
  return severity === "info" ? "notice" : severity;
}
function annotation(d, path2) {
  const { start, end } = d.range;
  const props = [
    ["file", path2],
    ["line", start.line],
    ["col", start.column],
    ["endLine", end.line]
  ];
  if (end.line === start.line) props.push(["endColumn", Math.max(end.column, start.column + 1)]);
  props.push(["title", `${d.code} ${d.rule}`]);
  const message2 = [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
  return `::${githubCommand(d.severity)} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",")}::${escapeData(message2)}`;
}
function github(result, options) {
  return result.files.map((file) => githubFile(file, options)).join("");
}
function githubFile(file, options) {
  let out = "";
  for (const d of activeDiagnostics(file)) out += `${annotation(d, repoPath(d.file || file.file, options.repoPathPrefix))}
`;
  return out;
}

// src/report/reporter.ts
var TOOL_NAME = "pql-audience";

// src/report/json.ts
var JSON_REPORT_VERSION = 1;
function toJsonReport(result, options) {
  return {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL_NAME, version: options.toolVersion },
    files: result.files.map((file) => ({
      path: file.file,
      diagnostics: activeDiagnostics(file).map((d) => jsonDiagnostic(d, options)),
      suppressed: suppressedDiagnostics(file).map((d) => ({
        ...jsonDiagnostic(d, options),
        suppression: { kind: d.suppressed.kind, reason: d.suppressed.reason }
      })),
      audiences: file.audiences.map((a) => ({
        name: a.name,
        verdict: {
          eligible: a.verdict.eligible,
          type: a.verdict.type,
          // Positions of reasons are in the diagnostics (file line:col); here only what and why.
          reasons: a.verdict.reasons.map((r) => ({ code: r.code, rule: r.rule, severity: r.severity, message: r.message }))
        }
      }))
    })),
    summary: { ...result.summary, filesWithProblems: filesWithProblems(result) }
  };
}
function json(result, options) {
  return `${JSON.stringify(toJsonReport(result, options), null, 2)}
`;
}
function jsonDiagnostic(d, options) {
  return {
    code: d.code,
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    range: jsonRange(d.range),
    label: d.label ?? null,
    hints: [...d.hints],
    fix: d.fix ? { description: d.fix.description, edits: d.fix.edits.map((e) => ({ range: jsonRange(e.range), text: e.text })) } : null,
    related: (d.related ?? []).map((r) => ({ path: r.file, range: jsonRange(r.range), message: r.message })),
    docs: { command: docsCommand(d.rule), url: options.ruleDocsUrl?.({ code: d.code, name: d.rule }) ?? null }
  };
}
function jsonRange(span) {
  const { start, end } = span;
  return {
    start: { line: start.line, column: start.column, offset: start.offset },
    end: { line: end.line, column: end.column, offset: end.offset }
  };
}

// src/report/junit.ts
init_positions();

// src/report/stylish.ts
init_positions();
function stylish(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, new LineMap(f.source)]));
  const sourceOf = (file) => sources.get(file)?.text;
  const frames = [];
  for (const file of result.files) {
    const lines = sources.get(file.file);
    for (const d of shownDiagnostics(file, options.showSuppressed))
      frames.push(renderFrame(frameOf(d, file), lines, { color: options.color, width: options.width, sourceOf }));
  }
  const body = frames.map((f) => `${f}

`).join("");
  return `${body}${footer(result, options)}
`;
}
function frameOf(d, file) {
  return {
    severity: d.severity,
    code: d.code,
    rule: d.rule,
    message: d.message,
    file: d.file || file.file,
    range: d.range,
    label: d.label,
    hints: d.hints,
    related: d.related,
    notes: d.suppressed ? [`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`] : [],
    fix: d.fix ? `${d.fix.description} (apply with --fix)` : void 0,
    docs: docsCommand(d.rule)
  };
}
function footer(result, options) {
  const paint = painter(options.color);
  const s = result.summary;
  const counts = problemCounts(result);
  const style = s.errors > 0 ? ansi.bold + ansi.red : s.warnings > 0 ? ansi.bold + ansi.yellow : ansi.bold + ansi.green;
  const extras2 = problemExtras(s);
  const countLine = paint(style, counts) + (extras2.length > 0 ? paint(ansi.dim, `; ${extras2.join("; ")}`) : "");
  return `${edgeSummary(s)}
${countLine}`;
}

// src/report/xml.ts
var NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
function escapeXmlText(text) {
  return text.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeXmlAttribute(text) {
  return escapeXmlText(text).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}

// src/report/junit.ts
function junit(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, f.source]));
  const failing = options.warningsFail ? /* @__PURE__ */ new Set(["error", "warning"]) : /* @__PURE__ */ new Set(["error"]);
  const suites = result.files.map((f) => suite(f, (file) => sources.get(file), failing));
  const total = (key) => suites.reduce((n, s) => n + s[key], 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${escapeXmlAttribute(`${TOOL_NAME} ${options.toolVersion}`)}" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}">`,
    ...suites.map((s) => s.xml),
    `</testsuites>`,
    ""
  ].join("\n");
}
function suite(file, sourceOf, failing) {
  const lines = new LineMap(file.source);
  const cases = [];
  let failures = 0;
  let skipped = 0;
  for (const audience3 of file.audiences) {
    cases.push(
      [
        `    <testcase name="${escapeXmlAttribute(`audience: ${audience3.name}`)}" classname="${escapeXmlAttribute(file.file)}">`,
        `      <properties><property name="edge" value="${escapeXmlAttribute(verdictWords(audience3.verdict))}"/></properties>`,
        `    </testcase>`
      ].join("\n")
    );
  }
  for (const d of [...file.diagnostics].sort(byPosition)) {
    const frame = renderFrame(frameOf(d, file), lines, { sourceOf });
    const open = `    <testcase name="${escapeXmlAttribute(caseName(d))}" classname="${escapeXmlAttribute(file.file)}" file="${escapeXmlAttribute(d.file || file.file)}" line="${d.range.start.line}">`;
    const severity = `      <properties><property name="severity" value="${d.severity}"/></properties>`;
    let body;
    if (d.suppressed) {
      skipped++;
      body = `      <skipped message="${escapeXmlAttribute(`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`)}"/>`;
    } else if (failing.has(d.severity)) {
      failures++;
      body = `      <failure message="${escapeXmlAttribute(d.message)}" type="${escapeXmlAttribute(d.code)}">${escapeXmlText(frame)}</failure>`;
    } else {
      body = `      <system-out>${escapeXmlText(frame)}</system-out>`;
    }
    cases.push([open, severity, body, `    </testcase>`].join("\n"));
  }
  const tests = cases.length;
  const xml = [
    `  <testsuite name="${escapeXmlAttribute(file.file)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...cases,
    `  </testsuite>`
  ].join("\n");
  return { xml, tests, failures, skipped };
}
function caseName(d) {
  return `${d.code} ${d.rule}: ${d.message}`;
}

// src/report/fingerprint.ts
var utf8 = new TextEncoder();
function fnv1a64(text) {
  let h0 = 8997;
  let h1 = 33826;
  let h2 = 40164;
  let h3 = 52210;
  for (const byte of utf8.encode(text)) {
    h0 ^= byte;
    const t0 = h0 * 435;
    const t1 = h1 * 435 + (t0 >>> 16);
    const t2 = h2 * 435 + h0 * 256 + (t1 >>> 16);
    const t3 = h3 * 435 + h1 * 256 + (t2 >>> 16);
    h0 = t0 & 65535;
    h1 = t1 & 65535;
    h2 = t2 & 65535;
    h3 = t3 & 65535;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, "0")).join("");
}
function normalize(text) {
  return text.replace(/\s+/g, " ").trim();
}
function findingKey(d, path2, source) {
  const flagged = source.slice(d.range.start.offset, d.range.end.offset);
  return [d.code, path2, normalize(d.message), normalize(flagged)].join("\0");
}
function fingerprints(diagnostics, path2, source) {
  const seen = /* @__PURE__ */ new Map();
  return diagnostics.map((d) => {
    const hash2 = fnv1a64(findingKey(d, path2, source));
    const n = (seen.get(hash2) ?? 0) + 1;
    seen.set(hash2, n);
    return `${hash2}:${n}`;
  });
}

// src/report/sarif.ts
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var FINGERPRINT_KEY = "pqlAudience/v1";
var SRCROOT = "%SRCROOT%";
function sarifLevel(severity) {
  return severity === "info" ? "note" : severity;
}
function defaultConfiguration(severity) {
  return severity === "off" ? { level: "none", enabled: false } : { level: sarifLevel(severity) };
}
function artifactLocation(path2) {
  const slashed = path2.replace(/\\/g, "/");
  const encode = (p) => p.split("/").map(encodeURIComponent).join("/");
  if (/^[A-Za-z]:\//.test(slashed)) return { uri: `file:///${slashed.slice(0, 2)}${encode(slashed.slice(2))}` };
  if (slashed.startsWith("/")) return { uri: `file://${encode(slashed)}` };
  return { uri: encode(slashed.replace(/^(\.\/)+/, "")), uriBaseId: SRCROOT };
}
function region(span) {
  return {
    startLine: span.start.line,
    startColumn: span.start.column,
    endLine: span.end.line,
    endColumn: span.end.column,
    charOffset: span.start.offset,
    charLength: span.end.offset - span.start.offset
  };
}
function ruleHelp(rule) {
  const example = (title, codes) => codes.length === 0 ? { text: "", markdown: "" } : {
    text: `

${title}:
${codes.map((c) => c.code.replace(/^/gm, "    ")).join("\n\n")}`,
    markdown: `

**${title}**

${codes.map((c) => `\`\`\`${c.file ?? "pql"}
${c.code}
\`\`\``).join("\n\n")}`
  };
  const invalid = example("Invalid", rule.invalid);
  const valid = example("Valid", rule.valid);
  const more = `Run \`${docsCommand(rule.name)}\` for the full documentation.`;
  return {
    text: `${sentence(rule.summary)} ${rule.why}${invalid.text}${valid.text}

${more}`,
    markdown: `**${sentence(rule.summary)}** ${rule.why}${invalid.markdown}${valid.markdown}

${more}`
  };
}
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
function ruleList(result) {
  const rules2 = [...result.rules];
  const known = new Set(rules2.map((r) => r.code));
  for (const file of result.files)
    for (const d of file.diagnostics)
      if (!known.has(d.code)) {
        known.add(d.code);
        rules2.push({
          code: d.code,
          name: d.rule,
          category: "syntax",
          defaultSeverity: d.severity,
          summary: d.rule,
          why: "",
          invalid: [],
          valid: []
        });
      }
  return rules2;
}
function message(d) {
  return [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
}
function toSarif(result, options) {
  const rules2 = ruleList(result);
  const ruleIndex = new Map(rules2.map((r, i) => [r.code, i]));
  const fileIndex = new Map(result.files.map((f, i) => [f.file, i]));
  const located = (path2) => {
    const index = fileIndex.get(path2);
    const location2 = artifactLocation(repoPath(path2, options.repoPathPrefix));
    return index === void 0 ? location2 : { ...location2, index };
  };
  const results = result.files.flatMap((file) => {
    const diagnostics = [...file.diagnostics].sort(byPosition);
    const prints = fingerprints(diagnostics, file.file, file.source);
    return diagnostics.map((d, i) => {
      const path2 = d.file || file.file;
      return {
        ruleId: d.code,
        ruleIndex: ruleIndex.get(d.code),
        level: sarifLevel(d.severity),
        message: { text: message(d) },
        locations: [{ physicalLocation: { artifactLocation: located(path2), region: region(d.range) } }],
        partialFingerprints: { [FINGERPRINT_KEY]: prints[i] },
        ...d.related && d.related.length > 0 ? {
          relatedLocations: d.related.map((r, id) => ({
            id,
            message: { text: r.message },
            physicalLocation: { artifactLocation: located(r.file), region: region(r.range) }
          }))
        } : {},
        ...d.fix ? {
          fixes: [
            {
              description: { text: d.fix.description },
              artifactChanges: [
                {
                  artifactLocation: located(path2),
                  replacements: d.fix.edits.map((e) => ({
                    deletedRegion: region(e.range),
                    insertedContent: { text: e.text }
                  }))
                }
              ]
            }
          ]
        } : {},
        ...d.suppressed ? { suppressions: [{ kind: d.suppressed.kind, justification: d.suppressed.reason }] } : {}
      };
    });
  });
  const srcRoot = options.srcRoot === void 0 ? void 0 : options.srcRoot.endsWith("/") ? options.srcRoot : `${options.srcRoot}/`;
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            ...options.informationUri ? { informationUri: options.informationUri } : {},
            rules: rules2.map((rule) => {
              const helpUri = options.ruleDocsUrl?.({ code: rule.code, name: rule.name });
              return {
                id: rule.code,
                name: rule.name,
                shortDescription: { text: rule.summary },
                fullDescription: { text: rule.why || rule.summary },
                help: ruleHelp(rule),
                ...helpUri ? { helpUri } : {},
                defaultConfiguration: defaultConfiguration(rule.defaultSeverity),
                properties: { tags: [rule.category], ...rule.fixable ? { fixable: true } : {} }
              };
            })
          }
        },
        originalUriBaseIds: {
          [SRCROOT]: srcRoot ? { uri: srcRoot } : { description: { text: "The directory pql-audience ran in; file paths are relative to it." } }
        },
        artifacts: result.files.map((f) => ({ location: artifactLocation(repoPath(f.file, options.repoPathPrefix)) })),
        columnKind: "utf16CodeUnits",
        results,
        invocations: [{ executionSuccessful: true }]
      }
    ]
  };
}
function sarif(result, options) {
  return `${JSON.stringify(toSarif(result, options), null, 2)}
`;
}

// src/report/github-summary.ts
var SUMMARY_BUDGET_BYTES = 9e5;
var SEVERITY_BADGE = { error: "\u274C error", warning: "\u26A0\uFE0F warning", info: "\u2139\uFE0F info" };
function markdownCell(text) {
  return text.split(/(`[^`\r\n]*`)/).map((part, i) => i % 2 === 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")).join("").replace(/\|/g, "\\|").replace(/\r?\n|\r/g, "<br>");
}
function utf8Length(text) {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    bytes += cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
  }
  return bytes;
}
function githubSummary(result, options) {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  const extras2 = problemExtras(result.summary);
  const head = [
    "## pql-audience lint",
    "",
    `**${problemCounts(result)}**${extras2.length > 0 ? ` \xB7 ${extras2.join(" \xB7 ")}` : ""}`,
    "",
    edgeSummary(result.summary),
    ""
  ];
  const findings = result.files.flatMap(
    (file) => activeDiagnostics(file).map(
      (d) => `| ${SEVERITY_BADGE[d.severity]} | ${markdownCell(`${d.file || file.file}:${d.range.start.line}:${d.range.start.column}`)} | ${d.code} ${markdownCell(d.rule)} | ${markdownCell([d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n"))} |`
    )
  );
  const audiences = result.files.flatMap(
    (file) => file.audiences.map((a) => `| ${markdownCell(a.name)} | ${markdownCell(file.file)} | ${markdownCell(verdictWords(a.verdict))} |`)
  );
  const sections = [
    {
      title: "### Findings",
      header: ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"],
      rows: findings,
      what: "finding"
    },
    { title: "### Audiences", header: ["| Audience | File | Edge |", "| --- | --- | --- |"], rows: audiences, what: "audience" }
  ];
  const out = [...head];
  let used = utf8Length(out.join("\n"));
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const top = [section.title, "", ...section.header];
    out.push(...top);
    used += utf8Length(top.join("\n")) + top.length;
    let shown2 = 0;
    for (const row of section.rows) {
      const size = utf8Length(row) + 1;
      if (used + size > budget) break;
      out.push(row);
      used += size;
      shown2++;
    }
    if (shown2 < section.rows.length) {
      const left = section.rows.length - shown2;
      out.push("", `\u2026 ${plural(left, `more ${section.what}`)} not shown (summary size limit); see the log or the SARIF report.`);
    }
    out.push("");
  }
  return `${out.join("\n").trimEnd()}
`;
}

// src/report/streaming.ts
function streamingReporter(name, options) {
  switch (name) {
    case "concise":
      return { file: (f) => conciseFile(f, options), end: (run) => conciseFooter(run.summary, run.filesWithProblems) };
    case "github":
      return { file: (f) => githubFile(f, options), end: () => "" };
    default:
      return void 0;
  }
}

// src/report/index.ts
var reporters = { stylish, concise, json, sarif, github, junit };
var FormatError = class extends Error {
  name = "FormatError";
};
var VALID = FORMAT_NAMES.join(", ");
function isFormatName(name) {
  return FORMAT_NAMES.includes(name);
}
function parseFormat(value) {
  const colon = value.indexOf(":");
  const name = (colon < 0 ? value : value.slice(0, colon)).trim();
  const path2 = colon < 0 ? void 0 : value.slice(colon + 1);
  if (name === "") throw new FormatError(`--format needs a format name before the path; use one of: ${VALID}`);
  if (!isFormatName(name)) {
    const guess = closestFormat(name);
    throw new FormatError(`unknown format "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}; use one of: ${VALID}`);
  }
  if (path2 === void 0 || path2 === "-") return { name };
  if (path2.trim() === "")
    throw new FormatError(`--format ${name}: the path after ":" is empty (write "${name}" alone for standard output)`);
  return { name, path: path2 };
}
function parseFormats(values) {
  const requests = values.map(parseFormat);
  const byTarget = /* @__PURE__ */ new Map();
  for (const r of requests) {
    const target = r.path ?? "-";
    const earlier = byTarget.get(target);
    if (r.path !== void 0 && earlier !== void 0)
      throw new FormatError(`--format ${earlier} and --format ${r.name} both write to ${r.path}; give each its own file`);
    if (r.path === void 0 && requests.some((o) => o !== r && o.path === void 0 && o.name === r.name))
      throw new FormatError(`--format ${r.name} is given twice for standard output`);
    byTarget.set(target, r.name);
  }
  return requests;
}
function resolveFormats(requested, context) {
  if (requested.length > 0) return [...requested];
  const defaults = [{ name: context.stdoutIsTTY ? "stylish" : "concise" }];
  if (context.githubActions) defaults.push({ name: "github" });
  return defaults;
}
function render2(result, name, options) {
  return reporters[name](result, options);
}
function closestFormat(name) {
  return closest(name, FORMAT_NAMES, 2);
}

// src/report/rule-docs.ts
var REPOSITORY_URL = "https://github.com/pql-audience/pql-audience";
function ruleDocsUrl(rule) {
  return `${REPOSITORY_URL}/blob/main/docs/rules.md#${anchor2(rule)}`;
}
function anchor2(r) {
  return `${r.code} ${r.name}`.toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/ /g, "-");
}

// src/cli/git-variables.ts
function gitVariables(env = process.env) {
  const { GIT_DIR, GIT_INDEX_FILE, GIT_WORK_TREE, GIT_COMMON_DIR } = env;
  return { GIT_DIR, GIT_INDEX_FILE, GIT_WORK_TREE, GIT_COMMON_DIR };
}

// src/cli/lint-stdin.ts
init_draft();
async function lintStdin(name, options) {
  const { text, invalidUtf8 } = await readStdinSource();
  const resolver = new ConfigResolver(options.config ? await loadConfig(options.config) : void 0);
  const { resolved } = await resolver.forFile(name ?? "stdin.pql");
  const config3 = options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  const drafts = resolved.ignored ? [] : [draftFile({ file: name ?? "<stdin>", text, invalidUtf8, config: config3 })];
  return lintDrafts(drafts, () => text, {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  });
}

// src/cli/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/cli/lint-run.ts
async function runLint(args, loadRemote) {
  if (args["print-config"] !== void 0) return printConfig(args["print-config"], args.config);
  const stdinName = args["stdin-filename"];
  const fromStdin = stdinName !== void 0 || args.paths.includes("-");
  if (fromStdin) {
    if (args.paths.some((p) => p !== "-"))
      throw new UsageError(
        stdinName !== void 0 ? "--stdin-filename lints standard input; it cannot be combined with paths" : "`-` (standard input) cannot be combined with other paths"
      );
    if (args.fix) throw new UsageError("--fix cannot be used with standard input");
  }
  const paths = args.paths.length > 0 ? args.paths : ["."];
  if (args["max-warnings"] !== void 0 && (!Number.isInteger(args["max-warnings"]) || args["max-warnings"] < 0))
    throw new UsageError("--max-warnings must be a whole number of 0 or more");
  let requests;
  try {
    requests = resolveFormats(parseFormats(args.format), {
      stdoutIsTTY: stdout.isTTY,
      githubActions: process.env.GITHUB_ACTIONS === "true"
    });
  } catch (e) {
    if (e instanceof FormatError) throw new UsageError(e.message);
    throw e;
  }
  if (args.workers !== void 0 && (!Number.isInteger(args.workers) || args.workers < 1 || args.workers > 64))
    throw new UsageError("--workers must be a whole number from 1 to 64");
  const progress = stderr.isTTY ? (done, total) => {
    if (total >= 2e3) stderr.write(done < total ? `\r\x1B[Klinting ${done}/${total} files` : "\r\x1B[K");
  } : void 0;
  const framed = /* @__PURE__ */ new Set(["stylish", "junit", "sarif"]);
  let remote;
  if (args.remote) {
    if (!loadRemote) throw new Error("lint --remote was started without the API client");
    remote = await loadRemote(Boolean(args.debug));
    if (!remote) return ExitCode.Usage;
  }
  const lintOptions = {
    ...remote ? { remote } : {},
    verdictReasons: requests.some((r) => r.name === "json"),
    readSources: args.fix || requests.some((r) => framed.has(r.name)) ? "with-findings" : "none",
    ...args.config ? { config: args.config } : {},
    ...args.cache !== false ? { cache: { ...args["cache-location"] !== void 0 ? { location: (0, import_node_path12.resolve)(args["cache-location"]) } : {}, git: gitVariables() } } : {},
    ...args.workers !== void 0 ? { workers: args.workers } : {},
    ...progress ? { onProgress: progress } : {}
  };
  const workspace = process.env.GITHUB_WORKSPACE;
  const prefix = workspace ? (0, import_node_path12.relative)(workspace, (0, import_node_path12.resolve)(".")).split(import_node_path12.sep).join("/") : "";
  const options = {
    toolVersion: VERSION,
    informationUri: REPOSITORY_URL,
    ruleDocsUrl,
    showSuppressed: args["show-suppressed"],
    ...stdout.columns ? { width: stdout.columns } : {},
    srcRoot: (0, import_node_url.pathToFileURL)(`${(0, import_node_path12.resolve)(workspace ?? ".")}/`).href,
    ...prefix && !prefix.startsWith("..") ? { repoPathPrefix: prefix } : {}
  };
  if (fromStdin) return report(await lintStdin(stdinName, lintOptions), requests, options, args);
  const only = requests.length === 1 ? requests[0] : void 0;
  const streaming2 = only && only.path === void 0 && !args.fix && !(only.name === "github" && process.env.GITHUB_STEP_SUMMARY) ? streamingReporter(only.name, { ...options, color: useColor(stdout) }) : void 0;
  if (streaming2) return streamLint(paths, args, lintOptions, streaming2);
  let result = await lintFiles(paths, lintOptions);
  if (args.fix) {
    const fixed = await applyFixes(result);
    if (fixed.edits > 0) {
      stderr.write(`fixed ${plural(fixed.edits, "problem")} in ${plural(fixed.files, "file")}
`);
      result = await lintFiles(paths, lintOptions);
    }
  }
  return report(result, requests, options, args);
}
async function report(result, requests, options, args) {
  if (args.quiet) result = onlyErrors(result);
  const warningsFail = tooManyWarnings(result.summary, args);
  for (const request of requests) {
    const toFile = request.path !== void 0;
    const text = render2(result, request.name, { ...options, color: !toFile && useColor(stdout), warningsFail });
    if (toFile) {
      await import_node_fs14.promises.mkdir((0, import_node_path12.dirname)((0, import_node_path12.resolve)(request.path)), { recursive: true });
      await import_node_fs14.promises.writeFile(request.path, text.endsWith("\n") ? text : `${text}
`);
    } else if (text.length > 0) {
      stdout.write(text.endsWith("\n") ? text : `${text}
`);
    }
    if (request.name === "github" && process.env.GITHUB_STEP_SUMMARY) {
      await import_node_fs14.promises.writeFile(process.env.GITHUB_STEP_SUMMARY, githubSummary(result, options), { flag: "a" });
    }
  }
  return exitCode(result.summary, args);
}
function exitCode({ errors, warnings }, args) {
  if (errors > 0) return ExitCode.Problems;
  if (tooManyWarnings({ warnings }, args)) {
    stderr.write(`pql-audience: ${plural(warnings, "warning")}, more than --max-warnings ${args["max-warnings"]}
`);
    return ExitCode.Problems;
  }
  return ExitCode.Ok;
}
function tooManyWarnings({ warnings }, args) {
  return args["max-warnings"] !== void 0 && warnings > args["max-warnings"];
}
async function streamLint(paths, args, lintOptions, reporter) {
  let pending = "";
  const flush = () => {
    stdout.write(pending);
    pending = "";
  };
  let withErrors = 0;
  const run = await streamLintFiles(paths, lintOptions, (file) => {
    if (args.quiet) {
      file = errorsOnly(file);
      if (file.diagnostics.some((d) => !d.suppressed)) withErrors++;
    }
    pending += reporter.file(file);
    if (pending.length > 1 << 16) flush();
  });
  const summary = args.quiet ? quietSummary(run.summary) : run.summary;
  pending += reporter.end(args.quiet ? { summary, filesWithProblems: withErrors } : run);
  flush();
  return exitCode(summary, args);
}
function onlyErrors(result) {
  return { ...result, files: result.files.map(errorsOnly), summary: quietSummary(result.summary) };
}
function errorsOnly(file) {
  return { ...file, diagnostics: file.diagnostics.filter((d) => d.severity === "error") };
}
function quietSummary(summary) {
  return { ...summary, warnings: 0, infos: 0 };
}
async function printConfig(file, explicit) {
  const resolver = new ConfigResolver(explicit ? await loadConfig(explicit) : void 0);
  const { source, resolved } = await resolver.forFile(file);
  const shown2 = {
    file,
    configFile: source?.file ?? null,
    ...resolved,
    ...source ? {} : { note: "no config file applies; these are the defaults" }
  };
  stdout.write(`${JSON.stringify(shown2, null, 2)}
`);
  return ExitCode.Ok;
}

// src/cli/startup/lint-fast.ts
init_load();
function runFastLint(args) {
  return guarded(false, () => runLint({ ...args, "show-suppressed": false, quiet: false, fix: false, remote: false }));
}
function runFastFmt(args) {
  return guarded(false, () => runFmt(args));
}
function warmForCodeCache() {
  parseConfig("pql-audience.config.yaml", "rules:\n  style/uppercase-keyword: error\nedge:\n  mergePolicies:\n    - a # a comment\n");
  loadAudienceFile("warm.audience.yaml", "name: &n Warm\ndescription: *n\nexpression:\n  type: PQL\n  format: pql/text\n  value: a = 1\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runFastFmt,
  runFastLint,
  warmForCodeCache
});
})
