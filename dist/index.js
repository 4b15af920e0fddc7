var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
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

// src/audience/encoding.ts
function decodeUtf8(bytes) {
  const text = lenient.decode(bytes);
  const bad6 = illFormedSequences(bytes);
  if (bad6.length === 0) return { text };
  const byteOffset = bad6[0];
  const offset = lenient.decode(bytes.subarray(0, byteOffset)).length;
  return { text, invalidUtf8: { offset, byteOffset, byte: bytes[byteOffset], count: bad6.length } };
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
    let ok2 = true;
    for (let k = 0; k < need; k++, j++) {
      const c = bytes[j];
      if (c === void 0 || c < lower || c > upper) {
        ok2 = false;
        break;
      }
      lower = 128;
      upper = 191;
    }
    if (!ok2) out.push(i);
    i = j;
  }
  return out;
}
function invalidUtf8Message({ byte, byteOffset, count: count2 }) {
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  const more = count2 > 1 ? `; ${count2 - 1} more place${count2 > 2 ? "s" : ""} in the file ${count2 > 2 ? "are" : "is"} not UTF-8 either` : "";
  return {
    message: `the file is not UTF-8: byte ${hex} (byte ${byteOffset} of the file) is not part of a UTF-8 character and was read as U+FFFD${more}`,
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
import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync, promises as fsPromises, readSync } from "node:fs";
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
function readBytesSync(path2) {
  let fd;
  try {
    fd = openSync(path2, READ_FLAGS);
  } catch (e) {
    throw unreadable(path2, e);
  }
  try {
    const stats = fstatSync(fd);
    const refused = notRegularFile(path2, stats);
    if (refused) throw refused;
    if (stats.size === 0) return readToEnd(fd);
    const bytes = Buffer.allocUnsafe(stats.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, null);
      if (n === 0) break;
      read += n;
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } catch (e) {
    throw e instanceof InputError ? e : unreadable(path2, e);
  } finally {
    closeSync(fd);
  }
}
function readToEnd(fd) {
  const chunks = [];
  for (; ; ) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks);
    chunks.push(chunk.subarray(0, n));
  }
}
async function readBytes(path2) {
  let handle;
  try {
    handle = await fsPromises.open(path2, READ_FLAGS);
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
  return isUtf8(bytes) ? { text: bytes.toString("utf8") } : decodeUtf8(bytes);
}
function readSourceSync(path2) {
  return decode(readBytesSync(path2));
}
async function readText(path2) {
  return decode(await readBytes(path2)).text;
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
var InputError, READ_FLAGS;
var init_errors = __esm({
  "src/node/errors.ts"() {
    "use strict";
    init_encoding();
    InputError = class extends Error {
      name = "InputError";
    };
    READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
  }
});

// src/node/worker-pool.ts
var worker_pool_exports = {};
__export(worker_pool_exports, {
  draftOnWorkers: () => draftOnWorkers
});
async function draftOnWorkers(jobs, workers, onProgress) {
  const drafts = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const pool = Array.from({ length: Math.min(workers, Math.ceil(jobs.length / BATCH)) }, () => new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
  try {
    await Promise.all(
      pool.map(
        (worker) => new Promise((resolve4, reject) => {
          const send2 = () => {
            if (next >= jobs.length) return resolve4();
            const batch = jobs.slice(next, next + BATCH);
            next += batch.length;
            worker.postMessage(batch);
          };
          worker.on("message", (replies) => {
            for (const reply of replies) {
              if ("error" in reply) return reject(new InputError(reply.error));
              drafts[reply.index] = { ...reply.draft, config: jobs[reply.index].config };
            }
            done += replies.length;
            onProgress?.(done);
            send2();
          });
          worker.on("error", reject);
          worker.on("exit", (code) => code !== 0 && reject(new Error(`lint worker stopped with exit code ${code}`)));
          send2();
        })
      )
    );
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return drafts;
}
var workerUrl, BATCH, YOUNG_GENERATION_MB;
var init_worker_pool = __esm({
  "src/node/worker-pool.ts"() {
    "use strict";
    init_errors();
    workerUrl = true ? new URL("./lint-worker.js", import.meta.url) : new URL("../../dist/lint-worker.js", import.meta.url);
    BATCH = 64;
    YOUNG_GENERATION_MB = 32;
  }
});

// src/syntax/index.ts
import { EOF as EOF3, Lexer as Lexer2 } from "chevrotain";

// src/syntax/errors.ts
var syntaxCodes = {
  "syntax/parse-error": "PQL001",
  "syntax/unexpected-character": "PQL002",
  "syntax/unclosed-string": "PQL003",
  "syntax/invalid-escape": "PQL004",
  "syntax/placeholder": "PQL005",
  "syntax/too-deep": "PQL006",
  "syntax/unknown-function": "PQL007"
};

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

// src/syntax/tokens.ts
import { createToken as chevrotainToken, Lexer } from "chevrotain";

// src/syntax/lexer-hints-table.ts
var START_CHARS = JSON.parse('{"After":[97],"And":[65,97],"Arrow":[61],"Bang":[33],"Before":[98],"Between":[98],"Caret":[94],"Chain":[67,99],"Colon":[58],"Comma":[44],"Comment":[35,47],"ContextRef":[64],"Count":[67,99],"DateWord":[100],"Dot":[46],"DoubleAmpersand":[38],"DoubleEquals":[61],"DoubleLiteral":[48,49,50,51,52,53,54,55,56,57],"DoublePipe":[124],"Equals":[61],"Exists":[101],"False":[102],"Forall":[102],"From":[102],"Greater":[62],"GreaterEq":[62],"Identifier":[65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,95,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122],"If":[105],"In":[105],"IntegerLiteral":[48,49,50,51,52,53,54,55,56,57],"LBrace":[123],"LBracket":[91],"LParen":[40],"Last":[108],"Less":[60],"LessEq":[60],"Let":[108],"Like":[108],"Minus":[45],"MisquotedString":[39,8160],"Next":[110],"Not":[78,110],"NotEquals":[33],"NotIn":[110],"Now":[110],"Occurs":[111],"On":[111],"Or":[79,111],"Over":[111],"Param":[36],"Percent":[37],"Plus":[43],"RBrace":[125],"RBracket":[93],"RParen":[41],"Select":[115],"Slash":[47],"Star":[42],"StringLiteral":[34],"Sum":[115],"TemplateTag":[123],"TenantPlaceholder":[95],"This":[116],"Today":[116],"Tomorrow":[116],"True":[116],"UnclosedString":[34],"Unit":[99,100,104,109,115,119,121],"What":[87,119],"When":[87,119],"Where":[87,119],"WhiteSpace":[9,10,11,12,13,32,160,65025],"Yesterday":[121]}');

// src/syntax/tokens.ts
function createToken(config2) {
  const hint = config2.start_chars_hint ? void 0 : START_CHARS[config2.name];
  return chevrotainToken(hint ? { ...config2, start_chars_hint: hint } : config2);
}
var AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, label: "a name" });
var SoftName = createToken({ name: "SoftName", pattern: Lexer.NA, categories: [AnyWord], label: "a name" });
var Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  categories: [SoftName],
  label: "a name"
});
function word(spec) {
  return createToken({
    name: spec.name,
    pattern: spec.pattern,
    longer_alt: Identifier,
    categories: spec.soft ? [SoftName] : [AnyWord],
    label: spec.label
  });
}
var And = word({ name: "And", pattern: /and/i, label: "`and`" });
var Or = word({ name: "Or", pattern: /or/i, label: "`or`" });
var Not = word({ name: "Not", pattern: /not/i, label: "`not`" });
var NotIn = word({ name: "NotIn", pattern: /notIn/, label: "`notIn`" });
var In = word({ name: "In", pattern: /in/, label: "`in`" });
var Like = word({ name: "Like", pattern: /like/, label: "`like`" });
var Occurs = word({ name: "Occurs", pattern: /occurs/, label: "`occurs`" });
var True = word({ name: "True", pattern: /true/, label: "`true`" });
var False = word({ name: "False", pattern: /false/, label: "`false`" });
var If = word({ name: "If", pattern: /if/, label: "`if`" });
var Let = word({ name: "Let", pattern: /let/, label: "`let`" });
var Select = word({ name: "Select", pattern: /select/, label: "`select`" });
var Exists = word({ name: "Exists", pattern: /exists/, label: "`exists`" });
var Forall = word({ name: "Forall", pattern: /forall/, label: "`forall`" });
var Where = word({ name: "Where", pattern: /where/i, label: "`where`" });
var From = word({ name: "From", pattern: /from/, label: "`from`" });
var This = word({ name: "This", pattern: /this/, label: "`this`" });
var Now = word({ name: "Now", pattern: /now/, label: "`now`" });
var Today = word({ name: "Today", pattern: /today/, label: "`today`" });
var Yesterday = word({ name: "Yesterday", pattern: /yesterday/, label: "`yesterday`" });
var Tomorrow = word({ name: "Tomorrow", pattern: /tomorrow/, label: "`tomorrow`" });
var Before = word({ name: "Before", pattern: /before/, label: "`before`", soft: true });
var After = word({ name: "After", pattern: /after/, label: "`after`", soft: true });
var Between = word({ name: "Between", pattern: /between/, label: "`between`", soft: true });
var On = word({ name: "On", pattern: /on/, label: "`on`", soft: true });
var Last = word({ name: "Last", pattern: /last/, label: "`last`", soft: true });
var Next = word({ name: "Next", pattern: /next/, label: "`next`", soft: true });
var Over = word({ name: "Over", pattern: /over/, label: "`over`", soft: true });
var Sum = word({ name: "Sum", pattern: /sum/, label: "`sum`", soft: true });
var Chain = word({ name: "Chain", pattern: /chain/i, label: "`CHAIN`", soft: true });
var What = word({ name: "What", pattern: /what/i, label: "`WHAT`", soft: true });
var When = word({ name: "When", pattern: /when/i, label: "`WHEN`", soft: true });
var Count = word({ name: "Count", pattern: /count/i, label: "`COUNT`", soft: true });
var DateWord = word({ name: "DateWord", pattern: /date/, label: "`date`", soft: true });
var Unit = word({
  name: "Unit",
  pattern: /milliseconds|millisecond|seconds|second|minutes|minute|hours|hour|days|day|weeks|week|months|month|years|year|decades|decade|centuries|century|millennia|millennium/,
  label: "a time unit (`hours`, `days`, ...)",
  soft: true
});
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
var StringLiteral = createToken({
  name: "StringLiteral",
  pattern: { exec: quotedString(true) },
  line_breaks: false,
  start_chars_hint: ['"'],
  label: "a string"
});
var UnclosedString = createToken({
  name: "UnclosedString",
  pattern: { exec: quotedString(false) },
  line_breaks: false,
  start_chars_hint: ['"'],
  label: "a string"
});
var DoubleLiteral = createToken({ name: "DoubleLiteral", pattern: /\d+\.\d+/, label: "a number" });
var IntegerLiteral = createToken({ name: "IntegerLiteral", pattern: /\d+/, label: "a number" });
var Param = createToken({ name: "Param", pattern: /\$\d+/, label: "a parameter (`$1`)" });
var ContextRef = createToken({ name: "ContextRef", pattern: /@\{[^}\r\n]*\}/, label: "a context reference (`@{...}`)" });
var MisquotedString = createToken({
  name: "MisquotedString",
  pattern: /'[^'\r\n]*'|\u201c[^\u201d\r\n]*\u201d/,
  categories: [StringLiteral],
  label: "a string"
});
var Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*|\/\/[^\r\n]*/, group: "comments" });
var TemplateTag = createToken({ name: "TemplateTag", pattern: /\{%[^\r\n]*?%\}|\{\{[^\r\n]*?\}\}/, group: "templates" });
var TenantPlaceholder = createToken({
  name: "TenantPlaceholder",
  pattern: /_\{[A-Za-z_]*\}/,
  categories: [SoftName],
  label: "a name"
});
var Arrow = createToken({ name: "Arrow", pattern: /=>/, label: "`=>`" });
var NotEquals = createToken({ name: "NotEquals", pattern: /!=/, label: "`!=`" });
var LessEq = createToken({ name: "LessEq", pattern: /<=/, label: "`<=`" });
var GreaterEq = createToken({ name: "GreaterEq", pattern: />=/, label: "`>=`" });
var Equals = createToken({ name: "Equals", pattern: /=/, label: "`=`" });
var Less = createToken({ name: "Less", pattern: /</, label: "`<`" });
var Greater = createToken({ name: "Greater", pattern: />/, label: "`>`" });
var Bang = createToken({ name: "Bang", pattern: /!/, label: "`!`" });
var Plus = createToken({ name: "Plus", pattern: /\+/, label: "`+`" });
var Minus = createToken({ name: "Minus", pattern: /-/, label: "`-`" });
var Star = createToken({ name: "Star", pattern: /\*/, label: "`*`" });
var Slash = createToken({ name: "Slash", pattern: /\//, label: "`/`" });
var Percent = createToken({ name: "Percent", pattern: /%/, label: "`%`" });
var Caret = createToken({ name: "Caret", pattern: /\^/, label: "`^`" });
var LParen = createToken({ name: "LParen", pattern: /\(/, label: "`(`" });
var RParen = createToken({ name: "RParen", pattern: /\)/, label: "`)`" });
var LBracket = createToken({ name: "LBracket", pattern: /\[/, label: "`[`" });
var RBracket = createToken({ name: "RBracket", pattern: /]/, label: "`]`" });
var LBrace = createToken({ name: "LBrace", pattern: /\{/, label: "`{`" });
var RBrace = createToken({ name: "RBrace", pattern: /}/, label: "`}`" });
var Comma = createToken({ name: "Comma", pattern: /,/, label: "`,`" });
var Dot = createToken({ name: "Dot", pattern: /\./, label: "`.`" });
var Colon = createToken({ name: "Colon", pattern: /:/, label: "`:`" });
var DoubleEquals = createToken({ name: "DoubleEquals", pattern: /==/, categories: [Equals], label: "`=`" });
var DoubleAmpersand = createToken({ name: "DoubleAmpersand", pattern: /&&/, categories: [And], label: "`and`" });
var DoublePipe = createToken({ name: "DoublePipe", pattern: /\|\|/, categories: [Or], label: "`or`" });
var WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/,
  group: Lexer.SKIPPED,
  line_breaks: true
});
var allTokens = [
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

// src/syntax/functions.ts
var functionNames = ["inSegment", "date", "currentMonth", "currentYear", "currentDayOfMonth", "mapEntry"];
var methodNames = [
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
var keywordCalls = ["CHAIN", "if"];
var functions = new Set(functionNames);
var methods = new Set(methodNames);
function nearest(name, candidates) {
  const lower = name.toLowerCase();
  return candidates.find((c) => c.toLowerCase() === lower) ?? (name.length < 3 ? void 0 : closest(name, candidates));
}
function unknownFunction(name) {
  if (functions.has(name)) return void 0;
  const near = nearest(name, [...functionNames, ...keywordCalls]);
  const method = methodNames.find((m) => m.toLowerCase() === name.toLowerCase());
  const hints = method ? [`\`${method}\` is a method: call it on a value, e.g. \`orders.${method}(...)\``] : near ? [] : [`the functions are ${functionNames.map((f) => `\`${f}\``).join(", ")}, and \`CHAIN(...)\`, \`if(...)\``];
  return { message: `unknown function \`${name}\`${near && !method ? `; did you mean \`${near}\`?` : ""}`, label: "not a PQL function", hints, closest: method ? void 0 : near };
}
function unknownMethod(name) {
  if (methods.has(name)) return void 0;
  const near = nearest(name, methodNames);
  const fn = functionNames.find((f) => f.toLowerCase() === name.toLowerCase());
  const hints = fn ? [`\`${fn}\` is a function, not a method: write \`${fn}(...)\``] : [];
  return { message: `unknown method \`${name}\`${near && !fn ? `; did you mean \`${near}\`?` : ""}`, label: "not a PQL method", hints, closest: fn ? void 0 : near };
}
var callWords = /* @__PURE__ */ new Set([Chain, What, When, Count, Sum]);
function unknownCallTokens(tokens) {
  const found = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i];
    if (tokens[i + 1].tokenType !== LParen) continue;
    const afterDot = i > 0 && tokens[i - 1].tokenType === Dot;
    const named = (token.tokenType.CATEGORIES ?? []).includes(SoftName) && !callWords.has(token.tokenType);
    const problem2 = afterDot ? unknownMethod(token.image) : named ? unknownFunction(token.image) : void 0;
    if (problem2?.closest) found.push({ token, problem: problem2 });
  }
  return found;
}

// src/syntax/missing-quote.ts
var codeInsideString = /\)\s*(?:and|or|AND|OR)\s|(?:inSegment|chain|CHAIN|WHAT|WHEN)\(|\s(?:and|or)\s+[A-Za-z_$]/;
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
      rule: "syntax/unclosed-string",
      code: "PQL003",
      message: `missing closing quote: the string \`"${intended.length > 40 ? `${intended.slice(0, 37)}...` : intended}\` runs on into \`${match[0].trim()}\``,
      span: lines.span(missingAt, missingAt + 1),
      label: 'add `"` here',
      hints: [`close the string before \`${match[0].trim()[0]}\`: \`"${intended.slice(0, 40)}"\``]
    });
    break;
  }
}

// src/syntax/parser.ts
import { EmbeddedActionsParser, EOF as EOF2, tokenName as tokenName3 } from "chevrotain";

// src/syntax/strings.ts
var simpleEscapes = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  n: "\n",
  t: "	",
  r: "\r",
  b: "\b",
  f: "\f"
};
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
      const shown3 = e === void 0 ? "\\" : `\\${e}`;
      return {
        ok: false,
        message: `unknown escape \`${shown3}\` in a string; write \`\\\\\` for a backslash (a regex \`\\w\` is written \`\\\\w\`)`,
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

// src/syntax/ast-factory.ts
var unitBySpelling = {
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
var AstFactory = class {
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
  select(first, later, span) {
    return { kind: "Select", variable: first.variable, source: first.source, condition: first.condition, laterBindings: later, span };
  }
  binding(variable, source, condition2, span) {
    return { kind: "Binding", variable: this.name(variable), source, condition: condition2, span };
  }
  quantifier(word2, bindings2, span) {
    return { kind: "Quantifier", quantifier: word2.tokenType === Exists ? "exists" : "forall", bindings: bindings2, span };
  }
  sumOver(value, first, later, span) {
    return { kind: "SumOver", value, variable: first.variable, source: first.source, condition: first.condition, laterBindings: later, span };
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
      return { kind: "MethodCall", object: result, method: name, args: suffix.args.args, span: this.join(this.outer(result), this.span(suffix.args.close)) };
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
    if (token.tokenType === Param) return { kind: "Path", root: { type: "param", index: Number(token.image.slice(1)) }, segments: [], span: this.span(token) };
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
  amountConstraint(comparator, amount, unit, direction, anchor2, span) {
    return {
      kind: "AmountConstraint",
      comparator: comparator.image,
      amount: Number(amount.image),
      unit: unitBySpelling[unit.image],
      direction: direction.image,
      anchor: anchor2,
      span
    };
  }
  directionConstraint(direction, anchor2, span) {
    return { kind: "DirectionConstraint", direction: direction.image, anchor: anchor2, span };
  }
  betweenConstraint(from, to, span) {
    return { kind: "BetweenConstraint", from, to, span };
  }
  pointConstraint(on, anchor2, span) {
    return { kind: "PointConstraint", on, anchor: anchor2, span };
  }
  relativePeriod(which, unit) {
    return { kind: "RelativePeriod", which: which.image, unit: unitBySpelling[unit.image], span: this.span(which, unit) };
  }
  chain(keyword, events, timestampField, steps, close) {
    return { kind: "Chain", events, timestampField: this.name(timestampField), steps, span: this.span(keyword, close) };
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
function isIntegerLiteral(e) {
  return e.kind === "Number" && /^\d+$/.test(e.raw);
}

// src/syntax/lookahead.ts
import {
  getLookaheadPaths,
  LLkLookaheadStrategy,
  tokenMatcher,
  tokenName
} from "chevrotain";
var TableLookahead = class {
  constructor(table, tokensByName2, maxLookahead) {
    this.table = table;
    this.tokensByName = tokensByName2;
    this.validator = new LLkLookaheadStrategy({ maxLookahead });
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
    const stored = this.table[key];
    if (stored) {
      const resolved = stored.map((alternative) => alternative.map((path2) => path2.map((name) => this.tokensByName.get(name))));
      if (resolved.every((a) => a.every((p) => p.every((token) => token !== void 0)))) return resolved;
    }
    const live = getLookaheadPaths({ occurrence, rule, prodType, maxLookahead });
    this.computed[key] = live.map((alternative) => alternative.map((path2) => path2.map((token) => tokenName(token))));
    return live;
  }
};
function matches(parser2, paths) {
  for (const path2 of paths) {
    let all = true;
    for (let i = 0; i < path2.length && all; i++) all = tokenMatcher(parser2.LA(i + 1), path2[i]);
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
    const starting = paths.filter((path2) => path2.length === 0 || tokenMatcher(token, path2[0]));
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

// src/syntax/lookahead-table.ts
var LOOKAHEAD_TABLE = JSON.parse('{"arguments:RepetitionWithSeparator:0":[[["LParen"],["Let"],["Select"],["Exists"],["Forall"],["Sum"],["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]],[["RParen"]]],"arithmetic:Alternation:0":[[["Plus"]],[["Minus"]],[["Star"]],[["Slash"]],[["Percent"]]],"arithmetic:Repetition:0":[[["Minus"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"arithmetic:Repetition:2":[[["Plus"],["Minus"],["Star"],["Slash"],["Percent"]],[[]]],"arithmetic:Repetition:3":[[["Minus"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"arrayLiteral:RepetitionWithSeparator:0":[[["LParen"],["Let"],["Select"],["Exists"],["Forall"],["Sum"],["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]],[["RBracket"]]],"binding:Alternation:0":[[["Where"]],[["Colon"]]],"binding:Option:0":[[["Where"],["Colon"]],[[]]],"chainExpression:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[["RBracket"]]],"chainStep:RepetitionMandatory:0":[[["What"],["Where"],["When"],["Count"]],[[]]],"comparator:Alternation:0":[[["Equals"]],[["NotEquals"]],[["LessEq"]],[["Less"]],[["GreaterEq"]],[["Greater"]]],"comparison:Alternation:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"]],[["In"],["NotIn"],["Like"]],[["Occurs"]]],"comparison:Alternation:2":[[["In"]],[["NotIn"]],[["Like"]]],"comparison:Alternation:3":[[["Not"]],[["Bang"]]],"comparison:Option:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"],["In"],["NotIn"],["Like"],["Occurs"]],[[]]],"comparison:Repetition:0":[[["Not"],["Bang"]],[["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"direction:Alternation:0":[[["Before"]],[["After"]],[["From"]]],"expression:Alternation:0":[[["LParen","SoftName","Comma"],["LParen","SoftName","RParen"]],[["Let"]],[["Select"]],[["Exists"],["Forall"]],[["Sum","StringLiteral"],["Sum","DoubleLiteral"],["Sum","IntegerLiteral"],["Sum","True"],["Sum","False"],["Sum","Now"],["Sum","Today"],["Sum","Yesterday"],["Sum","Tomorrow"],["Sum","Param"],["Sum","Caret"],["Sum","ContextRef"],["Sum","This"],["Sum","Chain"],["Sum","If"],["Sum","LBrace"],["Sum","SoftName"],["Sum","Minus","Minus"],["Sum","Minus","StringLiteral"],["Sum","Minus","DoubleLiteral"],["Sum","Minus","IntegerLiteral"],["Sum","Minus","True"],["Sum","Minus","False"],["Sum","Minus","Now"],["Sum","Minus","Today"],["Sum","Minus","Yesterday"],["Sum","Minus","Tomorrow"],["Sum","Minus","Param"],["Sum","Minus","Caret"],["Sum","Minus","ContextRef"],["Sum","Minus","This"],["Sum","Minus","LParen"],["Sum","Minus","Chain"],["Sum","Minus","If"],["Sum","Minus","LBracket"],["Sum","Minus","LBrace"],["Sum","Minus","SoftName"],["Sum","LParen","LParen"],["Sum","LParen","Let"],["Sum","LParen","Select"],["Sum","LParen","Exists"],["Sum","LParen","Forall"],["Sum","LParen","Sum"],["Sum","LParen","Not"],["Sum","LParen","Bang"],["Sum","LParen","Minus"],["Sum","LParen","StringLiteral"],["Sum","LParen","DoubleLiteral"],["Sum","LParen","IntegerLiteral"],["Sum","LParen","True"],["Sum","LParen","False"],["Sum","LParen","Now"],["Sum","LParen","Today"],["Sum","LParen","Yesterday"],["Sum","LParen","Tomorrow"],["Sum","LParen","Param"],["Sum","LParen","Caret"],["Sum","LParen","ContextRef"],["Sum","LParen","This"],["Sum","LParen","Chain"],["Sum","LParen","If"],["Sum","LParen","LBracket"],["Sum","LParen","LBrace"],["Sum","LParen","SoftName"],["Sum","LBracket","LParen"],["Sum","LBracket","Let"],["Sum","LBracket","Select"],["Sum","LBracket","Exists"],["Sum","LBracket","Forall"],["Sum","LBracket","Sum"],["Sum","LBracket","Not"],["Sum","LBracket","Bang"],["Sum","LBracket","Minus"],["Sum","LBracket","StringLiteral"],["Sum","LBracket","DoubleLiteral"],["Sum","LBracket","IntegerLiteral"],["Sum","LBracket","True"],["Sum","LBracket","False"],["Sum","LBracket","Now"],["Sum","LBracket","Today"],["Sum","LBracket","Yesterday"],["Sum","LBracket","Tomorrow"],["Sum","LBracket","Param"],["Sum","LBracket","Caret"],["Sum","LBracket","ContextRef"],["Sum","LBracket","This"],["Sum","LBracket","Chain"],["Sum","LBracket","If"],["Sum","LBracket","LBracket"],["Sum","LBracket","LBrace"],["Sum","LBracket","SoftName"],["Sum","LBracket","RBracket"]],[["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["LParen","LParen"],["LParen","Let"],["LParen","Select"],["LParen","Exists"],["LParen","Forall"],["LParen","Not"],["LParen","Bang"],["LParen","Minus"],["LParen","StringLiteral"],["LParen","DoubleLiteral"],["LParen","IntegerLiteral"],["LParen","True"],["LParen","False"],["LParen","Now"],["LParen","Today"],["LParen","Yesterday"],["LParen","Tomorrow"],["LParen","Param"],["LParen","Caret"],["LParen","ContextRef"],["LParen","This"],["LParen","If"],["LParen","LBracket"],["LParen","LBrace"],["SoftName","Dot"],["SoftName","Plus"],["SoftName","Star"],["SoftName","Slash"],["SoftName","Percent"],["SoftName","Equals"],["SoftName","NotEquals"],["SoftName","LessEq"],["SoftName","Less"],["SoftName","GreaterEq"],["SoftName","Greater"],["SoftName","In"],["SoftName","NotIn"],["SoftName","Like"],["SoftName","Occurs"],["SoftName","Or"],["SoftName","And"],["SoftName"],["LParen","Sum","Minus"],["LParen","Sum","StringLiteral"],["LParen","Sum","DoubleLiteral"],["LParen","Sum","IntegerLiteral"],["LParen","Sum","True"],["LParen","Sum","False"],["LParen","Sum","Now"],["LParen","Sum","Today"],["LParen","Sum","Yesterday"],["LParen","Sum","Tomorrow"],["LParen","Sum","Param"],["LParen","Sum","Caret"],["LParen","Sum","ContextRef"],["LParen","Sum","This"],["LParen","Sum","LParen"],["LParen","Sum","Chain"],["LParen","Sum","If"],["LParen","Sum","LBracket"],["LParen","Sum","LBrace"],["LParen","Sum","SoftName"],["LParen","Chain","LParen"],["LParen","SoftName","LParen"],["LParen","SoftName","Dot"],["LParen","SoftName","LBracket"],["LParen","SoftName","Plus"],["LParen","SoftName","Minus"],["LParen","SoftName","Star"],["LParen","SoftName","Slash"],["LParen","SoftName","Percent"],["LParen","SoftName","Equals"],["LParen","SoftName","NotEquals"],["LParen","SoftName","LessEq"],["LParen","SoftName","Less"],["LParen","SoftName","GreaterEq"],["LParen","SoftName","Greater"],["LParen","SoftName","In"],["LParen","SoftName","NotIn"],["LParen","SoftName","Like"],["LParen","SoftName","Occurs"],["LParen","SoftName","Or"],["LParen","SoftName","And"],["LParen","SoftName","RParen"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"],["SoftName","LBracket","LParen"],["SoftName","LBracket","Let"],["SoftName","LBracket","Select"],["SoftName","LBracket","Exists"],["SoftName","LBracket","Forall"],["SoftName","LBracket","Sum"],["SoftName","LBracket","Not"],["SoftName","LBracket","Bang"],["SoftName","LBracket","Minus"],["SoftName","LBracket","StringLiteral"],["SoftName","LBracket","DoubleLiteral"],["SoftName","LBracket","IntegerLiteral"],["SoftName","LBracket","True"],["SoftName","LBracket","False"],["SoftName","LBracket","Now"],["SoftName","LBracket","Today"],["SoftName","LBracket","Yesterday"],["SoftName","LBracket","Tomorrow"],["SoftName","LBracket","Param"],["SoftName","LBracket","Caret"],["SoftName","LBracket","ContextRef"],["SoftName","LBracket","This"],["SoftName","LBracket","Chain"],["SoftName","LBracket","If"],["SoftName","LBracket","LBracket"],["SoftName","LBracket","LBrace"],["SoftName","LBracket","SoftName"],["SoftName","Minus","Minus"],["SoftName","Minus","StringLiteral"],["SoftName","Minus","DoubleLiteral"],["SoftName","Minus","IntegerLiteral"],["SoftName","Minus","True"],["SoftName","Minus","False"],["SoftName","Minus","Now"],["SoftName","Minus","Today"],["SoftName","Minus","Yesterday"],["SoftName","Minus","Tomorrow"],["SoftName","Minus","Param"],["SoftName","Minus","Caret"],["SoftName","Minus","ContextRef"],["SoftName","Minus","This"],["SoftName","Minus","LParen"],["SoftName","Minus","Chain"],["SoftName","Minus","If"],["SoftName","Minus","LBracket"],["SoftName","Minus","LBrace"],["SoftName","Minus","SoftName"]]],"lambda:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[["RParen"]]],"logicalExpression:Alternation:0":[[["Or"]],[["And"]]],"logicalExpression:Repetition:0":[[["Or"],["And"]],[[]]],"objectLiteral:RepetitionWithSeparator:0":[[["StringLiteral"]],[["RBrace"]]],"postfixExpression:Alternation:0":[[["Dot"]],[["LBracket"]]],"postfixExpression:Option:0":[[["LParen"]],[[]]],"postfixExpression:Repetition:0":[[["Dot"],["LBracket"]],[[]]],"primary:Alternation:0":[[["StringLiteral"]],[["DoubleLiteral"]],[["IntegerLiteral"]],[["True"]],[["False"]],[["Now"]],[["Today"]],[["Yesterday"]],[["Tomorrow"]],[["Param"]],[["Caret"]],[["ContextRef"]],[["This"]],[["LParen"]],[["Chain","LParen","Minus"],["Chain","LParen","StringLiteral"],["Chain","LParen","DoubleLiteral"],["Chain","LParen","IntegerLiteral"],["Chain","LParen","True"],["Chain","LParen","False"],["Chain","LParen","Now"],["Chain","LParen","Today"],["Chain","LParen","Yesterday"],["Chain","LParen","Tomorrow"],["Chain","LParen","Param"],["Chain","LParen","Caret"],["Chain","LParen","ContextRef"],["Chain","LParen","This"],["Chain","LParen","LParen"],["Chain","LParen","Chain"],["Chain","LParen","If"],["Chain","LParen","LBracket"],["Chain","LParen","LBrace"],["Chain","LParen","SoftName"]],[["If"]],[["LBracket"]],[["LBrace"]],[["SoftName"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"]]],"primary:Option:0":[[["LParen"]],[[]]],"quantifierExpression:Alternation:0":[[["Exists"]],[["Forall"]]],"quantifierExpression:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[[]]],"selectBinding:Option:0":[[["Where"]],[[]]],"selectExpression:Repetition:0":[[["Comma"]],[[]]],"stepClause:Alternation:0":[[["What"]],[["Where"]],[["When"]],[["Count"]]],"sumExpression:Repetition:0":[[["Comma"]],[[]]],"timeAnchor:Alternation:0":[[["This","Unit"],["Last","Unit"],["Next","Unit"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["This","Dot"],["This","LBracket"],["This"],["SoftName","LParen"],["SoftName","Dot"],["SoftName","LBracket"],["SoftName"]]],"timeAnchor:Alternation:2":[[["This"]],[["Last"]],[["Next"]]],"timeConstraint:Alternation:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"]],[["From"],["Before","This"],["Before","Last"],["Before","Next"],["Before","StringLiteral"],["Before","DoubleLiteral"],["Before","IntegerLiteral"],["Before","True"],["Before","False"],["Before","Now"],["Before","Today"],["Before","Yesterday"],["Before","Tomorrow"],["Before","Param"],["Before","Caret"],["Before","ContextRef"],["Before","Chain"],["Before","If"],["Before","LBrace"],["Before","SoftName"],["After","This"],["After","Last"],["After","Next"],["After","StringLiteral"],["After","DoubleLiteral"],["After","IntegerLiteral"],["After","True"],["After","False"],["After","Now"],["After","Today"],["After","Yesterday"],["After","Tomorrow"],["After","Param"],["After","Caret"],["After","ContextRef"],["After","Chain"],["After","If"],["After","LBrace"],["After","SoftName"],["Before","LParen","LParen"],["Before","LParen","Let"],["Before","LParen","Select"],["Before","LParen","Exists"],["Before","LParen","Forall"],["Before","LParen","Sum"],["Before","LParen","Not"],["Before","LParen","Bang"],["Before","LParen","Minus"],["Before","LParen","StringLiteral"],["Before","LParen","DoubleLiteral"],["Before","LParen","IntegerLiteral"],["Before","LParen","True"],["Before","LParen","False"],["Before","LParen","Now"],["Before","LParen","Today"],["Before","LParen","Yesterday"],["Before","LParen","Tomorrow"],["Before","LParen","Param"],["Before","LParen","Caret"],["Before","LParen","ContextRef"],["Before","LParen","This"],["Before","LParen","Chain"],["Before","LParen","If"],["Before","LParen","LBracket"],["Before","LParen","LBrace"],["Before","LParen","SoftName"],["Before","LBracket","LParen"],["Before","LBracket","Let"],["Before","LBracket","Select"],["Before","LBracket","Exists"],["Before","LBracket","Forall"],["Before","LBracket","Sum"],["Before","LBracket","Not"],["Before","LBracket","Bang"],["Before","LBracket","Minus"],["Before","LBracket","StringLiteral"],["Before","LBracket","DoubleLiteral"],["Before","LBracket","IntegerLiteral"],["Before","LBracket","True"],["Before","LBracket","False"],["Before","LBracket","Now"],["Before","LBracket","Today"],["Before","LBracket","Yesterday"],["Before","LBracket","Tomorrow"],["Before","LBracket","Param"],["Before","LBracket","Caret"],["Before","LBracket","ContextRef"],["Before","LBracket","This"],["Before","LBracket","Chain"],["Before","LBracket","If"],["Before","LBracket","LBracket"],["Before","LBracket","LBrace"],["Before","LBracket","SoftName"],["Before","LBracket","RBracket"],["After","LParen","LParen"],["After","LParen","Let"],["After","LParen","Select"],["After","LParen","Exists"],["After","LParen","Forall"],["After","LParen","Sum"],["After","LParen","Not"],["After","LParen","Bang"],["After","LParen","Minus"],["After","LParen","StringLiteral"],["After","LParen","DoubleLiteral"],["After","LParen","IntegerLiteral"],["After","LParen","True"],["After","LParen","False"],["After","LParen","Now"],["After","LParen","Today"],["After","LParen","Yesterday"],["After","LParen","Tomorrow"],["After","LParen","Param"],["After","LParen","Caret"],["After","LParen","ContextRef"],["After","LParen","This"],["After","LParen","Chain"],["After","LParen","If"],["After","LParen","LBracket"],["After","LParen","LBrace"],["After","LParen","SoftName"],["After","LBracket","LParen"],["After","LBracket","Let"],["After","LBracket","Select"],["After","LBracket","Exists"],["After","LBracket","Forall"],["After","LBracket","Sum"],["After","LBracket","Not"],["After","LBracket","Bang"],["After","LBracket","Minus"],["After","LBracket","StringLiteral"],["After","LBracket","DoubleLiteral"],["After","LBracket","IntegerLiteral"],["After","LBracket","True"],["After","LBracket","False"],["After","LBracket","Now"],["After","LBracket","Today"],["After","LBracket","Yesterday"],["After","LBracket","Tomorrow"],["After","LBracket","Param"],["After","LBracket","Caret"],["After","LBracket","ContextRef"],["After","LBracket","This"],["After","LBracket","Chain"],["After","LBracket","If"],["After","LBracket","LBracket"],["After","LBracket","LBrace"],["After","LBracket","SoftName"],["After","LBracket","RBracket"]],[["Between","This"],["Between","Last"],["Between","Next"],["Between","StringLiteral"],["Between","DoubleLiteral"],["Between","IntegerLiteral"],["Between","True"],["Between","False"],["Between","Now"],["Between","Today"],["Between","Yesterday"],["Between","Tomorrow"],["Between","Param"],["Between","Caret"],["Between","ContextRef"],["Between","Chain"],["Between","If"],["Between","LBrace"],["Between","SoftName"],["Between","LParen","LParen"],["Between","LParen","Let"],["Between","LParen","Select"],["Between","LParen","Exists"],["Between","LParen","Forall"],["Between","LParen","Sum"],["Between","LParen","Not"],["Between","LParen","Bang"],["Between","LParen","Minus"],["Between","LParen","StringLiteral"],["Between","LParen","DoubleLiteral"],["Between","LParen","IntegerLiteral"],["Between","LParen","True"],["Between","LParen","False"],["Between","LParen","Now"],["Between","LParen","Today"],["Between","LParen","Yesterday"],["Between","LParen","Tomorrow"],["Between","LParen","Param"],["Between","LParen","Caret"],["Between","LParen","ContextRef"],["Between","LParen","This"],["Between","LParen","Chain"],["Between","LParen","If"],["Between","LParen","LBracket"],["Between","LParen","LBrace"],["Between","LParen","SoftName"],["Between","LBracket","LParen"],["Between","LBracket","Let"],["Between","LBracket","Select"],["Between","LBracket","Exists"],["Between","LBracket","Forall"],["Between","LBracket","Sum"],["Between","LBracket","Not"],["Between","LBracket","Bang"],["Between","LBracket","Minus"],["Between","LBracket","StringLiteral"],["Between","LBracket","DoubleLiteral"],["Between","LBracket","IntegerLiteral"],["Between","LBracket","True"],["Between","LBracket","False"],["Between","LBracket","Now"],["Between","LBracket","Today"],["Between","LBracket","Yesterday"],["Between","LBracket","Tomorrow"],["Between","LBracket","Param"],["Between","LBracket","Caret"],["Between","LBracket","ContextRef"],["Between","LBracket","This"],["Between","LBracket","Chain"],["Between","LBracket","If"],["Between","LBracket","LBracket"],["Between","LBracket","LBrace"],["Between","LBracket","SoftName"],["Between","LBracket","RBracket"]],[["On"],["This"],["Last"],["Next"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName","Dot"],["SoftName"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"],["SoftName","LBracket","LParen"],["SoftName","LBracket","Let"],["SoftName","LBracket","Select"],["SoftName","LBracket","Exists"],["SoftName","LBracket","Forall"],["SoftName","LBracket","Sum"],["SoftName","LBracket","Not"],["SoftName","LBracket","Bang"],["SoftName","LBracket","Minus"],["SoftName","LBracket","StringLiteral"],["SoftName","LBracket","DoubleLiteral"],["SoftName","LBracket","IntegerLiteral"],["SoftName","LBracket","True"],["SoftName","LBracket","False"],["SoftName","LBracket","Now"],["SoftName","LBracket","Today"],["SoftName","LBracket","Yesterday"],["SoftName","LBracket","Tomorrow"],["SoftName","LBracket","Param"],["SoftName","LBracket","Caret"],["SoftName","LBracket","ContextRef"],["SoftName","LBracket","This"],["SoftName","LBracket","Chain"],["SoftName","LBracket","If"],["SoftName","LBracket","LBracket"],["SoftName","LBracket","LBrace"],["SoftName","LBracket","SoftName"]]],"timeConstraint:Option:0":[[["On"]],[["This"],["Last"],["Next"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName","LParen"],["SoftName","Dot"],["SoftName","LBracket"],["SoftName"]]],"upReference:Option:0":[[["Dot"]],[["AnyWord"]]],"upReference:RepetitionMandatory:0":[[["Caret"]],[["Dot"],["AnyWord"]]]}');

// src/syntax/grammar-table.ts
var GRAMMAR_TABLE = JSON.parse('{"arguments":{"kind":"Rule","fields":{"orgText":"","name":"arguments"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"arithmetic":{"kind":"Rule","fields":{"orgText":"","name":"arithmetic"},"definition":[{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Minus"}}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"postfixExpression"}},{"kind":"Repetition","fields":{"idx":2},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Plus"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":2,"terminalType":"Minus"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Star"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Slash"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Percent"}}]}]},{"kind":"Repetition","fields":{"idx":3},"definition":[{"kind":"Terminal","fields":{"idx":3,"terminalType":"Minus"}}]},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"postfixExpression"}}]}]},"arrayLiteral":{"kind":"Rule","fields":{"orgText":"","name":"arrayLiteral"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}}]},"binding":{"kind":"Rule","fields":{"orgText":"","name":"binding"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}}]}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]}]},"chainExpression":{"kind":"Rule","fields":{"orgText":"","name":"chainExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Chain"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"Comma"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"chainStep"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"chainStep":{"kind":"Rule","fields":{"orgText":"","name":"chainStep"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}},{"kind":"RepetitionMandatory","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"stepClause"}}]}]},"comparator":{"kind":"Rule","fields":{"orgText":"","name":"comparator"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Equals"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"NotEquals"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LessEq"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Less"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"GreaterEq"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Greater"}}]}]}]},"comparison":{"kind":"Rule","fields":{"orgText":"","name":"comparison"},"definition":[{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":3,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Not"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Bang"}}]}]}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparator"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"arithmetic"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Alternation","fields":{"idx":2,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"In"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"NotIn"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Like"}}]}]},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"arithmetic"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Occurs"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeConstraint"}}]}]}]}]},"direction":{"kind":"Rule","fields":{"orgText":"","name":"direction"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Before"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"After"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}}]}]}]},"expression":{"kind":"Rule","fields":{"orgText":"","name":"expression"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":true},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"lambda"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"letExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"quantifierExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"sumExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"logicalExpression"}}]}]}]},"ifExpression":{"kind":"Rule","fields":{"orgText":"","name":"ifExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"If"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"lambda":{"kind":"Rule","fields":{"orgText":"","name":"lambda"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Arrow"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"letExpression":{"kind":"Rule","fields":{"orgText":"","name":"letExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Let"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Equals"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"In"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"logicalExpression":{"kind":"Rule","fields":{"orgText":"","name":"logicalExpression"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparison"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Or"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"And"}}]}]},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"comparison"}}]}]},"objectEntry":{"kind":"Rule","fields":{"orgText":"","name":"objectEntry"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"StringLiteral"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"objectLiteral":{"kind":"Rule","fields":{"orgText":"","name":"objectLiteral"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBrace"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"objectEntry"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBrace"}}]},"parenthesized":{"kind":"Rule","fields":{"orgText":"","name":"parenthesized"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"postfixExpression":{"kind":"Rule","fields":{"orgText":"","name":"postfixExpression"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"primary"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Dot"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arguments"}}]}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}}]}]}]}]},"primary":{"kind":"Rule","fields":{"orgText":"","name":"primary"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":true},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"StringLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"DoubleLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"True"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"False"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Now"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Today"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Yesterday"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Tomorrow"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Param"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"upReference"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"ContextRef"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"This"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"parenthesized"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"chainExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"ifExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arrayLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"objectLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arguments"}}]}]}]}]},"quantifierExpression":{"kind":"Rule","fields":{"orgText":"","name":"quantifierExpression"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Exists"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Forall"}}]}]},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"binding"}}]}]},"query":{"kind":"Rule","fields":{"orgText":"","name":"query"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"selectBinding":{"kind":"Rule","fields":{"orgText":"","name":"selectBinding"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]}]},"selectExpression":{"kind":"Rule","fields":{"orgText":"","name":"selectExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Select"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectBinding"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"selectBinding"}}]}]},"stepClause":{"kind":"Rule","fields":{"orgText":"","name":"stepClause"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"What"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"When"}},{"kind":"Terminal","fields":{"idx":3,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeConstraint"}},{"kind":"Terminal","fields":{"idx":3,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Count"}},{"kind":"Terminal","fields":{"idx":4,"terminalType":"LParen"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}},{"kind":"Terminal","fields":{"idx":4,"terminalType":"RParen"}}]}]}]},"sumExpression":{"kind":"Rule","fields":{"orgText":"","name":"sumExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Sum"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Over"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectBinding"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"selectBinding"}}]}]},"timeAnchor":{"kind":"Rule","fields":{"orgText":"","name":"timeAnchor"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Alternation","fields":{"idx":2,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"This"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Last"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Next"}}]}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Unit"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"postfixExpression"}}]}]}]},"timeConstraint":{"kind":"Rule","fields":{"orgText":"","name":"timeConstraint"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparator"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Unit"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"direction"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"direction"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Between"}},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"timeAnchor"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"And"}},{"kind":"NonTerminal","fields":{"idx":4,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"On"}}]},{"kind":"NonTerminal","fields":{"idx":5,"nonTerminalName":"timeAnchor"}}]}]}]},"upReference":{"kind":"Rule","fields":{"orgText":"","name":"upReference"},"definition":[{"kind":"RepetitionMandatory","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Caret"}}]},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Dot"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}}]}}');

// src/syntax/stored-grammar.ts
import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  tokenName as tokenName2
} from "chevrotain";
var kinds = {
  Rule,
  NonTerminal,
  Terminal,
  Alternation,
  Alternative,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator
};
var tokenFields = /* @__PURE__ */ new Set(["terminalType", "separator"]);
function loadGrammar(grammar, tokensByName2) {
  const build = (node) => {
    const Kind = kinds[node.kind];
    if (!Kind) throw new Error(`the stored grammar has a node of an unknown kind: ${node.kind}`);
    const built = Object.create(Kind.prototype);
    if (Kind !== Terminal) built._definition = node.definition?.map(build) ?? [];
    for (const [key, value] of Object.entries(node.fields ?? {})) {
      if (!tokenFields.has(key)) built[key] = value;
      else {
        const token = tokensByName2.get(value);
        if (!token) throw new Error(`the stored grammar names a token the parser does not have: ${String(value)}`);
        built[key] = token;
      }
    }
    return built;
  };
  return new Map(Object.entries(grammar).map(([name, rule]) => [name, build(rule)]));
}
function replayGrammar(parser2, grammar, tokensByName2) {
  const recorder = parser2;
  if (!recorder.definedRulesNames.every((name) => Object.hasOwn(grammar, name))) return false;
  const rules = loadGrammar(grammar, tokensByName2);
  recorder.enableRecording = () => {
  };
  recorder.disableRecording = () => {
  };
  recorder.topLevelRuleRecord = (name) => rules.get(name);
  return true;
}

// src/syntax/messages.ts
import { EOF } from "chevrotain";
var valueRules = /* @__PURE__ */ new Set([
  "expression",
  "logicalExpression",
  "comparison",
  "arithmetic",
  "postfixExpression",
  "primary",
  "query"
]);
function describeToken(token) {
  const type = token.tokenType;
  if (type === EOF) return "the end of the expression";
  if (type === StringLiteral || type === MisquotedString) return `the string ${shorten(token.image)}`;
  if (type === UnclosedString) return "an unclosed string";
  if (type === IntegerLiteral || type === DoubleLiteral) return `the number \`${token.image}\``;
  return `\`${shorten(token.image)}\``;
}
function showToken(token) {
  const type = token.tokenType;
  if (type === EOF) return "end of the expression";
  if (type === UnclosedString) return "unclosed string";
  return `\`${shorten(token.image)}\``;
}
function shorten(text) {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
function label(type) {
  return type.LABEL ?? type.name;
}
function after(previous) {
  return previous && previous.tokenType !== EOF && previous.image ? ` after \`${shorten(previous.image)}\`` : "";
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
      if (previous && (previous.tokenType === LBrace || previous.tokenType === Comma) && actual.tokenType !== EOF)
        return `object keys are strings in double quotes, as in \`{"count": 1}\`: ${found}`;
      return `expected \`,\` or \`}\` in the object, ${found}`;
    case Comma:
      if (rule === "ifExpression") return `\`if\` takes three arguments, \`if(test, then, else)\`: expected \`,\`, ${found}`;
      if (rule === "chainExpression")
        return `expected \`,\`: CHAIN takes \`(xEvent, timestamp, [steps])\`, ${found}`;
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
    case EOF:
      return `unexpected ${showToken(actual)} after a complete expression`;
    default:
      return `expected ${label(expected)}${after(previous)}, ${found}`;
  }
}
function noViableAlternative(actual, next, third, previous, rule) {
  const found = `found ${describeToken(actual)}`;
  if (actual.tokenType === LParen && next?.tokenType === RParen)
    return "empty parentheses: expected an expression between `(` and `)`";
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
var errorMessages = {
  buildMismatchTokenMessage: ({ expected, actual, previous, ruleName: ruleName2 }) => mismatch(expected, actual, previous, ruleName2),
  buildNotAllInputParsedMessage: ({ firstRedundant }) => {
    const type = firstRedundant.tokenType;
    if (type === RParen) return "unmatched `)`: there is no `(` for it to close";
    if (type === RBracket) return "unmatched `]`: there is no `[` for it to close";
    if (type === RBrace) return "unmatched `}`: there is no `{` for it to close";
    if ([Equals, NotEquals, Less, LessEq, Greater, GreaterEq, In, NotIn, Like, Occurs].includes(type))
      return `comparisons cannot be chained: parenthesize one side before ${showToken(firstRedundant)}`;
    return `unexpected ${showToken(firstRedundant)} after a complete expression; did you forget \`and\` or \`or\`?`;
  },
  buildNoViableAltMessage: ({ actual, previous, ruleName: ruleName2 }) => noViableAlternative(actual[0], actual[1], actual[2], previous, ruleName2),
  buildEarlyExitMessage: ({ actual, previous, ruleName: ruleName2 }) => earlyExit(actual[0], previous, ruleName2)
};

// src/syntax/parser.ts
var sumValueStart = /* @__PURE__ */ new Set([
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
var valueTokens = /* @__PURE__ */ new Set([...sumValueStart, Plus, Minus, Star, Slash, Percent, Unit]);
function continuesValue(token, parser2) {
  return valueTokens.has(token.tokenType) || parser2.tokenMatches(token, SoftName);
}
var MAX_LOOKAHEAD = 3;
var tokensByName = new Map([...allTokens, EOF2].map((token) => [tokenName3(token), token]));
var SKIPPED = void 0;
var PqlParser = class extends EmbeddedActionsParser {
  /** How the parser decides between alternatives: from the stored table (see lookahead.ts). */
  lookahead;
  /** Makes the nodes; `reset` it with the text's LineMap before each parse. */
  ast = new AstFactory();
  buildsTree;
  /** Whether performSelfAnalysis took the stored grammar instead of recording it (stored-grammar.ts). */
  replayed;
  /**
   * `recovery`: go on after an error to find the next ones, building no tree (see getParser);
   * `table`: the stored lookahead, or `{}` to have every entry computed (the generator does);
   * `grammar`: the stored grammar, or null to record it (the generator does).
   */
  constructor(validate3, { recovery = true, table = LOOKAHEAD_TABLE, grammar = GRAMMAR_TABLE } = {}) {
    const lookahead = new TableLookahead(table, tokensByName, MAX_LOOKAHEAD);
    super(allTokens, {
      recoveryEnabled: recovery,
      maxLookahead: MAX_LOOKAHEAD,
      lookaheadStrategy: lookahead,
      skipValidations: !validate3,
      errorMessageProvider: errorMessages
    });
    this.lookahead = lookahead;
    this.buildsTree = !recovery;
    this.replayed = grammar !== null && replayGrammar(this, grammar, tokensByName);
    this.performSelfAnalysis();
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
  /** From `first` to the last token consumed so far: the extent of the rule that began at `first`. */
  extentFrom(first) {
    return this.ast.span(first, this.LA(0));
  }
  /** A whole input: one expression and nothing after it. */
  query = this.RULE("query", () => this.SUBRULE(this.expression));
  expression = this.RULE(
    "expression",
    () => this.OR(
      this.alternatives(0, () => ({
        IGNORE_AMBIGUITIES: true,
        DEF: [
          { GATE: () => this.isLambdaStart(), ALT: () => this.SUBRULE(this.lambda) },
          { ALT: () => this.SUBRULE(this.letExpression) },
          { ALT: () => this.SUBRULE(this.selectExpression) },
          { ALT: () => this.SUBRULE(this.quantifierExpression) },
          { GATE: () => this.isSumOverStart(), ALT: () => this.SUBRULE(this.sumExpression) },
          { ALT: () => this.SUBRULE(this.logicalExpression) }
        ]
      }))
    )
  );
  lambda = this.RULE("lambda", () => {
    const open = this.CONSUME(LParen);
    const params = [];
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => params.push(this.CONSUME(SoftName)) });
    this.CONSUME(RParen);
    this.CONSUME(Arrow);
    const body = this.SUBRULE(this.expression);
    return this.building ? this.ast.lambda(params, body, this.extentFrom(open)) : SKIPPED;
  });
  letExpression = this.RULE("letExpression", () => {
    const keyword = this.CONSUME(Let);
    const variable = this.CONSUME(SoftName);
    this.CONSUME(Equals);
    const value = this.SUBRULE(this.arithmetic);
    this.CONSUME(In);
    const body = this.SUBRULE(this.expression);
    return this.building ? this.ast.let(variable, value, body, this.extentFrom(keyword)) : SKIPPED;
  });
  selectExpression = this.RULE("selectExpression", () => {
    const keyword = this.CONSUME(Select);
    const first = this.SUBRULE(this.selectBinding);
    const later = this.laterBindings();
    return this.building ? this.ast.select(first, later, this.extentFrom(keyword)) : SKIPPED;
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
    return this.building ? this.ast.binding(variable, source, condition2 ?? null, this.extentFrom(variable)) : SKIPPED;
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
    return this.building ? this.ast.quantifier(word2, bindings2, this.extentFrom(word2)) : SKIPPED;
  });
  binding = this.RULE("binding", () => {
    const variable = this.CONSUME(SoftName);
    this.CONSUME(From);
    const source = this.SUBRULE(this.arithmetic);
    const condition2 = this.OPTION(() => {
      this.OR([{ ALT: () => this.CONSUME(Where) }, { ALT: () => this.CONSUME(Colon) }]);
      return this.SUBRULE(this.expression);
    });
    return this.building ? this.ast.binding(variable, source, condition2 ?? null, this.extentFrom(variable)) : SKIPPED;
  });
  sumExpression = this.RULE("sumExpression", () => {
    const keyword = this.CONSUME(Sum);
    const value = this.SUBRULE(this.arithmetic);
    this.CONSUME(Over);
    const first = this.SUBRULE(this.selectBinding);
    const later = this.laterBindings();
    return this.building ? this.ast.sumOver(value, first, later, this.extentFrom(keyword)) : SKIPPED;
  });
  /**
   * `a and b or c`: operands and `and`/`or` in a row; the action groups them (`and` binds tighter)
   * into n-ary nodes. Precedence is worked out in the actions of this rule and `arithmetic`,
   * not by a rule per level: each operand went through every level's rule call (measured: a
   * third of the time spent parsing).
   */
  logicalExpression = this.RULE("logicalExpression", () => {
    const first = this.SUBRULE(this.comparison);
    let operands;
    const words = [];
    this.MANY(() => {
      words.push(this.OR(this.alternatives(1, () => [{ ALT: () => this.CONSUME(Or) }, { ALT: () => this.CONSUME(And) }])));
      (operands ??= [first]).push(this.SUBRULE2(this.comparison));
    });
    return operands && this.building ? this.ast.logical(operands, words) : first;
  });
  /**
   * An operand of `and`/`or`: arithmetic, compared or not (comparisons do not chain), after any
   * number of `not`/`!`, which negate the whole comparison (`not a = b` is `not (a = b)`).
   */
  comparison = this.RULE("comparison", () => {
    let negations;
    this.MANY(() => (negations ??= []).push(this.OR3(this.alternatives(2, () => [{ ALT: () => this.CONSUME(Not) }, { ALT: () => this.CONSUME(Bang) }]))));
    const left = this.SUBRULE(this.arithmetic);
    const tail = this.OPTION(
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
    );
    if (!this.building) return left;
    const compared2 = !tail ? left : "constraint" in tail ? this.ast.occurs(left, tail.constraint) : this.ast.binary(tail.op, left, tail.right);
    return negations ? this.ast.prefixed(negations, compared2) : compared2;
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
    const first = this.LA(1);
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            const comparator = this.SUBRULE(this.comparator);
            const amount = this.CONSUME(IntegerLiteral);
            const unit = this.CONSUME(Unit);
            const direction = this.SUBRULE(this.direction);
            const anchor2 = this.SUBRULE(this.timeAnchor);
            return this.building ? this.ast.amountConstraint(comparator, amount, unit, direction, anchor2, this.extentFrom(first)) : SKIPPED;
          }
        },
        {
          ALT: () => {
            const direction = this.SUBRULE2(this.direction);
            const anchor2 = this.SUBRULE2(this.timeAnchor);
            return this.building ? this.ast.directionConstraint(direction, anchor2, this.extentFrom(first)) : SKIPPED;
          }
        },
        {
          ALT: () => {
            this.CONSUME(Between);
            const from = this.SUBRULE3(this.timeAnchor);
            this.CONSUME(And);
            const to = this.SUBRULE4(this.timeAnchor);
            return this.building ? this.ast.betweenConstraint(from, to, this.extentFrom(first)) : SKIPPED;
          }
        },
        {
          ALT: () => {
            const on = this.OPTION({ GATE: () => this.startsAnchor(this.LA(2)), DEF: () => this.CONSUME(On) });
            const anchor2 = this.SUBRULE5(this.timeAnchor);
            return this.building ? this.ast.pointConstraint(on !== void 0, anchor2, this.extentFrom(first)) : SKIPPED;
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
            const which = this.OR2([{ ALT: () => this.CONSUME(This) }, { ALT: () => this.CONSUME(Last) }, { ALT: () => this.CONSUME(Next) }]);
            const unit = this.CONSUME(Unit);
            return this.building ? this.ast.relativePeriod(which, unit) : SKIPPED;
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
    this.MANY(() => (signs ??= []).push(this.CONSUME(Minus)));
    const first = this.negated(signs, this.SUBRULE(this.postfixExpression));
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
      this.MANY3(() => (operandSigns ??= []).push(this.CONSUME3(Minus)));
      (operands ??= [first]).push(this.negated(operandSigns, this.SUBRULE2(this.postfixExpression)));
    });
    return operands && this.building ? this.ast.arithmetic(operands, operators) : first;
  });
  negated(signs, operand) {
    return signs && this.building ? this.ast.prefixed(signs, operand) : operand;
  }
  postfixExpression = this.RULE("postfixExpression", () => {
    let result = this.SUBRULE(this.primary);
    this.MANY(() => {
      const suffix = this.OR(
        this.alternatives(10, () => [
          {
            ALT: () => {
              this.CONSUME(Dot);
              const name = this.CONSUME(AnyWord);
              return { name, args: this.OPTION(() => this.SUBRULE(this.arguments)) };
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
      this.alternatives(11, () => ({
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
              const call = this.OPTION(() => this.SUBRULE(this.arguments));
              return this.building ? this.ast.nameOrCall(name, call) : SKIPPED;
            }
          }
        ]
      }))
    )
  );
  literal(token) {
    return this.building ? this.ast.literal(token) : SKIPPED;
  }
  timeWord(token) {
    return this.building ? this.ast.timeWord(token) : SKIPPED;
  }
  /** `$1`, `#{...}`, `this`. */
  oneToken(token) {
    return this.building ? this.ast.token(token) : SKIPPED;
  }
  upReference = this.RULE("upReference", () => {
    let first;
    let levels = 0;
    this.AT_LEAST_ONE(() => {
      const caret = this.CONSUME(Caret);
      first ??= caret;
      levels++;
    });
    this.OPTION(() => this.CONSUME(Dot));
    const word2 = this.CONSUME(AnyWord);
    return this.building ? this.ast.upReference(first, levels, word2) : SKIPPED;
  });
  parenthesized = this.RULE("parenthesized", () => {
    const open = this.CONSUME(LParen);
    const inner = this.SUBRULE(this.expression);
    const close = this.CONSUME(RParen);
    return this.building ? this.ast.parenthesize(inner, open, close) : SKIPPED;
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
    return this.building ? this.ast.if(keyword, test, then, otherwise, close) : SKIPPED;
  });
  arrayLiteral = this.RULE("arrayLiteral", () => {
    const open = this.CONSUME(LBracket);
    const elements = [];
    this.MANY_SEP({ SEP: Comma, DEF: () => elements.push(this.SUBRULE(this.expression)) });
    const close = this.CONSUME(RBracket);
    return this.building ? this.ast.array(open, elements, close) : SKIPPED;
  });
  objectLiteral = this.RULE("objectLiteral", () => {
    const open = this.CONSUME(LBrace);
    const entries = [];
    this.MANY_SEP({ SEP: Comma, DEF: () => entries.push(this.SUBRULE(this.objectEntry)) });
    const close = this.CONSUME(RBrace);
    return this.building ? this.ast.object(open, entries, close) : SKIPPED;
  });
  objectEntry = this.RULE("objectEntry", () => {
    const key = this.CONSUME(StringLiteral);
    this.CONSUME(Colon);
    const value = this.SUBRULE(this.expression);
    return this.building ? this.ast.objectEntry(key, value, this.extentFrom(key)) : SKIPPED;
  });
  chainExpression = this.RULE("chainExpression", () => {
    const keyword = this.CONSUME(Chain);
    this.CONSUME(LParen);
    const events = this.SUBRULE(this.arithmetic);
    this.CONSUME(Comma);
    const timestampField = this.CONSUME(AnyWord);
    this.CONSUME2(Comma);
    this.CONSUME(LBracket);
    const steps = [];
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => steps.push(this.SUBRULE(this.chainStep)) });
    this.CONSUME(RBracket);
    const close = this.CONSUME(RParen);
    return this.building ? this.ast.chain(keyword, events, timestampField, steps, close) : SKIPPED;
  });
  chainStep = this.RULE("chainStep", () => {
    const label2 = this.CONSUME(SoftName);
    this.CONSUME(Colon);
    const clauses = [];
    this.AT_LEAST_ONE(() => clauses.push(this.SUBRULE(this.stepClause)));
    return this.building ? this.ast.chainStep(label2, clauses, this.extentFrom(label2)) : SKIPPED;
  });
  stepClause = this.RULE(
    "stepClause",
    () => this.OR([
      {
        ALT: () => {
          const keyword = this.CONSUME(What);
          this.CONSUME(LParen);
          const expression2 = this.SUBRULE(this.expression);
          this.CONSUME(RParen);
          return { keyword, expression: expression2 };
        }
      },
      {
        ALT: () => {
          const keyword = this.CONSUME(Where);
          this.CONSUME2(LParen);
          const expression2 = this.SUBRULE2(this.expression);
          this.CONSUME2(RParen);
          return { keyword, expression: expression2 };
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
          const count2 = this.CONSUME(IntegerLiteral);
          this.CONSUME4(RParen);
          return { keyword, count: Number(count2.image) };
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
      if (type === EOF2) return false;
      if (type === LParen || type === LBracket || type === LBrace) depth++;
      else if (type === RParen || type === RBracket || type === RBrace) {
        if (depth === 0) return false;
        depth--;
      } else if (type === Dot) i++;
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

// src/syntax/positions.ts
var LineMap = class {
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

// src/syntax/token-problems.ts
function reportLexingError(e, text, report) {
  const ch = text.slice(e.offset, e.offset + e.length);
  const first = ch[0] ?? "";
  const end = e.offset + Math.min(e.length, 1);
  if (first === "'") {
    report("syntax/unexpected-character", 'strings use double quotes (`"..."`), not single quotes', e.offset, end);
  } else if (first === "\u201C" || first === "\u201D") {
    report("syntax/unexpected-character", 'curly quote: use a straight double quote `"`', e.offset, end, [
      "text copied from a word processor often has curly quotes"
    ]);
  } else if (first === "$") {
    report("syntax/unexpected-character", "`$` starts a parameter and needs its number, as in `$1`", e.offset, end);
  } else if (first === "@") {
    report("syntax/unexpected-character", "`@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`", e.offset, end);
  } else if (first === "&" || first === "|") {
    const word2 = first === "&" ? "and" : "or";
    report("syntax/unexpected-character", `unexpected \`${first}\`: PQL writes \`${word2}\``, e.offset, end);
  } else {
    const shown3 = /^[\x21-\x7e]$/.test(first) ? `\`${first}\`` : `character U+${(first.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    report("syntax/unexpected-character", `unexpected ${shown3}`, e.offset, end);
  }
}
function checkTokens(tokens, report) {
  for (const token of tokens) {
    const start = token.startOffset;
    if (token.tokenType === UnclosedString) {
      report("syntax/unclosed-string", 'unclosed string: it has no closing `"` on its line', start, start + 1, [
        'add the closing `"`'
      ]);
    } else if (token.tokenType === StringLiteral && token.image.includes("\\")) {
      const decoded = decodeString(token.image);
      if (!decoded.ok) report("syntax/invalid-escape", decoded.message, start + decoded.index, start + decoded.index + decoded.length);
    } else if (token.tokenType === MisquotedString) {
      const curly = token.image.startsWith("\u201C");
      report(
        "syntax/unexpected-character",
        curly ? 'curly quotes: strings use straight double quotes `"`' : 'strings use double quotes (`"..."`), not single quotes',
        start,
        start + token.image.length,
        [`write ${encodeString(token.image.slice(1, -1))}`]
      );
    } else if (token.tokenType === DoubleEquals || token.tokenType === DoubleAmpersand || token.tokenType === DoublePipe) {
      const pql = token.tokenType === DoubleEquals ? "=" : token.tokenType === DoubleAmpersand ? "and" : "or";
      const what = token.tokenType === DoubleEquals ? "equality is a single `=`" : `write \`${pql}\``;
      report("syntax/unexpected-character", `\`${token.image}\` is not PQL: ${what}`, start, start + token.image.length);
    } else if (token.tokenType === TenantPlaceholder) {
      report(
        "syntax/placeholder",
        `\`${token.image}\` is a documentation placeholder, not a field`,
        start,
        start + token.image.length,
        ["replace it with your tenant namespace, e.g. `_acmecorp.loyaltyPoints`"],
        "placeholder"
      );
    }
  }
}
function shorten2(text) {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
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
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]);
      depths.push(depth + 1);
    }
  }
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

// src/syntax/index.ts
var MAX_NESTING = 64;
var MAX_TREE_DEPTH = 1e3;
var MAX_DEPTH_PER_TOKEN = 2;
var MAX_ERRORS = 20;
var validateGrammar = false;
var lexer;
var parser;
var recoveringParser;
function enableGrammarValidation() {
  validateGrammar = true;
  lexer = void 0;
  parser = void 0;
}
function getLexer() {
  lexer ??= new Lexer2(allTokens, {
    positionTracking: "onlyOffset",
    // lines and columns come from our LineMap
    ensureOptimizations: validateGrammar,
    skipValidations: !validateGrammar
  });
  return lexer;
}
function getParser(recovering = false) {
  if (recovering) return recoveringParser ??= new PqlParser(validateGrammar, { recovery: true });
  return parser ??= new PqlParser(validateGrammar, { recovery: false });
}
function parse(text) {
  const lines = new LineMap(text);
  const errors = [];
  const report = (rule, message2, start, end, hints = [], label2) => errors.push({ rule, code: syntaxCodes[rule], message: message2, span: lines.span(start, end), hints, ...label2 ? { label: label2 } : {} });
  const lexed = getLexer().tokenize(text);
  for (const e of lexed.errors) reportLexingError(e, text, report);
  for (const c of lexed.groups.comments ?? [])
    report("syntax/unexpected-character", "PQL has no comments", c.startOffset, c.startOffset + c.image.length, [
      "put notes in the audience file's `description`"
    ]);
  for (const tag of lexed.groups.templates ?? [])
    report(
      "syntax/unexpected-character",
      `\`${shorten2(tag.image)}\` is a Journey Optimizer template tag, not PQL: write only the condition`,
      tag.startOffset,
      tag.startOffset + tag.image.length
    );
  const tokens = lexed.tokens;
  checkTokens(tokens, report);
  const tooDeep = findExcessiveNesting(tokens, MAX_NESTING);
  if (tooDeep) {
    report(
      "syntax/too-deep",
      `nested too deeply: more than ${MAX_NESTING} levels of brackets`,
      tooDeep.startOffset,
      tooDeep.startOffset + tooDeep.image.length,
      ["split the expression, or remove redundant parentheses"]
    );
    return finish(null, errors, text, lines);
  }
  if (tokens.length === 0 && errors.length > 0) return finish(null, errors, text, lines);
  let p = getParser();
  let ast;
  try {
    p.input = tokens;
    p.ast.reset(lines);
    ast = p.query();
    if (p.errors.length > 0) {
      p = getParser(true);
      p.input = tokens;
      p.query();
    }
  } catch (e) {
    if (e instanceof RangeError) {
      report("syntax/too-deep", "nested too deeply to parse", 0, Math.min(text.length, 1), [
        "split the expression, or remove redundant operators"
      ]);
      return finish(null, errors, text, lines);
    }
    throw e;
  }
  for (const e of p.errors) reportRecognitionError(e, tokens, text, report);
  if (errors.length > 0) {
    for (const { token, problem: problem2 } of unknownCallTokens(tokens))
      report("syntax/unknown-function", problem2.message, token.startOffset, token.startOffset + token.image.length, problem2.hints, problem2.label);
    return finish(null, errors, text, lines, tokens);
  }
  for (const problem2 of p.ast.problems)
    errors.push({ rule: "syntax/parse-error", code: "PQL001", message: problem2.message, span: problem2.span, hints: [] });
  const { node, depth } = tokens.length * MAX_DEPTH_PER_TOKEN > MAX_TREE_DEPTH ? deepest(ast) : { node: ast, depth: 0 };
  if (depth > MAX_TREE_DEPTH) {
    errors.push({
      rule: "syntax/too-deep",
      code: "PQL006",
      message: `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`,
      span: node.span,
      hints: ["split the expression into smaller audiences joined with inSegment(...)"]
    });
  }
  if (errors.length > 0) ast = null;
  return finish(ast, errors, text, lines);
}
function reportRecognitionError(e, tokens, text, report) {
  const token = e.token;
  if (token.tokenType === UnclosedString) return;
  if (token.tokenType === EOF3 || Number.isNaN(token.startOffset)) {
    const last = tokens[tokens.length - 1];
    const at2 = last ? last.startOffset + last.image.length : text.length;
    report("syntax/parse-error", e.message, at2, at2);
    return;
  }
  report("syntax/parse-error", e.message, token.startOffset, token.startOffset + token.image.length);
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
var group = (doc) => ({ type: "group", doc });
var indent = (doc) => ({ type: "indent", doc });
var line = { type: "line", flat: " " };
var softline = { type: "line", flat: "" };
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

// src/syntax/print.ts
var comparisonOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);
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
function list(items) {
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
  const names = node.segments.map((s) => s.name).join(".");
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
      return concat("[", list(node.elements), "]");
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
      return join(` ${node.operator} `, node.operands.map((o) => at(o, next)));
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
      return concat(at(node.object, 8 /* Postfix */), ".", node.method.name, "(", list(node.args), ")");
    case "Filter":
      return concat(at(node.object, 8 /* Postfix */), "[", expression(node.condition), "]");
    case "FunctionCall":
      return concat(node.callee.name, "(", list(node.args), ")");
    case "If":
      return concat("if(", list([node.test, node.then, node.otherwise]), ")");
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
function bindings(list9) {
  return join(
    ", ",
    list9.map((b, i) => concat(b.variable.name, " from ", at(b.source, 5 /* Additive */), condition("where", b.condition, i === list9.length - 1)))
  );
}
function leftmost(node) {
  let current = node;
  for (; ; ) {
    if (current.kind === "Binary") current = current.left;
    else if (current.kind === "Logical") current = current.operands[0];
    else if (current.kind === "Occurs") current = current.subject;
    else if (current.kind === "MethodCall" || current.kind === "MemberAccess" || current.kind === "Filter")
      current = current.object;
    else return current;
  }
}
function sumValue(value) {
  const first = leftmost(value);
  const ambiguous = first.kind === "Array" || first.kind === "Unary" && first.operator === "-";
  return ambiguous && levelOf(value) >= 5 /* Additive */ ? concat("(", expression(value), ")") : at(value, 5 /* Additive */);
}
var constraintWords = /* @__PURE__ */ new Set(["before", "after", "between", "on", "this", "last", "next"]);
function anchor(node) {
  const first = leftmost(node);
  const ambiguous = first.kind === "Array" || first.kind === "Path" && first.root.type === "name" && constraintWords.has(first.segments[0].name) || first.kind === "FunctionCall" && constraintWords.has(first.callee.name);
  return ambiguous && levelOf(node) >= 8 /* Postfix */ ? concat("(", expression(node), ")") : at(node, 8 /* Postfix */);
}
function timeConstraint(node) {
  switch (node.kind) {
    case "AmountConstraint":
      return concat(
        `${node.comparator} ${node.amount} ${unitText(node.unit, node.amount)} ${node.direction} `,
        anchor(node.anchor)
      );
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

// src/syntax/format.ts
function formatPql(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { ok: false, errors };
  const output = `${print(ast, options)}
`;
  return { ok: true, output, changed: output !== text };
}

// src/audience/load.ts
import { isScalar as isScalar2, parseAllDocuments } from "yaml";
init_encoding();

// src/audience/source-map.ts
var SourceMap = class _SourceMap {
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
    return new _SourceMap(lines, length > 0 ? [{ at: 0, length, from: start, to: start + length, copied: true }] : [], start + length, length);
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
function clamp(offset, length) {
  return Math.max(0, Math.min(offset, length));
}
var SourceMapBuilder = class {
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

// src/audience/json-source.ts
var MAX_DEPTH = 200;
var Fail = class {
  constructor(error) {
    this.error = error;
  }
  error;
};
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
        if (entry.key === "__proto__") Object.defineProperty(result, entry.key, { value: jsonValue(entry.value), enumerable: true, writable: true, configurable: true });
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
var JsonParser = class {
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
        if (this.text[this.pos] === "}" && entries.length > 0) this.fail("trailing comma: JSON does not allow `,` before `}`", this.lastComma, this.lastComma + 1);
        this.unexpected("a property name in double quotes");
      }
      const key = this.string();
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
      if (this.text[this.pos] === "]" && items.length > 0) this.fail("trailing comma: JSON does not allow `,` before `]`", this.lastComma, this.lastComma + 1);
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
    const shown3 = /[\x21-\x7e]/.test(c) ? `\`${c}\`` : `character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    this.fail(`unexpected ${shown3}: expected ${expected}`, at2, at2 + 1);
  }
  fail(message2, start, end) {
    throw new Fail({ message: message2, start, end });
  }
};
var jsonEscapes = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	"
};

// src/audience/schema.ts
import * as z2 from "zod/mini";

// src/audience/schema-parts.ts
import * as z from "zod/mini";
function described(schema, meta) {
  z.globalRegistry.add(schema, meta);
  return schema;
}
var nonEmpty = () => z.string().check(z.minLength(1));

// src/audience/schema.ts
var ALIAS_PREFIX = "alias:";
var aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
var enabled = (what) => described(z2.strictObject({ enabled: described(z2.boolean(), { description: `true to evaluate this audience ${what}` }) }), {
  description: `Evaluation ${what}`
});
var suppressionSchema = described(
  z2.strictObject({
    rule: described(z2.string().check(z2.regex(suppressionRulePattern)), {
      description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"'
    }),
    reason: described(z2.string().check(z2.trim(), z2.minLength(1)), { description: "Why the rule does not apply here (required; shown in reports)" })
  }),
  { description: "Silences one rule for this audience" }
);
var testCaseSchema = described(
  z2.strictObject({
    name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
    now: described(z2.string().check(z2.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/)), {
      description: "The instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z)"
    }),
    profile: described(z2.optional(z2.union([z2.record(z2.string(), z2.unknown()), nonEmpty()])), {
      description: "The XDM profile: inline, or the path of a JSON file relative to this file (default: an empty profile)"
    }),
    events: described(z2.optional(z2.union([z2.array(z2.unknown()), nonEmpty()])), {
      description: "The profile's ExperienceEvents: inline, or the path of a JSON file relative to this file (default: none)"
    }),
    expect: described(z2.boolean(), { description: "true when the profile must qualify, false when it must not" })
  }),
  { description: "A test case run by `pql-audience test`" }
);
var extrasSchema = described(
  z2.strictObject({
    id: described(z2.optional(nonEmpty()), { description: "The id AEP gave this audience when it was published" }),
    alias: described(z2.optional(z2.string().check(z2.regex(aliasPattern))), {
      description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")'
    }),
    suppress: described(z2.optional(z2.array(suppressionSchema)), { description: "Rules silenced for this audience, each with a reason" }),
    tests: described(z2.optional(z2.array(testCaseSchema)), { description: "Test cases run by `pql-audience test`; never sent to AEP" })
  }),
  { description: "pql-audience's own fields; never sent to AEP" }
);
var expressionSchema = described(
  z2.strictObject({
    type: described(z2.enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
    format: described(z2.enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
    value: described(z2.string(), { description: "The PQL expression" })
  }),
  { description: "The audience's PQL expression" }
);
var audienceSchema = described(
  z2.strictObject({
    $schema: described(z2.optional(z2.string()), { description: "The JSON Schema of this file, for editors" }),
    name: described(z2.string().check(z2.trim(), z2.minLength(1)), { description: "The audience name, unique in the sandbox" }),
    description: described(z2.optional(z2.string()), { description: "What the audience is for" }),
    expression: expressionSchema,
    evaluationInfo: described(
      z2.optional(
        z2.strictObject({
          batch: z2.optional(enabled("in the daily batch job")),
          continuous: z2.optional(enabled("by streaming segmentation")),
          synchronous: z2.optional(enabled("on the edge"))
        })
      ),
      { description: "How AEP evaluates the audience; omitted means batch" }
    ),
    schema: described(
      z2.optional(
        z2.strictObject({
          name: described(z2.optional(nonEmpty()), { description: 'The XDM class: "_xdm.context.profile"' }),
          id: described(z2.optional(nonEmpty()), { description: "The schema id, instead of its name" })
        }).check(z2.refine((s) => s.name !== void 0 || s.id !== void 0, { message: "needs `name` or `id`" }))
      ),
      { description: "The schema the audience reads" }
    ),
    mergePolicyId: described(z2.optional(nonEmpty()), { description: "The merge policy to evaluate with (edge needs one active on edge)" }),
    ttlInDays: described(z2.optional(z2.int().check(z2.positive())), { description: "How long profiles stay in the audience" }),
    profileInstanceId: described(z2.optional(z2.string()), { description: 'The profile store: "ups"' }),
    payloadSchema: described(z2.optional(z2.string()), { description: "Passed through to the API" }),
    dataGovernancePolicy: described(
      z2.optional(z2.strictObject({ excludeOptOut: described(z2.boolean(), { description: "true to leave out profiles that opted out" }) })),
      { description: "Data governance settings" }
    ),
    "x-pql-audience": z2.optional(extrasSchema)
  }),
  { title: "pql-audience audience file", description: "An AEP audience: the Segmentation API create body plus pql-audience extras" }
);
function createBody(definition) {
  const { $schema: _schema, "x-pql-audience": _extras, ...body } = definition;
  return body;
}
var listed;
function audienceFields() {
  listed ??= listFields(audienceSchema, "");
  return listed;
}
function listFields(schema, prefix) {
  const fields = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path2 = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path: path2, type: typeName(inner), required: !z2.safeParse(child, void 0).success, description: describe(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path2));
    const def = inner._zod.def;
    if (def.type === "array") fields.push(...listFields(unwrap(def.element), `${path2}[]`));
  }
  return fields;
}
function knownKeysAt(path2) {
  let schema = audienceSchema;
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
    const description = z2.globalRegistry.get(current)?.description;
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
  if (def.type === "enum") return Object.values(def.entries).map((o) => JSON.stringify(o)).join(" | ");
  return "string";
}

// src/audience/problems.ts
var responseOnlyFields = /* @__PURE__ */ new Set([
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
var extrasFields = /* @__PURE__ */ new Set(["id", "alias", "suppress"]);
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
      for (const key of issue.keys) problems.push({ rule: "audience/schema", ...unknownField(path2, key), range: span(tree.locate([...path2, key], "key") ?? tree.head) });
      continue;
    }
    const value = valueAt(data, path2);
    const where = tree.locate(path2) ?? nearest2(tree, path2);
    const name = `\`${fieldName(path2)}\``;
    const isReason = path2.length === 4 && path2[0] === "x-pql-audience" && path2[1] === "suppress" && path2[3] === "reason";
    if (value === void 0 && (issue.code === "invalid_type" || isReason)) {
      const field2 = audienceFields().find((f) => f.path === fieldName(path2).replace(/\[\d+\]/g, "[]"));
      problems.push({
        rule: isReason ? "suppressions/missing-reason" : "audience/schema",
        message: isReason ? "this suppression has no `reason`: say why the rule does not apply here" : `${name} is missing`,
        range: span(where),
        hints: field2?.description && !isReason ? [`add ${name}: ${lowerFirst(field2.description)}`] : []
      });
      continue;
    }
    if (isReason) {
      problems.push({ rule: "suppressions/missing-reason", message: "this suppression's `reason` is empty: say why the rule does not apply here", range: span(where), hints: [] });
      continue;
    }
    problems.push({ rule: "audience/schema", ...describeIssue(issue, name, value, path2), range: span(where) });
  }
  return problems;
}
function unknownField(path2, key) {
  const within = path2.length > 0 ? ` in \`${fieldName(path2)}\`` : "";
  const message2 = `unknown field \`${key}\`${within}`;
  if (path2.length === 0 && extrasFields.has(key)) return { message: message2, hints: [`pql-audience's own fields go under \`x-pql-audience\`: \`x-pql-audience.${key}\``] };
  if (path2.length === 0 && responseOnlyFields.has(key)) return { message: message2, hints: ["AEP returns this field but does not accept it when creating an audience; remove it"] };
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
      return { message: `${name} must be ${expected}, ${found}`, hints: issue.expected === "boolean" && typeof value === "string" ? ["write true or false without quotes"] : [] };
    }
    case "invalid_value": {
      const options = issue.values.map((v) => JSON.stringify(v));
      const close = typeof value === "string" ? issue.values.find((v) => typeof v === "string" && v.toLowerCase() === value.toLowerCase()) : void 0;
      return { message: `${name} must be ${orList(options)}, ${found}`, hints: close !== void 0 ? [`did you mean ${JSON.stringify(close)}?`] : [] };
    }
    case "too_small":
      if (issue.origin === "string") return { message: `${name} must not be empty`, hints: [] };
      if (issue.origin === "number") return { message: `${name} must be at least ${issue.inclusive ? issue.minimum : Number(issue.minimum) + 1}, ${found}`, hints: [] };
      return { message: `${name} is too short`, hints: [] };
    case "invalid_format":
      if (path2[path2.length - 1] === "alias")
        return { message: `${name} must be a simple name (letters, digits, \`.\`, \`_\`, \`-\`), ${found}`, hints: ['for example "cart-abandoners"'] };
      if (path2[path2.length - 1] === "rule")
        return { message: `${name} must name a rule, ${found}`, hints: ['a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")'] };
      return { message: `${name} has the wrong format, ${found}`, hints: [] };
    case "custom":
      return { message: `${name} ${issue.message}`, hints: [] };
    default:
      return { message: `${name} is not valid, ${found}`, hints: [] };
  }
}
var expectedWords = {
  boolean: "true or false",
  string: "a string",
  number: "a number",
  int: "a whole number",
  object: "an object with fields",
  array: "a list"
};
function fieldName(path2) {
  let name = "";
  for (const step of path2) name += typeof step === "number" ? `[${step}]` : name ? `.${String(step)}` : String(step);
  return name || "the audience";
}
function shown(value) {
  if (value === null) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
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

// src/audience/source-tree.ts
import { isMap, isScalar, isSeq } from "yaml";
var JsonTree = class {
  constructor(root) {
    this.root = root;
    this.range = [root.start, root.end];
    const first = root.type === "object" ? root.entries[0] : void 0;
    this.head = first ? [first.keyStart, first.keyEnd] : [root.start, root.start + 1];
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
var YamlTree = class {
  constructor(root, range) {
    this.root = root;
    this.range = range;
    const first = isMap(root) ? root.items[0] : void 0;
    const firstRange = first?.key?.range ?? root?.range;
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
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
        if (!pair) return void 0;
        key = pair.key;
        node = pair.value ?? null;
      } else if (isSeq(node) && typeof step === "number") {
        const item = node.items[step];
        if (item === void 0) return void 0;
        key = item;
        node = item;
      } else return void 0;
    }
    return { node, key };
  }
};

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
var isBlank = (c) => c === " " || c === "	";
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
    for (let i = from; i < to; i++) {
      if (singleQuoted && text[i] === "'" && text[i + 1] === "'" && i + 1 < to) {
        out.push("'", i, i + 2);
        i++;
      } else out.copy(text[i], i);
    }
  };
  const lines = flowLines(text, start, end);
  if (lines.length === 1) {
    copy(start, end);
    return out;
  }
  const first = lines[0];
  copy(first.start, trimEnd(text, first.start, first.end));
  let sep5 = " ";
  let sepAt = [first.end, first.breakEnd];
  for (const line2 of lines.slice(1, -1)) {
    const from = trimStart(text, line2.start, line2.end);
    const to = trimEnd(text, from, line2.end);
    if (from === to) {
      if (sep5 === "\n") out.push("\n", ...sepAt);
      sep5 = "\n";
      sepAt = [line2.end, line2.breakEnd];
    } else {
      out.push(sep5, ...sepAt);
      copy(from, to);
      sep5 = " ";
      sepAt = [line2.end, line2.breakEnd];
    }
  }
  const last = lines[lines.length - 1];
  out.push(sep5, ...sepAt);
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
      let j = i;
      for (; ; ) {
        const next = text[j + 1];
        if (j + 1 >= end || !(next === " " || next === "	" || next === "\n" || next === "\r")) break;
        if (next === "\r" && text[j + 2] !== "\n") break;
        if (next === "\n") feeds.push([text[j] === "\r" ? j : j + 1, j + 2]);
        j++;
      }
      if (feeds.length === 0) out.push(" ", breakStart, i + 1);
      else for (const [s, e] of feeds) out.push("\n", s, e);
      i = j;
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
      let j = i;
      while (j + 1 < end && isBlank(text[j + 1])) j++;
      if (!isBreakAt(j + 1) || j + 1 >= end) out.copy(text.slice(i, j + 1), i);
      i = j;
      continue;
    }
    out.copy(ch, i);
  }
  return out;
}
var escapeCodes = {
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
      const count2 = Math.max(1, lines.length - 1);
      for (let i = 0; i < count2; i++) out.push("\n", ...lines[Math.min(i, lines.length - 1)].break);
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
  let sep5 = "";
  let sepAt = [start, start];
  let prevMoreIndented = false;
  for (let i = contentStart; i < chompStart; ++i) {
    const line2 = lines[i];
    const content = line2.content.endsWith("\r") ? line2.content.slice(0, -1) : line2.content;
    const contentAt = line2.start + line2.indent;
    if (content && line2.indent < trimIndent) return void 0;
    if (literal) {
      out.push(sep5, ...sepAt);
      copyExtraIndent(line2);
      out.copy(content, contentAt);
      sep5 = "\n";
      sepAt = line2.break;
    } else if (line2.indent > trimIndent || content[0] === "	") {
      if (sep5 === " ") sep5 = "\n";
      else if (!prevMoreIndented && sep5 === "\n") sep5 = "\n\n";
      out.push(sep5, ...sepAt);
      copyExtraIndent(line2);
      out.copy(content, contentAt);
      sep5 = "\n";
      sepAt = line2.break;
      prevMoreIndented = true;
    } else if (content === "") {
      if (sep5 === "\n") out.push("\n", ...sepAt);
      sep5 = "\n";
      sepAt = line2.break;
    } else {
      out.push(sep5, ...sepAt);
      out.copy(content, contentAt);
      sep5 = " ";
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

// src/audience/yaml-mistakes.ts
function yamlSyntaxProblems(text, lines, [from, to], errors) {
  const problems = findMistakes(text, from, to).map(
    (m) => ({ rule: "audience/invalid-yaml", message: m.message, range: lines.span(m.start, m.end), hints: m.hints })
  );
  const before = problems.length > 0 ? problems[0].range.start.line - 1 : Infinity;
  const seenLines = /* @__PURE__ */ new Set();
  for (const error of errors) {
    const [start, end] = widenToWord(text, error.pos[0], error.pos[1]);
    const range = lines.span(start, end);
    if (range.start.line >= before) continue;
    if (seenLines.has(range.start.line)) continue;
    seenLines.add(range.start.line);
    problems.push({ rule: "audience/invalid-yaml", message: `invalid YAML: ${yamlMessage(error.message)}`, range, hints: yamlHints(lines.lineText(range.start.line)) });
  }
  return problems.sort((a, b) => a.range.start.offset - b.range.start.offset);
}
function yamlHints(lineText) {
  if (!/^\s*value\s*:\s*[^|>\s]/.test(lineText)) return [];
  return [`write ${BLOCK}; a plain YAML value cannot contain \`: \` or start with a quote`];
}
var BLOCK = "the expression as a block: `value: |-`, then the PQL on the next lines, indented";
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
    if (c === void 0 || /[\[\]{},#&*!|>'"%@`]/.test(c) || /[-?:]/.test(c) && /^.(?:\s|$)/.test(body)) return void 0;
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
var NO_SPACE = /^(-[ ]+)?([A-Za-z_$][\w$.-]*):([^\s:/][^\s]*)/;
var BARE_KEY = /^(-[ ]+)?([A-Za-z_$][\w$.-]*)[ ]*$/;
function splitLines(text, from, to) {
  const out = [];
  let start = from;
  let number4 = 1;
  for (let k = text.indexOf("\n"); k !== -1 && k < from; k = text.indexOf("\n", k + 1)) number4++;
  if (start === 0 && text.charCodeAt(0) === 65279) start = 1;
  while (start <= to) {
    const lf = text.indexOf("\n", start);
    const stop = lf === -1 || lf > to ? to : lf;
    let line2 = text.slice(start, stop);
    if (line2.endsWith("\r")) line2 = line2.slice(0, -1);
    let indent2 = 0;
    while (line2.charCodeAt(indent2) === 32) indent2++;
    const rest = line2.slice(indent2);
    out.push({ start, text: line2, indent: indent2, blank: rest === "" || rest.startsWith("#"), number: number4++ });
    if (lf === -1 || lf >= to) break;
    start = lf + 1;
  }
  return out;
}
var Scanner = class {
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
      this.mistakes.push({ start, end: start + key.length, message: `\`${key}\` needs a colon after it to be a key: write \`${key}:\``, hints: [] });
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
    if (c === "|" || c === ">") return this.blockScalar(mapIndent, key, text.slice(v, lineEnd).replace(/[ ]+#.*$/, "").trim());
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
    let first;
    while (this.i < this.lines.length) {
      const line2 = this.lines[this.i];
      if (line2.text.trim() === "") {
        this.i++;
        continue;
      }
      if (line2.indent > mapIndent) {
        if (first === void 0) first = line2.indent;
        else if (line2.indent < first && (line2.blank || /^:(?:\s|$)/.test(line2.text.slice(line2.indent)))) return;
        else if (line2.indent < first) {
          this.mistakes.push({
            start: line2.start + line2.indent,
            end: line2.start + line2.text.length,
            message: `this line of the block \`${key}: ${indicator}\` is indented ${spaces(line2.indent)}, less than its first line (${first}), so YAML ends the block before it; indent it ${spaces(first)}`,
            hints: []
          });
          first = line2.indent;
        }
        this.i++;
        continue;
      }
      const rest = line2.text.slice(line2.indent);
      if (first !== void 0 || line2.blank || isEntry(rest) || /^[?!&%:*]/.test(rest) || rest.startsWith("- ") || /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest)) return;
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
      pql ? { start: open, end: close + 1, message: `the PQL starts with \`${quote2}\`, so YAML reads \`${scalar2}\` as the whole value and rejects the rest; write ${BLOCK}`, hints: [] } : {
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
      pql ? { start: open, end: open + close + 1, message: `the PQL starts with \`${value[0]}\`, so YAML reads \`${collection}\` as ${kind} and rejects the rest; write ${BLOCK}`, hints: [] } : {
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
  const first = message2.split("\n")[0] ?? message2;
  return first.replace(/ at line \d+, column \d+:?$/, "").replace(/^./, (c) => c.toLowerCase());
}

// src/audience/yaml-simple.ts
function readSimpleYaml(text) {
  if (/[\t\r\uFEFF]/.test(text)) return void 0;
  const reader = new Reader(text);
  const root = reader.document();
  if (!root) return void 0;
  return { data: toData(root), tree: new SimpleYamlTree(root, [0, text.length]) };
}
var Bail = class {
};
var BAIL = new Bail();
var KEY = /^[A-Za-z_$][\w$.-]*/;
var NULL = /^(?:~|null|Null|NULL)$/;
var TRUE = /^(?:true|True|TRUE)$/;
var FALSE = /^(?:false|False|FALSE)$/;
var INT = /^[-+]?[0-9]+$/;
var FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
var OTHER_NON_STRING = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;
var Reader = class {
  constructor(text) {
    this.text = text;
    let start = 0;
    while (start <= text.length) {
      const lf = text.indexOf("\n", start);
      const end = lf === -1 ? text.length : lf;
      let indent2 = 0;
      while (text.charCodeAt(start + indent2) === 32) indent2++;
      this.lines.push({ start, end, next: lf === -1 ? text.length : lf + 1, indent: indent2, blank: start + indent2 >= end, comment: text[start + indent2] === "#" });
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
      const first = this.lines[this.at];
      if (!first || first.indent !== 0) return void 0;
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
  blockScalar(header2, at2, indent2) {
    const text = this.text;
    const chomp = text.slice(at2 + 1, header2.end).trimEnd();
    if (chomp !== "" && chomp !== "-") throw BAIL;
    let end = header2.next;
    let first = true;
    while (this.at < this.lines.length) {
      const line2 = this.lines[this.at];
      if (line2.blank) {
        if (line2.indent > indent2) throw BAIL;
        this.at++;
        continue;
      }
      if (line2.indent <= indent2) break;
      if (first && this.lines[this.at - 1] !== header2) throw BAIL;
      first = false;
      end = line2.next;
      this.at++;
    }
    if (first) throw BAIL;
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
    if (source === "" || /^(?:[?:,[\]{}#&*!|>'"%@`]|-(?![\w.]))/.test(source) || source.includes(": ") || source.includes(" #") || source.endsWith(":")) throw BAIL;
    if (context === "flow" && /[[\]{}]/.test(source)) throw BAIL;
    if (context === "block") this.noDeeperLine(indent2);
    if (OTHER_NON_STRING.test(source)) throw BAIL;
    let value;
    if (NULL.test(source)) value = null;
    else if (TRUE.test(source)) value = true;
    else if (FALSE.test(source)) value = false;
    else if (INT.test(source) || FLOAT.test(source)) value = Number(source);
    else value = source;
    return { kind: "scalar", start, end, style: "PLAIN", indent: indent2, value };
  }
  /** A deeper line after a one-line value would continue it (a multi-line scalar): not ours. */
  noDeeperLine(indent2) {
    let i = this.at;
    while (i < this.lines.length && this.lines[i].blank) i++;
    const next = this.lines[i];
    if (next && next.indent > indent2) throw BAIL;
  }
};
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
    if (e.key === "__proto__") Object.defineProperty(result, e.key, { value: toData(e.value), enumerable: true, writable: true, configurable: true });
    else result[e.key] = toData(e.value);
  }
  return result;
}
var SimpleYamlTree = class {
  constructor(root, range) {
    this.root = root;
    this.range = range;
    const first = root.entries[0];
    this.head = [first.keyStart, first.keyEnd];
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

// src/audience/yaml-tags.ts
import { visit } from "yaml";
var allowedTags = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));
function refusedTags(doc, text, lines) {
  const found = { problems: [], ranges: [] };
  visit(doc, {
    Node(_, node) {
      if (!node.tag || allowedTags.has(node.tag) || !node.range) return;
      const [start, end] = tagBefore(text, node.range[0]) ?? [node.range[0], node.range[0]];
      const written = text.slice(start, end) || node.tag;
      found.ranges.push([start, node.range[2]]);
      found.problems.push({
        rule: "audience/invalid-yaml",
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

// src/audience/load.ts
function audienceFileKind(fileName) {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".yaml") || lower.endsWith(".yml")) return "yaml";
  return "pql";
}
function isAudienceFileName(fileName) {
  return /\.(?:pql|audience\.json|audience\.ya?ml)$/i.test(fileName);
}
function loadAudienceFile(fileName, text, options = {}) {
  const lines = new LineMap(text);
  const loaded = loadText(fileName, text, lines);
  if (options.invalidUtf8) {
    const { offset } = options.invalidUtf8;
    loaded.problems.unshift({ rule: "audience/invalid-utf8", ...invalidUtf8Message(options.invalidUtf8), range: lines.span(offset, Math.min(offset + 1, text.length)) });
  }
  return loaded;
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
          rule: kind === "json" ? "audience/invalid-json" : "audience/invalid-yaml",
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
    audiences: [audience(definition, text, map, true, whole, whole, 0, () => void 0)],
    problems: []
  };
}
function loadJson(text, lines) {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { message: message2, start, end } = parsed.error;
    return { kind: "json", audiences: [], problems: [{ rule: "audience/invalid-json", message: `invalid JSON: ${message2}`, range: lines.span(start, end), hints: [] }] };
  }
  const tree = new JsonTree(parsed.node);
  const data = jsonValue(parsed.node);
  const checked2 = validate(data, tree, lines);
  if (!checked2.definition) return { kind: "json", audiences: [], problems: checked2.problems };
  const valueNode = jsonNodeAt(parsed.node, ["expression", "value"]);
  if (valueNode?.type !== "string") return { kind: "json", audiences: [], problems: checked2.problems };
  const map = valueNode.map.build(lines, valueNode.end - 1);
  const loaded = audience(checked2.definition, valueNode.value, map, true, lines.span(valueNode.start, valueNode.end), lines.span(0, text.length), 0, locator(tree, text, lines));
  return { kind: "json", audiences: [loaded], problems: checked2.problems };
}
function loadYaml(text, lines) {
  const simple = readSimpleYaml(text);
  if (simple) return loadSimpleYaml(text, lines, simple);
  const documents = parseAllDocuments(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  const list9 = Array.isArray(documents) ? documents : [];
  const problems = [];
  const audiences = [];
  const meaningful = list9.filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
  if (meaningful.length === 0) {
    const at2 = list9[0]?.range[0] ?? 0;
    problems.push({ rule: "audience/schema", message: "the file holds no audience", range: lines.span(at2, at2), hints: ["an audience file needs at least `name` and `expression`"] });
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
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      const found = yamlSyntaxProblems(text, lines, docRange, []);
      problems.push(...found.length > 0 ? found : [{ rule: "audience/invalid-yaml", message: `invalid YAML: ${e instanceof Error ? e.message : String(e)}`, range: lines.span(tree.head[0], tree.head[1]), hints: [] }]);
      continue;
    }
    const checked2 = validate(data, tree, lines);
    problems.push(...checked2.problems);
    if (!checked2.definition) continue;
    const node = tree.node(["expression", "value"]);
    if (!node?.range) continue;
    const scalar2 = isScalar2(node) ? { style: node.type, indent: node.srcToken?.indent ?? 0 } : void 0;
    audiences.push(yamlAudience(text, lines, checked2.definition, [node.range[0], node.range[1]], scalar2, range, index, tree));
  }
  return { kind: "yaml", audiences, problems };
}
function loadSimpleYaml(text, lines, { data, tree }) {
  const checked2 = validate(data, tree, lines);
  const node = tree.node(["expression", "value"]);
  if (!checked2.definition || node?.kind !== "scalar") return { kind: "yaml", audiences: [], problems: checked2.problems };
  const loaded = yamlAudience(text, lines, checked2.definition, [node.start, node.end], node, tree.range, 0, tree);
  return { kind: "yaml", audiences: [loaded], problems: checked2.problems };
}
function yamlAudience(text, lines, definition, [start, end], scalar2, range, index, tree) {
  const pql = definition.expression.value;
  const { map, exact } = scalar2 ? yamlValueMap(text, lines, start, end, scalar2, pql) : coarseMap(lines, pql, start, end);
  const written = trimEnd2(text, [start, end]);
  return audience(definition, pql, map, exact, lines.span(...written), lines.span(range[0], range[1]), index, locator(tree, text, lines));
}
function isEmptyDocument(doc) {
  const contents = doc.contents;
  return contents === null || isScalar2(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1];
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
var JITLESS = { jitless: true };
function validate(data, tree, lines) {
  const result = audienceSchema.safeParse(data, JITLESS);
  if (result.success) return { definition: result.data, problems: [] };
  return { problems: schemaProblems(result.error.issues, data, tree, lines) };
}
function audience(definition, pql, map, exactPositions, expressionRange, range, index, locate2) {
  return { definition, pql, map, mapSpan: (span) => map.mapSpan(span), expressionRange, range, index, exactPositions, locate: locate2 };
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

// src/audience/format.ts
function isFormatted(pql, canonical) {
  return pql.trim() === canonical;
}
function canonicalExpression(kind, ast, options = {}) {
  return print(ast, kind === "json" ? { ...options, width: Number.POSITIVE_INFINITY } : options);
}
function formatAudienceFile(fileName, text, options = {}) {
  const loaded = loadAudienceFile(fileName, text);
  if (loaded.problems.length > 0) return { ok: false, errors: loaded.problems };
  const errors = [];
  const canonicals = [];
  for (const audience2 of loaded.audiences) {
    const { ast, errors: syntaxErrors } = parse(audience2.pql);
    for (const e of syntaxErrors) {
      errors.push({ rule: e.rule, code: e.code, message: e.message, range: audience2.mapSpan(e.span), hints: e.hints, ...e.label ? { label: e.label } : {} });
    }
    canonicals.push(ast ? canonicalExpression(loaded.kind, ast, options) : null);
  }
  if (errors.length > 0) return { ok: false, errors };
  let output = text;
  for (let i = loaded.audiences.length - 1; i >= 0; i--) {
    const audience2 = loaded.audiences[i];
    const canonical = canonicals[i];
    if (isFormatted(audience2.pql, canonical)) continue;
    const edit = expressionEdit(fileName, output, audience2, canonical, loaded.kind === "json");
    if (edit === void 0) {
      return {
        ok: false,
        errors: [
          {
            rule: "audience/schema",
            message: "could not write the formatted expression back into this file",
            range: audience2.expressionRange,
            hints: ["format the expression by hand, or write it as a literal block (`value: |`)"]
          }
        ]
      };
    }
    output = applyEdit(output, edit);
  }
  return { ok: true, output, changed: output !== text };
}
function applyEdit(text, edit) {
  return text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
}
function expressionEdit(fileName, text, audience2, pql, json2) {
  const range = audience2.expressionRange;
  const raw = text.slice(range.start.offset, range.end.offset);
  const candidates = json2 ? [JSON.stringify(pql)] : yamlCandidates(text, audience2, raw, pql);
  for (const candidate of candidates) {
    const edit = { range, text: candidate };
    const again = loadAudienceFile(fileName, applyEdit(text, edit));
    const same = again.audiences.find((a) => a.index === audience2.index);
    if (again.problems.length === 0 && same && isFormatted(same.pql, pql.trim())) return edit;
  }
  return void 0;
}
function yamlCandidates(text, audience2, raw, canonical) {
  const multiLine = canonical.includes("\n");
  const doubleQuoted2 = JSON.stringify(canonical);
  const inFlow = /^[[{]/.test(sliceOf(text, audience2.locate(["expression"])));
  if (inFlow) return [multiLine ? doubleQuoted2 : sameStyle(raw, canonical), doubleQuoted2];
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const key = audience2.locate(["expression", "value"], "key");
  const keyIndent = key ? key.start.column - 1 : 2;
  const block2 = literalBlock(raw, canonical, keyIndent, newline);
  if (/^[|>]/.test(raw)) return [block2, doubleQuoted2];
  if (multiLine) return [block2, doubleQuoted2];
  return [sameStyle(raw, canonical), doubleQuoted2, block2];
}
function sameStyle(raw, canonical) {
  if (raw.startsWith("'")) return `'${canonical.replace(/'/g, "''")}'`;
  if (raw.startsWith('"')) return JSON.stringify(canonical);
  return canonical;
}
function literalBlock(raw, canonical, keyIndent, newline) {
  const header2 = /^([|>])([1-9+-]*)([^\r\n]*)/.exec(raw);
  let indicator = "|";
  let chomp = "-";
  let rest = "";
  let indent2 = keyIndent + 2;
  if (header2) {
    indicator = header2[1] === ">" && !canonical.includes("\n") ? ">" : "|";
    chomp = header2[2].replace(/[1-9+]/g, "");
    rest = header2[3];
    const firstContent = raw.split(/\r?\n/).slice(1).find((line2) => line2.trim() !== "");
    const written = firstContent ? /^ */.exec(firstContent)[0].length : 0;
    if (written > keyIndent && !/[1-9]/.test(header2[2])) indent2 = written;
  }
  const pad = " ".repeat(indent2);
  const body = canonical.split("\n").map((line2) => line2 === "" ? "" : pad + line2).join(newline);
  const ending = header2 && /\n$/.test(raw) ? newline : "";
  return `${indicator}${chomp}${rest}${newline}${body}${ending}`;
}
function sliceOf(text, span) {
  return span ? text.slice(span.start.offset, span.end.offset) : "";
}

// src/lint/rules/syntax-parse-error.ts
var syntaxParseError = {
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

// src/lint/rules/syntax-unexpected-character.ts
var syntaxUnexpectedCharacter = {
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

// src/lint/rules/syntax-unclosed-string.ts
var syntaxUnclosedString = {
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

// src/lint/rules/syntax-invalid-escape.ts
var syntaxInvalidEscape = {
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

// src/lint/rules/syntax-placeholder.ts
var syntaxPlaceholder = {
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

// src/lint/rules/syntax-too-deep.ts
var nested = (depth) => `${"(".repeat(depth)}person.age > 21${")".repeat(depth)}`;
var syntaxTooDeep = {
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

// src/lint/rules/syntax-unknown-function.ts
var list2 = (names) => names.map((n) => `\`${n}\``).join(", ");
var syntaxUnknownFunction = {
  meta: {
    code: "PQL007",
    name: "syntax/unknown-function",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A function or method PQL does not have is called (`inSegmnt(...)`, `.startWith(...)`)",
    why: `PQL's functions and methods are a closed set; AEP rejects any other name, and a misspelt one is never read as a condition that holds. The functions: ${list2(functionNames)}, \`CHAIN(...)\` and \`if(...)\`. The methods: ${list2(methodNames)}.`,
    invalid: [{ code: 'inSegmnt("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }, { code: 'person.name.startWith("Jo")' }, { code: 'CHIAN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }],
    valid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }, { code: 'person.name.startsWith("Jo")' }]
  },
  // When the expression does not parse, the parser reports the misspelt calls among its tokens.
  // Every tree is walked: a scan of the text for calls, to skip the walk, costs as much as it.
  check({ audience: audience2, report }) {
    if (!audience2.ast) return;
    forEachNode(audience2.ast, (node) => {
      const [problem2, name] = node.kind === "FunctionCall" ? [unknownFunction(node.callee.name), node.callee] : node.kind === "MethodCall" ? [unknownMethod(node.method.name), node.method] : [void 0, void 0];
      if (problem2 && name) report({ in: "pql", range: name.span, message: problem2.message, label: problem2.label, hints: problem2.hints });
    });
  }
};

// src/lint/rules/audience-invalid-json.ts
var audienceInvalidJson = {
  meta: {
    code: "PQL101",
    name: "audience/invalid-json",
    category: "audience",
    defaultSeverity: "error",
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

// src/lint/rules/examples.ts
var quote = (s) => JSON.stringify(s);
function yamlAudience2(a = {}) {
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

// src/lint/rules/audience-invalid-yaml.ts
var audienceInvalidYaml = {
  meta: {
    code: "PQL102",
    name: "audience/invalid-yaml",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file is not valid YAML",
    why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
    invalid: [{ file: "yaml", code: 'name: "US customers\nexpression:\n  type: PQL\n' }],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  source: "loader"
};

// src/lint/rules/audience-schema.ts
var audienceSchemaRule = {
  meta: {
    code: "PQL103",
    name: "audience/schema",
    category: "audience",
    defaultSeverity: "error",
    summary: "A field of the audience file is missing, unknown or of the wrong type",
    why: "The file is the Segmentation API create body; AEP rejects unknown fields and wrong types, and a typo in a field name silently loses a setting.",
    invalid: [
      { file: "yaml", code: yamlAudience2().replace("synchronous: { enabled: true }", 'synchronous: { enabled: "yes" }') },
      { file: "yaml", code: yamlAudience2().replace("schema:", "schemaa:") }
    ],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  source: "loader"
};

// src/lint/rules/audience-expression-type.ts
var audienceExpressionType = {
  meta: {
    code: "PQL104",
    name: "audience/expression-type",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.type` must be `PQL`",
    why: "pql-audience checks and publishes PQL definitions; other expression types (`ARL`) are not checked.",
    invalid: [{ file: "yaml", code: yamlAudience2({ type: "ARL" }) }],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  check({ audience: audience2, report }) {
    const { definition } = audience2.loaded;
    if (audience2.kind === "pql" || definition.expression.type === "PQL") return;
    const range = audience2.loaded.locate(["expression", "type"]);
    if (range)
      report({
        in: "file",
        range,
        message: `\`expression.type\` is \`${definition.expression.type}\`; pql-audience checks PQL definitions only`,
        hints: ["set `expression.type: PQL`"]
      });
  }
};

// src/lint/rules/audience-expression-format.ts
var audienceExpressionFormat = {
  meta: {
    code: "PQL105",
    name: "audience/expression-format",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.format` must be `pql/text`",
    why: "The expression is checked as PQL text; `pql/json` trees are not readable by people and not checked.",
    invalid: [{ file: "yaml", code: yamlAudience2({ format: "pql/json" }) }],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  check({ audience: audience2, report }) {
    const { definition } = audience2.loaded;
    if (audience2.kind === "pql" || definition.expression.format === "pql/text") return;
    const range = audience2.loaded.locate(["expression", "format"]);
    if (range)
      report({
        in: "file",
        range,
        message: `\`expression.format\` is \`${definition.expression.format}\`; write the expression as \`pql/text\``,
        hints: ["convert it with the Segmentation API's `POST /segment/conversion`, then set `format: pql/text`"]
      });
  }
};

// src/lint/rules/audience-evaluation-info.ts
var audienceEvaluationInfo = {
  meta: {
    code: "PQL106",
    name: "audience/evaluation-info",
    category: "audience",
    defaultSeverity: "warning",
    summary: "`evaluationInfo` enables no evaluation method",
    why: "With batch, streaming and edge all disabled the audience is never evaluated; leaving `evaluationInfo` out means batch.",
    invalid: [{ file: "yaml", code: yamlAudience2({ evaluation: [false, false, false] }) }],
    valid: [{ file: "yaml", code: yamlAudience2() }, { file: "yaml", code: yamlAudience2({ evaluation: null }) }]
  },
  check({ audience: audience2, report }) {
    const info = audience2.loaded.definition.evaluationInfo;
    if (audience2.kind === "pql" || !info) return;
    if (info.batch?.enabled || info.continuous?.enabled || info.synchronous?.enabled) return;
    const range = audience2.loaded.locate(["evaluationInfo"], "key");
    if (range)
      report({
        in: "file",
        range,
        message: "no evaluation method is enabled: this audience would never be evaluated",
        hints: ["enable one of `batch`, `continuous` or `synchronous` (edge)"]
      });
  }
};

// src/lint/rules/audience-schema-name.ts
var audienceSchemaName = {
  meta: {
    code: "PQL107",
    name: "audience/schema-name",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file has no `schema`",
    why: "The Segmentation API requires the schema the audience reads, usually `_xdm.context.profile`.",
    invalid: [{ file: "yaml", code: yamlAudience2({ schemaName: null }) }],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  check({ audience: audience2, report }) {
    if (audience2.kind === "pql" || audience2.loaded.definition.schema) return;
    const range = audience2.loaded.locate(["name"], "key") ?? audience2.loaded.range;
    report({
      in: "file",
      range,
      message: "the audience has no `schema`; the Segmentation API requires one",
      hints: ["add `schema: { name: _xdm.context.profile }`"]
    });
  }
};

// src/lint/rules/audience-invalid-utf8.ts
var audienceInvalidUtf8 = {
  meta: {
    code: "PQL108",
    name: "audience/invalid-utf8",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file is not UTF-8",
    why: "Bytes that are not UTF-8 are read as U+FFFD (\uFFFD): a name or a PQL string would be published with that character instead of the one meant. The position is the first bad byte; the rest of the file is still checked.",
    invalid: [{ file: "yaml", code: yamlAudience2({ name: "Caf\xE9 customers" }), savedAs: "latin1" }],
    valid: [{ file: "yaml", code: yamlAudience2({ name: "Caf\xE9 customers" }) }]
  },
  source: "loader"
};

// src/lint/rules/audience-too-large.ts
var audienceTooLarge = {
  meta: {
    code: "PQL109",
    name: "audience/too-large",
    category: "audience",
    defaultSeverity: "error",
    summary: "The file is larger than the size limit (`maxFileSize`, 2 MiB unless the config says otherwise)",
    why: "Real audience files are a few kilobytes; one of megabytes is generated by mistake or hostile, and checking it would cost memory in proportion to its expression's tree. The file is read and measured, nothing more: the rest of the run goes on. Raise `maxFileSize` in the config for a file you mean.",
    invalid: [{ file: "yaml", code: yamlAudience2({}), config: { maxFileSize: 100 } }],
    valid: [{ file: "yaml", code: yamlAudience2({}) }]
  },
  source: "loader"
};

// src/lint/rules/ref-unknown-segment.ts
var refUnknownSegment = {
  meta: {
    code: "PQL121",
    name: "ref/unknown-segment",
    category: "references",
    defaultSeverity: "error",
    summary: "A segment reference points at nothing: an alias no file declares, or (with `--remote`) an id the org does not have",
    why: "A local alias is resolved against every audience file of the project (not only the files being linted), and with `lint --remote` an id against the live org; one that matches nothing is a typo or a missing file, and cannot be published.",
    invalid: [{ file: "yaml", code: yamlAudience2({ value: 'inSegment("alias:loyal-customers")' }) }],
    valid: [{ file: "yaml", code: yamlAudience2({ value: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }) }]
  },
  checkGlobal({ audience: audience2, directory, report }) {
    for (const ref of audience2.refs) {
      if (ref.id === null || directory.resolve(ref.id)) continue;
      if (!directory.isAlias(ref.id)) {
        if (directory.remote)
          report({ range: ref.idSpan, message: `segment \`${ref.id}\` does not exist in ${directory.remote}`, label: "unknown segment", hints: ["check the id, or publish that audience first"] });
        continue;
      }
      const alias = ref.id.slice("alias:".length);
      const suggestion = closest(alias, directory.aliases());
      report({
        range: ref.idSpan,
        message: `no audience file declares the alias \`${alias}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""}`,
        label: "unknown alias",
        hints: [suggestion ? `the project has an audience with the alias \`${suggestion}\`` : "fix the alias, or declare it in the file it means (x-pql-audience.alias)"]
      });
    }
  }
};

// src/lint/rules/ref-cycle.ts
var refCycle = {
  meta: {
    code: "PQL122",
    name: "ref/cycle",
    category: "references",
    defaultSeverity: "error",
    summary: "Audiences reference each other in a loop",
    why: "A segment of segments whose references lead back to itself can never be evaluated.",
    invalid: [{ file: "yaml", code: yamlAudience2({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }), others: [{ name: "b.audience.yaml", code: yamlAudience2({ name: "B", value: 'inSegment("alias:a")', extras: ["alias: b"] }) }] }],
    valid: [{ file: "yaml", code: yamlAudience2({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }), others: [{ name: "b.audience.yaml", code: yamlAudience2({ name: "B", value: "person.age > 21", extras: ["alias: b"] }) }] }]
  },
  checkGlobal({ audience: audience2, directory, report }) {
    const next = (a) => a.refs.flatMap((r) => r.id ? [directory.resolve(r.id)?.audience] : []).filter((x) => x !== void 0);
    for (const ref of audience2.refs) {
      const first = ref.id === null ? void 0 : directory.resolve(ref.id)?.audience;
      if (!first || first === audience2) continue;
      const path2 = findPath(first, audience2, next);
      if (path2)
        report({
          range: ref.span,
          message: `reference loop: ${[audience2, ...path2].map((a) => `\`${a.name}\``).join(" -> ")}`,
          label: "leads back here",
          hints: ["break the loop: an audience cannot depend on itself through others"]
        });
    }
  }
};
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

// src/lint/rules/ref-self-reference.ts
var refSelfReference = {
  meta: {
    code: "PQL123",
    name: "ref/self-reference",
    category: "references",
    defaultSeverity: "error",
    summary: "An audience references itself",
    why: "Membership that depends on itself can never be evaluated.",
    invalid: [
      { file: "yaml", code: yamlAudience2({ value: 'inSegment("alias:vip") and person.age > 21', extras: ["alias: vip"] }) }
    ],
    valid: [{ file: "yaml", code: yamlAudience2({ value: "person.age > 21", extras: ["alias: vip"] }) }]
  },
  checkGlobal({ audience: audience2, directory, report }) {
    for (const ref of audience2.refs) {
      if (ref.id !== null && directory.resolve(ref.id)?.audience === audience2)
        report({ range: ref.span, message: "this audience references itself", label: "self-reference" });
    }
  }
};

// src/lint/packed-span.ts
function pack(span) {
  return [span.start.offset, span.start.line, span.start.column, span.end.offset, span.end.line, span.end.column];
}
function unpack(p) {
  return { start: { offset: p[0], line: p[1], column: p[2] }, end: { offset: p[3], line: p[4], column: p[5] } };
}

// src/lint/rules/ref-duplicate-name.ts
var refDuplicateName = {
  meta: {
    code: "PQL124",
    name: "ref/duplicate-name",
    category: "references",
    defaultSeverity: "error",
    summary: "Two audience files use the same `name`",
    why: "Audience names are unique in a sandbox: AEP rejects the second one (422), and publishing matches definitions by name.",
    invalid: [{ file: "yaml", code: yamlAudience2({ name: "VIP" }), others: [{ name: "other.audience.yaml", code: yamlAudience2({ name: "VIP", value: "person.age > 21" }) }] }],
    valid: [{ file: "yaml", code: yamlAudience2({ name: "VIP" }), others: [{ name: "other.audience.yaml", code: yamlAudience2({ name: "Adults", value: "person.age > 21" }) }] }]
  },
  checkGlobal({ audience: audience2, directory, report }) {
    if (audience2.kind === "pql") return;
    const other = directory.duplicateOf(audience2, "name");
    if (!other || !audience2.ranges.name) return;
    report({
      range: unpack(audience2.ranges.name),
      message: `another audience is also named \`${audience2.name}\` (${other.file})`,
      hints: ["give each audience a unique name"]
    });
  }
};

// src/lint/rules/ref-duplicate-id.ts
var refDuplicateId = {
  meta: {
    code: "PQL125",
    name: "ref/duplicate-id",
    category: "references",
    defaultSeverity: "error",
    summary: "Two audience files claim the same published id or alias",
    why: "References and publishing find an audience by its id or alias; two files with the same one make both ambiguous.",
    invalid: [{ file: "yaml", code: yamlAudience2({ name: "VIP", extras: ["alias: vip"] }), others: [{ name: "other.audience.yaml", code: yamlAudience2({ name: "Adults", value: "person.age > 21", extras: ["alias: vip"] }) }] }],
    valid: [{ file: "yaml", code: yamlAudience2({ name: "VIP", extras: ["alias: vip"] }), others: [{ name: "other.audience.yaml", code: yamlAudience2({ name: "Adults", value: "person.age > 21", extras: ["alias: adults"] }) }] }]
  },
  checkGlobal({ audience: audience2, directory, report }) {
    for (const field2 of ["id", "alias"]) {
      const value = audience2[field2];
      if (value === void 0 || audience2.kind === "pql" && field2 === "alias") continue;
      const other = directory.duplicateOf(audience2, field2);
      const packed = audience2.ranges[field2];
      if (other && packed) report({ range: unpack(packed), message: `the ${field2} \`${value}\` is also used by ${other.file}`, hints: [`give each audience its own ${field2}`] });
    }
  }
};

// src/lint/rules/edge-ignore-year.ts
var edgeIgnoreYear = {
  meta: {
    code: "PQL201",
    name: "edge/ignore-year",
    category: "edge",
    defaultSeverity: "error",
    summary: "A date is matched on month and day only (ignore year)",
    why: `AEP does not evaluate ignore-year time constraints on the edge. Segment Builder's "Ignore year" option computes a month/day match; pql-audience detects that computation.`,
    invalid: [{ code: "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()" }, { code: "person.birthDate.getMonth() = 6" }],
    valid: [{ code: "person.birthDate occurs today" }, { code: "person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990" }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-negated-event.ts
var edgeNegatedEvent = {
  meta: {
    code: "PQL202",
    name: "edge/negated-event",
    category: "edge",
    defaultSeverity: "error",
    summary: "An event reference sits under `not` / `!`",
    why: "Edge evaluation qualifies profiles on incoming events; it cannot decide that an event did not happen.",
    invalid: [{ code: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-event-aggregation.ts
var edgeEventAggregation = {
  meta: {
    code: "PQL203",
    name: "edge/event-aggregation",
    category: "edge",
    defaultSeverity: "error",
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "The edge keeps one incoming event, not a history to count or sum over.",
    invalid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3' }],
    valid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-window-too-long.ts
var edgeWindowTooLong = {
  meta: {
    code: "PQL204",
    name: "edge/window-too-long",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window is 24 hours or longer",
    why: "Edge audiences look at a single event in a relative window shorter than 24 hours.",
    invalid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this week)])' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 24 hours before now)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 90 minutes before now)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-window-boundary.ts
var edgeWindowBoundary = {
  meta: {
    code: "PQL205",
    name: "edge/window-boundary",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window is exactly 24 hours, inclusive (`<= 24 hours`)",
    why: 'The rule says "shorter than 24 hours" while AEP\'s own examples use `<= 24 hours before now`; pql-audience follows the rule unless `edge.windowBoundary: inclusive` is set.',
    invalid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 1 day before now)])' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 24 hours before now)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 23 hours before now)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-window-absolute.ts
var edgeWindowAbsolute = {
  meta: {
    code: "PQL206",
    name: "edge/window-absolute",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window is fixed in time (dates)",
    why: "An edge window moves with now; a window between dates is evaluated in batch.",
    invalid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(after date(2024, 1, 1))])' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-window-not-current.ts
var edgeWindowNotCurrent = {
  meta: {
    code: "PQL207",
    name: "edge/window-not-current",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window does not contain now",
    why: "The edge evaluates the event that just arrived; a window that ends before now (`yesterday`, `last hour`, `> 2 hours before now`) or lies in the future never contains it.",
    invalid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(> 2 hours before now)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(last hour)])' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this hour)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-no-time-window.ts
var edgeNoTimeWindow = {
  meta: {
    code: "PQL208",
    name: "edge/no-time-window",
    category: "edge",
    defaultSeverity: "error",
    summary: "An event reference has no time window",
    why: "Since May 2025 AEP evaluates a single event without a time window in batch; edge needs a window shorter than 24 hours.",
    invalid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])' }, { code: 'select X from xEvent where X.eventType = "addToCart"' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])' }, { code: 'select X from xEvent where X.eventType = "addToCart" and X.timestamp occurs < 1 hour before now' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-multiple-events.ts
var edgeMultipleEvents = {
  meta: {
    code: "PQL209",
    name: "edge/multiple-events",
    category: "edge",
    defaultSeverity: "error",
    summary: "More than one event (two references, a CHAIN with two steps, or `COUNT(n)` with n > 1)",
    why: "The edge evaluates one incoming event at a time; sequences and frequencies need event history.",
    invalid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])' }, { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(< 24 hours before now) COUNT(5)])' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-event-with-segment.ts
var checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
var clickers = yamlAudience2({ name: "Clickers", value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])', extras: ["alias: clickers"] });
var adults = yamlAudience2({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });
var edgeEventWithSegment = {
  meta: {
    code: "PQL210",
    name: "edge/event-with-segment",
    category: "edge",
    defaultSeverity: "error",
    summary: "An event is combined with a segment that is not profile-only",
    why: "AEP allows an event with `inSegment(...)` on the edge only when the referenced audience is profile-only.",
    invalid: [
      { file: "yaml", code: yamlAudience2({ value: `inSegment("alias:clickers") and ${checkout}` }), others: [{ name: "clickers.audience.yaml", code: clickers }] }
    ],
    valid: [
      { file: "yaml", code: yamlAudience2({ value: `inSegment("alias:adults") and ${checkout}` }), others: [{ name: "adults.audience.yaml", code: adults }] }
    ]
  },
  source: "analyzer"
};

// src/lint/rules/edge-unresolved-segment.ts
var edgeUnresolvedSegment = {
  meta: {
    code: "PQL211",
    name: "edge/unresolved-segment",
    category: "edge",
    defaultSeverity: "warning",
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is edge-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])' }],
    valid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-no-criteria.ts
var edgeNoCriteria = {
  meta: {
    code: "PQL212",
    name: "edge/no-criteria",
    category: "edge",
    defaultSeverity: "error",
    summary: "The expression reads no profile attribute, event or segment",
    why: "A constant qualifies everyone or no one; it is not an audience.",
    invalid: [{ code: "true" }, { code: "1 = 1" }],
    valid: [{ code: "person.age >= 18" }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-profile-only-daily.ts
var edgeProfileOnlyDaily = {
  meta: {
    code: "PQL213",
    name: "edge/profile-only-daily",
    category: "edge",
    defaultSeverity: "info",
    summary: "A profile-only audience is evaluated on the edge once a day",
    why: "AEP lists profile-only as an edge type but refreshes it daily; add event data for real-time evaluation.",
    invalid: [{ code: 'homeAddress.country.equals("US", false)' }],
    valid: [{ code: 'homeAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-segment-disqualification.ts
var edgeSegmentDisqualification = {
  meta: {
    code: "PQL214",
    name: "edge/segment-disqualification",
    category: "edge",
    defaultSeverity: "info",
    summary: "Profiles leave a segment of segments only every 24 hours",
    why: "AEP re-evaluates disqualification for segments of segments once a day, so members may stay up to 24 hours after they stop matching.",
    invalid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")' }],
    valid: [{ code: "person.age >= 18" }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-merge-policy.ts
var config = { edge: { mergePolicies: ["edge-policy"] } };
var edgeMergePolicy = {
  meta: {
    code: "PQL215",
    name: "edge/merge-policy",
    category: "edge",
    defaultSeverity: "error",
    summary: "The merge policy is not active on edge",
    why: "Edge (and, since May 2025, streaming) audiences must use a merge policy that is active on edge. The ids come from `edge.mergePolicies` in the config, or from the API with `lint --remote`.",
    invalid: [{ file: "yaml", code: yamlAudience2({ mergePolicyId: "batch-policy" }), config }],
    valid: [{ file: "yaml", code: yamlAudience2({ mergePolicyId: "edge-policy" }), config }]
  },
  check({ audience: audience2, config: settings, report }) {
    const id = audience2.loaded.definition.mergePolicyId;
    if (audience2.kind === "pql" || settings.mergePolicies === null || id === void 0 || settings.mergePolicies.includes(id)) return;
    const range = audience2.loaded.locate(["mergePolicyId"]);
    if (range)
      report({
        in: "file",
        range,
        message: `merge policy \`${id}\` is not active on edge`,
        label: "not active on edge",
        hints: [`use one of: ${settings.mergePolicies.map((p) => `\`${p}\``).join(", ")}`]
      });
  }
};

// src/lint/rules/edge-schema.ts
var PROFILE_SCHEMA = "_xdm.context.profile";
var edgeSchema = {
  meta: {
    code: "PQL216",
    name: "edge/schema",
    category: "edge",
    defaultSeverity: "error",
    summary: "An edge audience must read the profile schema `_xdm.context.profile`",
    why: "Edge segmentation evaluates profiles; audiences on other classes (multi-entity) are batch only.",
    invalid: [{ file: "yaml", code: yamlAudience2({ schemaName: "_xdm.context.account" }) }],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  check({ audience: audience2, report }) {
    const name = audience2.loaded.definition.schema?.name;
    if (audience2.kind === "pql" || name === void 0 || name === PROFILE_SCHEMA) return;
    const range = audience2.loaded.locate(["schema", "name"]);
    if (range)
      report({ in: "file", range, message: `the schema is \`${name}\`; edge audiences read \`${PROFILE_SCHEMA}\``, hints: [`set \`schema.name: ${PROFILE_SCHEMA}\``] });
  }
};

// src/lint/rules/edge-marked-but-ineligible.ts
var edgeMarkedButIneligible = {
  meta: {
    code: "PQL217",
    name: "edge/marked-but-ineligible",
    category: "edge",
    defaultSeverity: "error",
    summary: "`evaluationInfo.synchronous.enabled` is true on a definition that is not edge-eligible",
    why: "AEP does not evaluate such a definition on the edge; publishing it as an edge audience would silently do something else.",
    invalid: [{ file: "yaml", code: yamlAudience2({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])' }) }],
    valid: [
      { file: "yaml", code: yamlAudience2({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])', evaluation: [true, false, false] }) }
    ]
  },
  checkGlobal({ audience: audience2, verdict, report }) {
    if (audience2.kind === "pql" || !audience2.synchronousEnabled || verdict?.eligible !== false) return;
    const range = audience2.ranges.synchronousEnabled && unpack(audience2.ranges.synchronousEnabled);
    if (range)
      report({
        range,
        message: "marked for edge evaluation, but the definition is not edge-eligible (see the other errors)",
        label: "marked for edge",
        hints: ["fix the reasons above, or set `synchronous.enabled: false` and `batch.enabled: true`"]
      });
  }
};

// src/lint/rules/edge-eligible-not-marked.ts
var edgeEligibleNotMarked = {
  meta: {
    code: "PQL218",
    name: "edge/eligible-not-marked",
    category: "edge",
    defaultSeverity: "info",
    summary: "An edge-eligible definition is not marked for edge evaluation",
    why: "The definition could be evaluated in real time on the edge; set `evaluationInfo.synchronous.enabled: true` if that is wanted.",
    invalid: [
      { file: "yaml", code: yamlAudience2({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: [true, false, false] }) }
    ],
    valid: [{ file: "yaml", code: yamlAudience2({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }) }]
  },
  checkGlobal({ audience: audience2, verdict, report }) {
    if (audience2.kind === "pql" || verdict?.eligible !== true || audience2.synchronousEnabled) return;
    const range = audience2.ranges.notMarked && unpack(audience2.ranges.notMarked);
    if (range)
      report({
        range,
        message: `edge-eligible (${verdict.type}) but not marked for edge evaluation`,
        hints: ["set `evaluationInfo.synchronous.enabled: true` to evaluate it on the edge"]
      });
  }
};

// src/lint/rules/edge-mixed-evaluation.ts
var edgeMixedEvaluation = {
  meta: {
    code: "PQL219",
    name: "edge/mixed-evaluation",
    category: "edge",
    defaultSeverity: "warning",
    summary: "Edge evaluation is enabled together with batch or streaming",
    why: "A definition has one evaluation method; AEP's edge examples set batch and continuous to false when synchronous is true.",
    invalid: [{ file: "yaml", code: yamlAudience2({ evaluation: [true, false, true] }) }],
    valid: [{ file: "yaml", code: yamlAudience2() }]
  },
  check({ audience: audience2, report }) {
    const info = audience2.loaded.definition.evaluationInfo;
    if (audience2.kind === "pql" || info?.synchronous?.enabled !== true) return;
    for (const other of ["batch", "continuous"]) {
      if (info[other]?.enabled !== true) continue;
      const range = audience2.loaded.locate(["evaluationInfo", other, "enabled"]);
      if (range)
        report({ in: "file", range, message: `\`${other}\` is enabled together with edge (\`synchronous\`)`, hints: [`set \`${other}.enabled: false\``] });
    }
  }
};

// src/lint/rules/style-canonical-format.ts
var styleCanonicalFormat = {
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
  check({ audience: audience2, report }) {
    if (!audience2.ast) return;
    if (isFormatted(audience2.loaded.pql, canonicalExpression(audience2.kind, audience2.ast))) return;
    report({
      in: "file",
      range: audience2.kind === "pql" ? firstLine(audience2.loaded.expressionRange, audience2.loaded.pql) : audience2.loaded.locate(["expression", "value"], "key") ?? audience2.loaded.expressionRange,
      message: "the expression is not in canonical form",
      label: "not formatted",
      hints: [`run \`pql-audience fmt --write ${audience2.file}\``]
    });
  }
};
function firstLine(range, text) {
  const length = text.split(/\r?\n/, 1)[0].length;
  if (range.end.line === range.start.line) return range;
  return { start: range.start, end: { offset: range.start.offset + length, line: range.start.line, column: range.start.column + length } };
}

// src/lint/rules/style-uppercase-keyword.ts
var styleUppercaseKeyword = {
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
  check({ audience: audience2, report }) {
    const text = audience2.loaded.pql;
    if (!audience2.ast || !hasKeywordNotInLowerCase(text)) return;
    const words = [];
    forEachNode(audience2.ast, (node) => {
      if (node.kind === "Logical") words.push(...node.operatorSpans);
      else if (node.kind === "Unary" && node.operator === "not") words.push(node.operatorSpan);
    });
    for (const span of words) {
      const word2 = text.slice(span.start.offset, span.end.offset);
      if (word2 === word2.toLowerCase()) continue;
      const range = audience2.loaded.mapSpan(span);
      report({
        in: "pql",
        range: span,
        message: `write \`${word2.toLowerCase()}\`, not \`${word2}\``,
        label: "upper case",
        ...audience2.loaded.exactPositions ? { fix: { description: `lower-case \`${word2}\``, edits: [{ range, text: word2.toLowerCase() }] } } : {}
      });
    }
  }
};
function hasKeywordNotInLowerCase(text) {
  for (const match of text.matchAll(/\b(?:and|or|not)\b/gi)) if (match[0] !== match[0].toLowerCase()) return true;
  return false;
}

// src/lint/rules/suppressions-unused.ts
var suppressionsUnused = {
  meta: {
    code: "PQL901",
    name: "suppressions/unused",
    category: "suppressions",
    defaultSeverity: "warning",
    summary: "A suppression silences nothing",
    why: "A suppression left behind after a fix hides the next real problem of that rule; remove it.",
    invalid: [{ file: "yaml", code: yamlAudience2({ extras: ["suppress:", "  - rule: PQL204", "    reason: legacy window, moving to batch next sprint"] }) }],
    valid: [
      {
        file: "yaml",
        code: yamlAudience2({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false],
          extras: ["suppress:", "  - rule: PQL204", "    reason: batch audience, edge not wanted"]
        })
      }
    ]
  },
  source: "engine"
};

// src/lint/rules/suppressions-missing-reason.ts
var suppressionsMissingReason = {
  meta: {
    code: "PQL902",
    name: "suppressions/missing-reason",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression gives no reason",
    why: "A reason tells the next reader why the rule does not apply; reports show it next to the silenced finding.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable PQL213
${yamlAudience2()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience2()}` }]
  },
  source: "loader"
};

// src/lint/rules/suppressions-missing-rule.ts
var suppressionsMissingRule = {
  meta: {
    code: "PQL903",
    name: "suppressions/missing-rule",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression names no rule, or a rule that does not exist",
    why: "A suppression must say which rule it silences (`PQL204`, `edge/window-too-long`, `edge/*`); silencing everything hides new problems, and a misspelt rule silences nothing.",
    invalid: [
      { file: "yaml", code: `# pql-audience-disable -- legacy file
${yamlAudience2()}` },
      { file: "yaml", code: `# pql-audience-disable edge/profile-only-dayly -- daily refresh is fine for this list
${yamlAudience2()}` }
    ],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience2()}` }]
  },
  source: "loader"
};

// src/lint/rules/suppressions-unknown-directive.ts
var suppressionsUnknownDirective = {
  meta: {
    code: "PQL904",
    name: "suppressions/unknown-directive",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A `# pql-audience-...` comment that is not a known directive",
    why: "A misspelled directive silences nothing; the two directives are `pql-audience-disable-next-line` and `pql-audience-disable`.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable-line PQL213 -- typo for disable-next-line
${yamlAudience2()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable-next-line PQL213 -- daily refresh is fine
${yamlAudience2()}` }]
  },
  source: "loader"
};

// src/lint/rules/index.ts
var allRules = [
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
  suppressionsUnused,
  suppressionsMissingReason,
  suppressionsMissingRule,
  suppressionsUnknownDirective
];

// src/lint/registry.ts
var byCode = new Map(allRules.map((r) => [r.meta.code, r]));
var byName = new Map(allRules.map((r) => [r.meta.name, r]));
function ruleByCodeOrName(key) {
  return byCode.get(key) ?? byName.get(key);
}
function codesFor(key) {
  const single = ruleByCodeOrName(key);
  if (single) return [single.meta.code];
  let matches3 = [];
  if (/^PQL\dxx$/.test(key)) matches3 = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 4)));
  else if (/^PQL\d\dx$/.test(key)) matches3 = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 5)));
  else if (key.endsWith("/*")) matches3 = allRules.filter((r) => r.meta.name.startsWith(key.slice(0, -1)));
  return matches3.length > 0 ? matches3.map((r) => r.meta.code) : void 0;
}
function suggestRule(key) {
  return closest(key, allRules.flatMap((r) => [r.meta.code, r.meta.name]), Math.max(2, Math.floor(key.length / 4)));
}

// src/format.ts
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

// src/evaluate/values.ts
var Instant = class {
  constructor(ms) {
    this.ms = ms;
  }
  ms;
  toJSON() {
    return new Date(this.ms).toISOString();
  }
};
var Groups = class {
  constructor(entries) {
    this.entries = entries;
  }
  entries;
};
var MapEntry = class {
  constructor(key, value) {
    this.key = key;
    this.value = value;
  }
  key;
  value;
};
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Instant) && !(v instanceof Groups) && !(v instanceof MapEntry);
}
function typeName2(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (v instanceof Instant) return "a timestamp";
  if (v instanceof Groups) return "groups";
  if (v instanceof MapEntry) return "a map entry";
  switch (typeof v) {
    case "string":
      return "a string";
    case "number":
      return "a number";
    case "boolean":
      return "a boolean";
    default:
      return "an object";
  }
}
function truthy(v) {
  return v === true || Array.isArray(v) && v.length > 0;
}
var isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
function two(s, i) {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}
var monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysFromCivil(y, m, d) {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
function parseUtc(s) {
  const n = s.length;
  if (n !== 20 && n !== 24 || s.charCodeAt(n - 1) !== 90 || s[4] !== "-" || s[7] !== "-" || s[10] !== "T" || s[13] !== ":" || s[16] !== ":") return null;
  const hi = two(s, 0);
  const lo = two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  if (hi < 0 || lo < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const year = hi * 100 + lo;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > monthDays[month - 1] || month === 2 && day === 29 && !leap) return null;
  let ms = 0;
  if (n === 24) {
    const a = two(s, 20);
    const c = s.charCodeAt(22) - 48;
    if (s[19] !== "." || a < 0 || c < 0 || c > 9) return null;
    ms = a * 10 + c;
  }
  return daysFromCivil(year, month, day) * 864e5 + hour * 36e5 + minute * 6e4 + second * 1e3 + ms;
}
function parseIso(s) {
  const fast = parseUtc(s);
  if (fast !== null) return fast;
  if (s.length < 10 || s.length > 40 || !isoPattern.test(s)) return null;
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month < 1 || month > 12 || day < 1 || day > monthDays[month - 1] || month === 2 && day === 29 && !leap) return null;
  if (s.length > 10 && (two(s, 11) > 23 || two(s, 14) > 59)) return null;
  const text = s.length > 10 && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(s) ? `${s.replace(" ", "T")}Z` : s.replace(" ", "T");
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
function toInstantMs(v) {
  if (v instanceof Instant) return v.ms;
  if (typeof v === "string") return parseIso(v);
  return null;
}
function equal(a, b) {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof Instant || b instanceof Instant) {
    const x = toInstantMs(a);
    const y = toInstantMs(b);
    return x !== null && x === y;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}
function compare(a, b) {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Instant || b instanceof Instant) {
    const x = toInstantMs(a);
    const y = toInstantMs(b);
    if (x === null || y === null) return null;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return null;
}
function keyOf(v) {
  if (v instanceof Instant) return `t:${v.ms}`;
  if (typeof v === "string") return `s:${v}`;
  if (typeof v === "number") return `n:${v}`;
  return `j:${JSON.stringify(toJson(v))}`;
}
function toJson(v) {
  if (v === null || typeof v !== "object") return v;
  if (v instanceof Instant) return Number.isFinite(v.ms) ? v.toJSON() : null;
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof MapEntry) return { key: toJson(v.key), value: toJson(v.value) };
  if (v instanceof Groups) {
    const out2 = {};
    for (const [k, g] of v.entries) out2[k.slice(2)] = g.items.map(toJson);
    return out2;
  }
  const out = {};
  for (const k of Object.keys(v)) out[k] = toJson(v[k]);
  return out;
}
function fromData(v) {
  if (v === void 0 || typeof v === "function" || typeof v === "symbol" || typeof v === "bigint") return null;
  return v;
}

// src/evaluate/scope.ts
function withItem(scope, value) {
  return { item: { value, parent: scope.item }, variables: scope.variables };
}
function withVariable(scope, name, value) {
  return { item: scope.item, variables: { name, value, parent: scope.variables } };
}
function lookupVariable(scope, name) {
  for (let f = scope.variables; f !== null; f = f.parent) if (f.name === name) return f.value;
  return void 0;
}
function itemUp(scope, levels) {
  let f = scope.item;
  for (let i = 0; i < levels && f !== null; i++) f = f.parent;
  return f === null ? null : f.value;
}
function field(value, name) {
  if (isObject(value)) return Object.hasOwn(value, name) ? fromData(value[name]) : null;
  if (Array.isArray(value)) {
    const out = [];
    for (const element of value) {
      const v = field(element, name);
      if (v === null) continue;
      if (Array.isArray(v)) for (const x of v) out.push(x);
      else out.push(v);
    }
    return out;
  }
  if (value instanceof Groups) {
    const g = value.entries.get(`s:${name}`);
    return g ? g.items : null;
  }
  return null;
}

// src/evaluate/binders.ts
function eachMatch(clauses, scope, host, onMatch, k = 0) {
  const clause = clauses[k];
  const items = host.array(clause.source, scope);
  if (items === null) return false;
  for (const item of items) {
    const inner = withVariable(scope, clause.variable.name, item);
    if (clause.condition && !truthy(host.element(clause.condition, inner))) continue;
    if (k + 1 < clauses.length ? eachMatch(clauses, inner, host, onMatch, k + 1) : onMatch(inner)) return true;
  }
  return false;
}
function exists(clauses, scope, host) {
  return eachMatch(clauses, scope, host, () => true);
}
function forall(clauses, scope, host, k = 0) {
  const clause = clauses[k];
  const items = host.array(clause.source, scope);
  if (items === null) return false;
  for (const item of items) {
    const inner = withVariable(scope, clause.variable.name, item);
    if (clause.condition && !truthy(host.element(clause.condition, inner))) return false;
    if (k + 1 < clauses.length && !forall(clauses, inner, host, k + 1)) return false;
  }
  return true;
}
function select(clauses, scope, host) {
  const out = [];
  const last = clauses[clauses.length - 1].variable;
  eachMatch(clauses, scope, host, (s) => {
    out.push(lookupVariable(s, last.name) ?? null);
    return false;
  });
  return out;
}

// src/evaluate/chain.ts
function eventId(e) {
  const id = isObject(e.event) ? e.event["_id"] : void 0;
  return typeof id === "string" || typeof id === "number" ? id : e.index;
}
function timed(events, timestampField) {
  const out = [];
  let sorted = true;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const ms = toInstantMs(field(event, timestampField));
    if (ms === null) continue;
    if (out.length > 0 && ms < out[out.length - 1].ms) sorted = false;
    out.push({ event, ms, index: i });
  }
  if (!sorted) out.sort((a, b) => a.ms - b.ms || a.index - b.index);
  return out;
}
function matchOne(node, events, test, trace) {
  const step = node.steps[0];
  const name = node.timestampField.name;
  const candidate = { event: null, ms: 0, index: 0 };
  let found = 0;
  for (let i = 0; i < events.length && found < trace.needed; i++) {
    const event = events[i];
    const ms = toInstantMs(field(event, name));
    if (ms === null) continue;
    candidate.event = event;
    candidate.ms = ms;
    candidate.index = i;
    if (!test(step, candidate)) continue;
    found++;
    trace.matched.push(eventId(candidate));
  }
  return found >= trace.needed;
}
function matchChain(node, events, test) {
  const steps = node.steps.map((s) => ({ label: s.label.name, span: s.span, needed: Math.max(1, s.count ?? 1), matched: [] }));
  if (node.steps.length === 1) return { span: node.span, value: matchOne(node, events, test, steps[0]), steps };
  const list9 = timed(events, node.timestampField.name);
  let from = 0;
  let after2 = -Infinity;
  let value = true;
  for (let k = 0; k < node.steps.length; k++) {
    const step = node.steps[k];
    const trace = steps[k];
    let found = 0;
    let last = -1;
    for (let i = from; i < list9.length && found < trace.needed; i++) {
      const e = list9[i];
      if (e.ms <= after2) continue;
      if (!test(step, e)) continue;
      found++;
      last = i;
      trace.matched.push(eventId(e));
    }
    if (found < trace.needed) {
      value = false;
      break;
    }
    after2 = list9[last].ms;
    from = last + 1;
  }
  return { span: node.span, value, steps };
}

// src/evaluate/patterns.ts
var likeCache = /* @__PURE__ */ new Map();
var regexCache = /* @__PURE__ */ new Map();
var CACHE_LIMIT = 500;
function remember(cache, key, value) {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}
function like(s, pattern) {
  let re = likeCache.get(pattern);
  if (!re) {
    let source = "";
    for (const ch of pattern) source += ch === "%" ? "[\\s\\S]*" : ch === "_" ? "[\\s\\S]" : ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    re = remember(likeCache, pattern, new RegExp(`^${source}$`, "u"));
  }
  return re.test(s);
}
function javaRegex(pattern) {
  const cached = regexCache.get(pattern);
  if (cached !== void 0) return cached;
  return remember(regexCache, pattern, translate(pattern));
}
function translate(pattern) {
  let flags = "";
  let source = pattern;
  const lead = /^\(\?([imsux]+)\)/.exec(source);
  if (lead) {
    for (const f of lead[1]) {
      if (f === "i" || f === "m" || f === "s") flags += flags.includes(f) ? "" : f;
    }
    source = source.slice(lead[0].length);
  }
  if (/\(\?[imsux-]+[:)]/.test(source)) return "inline flags are only understood at the start of the pattern, e.g. (?i)^john";
  if (/\(\?>/.test(source)) return "atomic groups (?>...) are not supported";
  if (/(?<!\\)[*+?}][+]/.test(source)) return "possessive quantifiers (*+, ++, ?+) are not supported";
  source = source.replace(/\\A/g, "^").replace(/\\[zZ]/g, "$");
  try {
    return new RegExp(source, flags);
  } catch (e) {
    return `not a valid regular expression: ${e instanceof Error ? e.message.replace(/^Invalid regular expression: /, "") : String(e)}`;
  }
}

// src/evaluate/time-words.ts
var fixedMs = {
  millisecond: 1,
  second: 1e3,
  minute: 6e4,
  hour: 36e5,
  day: 864e5,
  week: 7 * 864e5
};
var monthsIn = { month: 1, year: 12, decade: 120, century: 1200, millennium: 12e3 };
function point(ms) {
  return { start: ms, end: ms + 1 };
}
function shift(ms, n, unit) {
  const fixed = fixedMs[unit];
  if (fixed !== void 0) return ms + n * fixed;
  const d = new Date(ms);
  const months = d.getUTCMonth() + n * monthsIn[unit];
  const day = d.getUTCDate();
  const target = Date.UTC(d.getUTCFullYear(), months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  const t = new Date(target);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  return target + (Math.min(day, last) - 1) * 864e5;
}
function startOf(ms, unit) {
  const fixed = fixedMs[unit];
  if (unit === "week") {
    const day = startOf(ms, "day");
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    return day - weekday * 864e5;
  }
  if (fixed !== void 0) return Math.floor(ms / fixed) * fixed;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  switch (unit) {
    case "month":
      return Date.UTC(year, d.getUTCMonth(), 1);
    case "year":
      return Date.UTC(year, 0, 1);
    case "decade":
      return Date.UTC(Math.floor(year / 10) * 10, 0, 1);
    case "century":
      return Date.UTC(Math.floor(year / 100) * 100, 0, 1);
    default:
      return Date.UTC(Math.floor(year / 1e3) * 1e3, 0, 1);
  }
}
function timeWordPeriod(word2, now) {
  if (word2 === "now") return point(now);
  const today = startOf(now, "day");
  const start = word2 === "today" ? today : word2 === "yesterday" ? today - 864e5 : today + 864e5;
  return { start, end: start + 864e5 };
}
function relativePeriod(node, now) {
  const current = startOf(now, node.unit);
  const start = node.which === "this" ? current : shift(current, node.which === "last" ? -1 : 1, node.unit);
  return { start, end: shift(start, 1, node.unit) };
}
function datePeriod(year, month, day) {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const start = Date.UTC(year, month - 1, day);
  const d = new Date(start);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { start, end: start + 864e5 };
}
function occursIn(t, a) {
  return a.start <= t && t < a.end;
}
function occursDirection(t, direction, a) {
  if (direction === "before") return t < a.start;
  if (direction === "after") return t >= a.end;
  return t >= a.start;
}
function occursBetween(t, a, b) {
  return a.start <= t && t < b.end;
}
function occursAmount(t, cmp, amount, unit, direction, a) {
  if (direction === "before") {
    const ref2 = a.start;
    const bound2 = shift(ref2, -amount, unit);
    switch (cmp) {
      case "<":
        return bound2 < t && t <= ref2;
      case "<=":
        return bound2 <= t && t <= ref2;
      case ">":
        return t < bound2;
      case ">=":
        return t <= bound2;
      case "=":
        return shift(ref2, -(amount + 1), unit) < t && t <= bound2;
      case "!=":
        return !(shift(ref2, -(amount + 1), unit) < t && t <= bound2);
    }
  }
  const ref = a.end - 1;
  const bound = shift(ref, amount, unit);
  switch (cmp) {
    case "<":
      return ref <= t && t < bound;
    case "<=":
      return ref <= t && t <= bound;
    case ">":
      return t > bound;
    case ">=":
      return t >= bound;
    case "=":
      return bound <= t && t < shift(ref, amount + 1, unit);
    case "!=":
      return !(bound <= t && t < shift(ref, amount + 1, unit));
  }
}

// src/evaluate/functions.ts
function wrongType(call, receiver, expected) {
  call.problem(`\`${call.name}\` needs ${expected}, got ${typeName2(receiver)}`);
  return null;
}
function stringArg(call, i) {
  const v = call.arg(i);
  if (typeof v === "string") return v;
  if (v !== null) call.problem(`\`${call.name}\` needs a string argument, got ${typeName2(v)}`);
  return null;
}
function stringTest(test, negate) {
  return (receiver, call) => {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const t = stringArg(call, 0);
    if (t === null) return null;
    let caseSensitive = true;
    if (call.argCount > 1) {
      const flag = call.arg(1);
      if (typeof flag !== "boolean") return call.problem(`\`${call.name}\`'s second argument says whether case matters: true or false`), null;
      caseSensitive = flag;
    }
    const result = caseSensitive ? test(receiver, t) : test(receiver.toLowerCase(), t.toLowerCase());
    return negate ? !result : result;
  };
}
function asArray(receiver, call) {
  if (receiver === null) return [];
  if (Array.isArray(receiver)) return receiver;
  if (receiver instanceof Groups) return [...receiver.entries.values()].map((g) => g.items);
  wrongType(call, receiver, "an array");
  return null;
}
function numbers(receiver, call) {
  const items = asArray(receiver, call);
  if (items === null) return null;
  const out = [];
  for (const item of items) {
    const v = call.argCount > 0 ? call.argFor(0, item) : item;
    if (typeof v === "number") out.push(v);
    else if (v !== null) return call.problem(`\`${call.name}\` adds up numbers, got ${typeName2(v)}`), null;
  }
  return out;
}
function extreme(sign) {
  return (receiver, call) => {
    const items = asArray(receiver, call);
    if (items === null) return null;
    let best = null;
    for (const item of items) {
      const v = call.argCount > 0 ? call.argFor(0, item) : item;
      if (v === null) continue;
      if (best === null) {
        best = v;
        continue;
      }
      const c = compare(v, best);
      if (c === null) return call.problem(`\`${call.name}\` cannot order ${typeName2(v)} and ${typeName2(best)}`), null;
      if (c * sign > 0) best = v;
    }
    return best;
  };
}
function ranked(sign) {
  return (receiver, call) => {
    const items = asArray(receiver, call);
    const n = call.arg(1);
    if (items === null) return null;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return call.problem(`\`${call.name}\` needs a whole number of elements as its second argument`), null;
    const keyed = items.map((item) => ({ item, key: call.argFor(0, item) })).filter((x) => x.key !== null);
    let failed = false;
    keyed.sort((a, b) => {
      const c = compare(a.key, b.key);
      if (c === null) failed = true;
      return (c ?? 0) * -sign;
    });
    if (failed) return call.problem(`\`${call.name}\` cannot order these values`), null;
    return keyed.slice(0, n).map((x) => x.item);
  };
}
function arrayArg(call, i) {
  const v = call.arg(i);
  if (Array.isArray(v)) return v;
  if (v !== null) call.problem(`\`${call.name}\` needs an array argument, got ${typeName2(v)}`);
  return null;
}
function setTest(test) {
  return (receiver, call) => {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    const other = arrayArg(call, 0);
    return other === null ? null : test(receiver, other);
  };
}
var has = (list9, v) => list9.some((x) => equal(x, v));
function datePart(part) {
  return (receiver, call) => {
    if (receiver === null) return null;
    const ms = toInstantMs(receiver);
    if (ms === null) return wrongType(call, receiver, "a timestamp (or an ISO-8601 date-time string)");
    return part(new Date(ms));
  };
}
function mapOf(receiver, call) {
  if (receiver === null) return null;
  if (isObject(receiver)) return receiver;
  wrongType(call, receiver, "a map (an object)");
  return null;
}
var methods2 = {
  // strings
  equals: stringTest((s, t) => s === t, false),
  notEqualTo: stringTest((s, t) => s === t, true),
  startsWith: stringTest((s, t) => s.startsWith(t), false),
  doesNotStartWith: stringTest((s, t) => s.startsWith(t), true),
  endsWith: stringTest((s, t) => s.endsWith(t), false),
  doesNotEndWith: stringTest((s, t) => s.endsWith(t), true),
  contains: stringTest((s, t) => s.includes(t), false),
  doesNotContain: stringTest((s, t) => s.includes(t), true),
  matches(receiver, call) {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const pattern = stringArg(call, 0);
    if (pattern === null) return null;
    const re = javaRegex(pattern);
    if (typeof re === "string") return call.problem(`\`matches\`: ${re}`), null;
    return re.test(receiver);
  },
  regexGroup(receiver, call) {
    if (receiver === null) return null;
    if (typeof receiver !== "string") return wrongType(call, receiver, "a string");
    const pattern = stringArg(call, 0);
    const group2 = call.argCount > 1 ? call.arg(1) : 0;
    if (pattern === null) return null;
    if (typeof group2 !== "number" || !Number.isInteger(group2) || group2 < 0) return call.problem("`regexGroup` needs a group number"), null;
    const re = javaRegex(pattern);
    if (typeof re === "string") return call.problem(`\`regexGroup\`: ${re}`), null;
    const m = re.exec(receiver);
    return m?.[group2] ?? null;
  },
  // null tests: a missing field is null
  isNull: (receiver) => receiver === null,
  isNotNull: (receiver) => receiver !== null,
  // arrays
  count(receiver, call) {
    if (isObject(receiver)) return Object.keys(receiver).length;
    const items = asArray(receiver, call);
    if (items === null) return null;
    if (call.argCount === 0) return items.length;
    let n = 0;
    for (const item of items) if (truthy(call.argFor(0, item))) n++;
    return n;
  },
  distinct(receiver, call) {
    const items = asArray(receiver, call);
    if (items === null) return null;
    const seen = /* @__PURE__ */ new Set();
    return items.filter((x) => {
      const k = keyOf(x);
      return seen.has(k) ? false : (seen.add(k), true);
    });
  },
  exists(receiver, call) {
    const items = asArray(receiver, call);
    if (items === null) return null;
    if (call.argCount === 0) return items.length > 0;
    for (const item of items) if (truthy(call.argFor(0, item))) return true;
    return false;
  },
  filter(receiver, call) {
    const items = asArray(receiver, call);
    return items === null ? null : items.filter((item) => truthy(call.argFor(0, item)));
  },
  map(receiver, call) {
    if (receiver instanceof Groups) {
      const results = [...receiver.entries.values()].map((g) => call.argFor(0, g.items, g.key));
      if (results.every((r) => r instanceof MapEntry)) {
        const out = {};
        for (const r of results) out[typeof r.key === "string" ? r.key : JSON.stringify(r.key)] = r.value;
        return out;
      }
      return results;
    }
    const items = asArray(receiver, call);
    return items === null ? null : items.map((item) => call.argFor(0, item));
  },
  head(receiver, call) {
    const items = asArray(receiver, call);
    return items === null || items.length === 0 ? null : items[0];
  },
  sum(receiver, call) {
    const xs = numbers(receiver, call);
    return xs === null ? null : xs.reduce((a, b) => a + b, 0);
  },
  average(receiver, call) {
    const xs = numbers(receiver, call);
    return xs === null || xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
  },
  min: extreme(-1),
  max: extreme(1),
  topN: ranked(1),
  bottomN: ranked(-1),
  groupBy(receiver, call) {
    const items = asArray(receiver, call);
    if (items === null) return null;
    const entries = /* @__PURE__ */ new Map();
    for (const item of items) {
      const key = call.argFor(0, item);
      const k = keyOf(key);
      const g = entries.get(k);
      if (g) g.items.push(item);
      else entries.set(k, { key, items: [item] });
    }
    return new Groups(entries);
  },
  includes(receiver, call) {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    return has(receiver, call.arg(0));
  },
  intersects: setTest((a, b) => a.some((x) => has(b, x))),
  subsetOf: setTest((a, b) => a.every((x) => has(b, x))),
  supersetOf: setTest((a, b) => b.every((x) => has(a, x))),
  intersection(receiver, call) {
    if (receiver === null) return null;
    if (!Array.isArray(receiver)) return wrongType(call, receiver, "an array");
    const other = arrayArg(call, 0);
    return other === null ? null : methods2.distinct(receiver.filter((x) => has(other, x)), call);
  },
  // maps
  get(receiver, call) {
    const m = mapOf(receiver, call);
    if (m === null) return null;
    const key = call.arg(0);
    if (typeof key !== "string") return call.problem(`\`get\` needs a string key, got ${typeName2(key)}`), null;
    return Object.hasOwn(m, key) ? fromData(m[key]) : null;
  },
  keys(receiver, call) {
    const m = mapOf(receiver, call);
    return m === null ? null : Object.keys(m);
  },
  values(receiver, call) {
    const m = mapOf(receiver, call);
    return m === null ? null : Object.values(m).map(fromData);
  },
  // dates, in GMT
  getYear: datePart((d) => d.getUTCFullYear()),
  getMonth: datePart((d) => d.getUTCMonth() + 1),
  getDayOfMonth: datePart((d) => d.getUTCDate())
};
var functions2 = {
  currentYear: (call) => new Date(call.now).getUTCFullYear(),
  currentMonth: (call) => new Date(call.now).getUTCMonth() + 1,
  currentDayOfMonth: (call) => new Date(call.now).getUTCDate(),
  mapEntry: (call) => new MapEntry(call.arg(0), call.arg(1)),
  /** `date(y, m, d)` with computed arguments (with three literal numbers the parser makes a date literal). */
  date(call) {
    const [y, m, d] = [call.arg(0), call.arg(1), call.arg(2)];
    if (typeof y !== "number" || typeof m !== "number" || typeof d !== "number") return call.problem("`date` needs three numbers: year, month, day"), null;
    const p = datePeriod(y, m, d);
    return p === null ? (call.problem(`date(${y}, ${m}, ${d}) is not a day of the calendar`), null) : new Instant(p.start);
  }
};
var perElementMethods = /* @__PURE__ */ new Set(["count", "exists", "filter", "map", "sum", "average", "min", "max", "topN", "bottomN", "groupBy"]);
var arity = {
  equals: [1, 2],
  notEqualTo: [1, 2],
  startsWith: [1, 2],
  doesNotStartWith: [1, 2],
  endsWith: [1, 2],
  doesNotEndWith: [1, 2],
  contains: [1, 2],
  doesNotContain: [1, 2],
  matches: [1, 1],
  regexGroup: [1, 2],
  isNull: [0, 0],
  isNotNull: [0, 0],
  count: [0, 1],
  distinct: [0, 0],
  exists: [0, 1],
  filter: [1, 1],
  map: [1, 1],
  head: [0, 0],
  sum: [0, 1],
  average: [0, 1],
  min: [0, 1],
  max: [0, 1],
  topN: [2, 2],
  bottomN: [2, 2],
  groupBy: [1, 1],
  includes: [1, 1],
  intersects: [1, 1],
  subsetOf: [1, 1],
  supersetOf: [1, 1],
  intersection: [1, 1],
  get: [1, 1],
  keys: [0, 0],
  values: [0, 0],
  getYear: [0, 0],
  getMonth: [0, 0],
  getDayOfMonth: [0, 0],
  currentYear: [0, 0],
  currentMonth: [0, 0],
  currentDayOfMonth: [0, 0],
  mapEntry: [2, 2],
  date: [3, 3]
};

// src/evaluate/trace.ts
var MAX_PROBLEMS = 20;
var MAX_CHAINS = 50;
var MAX_NODES = 500;
var TraceRecorder = class {
  nodes = [];
  chains = [];
  problems = [];
  node(kind, span, value) {
    if (this.nodes.length < MAX_NODES) this.nodes.push({ kind, span, value });
  }
  chain(trace) {
    if (this.chains.length < MAX_CHAINS) this.chains.push(trace);
  }
  problem(span, message2) {
    if (this.problems.length >= MAX_PROBLEMS) return;
    for (const p of this.problems) if (p.span.start.offset === span.start.offset && p.message === message2) return;
    this.problems.push({ span, message: message2 });
  }
  result(top) {
    return { nodes: [top, ...this.nodes], chains: this.chains, problems: this.problems };
  }
};

// src/evaluate/evaluate.ts
var booleanKinds = /* @__PURE__ */ new Set(["Logical", "Occurs", "Chain", "SegmentReference", "Quantifier"]);
var comparisonOperators2 = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);
function nowMs(now) {
  if (now instanceof Date) return now.getTime();
  if (typeof now === "number") return now;
  return parseIso(now) ?? Number.NaN;
}
function membershipTest(m) {
  if (m === void 0) return () => false;
  if (typeof m === "function") return (id) => m(id) === true;
  if (Array.isArray(m)) {
    const ids = new Set(m);
    return (id) => ids.has(id);
  }
  const table = m;
  return (id) => Object.hasOwn(table, id) && table[id] === true;
}
function evaluate(ast, input) {
  const evaluator = new Evaluator(input);
  let value;
  try {
    value = evaluator.run(ast);
  } catch (e) {
    evaluator.trace.problem(ast.span, e instanceof RangeError ? "the expression is nested too deeply to evaluate" : `internal error: ${e instanceof Error ? e.message : String(e)}`);
    value = null;
  }
  const qualifies = truthy(value);
  const top = { kind: ast.kind, span: ast.span, value: value === null ? null : qualifies };
  return { qualifies, value: toJson(value), trace: evaluator.trace.result(top) };
}
var Evaluator = class {
  trace = new TraceRecorder();
  profile;
  events;
  now;
  member;
  /** How many per-element evaluations enclose the current node: the trace records only depth 0. */
  depth = 0;
  root = null;
  constructor(input) {
    this.profile = fromData(input.profile);
    this.events = Array.isArray(input.events) ? input.events : [];
    this.now = nowMs(input.now);
    this.member = membershipTest(input.membership);
  }
  run(ast) {
    this.root = ast;
    const scope = { item: { value: this.profile, parent: null }, variables: null };
    if (!Number.isFinite(this.now)) this.trace.problem(ast.span, "`now` is not a valid instant: time constraints are false");
    if (ast.kind === "Lambda") {
      let inner = scope;
      ast.params.forEach((p, i) => inner = withVariable(inner, p.name, i === 0 ? this.profile : null));
      return this.eval(ast.body, inner);
    }
    return this.eval(ast, scope);
  }
  problem(node, message2) {
    this.trace.problem(node.span, message2);
    return null;
  }
  eval(node, scope) {
    const value = this.value(node, scope);
    if (this.depth === 0 && node !== this.root && (typeof value === "boolean" || booleanKinds.has(node.kind) || node.kind === "Binary" && comparisonOperators2.has(node.operator) || node.kind === "Unary" && node.operator !== "-"))
      this.trace.node(node.kind, node.span, typeof value === "boolean" ? value : value === null ? null : truthy(value));
    return value;
  }
  /** Records a problem at a node (for call sites). */
  report(node, message2) {
    this.trace.problem(node.span, message2);
  }
  get instant() {
    return this.now;
  }
  /** Evaluated for one element of many: not traced. */
  element(node, scope) {
    this.depth++;
    const v = this.eval(node, scope);
    this.depth--;
    return v;
  }
  array(node, scope) {
    const v = this.eval(node, scope);
    if (v === null) return [];
    if (Array.isArray(v)) return v;
    return this.problem(node, `expected an array here, got ${typeName2(v)}`);
  }
  value(node, scope) {
    switch (node.kind) {
      case "String":
      case "Number":
      case "Boolean":
        return node.value;
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return p ? new Instant(p.start) : this.problem(node, `date(${node.year}, ${node.month}, ${node.day}) is not a day of the calendar`);
      }
      case "Array":
        return node.elements.map((e) => this.eval(e, scope));
      case "Object": {
        const out = {};
        for (const e of node.entries) out[e.key.value] = this.eval(e.value, scope);
        return out;
      }
      case "Path":
        return this.path(node, scope);
      case "This":
        return scope.item.value;
      case "ContextReference":
        return this.problem(node, "decisioning context data (`@{...}`) is not available when evaluating an audience");
      case "SegmentReference":
        return this.inSegment(node.segmentId);
      case "Logical":
        if (node.operator === "and") {
          for (const o of node.operands) if (!truthy(this.eval(o, scope))) return false;
          return true;
        }
        for (const o of node.operands) if (truthy(this.eval(o, scope))) return true;
        return false;
      case "Unary":
        if (node.operator === "-") {
          const v = this.eval(node.operand, scope);
          if (v === null) return null;
          return typeof v === "number" ? -v : this.problem(node, `cannot negate ${typeName2(v)}`);
        }
        return !truthy(this.eval(node.operand, scope));
      case "Binary":
        return this.binary(node, scope);
      case "MemberAccess":
        return field(this.eval(node.object, scope), node.property.name);
      case "Filter":
        return this.filter(node, scope);
      case "MethodCall":
        return this.method(node, scope);
      case "FunctionCall":
        return this.function(node, scope);
      case "If":
        return truthy(this.eval(node.test, scope)) ? this.eval(node.then, scope) : this.eval(node.otherwise, scope);
      case "Lambda":
        return this.problem(node, "a lambda is a value only as a method argument or as the whole expression");
      case "Let":
        return this.eval(node.body, withVariable(scope, node.variable.name, this.eval(node.value, scope)));
      case "Select":
        return select(clausesOf(node), scope, this);
      case "Quantifier":
        return node.quantifier === "exists" ? exists(node.bindings, scope, this) : forall(node.bindings, scope, this);
      case "SumOver":
        return this.sumOver(node, scope);
      case "TimeWord":
        return new Instant(node.word === "now" ? this.now : timeWordPeriod(node.word, this.now).start);
      case "RelativePeriod":
        return new Instant(relativePeriod(node, this.now).start);
      case "Occurs":
        return this.occurs(node, scope);
      case "Chain":
        return this.chain(node, scope);
    }
  }
  path(node, scope) {
    let value;
    let i = 0;
    if (node.root.type === "param") {
      if (node.root.index !== 1) return this.problem(node, `only $1 (the profile) is given to an audience, not $${node.root.index}`);
      value = this.profile;
    } else if (node.root.type === "up") {
      value = itemUp(scope, node.root.levels);
    } else {
      const head = node.segments[0].name;
      const bound = lookupVariable(scope, head);
      value = bound !== void 0 ? bound : head === "xEvent" && scope.item.parent === null ? this.events : field(scope.item.value, head);
      i = 1;
    }
    for (; i < node.segments.length && value !== null; i++) value = field(value, node.segments[i].name);
    return value;
  }
  inSegment(id) {
    const ups = field(field(this.profile, "segmentMembership"), "ups");
    const status = ups !== null && typeof ups === "object" && !Array.isArray(ups) ? field(field(ups, id), "status") : null;
    return status === "realized" || status === "existing" || this.member(id);
  }
  binary(node, scope) {
    const left = this.eval(node.left, scope);
    const right = this.eval(node.right, scope);
    const op = node.operator;
    switch (op) {
      case "=":
        return left !== null && right !== null && equal(left, right);
      case "!=":
        return left !== null && right !== null && !equal(left, right);
      case "<":
      case "<=":
      case ">":
      case ">=": {
        if (left === null || right === null) return false;
        const c = compare(left, right);
        if (c === null) return this.problem(node, `cannot compare ${typeName2(left)} with ${typeName2(right)} using \`${op}\``) ?? false;
        return op === "<" ? c < 0 : op === "<=" ? c <= 0 : op === ">" ? c > 0 : c >= 0;
      }
      case "in":
      case "notIn": {
        if (left === null || right === null) return false;
        if (!Array.isArray(right)) return this.problem(node.right, `\`${op}\` needs an array on its right, got ${typeName2(right)}`) ?? false;
        const found = right.some((x) => equal(left, x));
        return op === "in" ? found : !found;
      }
      case "like":
        if (left === null || right === null) return false;
        if (typeof left !== "string" || typeof right !== "string") return this.problem(node, `\`like\` compares a string with a pattern, got ${typeName2(left)} and ${typeName2(right)}`) ?? false;
        return like(left, right);
      default:
        return this.arithmetic(node, op, left, right);
    }
  }
  arithmetic(node, op, left, right) {
    if (left === null || right === null) return null;
    if (op === "+" && typeof left === "string" && typeof right === "string") return left + right;
    if (typeof left !== "number" || typeof right !== "number") return this.problem(node, `\`${op}\` needs numbers, got ${typeName2(left)} and ${typeName2(right)}`);
    switch (op) {
      case "+":
        return left + right;
      case "-":
        return left - right;
      case "*":
        return left * right;
      case "/":
        return right === 0 ? this.problem(node, "division by zero") : left / right;
      case "%":
        return right === 0 ? this.problem(node, "division by zero") : left % right;
    }
  }
  filter(node, scope) {
    const items = this.array(node.object, scope);
    if (items === null) return null;
    const out = [];
    for (const item of items) if (truthy(this.element(node.condition, withItem(scope, item)))) out.push(item);
    return out;
  }
  call(node, name, scope) {
    return new CallSite(this, node, name, scope);
  }
  checkArity(node, name, kind) {
    const range = arity[name];
    if (!range || node.args.length >= range[0] && node.args.length <= range[1]) return true;
    const [least, most] = range;
    const wanted = least === most ? `${least}` : `${least} to ${most}`;
    this.problem(node, `${kind} \`${name}\` takes ${wanted} argument${most === 1 ? "" : "s"}, not ${node.args.length}`);
    return false;
  }
  method(node, scope) {
    const name = node.method.name;
    const method = Object.hasOwn(methods2, name) ? methods2[name] : void 0;
    if (!method) {
      const guess = closest(name, Object.keys(methods2));
      return this.problem(node.method, `unknown method \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ""}`);
    }
    if (!this.checkArity(node, name, "method")) return null;
    return method(this.eval(node.object, scope), this.call(node, name, scope));
  }
  function(node, scope) {
    const name = node.callee.name;
    const fn = Object.hasOwn(functions2, name) ? functions2[name] : void 0;
    if (!fn) {
      const guess = closest(name, Object.keys(functions2));
      return this.problem(node.callee, `unknown function \`${name}\`${guess ? `; did you mean \`${guess}\`?` : ""}`);
    }
    if (!this.checkArity(node, name, "function")) return null;
    return fn(this.call(node, name, scope));
  }
  sumOver(node, scope) {
    let total = 0;
    let failed = false;
    eachMatch(clausesOf(node), scope, this, (inner) => {
      const v = this.element(node.value, inner);
      if (typeof v === "number") total += v;
      else if (v !== null) {
        failed = true;
        this.problem(node.value, `\`sum ... over\` adds up numbers, got ${typeName2(v)}`);
        return true;
      }
      return false;
    });
    return failed ? null : total;
  }
  /** A time anchor as a period: a word or a date is a span of time, any other value a point. */
  anchor(node, scope) {
    switch (node.kind) {
      case "TimeWord":
        return timeWordPeriod(node.word, this.now);
      case "RelativePeriod":
        return relativePeriod(node, this.now);
      case "Date": {
        const p = datePeriod(node.year, node.month, node.day);
        return p ?? this.problem(node, `date(${node.year}, ${node.month}, ${node.day}) is not a day of the calendar`);
      }
    }
    const v = this.eval(node, scope);
    if (v === null) return null;
    if (typeof v === "string" && v.length === 10) {
      const ms2 = parseIso(v);
      if (ms2 !== null) return { start: ms2, end: ms2 + 864e5 };
    }
    const ms = toInstantMs(v);
    return ms === null ? this.problem(node, `a time constraint needs a timestamp here, got ${typeName2(v)}`) : point(ms);
  }
  occurs(node, scope) {
    const subject = this.eval(node.subject, scope);
    if (subject === null) return false;
    const ms = toInstantMs(subject);
    if (ms === null) return this.problem(node.subject, `\`occurs\` needs a timestamp, got ${typeName2(subject)}`) ?? false;
    return this.constraint(node.constraint, ms, scope);
  }
  constraint(c, t, scope) {
    if (!Number.isFinite(this.now)) return false;
    switch (c.kind) {
      case "PointConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursIn(t, a);
      }
      case "DirectionConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursDirection(t, c.direction, a);
      }
      case "AmountConstraint": {
        const a = this.anchor(c.anchor, scope);
        return a !== null && occursAmount(t, c.comparator, c.amount, c.unit, c.direction, a);
      }
      case "BetweenConstraint": {
        const a = this.anchor(c.from, scope);
        const b = this.anchor(c.to, scope);
        return a !== null && b !== null && occursBetween(t, a, b);
      }
    }
  }
  chain(node, scope) {
    const events = this.array(node.events, scope);
    if (events === null) return false;
    const test = (step, e) => {
      const inner = withItem(scope, e.event);
      if (step.when && !this.stepWhen(step.when, e.ms, inner)) return false;
      if (!truthy(this.element(step.what, inner))) return false;
      return step.where === null || truthy(this.element(step.where, inner));
    };
    const trace = matchChain(node, events, test);
    if (this.depth === 0) this.trace.chain(trace);
    return trace.value;
  }
  stepWhen(c, t, scope) {
    this.depth++;
    const ok2 = this.constraint(c, t, scope);
    this.depth--;
    return ok2;
  }
};
var CallSite = class {
  constructor(evaluator, node, name, scope) {
    this.evaluator = evaluator;
    this.node = node;
    this.name = name;
    this.scope = scope;
    this.argCount = node.args.length;
    this.perElement = perElementMethods.has(name);
  }
  evaluator;
  node;
  name;
  scope;
  argCount;
  perElement;
  get now() {
    return this.evaluator.instant;
  }
  arg(i) {
    const arg = this.node.args[i];
    return arg ? this.evaluator.eval(arg, this.scope) : null;
  }
  argFor(i, element, extra) {
    const arg = this.node.args[i];
    if (!arg) return null;
    if (arg.kind === "Lambda") {
      const values = arg.params.length > 1 && extra !== void 0 ? [extra, element] : [element];
      let inner = this.scope;
      arg.params.forEach((p, k) => inner = withVariable(inner, p.name, values[k] ?? null));
      return this.evaluator.element(arg.body, inner);
    }
    return this.perElement ? this.evaluator.element(arg, withItem(this.scope, element)) : this.evaluator.eval(arg, this.scope);
  }
  problem(message2) {
    this.evaluator.report(this.node, message2);
  }
};
function clausesOf(node) {
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}

// src/run/evaluate-audiences.ts
function referencedIds(ast) {
  const ids = [];
  forEachNode(ast, (node) => {
    if (node.kind === "SegmentReference") ids.push(node.segmentId);
  });
  return ids;
}
function evaluateAudiences(audiences, data) {
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    if (a.alias) byKey.set(`${ALIAS_PREFIX}${a.alias}`, i);
    if (a.id) byKey.set(a.id, i);
  });
  const results = new Array(audiences.length);
  const inProgress = /* @__PURE__ */ new Set();
  const run = (i) => {
    if (results[i]) return results[i];
    if (inProgress.has(i)) return void 0;
    inProgress.add(i);
    const audience2 = audiences[i];
    const local = /* @__PURE__ */ new Map();
    for (const id of referencedIds(audience2.ast)) {
      const target = byKey.get(id);
      if (target === void 0) continue;
      local.set(id, run(target)?.qualifies ?? false);
    }
    const result = evaluate(audience2.ast, {
      profile: data.profile,
      events: data.events,
      now: data.now,
      membership: (id) => local.get(id) === true
    });
    inProgress.delete(i);
    results[i] = { name: audience2.name, ...result };
    return results[i];
  };
  return audiences.map((_, i) => run(i));
}

// src/analysis/time.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
var unitMs = {
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
var shortPeriods = /* @__PURE__ */ new Set(["millisecond", "second", "minute", "hour", "day"]);
function windowSizeMs(amount, unit) {
  return amount * unitMs[unit];
}
function describeAmount(amount, unit) {
  if (amount === 1) return `1 ${unit}`;
  const plural2 = unit === "century" ? "centuries" : unit === "millennium" ? "millennia" : `${unit}s`;
  return `${amount} ${plural2}`;
}
function isAbsolute(anchor2) {
  return anchor2.kind === "Date";
}
function amountWindow(c, boundary) {
  const size = windowSizeMs(c.amount, c.unit);
  const text = describeAmount(c.amount, c.unit);
  if (isAbsolute(c.anchor)) return { ok: false, rule: "edge/window-absolute", sizeMs: size, text: "relative to a fixed date" };
  const fromNow = c.anchor.kind === "TimeWord" && c.anchor.word === "now";
  if (!fromNow || c.direction !== "before" || c.comparator !== "<" && c.comparator !== "<=") {
    return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: "does not end now" };
  }
  if (c.comparator === "<") {
    return size <= DAY_MS ? { ok: true, sizeMs: size, text } : { ok: false, rule: "edge/window-too-long", sizeMs: size, text };
  }
  if (size < DAY_MS) return { ok: true, sizeMs: size, text };
  if (size === DAY_MS) {
    return boundary === "inclusive" ? { ok: true, sizeMs: size, text } : { ok: false, rule: "edge/window-boundary", sizeMs: size, text: `exactly ${text}` };
  }
  return { ok: false, rule: "edge/window-too-long", sizeMs: size, text };
}
function judgeWindow(constraint, boundary) {
  switch (constraint.kind) {
    case "AmountConstraint":
      return amountWindow(constraint, boundary);
    case "PointConstraint": {
      const a = constraint.anchor;
      if (a.kind === "TimeWord") {
        if (a.word === "today") return { ok: true, sizeMs: null, text: "today" };
        return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: a.word };
      }
      if (a.kind === "RelativePeriod") {
        const text = `${a.which} ${a.unit}`;
        if (a.which !== "this") return { ok: false, rule: "edge/window-not-current", sizeMs: null, text };
        return shortPeriods.has(a.unit) ? { ok: true, sizeMs: unitMs[a.unit], text } : { ok: false, rule: "edge/window-too-long", sizeMs: unitMs[a.unit], text };
      }
      if (isAbsolute(a)) return { ok: false, rule: "edge/window-absolute", sizeMs: null, text: "a fixed date" };
      return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: "relative to another attribute" };
    }
    case "DirectionConstraint":
      if (isAbsolute(constraint.anchor))
        return { ok: false, rule: "edge/window-absolute", sizeMs: null, text: `${constraint.direction} a fixed date` };
      return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: `${constraint.direction} a point in time` };
    case "BetweenConstraint":
      if (isAbsolute(constraint.from) || isAbsolute(constraint.to))
        return { ok: false, rule: "edge/window-absolute", sizeMs: null, text: "between fixed dates" };
      return { ok: false, rule: "edge/window-not-current", sizeMs: null, text: "between two points in time" };
  }
}

// src/analysis/edge.ts
var edgeCodes = {
  "edge/ignore-year": "PQL201",
  "edge/negated-event": "PQL202",
  "edge/event-aggregation": "PQL203",
  "edge/window-too-long": "PQL204",
  "edge/window-boundary": "PQL205",
  "edge/window-absolute": "PQL206",
  "edge/window-not-current": "PQL207",
  "edge/no-time-window": "PQL208",
  "edge/multiple-events": "PQL209",
  "edge/event-with-segment": "PQL210",
  "edge/unresolved-segment": "PQL211",
  "edge/no-criteria": "PQL212",
  "edge/profile-only-daily": "PQL213",
  "edge/segment-disqualification": "PQL214",
  "edge/merge-policy": "PQL215",
  "edge/schema": "PQL216",
  "edge/marked-but-ineligible": "PQL217",
  "edge/eligible-not-marked": "PQL218",
  "edge/mixed-evaluation": "PQL219"
};
function reason(rule, severity, message2, range, extra = {}) {
  return { rule, code: edgeCodes[rule], severity, message: message2, range, ...extra };
}
var batchHint = "or set evaluationInfo.synchronous.enabled to false to evaluate this audience in batch";
var tooLongHint = `use a window under 24 hours, e.g. \`WHEN(< 24 hours before now)\`, ${batchHint}`;
var absoluteHint = `use a relative window such as \`today\` or \`< 24 hours before now\`, ${batchHint}`;
var notCurrentHint = `use \`today\` or \`< 24 hours before now\`, ${batchHint}`;
var aggregationHint = `test for a single event, e.g. with CHAIN(...), ${batchHint}`;
var multipleHint = `split it into single-event audiences and combine them with inSegment(...), ${batchHint}`;
var segmentHint = `reference a profile-only audience, ${batchHint}`;
var negatedHints = ["put the exclusion in its own batch audience and reference it with inSegment(...)", batchHint.replace(/^or /, "")];
function windowReasons(event, boundary) {
  if (!event.window) {
    const example = event.kind === "chain-step" ? "add `WHEN(< 24 hours before now)` to the step" : "add `timestamp occurs < 24 hours before now` to its condition";
    return [
      reason("edge/no-time-window", "error", "this event has no time window; edge audiences need one shorter than 24 hours", event.span, {
        label: "no time window",
        hints: [`${example}, ${batchHint}`]
      })
    ];
  }
  const status = judgeWindow(event.window, boundary);
  if (status.ok) return [];
  const range = event.window.span;
  switch (status.rule) {
    case "edge/window-too-long":
      return [
        reason("edge/window-too-long", "error", `the event window is ${status.text}; edge audiences need less than 24 hours`, range, {
          label: status.text,
          hints: [tooLongHint]
        })
      ];
    case "edge/window-boundary":
      return [
        reason(
          "edge/window-boundary",
          "error",
          `the event window is ${status.text} (\`<=\`); edge audiences need less than 24 hours`,
          range,
          {
            label: status.text,
            hints: [
              "write `< 24 hours before now`, or set `edge.windowBoundary: inclusive` in the config to accept a window of exactly 24 hours (AEP's own examples use one)"
            ]
          }
        )
      ];
    case "edge/window-absolute":
      return [
        reason("edge/window-absolute", "error", `the event window is ${status.text}; edge audiences need a window relative to now`, range, {
          label: "absolute",
          hints: [absoluteHint]
        })
      ];
    case "edge/window-not-current":
      return [
        reason(
          "edge/window-not-current",
          "error",
          `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not contain now`}; edge audiences need a window that ends now`,
          range,
          { label: "does not contain now", hints: [notCurrentHint] }
        )
      ];
  }
}
function eventsNeeded(event) {
  return event.count !== null && event.count > 1 ? event.count : 1;
}
function shapeOf(facts) {
  const events = facts.events.length;
  const segments = facts.segments.length;
  if (events === 0 && segments === 0) return facts.profileAttributes.length > 0 ? "profile-only" : null;
  if (events === 0) return "segment-of-segments";
  if (segments > 0 || facts.profileAttributes.length > 0) return "event-with-profile";
  return "single-event";
}
function classify(facts, options = {}) {
  const boundary = options.windowBoundary ?? "exclusive";
  const reasons = [];
  for (const c of facts.ignoreYear) {
    reasons.push(
      reason("edge/ignore-year", "error", `\`${c.path}\` is matched on month and day only (ignore year); edge audiences cannot use ignore-year time constraints`, c.span, {
        label: "ignores the year",
        hints: [`constrain the full date (e.g. \`${c.path} occurs today\`), ${batchHint}`]
      })
    );
  }
  for (const e of facts.events) {
    if (e.negation)
      reasons.push(
        reason("edge/negated-event", "error", "this event is negated; edge audiences cannot exclude events", e.negation, {
          label: "negates an event",
          hints: negatedHints
        })
      );
    if (e.aggregation)
      reasons.push(
        reason(
          "edge/event-aggregation",
          "error",
          `\`${e.aggregation}\` aggregates events; edge audiences can only test for one event`,
          e.span,
          { label: "aggregation", hints: [aggregationHint] }
        )
      );
  }
  const totalEvents = facts.events.reduce((n, e) => n + eventsNeeded(e), 0);
  if (totalEvents > 1) {
    const counted = facts.events.find((e) => eventsNeeded(e) > 1);
    const second = facts.events[1];
    const at2 = second ?? counted;
    const what = facts.events.length === 1 ? `\`COUNT(${counted.count})\` needs ${counted.count} events` : `this audience reads ${facts.events.length} events`;
    reasons.push(
      reason("edge/multiple-events", "error", `${what}; edge audiences use a single event`, at2.span, {
        label: second ? "another event" : `COUNT(${counted.count})`,
        hints: [multipleHint]
      })
    );
  }
  for (const e of facts.events) reasons.push(...windowReasons(e, boundary));
  const events = facts.events.length;
  const segments = facts.segments.length;
  const profile = facts.profileAttributes.length;
  let type = null;
  let unresolved = false;
  if (events === 0 && segments === 0 && profile === 0) {
    reasons.push(
      reason("edge/no-criteria", "error", "this expression reads no profile attribute, event or segment: it is a constant, not an audience", facts.root, {
        hints: ['add criteria, e.g. `homeAddress.countryCode = "US"`']
      })
    );
  } else if (events === 0 && segments === 0) {
    type = "profile-only";
  } else if (events === 0) {
    type = "segment-of-segments";
  } else if (segments === 0) {
    type = profile > 0 ? "event-with-profile" : "single-event";
  } else {
    type = "event-with-profile";
    for (const s of facts.segments) {
      const found = s.id !== null && options.resolveSegment ? options.resolveSegment(s.id) : null;
      if (found === null) {
        unresolved = true;
        reasons.push(
          reason(
            "edge/unresolved-segment",
            "warning",
            `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is edge-eligible only when the segment is profile-only`,
            s.idSpan,
            {
              label: "unresolved",
              hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
            }
          )
        );
      } else if (!found.profileOnly) {
        const shown3 = found.name ? `\`${found.name}\`` : `\`${s.id}\``;
        reasons.push(
          reason(
            "edge/event-with-segment",
            "error",
            `an event combined with segment ${shown3}, which is ${found.type ? `${found.type}, not profile-only` : "not profile-only"}; edge audiences allow this only for profile-only segments`,
            s.span,
            { label: "not a profile-only segment", hints: [segmentHint] }
          )
        );
      }
    }
  }
  const hasError = reasons.some((r) => r.severity === "error");
  if (!hasError && type === "profile-only") {
    reasons.push(
      reason("edge/profile-only-daily", "info", "profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation", facts.profileAttributes[0].span)
    );
  }
  if (!hasError && type === "segment-of-segments") {
    reasons.push(
      reason("edge/segment-disqualification", "info", "profiles leave a segment of segments only every 24 hours", facts.segments[0].span)
    );
  }
  const eligible = hasError ? false : unresolved ? null : true;
  reasons.sort((a, b) => a.range.start.offset - b.range.start.offset);
  return { eligible, type: eligible === true ? type : null, reasons };
}

// src/analysis/paths.ts
function pathText(path2) {
  return print(path2);
}

// src/analysis/ignore-year.ts
var dayPartMethods = /* @__PURE__ */ new Set(["getMonth", "getDayOfMonth"]);
var currentPartFunctions = /* @__PURE__ */ new Set(["currentMonth", "currentDayOfMonth"]);
var testOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn"]);
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

// src/analysis/facts.ts
var aggregationMethods = /* @__PURE__ */ new Set([
  "count",
  "sum",
  "average",
  "min",
  "max",
  "distinct",
  "groupBy",
  "topN",
  "bottomN",
  "map"
]);
var rootContext = { scope: /* @__PURE__ */ new Map(), inEvent: false, inItem: false, filters: [], negation: null };
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
var FactCollector = class {
  constructor(facts) {
    this.facts = facts;
  }
  facts;
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
      this.event({ kind: "path", span: node.span, window: null, count: null, negation: ctx.negation, aggregation: null });
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
    for (const step of node.steps) {
      this.event({
        kind: "chain-step",
        span: step.span,
        window: step.when,
        count: step.count,
        negation: ctx.negation,
        aggregation: null
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
    const laterWindow = laterConditions.reduce((w, c) => w ?? (c ? findWindow(c, variable.name, false) : null), null);
    const window = (condition2 ? findWindow(condition2, variable.name) : null) ?? filterWindow ?? laterWindow;
    this.event({
      kind: kind === "Select" ? "select" : kind,
      span,
      window,
      count: null,
      negation: ctx.negation,
      aggregation: kind === "sum-over" ? "sum ... over" : null
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
        aggregation
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
  if (idArg && idArg.kind === "String")
    return { id: idArg.value, span: node.span, idSpan: idArg.span, via: "segmentMembership" };
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
      const matches3 = bareTimestamp && names.length === 1 && names[0] === "timestamp" || variable !== null && names.length === 2 && names[0] === variable && names[1] === "timestamp";
      if (matches3) return node.constraint;
    }
  }
  return null;
}

// src/analysis/index.ts
function analyze(ast, options = {}) {
  const facts = extractFacts(ast);
  return { facts, verdict: classify(facts, options) };
}
function explainText(text, options = {}) {
  const { ast, errors } = parse(text);
  if (!ast) return { verdict: syntaxVerdict(errors), facts: null, errors };
  return { ...analyze(ast, options), errors };
}
function syntaxVerdict(errors) {
  return {
    eligible: false,
    type: null,
    reasons: errors.map((e) => ({ rule: e.rule, code: e.code, severity: "error", message: e.message, range: e.span, ...e.label ? { label: e.label } : {}, hints: e.hints }))
  };
}

// src/lint/model.ts
function isProfileOnly(facts) {
  return facts !== null && facts.events.length === 0 && facts.segments.length === 0 && facts.profileAttributes.length > 0;
}

// src/lint/remote.ts
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
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
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
    parsed: false,
    shape: null,
    profileOnly: false,
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}
function groupBy(entries, field2) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const value = e.audience[field2];
    if (value === void 0 || e.audience.kind === "pql" && field2 !== "id") continue;
    const list9 = groups.get(value);
    if (list9) list9.push(e);
    else groups.set(value, [e]);
  }
  return groups;
}
function buildDirectory(drafts, remote, { context = [], project = [] } = {}) {
  const entries = (list9) => list9.flatMap((d) => d.audiences.map((audience2) => ({ file: d.file, audience: audience2 })));
  const all = context.length > 0 ? [...entries(drafts), ...entries(context)] : entries(drafts);
  const known = project.map((a) => ({ file: a.file, audience: identityDraft(a) }));
  const local = new Set([...all, ...known].map((e) => e.audience.id).filter((id) => id !== void 0));
  const live = (remote?.segments ?? []).filter((s) => !local.has(s.id)).map((s) => ({ file: `AEP ${remote.label}`, audience: remoteDraft(s) }));
  const byId = /* @__PURE__ */ new Map();
  const byAlias = /* @__PURE__ */ new Map();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== void 0 && !byId.has(id)) byId.set(id, entry);
    if (alias !== void 0 && (!byAlias.has(alias) || kind !== "pql" && byAlias.get(alias).audience.kind === "pql")) byAlias.set(alias, entry);
  }
  const everyone = known.length > 0 ? [...all, ...known] : all;
  const groups = { name: groupBy(everyone, "name"), id: groupBy(everyone, "id"), alias: groupBy(everyone, "alias") };
  return {
    all,
    ...remote ? { remote: remote.label } : {},
    duplicateOf: (audience2, field2) => {
      const value = audience2[field2];
      return value === void 0 ? void 0 : groups[field2].get(value)?.find((e) => e.audience !== audience2);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    aliases: () => /* @__PURE__ */ new Set([...byAlias.keys(), ...known.flatMap((e) => e.audience.alias === void 0 ? [] : [e.audience.alias])]),
    resolve: (reference) => reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)
  };
}

// src/lint/config.ts
import * as z3 from "zod/mini";

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

// src/lint/config.ts
var severitySchema = described(z3.enum(["off", "info", "warn", "error"]), { description: 'How a rule reports: "off", "info", "warn" or "error"' });
var rulesSchema = described(z3.record(z3.string(), severitySchema), {
  description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
});
var edgeSchema2 = described(
  z3.strictObject({
    windowBoundary: described(z3.optional(z3.enum(["exclusive", "inclusive"])), {
      description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
    }),
    mergePolicies: described(z3.optional(z3.array(nonEmpty())), {
      description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
    })
  }),
  { description: "Edge eligibility settings" }
);
var overrideSchema = described(
  z3.strictObject({
    files: described(z3.array(nonEmpty()).check(z3.minLength(1)), { description: "Globs, relative to the config file" }),
    rules: z3.optional(rulesSchema),
    edge: z3.optional(edgeSchema2)
  }),
  { description: "Settings for the files that match `files`" }
);
var configSchema = described(
  z3.strictObject({
    $schema: described(z3.optional(z3.string()), { description: "The JSON Schema of this file, for editors" }),
    rules: z3.optional(rulesSchema),
    overrides: z3.optional(z3.array(overrideSchema)),
    ignores: described(z3.optional(z3.array(nonEmpty())), { description: "Globs of files never to lint, relative to the config file" }),
    maxFileSize: described(z3.optional(z3.int().check(z3.positive())), {
      description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
    }),
    edge: z3.optional(edgeSchema2),
    api: described(
      z3.optional(
        z3.strictObject({
          credentialsFile: described(z3.optional(z3.string()), { description: "A JSON or YAML file with AEP credentials (keep it out of version control)" })
        })
      ),
      { description: "AEP API settings" }
    )
  }),
  { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" }
);
var DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024;
var severityWord = {
  off: "off",
  info: "info",
  warn: "warning",
  error: "error"
};
function resolveConfig(config2, relativePath, ruleCodes) {
  const resolved = {
    severities: {},
    windowBoundary: config2.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config2.edge?.mergePolicies ?? null,
    ignored: (config2.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config2.maxFileSize ?? DEFAULT_MAX_FILE_SIZE
  };
  const apply = (rules) => {
    for (const [key, severity] of Object.entries(rules ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord[severity];
  };
  apply(config2.rules);
  for (const override of config2.overrides ?? []) {
    if (!override.files.some((g) => matchesGlob(g, relativePath))) continue;
    apply(override.rules);
    if (override.edge?.windowBoundary) resolved.windowBoundary = override.edge.windowBoundary;
    if (override.edge?.mergePolicies) resolved.mergePolicies = override.edge.mergePolicies;
  }
  return resolved;
}
function matchesGlob(glob, relativePath) {
  return globMatcher(glob)(relativePath);
}
function globMatcher(glob) {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside] = pattern.includes("/") ? [globToRegExp(pattern), globToRegExp(`${pattern}/**`)] : [globToRegExp(`**/${pattern}`), globToRegExp(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside.test(relativePath);
}
var defaultResolvedConfig = {
  severities: {},
  windowBoundary: "exclusive",
  mergePolicies: null,
  ignored: false,
  maxFileSize: DEFAULT_MAX_FILE_SIZE
};

// src/lint/detach.ts
function detachString(s) {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}

// src/text/size.ts
function sizeText(characters) {
  const exact = `${characters.toLocaleString("en-US")} characters`;
  if (characters < 1024) return exact;
  const [value, unit] = characters < 1024 * 1024 ? [characters / 1024, "KiB"] : [characters / (1024 * 1024), "MiB"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit} (${exact})`;
}

// src/audience/suppressions.ts
import { Parser } from "yaml";
var directives = ["pql-audience-disable-next-line", "pql-audience-disable"];
function parseSuppressions(file, text, rules) {
  const lines = new LineMap(text);
  const result = { suppressions: [], problems: [] };
  if (file.kind === "yaml" && text.includes("pql-audience-")) {
    for (const comment of yamlComments(text)) readDirective(comment.offset, comment.source, text, lines, result, rules);
  }
  for (const audience2 of file.audiences) {
    const entries = audience2.definition["x-pql-audience"]?.suppress ?? [];
    for (const [i, entry] of entries.entries()) {
      const unknown3 = unknownRule(entry.rule, rules);
      if (unknown3) {
        const at2 = ["x-pql-audience", "suppress", i];
        result.problems.push({ ...unknown3, range: audience2.locate([...at2, "rule"]) ?? audience2.locate([...at2]) ?? audience2.range });
        continue;
      }
      result.suppressions.push({
        kind: "metadata",
        rule: entry.rule,
        reason: entry.reason.trim(),
        range: audience2.locate(["x-pql-audience", "suppress", i]) ?? audience2.range,
        scope: { start: audience2.range.start.offset, end: audience2.range.end.offset }
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
      rule: "suppressions/unknown-directive",
      message: `unknown directive \`${word2}\``,
      range: lines.span(wordStart, wordStart + word2.length),
      hints: [close ? `did you mean \`${close}\`?` : "the directives are `pql-audience-disable-next-line` and `pql-audience-disable`"]
    });
    return;
  }
  const rest = source.slice(match[0].length);
  const separator = rest.indexOf("--");
  const rulesText = separator < 0 ? rest : rest.slice(0, separator);
  const reason2 = separator < 0 ? "" : rest.slice(separator + 2).trim();
  const restStart = offset + match[0].length;
  const directiveRange = lines.span(offset, offset + source.length);
  const rules = [...rulesText.matchAll(/[^\s,]+/g)].map((m) => ({ rule: m[0], start: restStart + m.index }));
  if (rules.length === 0) {
    result.problems.push({
      rule: "suppressions/missing-rule",
      message: "this directive names no rule",
      range: directiveRange,
      hints: [`name the rule to silence: \`# ${word2} PQL204 -- reason\``]
    });
    return;
  }
  if (!reason2) {
    result.problems.push({
      rule: "suppressions/missing-reason",
      message: "this suppression has no reason, so it has no effect",
      range: directiveRange,
      hints: [`say why after \`--\`: \`# ${word2} ${rules.map((r) => r.rule).join(", ")} -- why the rule does not apply here\``]
    });
    return;
  }
  const scope = kind === "pql-audience-disable" ? { start: 0, end: text.length } : nextLineScope(text, lines, offset);
  for (const { rule, start } of rules) {
    const range = lines.span(start, start + rule.length);
    if (!suppressionRulePattern.test(rule)) {
      const near = ruleNames2?.suggest(rule);
      result.problems.push({
        rule: "suppressions/missing-rule",
        message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
        range,
        hints: ['name a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
      });
      continue;
    }
    const unknown3 = unknownRule(rule, ruleNames2);
    if (unknown3) {
      result.problems.push({ ...unknown3, range });
      continue;
    }
    result.suppressions.push({ kind: kind === "pql-audience-disable" ? "file" : "next-line", rule, reason: reason2, range, scope });
  }
}
function unknownRule(rule, ruleNames2) {
  if (!ruleNames2 || ruleNames2.codesFor(rule)) return void 0;
  const near = ruleNames2.suggest(rule);
  return {
    rule: "suppressions/missing-rule",
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
  for (const token of new Parser().parse(text)) walk2(token);
  return comments.sort((a, b) => a.offset - b.offset);
}
function ruleMatches(pattern, diagnostic) {
  if (pattern === diagnostic.code || pattern === diagnostic.rule) return true;
  if (/^PQL\d[\dx]x$/.test(pattern)) return new RegExp(`^${pattern.replace(/x/g, "\\d")}$`).test(diagnostic.code);
  if (pattern.endsWith("/*")) return diagnostic.rule.startsWith(pattern.slice(0, -1));
  return false;
}
var specificity = { "next-line": 0, metadata: 1, file: 2 };
function applySuppressions(diagnostics, suppressions, alreadyUsed = /* @__PURE__ */ new Set()) {
  const used = new Set(alreadyUsed);
  const ordered = [...suppressions].sort((a, b) => specificity[a.kind] - specificity[b.kind]);
  const result = diagnostics.map((diagnostic) => {
    if (diagnostic.suppressed || diagnostic.rule === "suppressions/unused") return diagnostic;
    const at2 = diagnostic.range.start.offset;
    const match = ordered.find((s) => at2 >= s.scope.start && at2 <= s.scope.end && ruleMatches(s.rule, diagnostic));
    if (!match) return diagnostic;
    used.add(match);
    return { ...diagnostic, suppressed: { kind: "inSource", reason: match.reason } };
  });
  return { diagnostics: result, used, unused: suppressions.filter((s) => !used.has(s)) };
}

// src/lint/draft.ts
var localRules = allRules.filter((r) => r.check);
var ruleNames = { codesFor, suggest: suggestRule };
function draftFile(source) {
  const config2 = source.config ?? defaultResolvedConfig;
  if (source.text.length > config2.maxFileSize) return tooLarge(source, config2);
  const loaded = loadAudienceFile(source.file, source.text, { invalidUtf8: source.invalidUtf8 });
  const { suppressions, problems } = parseSuppressions(loaded, source.text, ruleNames);
  const draft = { file: source.file, config: config2, diagnostics: [], suppressions, audiences: [], packed: void 0 };
  for (const problem2 of [...loaded.problems, ...problems]) {
    const rule = ruleByCodeOrName(problem2.rule);
    if (!rule) continue;
    pushDiagnostic(draft.diagnostics, rule, config2, source.file, {
      in: "file",
      range: problem2.range,
      message: problem2.message,
      hints: problem2.hints,
      ...problem2.label ? { label: problem2.label } : {}
    });
  }
  draft.audiences = loaded.audiences.map((audience2) => draftAudience(source.file, loaded.kind, audience2, config2));
  return draft;
}
function draftAudience(file, kind, loaded, config2) {
  const diagnostics = [];
  const { ast, errors } = loaded.definition.expression.format === "pql/text" ? parse(loaded.pql) : { ast: null, errors: [] };
  for (const e of errors) {
    pushDiagnostic(diagnostics, ruleByCodeOrName(e.rule), config2, file, {
      in: "file",
      range: loaded.mapSpan(e.span),
      message: e.message,
      hints: e.hints,
      ...e.label ? { label: e.label } : {}
    });
  }
  const pqlFacts = ast ? extractFacts(ast) : null;
  const linted = { file, kind, loaded, ast, facts: pqlFacts };
  for (const rule of localRules) {
    rule.check({
      audience: linted,
      config: config2,
      report: (finding) => pushDiagnostic(diagnostics, rule, config2, file, finding.in === "pql" ? { ...finding, in: "file", range: loaded.mapSpan(finding.range) } : finding)
    });
  }
  const facts = pqlFacts ? mapFacts(pqlFacts, (s) => loaded.mapSpan(s)) : null;
  const waits = facts !== null && facts.events.length > 0 && facts.segments.length > 0;
  const reasons = facts && !waits ? classify(facts, { windowBoundary: config2.windowBoundary }).reasons : facts ? null : [];
  const definition = loaded.definition;
  const extras = definition["x-pql-audience"];
  const synchronousEnabled = definition.evaluationInfo?.synchronous?.enabled === true;
  return {
    index: loaded.index,
    kind,
    // Drafts outlive the file's text; these strings were cut from it (see detach.ts).
    name: detachString(definition.name),
    // Always present (undefined when absent): one object shape for every draft keeps each small.
    id: extras?.id === void 0 ? void 0 : detachString(extras.id),
    alias: extras?.alias === void 0 ? void 0 : detachString(extras.alias),
    meantForEdge: kind === "pql" || synchronousEnabled,
    synchronousEnabled,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: facts ? facts.segments.map((s) => ({ id: s.id === null ? null : detachString(s.id), span: s.span, idSpan: s.idSpan })) : [],
    reasons,
    facts: waits ? facts : null,
    ranges: fieldRanges(loaded, synchronousEnabled),
    diagnostics
  };
}
function fieldRanges(loaded, synchronousEnabled) {
  const ranges = {};
  const set = (key, span) => {
    if (span) ranges[key] = pack(span);
  };
  if (loaded.definition["x-pql-audience"]?.id !== void 0) set("id", loaded.locate(["x-pql-audience", "id"]));
  if (loaded.definition["x-pql-audience"]?.alias !== void 0) set("alias", loaded.locate(["x-pql-audience", "alias"]));
  set("name", loaded.locate(["name"]));
  if (synchronousEnabled) set("synchronousEnabled", loaded.locate(["evaluationInfo", "synchronous", "enabled"]));
  else set("notMarked", loaded.locate(["evaluationInfo"], "key") ?? loaded.locate(["name"], "key"));
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
function pushDiagnostic(out, rule, config2, file, finding, severity) {
  const configured = config2.severities[rule.meta.code] ?? severity ?? rule.meta.defaultSeverity;
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
function tooLarge(source, config2) {
  const draft = { file: source.file, config: config2, diagnostics: [], suppressions: [], audiences: [], packed: void 0 };
  const start = { offset: 0, line: 1, column: 1 };
  pushDiagnostic(draft.diagnostics, audienceTooLarge, config2, source.file, {
    in: "file",
    range: { start, end: start },
    message: `the file is ${sizeText(source.text.length)}, over the limit of ${sizeText(config2.maxFileSize)}; it is not checked`,
    hints: ["split it into smaller audience files, or raise `maxFileSize` in pql-audience.config.yaml if it is meant to be this large"]
  });
  return draft;
}

// src/lint/packed-draft.ts
var RANGE_KEYS = ["name", "id", "alias", "notMarked", "synchronousEnabled"];
var NONE = Object.freeze([]);
var NO_RANGES = Object.freeze({});
function compactDiagnostic(d, file) {
  const { code, rule: _rule, severity, message: message2, file: where, range, hints, ...rest } = d;
  return [code, severity, message2, pack(range), hints, Object.keys(rest).length > 0 ? rest : 0, where === file ? 0 : where];
}
function fullDiagnostic([code, severity, message2, range, hints, rest, where], file) {
  const { label: label2, ...others } = rest === 0 ? {} : rest;
  return { code, rule: ruleName(code), severity, message: message2, file: where === 0 ? file : where, range: unpack(range), ...label2 !== void 0 ? { label: label2 } : {}, hints, ...others };
}
function compactReason(r) {
  const { code, rule: _rule, severity, message: message2, range, ...rest } = r;
  return [code, severity, message2, pack(range), Object.keys(rest).length > 0 ? rest : 0];
}
function fullReason([code, severity, message2, range, rest]) {
  return { rule: ruleName(code), code, severity, message: message2, range: unpack(range), ...rest === 0 ? {} : rest };
}
function ruleName(code) {
  return ruleByCodeOrName(code).meta.name;
}
function packDraft(draft) {
  if (draft.packed !== void 0) return draft;
  const file = draft.file;
  const packed = [
    draft.diagnostics.map((d) => compactDiagnostic(d, file)),
    draft.suppressions,
    draft.audiences.map((a) => [
      a.diagnostics.map((d) => compactDiagnostic(d, file)),
      a.reasons === null ? null : a.reasons.map(compactReason),
      a.facts,
      RANGE_KEYS.map((k) => a.ranges[k] ?? 0)
    ])
  ];
  draft.packed = detachString(JSON.stringify(packed));
  draft.diagnostics = NONE;
  draft.suppressions = NONE;
  for (const a of draft.audiences) {
    releaseLocalParts(a);
    if (a.refs.length === 0) a.refs = NONE;
  }
  return draft;
}
function releaseLocalParts(audience2) {
  audience2.diagnostics = NONE;
  audience2.reasons = null;
  audience2.facts = null;
  audience2.ranges = NO_RANGES;
}
function unpackDraft(draft) {
  if (draft.packed === void 0) return draft;
  const [diagnostics, suppressions, audiences] = JSON.parse(draft.packed);
  draft.packed = void 0;
  const file = draft.file;
  draft.diagnostics = diagnostics.map((d) => fullDiagnostic(d, file));
  draft.suppressions = suppressions;
  draft.audiences.forEach((a, i) => {
    const [localDiagnostics, reasons, facts, ranges] = audiences[i];
    a.diagnostics = localDiagnostics.map((d) => fullDiagnostic(d, file));
    a.reasons = reasons === null ? null : reasons.map(fullReason);
    a.facts = facts;
    a.ranges = {};
    RANGE_KEYS.forEach((k, j) => {
      const range = ranges[j];
      if (range) a.ranges[k] = range;
    });
    if (a.refs === NONE) a.refs = [];
  });
  return draft;
}

// src/lint/finalize.ts
var eligibilityRules = new Set(allRules.filter((r) => r.meta.category === "edge" && r.meta.code < "PQL217").map((r) => r.meta.name));
var verdictRuleNames = /* @__PURE__ */ new Set(["edge/marked-but-ineligible", "edge/eligible-not-marked"]);
var globalRules = allRules.filter((r) => r.checkGlobal && !verdictRuleNames.has(r.meta.name));
var verdictRules = allRules.filter((r) => r.checkGlobal && verdictRuleNames.has(r.meta.name));
function finalizeFile(draft, directory, source, keepReasons = true) {
  unpackDraft(draft);
  const { config: config2, file } = draft;
  const audiences = [];
  let used = /* @__PURE__ */ new Set();
  const suppress = (diagnostics) => {
    const applied = applySuppressions(diagnostics, draft.suppressions, used);
    used = applied.used;
    return applied.diagnostics;
  };
  const all = suppress(draft.diagnostics);
  for (const audience2 of draft.audiences) {
    let diagnostics = [...audience2.diagnostics];
    const reasons = audience2.reasons ?? deferredReasons(audience2, directory, config2.windowBoundary);
    for (const r of reasons) {
      pushDiagnostic(
        diagnostics,
        ruleByCodeOrName(r.rule),
        config2,
        file,
        { in: "file", range: r.range, message: r.message, ...r.label ? { label: r.label } : {}, ...r.hints ? { hints: r.hints } : {} },
        r.severity
      );
    }
    runGlobal(globalRules, file, audience2, directory, config2, null, diagnostics);
    diagnostics = suppress(diagnostics);
    const verdict = verdictFrom(diagnostics, audience2.shape, audience2.parsed);
    if (!audience2.meantForEdge) diagnostics = diagnostics.filter((d) => !eligibilityRules.has(d.rule));
    const late = [];
    runGlobal(verdictRules, file, audience2, directory, config2, verdict, late);
    diagnostics.push(...suppress(late));
    audiences.push({ name: audience2.name, verdict: keepReasons ? verdict : { ...verdict, reasons: [] } });
    all.push(...diagnostics);
  }
  for (const unused of draft.suppressions.filter((s) => !used.has(s))) {
    pushDiagnostic(all, ruleByCodeOrName("suppressions/unused"), config2, file, {
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
function deferredReasons(audience2, directory, boundary) {
  return classify(audience2.facts, {
    windowBoundary: boundary,
    resolveSegment: (id) => {
      const target = directory.resolve(id);
      if (!target) return null;
      return { profileOnly: target.audience.profileOnly, name: target.audience.name, type: target.audience.shape };
    }
  }).reasons;
}
function runGlobal(rules, file, audience2, directory, config2, verdict, out) {
  for (const rule of rules) {
    rule.checkGlobal({ file, audience: audience2, directory, config: config2, verdict, report: (finding) => pushDiagnostic(out, rule, config2, file, { ...finding, in: "file" }) });
  }
}
function verdictFrom(diagnostics, shape, parsed) {
  const relevant = diagnostics.filter((d) => (d.rule.startsWith("edge/") || d.rule.startsWith("syntax/")) && !d.suppressed);
  const reasons = relevant.map((d) => ({
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...d.label ? { label: d.label } : {},
    hints: d.hints
  }));
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => d.rule === "edge/unresolved-segment");
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}

// src/lint/engine.ts
function lintSources(sources) {
  const drafts = sources.map(draftFile);
  return lintDrafts(drafts, (i) => sources[i].text);
}
function lintDrafts(drafts, sourceOf, options = {}) {
  const files = [];
  const { summary } = streamDrafts(drafts, sourceOf, options, (file) => files.push(file));
  return { files, rules: allRules.map((r) => r.meta), summary };
}
function streamDrafts(drafts, sourceOf, options, onFile) {
  const directory = buildDirectory(drafts, options.remote, options);
  const summary = emptySummary();
  let filesWithProblems2 = 0;
  drafts.forEach((draft, i) => {
    const result = finalizeFile(draft, directory, sourceOf(i), options.verdictReasons ?? true);
    for (const audience2 of draft.audiences) releaseLocalParts(audience2);
    addToSummary(summary, result);
    if (result.diagnostics.some((d) => !d.suppressed)) filesWithProblems2++;
    onFile(result, i);
  });
  return { summary, filesWithProblems: filesWithProblems2 };
}
function lintText(text, options = {}) {
  return lintSources([{ file: options.file ?? "<stdin>", text, ...options.config ? { config: options.config } : {} }]);
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

// src/lint/explain.ts
var loadRules = /* @__PURE__ */ new Set(["audience/invalid-json", "audience/invalid-yaml", "audience/schema", "audience/too-large"]);
function explain(file, text, options = {}) {
  return explainFile(file, text, options).audiences;
}
function explainFile(file, text, options = {}) {
  const main = { file, text, ...options.config ? { config: options.config } : {} };
  const result = lintSources([main, ...options.others ?? []]);
  const loadProblems = result.files[0].diagnostics.filter((d) => loadRules.has(d.rule) && !d.suppressed);
  return { audiences: explainAudiences(file, text, result.files[0].audiences, options.config), loadProblems };
}
function explainAudiences(file, text, verdicts, config2) {
  const loaded = loadAudienceFile(file, text);
  const boundary = config2?.windowBoundary ?? "exclusive";
  return verdicts.map((entry, i) => {
    const audience2 = loaded.audiences[i];
    const ast = audience2 ? parse(audience2.pql).ast : null;
    if (!audience2 || !ast) return { name: entry.name, verdict: entry.verdict, facts: null };
    const facts = extractFacts(ast);
    const map = (span) => audience2.mapSpan(span);
    return {
      name: entry.name,
      verdict: entry.verdict,
      facts: {
        events: facts.events.map((e) => ({
          kind: e.kind,
          range: map(e.span),
          window: e.window ? render(timeConstraint(e.window), 1e3) : null,
          windowOk: e.window ? judgeWindow(e.window, boundary).ok : null,
          count: e.count,
          negated: e.negation !== null,
          aggregation: e.aggregation
        })),
        profileAttributes: facts.profileAttributes.map((p) => ({ path: p.path, range: map(p.span) })),
        segments: facts.segments.map((s) => ({ id: s.id, range: map(s.span) })),
        ignoreYear: facts.ignoreYear.map((c) => ({ path: c.path, range: map(c.span) }))
      }
    };
  });
}

// src/node/lint-files.ts
import { availableParallelism } from "node:os";

// src/node/config-loader.ts
import { readFileSync } from "node:fs";
import { dirname, join as join2, relative, resolve, sep } from "node:path";
import { isMap as isMap2, LineCounter, parseDocument } from "yaml";
init_errors();
var configFileNames = ["pql-audience.config.yaml", "pql-audience.config.yml", "pql-audience.config.json"];
var ConfigError = class extends InputError {
  name = "ConfigError";
};
function readIfExists(path2) {
  try {
    return readFileSync(path2, "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw new ConfigError(`${path2}: cannot read: ${e.message}`);
  }
}
async function loadConfig(path2) {
  const text = readIfExists(path2);
  if (text === void 0) throw new ConfigError(`${path2}: no such file`);
  const config2 = parseConfig(path2, text);
  if (!config2) throw new ConfigError(`${path2}: has no "pql-audience" key`);
  return { file: path2, config: config2 };
}
function parseConfig(path2, text) {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const where = (offset) => {
    const p = lines.linePos(offset);
    return `${path2}:${p.line}:${p.col}`;
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`${where(e.pos[0])}: not valid ${path2.endsWith(".json") ? "JSON" : "YAML"}: ${e.message.split("\n")[0]}`);
  }
  let base = [];
  let data = doc.toJS();
  if (path2.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return void 0;
    base = ["pql-audience"];
    data = data["pql-audience"];
  }
  const parsed = configSchema.safeParse(data, { jitless: true });
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
function ruleTables(config2) {
  const tables = [];
  if (config2.rules) tables.push([["rules"], config2.rules]);
  (config2.overrides ?? []).forEach((o, i) => o.rules && tables.push([["overrides", i, "rules"], o.rules]));
  return tables;
}
function describeIssue2(issue, path2) {
  const field2 = path2.length > 0 ? `\`${path2.join(".")}\`` : "the config";
  if (issue.code === "unrecognized_keys") return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `\`${k}\``).join(", ")} in ${field2}`;
  if (issue.code === "invalid_value") return `${field2} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_type") return `${field2} must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`;
  if (issue.code === "too_small") return `${field2} must not be empty`;
  return `${field2} is not valid`;
}
function offsetOf(doc, path2, part = "value") {
  for (let n = path2.length; n >= 0; n--) {
    const parentPath = path2.slice(0, Math.max(0, n - 1));
    const parent = n === 0 ? doc.contents : doc.getIn(parentPath, true);
    if (n > 0 && isMap2(parent)) {
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
  /** `explicit`: a config named with --config, used for every file instead of the lookup. */
  constructor(explicit) {
    this.explicit = explicit;
  }
  explicit;
  byDirectory = /* @__PURE__ */ new Map();
  /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
  shared = /* @__PURE__ */ new Map();
  share(resolved) {
    const key = JSON.stringify(resolved);
    const existing = this.shared.get(key);
    if (existing) return existing;
    this.shared.set(key, resolved);
    return resolved;
  }
  async nearest(directory) {
    if (this.explicit) return this.explicit;
    const dir = resolve(directory);
    let cached = this.byDirectory.get(dir);
    if (!cached) {
      cached = this.find(dir);
      this.byDirectory.set(dir, cached);
    }
    return cached;
  }
  async find(dir) {
    for (const name of configFileNames) {
      const path2 = join2(dir, name);
      const text = readIfExists(path2);
      if (text !== void 0) return { file: relative(".", path2) || path2, config: parseConfig(relative(".", path2) || path2, text) };
    }
    const pkgPath = join2(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config2 = parseConfig(relative(".", pkgPath) || pkgPath, pkg);
      if (config2) return { file: relative(".", pkgPath) || pkgPath, config: config2 };
    }
    const parent = dirname(dir);
    return parent === dir ? null : this.nearest(parent);
  }
  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file) {
    const source = await this.nearest(dirname(resolve(file)));
    if (!source) return { source: null, resolved: this.share(resolveConfig({}, file, codesFor)) };
    const base = dirname(resolve(source.file));
    const rel = relative(base, resolve(file)).split(sep).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
};

// src/node/discover.ts
init_errors();
import { promises as fsPromises2, statSync as statSync2 } from "node:fs";
import { join as join4, resolve as resolve2, sep as sep3 } from "node:path";

// src/node/work-tree.ts
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname as dirname2, join as join3, relative as relative2, sep as sep2 } from "node:path";
function gitRoot(directory) {
  for (let dir = directory; ; dir = dirname2(dir)) {
    if (statSync(join3(dir, ".git"), { throwIfNoEntry: false })) return dir;
    if (dirname2(dir) === dir) return null;
  }
}
function workTreeFiles(root, directory, endings) {
  const under = relative2(root, directory).split(sep2).join("/");
  const pathspecs = endings ? endings.map((ending) => `:(glob)${under ? `${under.replace(/[*?[\]\\]/g, "\\$&")}/` : ""}**/*${ending}`) : [`:(literal)${under || "."}`];
  const listed2 = spawnSync("git", ["ls-files", "-z", "-t", "--cached", "--others", "--deleted", "--exclude-standard", "--", ...pathspecs], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "pipe", "ignore"]
  });
  if (listed2.status !== 0 || typeof listed2.stdout !== "string") return void 0;
  const present3 = /* @__PURE__ */ new Set();
  const gone = /* @__PURE__ */ new Set();
  for (const entry of listed2.stdout.split("\0")) {
    if (entry.length < 3) continue;
    const path2 = entry.slice(2);
    if (entry[0] === "R" || entry[0] === "S") gone.add(path2);
    else present3.add(path2);
  }
  const base = root.endsWith(sep2) ? root : root + sep2;
  const files = [];
  for (const path2 of present3) if (!gone.has(path2) && !path2.endsWith("/")) files.push(base + (sep2 === "/" ? path2 : path2.split("/").join(sep2)));
  return files;
}

// src/node/discover.ts
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
  return sep3 === "/" ? path2 : path2.split(sep3).join("/");
}
async function walk(dir, out, accept) {
  let entries;
  try {
    entries = await fsPromises2.readdir(dir, { withFileTypes: true });
  } catch (e) {
    throw new InputError(`cannot read directory ${dir}: ${e.message}`);
  }
  for (const entry of entries) {
    const path2 = dir === "." ? entry.name : join4(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) await walk(path2, out, accept);
    } else if (entry.isFile() && accept(toSlash(path2))) out.push(path2);
  }
}
var DirectoryLister = class {
  constructor(gitignore) {
    this.gitignore = gitignore;
  }
  gitignore;
  roots = /* @__PURE__ */ new Map();
  /** The files under `dir` (spelled as given) that `accept` takes, spelled from `dir`; `endings`: all `accept` can take. */
  async list(dir, accept, endings) {
    const absolute = resolve2(dir);
    const root = this.gitignore ? this.rootOf(absolute) : null;
    const listed2 = root === null ? void 0 : workTreeFiles(root, absolute, endings);
    const out = [];
    if (listed2 === void 0) {
      await walk(dir, out, accept);
      return out;
    }
    const prefix = absolute.endsWith(sep3) ? absolute : absolute + sep3;
    for (const file of listed2) {
      if (!file.startsWith(prefix)) continue;
      const rel = file.slice(prefix.length);
      if ((rel.includes("node_modules") || rel.includes(".git")) && rel.split(sep3).some((part) => skippedDirectories.has(part))) continue;
      const path2 = dir === "." ? rel : join4(dir, rel);
      if (accept(toSlash(path2))) out.push(path2);
    }
    return out;
  }
  /** Whether `dir` holds files `accept` takes when what git ignores is counted too (only asked when none was found). */
  async holdsIgnored(dir, accept) {
    if (!this.gitignore || this.rootOf(resolve2(dir)) === null) return false;
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
  const lister = new DirectoryLister(options.gitignore !== false);
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
      const matches3 = (c) => pattern.test(c.replace(/^\.\//, ""));
      const baseExists = statSync2(base, { throwIfNoEntry: false })?.isDirectory() ?? false;
      if (baseExists) found.push(...await lister.list(base, matches3));
      if (found.length === before) await nothingFrom(arg, baseExists ? base : null, matches3);
      continue;
    }
    let info;
    try {
      info = statSync2(arg);
    } catch (e) {
      throw unreadable(arg, e);
    }
    if (info.isDirectory()) {
      directories.push(arg);
      found.push(...await lister.list(arg, accept, endings));
      if (found.length === before) await nothingFrom(arg, arg, accept);
    } else if (!info.isFile()) throw notRegularFile(arg, info);
    else if (accept(toSlash(arg))) found.push(arg);
    else skipped.push(arg);
  }
  const files = [...new Set(found)].sort();
  return { files, unmatched, skipped, directories, ignored };
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
async function discoverFiles(paths, options = {}) {
  return (await discover(paths, options)).files;
}

// src/node/lint-files.ts
init_errors();

// src/node/project-index.ts
import { dirname as dirname3, isAbsolute as isAbsolute2, relative as relative3, resolve as resolve3, sep as sep4 } from "node:path";

// src/audience/identity.ts
var topLevelKeys = new Set(Object.keys(audienceSchema.def.shape));
var extrasKeys = new Set(Object.keys(extrasSchema.def.shape));
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
  if (!isObject2(data) || Object.keys(data).some((k) => !topLevelKeys.has(k))) return void 0;
  const extras = data["x-pql-audience"] ?? {};
  if (!isObject2(extras) || Object.keys(extras).some((k) => !extrasKeys.has(k))) return void 0;
  return checked("json", data.name, isObject2(data.expression), extras.id, extras.alias);
}
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var KEY_LINE = /^([A-Za-z_$][\w$.-]*) *:(?: +(.*))?$/;
var NOT_A_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9][0-9_]*|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|0x[0-9a-fA-F]+|0o[0-7]+)$/;
function scalar(rest) {
  const first = rest[0];
  if (first === void 0 || first === "#") return void 0;
  let value;
  let after2;
  if (first === "'") {
    value = "";
    let i = 1;
    for (; i < rest.length; i++) {
      if (rest[i] !== "'") value += rest[i];
      else if (rest[i + 1] === "'") value += "'", i++;
      else break;
    }
    if (i >= rest.length) return void 0;
    after2 = rest.slice(i + 1);
  } else if (first === '"') {
    const close = rest.indexOf('"', 1);
    if (close < 0 || rest.slice(1, close).includes("\\")) return void 0;
    value = rest.slice(1, close);
    after2 = rest.slice(close + 1);
  } else {
    if ("&*!|>[]{}@`%,?:-#".includes(first)) return void 0;
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
  const first = text[0];
  if (first === "[" || first === "{") {
    if (/["']/.test(text) || mapping && first !== "{") return false;
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
  if (first === "|" || first === ">") return /^[|>][-+0-9]*$/.test(text);
  if (first === '"' || first === "'") return scalar(rest) !== void 0;
  return !"&*!@`%".includes(first);
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
  const extras = /* @__PURE__ */ new Map();
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
        for (const [k, v] of flow) extras.set(k, v);
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
    extras.set(extrasKey, value);
  }
  return checked("yaml", name, seen.has("expression"), extras.get("id"), extras.get("alias"));
}

// src/node/project-index.ts
init_errors();
async function projectRoot(directory, configs) {
  const absolute = resolve3(directory);
  const tree = gitRoot(absolute);
  const config2 = await configs.nearest(absolute);
  const configDirectory = config2 ? dirname3(resolve3(config2.file)) : null;
  if (configDirectory && (tree === null || isInside(configDirectory, tree))) return configDirectory;
  return tree;
}
function isInside(path2, directory) {
  const rel = relative3(directory, path2);
  return rel === "" || !rel.startsWith("..") && !isAbsolute2(rel);
}
function shown2(absolute, cwd) {
  if (absolute.startsWith(cwd) && absolute[cwd.length] === sep4) return absolute.slice(cwd.length + 1);
  const rel = relative3(cwd, absolute);
  return rel.startsWith("..") || isAbsolute2(rel) ? absolute : rel;
}
async function indexProjects(given, options) {
  const givenFiles = new Set(given.map((f) => resolve3(f)));
  const walked = (options.walked ?? []).map((d) => resolve3(d));
  const roots = /* @__PURE__ */ new Set();
  const byDirectory = /* @__PURE__ */ new Map();
  for (const file of givenFiles) {
    const dir = dirname3(file);
    if (!byDirectory.has(dir)) byDirectory.set(dir, await projectRoot(dir, options.roots));
    const root = byDirectory.get(dir);
    if (root && !walked.some((w) => isInside(root, w))) roots.add(root);
  }
  const ignored = configIgnores(options.configs);
  const cwd = process.cwd();
  const seen = /* @__PURE__ */ new Set();
  const audiences = [];
  for (const root of [...roots].sort()) {
    for (const file of (await discover([root])).files) {
      if (givenFiles.has(file) || seen.has(file)) continue;
      seen.add(file);
      const skip = ignored(file);
      if (skip === true || skip !== false && await skip) continue;
      const path2 = shown2(file, cwd);
      const text = file.endsWith(".pql") ? "" : readIfReadable(file);
      if (text === void 0) continue;
      for (const identity of audienceIdentities(path2, text)) audiences.push({ file: path2, ...identity });
    }
  }
  return audiences;
}
function configIgnores(configs) {
  const compiled2 = /* @__PURE__ */ new Map();
  let lastDirectory = "";
  let lastSource = null;
  const check = (file, source) => {
    if (!source?.config.ignores) return false;
    let matchers = compiled2.get(source);
    if (!matchers) {
      matchers = source.config.ignores.map(globMatcher);
      compiled2.set(source, matchers);
    }
    const rel = relative3(dirname3(resolve3(source.file)), file).split("\\").join("/");
    return matchers.some((m) => m(rel));
  };
  return (file) => {
    const dir = dirname3(file);
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
    const list9 = map.get(key);
    if (list9) list9.push(a);
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
    for (const audience2 of next.audiences) {
      for (const ref of audience2.refs) {
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
async function lintFiles(paths, options = {}) {
  const { drafts, project } = await draftFiles(paths, options);
  const result = lintDrafts(drafts, () => "", { ...draftOptions(options), ...project });
  await Promise.all(result.files.map(async (f) => needsSource(f, options) ? f.source = await readText(f.file) : void 0));
  return result;
}
async function streamLintFiles(paths, options, onFile) {
  const { drafts, project } = await draftFiles(paths, options);
  return streamDrafts(drafts, () => "", { ...draftOptions(options), ...project }, (file) => {
    if (needsSource(file, options)) file.source = readTextSync(file.file);
    onFile(file);
  });
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
var PACK_THRESHOLD = 2e4;
async function draftFiles(paths, options) {
  const explicit = options.config ? await loadConfig(options.config) : void 0;
  const resolver = new ConfigResolver(explicit);
  const configFor = async (file) => {
    const { resolved } = await resolver.forFile(file);
    return options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  };
  const discovery = requireMatches(await discover(paths));
  const jobs = [];
  for (const file of discovery.files) {
    const config2 = await configFor(file);
    if (config2.ignored) continue;
    jobs.push({ index: jobs.length, file, config: config2 });
  }
  const drafts = await draftJobs(jobs, options);
  if (options.project === false || drafts.length === 0) return { drafts, project: {} };
  const audiences = await indexProjects(
    jobs.map((j) => j.file),
    { configs: resolver, roots: explicit ? new ConfigResolver() : resolver, walked: discovery.directories }
  );
  const { context, rest } = await draftReferenced(drafts, audiences, async (file) => {
    const text = readIfReadable(file);
    return text === void 0 ? null : draftFile({ file, text, config: await configFor(file) });
  });
  return { drafts, project: { context, project: rest } };
}
async function draftJobs(jobs, options) {
  const cores = jobs.length < WORKER_THRESHOLD ? 1 : availableParallelism();
  const workers = options.workers ?? defaultWorkerCount(jobs.length, cores);
  const progress = options.onProgress ? (done) => options.onProgress(done, jobs.length) : void 0;
  if (workers > 1) return (await Promise.resolve().then(() => (init_worker_pool(), worker_pool_exports))).draftOnWorkers(jobs, workers, progress);
  const drafts = [];
  const pack2 = jobs.length >= PACK_THRESHOLD;
  for (const job of jobs) {
    const draft = draftFile({ file: job.file, ...readSourceSync(job.file), config: job.config });
    drafts.push(pack2 ? packDraft(draft) : draft);
    if (drafts.length % 256 === 0) progress?.(drafts.length);
  }
  return drafts;
}

// src/text/plural.ts
function plural(n, one, many = `${one}s`) {
  return `${n} ${noun(n, one, many)}`;
}
function noun(n, one, many = `${one}s`) {
  return n === 1 ? one : many;
}

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
  const extras = [];
  if (summary.suppressed > 0) extras.push(`${summary.suppressed} suppressed`);
  if (summary.fixable > 0) extras.push(`${summary.fixable} fixable with --fix`);
  return extras;
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
  const extras = problemExtras(summary);
  return `${problemCountsOf(summary, withProblems)}${extras.length > 0 ? `; ${extras.join("; ")}` : ""}
`;
}
function oneLine(text) {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}

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
    const units = cp > 65535 ? 2 : 1;
    for (let k = 0; k < units; k++) cells[i + k] = cell;
    if (cp === 9) {
      text += " ".repeat(TAB_WIDTH);
      cell += TAB_WIDTH;
    } else {
      const ch = String.fromCodePoint(cp);
      text += safeText(ch);
      cell += codePointWidth(cp);
    }
    i += units;
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
function severityWord2(severity) {
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
  out.push(`${paint(ansi.bold + mainStyle, `${severityWord2(input.severity)}${code}`)}${paint(ansi.bold, `${rule}: ${safeText(input.message)}`)}`);
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
  const count2 = last - start.line + 1;
  if (count2 <= maxLines) return Array.from({ length: count2 }, (_, i) => start.line + i);
  const head = Array.from({ length: maxLines - 1 }, (_, i) => start.line + i);
  return [...head, 0, last];
}
function drawSnippet(snippet, gutterWidth, maxLines, width, paint) {
  const { start, end } = snippet.range;
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ansi.blue, "|");
  const numbers2 = shownLines(snippet.range, maxLines);
  const last = numbers2.at(-1);
  const available = width === void 0 ? Infinity : Math.max(20, width - gutterWidth - 3);
  const out = [];
  for (const n of numbers2) {
    if (n === 0) {
      const hidden = last - numbers2.at(-3) - 1;
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
  const [first, ...rest] = safeText(text.replace(/\r\n?/g, "\n")).split("\n");
  const indent2 = `${pad}   ${" ".repeat(word2.length + 2)}`;
  return [`${pad} ${paint(ansi.blue, "=")} ${paint(ansi.bold, `${word2}:`)} ${first}`, ...rest.map((r) => indent2 + r)].join("\n");
}
function firstNonBlank(line2) {
  const m = /\S/.exec(line2);
  return m ? m.index + 1 : 1;
}

// src/report/stylish.ts
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
  const extras = problemExtras(s);
  const countLine = paint(style, counts) + (extras.length > 0 ? paint(ansi.dim, `; ${extras.join("; ")}`) : "");
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
  const suites = result.files.map((f) => suite(f, (file) => sources.get(file)));
  const total = (key) => suites.reduce((n, s) => n + s[key], 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${escapeXmlAttribute(`${TOOL_NAME} ${options.toolVersion}`)}" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}">`,
    ...suites.map((s) => s.xml),
    `</testsuites>`,
    ""
  ].join("\n");
}
function suite(file, sourceOf) {
  const lines = new LineMap(file.source);
  const cases = [];
  let failures = 0;
  let skipped = 0;
  for (const audience2 of file.audiences) {
    cases.push(
      [
        `    <testcase name="${escapeXmlAttribute(`audience: ${audience2.name}`)}" classname="${escapeXmlAttribute(file.file)}">`,
        `      <properties><property name="edge" value="${escapeXmlAttribute(verdictWords(audience2.verdict))}"/></properties>`,
        `    </testcase>`
      ].join("\n")
    );
  }
  for (const d of [...file.diagnostics].sort(byPosition)) {
    const frame = renderFrame(frameOf(d, file), lines, { sourceOf });
    const open = `    <testcase name="${escapeXmlAttribute(caseName(d))}" classname="${escapeXmlAttribute(file.file)}" file="${escapeXmlAttribute(d.file || file.file)}" line="${d.range.start.line}">`;
    let body;
    if (d.suppressed) {
      skipped++;
      body = `      <skipped message="${escapeXmlAttribute(`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`)}"/>`;
    } else if (d.severity === "info") {
      body = `      <system-out>${escapeXmlText(frame)}</system-out>`;
    } else {
      failures++;
      body = `      <failure message="${escapeXmlAttribute(d.message)}" type="${escapeXmlAttribute(d.code)}">${escapeXmlText(frame)}</failure>`;
    }
    cases.push([open, body, `    </testcase>`].join("\n"));
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
    const hash = fnv1a64(findingKey(d, path2, source));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
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
  const invalid2 = example("Invalid", rule.invalid);
  const valid = example("Valid", rule.valid);
  const more = `Run \`${docsCommand(rule.name)}\` for the full documentation.`;
  return {
    text: `${sentence(rule.summary)} ${rule.why}${invalid2.text}${valid.text}

${more}`,
    markdown: `**${sentence(rule.summary)}** ${rule.why}${invalid2.markdown}${valid.markdown}

${more}`
  };
}
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
function ruleList(result) {
  const rules = [...result.rules];
  const known = new Set(rules.map((r) => r.code));
  for (const file of result.files)
    for (const d of file.diagnostics)
      if (!known.has(d.code)) {
        known.add(d.code);
        rules.push({ code: d.code, name: d.rule, category: "syntax", defaultSeverity: d.severity, summary: d.rule, why: "", invalid: [], valid: [] });
      }
  return rules;
}
function message(d) {
  return [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
}
function toSarif(result, options) {
  const rules = ruleList(result);
  const ruleIndex = new Map(rules.map((r, i) => [r.code, i]));
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
            rules: rules.map((rule) => {
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
  const extras = problemExtras(result.summary);
  const head = [
    "## pql-audience lint",
    "",
    `**${problemCounts(result)}**${extras.length > 0 ? ` \xB7 ${extras.join(" \xB7 ")}` : ""}`,
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
    { title: "### Findings", header: ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"], rows: findings, what: "finding" },
    { title: "### Audiences", header: ["| Audience | File | Edge |", "| --- | --- | --- |"], rows: audiences, what: "audience" }
  ];
  const out = [...head];
  let used = utf8Length(out.join("\n"));
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const top = [section.title, "", ...section.header];
    out.push(...top);
    used += utf8Length(top.join("\n")) + top.length;
    let shown3 = 0;
    for (const row of section.rows) {
      const size = utf8Length(row) + 1;
      if (used + size > budget) break;
      out.push(row);
      used += size;
      shown3++;
    }
    if (shown3 < section.rows.length) {
      const left = section.rows.length - shown3;
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
var FORMAT_NAMES = ["stylish", "concise", "json", "sarif", "github", "junit"];
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
  if (path2.trim() === "") throw new FormatError(`--format ${name}: the path after ":" is empty (write "${name}" alone for standard output)`);
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

// src/api/errors.ts
var ApiError = class extends Error {
  name = "ApiError";
  kind;
  status;
  code;
  title;
  detail;
  requestId;
  method;
  path;
  outcomeUnknown;
  raw;
  attempts;
  constructor(init) {
    super(init.message ?? describe2(init), init.cause === void 0 ? void 0 : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
    this.raw = init.raw;
    this.attempts = init.attempts ?? 1;
  }
};
function isApiError(e) {
  return e instanceof ApiError;
}
function describe2(init) {
  const where = `${init.method} ${init.path}`;
  const request = init.requestId ? ` (request id ${init.requestId})` : "";
  switch (init.kind) {
    case "http": {
      const code = init.code ? ` ${init.code}` : "";
      const text = [init.title, init.detail].filter((s) => s && s.length > 0);
      const said = text.length === 2 && text[0] === text[1] ? [text[0]] : text;
      return `${where} failed with HTTP ${init.status}${code}${said.length ? `: ${said.join(": ")}` : ""}${request}`;
    }
    case "timeout":
      return `${where} timed out${init.outcomeUnknown ? "; it may or may not have been applied" : ""}${request}`;
    case "network":
      return `${where} failed: ${init.detail ?? "connection error"}${init.outcomeUnknown ? "; it may or may not have been applied" : ""}${request}`;
    case "aborted":
      return `${where} was cancelled`;
    case "invalid-response":
      return `${where} returned an unexpected response: ${init.detail ?? "unreadable body"}${request}`;
  }
}
var isObject3 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var str = (v) => typeof v === "string" && v.length > 0 ? v : typeof v === "number" ? String(v) : void 0;
function normaliseErrorBody(body) {
  if (!isObject3(body)) return {};
  const out = {};
  const report = isObject3(body.report) ? body.report : void 0;
  const nested2 = Array.isArray(body.errors) ? body.errors.find(isObject3) : isObject3(body.errors) ? body.errors : void 0;
  if (nested2) {
    out.code = str(nested2.errorCode) ?? str(nested2.code) ?? str(nested2.error_code);
    out.title = str(nested2.title);
    out.detail = str(nested2.detail) ?? str(nested2.message);
  }
  const type = str(body.type);
  const typeKey = type ? lastSegment(type) : void 0;
  const problemCode = typeKey && /^[A-Z]+-\d+-\d{3}$/.test(typeKey) ? typeKey : void 0;
  out.code = str(body.error_code) ?? problemCode ?? str(body.errorCode) ?? str(body.code) ?? str(body.error) ?? out.code;
  out.title = str(body.title) ?? out.title;
  out.detail = str(body.detail) ?? (report ? str(report["detailed-message"]) ?? str(report.message) : void 0) ?? str(body.message) ?? str(body.errorMessage) ?? str(body.error_description) ?? out.detail;
  out.requestId = (report ? str(report["request-id"]) ?? str(report.registryRequestId) : void 0) ?? str(body.requestId);
  for (const key of Object.keys(out)) if (out[key] === void 0) delete out[key];
  return out;
}
function lastSegment(uri) {
  const trimmed = uri.replace(/\/+$/, "");
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}

// src/api/redact.ts
var REDACTED = "[REDACTED]";
var SECRET_NAMES = /* @__PURE__ */ new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "client_secret",
  "clientsecret",
  "access_token",
  "accesstoken",
  "refresh_token",
  "id_token",
  "token",
  "password",
  "secret",
  "private_key"
]);
var BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
var Redactor = class {
  #secrets = /* @__PURE__ */ new Set();
  /** Every written form of every secret, longest first; rebuilt when a secret is added. */
  #pattern;
  constructor(secrets = []) {
    for (const s of secrets) this.addSecret(s);
  }
  /** Remembers a value to scrub from now on. Very short values are ignored: they would mangle text. */
  addSecret(value) {
    if (!value || value.length < 6 || this.#secrets.has(value)) return;
    this.#secrets.add(value);
    this.#pattern = void 0;
  }
  /** Scrubs known secrets and bearer tokens from free text. */
  text(input) {
    this.#pattern ??= secretPattern(this.#secrets);
    const out = this.#pattern ? input.replace(this.#pattern, REDACTED) : input;
    return out.replace(BEARER, `$1${REDACTED}`);
  }
  /** Headers as `name: value` pairs with secret values replaced. */
  headers(headers) {
    const out = {};
    const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
    for (const [name, value] of entries) out[name] = SECRET_NAMES.has(name.toLowerCase()) ? REDACTED : this.text(value);
    return out;
  }
  /** A request or response body (JSON, form or text) with secret fields and values replaced. */
  body(text, contentType = "") {
    if (text.length === 0) return text;
    if (contentType.includes("x-www-form-urlencoded")) {
      const form = new URLSearchParams(text);
      for (const key of [...form.keys()]) if (SECRET_NAMES.has(key.toLowerCase())) form.set(key, REDACTED);
      return this.text(decodeURIComponent(form.toString().replace(/\+/g, " ")));
    }
    try {
      return this.text(JSON.stringify(redactValue(JSON.parse(text))));
    } catch {
      return this.text(text);
    }
  }
};
function secretPattern(secrets) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets)
    for (const cased of [secret, secret.toUpperCase(), secret.toLowerCase()])
      for (const encode of ENCODINGS)
        try {
          forms.add(encode(cased));
        } catch {
        }
  if (forms.size === 0) return null;
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map((f) => f.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return new RegExp(alternatives.join("|"), "giu");
}
var jsonEscaped = (s) => JSON.stringify(s).slice(1, -1);
var ENCODINGS = [
  (s) => s,
  jsonEscaped,
  // Serialisers that escape everything outside ASCII (Jackson, Python's json), or `/` (PHP).
  (s) => jsonEscaped(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
  (s) => jsonEscaped(s).replace(/\//g, "\\/"),
  encodeURIComponent,
  encodeURI,
  // application/x-www-form-urlencoded: a space is `+`, and `!'()~` are encoded too.
  (s) => new URLSearchParams({ v: s }).toString().slice(2)
];
function redactValue(value) {
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === "object" && value !== null) {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_NAMES.has(k.toLowerCase()) && typeof v === "string" ? REDACTED : redactValue(v);
    return out;
  }
  return value;
}

// src/api/credentials.ts
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
var DEFAULT_BASE_URL = "https://platform.adobe.io";
var DEFAULT_IMS_URL = "https://ims-na1.adobelogin.com";
var DEFAULT_SCOPES = "openid,AdobeID,read_organizations,additional_info.projectedProductContext,session";
var CREDENTIAL_VARIABLES = {
  clientId: "AEP_CLIENT_ID",
  clientSecret: "AEP_CLIENT_SECRET",
  scopes: "AEP_SCOPES",
  orgId: "AEP_ORG_ID",
  sandbox: "AEP_SANDBOX",
  accessToken: "AEP_ACCESS_TOKEN",
  baseUrl: "AEP_BASE_URL",
  imsUrl: "AEP_IMS_URL"
};
var CredentialsError = class extends Error {
  constructor(message2, missing = []) {
    super(message2);
    this.missing = missing;
  }
  missing;
  name = "CredentialsError";
};
function credentialsFromEnv(env = process.env) {
  const out = {};
  for (const [field2, variable] of Object.entries(CREDENTIAL_VARIABLES)) {
    const value = env[variable]?.trim();
    if (value) out[field2] = value;
  }
  return out;
}
async function credentialsFromFile(path2) {
  let text;
  try {
    text = await readFile(path2, "utf8");
  } catch (e) {
    const code = e.code;
    throw new CredentialsError(`cannot read credentials file ${path2}: ${code === "ENOENT" ? "no such file" : code ?? "unreadable"}`);
  }
  let data;
  try {
    data = /\.json$/i.test(path2) ? JSON.parse(text) : parseYaml(text);
  } catch {
    throw new CredentialsError(`credentials file ${path2} is not valid ${/\.json$/i.test(path2) ? "JSON" : "YAML"}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new CredentialsError(`credentials file ${path2} must hold an object of keys`);
  const out = {};
  const byAlias = /* @__PURE__ */ new Map();
  for (const [field2, variable] of Object.entries(CREDENTIAL_VARIABLES)) {
    byAlias.set(field2.toLowerCase(), field2);
    byAlias.set(variable.toLowerCase(), field2);
    byAlias.set(variable.slice(4).toLowerCase(), field2);
  }
  for (const [key, value] of Object.entries(data)) {
    const field2 = byAlias.get(key.toLowerCase().replace(/-/g, "_")) ?? byAlias.get(key.toLowerCase());
    if (!field2) throw new CredentialsError(`credentials file ${path2}: unknown key "${key}"; expected one of ${Object.keys(CREDENTIAL_VARIABLES).join(", ")}`);
    if (Array.isArray(value) && field2 === "scopes") out.scopes = value.join(",");
    else if (typeof value === "string" && value.trim()) out[field2] = value.trim();
    else if (value !== null && value !== void 0 && value !== "") throw new CredentialsError(`credentials file ${path2}: "${key}" must be a string`);
  }
  return out;
}
async function loadCredentials(options = {}) {
  const fromFile = options.file ? await credentialsFromFile(options.file) : {};
  return resolveCredentials({ ...fromFile, ...credentialsFromEnv(options.env ?? process.env) }, options.file);
}
function resolveCredentials(found, file) {
  const missing = [];
  if (!found.clientId) missing.push("clientId");
  if (!found.orgId) missing.push("orgId");
  if (!found.sandbox) missing.push("sandbox");
  if (!found.accessToken && !found.clientSecret) missing.push("clientSecret");
  if (missing.length > 0) {
    const names = missing.map((f) => CREDENTIAL_VARIABLES[f]);
    const listed2 = names.map((n) => n === CREDENTIAL_VARIABLES.clientSecret ? `${n} (or ${CREDENTIAL_VARIABLES.accessToken} for a ready token)` : n);
    const what = listed2.length > 1 ? `${listed2.slice(0, -1).join(", ")} and ${listed2[listed2.length - 1]}` : listed2[0];
    const where = file ? `the environment or ${file}` : "the environment";
    throw new CredentialsError(`AEP credentials incomplete: set ${what} in ${where}`, names);
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(found.sandbox))
    throw new CredentialsError(`${CREDENTIAL_VARIABLES.sandbox} must be a sandbox name in lowercase letters, digits and dashes (e.g. prod)`);
  for (const field2 of ["baseUrl", "imsUrl"]) {
    const value = found[field2];
    if (value && !/^https?:\/\/[^\s/]+/.test(value)) throw new CredentialsError(`${CREDENTIAL_VARIABLES[field2]} must be an http(s) URL`);
  }
  return {
    clientId: found.clientId,
    clientSecret: found.clientSecret,
    scopes: (found.scopes ?? DEFAULT_SCOPES).replace(/\s+/g, ""),
    orgId: found.orgId,
    sandbox: found.sandbox,
    accessToken: found.accessToken,
    baseUrl: (found.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    imsUrl: (found.imsUrl ?? DEFAULT_IMS_URL).replace(/\/+$/, "")
  };
}

// src/api/http.ts
var SERVICE_PATHS = {
  segmentation: "/data/core/ups",
  profile: "/data/core/ups",
  hygiene: "/data/core/hygiene",
  flowService: "/data/foundation/flowservice",
  dataPrep: "/data/foundation/conversion",
  schemaRegistry: "/data/foundation/schemaregistry",
  catalog: "/data/foundation/catalog"
};
var DEFAULT_RETRY_POLICY = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 2e4,
  maxRetryAfterMs: 6e4,
  jitter: 0.5
};
var systemClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve4, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve4();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  })
};
var IDEMPOTENT = /* @__PURE__ */ new Set(["GET", "HEAD", "PUT", "DELETE"]);
var RETRY_ALWAYS = /* @__PURE__ */ new Set([429, 503]);
var RETRY_IF_IDEMPOTENT = /* @__PURE__ */ new Set([502, 504]);
var NOT_SENT_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);
var AepClient = class {
  baseUrl;
  orgId;
  sandbox;
  clientId;
  tokens;
  retry;
  clock;
  redactor;
  stats = { requests: 0, retries: 0, renewals: 0, failures: 0, byStatus: {} };
  #timeoutMs;
  #random;
  #debug;
  #userAgent;
  constructor(options) {
    this.baseUrl = (options.baseUrl ?? "https://platform.adobe.io").replace(/\/+$/, "");
    this.orgId = options.orgId;
    this.sandbox = options.sandbox;
    this.clientId = options.clientId;
    this.tokens = options.tokens;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.clock = options.clock ?? systemClock;
    this.redactor = options.redactor ?? new Redactor();
    this.#timeoutMs = options.timeoutMs ?? 3e4;
    this.#random = options.random ?? Math.random;
    this.#debug = options.debug ? (line2) => options.debug(this.redactor.text(line2)) : void 0;
    this.#userAgent = options.userAgent ?? "pql-audience";
    this.tokens.attach?.(this);
  }
  /** Sends one logical request: retries and a 401 renewal happen inside. Throws ApiError. */
  async request(request) {
    let options = request;
    const url2 = this.#url(options);
    const path2 = new URL(url2).pathname;
    const idempotent = options.idempotent ?? IDEMPOTENT.has(options.method);
    const auth = options.auth ?? true;
    const requestId = options.headers?.["x-request-id"] ?? (auth ? crypto.randomUUID() : void 0);
    if (requestId) options = { ...options, headers: { ...options.headers, "x-request-id": requestId } };
    let renewed = false;
    let attempt = 0;
    for (; ; ) {
      attempt++;
      if (options.signal?.aborted) throw this.#fail({ kind: "aborted", status: 0, method: options.method, path: path2, attempts: attempt - 1 });
      const token = auth ? await this.tokens.getToken({ signal: options.signal }) : void 0;
      if (token) this.redactor.addSecret(token);
      const outcome = await this.#send(options, url2, token);
      let error;
      let retryAfterMs;
      let retryable;
      if (outcome.response) {
        const { response, text } = outcome;
        if (response.ok) return { status: response.status, headers: response.headers, body: parseBody(text), requestId: requestIdOf(response.headers) };
        if (response.status === 401 && auth && token && !renewed && this.tokens.renewable) {
          renewed = true;
          this.stats.renewals++;
          this.tokens.invalidate(token);
          this.#debug?.(`   token rejected; renewing and retrying once`);
          attempt--;
          continue;
        }
        error = this.#httpError(options.method, path2, response, text, attempt);
        retryable = RETRY_ALWAYS.has(response.status) || idempotent && RETRY_IF_IDEMPOTENT.has(response.status);
        if (!retryable && !idempotent && RETRY_IF_IDEMPOTENT.has(response.status)) error = withOutcomeUnknown(error);
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), this.clock.now());
      } else {
        const { failure } = outcome;
        const notSent = failure.kind === "network" && failure.errno !== void 0 && NOT_SENT_CODES.has(failure.errno);
        if (failure.kind === "aborted") throw this.#fail({ kind: "aborted", status: 0, method: options.method, path: path2, attempts: attempt, outcomeUnknown: !idempotent });
        retryable = idempotent || notSent;
        error = new ApiError({
          kind: failure.kind,
          status: 0,
          method: options.method,
          path: path2,
          detail: failure.detail,
          outcomeUnknown: !idempotent && !notSent,
          requestId,
          attempts: attempt,
          cause: failure.cause
        });
      }
      if (!retryable || attempt >= this.retry.maxAttempts) throw this.#fail(error);
      if (retryAfterMs !== void 0 && retryAfterMs > this.retry.maxRetryAfterMs) {
        this.#debug?.(`   Retry-After ${Math.round(retryAfterMs / 1e3)} s is beyond the ${Math.round(this.retry.maxRetryAfterMs / 1e3)} s limit; giving up`);
        throw this.#fail(error);
      }
      const delay2 = retryAfterMs ?? this.backoff(attempt);
      this.stats.retries++;
      this.#debug?.(`   retry ${attempt}/${this.retry.maxAttempts - 1} in ${delay2} ms (${error.status || error.kind})`);
      try {
        await this.clock.sleep(delay2, options.signal);
      } catch {
        throw this.#fail({ kind: "aborted", status: 0, method: options.method, path: path2, attempts: attempt });
      }
    }
  }
  /** The delay before retry `n` (1-based) when the server gave no Retry-After. */
  backoff(n) {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (n - 1));
    return Math.round(ceiling * (1 - this.retry.jitter * this.#random()));
  }
  #url(options) {
    const url2 = new URL(/^https?:\/\//.test(options.path) ? options.path : `${this.baseUrl}${options.path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== void 0) url2.searchParams.set(k, String(v));
    return url2.toString();
  }
  #headers(options, token) {
    const headers = new Headers({ Accept: "application/json", "User-Agent": this.#userAgent });
    if (options.auth ?? true) {
      if (token) headers.set("Authorization", `Bearer ${token}`);
      headers.set("x-api-key", this.clientId);
      headers.set("x-gw-ims-org-id", this.orgId);
      if (options.sandbox ?? true) headers.set("x-sandbox-name", this.sandbox);
    }
    if (options.json !== void 0) headers.set("Content-Type", "application/json");
    else if (options.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    return headers;
  }
  async #send(options, url2, token) {
    const headers = this.#headers(options, token);
    const body = options.json !== void 0 ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : void 0;
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = this.clock.now();
    this.stats.requests++;
    if (this.#debug) {
      this.#debug(`-> ${options.method} ${url2}`);
      for (const [k, v] of Object.entries(this.redactor.headers(headers))) this.#debug(`   ${k}: ${v}`);
      if (body) this.#debug(`   ${truncate(this.redactor.body(body, headers.get("content-type") ?? ""))}`);
    }
    try {
      const response = await fetch(url2, { method: options.method, headers, body, signal, redirect: "error" });
      const text = await response.text();
      this.stats.byStatus[response.status] = (this.stats.byStatus[response.status] ?? 0) + 1;
      if (this.#debug) {
        this.#debug(`<- ${response.status} ${options.method} ${new URL(url2).pathname} (${this.clock.now() - started} ms)${requestIdOf(response.headers) ? ` request id ${requestIdOf(response.headers)}` : ""}`);
        if (text) this.#debug(`   ${truncate(this.redactor.body(text, response.headers.get("content-type") ?? ""))}`);
      }
      return { response, text };
    } catch (e) {
      this.stats.byStatus[0] = (this.stats.byStatus[0] ?? 0) + 1;
      const failure = options.signal?.aborted ? { kind: "aborted", detail: "cancelled", cause: e } : timeout.aborted ? { kind: "timeout", detail: `no answer within ${timeoutMs} ms`, cause: e } : { kind: "network", detail: networkDetail(e), errno: errnoOf(e), cause: e };
      this.#debug?.(`<- no answer: ${failure.kind} (${failure.detail})`);
      return { failure };
    }
  }
  #httpError(method, path2, response, text, attempts) {
    const raw = this.redactor.body(text, response.headers.get("content-type") ?? "");
    const normalised = normaliseErrorBody(parseBody(raw));
    return new ApiError({
      kind: "http",
      status: response.status,
      method,
      path: path2,
      ...normalised,
      title: normalised.title ?? (normalised.detail ? void 0 : response.statusText || void 0),
      requestId: normalised.requestId ?? requestIdOf(response.headers),
      raw,
      attempts
    });
  }
  #fail(error) {
    this.stats.failures++;
    const e = error instanceof ApiError ? error : new ApiError(error);
    e.message = this.redactor.text(e.message);
    if (e.stack) e.stack = this.redactor.text(e.stack);
    return e;
  }
};
function withOutcomeUnknown(e) {
  return new ApiError({
    kind: e.kind,
    status: e.status,
    method: e.method,
    path: e.path,
    code: e.code,
    title: e.title,
    detail: e.detail,
    requestId: e.requestId,
    raw: e.raw,
    attempts: e.attempts,
    outcomeUnknown: true,
    message: `${e.message}; it may or may not have been applied`
  });
}
function parseBody(text) {
  if (text.length === 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function requestIdOf(headers) {
  return headers.get("x-request-id") ?? void 0;
}
function parseRetryAfter(value, now) {
  if (!value) return void 0;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return void 0;
  return Math.max(0, date - now);
}
function errnoOf(e) {
  for (let c = e, depth = 0; c && depth < 4; c = c.cause, depth++) {
    const code = c.code;
    if (typeof code === "string") return code;
  }
  return void 0;
}
function networkDetail(e) {
  const code = errnoOf(e);
  const cause = e?.cause?.message;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "UND_ERR_SOCKET" || code === "ECONNRESET") return "the connection was closed before an answer arrived";
  return cause ?? (e instanceof Error ? e.message : String(e));
}
function truncate(s, max = 2e3) {
  return s.length > max ? `${s.slice(0, max)}... (${s.length - max} more characters)` : s;
}

// src/api/auth.ts
import * as z4 from "zod";
var StaticToken = class {
  constructor(token) {
    this.token = token;
  }
  token;
  renewable = false;
  attach(client) {
    client.redactor.addSecret(this.token);
  }
  async getToken() {
    return this.token;
  }
  invalidate() {
  }
};
var TokenResponse = z4.looseObject({
  access_token: z4.string().min(1),
  token_type: z4.string().optional(),
  expires_in: z4.coerce.number().positive()
});
var ImsToken = class {
  renewable = true;
  /** How many tokens were fetched, for tests and closing notes. */
  fetched = 0;
  #client;
  #cached;
  #inFlight;
  #options;
  #clock;
  constructor(options) {
    this.#options = { ...options, imsUrl: options.imsUrl.replace(/\/+$/, "") };
    this.#clock = options.clock ?? systemClock;
  }
  attach(client) {
    this.#client = client;
    client.redactor.addSecret(this.#options.clientSecret);
  }
  async getToken() {
    const now = this.#clock.now();
    if (this.#cached && now < this.#cached.renewAt) return this.#cached.token;
    this.#inFlight ??= this.#fetch().finally(() => {
      this.#inFlight = void 0;
    });
    return this.#inFlight;
  }
  invalidate(token) {
    if (this.#cached?.token === token) this.#cached = void 0;
  }
  async #fetch() {
    if (!this.#client) throw new Error("ImsToken used before being attached to an AepClient");
    const path2 = `${this.#options.imsUrl}/ims/token/v3`;
    const response = await this.#client.request({
      method: "POST",
      path: path2,
      auth: false,
      // Asking for a token twice is harmless, so a lost answer may be retried.
      idempotent: true,
      form: {
        grant_type: "client_credentials",
        client_id: this.#options.clientId,
        client_secret: this.#options.clientSecret,
        scope: this.#options.scopes
      }
    });
    const parsed = TokenResponse.safeParse(response.body);
    if (!parsed.success)
      throw new ApiError({
        kind: "invalid-response",
        status: response.status,
        method: "POST",
        path: "/ims/token/v3",
        detail: "IMS did not return an access_token with expires_in"
      });
    const { access_token: token, expires_in: seconds } = parsed.data;
    this.#client.redactor.addSecret(token);
    this.fetched++;
    const lifetime = seconds * 1e3;
    const margin = Math.min(this.#options.refreshMarginMs ?? 5 * 6e4, lifetime / 2);
    const now = this.#clock.now();
    this.#cached = { token, expiresAt: now + lifetime, renewAt: now + lifetime - margin };
    return token;
  }
};
function tokenProviderFor(credentials, clock) {
  if (credentials.accessToken) return new StaticToken(credentials.accessToken);
  return new ImsToken({
    imsUrl: credentials.imsUrl,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    scopes: credentials.scopes,
    clock
  });
}

// src/api/client.ts
function createAepClient(credentials, options = {}) {
  const redactor = options.redactor ?? new Redactor();
  redactor.addSecret(credentials.clientSecret);
  redactor.addSecret(credentials.accessToken);
  return new AepClient({
    ...options,
    redactor,
    orgId: credentials.orgId,
    sandbox: credentials.sandbox,
    clientId: credentials.clientId,
    baseUrl: credentials.baseUrl,
    tokens: tokenProviderFor(credentials, options.clock)
  });
}

// src/api/segments.ts
import * as z5 from "zod";
var BASE = `${SERVICE_PATHS.segmentation}/segment/definitions`;
var Toggle = z5.looseObject({ enabled: z5.boolean() });
var EvaluationInfo = z5.looseObject({
  batch: Toggle.optional(),
  continuous: Toggle.optional(),
  synchronous: Toggle.optional()
});
var Expression = z5.looseObject({
  type: z5.string(),
  format: z5.string(),
  value: z5.string()
});
var SegmentDefinition = z5.looseObject({
  id: z5.string(),
  name: z5.string(),
  description: z5.string().nullish(),
  expression: Expression,
  schema: z5.looseObject({ name: z5.string() }),
  evaluationInfo: EvaluationInfo.optional(),
  mergePolicyId: z5.string().nullish(),
  profileInstanceId: z5.string().optional(),
  imsOrgId: z5.string().optional(),
  sandbox: z5.looseObject({ sandboxId: z5.string().optional(), sandboxName: z5.string().optional(), type: z5.string().optional(), default: z5.boolean().optional() }).optional(),
  dataGovernancePolicy: z5.looseObject({ excludeOptOut: z5.boolean().optional() }).optional(),
  ttlInDays: z5.number().optional(),
  creationTime: z5.number().optional(),
  updateTime: z5.number().optional(),
  updateEpoch: z5.number().optional()
});
var SegmentDefinitionPage = z5.looseObject({
  segments: z5.array(SegmentDefinition),
  page: z5.looseObject({
    totalCount: z5.number().optional(),
    totalPages: z5.number().optional(),
    sortField: z5.string().optional(),
    sort: z5.string().optional(),
    pageSize: z5.number().optional(),
    limit: z5.number().optional()
  }).optional(),
  link: z5.looseObject({ next: z5.string().optional() }).optional()
});
function parseResponse(schema, response, method, path2) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? issue.path.join(".") : "body";
  throw new ApiError({ kind: "invalid-response", status: response.status, method, path: path2, detail: `${where}: ${issue.message}`, requestId: response.requestId });
}
async function createSegmentDefinition(client, definition, options = {}) {
  const response = await client.request({ method: "POST", path: BASE, json: definition, signal: options.signal });
  return parseResponse(SegmentDefinition, response, "POST", BASE);
}
async function getSegmentDefinition(client, id, options = {}) {
  const path2 = `${BASE}/${encodeURIComponent(id)}`;
  return parseResponse(SegmentDefinition, await client.request({ method: "GET", path: path2, signal: options.signal }), "GET", path2);
}
async function updateSegmentDefinition(client, id, definition, options = {}) {
  const path2 = `${BASE}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path: path2, json: definition, signal: options.signal });
  return parseResponse(SegmentDefinition, response, "PATCH", path2);
}
async function deleteSegmentDefinition(client, id, options = {}) {
  await client.request({ method: "DELETE", path: `${BASE}/${encodeURIComponent(id)}`, signal: options.signal });
}
async function listSegmentDefinitionsPage(client, page, options = {}) {
  const query = { page, limit: options.limit ?? 100, sort: options.sort };
  if (options.edge !== void 0) query["evaluationInfo.synchronous.enabled"] = options.edge;
  if (options.continuous !== void 0) query["evaluationInfo.continuous.enabled"] = options.continuous;
  const response = await client.request({ method: "GET", path: BASE, query, signal: options.signal });
  return parseResponse(SegmentDefinitionPage, response, "GET", BASE);
}
async function* listSegmentDefinitions(client, options = {}) {
  const maxPages = options.maxPages ?? 1e4;
  let fetched = 0;
  for (let page = 0; page < maxPages; page++) {
    const result = await listSegmentDefinitionsPage(client, page, options);
    fetched += result.segments.length;
    options.onPage?.(fetched, result.page?.totalCount);
    yield* result.segments;
    const limit = result.page?.limit ?? options.limit ?? 100;
    const totalPages = result.page?.totalPages;
    if (result.segments.length === 0 || result.segments.length < limit) return;
    if (totalPages !== void 0 && page + 1 >= totalPages) return;
  }
}
async function listAllSegmentDefinitions(client, options = {}) {
  const all = [];
  for await (const s of listSegmentDefinitions(client, options)) all.push(s);
  return all;
}
async function findSegmentDefinitionsByName(client, name, options = {}) {
  const found = [];
  for await (const s of listSegmentDefinitions(client, { signal: options.signal })) if (s.name === name) found.push(s);
  return found;
}
async function createSegmentDefinitionOnce(client, definition, options = {}) {
  let readBacks = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return { definition: await createSegmentDefinition(client, definition, options), readBacks };
    } catch (e) {
      const unknown3 = e instanceof ApiError && e.outcomeUnknown;
      const ourDuplicate = e instanceof ApiError && e.status === 422 && readBacks > 0 && /already exists/i.test(`${e.title} ${e.detail}`);
      if (!unknown3 && !ourDuplicate) throw e;
      readBacks++;
      const [found] = await findSegmentDefinitionsByName(client, definition.name, options);
      if (found) return { definition: found, readBacks };
      if (attempt >= (options.maxAttempts ?? 3)) throw e;
    }
  }
}
function evaluationOf(definition) {
  const info = definition.evaluationInfo;
  if (info?.synchronous?.enabled) return "edge";
  if (info?.continuous?.enabled) return "streaming";
  return "batch";
}

// src/api/merge-policies.ts
import * as z6 from "zod";
var BASE2 = `${SERVICE_PATHS.profile}/config/mergePolicies`;
var Flag = z6.preprocess((v) => v === "true" ? true : v === "false" ? false : v, z6.boolean());
var MergePolicy = z6.looseObject({
  id: z6.string(),
  name: z6.string(),
  imsOrgId: z6.string().optional(),
  schema: z6.looseObject({ name: z6.string() }).optional(),
  version: z6.number().optional(),
  identityGraph: z6.looseObject({ type: z6.string() }).optional(),
  attributeMerge: z6.looseObject({ type: z6.string() }).optional(),
  isActiveOnEdge: Flag.optional().default(false),
  default: Flag.optional().default(false),
  updateEpoch: z6.number().optional()
});
var MergePolicyPage = z6.looseObject({
  children: z6.array(MergePolicy),
  _page: z6.looseObject({ totalCount: z6.number().optional(), pageSize: z6.number().optional() }).optional(),
  _links: z6.looseObject({ next: z6.looseObject({ href: z6.string().optional() }).optional() }).optional()
});
async function* listMergePolicies(client, options = {}) {
  let query = { limit: options.limit, isActiveOnEdge: options.isActiveOnEdge };
  const seen = /* @__PURE__ */ new Set();
  for (let page = 0; page < (options.maxPages ?? 1e3); page++) {
    const response = await client.request({ method: "GET", path: BASE2, query, signal: options.signal });
    const result = parseResponse(MergePolicyPage, response, "GET", BASE2);
    yield* result.children;
    const next = nextQuery(result._links?.next?.href);
    if (!next || seen.has(next.toString()) || result.children.length === 0) return;
    seen.add(next.toString());
    query = Object.fromEntries(next);
  }
}
function nextQuery(href) {
  if (!href) return void 0;
  const q = href.indexOf("?");
  if (q < 0) return void 0;
  const params = new URLSearchParams(href.slice(q + 1));
  for (const [k, v] of [...params]) if (v === "") params.delete(k);
  return [...params.keys()].length > 0 ? params : void 0;
}
async function listAllMergePolicies(client, options = {}) {
  const all = [];
  for await (const p of listMergePolicies(client, options)) all.push(p);
  return all;
}
async function findEdgeMergePolicy(client, options = {}) {
  for await (const p of listMergePolicies(client, { ...options })) if (p.isActiveOnEdge) return p;
  return void 0;
}
async function getMergePolicy(client, id, options = {}) {
  const path2 = `${BASE2}/${encodeURIComponent(id)}`;
  return parseResponse(MergePolicy, await client.request({ method: "GET", path: path2, signal: options.signal }), "GET", path2);
}

// src/api/edge.ts
var DEFAULT_EDGE_URL = "https://server.adobedc.net";
var INTERACT_PATH = "/ee/v2/interact";
var isObject4 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
async function interact(client, options) {
  const url2 = `${(options.edgeUrl ?? DEFAULT_EDGE_URL).replace(/\/+$/, "")}${INTERACT_PATH}`;
  const response = await client.request({ method: "POST", path: url2, query: { datastreamId: options.datastreamId }, json: { event: options.event }, sandbox: true, signal: options.signal });
  const body = response.body;
  if (!isObject4(body) || !Array.isArray(body.handle)) {
    throw new ApiError({ kind: "invalid-response", status: response.status, method: "POST", path: INTERACT_PATH, detail: "expected {requestId, handle: [...]}", requestId: response.requestId });
  }
  const handle = body.handle.filter(isObject4).map((h) => ({ type: String(h.type ?? ""), payload: Array.isArray(h.payload) ? h.payload : [] }));
  const segments = handle.filter((h) => h.type === "activation:pull").flatMap((h) => h.payload).filter(isObject4).map((p) => p.id).filter((id) => typeof id === "string");
  return { requestId: typeof body.requestId === "string" ? body.requestId : response.requestId, handle, segments };
}

// src/emulator/server.ts
import { randomUUID as randomUUID7 } from "node:crypto";
import { createServer, maxHeaderSize } from "node:http";

// src/emulator/faults.ts
var FaultInjector = class {
  stats = { injected: 0, byKind: {} };
  #options;
  #script;
  #random;
  constructor(options = {}) {
    for (const key of ["failRate", "throttleRate", "dropRate"]) {
      const v = options[key];
      if (v !== void 0 && !(v >= 0 && v <= 1)) throw new RangeError(`${key} must be between 0 and 1`);
    }
    this.#options = options;
    this.#script = [];
    this.#random = options.random ?? Math.random;
    this.add(...options.script ?? []);
  }
  get latencyMs() {
    return this.#options.latencyMs ?? 0;
  }
  /** Queues scripted faults for the next matching requests. */
  add(...faults) {
    for (const f of faults) this.#script.push({ ...f, times: f.times ?? 1 });
  }
  /** Drops every queued scripted fault. */
  clear() {
    this.#script.length = 0;
  }
  /** Scripted faults not used yet. */
  get pending() {
    return this.#script.reduce((n, f) => n + f.times, 0);
  }
  /** The fault for this request, if any; consumes a scripted fault. */
  next(method, path2) {
    const i = this.#script.findIndex((f) => (!f.method || f.method === method) && (!f.path || pathMatches(f.path, path2)));
    if (i >= 0) {
      const entry = this.#script[i];
      if (--entry.times <= 0) this.#script.splice(i, 1);
      return this.#count(entry.fault);
    }
    if (this.#options.spare?.some((p) => path2.startsWith(p))) return void 0;
    const o = this.#options;
    if (o.dropRate && this.#random() < o.dropRate) return this.#count({ kind: "drop", after: o.dropAfter ?? "receive" });
    if (o.throttleRate && this.#random() < o.throttleRate)
      return this.#count({ kind: "status", status: 429, retryAfter: String(o.retryAfterSeconds ?? 1) });
    if (o.failRate && this.#random() < o.failRate) return this.#count({ kind: "status", status: 503 });
    return void 0;
  }
  #count(fault) {
    const key = fault.kind === "status" ? String(fault.status) : fault.kind === "drop" ? `drop-${fault.after ?? "receive"}` : "delay";
    this.stats.injected++;
    this.stats.byKind[key] = (this.stats.byKind[key] ?? 0) + 1;
    return fault;
  }
};
function pathMatches(pattern, path2) {
  return pattern.endsWith("*") ? path2.startsWith(pattern.slice(0, -1)) : pattern === path2;
}
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/emulator/responses.ts
function ok(body, status = 200, headers) {
  return { status, body, headers };
}
function gatewayError(status, code, message2, headers) {
  return { status, body: { error_code: code, message: message2 }, headers };
}
function problem(status, code, title, detail, report) {
  return {
    status,
    body: { type: `https://ns.adobe.com/aep/errors/${code}-${status}`, title, status, detail, ...report ? { report } : {} }
  };
}
function contentTypeError() {
  return { status: 400, body: { type: "/placeholder/type/uri", status: 400, title: "BadRequestError", detail: "A valid content-type must be specified" } };
}

// src/emulator/gateway.ts
function checkGateway(policy, headers, state, options, now) {
  if (policy === "none") return { caller: { orgId: "", sandbox: void 0, clientId: "" } };
  const authorization = header(headers, "authorization");
  if (!authorization) return { reply: gatewayError(403, "403010", "Oauth token is missing.") };
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token || !tokenAccepted(token, state, options, now)) return { reply: gatewayError(401, "401013", "Oauth token is not valid") };
  const apiKey = header(headers, "x-api-key");
  if (!apiKey) return { reply: gatewayError(403, "403000", "Api Key is required") };
  if (options.strictAuth && apiKey !== options.clientId) return { reply: gatewayError(403, "403003", "Api Key is invalid") };
  const orgId = header(headers, "x-gw-ims-org-id");
  if (!orgId) return { reply: gatewayError(400, "400003", "Missing header: x-gw-ims-org-id") };
  const sandbox = header(headers, "x-sandbox-name");
  if (policy === "aep" && !sandbox) return { reply: gatewayError(400, "400003", "Missing header: x-sandbox-name") };
  return { caller: { orgId, sandbox: policy === "aep" ? sandbox : void 0, clientId: apiKey } };
}
function tokenAccepted(token, state, options, now) {
  const issued = state.findToken(token);
  if (!issued) return false;
  if (issued.revoked || issued.expiresAt <= now) return false;
  return !options.strictAuth || issued.clientId === options.clientId;
}
function checkContentType(method, headers) {
  if (method !== "POST" && method !== "PUT" && method !== "PATCH") return void 0;
  const type = header(headers, "content-type")?.toLowerCase() ?? "";
  return type.startsWith("application/json") || /^application\/[\w.+-]*\+json/.test(type) ? void 0 : contentTypeError();
}
function header(headers, name) {
  const v = headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim().length > 0 ? s.trim() : void 0;
}

// src/emulator/ims.ts
import { randomBytes } from "node:crypto";

// src/emulator/router.ts
function route(method, path2, handle, headers = "aep") {
  return { method, path: path2, handle, headers };
}
function matchRoute(routes2, method, path2) {
  const parts = splitPath(path2);
  const allowed = [];
  for (const candidate of routes2) {
    const params = matchPattern(splitPath(candidate.path), parts);
    if (!params) continue;
    if (candidate.method === method) return { route: candidate, params };
    allowed.push(candidate.method);
  }
  return allowed.length > 0 ? { allowed } : void 0;
}
function splitPath(path2) {
  return path2.split("/").filter((s) => s.length > 0);
}
function matchPattern(pattern, parts) {
  if (pattern.length !== parts.length) return void 0;
  const params = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p.startsWith(":")) {
      try {
        params[p.slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return void 0;
      }
    } else if (p !== parts[i]) return void 0;
  }
  return params;
}

// src/emulator/ims.ts
function oauthError(status, error, description) {
  return { status, body: { error, error_description: description } };
}
function issueToken(ctx) {
  const form = ctx.body ?? {};
  if (!/^application\/x-www-form-urlencoded/i.test(String(ctx.headers["content-type"] ?? "")))
    return oauthError(400, "invalid_request", "use Content-Type: application/x-www-form-urlencoded");
  if (form.grant_type !== "client_credentials") return oauthError(400, "unsupported_grant_type", "grant_type must be client_credentials");
  const clientId = typeof form.client_id === "string" ? form.client_id : "";
  const secret = typeof form.client_secret === "string" ? form.client_secret : "";
  if (!clientId) return oauthError(400, "invalid_request", "missing client_id parameter");
  if (!secret) return oauthError(400, "invalid_request", "missing client_secret parameter");
  const { strictAuth, clientId: expectedId, clientSecret: expectedSecret } = ctx.options;
  if (strictAuth && clientId !== expectedId) return oauthError(400, "invalid_client", "invalid client_id parameter");
  if (strictAuth && secret !== expectedSecret) return oauthError(401, "invalid_client", "invalid client_secret parameter");
  if (typeof form.scope !== "string" || form.scope.length === 0) return oauthError(400, "invalid_scope", "missing scope parameter");
  const ttl = ctx.options.tokenTtlSeconds;
  const token = newToken(ctx.state, clientId, ctx.now() + ttl * 1e3);
  return { status: 200, body: { access_token: token, token_type: "bearer", expires_in: ttl } };
}
function newToken(state, clientId, expiresAt) {
  const token = `emu.${randomBytes(24).toString("base64url")}`;
  state.issueToken(token, clientId, expiresAt);
  return token;
}
var imsRoutes = [route("POST", "/ims/token/v3", issueToken, "none")];

// src/emulator/hygiene.ts
import { randomUUID } from "node:crypto";

// src/api/quota-period.ts
var CONCURRENT = /* @__PURE__ */ new Set(["datasetExpirationQuota", "expirationDatasetQuota"]);
function quotaPeriod(name) {
  if (CONCURRENT.has(name)) return "concurrent";
  if (/^daily/i.test(name)) return "daily";
  if (/^monthly/i.test(name)) return "monthly";
  return "unknown";
}
function nextGmtMidnight(now) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
function nextGmtMonthStart(now) {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
function nextReset(name, now) {
  switch (quotaPeriod(name)) {
    case "daily":
      return nextGmtMidnight(now);
    case "monthly":
      return nextGmtMonthStart(now);
    default:
      return void 0;
  }
}
function periodKey(period, now) {
  const iso = new Date(now).toISOString();
  if (period === "daily") return iso.slice(0, 10);
  if (period === "monthly") return iso.slice(0, 7);
  return "all";
}
function percentUsed(quota) {
  if (quota.quota <= 0) return quota.consumed > 0 ? 100 : 0;
  return quota.consumed / quota.quota * 100;
}
function quotaUsage(quota, now) {
  const reset = nextReset(quota.name, now);
  return {
    name: quota.name,
    ...quota.description ? { description: quota.description } : {},
    consumed: quota.consumed,
    quota: quota.quota,
    percentUsed: percentUsed(quota),
    period: quotaPeriod(quota.name),
    resetsAt: reset === void 0 ? null : new Date(reset).toISOString()
  };
}

// src/emulator/quota.ts
var QUOTA_NAMES = ["datasetExpirationQuota", "dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota", "monthlyUpdatedFieldIdentitiesQuota"];
var DEFAULT_QUOTA_LIMITS = {
  datasetExpirationQuota: 50,
  dailyConsumerDeleteIdentitiesQuota: 6e5,
  monthlyConsumerDeleteIdentitiesQuota: 6e5,
  monthlyUpdatedFieldIdentitiesQuota: 6e5
};
var DESCRIPTIONS = {
  datasetExpirationQuota: "The number of dataset expirations that can be pending at once.",
  dailyConsumerDeleteIdentitiesQuota: "The number of identities that can be deleted by record-delete requests per day.",
  monthlyConsumerDeleteIdentitiesQuota: "The number of identities that can be deleted by record-delete requests per month.",
  monthlyUpdatedFieldIdentitiesQuota: "The number of identities whose fields can be updated per month."
};
function bucket(state) {
  return state.bucket("quota", () => ({ limits: { ...DEFAULT_QUOTA_LIMITS }, orgs: {} }));
}
function orgQuota(ctx) {
  const b = bucket(ctx.state);
  return b.orgs[ctx.caller.orgId] ??= { counters: {}, expirations: [], workOrders: [] };
}
function limitOf(ctx, name) {
  return bucket(ctx.state).limits[name];
}
function pendingExpirations(org, now) {
  return org.expirations.filter((e) => e.status === "pending" && Date.parse(e.expiry) > now);
}
function consumed(ctx, name) {
  const org = orgQuota(ctx);
  const now = ctx.now();
  if (name === "datasetExpirationQuota") return pendingExpirations(org, now).length;
  const counter = org.counters[name];
  return counter && counter.period === periodKey(quotaPeriod(name), now) ? counter.consumed : 0;
}
function count(ctx, name, amount) {
  const org = orgQuota(ctx);
  const period = periodKey(quotaPeriod(name), ctx.now());
  const current = org.counters[name];
  org.counters[name] = { period, consumed: (current?.period === period ? current.consumed : 0) + amount };
  ctx.state.changed();
}
function getQuota(ctx) {
  const type = ctx.query.get("quotaType");
  if (type !== null && !QUOTA_NAMES.includes(type))
    return gatewayError(400, "400001", `unknown quotaType "${type}"; valid values are ${QUOTA_NAMES.join(", ")}`);
  const names = type ? [type] : QUOTA_NAMES;
  return ok({ quotas: names.map((name) => ({ name, description: DESCRIPTIONS[name], consumed: consumed(ctx, name), quota: limitOf(ctx, name) })) });
}
var quotaRoute = route("GET", "/data/core/hygiene/quota", getQuota, "org");

// src/emulator/hygiene.ts
var BASE3 = "/data/core/hygiene";
var isObject5 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var bad = (code, title, detail) => problem(400, `HYGN-${code}`, title, detail);
function overQuota(ctx, name, adding) {
  const used = consumed(ctx, name);
  const limit = limitOf(ctx, name);
  if (used + adding <= limit) return void 0;
  return bad(3200, "Quota exceeded", `${name}: ${used} of ${limit} used; this request needs ${adding} more`);
}
function createExpiration(ctx) {
  const body = ctx.body;
  if (!isObject5(body) || typeof body.datasetId !== "string" || !body.datasetId) return bad(3100, "Invalid request", "datasetId is required");
  const expiry = typeof body.expiry === "string" ? Date.parse(body.expiry) : NaN;
  if (Number.isNaN(expiry)) return bad(3101, "Invalid request", "expiry must be an ISO 8601 date-time");
  if (expiry <= ctx.now()) return bad(3102, "Invalid request", "expiry must be in the future");
  const org = orgQuota(ctx);
  if (pendingExpirations(org, ctx.now()).some((e) => e.datasetId === body.datasetId))
    return bad(3103, "Invalid request", `dataset ${body.datasetId} already has a pending expiration`);
  const over = overQuota(ctx, "datasetExpirationQuota", 1);
  if (over) return over;
  const ttl = {
    ttlId: `SD-${randomUUID()}`,
    datasetId: body.datasetId,
    expiry: new Date(expiry).toISOString(),
    status: "pending",
    ...typeof body.displayName === "string" ? { displayName: body.displayName } : {},
    ...typeof body.description === "string" ? { description: body.description } : {},
    createdAt: new Date(ctx.now()).toISOString()
  };
  org.expirations.push(ttl);
  ctx.state.changed();
  return ok(ttl, 201);
}
function listExpirations(ctx) {
  const results = orgQuota(ctx).expirations;
  return ok({ results, total: results.length, count: results.length });
}
function cancelExpiration(ctx) {
  const ttl = orgQuota(ctx).expirations.find((e) => e.ttlId === ctx.params.ttlId);
  if (!ttl) return problem(404, "HYGN-3404", "Not found", `no dataset expiration ${ctx.params.ttlId}`);
  ttl.status = "cancelled";
  ctx.state.changed();
  return ok(ttl);
}
var ACTIONS = {
  delete_identity: ["dailyConsumerDeleteIdentitiesQuota", "monthlyConsumerDeleteIdentitiesQuota"],
  update_field: ["monthlyUpdatedFieldIdentitiesQuota"]
};
function createWorkOrder(ctx) {
  const body = ctx.body;
  if (!isObject5(body)) return bad(3300, "Invalid request", "the body must be a work order object");
  const quotas = typeof body.action === "string" ? ACTIONS[body.action] : void 0;
  if (!quotas) return bad(3301, "Invalid request", `action must be one of ${Object.keys(ACTIONS).join(", ")}`);
  if (typeof body.datasetId !== "string" || !body.datasetId) return bad(3302, "Invalid request", 'datasetId is required (a dataset id, or "ALL")');
  const identities = body.identities;
  if (!Array.isArray(identities) || identities.length === 0) return bad(3303, "Invalid request", "identities must be a non-empty array");
  for (const [i, identity] of identities.entries()) {
    if (!isObject5(identity) || !isObject5(identity.namespace) || typeof identity.namespace.code !== "string" || typeof identity.id !== "string")
      return bad(3304, "Invalid request", `identities[${i}] must be {namespace: {code}, id}`);
  }
  for (const name of quotas) {
    const over = overQuota(ctx, name, identities.length);
    if (over) return over;
  }
  for (const name of quotas) count(ctx, name, identities.length);
  const order = { workorderId: `DI-${randomUUID()}`, action: body.action, identities: identities.length, createdAt: new Date(ctx.now()).toISOString() };
  orgQuota(ctx).workOrders.push(order);
  ctx.state.changed();
  return ok({ ...order, orgId: ctx.caller.orgId, status: "received", datasetId: body.datasetId }, 201);
}
var quotaRoutes = [
  quotaRoute,
  route("POST", `${BASE3}/ttl`, createExpiration),
  route("GET", `${BASE3}/ttl`, listExpirations),
  route("DELETE", `${BASE3}/ttl/:ttlId`, cancelExpiration),
  route("POST", `${BASE3}/workorder`, createWorkOrder)
];

// src/emulator/merge-policies.ts
var BASE4 = "/data/core/ups/config/mergePolicies";
function present(ctx, p) {
  return { ...p, imsOrgId: ctx.caller.orgId, sandbox: ctx.state.sandbox(ctx.caller.sandbox) };
}
function list3(ctx) {
  const q = ctx.query;
  const limitText = q.get("limit") ?? "20";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1) return gatewayError(400, "400001", "limit must be a positive integer");
  const limit = Math.min(Number(limitText), 100);
  let offset = 0;
  const start = q.get("start");
  if (start) {
    const decoded = Buffer.from(start, "base64url").toString("utf8");
    if (!/^\d+$/.test(decoded)) return gatewayError(400, "400001", "start is not a cursor this service issued");
    offset = Number(decoded);
  }
  const boolFilter = (name) => {
    const v = q.get(name);
    return v === null ? void 0 : v === "true";
  };
  const onEdge = boolFilter("isActiveOnEdge");
  const isDefault = boolFilter("default");
  const orderBy = q.get("orderBy") ?? q.get("orderby") ?? "";
  const matching = ctx.state.data.mergePolicies.filter((p) => (onEdge === void 0 || p.isActiveOnEdge === onEdge) && (isDefault === void 0 || p.default === isDefault)).sort((a, b) => orderBy.replace(/^[+-]/, "") === "name" ? (orderBy.startsWith("-") ? -1 : 1) * a.name.localeCompare(b.name) : 0);
  const children = matching.slice(offset, offset + limit).map((p) => present(ctx, p));
  const more = offset + limit < matching.length;
  const cursor = Buffer.from(String(offset + limit), "utf8").toString("base64url");
  const keep = new URLSearchParams(q);
  keep.delete("start");
  keep.delete("limit");
  const rest = keep.toString();
  return ok({
    _page: { totalCount: matching.length, pageSize: children.length },
    children,
    _links: { next: { href: more ? `@/mergePolicies?start=${cursor}&orderBy=${encodeURIComponent(orderBy)}&limit=${limit}${rest ? `&${rest}` : ""}` : "" } }
  });
}
function get(ctx) {
  const found = ctx.state.data.mergePolicies.find((p) => p.id === ctx.params.id);
  return found ? ok(present(ctx, found)) : problem(404, "UPS-2404", "Merge policy not found", `no merge policy with id ${ctx.params.id}`);
}
var mergePolicyRoutes = [route("GET", BASE4, list3), route("GET", `${BASE4}/:id`, get)];

// src/emulator/edge-check.ts
var isObject6 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function wantsEdge(def) {
  const info = def.evaluationInfo;
  return isObject6(info) && isObject6(info.synchronous) && info.synchronous.enabled === true;
}
function edgeReasons(ctx, def) {
  const reasons = [];
  const policy = ctx.state.data.mergePolicies.find((p) => p.id === def.mergePolicyId);
  if (!policy)
    reasons.push({ rule: "edge/merge-policy", message: "no merge policy applies to this definition; edge evaluation needs one with isActiveOnEdge" });
  else if (!policy.isActiveOnEdge)
    reasons.push({ rule: "edge/merge-policy", message: `merge policy "${policy.name}" (${policy.id}) is not active on edge` });
  const judge = ctx.options.judge;
  const expression2 = isObject6(def.expression) ? def.expression : {};
  if (judge && typeof expression2.value === "string") {
    const verdict = judge(expression2.value, def);
    if (verdict.eligible === false) reasons.push(...verdict.reasons.map(({ rule, message: message2 }) => ({ rule, message: message2 })));
  }
  return reasons;
}
function checkEdge(ctx, def) {
  if (!wantsEdge(def)) return void 0;
  const reasons = edgeReasons(ctx, def);
  if (reasons.length === 0) return void 0;
  if (ctx.options.ineligibleEdge === "downgrade") {
    const info = def.evaluationInfo;
    def.evaluationInfo = { ...info, synchronous: { enabled: false }, continuous: { enabled: true } };
    return void 0;
  }
  const summary = reasons.map((r) => `${r.rule}: ${r.message}`).join("; ");
  return problem(422, "UPS-1423", "Segment definition is not edge-eligible", `"${def.name}" cannot be evaluated on edge: ${summary}`, { reasons });
}

// src/emulator/segments.ts
var BASE5 = "/data/core/ups/segment/definitions";
var MAX_LIMIT = 100;
var SERVER_FIELDS = ["id", "imsOrgId", "sandbox", "creationTime", "updateTime", "updateEpoch"];
var EVALUATION_KINDS = ["batch", "continuous", "synchronous"];
var SORTABLE = /* @__PURE__ */ new Set(["creationTime", "updateTime", "updateEpoch", "name"]);
var isObject7 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function inScope(ctx) {
  return (s) => (s.imsOrgId === "" || s.imsOrgId === ctx.caller.orgId) && s.sandbox.sandboxName === ctx.caller.sandbox;
}
function present2(ctx, s) {
  return s.imsOrgId === "" ? { ...s, imsOrgId: ctx.caller.orgId } : s;
}
function notFound(id) {
  return problem(404, "UPS-1404", "Segment definition not found", `no segment definition with id ${id} in this sandbox`);
}
function invalid(def) {
  const bad6 = (detail) => problem(400, "UPS-1400", "Invalid segment definition", detail);
  if (typeof def.name !== "string" || def.name.trim().length === 0) return bad6("name is required and must be a non-empty string");
  if (!isObject7(def.schema) || typeof def.schema.name !== "string") return bad6("schema.name is required (e.g. _xdm.context.profile)");
  const e = def.expression;
  if (!isObject7(e)) return bad6("expression is required: {type, format, value}");
  if (e.type !== "PQL" && e.type !== "ARL") return bad6('expression.type must be "PQL"');
  if (e.format !== "pql/text" && e.format !== "pql/json") return bad6('expression.format must be "pql/text" or "pql/json"');
  if (typeof e.value !== "string" || e.value.length === 0) return bad6("expression.value must be a non-empty string");
  if (def.evaluationInfo !== void 0) {
    if (!isObject7(def.evaluationInfo)) return bad6("evaluationInfo must be an object");
    for (const kind of EVALUATION_KINDS) {
      const v = def.evaluationInfo[kind];
      if (v !== void 0 && !(isObject7(v) && typeof v.enabled === "boolean")) return bad6(`evaluationInfo.${kind}.enabled must be a boolean`);
    }
  }
  if (def.mergePolicyId !== void 0 && typeof def.mergePolicyId !== "string") return bad6("mergePolicyId must be a string");
  if (def.ttlInDays !== void 0 && typeof def.ttlInDays !== "number") return bad6("ttlInDays must be a number");
  return void 0;
}
function normaliseEvaluation(info) {
  const given = isObject7(info) ? info : { batch: { enabled: true } };
  const out = { ...given };
  for (const kind of EVALUATION_KINDS) out[kind] = { enabled: isObject7(given[kind]) ? given[kind].enabled === true : false };
  return out;
}
function duplicate(ctx, name, exceptId) {
  const existing = ctx.state.data.segments.find((s) => inScope(ctx)(s) && s.name === name && s.id !== exceptId);
  if (!existing) return void 0;
  return problem(422, "UPS-1422", "Segment definition already exists", `a segment definition named "${name}" already exists (id ${existing.id}); use PATCH to change it`);
}
function resolveMergePolicy(ctx, def) {
  const policies = ctx.state.data.mergePolicies;
  if (def.mergePolicyId === void 0) {
    def.mergePolicyId = policies.find((p) => p.default)?.id;
    if (def.mergePolicyId === void 0) delete def.mergePolicyId;
    return void 0;
  }
  if (!policies.some((p) => p.id === def.mergePolicyId))
    return problem(400, "UPS-1401", "Invalid segment definition", `merge policy ${String(def.mergePolicyId)} does not exist`);
  return void 0;
}
function create(ctx) {
  if (!isObject7(ctx.body)) return problem(400, "UPS-1400", "Invalid segment definition", "the body must be a segment definition object");
  const body = { ...ctx.body };
  for (const f of SERVER_FIELDS) delete body[f];
  const rejection = invalid(body) ?? duplicate(ctx, body.name) ?? resolveMergePolicy(ctx, body);
  if (rejection) return rejection;
  const now = ctx.now();
  const segment = {
    id: ctx.state.newId(),
    ...body,
    name: body.name,
    profileInstanceId: typeof body.profileInstanceId === "string" ? body.profileInstanceId : "ups",
    evaluationInfo: normaliseEvaluation(body.evaluationInfo),
    imsOrgId: ctx.caller.orgId,
    sandbox: ctx.state.sandbox(ctx.caller.sandbox),
    dataGovernancePolicy: isObject7(body.dataGovernancePolicy) ? body.dataGovernancePolicy : { excludeOptOut: true },
    creationTime: now,
    updateEpoch: Math.floor(now / 1e3),
    updateTime: now
  };
  const edge = checkEdge(ctx, segment);
  if (edge) return edge;
  ctx.state.data.segments.push(segment);
  ctx.state.changed();
  return ok(segment, 200, { "X-Location": `${BASE5}/${segment.id}` });
}
function get2(ctx) {
  const found = ctx.state.data.segments.find((s) => s.id === ctx.params.id && inScope(ctx)(s));
  return found ? ok(present2(ctx, found)) : notFound(ctx.params.id);
}
function update(ctx) {
  const index = ctx.state.data.segments.findIndex((s) => s.id === ctx.params.id && inScope(ctx)(s));
  if (index < 0) return notFound(ctx.params.id);
  if (!isObject7(ctx.body)) return problem(400, "UPS-1400", "Invalid segment definition", "the body must be a segment definition object");
  const current = ctx.state.data.segments[index];
  const changes = { ...ctx.body };
  for (const f of SERVER_FIELDS) delete changes[f];
  const merged = { ...current, ...changes };
  if (changes.evaluationInfo !== void 0) merged.evaluationInfo = normaliseEvaluation(changes.evaluationInfo);
  const rejection = invalid(merged) ?? duplicate(ctx, merged.name, current.id) ?? resolveMergePolicy(ctx, merged);
  if (rejection) return rejection;
  const now = ctx.now();
  const updated = { ...merged, updateTime: now, updateEpoch: Math.floor(now / 1e3) };
  const edge = checkEdge(ctx, updated);
  if (edge) return edge;
  ctx.state.data.segments[index] = updated;
  ctx.state.changed();
  return ok(updated, 200, { "X-Location": `${BASE5}/${updated.id}` });
}
function remove(ctx) {
  const index = ctx.state.data.segments.findIndex((s) => s.id === ctx.params.id && inScope(ctx)(s));
  if (index < 0) return notFound(ctx.params.id);
  ctx.state.data.segments.splice(index, 1);
  ctx.state.changed();
  return ok({ status: true, message: `segment definition ${ctx.params.id} deleted` });
}
function list4(ctx) {
  const q = ctx.query;
  const bad6 = (detail) => problem(400, "UPS-1402", "Invalid query", detail);
  const filters = [];
  for (const kind of EVALUATION_KINDS) {
    const v = q.get(`evaluationInfo.${kind}.enabled`);
    if (v === null) continue;
    if (v !== "true" && v !== "false") return bad6(`evaluationInfo.${kind}.enabled must be true or false`);
    filters.push({ kind, enabled: v === "true" });
  }
  const limit = intParam(q.get("limit"), 100);
  const page = intParam(q.get("page"), 0);
  const startRaw = q.get("start");
  const start = startRaw === null ? void 0 : intParam(startRaw, 0);
  if (limit === void 0 || limit < 1) return bad6("limit must be a positive integer");
  if (page === void 0 || startRaw !== null && start === void 0) return bad6("page and start must be integers of 0 or more");
  const [sortField, sortDir] = (q.get("sort") ?? "creationTime:desc").split(":");
  if (!SORTABLE.has(sortField) || sortDir !== void 0 && sortDir !== "asc" && sortDir !== "desc")
    return bad6(`sort must be field:asc|desc with field one of ${[...SORTABLE].join(", ")}`);
  const direction = sortDir === "asc" ? 1 : -1;
  const effectiveLimit = Math.min(limit, MAX_LIMIT);
  const matching = ctx.state.data.segments.filter(inScope(ctx)).filter((s) => filters.every((f) => enabled2(s, f.kind) === f.enabled)).sort((a, b) => direction * compare2(a[sortField], b[sortField]) || compare2(a.id, b.id));
  const offset = start ?? page * effectiveLimit;
  const items = matching.slice(offset, offset + effectiveLimit);
  const totalPages = Math.ceil(matching.length / effectiveLimit);
  const currentPage = Math.floor(offset / effectiveLimit);
  const link = {};
  if (offset + effectiveLimit < matching.length) {
    const next = new URLSearchParams(q);
    next.delete("start");
    next.set("page", String(currentPage + 1));
    next.set("limit", String(effectiveLimit));
    link.next = `${BASE5}?${next.toString()}`;
  }
  return ok({
    segments: items.map((s) => present2(ctx, s)),
    page: { totalCount: matching.length, totalPages, sortField, sort: direction === 1 ? "asc" : "desc", pageSize: items.length, limit: effectiveLimit },
    link
  });
}
function enabled2(s, kind) {
  const info = s.evaluationInfo;
  const entry = isObject7(info) ? info[kind] : void 0;
  return isObject7(entry) && entry.enabled === true;
}
function intParam(value, fallback) {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) ? Number(value) : void 0;
}
function compare2(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""));
}
var segmentRoutes = [
  route("GET", BASE5, list4),
  route("POST", BASE5, create),
  route("GET", `${BASE5}/:id`, get2),
  route("PATCH", `${BASE5}/:id`, update),
  route("DELETE", `${BASE5}/:id`, remove)
];

// src/emulator/edge.ts
import { randomUUID as randomUUID2 } from "node:crypto";

// src/emulator/profiles.ts
var MAX_EVENTS = 1e3;
function profileStore(ctx) {
  return ctx.state.bucket("profiles", () => ({ profiles: {}, history: [] }));
}
var isObject8 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function primaryIdentity(xdm) {
  const map = xdm.identityMap;
  if (!isObject8(map)) return { ok: false, message: "the event has no identityMap: the edge needs exactly one identity marked primary" };
  const primaries = [];
  for (const [namespace, list9] of Object.entries(map)) {
    if (!Array.isArray(list9)) continue;
    for (const entry of list9) if (isObject8(entry) && entry.primary === true && typeof entry.id === "string") primaries.push({ namespace, id: entry.id });
  }
  if (primaries.length === 1) return { ok: true, ...primaries[0] };
  if (primaries.length === 0) return { ok: false, message: `no identity in the event's identityMap is marked primary: the edge needs exactly one (set "primary": true on one)` };
  return { ok: false, message: `${primaries.length} identities in the event's identityMap are marked primary (${primaries.map((p) => p.namespace).join(", ")}): the edge needs exactly one` };
}
function profileOf(store, identity) {
  const key = `${identity.namespace}:${identity.id}`;
  store.profiles[key] ??= { identity: { namespace: identity.namespace, id: identity.id }, attributes: {}, events: [], segments: {} };
  return { key, profile: store.profiles[key] };
}
function addEvent(profile, event) {
  profile.events.push(event);
  profile.events.sort((a, b) => Date.parse(String(a.timestamp)) - Date.parse(String(b.timestamp)));
  if (profile.events.length > MAX_EVENTS) profile.events.splice(0, profile.events.length - MAX_EVENTS);
}
function mergeAttributes(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (key === "identityMap" || key === "_id") continue;
    const existing = into[key];
    if (isObject8(existing) && isObject8(value)) mergeAttributes(existing, value);
    else into[key] = value;
  }
}

// src/emulator/edge.ts
var DAY = 24 * 60 * 60 * 1e3;
var isObject9 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function edgeError(status, title, detail) {
  return { status, body: { type: `https://ns.adobe.com/aep/errors/EXEG-0104-${status}`, status, title, detail } };
}
var compiled = /* @__PURE__ */ new Map();
function compile(pql) {
  if (!compiled.has(pql)) {
    const { ast } = parse(pql);
    compiled.set(pql, ast ? { ast, type: analyze(ast).verdict.type ?? null } : null);
  }
  return compiled.get(pql);
}
function edgeAudiences(ctx, sandbox) {
  const out = [];
  for (const segment of ctx.state.data.segments) {
    if (segment.sandbox.sandboxName !== sandbox || !wantsEdge(segment)) continue;
    const value = isObject9(segment.expression) ? segment.expression.value : void 0;
    const code = typeof value === "string" ? compile(value) : null;
    if (code) out.push({ segment, code });
  }
  return out;
}
function evaluateEdge(ctx, sandbox, key, profile, at2) {
  const store = profileStore(ctx);
  const audiences = edgeAudiences(ctx, sandbox).sort((a, b) => Number(a.code.type === "segment-of-segments") - Number(b.code.type === "segment-of-segments"));
  const isIn = (id) => profile.segments[id]?.status === "realized";
  const data = { ...profile.attributes, segmentMembership: { ups: Object.fromEntries(Object.entries(profile.segments).map(([id, m]) => [id, { status: m.status }])) } };
  const day = Math.floor(at2 / DAY);
  for (const { segment, code } of audiences) {
    const current = profile.segments[segment.id];
    if (code.type === "profile-only" && current?.day === day) continue;
    const qualifies = evaluate(code.ast, { profile: data, events: profile.events, now: at2, membership: isIn }).qualifies;
    const was = current?.status === "realized";
    const held = was && !qualifies && code.type === "segment-of-segments" && at2 - current.since < DAY;
    if (qualifies !== was && !held) {
      const status = qualifies ? "realized" : "exited";
      profile.segments[segment.id] = { status, since: at2, ...code.type === "profile-only" ? { day } : {} };
      store.history.push({ segmentId: segment.id, profile: key, status, time: at2 });
    } else if (code.type === "profile-only") profile.segments[segment.id] = { ...current ?? { status: "exited", since: at2 }, day };
    data.segmentMembership.ups[segment.id] = { status: profile.segments[segment.id]?.status ?? "exited" };
  }
  return audiences.filter(({ segment }) => isIn(segment.id)).map(({ segment }) => segment.id);
}
function interact2(ctx) {
  const datastream = ctx.query.get("datastreamId") ?? ctx.query.get("dataStreamId");
  if (!datastream) return edgeError(400, "Missing datastream", "the query parameter datastreamId is required");
  const event = isObject9(ctx.body) ? ctx.body.event : void 0;
  const xdm = isObject9(event) ? event.xdm : void 0;
  if (!isObject9(xdm)) return edgeError(400, "Invalid request", 'the body must be {"event": {"xdm": {...}}}');
  const identity = primaryIdentity(xdm);
  if (!identity.ok) return edgeError(400, "Invalid identity", identity.message);
  const at2 = typeof xdm.timestamp === "string" && !Number.isNaN(Date.parse(xdm.timestamp)) ? Date.parse(xdm.timestamp) : ctx.now();
  const store = profileStore(ctx);
  const { key, profile } = profileOf(store, identity);
  addEvent(profile, { _id: randomUUID2(), ...xdm, timestamp: new Date(at2).toISOString() });
  const sandbox = String(ctx.headers["x-sandbox-name"] ?? "prod");
  const segments = evaluateEdge(ctx, sandbox, key, profile, at2);
  ctx.state.changed();
  const requestId = ctx.query.get("requestId") ?? randomUUID2();
  return { status: 200, body: { requestId, handle: [{ type: "activation:pull", payload: segments.map((id) => ({ id, namespace: { code: "ups" } })) }] } };
}
function history(ctx) {
  const store = profileStore(ctx);
  const bound = (name) => {
    const v = ctx.query.get(name);
    if (v === null) return void 0;
    const ms = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    return Number.isNaN(ms) ? null : ms;
  };
  const from = bound("from");
  const to = bound("to");
  if (from === null || to === null) return edgeError(400, "Invalid request", "from and to are ISO-8601 instants or milliseconds since the epoch");
  const segmentId = ctx.query.get("segmentId");
  const changes = store.history.filter((c) => (!segmentId || c.segmentId === segmentId) && (from === void 0 || c.time >= from) && (to === void 0 || c.time < to));
  const qualified = segmentId ? Object.values(store.profiles).filter((p) => p.segments[segmentId]?.status === "realized").length : void 0;
  return { status: 200, body: { ...segmentId ? { segmentId, qualified } : {}, changes: changes.map((c) => ({ ...c, time: new Date(c.time).toISOString() })) } };
}
var edgeRoutes = [route("POST", "/ee/v2/interact", interact2, "none"), route("GET", "/ee/emulator/history", history, "none")];

// src/emulator/flow-store.ts
import { randomUUID as randomUUID3 } from "node:crypto";
function streamStore(ctx) {
  const store = ctx.state.bucket("stream", () => ({
    connections: [],
    sourceConnections: [],
    targetConnections: [],
    flows: [],
    schemas: [],
    dataSets: [],
    mappingSets: [],
    received: {}
  }));
  return store;
}
function scopeOf(ctx) {
  return { imsOrgId: ctx.caller.orgId, sandboxName: ctx.caller.sandbox ?? "prod" };
}
function inScope2(ctx) {
  const { imsOrgId, sandboxName } = scopeOf(ctx);
  return (r) => r.imsOrgId === imsOrgId && r.sandboxName === sandboxName;
}
function find(ctx, collection, id) {
  return streamStore(ctx)[collection].find((r) => r.id === id && inScope2(ctx)(r));
}
function newEtag() {
  return `"${randomUUID3()}"`;
}
function hexId(length) {
  return randomUUID3().replace(/-/g, "").repeat(2).slice(0, length);
}

// src/emulator/schema-registry.ts
import { createHash } from "node:crypto";
var BASE6 = "/data/foundation/schemaregistry/tenant/schemas";
var TENANT = "_emulator";
var isObject10 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var bad2 = (detail) => problem(400, "XDM-1000", "Bad request", detail);
function lookup(ctx, id) {
  return streamStore(ctx).schemas.find((s) => inScope2(ctx)(s) && (s.id === id || s["meta:altId"] === id));
}
function create2(ctx) {
  const body = ctx.body;
  if (!isObject10(body)) return bad2("the body must be a schema object");
  if (typeof body.title !== "string" || !body.title) return bad2("title is required");
  if (!Array.isArray(body.allOf) || !body.allOf.some((r) => isObject10(r) && typeof r.$ref === "string" && /^https?:\/\//.test(r.$ref)))
    return bad2("allOf must reference an XDM class by $ref, e.g. https://ns.adobe.com/xdm/context/experienceevent");
  const hash = createHash("sha256").update(`${ctx.caller.orgId}:${body.title}:${ctx.now()}:${Math.random()}`).digest("hex").slice(0, 32);
  const id = `https://ns.adobe.com/${TENANT}/schemas/${hash}`;
  const record4 = {
    ...body,
    id,
    $id: id,
    "meta:altId": `${TENANT}.schemas.${hash}`,
    "meta:resourceType": "schemas",
    version: "1.0",
    "meta:registryMetadata": { "repo:createdDate": ctx.now(), eTag: hash },
    ...scopeOf(ctx)
  };
  streamStore(ctx).schemas.push(record4);
  ctx.state.changed();
  return ok(view(record4), 201);
}
function view(s) {
  const { id: _id, imsOrgId: _o, sandboxName: _s, ...rest } = s;
  return rest;
}
function list5(ctx) {
  return ok({ results: streamStore(ctx).schemas.filter(inScope2(ctx)).map((s) => ({ $id: s.$id, "meta:altId": s["meta:altId"], title: s.title, version: s.version })), _page: { count: 0 }, _links: {} });
}
function get3(ctx) {
  const s = lookup(ctx, ctx.params.id);
  return s ? ok(view(s)) : problem(404, "XDM-1010", "Resource not found", `no schema ${ctx.params.id}`);
}
function remove2(ctx) {
  const s = lookup(ctx, ctx.params.id);
  if (!s) return problem(404, "XDM-1010", "Resource not found", `no schema ${ctx.params.id}`);
  const users = streamStore(ctx).dataSets.filter((d) => inScope2(ctx)(d) && d.schemaId === s.id);
  if (users.length > 0) return problem(409, "XDM-1017", "Schema in use", `schema ${s.$id} is used by dataset ${users.map((d) => d.id).join(", ")}; delete the datasets first`);
  const all = streamStore(ctx).schemas;
  all.splice(all.indexOf(s), 1);
  ctx.state.changed();
  return { status: 204 };
}
var schemaRoutes = [
  route("POST", BASE6, create2),
  route("GET", BASE6, list5),
  route("GET", `${BASE6}/:id`, get3),
  route("DELETE", `${BASE6}/:id`, remove2)
];
function findSchema(ctx, id) {
  return lookup(ctx, id) ?? find(ctx, "schemas", id);
}

// src/emulator/catalog.ts
var BASE7 = "/data/foundation/catalog/dataSets";
var isObject11 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var bad3 = (detail) => problem(400, "CAT-1400", "Bad request", detail);
function create3(ctx) {
  const body = ctx.body;
  if (!isObject11(body)) return bad3("the body must be a dataset object");
  if (typeof body.name !== "string" || !body.name) return bad3("name is required");
  const ref = isObject11(body.schemaRef) ? body.schemaRef : void 0;
  if (!ref || typeof ref.id !== "string") return bad3("schemaRef {id, contentType} is required");
  const schema = findSchema(ctx, ref.id);
  if (!schema) return bad3(`schema ${ref.id} does not exist`);
  const id = hexId(24);
  const record4 = { ...body, id, schemaId: schema.id, created: ctx.now(), updated: ctx.now(), ...scopeOf(ctx) };
  streamStore(ctx).dataSets.push(record4);
  ctx.state.changed();
  return ok([`@/dataSets/${id}`], 201);
}
function list6(ctx) {
  const out = {};
  for (const d of streamStore(ctx).dataSets.filter(inScope2(ctx))) out[d.id] = { name: d.name, schemaRef: d.schemaRef, created: d.created };
  return ok(out);
}
function remove3(ctx) {
  const d = find(ctx, "dataSets", ctx.params.id);
  if (!d) return problem(404, "CAT-1404", "Not found", `no dataset ${ctx.params.id}`);
  const writers = streamStore(ctx).targetConnections.filter((t) => inScope2(ctx)(t) && t.params?.dataSetId === d.id);
  if (writers.length > 0) return bad3(`dataset ${d.id} is the target of connection ${writers.map((t) => t.id).join(", ")}; delete it first`);
  const all = streamStore(ctx).dataSets;
  all.splice(all.indexOf(d), 1);
  ctx.state.changed();
  return ok([`@/dataSets/${d.id}`]);
}
var catalogRoutes = [route("POST", BASE7, create3), route("GET", BASE7, list6), route("DELETE", `${BASE7}/:id`, remove3)];

// src/emulator/flows.ts
import { randomUUID as randomUUID4 } from "node:crypto";

// src/emulator/json-patch.ts
function applyPatch(target, ops) {
  if (!Array.isArray(ops) || ops.length === 0) return { error: "the body must be a non-empty JSON-Patch array of {op, path, value}" };
  const doc = structuredClone(target);
  for (const [i, raw] of ops.entries()) {
    const op = raw;
    if (typeof op !== "object" || op === null || typeof op.path !== "string" || !op.path.startsWith("/")) return { error: `operation ${i}: needs a path starting with /` };
    const name = String(op.op).toLowerCase();
    if (!["add", "replace", "remove"].includes(name)) return { error: `operation ${i}: op must be add, replace or remove` };
    const keys = op.path.slice(1).split("/").map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
    let parent = doc;
    for (const key of keys.slice(0, -1)) {
      parent = parent?.[key];
      if (typeof parent !== "object" || parent === null) return { error: `operation ${i}: ${op.path} does not exist` };
    }
    const last = keys[keys.length - 1];
    const container = parent;
    if (name !== "add" && !(last in container)) return { error: `operation ${i}: ${op.path} does not exist` };
    if (name === "remove") {
      if (Array.isArray(container)) container.splice(Number(last), 1);
      else delete container[last];
    } else container[last] = op.value;
  }
  return { result: doc };
}

// src/emulator/flows.ts
var FLOW_BASE = "/data/foundation/flowservice";
var DATA_LAKE_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
var RESOURCES = ["connections", "sourceConnections", "targetConnections", "flows"];
var isObject12 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isSpec = (v) => isObject12(v) && typeof v.id === "string" && v.id.length > 0;
function flowError(status, code, title, detail, ctx, type) {
  const reply = problem(status, `FLOW-${code}`, title, detail, { "detailed-message": detail, "request-id": ctx.requestId, ...type ? { type } : {} });
  return { ...reply, body: { ...reply.body, errorMessage: detail } };
}
var bad4 = (ctx, detail, code = 1400) => flowError(400, code, "Bad request", detail, ctx);
var NOUNS = { connections: "connection", sourceConnections: "source connection", targetConnections: "target connection", flows: "dataflow" };
var notFound2 = (ctx, resource, id) => flowError(404, 1439, "Resource not found", `no ${NOUNS[resource]} ${id} in this sandbox`, ctx, resource);
function inletUrl(ctx, inletId) {
  return `${ctx.baseUrl}/collection/${inletId}`;
}
function validate2(ctx, resource, body) {
  const fail = (reply) => ({ reply });
  if (typeof body.name !== "string" || body.name.trim() === "") return fail(bad4(ctx, "name is required"));
  switch (resource) {
    case "connections": {
      if (!isSpec(body.connectionSpec)) return fail(bad4(ctx, "connectionSpec {id, version} is required"));
      if (!isObject12(body.auth) || !isObject12(body.auth.params)) return fail(bad4(ctx, "auth {specName, params} is required"));
      const inletId = randomUUID4().replace(/-/g, "");
      return { fields: { auth: { ...body.auth, params: { ...body.auth.params, inletId, inletUrl: inletUrl(ctx, inletId) } } } };
    }
    case "sourceConnections": {
      if (!isSpec(body.connectionSpec)) return fail(bad4(ctx, "connectionSpec {id, version} is required"));
      if (body.baseConnectionId !== void 0 && !(typeof body.baseConnectionId === "string" && find(ctx, "connections", body.baseConnectionId)))
        return fail(bad4(ctx, `base connection ${String(body.baseConnectionId)} does not exist`));
      return { fields: {} };
    }
    case "targetConnections": {
      if (!isSpec(body.connectionSpec)) return fail(bad4(ctx, "connectionSpec {id, version} is required"));
      if (body.connectionSpec.id !== DATA_LAKE_SPEC) return fail(bad4(ctx, `the emulator supports the data lake target only (connection spec ${DATA_LAKE_SPEC})`));
      const schema = isObject12(body.data) && isObject12(body.data.schema) ? body.data.schema : void 0;
      if (!schema || typeof schema.id !== "string") return fail(bad4(ctx, "data.schema {id, version} is required"));
      if (!isObject12(body.params) || typeof body.params.dataSetId !== "string") return fail(bad4(ctx, "params.dataSetId is required"));
      const dataset = find(ctx, "dataSets", body.params.dataSetId);
      if (!dataset) return fail(bad4(ctx, `dataset ${body.params.dataSetId} does not exist`));
      if (dataset.schemaId !== schema.id) return fail(bad4(ctx, `dataset ${dataset.id} uses schema ${String(dataset.schemaId)}, not ${schema.id}`));
      return { fields: {} };
    }
    case "flows": {
      if (!isSpec(body.flowSpec)) return fail(bad4(ctx, "flowSpec {id, version} is required"));
      if ("state" in body) return fail(bad4(ctx, "state cannot be set when creating a dataflow", 1410));
      const ids = (v) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string") ? v : void 0;
      const sources = ids(body.sourceConnectionIds);
      const targets = ids(body.targetConnectionIds);
      if (!sources || !targets) return fail(bad4(ctx, "sourceConnectionIds and targetConnectionIds must be non-empty arrays of ids"));
      for (const id of sources) if (!find(ctx, "sourceConnections", id)) return fail(bad4(ctx, `source connection ${id} does not exist`));
      for (const id of targets) if (!find(ctx, "targetConnections", id)) return fail(bad4(ctx, `target connection ${id} does not exist`));
      const transformations = body.transformations ?? [];
      if (!Array.isArray(transformations)) return fail(bad4(ctx, "transformations must be an array"));
      for (const t of transformations) {
        if (!isObject12(t) || t.name !== "Mapping" || !isObject12(t.params)) return fail(bad4(ctx, 'a transformation must be {name: "Mapping", params: {mappingId, mappingVersion}}'));
        const mapping = typeof t.params.mappingId === "string" ? find(ctx, "mappingSets", t.params.mappingId) : void 0;
        if (!mapping) return fail(bad4(ctx, `mapping set ${String(t.params.mappingId)} does not exist`));
        const target = find(ctx, "targetConnections", targets[0]);
        const targetSchema = target.data?.schema?.id;
        if (mapping.schemaId !== targetSchema) return fail(bad4(ctx, `mapping set ${mapping.id} maps to schema ${String(mapping.schemaId)}, the target dataset uses ${String(targetSchema)}`, 1425));
      }
      const source = find(ctx, "sourceConnections", sources[0]);
      const base = typeof source.baseConnectionId === "string" ? find(ctx, "connections", source.baseConnectionId) : void 0;
      const baseInlet = base?.auth?.params?.inletId;
      const inletId = typeof baseInlet === "string" ? baseInlet : randomUUID4().replace(/-/g, "");
      return { fields: { state: "enabled", options: { inletId, inletUrl: inletUrl(ctx, inletId) } } };
    }
  }
}
function create4(resource) {
  return (ctx) => {
    if (!isObject12(ctx.body)) return bad4(ctx, "the body must be a JSON object");
    const checked2 = validate2(ctx, resource, ctx.body);
    if (checked2.reply) return checked2.reply;
    const extra = checked2.fields;
    const now = ctx.now();
    const id = randomUUID4();
    const etag = newEtag();
    const record4 = {
      ...ctx.body,
      ...extra,
      id,
      ...scopeOf(ctx),
      state: extra.state ?? "enabled",
      etag,
      version: etag,
      createdAt: now,
      updatedAt: now,
      createdBy: ctx.caller.clientId,
      createdClient: ctx.caller.clientId
    };
    if (resource === "flows") record4.lastOperation = { started: now, updated: now, operation: "create", status: { value: "completed", errors: [] }, ops: [], percentCompleted: 100 };
    streamStore(ctx)[resource].push(record4);
    ctx.state.changed();
    return ok({ id, etag }, 201, { Location: `${FLOW_BASE}/${resource}/${id}` });
  };
}
function view2(ctx, resource, r) {
  const { imsOrgId, sandboxName, ...rest } = r;
  const out = { ...rest, imsOrgId, sandboxName, sandboxId: ctx.state.sandbox(sandboxName).sandboxId };
  const options = out.options;
  if (typeof options?.inletId === "string") out.options = { ...options, inletUrl: inletUrl(ctx, options.inletId) };
  const auth = out.auth;
  if (typeof auth?.params?.inletId === "string") out.auth = { ...auth, params: { ...auth.params, inletUrl: inletUrl(ctx, auth.params.inletId) } };
  if (resource === "flows") {
    const sources = r.sourceConnectionIds.map((id) => find(ctx, "sourceConnections", id));
    out.inheritedAttributes = {
      properties: { isSourceFlow: true },
      sourceConnections: sources.filter(Boolean).map((s) => ({ id: s.id, connectionSpec: s.connectionSpec, ...s.baseConnectionId ? { baseConnection: { id: s.baseConnectionId } } : {} })),
      targetConnections: r.targetConnectionIds.map((id) => ({ id, connectionSpec: find(ctx, "targetConnections", id)?.connectionSpec }))
    };
    out.runs = `/runs?property=flowId==${r.id}`;
  }
  return out;
}
function getOne(resource) {
  return (ctx) => {
    const r = find(ctx, resource, ctx.params.id);
    return r ? ok({ items: [view2(ctx, resource, r)] }) : notFound2(ctx, resource, ctx.params.id);
  };
}
function matches2(filter) {
  const m = /^([\w.]+)(\[\])?==(.*)$/.exec(filter);
  if (!m) return void 0;
  const [, path2, array9, values] = m;
  const wanted = values.split(",");
  return (r) => {
    const v = path2.split(".").reduce((o, k) => isObject12(o) ? o[k] : void 0, r);
    if (array9) return Array.isArray(v) && v.some((x) => wanted.includes(String(x)));
    return v !== void 0 && wanted.includes(String(v));
  };
}
function list7(resource) {
  return (ctx) => {
    let items = streamStore(ctx)[resource].filter(inScope2(ctx));
    for (const p of ctx.query.getAll("property")) {
      const test = matches2(p);
      if (!test) return bad4(ctx, `property filter "${p}" is not supported by the emulator; use field==value`, 1440);
      items = items.filter(test);
    }
    if (ctx.query.get("count") === "true") return ok({ count: items.length });
    const limit = Math.min(Number(ctx.query.get("limit") ?? 100) || 100, 1e3);
    const start = Number(ctx.query.get("continuationToken") ?? 0) || 0;
    const page = items.slice(start, start + limit);
    const next = start + limit < items.length ? { next: { href: `/${resource}?continuationToken=${start + limit}&limit=${limit}` } } : {};
    return ok({ items: page.map((r) => view2(ctx, resource, r)), _links: next });
  };
}
function sameEtag(given, stored) {
  const bare = (s) => s.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
  return bare(given) === bare(stored);
}
function patch(resource) {
  return (ctx) => {
    const r = find(ctx, resource, ctx.params.id);
    if (!r) return notFound2(ctx, resource, ctx.params.id);
    const ifMatch = ctx.headers["if-match"];
    const given = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
    if (!given) return bad4(ctx, "the If-Match header is required: send the etag from the last GET", 1403);
    if (!sameEtag(given, r.etag))
      return flowError(412, 1404, "Version not matching", `the ${resource} was changed since the etag ${given} was read; GET it again for the current etag`, ctx);
    const ops = ctx.body;
    if (Array.isArray(ops)) {
      for (const op of ops) {
        const path2 = isObject12(op) ? String(op.path) : "";
        if (path2.startsWith("/connectionSpec")) return bad4(ctx, "the connection spec cannot be changed", 1414);
        if (/^\/(id|etag|version|imsOrgId|sandboxName|createdAt|createdBy|options)\b/.test(path2)) return bad4(ctx, `${path2} is read-only`);
      }
    }
    const patched = applyPatch(r, ops);
    if ("error" in patched) return bad4(ctx, patched.error);
    const etag = newEtag();
    const now = ctx.now();
    Object.assign(r, patched.result, { etag, version: etag, updatedAt: now });
    if (resource === "flows") r.lastOperation = { started: now, updated: now, operation: "update", status: { value: "completed", errors: [] }, ops: [], percentCompleted: 100 };
    ctx.state.changed();
    return ok({ id: r.id, etag });
  };
}
function flowsUsing(ctx, resource, id) {
  const flows = streamStore(ctx).flows.filter(inScope2(ctx));
  if (resource === "sourceConnections") return flows.filter((f) => f.sourceConnectionIds.includes(id));
  if (resource === "targetConnections") return flows.filter((f) => f.targetConnectionIds.includes(id));
  if (resource === "connections") {
    const sources = streamStore(ctx).sourceConnections.filter((s) => inScope2(ctx)(s) && s.baseConnectionId === id).map((s) => s.id);
    return flows.filter((f) => f.sourceConnectionIds.some((s) => sources.includes(s)));
  }
  return [];
}
function remove4(resource) {
  return (ctx) => {
    const store = streamStore(ctx)[resource];
    const r = find(ctx, resource, ctx.params.id);
    if (!r) return notFound2(ctx, resource, ctx.params.id);
    const users = flowsUsing(ctx, resource, r.id);
    if (users.length > 0)
      return bad4(ctx, `the connection is used by ${users.length} dataflow${users.length === 1 ? "" : "s"} (${users.map((f) => f.id).join(", ")}); delete the dataflows first`, 1418);
    store.splice(store.indexOf(r), 1);
    ctx.state.changed();
    return { status: 204 };
  };
}
var flowRoutes = RESOURCES.flatMap((resource) => [
  route("POST", `${FLOW_BASE}/${resource}`, create4(resource)),
  route("GET", `${FLOW_BASE}/${resource}`, list7(resource)),
  route("GET", `${FLOW_BASE}/${resource}/:id`, getOne(resource)),
  route("PATCH", `${FLOW_BASE}/${resource}/:id`, patch(resource)),
  route("DELETE", `${FLOW_BASE}/${resource}/:id`, remove4(resource))
]);

// src/emulator/inlet.ts
import { randomUUID as randomUUID5 } from "node:crypto";
var PROBLEM = "https://ns.adobe.com/adobecloud/problem/data-collection-service";
function dcsProblem(status, kind, title, message2) {
  return { status, body: { type: `${PROBLEM}-${kind}`, status: String(status), title, report: { message: message2 } } };
}
function owner(ctx, inletId) {
  const store = streamStore(ctx);
  const base = store.connections.find((c) => c.auth?.params?.inletId === inletId);
  if (base) return { base };
  const flow = store.flows.find((f) => f.options?.inletId === inletId);
  return flow ? { flow } : void 0;
}
function receive(ctx) {
  const inletId = ctx.params.inletId;
  const found = owner(ctx, inletId);
  if (!found) return dcsProblem(404, "not-found", "Not found", `no inlet ${inletId}`);
  const params = found.base?.auth?.params;
  if (params?.authenticationRequired === true && !/^Bearer\s+\S+/i.test(String(ctx.headers.authorization ?? "")))
    return dcsProblem(401, "authorization", "Authorization", "this inlet requires authentication: send Authorization: Bearer <token>");
  const type = String(ctx.headers["content-type"] ?? "");
  if (!/^application\/([\w.+-]*\+)?json/i.test(type)) return dcsProblem(400, "bad-request", "Bad request", `the body must be JSON (Content-Type: application/json); got ${type || "no Content-Type"}`);
  let record4;
  try {
    record4 = JSON.parse(ctx.rawBody);
  } catch (e) {
    return dcsProblem(400, "bad-request", "Bad request", `the body is not valid JSON: ${e instanceof Error ? e.message : "unreadable"}`);
  }
  if (typeof record4 !== "object" || record4 === null) return dcsProblem(400, "bad-request", "Bad request", "the body must be a JSON object (one record)");
  const store = streamStore(ctx);
  store.received[inletId] = (store.received[inletId] ?? 0) + 1;
  keepInProfile(ctx, record4);
  ctx.state.changed();
  return { status: 200, body: { inletId, xactionId: `${ctx.now()}:${randomUUID5()}`, receivedTimeMs: ctx.now() } };
}
function keepInProfile(ctx, record4) {
  const body = record4.body;
  const entity = typeof body === "object" && body !== null && typeof body.xdmEntity === "object" && body.xdmEntity !== null ? body.xdmEntity : record4;
  const identity = primaryIdentity(entity);
  if (!identity.ok) return;
  const { profile } = profileOf(profileStore(ctx), identity);
  if (typeof entity.eventType === "string" && typeof entity.timestamp === "string") addEvent(profile, entity);
  else mergeAttributes(profile.attributes, entity);
}
var inletRoutes = [route("POST", "/collection/:inletId", receive, "none")];

// src/emulator/mapping-sets.ts
var BASE8 = "/data/foundation/conversion/mappingSets";
var isObject13 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var bad5 = (detail) => problem(400, "DPS-1400", "Bad request", detail);
function create5(ctx) {
  const body = ctx.body;
  if (!isObject13(body)) return bad5("the body must be a mapping set object");
  const schemaRef = isObject13(body.outputSchema) && isObject13(body.outputSchema.schemaRef) ? body.outputSchema.schemaRef : void 0;
  const schemaId = typeof schemaRef?.id === "string" ? schemaRef.id : typeof body.xdmSchema === "string" ? body.xdmSchema : void 0;
  if (!schemaId) return bad5("outputSchema.schemaRef.id (or xdmSchema) is required");
  const schema = findSchema(ctx, schemaId);
  if (!schema) return bad5(`schema ${schemaId} does not exist`);
  if (!Array.isArray(body.mappings) || body.mappings.length === 0) return bad5("mappings must be a non-empty array");
  for (const [i, m] of body.mappings.entries()) {
    const source = isObject13(m) ? m.source ?? m.sourceAttribute : void 0;
    const destination = isObject13(m) ? m.destination ?? m.destinationXdmPath : void 0;
    if (typeof source !== "string" || typeof destination !== "string") return bad5(`mappings[${i}] needs source and destination`);
  }
  const now = ctx.now();
  const record4 = { ...body, id: hexId(32), version: 0, schemaId: schema.id, createdDate: now, modifiedDate: now, createdBy: ctx.caller.clientId, modifiedBy: ctx.caller.clientId, ...scopeOf(ctx) };
  streamStore(ctx).mappingSets.push(record4);
  ctx.state.changed();
  const { id, version, createdDate, modifiedDate, createdBy, modifiedBy } = record4;
  return ok({ id, version, createdDate, modifiedDate, createdBy, modifiedBy });
}
function list8(ctx) {
  const data = streamStore(ctx).mappingSets.filter(inScope2(ctx)).map(({ imsOrgId: _o, sandboxName: _s, ...rest }) => rest);
  return ok({ data, _page: { count: data.length } });
}
function remove5(ctx) {
  const m = find(ctx, "mappingSets", ctx.params.id);
  if (!m) return problem(404, "DPS-1404", "Not found", `no mapping set ${ctx.params.id}`);
  const users = streamStore(ctx).flows.filter(
    (f) => inScope2(ctx)(f) && Array.isArray(f.transformations) && f.transformations.some((t) => isObject13(t) && isObject13(t.params) && t.params.mappingId === m.id)
  );
  if (users.length > 0) return bad5(`mapping set ${m.id} is used by dataflow ${users.map((f) => f.id).join(", ")}; delete it first`);
  const all = streamStore(ctx).mappingSets;
  all.splice(all.indexOf(m), 1);
  ctx.state.changed();
  return ok({ id: m.id, deleted: true });
}
var mappingSetRoutes = [route("POST", BASE8, create5), route("GET", BASE8, list8), route("DELETE", `${BASE8}/:id`, remove5)];

// src/emulator/stream-routes.ts
var streamRoutes = [...flowRoutes, ...schemaRoutes, ...catalogRoutes, ...mappingSetRoutes, ...inletRoutes];

// src/emulator/routes.ts
var routes = [
  ...imsRoutes,
  ...segmentRoutes,
  ...mergePolicyRoutes,
  ...quotaRoutes,
  ...streamRoutes,
  ...edgeRoutes
];

// src/emulator/state.ts
import { createHash as createHash2, randomUUID as randomUUID6 } from "node:crypto";
import { mkdirSync, readFileSync as readFileSync2, renameSync, writeFileSync } from "node:fs";
import { join as join5 } from "node:path";
var DEFAULT_MERGE_POLICIES = [
  {
    id: "a1b2c3d4-0000-4000-8000-00000000ed9e",
    name: "Default timebased (edge)",
    imsOrgId: "",
    schema: { name: "_xdm.context.profile" },
    version: 1,
    identityGraph: { type: "pdg" },
    attributeMerge: { type: "timestampOrdered" },
    isActiveOnEdge: true,
    default: true,
    updateEpoch: 17e8
  },
  {
    id: "a1b2c3d4-0000-4000-8000-0000000ba7c4",
    name: "Dataset precedence (batch)",
    imsOrgId: "",
    schema: { name: "_xdm.context.profile" },
    version: 1,
    identityGraph: { type: "none" },
    attributeMerge: { type: "dataSetPrecedence", order: [] },
    isActiveOnEdge: false,
    default: false,
    updateEpoch: 17e8
  }
];
var STATE_FILE = "emulator-state.json";
var EmulatorState = class {
  data;
  #dirty = false;
  #file;
  constructor(options = {}) {
    this.#file = options.dataDir ? join5(options.dataDir, STATE_FILE) : void 0;
    const loaded = this.#file ? readState(this.#file) : void 0;
    this.data = loaded ?? {
      version: 1,
      segments: (options.seed?.segments ?? []).map((s) => this.#fromSeed(s)),
      mergePolicies: structuredClone(options.seed?.mergePolicies ?? DEFAULT_MERGE_POLICIES),
      tokens: [],
      buckets: {}
    };
  }
  /**
   * Fills what a hand-written seed may leave out: id, timestamps, sandbox (a name, default
   * `prod`), org ("" = every org), profileInstanceId and dataGovernancePolicy.
   */
  #fromSeed(seed) {
    const s = structuredClone(seed);
    const now = Date.now();
    const sandbox = s.sandbox;
    const creationTime = typeof s.creationTime === "number" ? s.creationTime : now;
    return {
      ...s,
      id: typeof s.id === "string" ? s.id : randomUUID6(),
      name: String(s.name ?? ""),
      imsOrgId: typeof s.imsOrgId === "string" ? s.imsOrgId : "",
      sandbox: typeof sandbox === "object" && sandbox !== null ? sandbox : this.sandbox(typeof sandbox === "string" ? sandbox : "prod"),
      profileInstanceId: s.profileInstanceId ?? "ups",
      dataGovernancePolicy: s.dataGovernancePolicy ?? { excludeOptOut: true },
      creationTime,
      updateTime: typeof s.updateTime === "number" ? s.updateTime : creationTime,
      updateEpoch: typeof s.updateEpoch === "number" ? s.updateEpoch : Math.floor(creationTime / 1e3)
    };
  }
  /** Where state is saved, or undefined when it lives in memory only. */
  get file() {
    return this.#file;
  }
  /** Marks the state as changed; the server saves it once the request is handled. */
  changed() {
    this.#dirty = true;
  }
  /** A named, persisted bucket for a route module's own data. */
  bucket(name, init) {
    if (!(name in this.data.buckets)) {
      this.data.buckets[name] = init();
      this.changed();
    }
    return this.data.buckets[name];
  }
  /** Writes the state file if anything changed (atomically: temp file then rename). */
  save() {
    if (!this.#dirty || !this.#file) {
      this.#dirty = false;
      return;
    }
    mkdirSync(join5(this.#file, ".."), { recursive: true });
    const tmp = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(this.data, null, 2)}
`);
    renameSync(tmp, this.#file);
    this.#dirty = false;
  }
  newId() {
    return randomUUID6();
  }
  /** Sandboxes exist on first use; `prod` is the default production sandbox. */
  sandbox(name) {
    const production = name === "prod";
    const hex = createHash2("sha256").update(`sandbox:${name}`).digest("hex");
    const sandboxId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    return { sandboxId, sandboxName: name, type: production ? "production" : "development", default: production };
  }
  // Tokens -------------------------------------------------------------------------------------
  issueToken(token, clientId, expiresAt) {
    const now = Date.now();
    this.data.tokens = this.data.tokens.filter((t) => t.expiresAt > Math.min(now, expiresAt) - 864e5);
    this.data.tokens.push({ hash: hashToken(token), clientId, expiresAt });
    this.changed();
  }
  findToken(token) {
    const hash = hashToken(token);
    return this.data.tokens.find((t) => t.hash === hash);
  }
  /** Makes every issued token invalid (tests use it to force a 401 and a renewal). */
  revokeTokens() {
    for (const t of this.data.tokens) t.revoked = true;
    this.changed();
  }
};
function hashToken(token) {
  return createHash2("sha256").update(token).digest("hex");
}
var EmulatorStateError = class extends Error {
  name = "EmulatorStateError";
};
function readState(file) {
  let text;
  try {
    text = readFileSync2(file, "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return void 0;
    throw e;
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new EmulatorStateError(`${file} is not valid JSON; move it away to start afresh`);
  }
  if (data?.version !== 1 || !Array.isArray(data.segments)) throw new EmulatorStateError(`${file} is not an emulator state file (version 1)`);
  data.mergePolicies ??= structuredClone(DEFAULT_MERGE_POLICIES);
  data.tokens ??= [];
  data.buckets ??= {};
  return data;
}

// src/emulator/server.ts
var MAX_BODY_BYTES = 1024 * 1024;
async function startEmulator(options = {}) {
  if (options.clientId === void 0 !== (options.clientSecret === void 0))
    throw new Error("give both a client id and a client secret, or neither");
  const state = new EmulatorState({ dataDir: options.dataDir, seed: options.seed });
  const faults = new FaultInjector(options.faults);
  const clock = options.clock ?? { now: () => Date.now() };
  const resolved = {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    strictAuth: options.clientId !== void 0,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 86399,
    judge: options.judge,
    ineligibleEdge: options.ineligibleEdge ?? "reject"
  };
  const allRoutes = [...routes, ...options.routes ?? []];
  const stats = { requests: 0, byStatus: {}, dropped: 0 };
  let baseUrl = "";
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      options.log?.(`emulator: internal error: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) send(res, gatewayError(500, "500000", "emulator internal error"), "");
    });
  });
  async function handle(req, res) {
    const started = Date.now();
    const rawBody = await readBody(req);
    stats.requests++;
    const method = (req.method ?? "GET").toUpperCase();
    const url2 = new URL(req.url ?? "/", "http://emulator");
    const requestId = headerValue(req, "x-request-id") ?? randomUUID7();
    const finish2 = (reply2) => {
      stats.byStatus[reply2.status] = (stats.byStatus[reply2.status] ?? 0) + 1;
      send(res, reply2, requestId);
      options.log?.(`${method} ${url2.pathname}${url2.search} ${reply2.status} ${Date.now() - started} ms`);
    };
    const drop = (when) => {
      stats.dropped++;
      options.log?.(`${method} ${url2.pathname} dropped (${when})`);
      req.socket.destroy();
    };
    if (rawBody === void 0) return finish2(problem(413, "UPS-1413", "Payload too large", `bodies are limited to ${MAX_BODY_BYTES} bytes`));
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    let fault = faults.next(method, url2.pathname);
    if (fault?.kind === "delay") {
      await delay(fault.ms);
      fault = void 0;
    }
    if (fault?.kind === "status") return finish2(faultReply(fault));
    if (fault?.kind === "drop" && fault.after !== "apply") return drop("before applying");
    const match = matchRoute(allRoutes, method, url2.pathname);
    if (!match) return finish2(gatewayError(404, "404000", `no such resource: ${url2.pathname}`));
    if (!match.route) return finish2({ ...gatewayError(405, "405000", `method ${method} not allowed; use ${match.allowed.join(", ")}`), headers: { Allow: match.allowed.join(", ") } });
    const { route: route2, params } = match;
    const policy = route2.headers ?? "aep";
    const gate = checkGateway(policy, req.headers, state, resolved, clock.now());
    if (gate.reply) return finish2(gate.reply);
    let body;
    if (policy !== "none") {
      const typeError = rawBody.length > 0 || method !== "DELETE" ? checkContentType(method, req.headers) : void 0;
      if (typeError) return finish2(typeError);
      if (rawBody.length > 0) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          return finish2(problem(400, "UPS-1400", "Bad request", "the body is not valid JSON"));
        }
      }
    } else body = parseLooseBody(rawBody, headerValue(req, "content-type") ?? "");
    const ctx = {
      method,
      path: url2.pathname,
      params,
      query: url2.searchParams,
      headers: req.headers,
      body,
      rawBody,
      caller: gate.caller,
      state,
      options: resolved,
      now: () => clock.now(),
      requestId,
      baseUrl
    };
    const reply = await route2.handle(ctx);
    state.save();
    if (fault?.kind === "drop") return drop("after applying");
    finish2(reply);
  }
  server.on("clientError", (error, socket) => answerClientError(error, socket));
  server.keepAliveTimeout = 5e3;
  await new Promise((resolve4, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve4();
    });
  });
  const address = server.address();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  state.save();
  let closed;
  return {
    url: baseUrl,
    port: address.port,
    state,
    faults,
    stats,
    options: resolved,
    issueToken(clientId = resolved.clientId ?? "emulator") {
      return newToken(state, clientId, clock.now() + resolved.tokenTtlSeconds * 1e3);
    },
    close() {
      closed ??= new Promise((resolve4) => {
        server.close(() => resolve4());
        server.closeAllConnections();
      }).then(() => state.save());
      return closed;
    }
  };
}
function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const reply = error.code === "HPE_HEADER_OVERFLOW" ? gatewayError(431, "431000", `Request header fields too large: the headers add up to more than ${Math.round(maxHeaderSize / 1024)} KB`) : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? gatewayError(408, "408000", "Request timeout: the request did not arrive in time") : gatewayError(400, "400000", "Bad request: the request is not valid HTTP/1.1");
  const text = JSON.stringify(reply.body);
  const reason2 = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[reply.status];
  socket.end(
    `HTTP/1.1 ${reply.status} ${reason2}\r
Content-Type: application/json;charset=utf-8\r
Content-Length: ${Buffer.byteLength(text)}\r
Connection: close\r
\r
${text}`
  );
}
function faultReply(fault) {
  const headers = { ...fault.retryAfter ? { "Retry-After": fault.retryAfter } : {}, ...fault.headers };
  if (fault.body !== void 0) return { status: fault.status, body: fault.body, headers };
  const message2 = fault.status === 429 ? "Too many requests" : fault.status === 503 ? "Service unavailable" : `Injected failure ${fault.status}`;
  return { ...gatewayError(fault.status, `${fault.status}000`, `${message2} (injected by the emulator)`), headers };
}
function send(res, reply, requestId) {
  const text = reply.body === void 0 ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...text ? { "Content-Type": typeof reply.body === "string" ? "text/plain; charset=utf-8" : "application/json;charset=utf-8" } : {},
    "Content-Length": Buffer.byteLength(text),
    "x-request-id": requestId,
    ...reply.headers
  });
  res.end(text);
}
async function readBody(req) {
  const chunks = [];
  let size = 0;
  let tooLarge2 = false;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) tooLarge2 = true;
    else chunks.push(chunk);
  }
  return tooLarge2 ? void 0 : Buffer.concat(chunks).toString("utf8");
}
function parseLooseBody(text, contentType) {
  if (text.length === 0) return void 0;
  if (/x-www-form-urlencoded/i.test(contentType)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function headerValue(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
function delay(ms) {
  return new Promise((resolve4) => setTimeout(resolve4, ms));
}

// src/analysis/judge.ts
function judgeEdge(pql) {
  const { verdict } = explainText(pql);
  return {
    eligible: verdict.eligible,
    reasons: verdict.reasons.filter((r) => r.severity === "error").map((r) => ({ rule: r.rule, message: r.message }))
  };
}

// src/publish/plan.ts
var compared = ["name", "description", "expression", "evaluationInfo", "schema", "mergePolicyId", "ttlInDays"];
function normalizedEvaluation(info) {
  return [info?.batch?.enabled, info?.continuous?.enabled, info?.synchronous?.enabled].map((v) => String(Boolean(v))).join(",");
}
function differences(body, live) {
  const changes = [];
  for (const field2 of compared) {
    switch (field2) {
      case "expression":
        if (body.expression.value !== live.expression?.value || body.expression.format !== (live.expression?.format ?? "pql/text"))
          changes.push("expression");
        break;
      case "evaluationInfo":
        if (normalizedEvaluation(body.evaluationInfo) !== normalizedEvaluation(live.evaluationInfo)) changes.push("evaluationInfo");
        break;
      case "schema":
        if ((body.schema?.name ?? void 0) !== (live.schema?.name ?? void 0)) changes.push("schema");
        break;
      default:
        if (body[field2] !== void 0 && body[field2] !== (live[field2] ?? void 0)) changes.push(field2);
    }
  }
  return changes;
}
function resolveAliases(value, references, idsByAlias) {
  const missing = [];
  let out = value;
  for (const ref of [...references].sort((a, b) => b.start - a.start)) {
    if (!ref.id.startsWith(ALIAS_PREFIX)) continue;
    const alias = ref.id.slice(ALIAS_PREFIX.length);
    const id = idsByAlias.get(alias);
    if (id === void 0) {
      missing.push(alias);
      continue;
    }
    out = `${out.slice(0, ref.start)}${JSON.stringify(id)}${out.slice(ref.end)}`;
  }
  return { value: out, missing };
}
function buildPlan(candidates, live) {
  const byId = new Map(live.map((d) => [d.id, d]));
  const claimed = new Set(candidates.flatMap((c) => c.definition["x-pql-audience"]?.id ?? []).filter((id) => byId.has(id)));
  const byName2 = new Map(live.filter((d) => !claimed.has(d.id)).map((d) => [d.name, d]));
  const idsByAlias = /* @__PURE__ */ new Map();
  for (const c of candidates) {
    const alias = c.definition["x-pql-audience"]?.alias;
    const match = matchLive(c, byId, byName2);
    if (alias && match) idsByAlias.set(alias, match.id);
  }
  const steps = candidates.map((c) => {
    const name = c.definition.name;
    const alias = c.definition["x-pql-audience"]?.alias;
    const dependsOn = c.references.filter((r) => r.id.startsWith(ALIAS_PREFIX)).map((r) => r.id.slice(ALIAS_PREFIX.length));
    const recorded = c.definition["x-pql-audience"]?.id;
    const notes = recorded !== void 0 && !byId.has(recorded) ? [`x-pql-audience.id ${recorded} is not in this sandbox${byName2.has(name) ? "; matched by name instead" : ""}`] : [];
    const base = { file: c.file, name, reasons: [], changes: [], dependsOn, ...alias ? { alias } : {}, ...notes.length > 0 ? { notes } : {} };
    if (c.definition.evaluationInfo?.synchronous?.enabled !== true)
      return { ...base, action: "skipped", reasons: ["not an edge audience (evaluationInfo.synchronous.enabled is not true)"] };
    const refusal = refusalReasons(c);
    if (refusal.length > 0) return { ...base, action: "refused", reasons: refusal };
    const body = createBody(c.definition);
    const match = matchLive(c, byId, byName2);
    if (!match) return { ...base, action: "create", body };
    const resolved = resolveAliases(body.expression.value, c.references, idsByAlias);
    const comparable = resolved.missing.length === 0 ? { ...body, expression: { ...body.expression, value: resolved.value } } : body;
    const changes = differences(comparable, match);
    return { ...base, action: changes.length === 0 ? "unchanged" : "update", remoteId: match.id, changes, body };
  });
  refuseDependentsOfRefused(steps);
  const declared = new Set(candidates.flatMap((c) => matchLive(c, byId, byName2)?.id ?? []));
  const orphans = live.filter((d) => d.evaluationInfo?.synchronous?.enabled === true && !declared.has(d.id)).map((d) => ({ id: d.id, name: d.name })).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { steps, orphans };
}
function matchLive(c, byId, byName2) {
  const recorded = c.definition["x-pql-audience"]?.id;
  return (recorded !== void 0 ? byId.get(recorded) : void 0) ?? byName2.get(c.definition.name);
}
function refusalReasons(c) {
  const reasons = [];
  for (const e of c.errors) reasons.push(`${e.code} at line ${e.line}: ${e.message}`);
  if (c.verdict.eligible === false && c.errors.length === 0) {
    for (const r of c.verdict.reasons.filter((x) => x.severity === "error")) reasons.push(`${r.code} ${r.rule}: ${r.message}`);
    if (reasons.length === 0) reasons.push("not edge-eligible");
  } else if (c.verdict.eligible === null) {
    reasons.push("edge eligibility is unknown: it depends on a segment that could not be resolved");
  }
  if (c.definition.expression.format !== "pql/text") reasons.push("expression.format is not pql/text");
  return reasons;
}
function refuseDependentsOfRefused(steps) {
  let changed = true;
  while (changed) {
    changed = false;
    const refusedAliases = new Set(steps.filter((s) => (s.action === "refused" || s.action === "skipped") && s.alias).map((s) => s.alias));
    for (const s of steps) {
      if (s.action === "refused" || s.action === "skipped") continue;
      const blocked = s.dependsOn.filter((a) => refusedAliases.has(a) || !steps.some((o) => o.alias === a));
      if (blocked.length === 0) continue;
      s.action = "refused";
      s.reasons = blocked.map((a) => `references alias:${a}, which is not being published`);
      delete s.body;
      changed = true;
    }
  }
}
function applyOrder(plan) {
  const pending = plan.steps.filter((s) => s.action === "create" || s.action === "update");
  const done = new Set(plan.steps.filter((s) => s.action === "unchanged" && s.alias).map((s) => s.alias));
  const ordered = [];
  while (pending.length > 0) {
    const index = pending.findIndex((s) => s.dependsOn.every((a) => done.has(a) || !pending.some((p) => p.alias === a)));
    const [next] = pending.splice(index < 0 ? 0 : index, 1);
    ordered.push(next);
    if (next.alias) done.add(next.alias);
  }
  return ordered;
}

// src/publish/apply.ts
async function applyPlan(plan, candidates, client, options = {}) {
  const idsByAlias = /* @__PURE__ */ new Map();
  for (const step of plan.steps) if (step.alias && step.remoteId) idsByAlias.set(step.alias, step.remoteId);
  const referencesOf = new Map(candidates.map((c) => [`${c.file}\0${c.definition.name}`, c.references]));
  const outcomes = /* @__PURE__ */ new Map();
  for (const step of plan.steps) {
    if (step.action === "unchanged") outcomes.set(step, { file: step.file, name: step.name, status: "unchanged", id: step.remoteId });
    if (step.action === "refused" || step.action === "skipped")
      outcomes.set(step, { file: step.file, name: step.name, status: step.action, detail: step.reasons.join("; ") });
  }
  const ordered = applyOrder(plan);
  let done = 0;
  for (const step of ordered) {
    options.onProgress?.(done, ordered.length, step);
    done++;
    const references = referencesOf.get(`${step.file}\0${step.name}`) ?? [];
    const resolved = resolveAliases(step.body.expression.value, references, idsByAlias);
    if (resolved.missing.length > 0) {
      outcomes.set(step, {
        file: step.file,
        name: step.name,
        status: "blocked",
        detail: `waits for ${resolved.missing.map((a) => `alias:${a}`).join(", ")}, which was not published`
      });
      continue;
    }
    const body = { ...step.body, expression: { ...step.body.expression, value: resolved.value } };
    try {
      const id = step.action === "update" ? await update2(client, step.remoteId, body) : await create6(client, body);
      if (step.alias) idsByAlias.set(step.alias, id.id);
      outcomes.set(step, { file: step.file, name: step.name, status: id.status, id: id.id });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      outcomes.set(step, { file: step.file, name: step.name, status: "failed", detail: e.message });
    }
  }
  options.onProgress?.(done, ordered.length, ordered[ordered.length - 1]);
  const list9 = plan.steps.map((s) => outcomes.get(s));
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0, skipped: 0, failed: 0, blocked: 0, deleted: 0 };
  for (const o of list9) counts[o.status]++;
  const unfinished = counts.failed + counts.blocked;
  const pruned = [];
  for (const target of options.prune ?? []) {
    const outcome = unfinished > 0 ? { ...target, status: "blocked", detail: `not deleted: ${unfinished} of this run's creates and updates did not go through` } : await remove6(client, target);
    pruned.push(outcome);
    counts[outcome.status]++;
  }
  return { outcomes: list9, pruned, counts };
}
async function remove6(client, target) {
  try {
    await deleteSegmentDefinition(client, target.id);
    return { ...target, status: "deleted" };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 404) return { ...target, status: "deleted" };
    return { ...target, status: "failed", detail: e.message };
  }
}
async function update2(client, id, body) {
  await updateSegmentDefinition(client, id, body);
  return { id, status: "updated" };
}
async function readBack(client, name) {
  const [found] = await findSegmentDefinitionsByName(client, name);
  return found;
}
async function create6(client, body) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const created = await createSegmentDefinition(client, body);
      return { id: created.id, status: "created" };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 422 || e.outcomeUnknown) {
        const live = await readBack(client, body.name);
        if (live) {
          if (differences(body, live).length === 0) return { id: live.id, status: e.outcomeUnknown ? "created" : "unchanged" };
          return update2(client, live.id, body);
        }
        if (e.outcomeUnknown && attempt === 0) continue;
      }
      throw e;
    }
  }
  throw new Error("unreachable");
}

// src/publish/candidates.ts
function publishInput(result) {
  const candidates = [];
  const unloaded = [];
  for (const file of result.files) {
    const loaded = loadAudienceFile(file.file, file.source);
    if (loaded.kind === "pql") continue;
    const loadProblems = loaded.problems.filter((p) => p.rule.startsWith("audience/"));
    if (loadProblems.length > 0)
      unloaded.push({ file: file.file, problems: loadProblems.map((p) => ({ line: p.range.start.line, column: p.range.start.column, message: p.message })) });
    const errors = file.diagnostics.filter((d) => d.severity === "error" && !d.suppressed).map((d) => ({ code: d.code, message: d.message, line: d.range.start.line }));
    loaded.audiences.forEach((audience2, i) => {
      const verdict = file.audiences[i]?.verdict ?? { eligible: false, type: null, reasons: [] };
      const { ast } = parse(audience2.pql);
      const references = ast ? extractFacts(ast).segments.flatMap((s) => s.id === null ? [] : [{ id: s.id, start: s.idSpan.start.offset, end: s.idSpan.end.offset }]) : [];
      candidates.push({ file: file.file, index: audience2.index, definition: audience2.definition, verdict, errors, references });
    });
  }
  return { candidates, unloaded };
}
function publishCandidates(result) {
  return publishInput(result).candidates;
}

// src/api/quota.ts
import * as z7 from "zod";
var KNOWN_QUOTA_NAMES = [
  "datasetExpirationQuota",
  "dailyConsumerDeleteIdentitiesQuota",
  "monthlyConsumerDeleteIdentitiesQuota",
  "monthlyUpdatedFieldIdentitiesQuota",
  "expirationDatasetQuota",
  "deleteIdentityWorkOrderDatasetQuota"
];
function isKnownQuotaName(name) {
  return KNOWN_QUOTA_NAMES.includes(name);
}
var QuotaSchema = z7.looseObject({
  name: z7.string().min(1),
  description: z7.string().optional(),
  consumed: z7.coerce.number().nonnegative(),
  quota: z7.coerce.number().nonnegative()
});
var QuotaResponseSchema = z7.looseObject({ quotas: z7.array(QuotaSchema) });
var QUOTA_PATH = `${SERVICE_PATHS.hygiene}/quota`;
async function getQuotas(client, options = {}) {
  const response = await client.request({
    method: "GET",
    path: QUOTA_PATH,
    query: { quotaType: options.quotaType },
    sandbox: false,
    signal: options.signal
  });
  const parsed = QuotaResponseSchema.safeParse(response.body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      method: "GET",
      path: QUOTA_PATH,
      detail: `expected {quotas:[{name, consumed, quota}]}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
      requestId: response.requestId
    });
  }
  return parsed.data.quotas;
}

// src/api/etag-update.ts
var EtagConflictError = class extends Error {
  constructor(what, last) {
    super(`${what} was changed by someone else while it was being updated (HTTP 412, twice); nothing was changed by this update. Read it again and retry.`, { cause: last });
    this.what = what;
    this.last = last;
  }
  what;
  last;
  name = "EtagConflictError";
};
async function updateWithEtag(update3) {
  let attempts = 0;
  for (; ; ) {
    attempts++;
    const { etag, item } = await update3.read();
    try {
      const result = await update3.patch(etag, item);
      return { etag: result.etag, attempts };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 412) throw e;
      if (attempts >= 2) throw new EtagConflictError(update3.what, e);
    }
  }
}

// src/api/flow-schemas.ts
import * as z8 from "zod";
var Created = z8.looseObject({ id: z8.string().min(1), etag: z8.string().optional() });
var ConnectionItem = z8.looseObject({
  id: z8.string(),
  name: z8.string().optional(),
  description: z8.string().optional(),
  etag: z8.string(),
  state: z8.string().optional(),
  baseConnectionId: z8.string().optional(),
  connectionSpec: z8.looseObject({ id: z8.string(), version: z8.string().optional() }).optional(),
  auth: z8.looseObject({ specName: z8.string().optional(), params: z8.record(z8.string(), z8.unknown()).optional() }).optional()
});
var Status = z8.looseObject({ value: z8.string().optional(), errors: z8.array(z8.unknown()).optional() });
var FlowItem = z8.looseObject({
  id: z8.string(),
  name: z8.string().optional(),
  description: z8.string().optional(),
  state: z8.string().optional(),
  etag: z8.string(),
  flowSpec: z8.looseObject({ id: z8.string(), version: z8.string().optional() }).optional(),
  sourceConnectionIds: z8.array(z8.string()).default([]),
  targetConnectionIds: z8.array(z8.string()).default([]),
  transformations: z8.array(z8.looseObject({ name: z8.string(), params: z8.record(z8.string(), z8.unknown()).optional() })).optional(),
  options: z8.looseObject({ inletUrl: z8.string().optional() }).optional(),
  lastOperation: z8.looseObject({ operation: z8.string().optional(), started: z8.number().optional(), updated: z8.number().optional(), status: Status.optional() }).optional(),
  createdAt: z8.number().optional(),
  updatedAt: z8.number().optional()
});
function itemsOf(schema) {
  return z8.looseObject({ items: z8.array(schema) });
}
function parseResponse2(schema, response, method, path2, expected) {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ApiError({
    kind: "invalid-response",
    status: response.status,
    method,
    path: path2,
    detail: `expected ${expected}; ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "unreadable body"}`,
    requestId: response.requestId
  });
}

// src/api/flows.ts
var BASE9 = SERVICE_PATHS.flowService;
async function create7(client, resource, body) {
  const path2 = `${BASE9}/${resource}`;
  const response = await client.request({ method: "POST", path: path2, json: body });
  return parseResponse2(Created, response, "POST", path2, "{id, etag}");
}
var createBaseConnection = (client, body) => create7(client, "connections", body);
var createSourceConnection = (client, body) => create7(client, "sourceConnections", body);
var createTargetConnection = (client, body) => create7(client, "targetConnections", body);
var createFlow = (client, body) => create7(client, "flows", body);
async function getOne2(client, resource, id, schema) {
  const path2 = `${BASE9}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "GET", path: path2 });
  const { items } = parseResponse2(itemsOf(schema), response, "GET", path2, "{items:[...]}");
  const item = items[0];
  if (!item)
    throw new ApiError({ kind: "invalid-response", status: response.status, method: "GET", path: path2, detail: "the items array is empty", requestId: response.requestId });
  return item;
}
var getConnection = (client, id) => getOne2(client, "connections", id, ConnectionItem);
var getFlow = (client, id) => getOne2(client, "flows", id, FlowItem);
async function listFlowResources(client, resource, property = []) {
  const out = [];
  let continuationToken;
  for (let page = 0; page < 1e3; page++) {
    const url2 = new URL(`${client.baseUrl}${BASE9}/${resource}`);
    for (const p of property) url2.searchParams.append("property", p);
    if (continuationToken) url2.searchParams.set("continuationToken", continuationToken);
    const response = await client.request({ method: "GET", path: url2.toString() });
    const body = response.body;
    if (!body || !Array.isArray(body.items))
      throw new ApiError({ kind: "invalid-response", status: response.status, method: "GET", path: url2.pathname, detail: "expected {items:[...]}" });
    out.push(...body.items);
    const next = body._links?.next?.href;
    continuationToken = next ? new URL(next, "http://x").searchParams.get("continuationToken") ?? void 0 : void 0;
    if (!continuationToken) break;
  }
  return out;
}
async function patch2(client, resource, id, etag, ops) {
  const path2 = `${BASE9}/${resource}/${encodeURIComponent(id)}`;
  const response = await client.request({ method: "PATCH", path: path2, json: ops, headers: { "If-Match": etag } });
  return parseResponse2(Created, response, "PATCH", path2, "{id, etag}");
}
function updateFlow(client, id, ops) {
  return updateWithEtag({
    what: `dataflow ${id}`,
    read: async () => {
      const item = await getFlow(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch2(client, "flows", id, etag, ops)
  });
}
function updateConnection(client, id, ops) {
  return updateWithEtag({
    what: `connection ${id}`,
    read: async () => {
      const item = await getConnection(client, id);
      return { etag: item.etag, item };
    },
    patch: (etag) => patch2(client, "connections", id, etag, ops)
  });
}
async function deleteFlowResource(client, resource, id) {
  await client.request({ method: "DELETE", path: `${BASE9}/${resource}/${encodeURIComponent(id)}` });
}
async function inletUrlOf(client, flow, baseConnectionId) {
  if (flow.options?.inletUrl) return flow.options.inletUrl;
  if (!baseConnectionId) return void 0;
  const connection = await getConnection(client, baseConnectionId);
  const inlet = connection.auth?.params?.inletUrl;
  return typeof inlet === "string" ? inlet : void 0;
}
function webhookUrl(inletUrl2, flowId) {
  const url2 = new URL(inletUrl2);
  url2.searchParams.set("x-adobe-flow-id", flowId);
  return url2.toString();
}

// src/api/datasets.ts
import * as z9 from "zod";

// src/api/flow-ids.ts
var HTTP_API_CONNECTION_SPEC = "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb";
var DATA_LAKE_CONNECTION_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
var WEBHOOK_FLOW_SPEC = "e77fde5a-22a8-11ed-861d-0242ac120002";
var XED_FULL = "application/vnd.adobe.xed-full+json;version=1";
var XED = "application/vnd.adobe.xed+json;version=1";

// src/api/datasets.ts
var BASE10 = `${SERVICE_PATHS.catalog}/dataSets`;
var Paths = z9.array(z9.string());
async function createDataset(client, input) {
  const response = await client.request({
    method: "POST",
    path: BASE10,
    query: { requestDataSource: true },
    json: { name: input.name, ...input.description ? { description: input.description } : {}, schemaRef: { id: input.schemaId, contentType: XED } }
  });
  const paths = parseResponse2(Paths, response, "POST", BASE10, `["@/dataSets/<id>"]`);
  const id = datasetIdOf(paths[0]);
  if (!id) throw new ApiError({ kind: "invalid-response", status: response.status, method: "POST", path: BASE10, detail: `expected ["@/dataSets/<id>"], got ${JSON.stringify(paths).slice(0, 100)}` });
  return id;
}
function datasetIdOf(path2) {
  return /^@\/dataSets\/([^/?#]+)$/.exec(path2 ?? "")?.[1];
}
async function deleteDataset(client, id) {
  await client.request({ method: "DELETE", path: `${BASE10}/${encodeURIComponent(id)}` });
}

// src/api/mapping-sets.ts
import * as z10 from "zod";
var BASE11 = `${SERVICE_PATHS.dataPrep}/mappingSets`;
var MappingSetCreated = z10.looseObject({ id: z10.string().min(1), version: z10.coerce.number().default(0) });
function mappingSetBody(schemaId, mappings) {
  return {
    version: 0,
    xdmSchema: schemaId,
    xdmVersion: "1.0",
    outputSchema: { schemaRef: { id: schemaId, contentType: XED_FULL } },
    mappings: mappings.map((m) => ({ sourceType: m.sourceType ?? "ATTRIBUTE", source: m.source, destination: m.destination }))
  };
}
async function createMappingSet(client, schemaId, mappings) {
  const response = await client.request({ method: "POST", path: BASE11, json: mappingSetBody(schemaId, mappings) });
  return parseResponse2(MappingSetCreated, response, "POST", BASE11, "{id, version}");
}
async function deleteMappingSet(client, id) {
  await client.request({ method: "DELETE", path: `${BASE11}/${encodeURIComponent(id)}` });
}

// src/api/schemas.ts
import * as z11 from "zod";
var BASE12 = `${SERVICE_PATHS.schemaRegistry}/tenant/schemas`;
var SchemaCreated = z11.looseObject({
  $id: z11.string().min(1),
  "meta:altId": z11.string().optional(),
  version: z11.string().optional(),
  title: z11.string().optional()
});
function leaf(field2) {
  const base = field2.type === "date" ? { type: "string", format: "date" } : field2.type === "date-time" ? { type: "string", format: "date-time" } : { type: field2.type };
  return field2.title ? { ...base, title: field2.title } : base;
}
function fieldProperties(fields) {
  const root = {};
  for (const field2 of fields) {
    const parts = field2.path.split(".");
    let level = root;
    for (const part of parts.slice(0, -1)) {
      const node = level[part] ??= { type: "object", properties: {} };
      level = node.properties ??= {};
    }
    level[parts[parts.length - 1]] = leaf(field2);
  }
  return root;
}
function schemaBody(input) {
  return {
    title: input.title,
    ...input.description ? { description: input.description } : {},
    type: "object",
    definitions: { fields: { properties: fieldProperties(input.fields) } },
    allOf: [{ $ref: input.classId }, { $ref: "#/definitions/fields" }]
  };
}
async function createSchema(client, input) {
  const response = await client.request({ method: "POST", path: BASE12, json: schemaBody(input), headers: { Accept: "application/vnd.adobe.xed+json" } });
  return parseResponse2(SchemaCreated, response, "POST", BASE12, "a schema with $id");
}
async function deleteSchema(client, id) {
  await client.request({ method: "DELETE", path: `${BASE12}/${encodeURIComponent(id)}` });
}

// src/stream/resources.ts
var STEP_LABELS = {
  baseConnection: "base connection",
  sourceConnection: "source connection",
  schema: "target schema",
  dataset: "target dataset",
  targetConnection: "target connection",
  mappingSet: "mapping set",
  flow: "dataflow",
  readBack: "read back the dataflow"
};
async function deleteResource(client, resource) {
  switch (resource.step) {
    case "baseConnection":
      return deleteFlowResource(client, "connections", resource.id);
    case "sourceConnection":
      return deleteFlowResource(client, "sourceConnections", resource.id);
    case "targetConnection":
      return deleteFlowResource(client, "targetConnections", resource.id);
    case "flow":
      return deleteFlowResource(client, "flows", resource.id);
    case "schema":
      return deleteSchema(client, resource.id);
    case "dataset":
      return deleteDataset(client, resource.id);
    case "mappingSet":
      return deleteMappingSet(client, resource.id);
  }
}
function resumeArgument(resources) {
  return resources.filter((r) => r.origin !== "existing").map((r) => `${r.step}=${r.id}`).join(",");
}

// src/stream/create.ts
var StreamCreateError = class extends Error {
  constructor(failedStep, cause, deleted, left, resume) {
    super(`${STEP_LABELS[failedStep]} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.failedStep = failedStep;
    this.cause = cause;
    this.deleted = deleted;
    this.left = left;
    this.resume = resume;
  }
  failedStep;
  cause;
  deleted;
  left;
  resume;
  name = "StreamCreateError";
};
async function createStream(spec, client, progress = () => {
}, options = {}) {
  const resources = [];
  const started = client.clock.now() - 10 * 6e4;
  const ids = {};
  let current = "baseConnection";
  const step = async (name, given, make, recover) => {
    current = name;
    const label2 = STEP_LABELS[name];
    if (given?.id) {
      ids[name] = given.id;
      resources.push({ step: name, id: given.id, origin: given.origin });
      progress({ kind: "step", step: name, label: label2, status: "reused", id: given.id });
      return given.id;
    }
    progress({ kind: "step", step: name, label: label2, status: "start" });
    const id = await make().catch(async (e) => {
      const found = e instanceof ApiError && e.outcomeUnknown && recover ? await recover() : void 0;
      if (found === void 0) throw e;
      return found;
    });
    ids[name] = id;
    resources.push({ step: name, id, origin: "created" });
    progress({ kind: "step", step: name, label: label2, status: "done", id });
    return id;
  };
  const resumed = (name) => options.resume?.[name] ? { id: options.resume[name], origin: "resumed" } : void 0;
  try {
    const description = spec.description;
    if (spec.source.baseConnection || options.resume?.baseConnection) {
      const existing = spec.source.baseConnection?.id;
      await step("baseConnection", existing ? { id: existing, origin: "existing" } : resumed("baseConnection"), async () => {
        const params = { dataType: spec.source.baseConnection?.dataType ?? "raw", name: spec.name, authenticationRequired: spec.source.baseConnection?.authenticationRequired ?? false };
        const created = await createBaseConnection(client, { name: spec.name, description, connectionSpec: spec.source.connectionSpec, auth: { specName: "Streaming Connection", params } });
        return created.id;
      }, () => findByName(client, "connections", spec.name, started));
    }
    await step("sourceConnection", resumed("sourceConnection"), async () => {
      const created = await createSourceConnection(client, {
        name: `${spec.name} source`,
        description,
        ...ids.baseConnection ? { baseConnectionId: ids.baseConnection } : {},
        connectionSpec: spec.source.connectionSpec,
        data: { format: spec.source.format }
      });
      return created.id;
    }, () => findByName(client, "sourceConnections", `${spec.name} source`, started));
    const target = spec.target;
    const schemaId = await step("schema", target.schema.id ? { id: target.schema.id, origin: "existing" } : resumed("schema"), async () => {
      const created = await createSchema(client, { title: target.schema.title, description: target.schema.description, classId: target.schema.class, fields: target.schema.fields });
      return created.$id;
    });
    const datasetId = await step(
      "dataset",
      target.dataset.id ? { id: target.dataset.id, origin: "existing" } : resumed("dataset"),
      () => createDataset(client, { name: target.dataset.name, description: target.dataset.description, schemaId })
    );
    await step("targetConnection", resumed("targetConnection"), async () => {
      const created = await createTargetConnection(client, {
        name: `${spec.name} target`,
        description,
        data: { format: "json", schema: { id: schemaId, version: XED_FULL } },
        params: { dataSetId: datasetId },
        connectionSpec: { id: DATA_LAKE_CONNECTION_SPEC, version: "1.0" }
      });
      return created.id;
    }, () => findByName(client, "targetConnections", `${spec.name} target`, started));
    await step("mappingSet", resumed("mappingSet"), async () => (await createMappingSet(client, schemaId, spec.mappings)).id);
    const flowId = await step("flow", resumed("flow"), async () => {
      const created = await createFlow(client, {
        name: spec.name,
        description,
        flowSpec: spec.flowSpec,
        sourceConnectionIds: [ids.sourceConnection],
        targetConnectionIds: [ids.targetConnection],
        // A resumed mapping set was created by this command, always at version 0.
        transformations: [{ name: "Mapping", params: { mappingId: ids.mappingSet, mappingVersion: 0 } }]
      });
      return created.id;
    }, () => findByName(client, "flows", spec.name, started));
    current = "readBack";
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "start" });
    const flow = await getFlow(client, flowId);
    const inlet = await inletUrlOf(client, flow, ids.baseConnection);
    progress({ kind: "step", step: "readBack", label: STEP_LABELS.readBack, status: "done", id: flowId });
    return { flowId, inletUrl: inlet, webhookUrl: inlet ? webhookUrl(inlet, flowId) : void 0, state: flow.state, resources };
  } catch (error) {
    progress({ kind: "step", step: current, label: STEP_LABELS[current], status: "failed", error });
    throw await rollback(client, current, error, resources, progress, options.keepOnFailure ?? false);
  }
}
async function findByName(client, resource, name, since) {
  const found = (await listFlowResources(client, resource, [`name==${name}`])).filter((r) => typeof r.createdAt !== "number" || r.createdAt >= since);
  return found.length === 1 && typeof found[0].id === "string" ? found[0].id : void 0;
}
async function rollback(client, failedStep, cause, resources, progress, keep) {
  const ours = resources.filter((r) => r.origin !== "existing");
  if (keep) {
    for (const resource of ours) progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "kept" });
    return new StreamCreateError(failedStep, cause, [], ours, ours.length > 0 ? resumeArgument(ours) : void 0);
  }
  const deleted = [];
  const left = [];
  for (const resource of [...ours].reverse()) {
    try {
      await deleteResource(client, resource);
      deleted.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "deleted" });
    } catch (error) {
      left.push(resource);
      progress({ kind: "rollback", resource, label: STEP_LABELS[resource.step], status: "failed", error });
    }
  }
  return new StreamCreateError(failedStep, cause, deleted, left.reverse(), left.length > 0 ? resumeArgument(left) : void 0);
}

// src/stream/spec-problems.ts
import { isMap as isMap3, isScalar as isScalar3, isSeq as isSeq2, LineCounter as LineCounter2, parseDocument as parseDocument2 } from "yaml";

// src/stream/spec.ts
import * as z12 from "zod";
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var SpecRef = z12.union([
  z12.string().regex(UUID, { error: "must be a connection or flow spec id (a UUID)" }).transform((id) => ({ id, version: "1.0" })),
  z12.strictObject({ id: z12.string().regex(UUID, { error: "must be a UUID" }), version: z12.string().default("1.0") })
]);
var ClassShortcuts = {
  experienceevent: "https://ns.adobe.com/xdm/context/experienceevent",
  profile: "https://ns.adobe.com/xdm/context/profile"
};
var FieldPath = z12.string().regex(/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/, { error: "must be a dotted field path such as loyalty.points" });
var Field = z12.strictObject({
  path: FieldPath,
  type: z12.enum(["string", "integer", "number", "boolean", "date", "date-time"]),
  title: z12.string().optional()
});
var TargetSchema = z12.strictObject({
  /** An existing schema's `$id` or `meta:altId`. */
  id: z12.string().min(1).optional(),
  title: z12.string().min(1).optional(),
  description: z12.string().optional(),
  class: z12.string().transform((c) => ClassShortcuts[c.toLowerCase()] ?? c).pipe(z12.url({ error: "must be experienceevent, profile, or a class $id URL" })).optional(),
  fields: z12.array(Field).min(1, { error: "list at least one field" }).optional()
}).superRefine((s, ctx) => {
  const creating = s.title !== void 0 || s.fields !== void 0 || s.class !== void 0;
  if (s.id !== void 0 && creating) ctx.addIssue({ code: "custom", path: ["id"], message: "give either id (an existing schema) or title, class and fields (a new one), not both" });
  else if (s.id === void 0) {
    for (const key of ["title", "class", "fields"])
      if (s[key] === void 0) ctx.addIssue({ code: "custom", path: [], message: `missing ${key}: a new schema needs title, class and fields (or give the id of an existing one)` });
  }
});
var TargetDataset = z12.strictObject({ id: z12.string().min(1).optional(), name: z12.string().min(1).optional(), description: z12.string().optional() }).refine((d) => d.id === void 0 !== (d.name === void 0), { error: "give either id (an existing dataset) or name (a new one)" });
var BaseConnection = z12.strictObject({
  /** An existing base connection (account) to add this dataflow to; never deleted on rollback. */
  id: z12.string().min(1).optional(),
  dataType: z12.enum(["raw", "xdm"]).default("raw"),
  authenticationRequired: z12.boolean().default(false)
});
var Mapping = z12.strictObject({
  source: z12.string().min(1),
  destination: FieldPath,
  sourceType: z12.enum(["ATTRIBUTE", "EXPRESSION"]).optional()
});
var StreamSpecSchema = z12.strictObject({
  name: z12.string().min(1, { error: "must not be empty" }),
  description: z12.string().optional(),
  source: z12.strictObject({
    connectionSpec: SpecRef.default({ id: HTTP_API_CONNECTION_SPEC, version: "1.0" }),
    /** Create a base connection first (HTTP API sources, variant A); omit for webhook sources. */
    baseConnection: BaseConnection.optional(),
    format: z12.string().default("json")
  }),
  flowSpec: SpecRef.default({ id: WEBHOOK_FLOW_SPEC, version: "1.0" }),
  target: z12.strictObject({ schema: TargetSchema, dataset: TargetDataset }),
  mappings: z12.array(Mapping).min(1, { error: "list at least one mapping (source -> destination)" })
}).superRefine((spec, ctx) => {
  const fields = spec.target.schema.fields?.map((f) => f.path);
  if (!fields) return;
  spec.mappings.forEach((m, i) => {
    if (!fields.includes(m.destination))
      ctx.addIssue({ code: "custom", path: ["mappings", i, "destination"], message: `"${m.destination}" is not a field of the target schema (fields: ${fields.join(", ")})` });
  });
});
var SPEC_KEYS = [
  "name",
  "description",
  "source",
  "connectionSpec",
  "baseConnection",
  "dataType",
  "authenticationRequired",
  "format",
  "flowSpec",
  "id",
  "version",
  "target",
  "schema",
  "title",
  "class",
  "fields",
  "path",
  "type",
  "dataset",
  "mappings",
  "destination",
  "sourceType"
];

// src/stream/spec-problems.ts
var StreamSpecError = class extends Error {
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.problems = problems;
  }
  problems;
  name = "StreamSpecError";
};
function formatProblem(p) {
  return `${p.file}:${p.line}:${p.col}: ${p.path ? `${p.path}: ` : ""}${p.message}`;
}
function parseStreamSpec(text, file) {
  const lineCounter = new LineCounter2();
  const doc = parseDocument2(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at2 = (offset) => lineCounter.linePos(offset);
  if (doc.errors.length > 0) {
    throw new StreamSpecError(
      doc.errors.map((e) => {
        const { line: line2, col } = at2(e.pos[0]);
        return { file, line: line2, col, path: "", message: `YAML: ${e.message.split("\n")[0]}` };
      })
    );
  }
  const parsed = StreamSpecSchema.safeParse(doc.toJS() ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const suggested = new Set(
    parsed.error.issues.flatMap((i) => i.code === "unrecognized_keys" ? i.keys.map((k) => [...i.path, closest(k, SPEC_KEYS, 2)].join(".")) : [])
  );
  const issues = parsed.error.issues.filter((i) => !(i.code === "invalid_type" && i.input === void 0 && suggested.has(i.path.join("."))));
  const problems = issues.map((issue) => {
    const { offset, path: path2 } = locate(doc, issue);
    const { line: line2, col } = at2(offset);
    return { file, line: line2, col, path: path2, message: describeIssue3(issue) };
  });
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  throw new StreamSpecError(problems);
}
function dotted(path2) {
  return path2.reduce((s, k) => typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k), "");
}
function locate(doc, issue) {
  let node = doc.contents;
  const path2 = [...issue.path];
  let offset = node?.range?.[0] ?? 0;
  let keyOffset;
  for (const key of path2) {
    if (isMap3(node)) {
      const pair = node.items.find((p) => (isScalar3(p.key) ? p.key.value : p.key) === key);
      if (!pair) break;
      node = pair.value ?? pair.key;
      keyOffset = pair.key?.range?.[0];
      offset = (pair.value?.range ?? pair.key?.range)?.[0] ?? offset;
    } else if (isSeq2(node) && typeof key === "number" && node.items[key]) {
      node = node.items[key];
      keyOffset = void 0;
      offset = node.range?.[0] ?? offset;
    } else break;
  }
  if (issue.code === "unrecognized_keys" && isMap3(node)) {
    const pair = node.items.find((p) => isScalar3(p.key) && issue.keys.includes(String(p.key.value)));
    const keyRange = pair?.key?.range;
    if (keyRange) return { offset: keyRange[0], path: dotted([...path2, String(pair.key.value)]) };
  }
  if ((isMap3(node) || isSeq2(node)) && keyOffset !== void 0) offset = keyOffset;
  return { offset, path: dotted(path2) };
}
function describeIssue3(issue) {
  switch (issue.code) {
    case "invalid_type":
      return !("input" in issue) || issue.input === void 0 ? `missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${kindOf(issue.input)}`;
    case "unrecognized_keys": {
      const key = issue.keys[0];
      const near = closest(key, SPEC_KEYS, 2);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""}`;
    }
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}${"input" in issue ? `, got ${JSON.stringify(issue.input)}` : ""}`;
    case "invalid_union": {
      const first = issue.errors.flat()[0];
      return first ? describeIssue3(first) : "not a valid value";
    }
    default:
      return issue.message;
  }
}
function kindOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  return `${typeof v} ${JSON.stringify(v)}`;
}
export {
  AepClient,
  ApiError,
  CREDENTIAL_VARIABLES,
  ConfigError,
  ConfigResolver,
  CredentialsError,
  DEFAULT_BASE_URL,
  DEFAULT_EDGE_URL,
  DEFAULT_IMS_URL,
  DEFAULT_RETRY_POLICY,
  DEFAULT_SCOPES,
  EmulatorState,
  EtagConflictError,
  FORMAT_NAMES,
  FaultInjector,
  INTERACT_PATH,
  ImsToken,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  MergePolicy,
  NoAudienceFilesError,
  REDACTED,
  Redactor,
  SERVICE_PATHS,
  SegmentDefinition,
  SegmentDefinitionPage,
  StaticToken,
  StreamCreateError,
  StreamSpecError,
  allRules,
  analyze,
  applyOrder,
  applyPlan,
  audienceFileKind,
  audienceSchema,
  buildPlan,
  childrenOf,
  classify,
  codesFor,
  configSchema,
  createAepClient,
  createBody,
  createSegmentDefinition,
  createSegmentDefinitionOnce,
  createStream,
  credentialsFromEnv,
  credentialsFromFile,
  defaultResolvedConfig,
  deleteFlowResource,
  deleteSegmentDefinition,
  discover,
  discoverAudienceFiles,
  discoverFiles,
  edgeCodes,
  enableGrammarValidation,
  evaluate,
  evaluateAudiences,
  evaluationOf,
  explain,
  explainText as explainExpression,
  findEdgeMergePolicy,
  findSegmentDefinitionsByName,
  forEachNode,
  formatPql,
  formatSource,
  gatewayError,
  getMergePolicy,
  getQuotas,
  getSegmentDefinition,
  githubSummary,
  inletUrlOf,
  interact,
  isApiError,
  isAudienceFileName,
  isKnownQuotaName,
  judgeEdge,
  judgeWindow,
  lintFiles,
  lintSources,
  lintText,
  listAllMergePolicies,
  listAllSegmentDefinitions,
  listFlowResources,
  listMergePolicies,
  listSegmentDefinitions,
  listSegmentDefinitionsPage,
  loadAudienceFile,
  loadConfig,
  loadCredentials,
  nextGmtMidnight,
  nextGmtMonthStart,
  nextReset,
  normaliseErrorBody,
  ok,
  parse,
  parseFormats,
  parseRetryAfter,
  parseStreamSpec,
  percentUsed,
  periodKey,
  print,
  problem,
  publishCandidates,
  publishInput,
  quotaPeriod,
  quotaUsage,
  render2 as renderReport,
  reporters,
  resolveConfig,
  resolveCredentials,
  resolveFormats,
  route,
  ruleByCodeOrName,
  seededRandom,
  shapeOf,
  startEmulator,
  streamLintFiles,
  streamingReporter,
  syntaxCodes,
  systemClock,
  toJsonReport,
  toSarif,
  tokenProviderFor,
  updateConnection,
  updateFlow,
  updateSegmentDefinition,
  webhookUrl
};
