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
function forEachNode(root, visit) {
  const nodes = [root];
  const depths = [0];
  const parents = [];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const depth = depths.pop();
    while (parents.length > depth) parents.pop();
    visit(node, parents);
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
import { EOF as EOF3, Lexer as Lexer2 } from "chevrotain";

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

// src/syntax/generated/lexer-hints-table.ts
var START_CHARS = JSON.parse('{"After":[97],"And":[65,97],"Arrow":[61],"Bang":[33],"Before":[98],"Between":[98],"Caret":[94],"Chain":[67,99],"Colon":[58],"Comma":[44],"Comment":[35,47],"ContextRef":[64],"Count":[67,99],"DateWord":[100],"Dot":[46],"DoubleAmpersand":[38],"DoubleEquals":[61],"DoubleLiteral":[48,49,50,51,52,53,54,55,56,57],"DoublePipe":[124],"Equals":[61],"Exists":[101],"False":[102],"Forall":[102],"From":[102],"Greater":[62],"GreaterEq":[62],"Identifier":[65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,95,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122],"If":[105],"In":[105],"IntegerLiteral":[48,49,50,51,52,53,54,55,56,57],"LBrace":[123],"LBracket":[91],"LParen":[40],"Last":[108],"Less":[60],"LessEq":[60],"Let":[108],"Like":[108],"Minus":[45],"MisquotedString":[39,8160],"Next":[110],"Not":[78,110],"NotEquals":[33],"NotIn":[110],"Now":[110],"Occurs":[111],"On":[111],"Or":[79,111],"Over":[111],"Param":[36],"Percent":[37],"Plus":[43],"RBrace":[125],"RBracket":[93],"RParen":[41],"Select":[115],"Slash":[47],"Star":[42],"StringLiteral":[34],"Sum":[115],"TemplateTag":[123],"TenantPlaceholder":[95],"This":[116],"Today":[116],"Tomorrow":[116],"True":[116],"UnclosedString":[34],"Unit":[99,100,104,109,115,119,121],"What":[87,119],"When":[87,119],"Where":[87,119],"WhiteSpace":[9,10,11,12,13,32,160,65025],"Yesterday":[121]}');

// src/syntax/tokens.ts
function createToken(config) {
  const hint = config.start_chars_hint ? void 0 : START_CHARS[config.name];
  return chevrotainToken(hint ? { ...config, start_chars_hint: hint } : config);
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
  return {
    message: `unknown function \`${name}\`${near && !method ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL function",
    hints,
    closest: method ? void 0 : near
  };
}
function unknownMethod(name) {
  if (methods.has(name)) return void 0;
  const near = nearest(name, methodNames);
  const fn = functionNames.find((f) => f.toLowerCase() === name.toLowerCase());
  const hints = fn ? [`\`${fn}\` is a function, not a method: write \`${fn}(...)\``] : [];
  return {
    message: `unknown method \`${name}\`${near && !fn ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL method",
    hints,
    closest: fn ? void 0 : near
  };
}
var callWords = /* @__PURE__ */ new Set([Chain, What, When, Count, Sum]);
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
      const shown = e === void 0 ? "\\" : `\\${e}`;
      return {
        ok: false,
        message: `unknown escape \`${shown}\` in a string; write \`\\\\\` for a backslash (a regex \`\\w\` is written \`\\\\w\`)`,
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
    return {
      kind: "SumOver",
      value,
      variable: first.variable,
      source: first.source,
      condition: first.condition,
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
    return {
      kind: "RelativePeriod",
      which: which.image,
      unit: unitBySpelling[unit.image],
      span: this.span(which, unit)
    };
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

// src/syntax/chevrotain/lookahead.ts
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

// src/syntax/generated/lookahead-table.ts
var LOOKAHEAD_TABLE = JSON.parse('{"arguments:RepetitionWithSeparator:0":[[["LParen"],["Let"],["Select"],["Exists"],["Forall"],["Sum"],["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]],[["RParen"]]],"arithmetic:Alternation:0":[[["Plus"]],[["Minus"]],[["Star"]],[["Slash"]],[["Percent"]]],"arithmetic:Repetition:0":[[["Minus"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"arithmetic:Repetition:2":[[["Plus"],["Minus"],["Star"],["Slash"],["Percent"]],[[]]],"arithmetic:Repetition:3":[[["Minus"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"arrayLiteral:RepetitionWithSeparator:0":[[["LParen"],["Let"],["Select"],["Exists"],["Forall"],["Sum"],["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]],[["RBracket"]]],"binding:Alternation:0":[[["Where"]],[["Colon"]]],"binding:Option:0":[[["Where"],["Colon"]],[[]]],"chainExpression:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[["RBracket"]]],"chainStep:RepetitionMandatory:0":[[["What"],["Where"],["When"],["Count"]],[[]]],"comparator:Alternation:0":[[["Equals"]],[["NotEquals"]],[["LessEq"]],[["Less"]],[["GreaterEq"]],[["Greater"]]],"comparison:Alternation:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"]],[["In"],["NotIn"],["Like"]],[["Occurs"]]],"comparison:Alternation:2":[[["In"]],[["NotIn"]],[["Like"]]],"comparison:Alternation:3":[[["Not"]],[["Bang"]]],"comparison:Option:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"],["In"],["NotIn"],["Like"],["Occurs"]],[[]]],"comparison:Repetition:0":[[["Not"],["Bang"]],[["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName"]]],"direction:Alternation:0":[[["Before"]],[["After"]],[["From"]]],"expression:Alternation:0":[[["LParen","SoftName","Comma"],["LParen","SoftName","RParen"]],[["Let"]],[["Select"]],[["Exists"],["Forall"]],[["Sum","StringLiteral"],["Sum","DoubleLiteral"],["Sum","IntegerLiteral"],["Sum","True"],["Sum","False"],["Sum","Now"],["Sum","Today"],["Sum","Yesterday"],["Sum","Tomorrow"],["Sum","Param"],["Sum","Caret"],["Sum","ContextRef"],["Sum","This"],["Sum","Chain"],["Sum","If"],["Sum","LBrace"],["Sum","SoftName"],["Sum","Minus","Minus"],["Sum","Minus","StringLiteral"],["Sum","Minus","DoubleLiteral"],["Sum","Minus","IntegerLiteral"],["Sum","Minus","True"],["Sum","Minus","False"],["Sum","Minus","Now"],["Sum","Minus","Today"],["Sum","Minus","Yesterday"],["Sum","Minus","Tomorrow"],["Sum","Minus","Param"],["Sum","Minus","Caret"],["Sum","Minus","ContextRef"],["Sum","Minus","This"],["Sum","Minus","LParen"],["Sum","Minus","Chain"],["Sum","Minus","If"],["Sum","Minus","LBracket"],["Sum","Minus","LBrace"],["Sum","Minus","SoftName"],["Sum","LParen","LParen"],["Sum","LParen","Let"],["Sum","LParen","Select"],["Sum","LParen","Exists"],["Sum","LParen","Forall"],["Sum","LParen","Sum"],["Sum","LParen","Not"],["Sum","LParen","Bang"],["Sum","LParen","Minus"],["Sum","LParen","StringLiteral"],["Sum","LParen","DoubleLiteral"],["Sum","LParen","IntegerLiteral"],["Sum","LParen","True"],["Sum","LParen","False"],["Sum","LParen","Now"],["Sum","LParen","Today"],["Sum","LParen","Yesterday"],["Sum","LParen","Tomorrow"],["Sum","LParen","Param"],["Sum","LParen","Caret"],["Sum","LParen","ContextRef"],["Sum","LParen","This"],["Sum","LParen","Chain"],["Sum","LParen","If"],["Sum","LParen","LBracket"],["Sum","LParen","LBrace"],["Sum","LParen","SoftName"],["Sum","LBracket","LParen"],["Sum","LBracket","Let"],["Sum","LBracket","Select"],["Sum","LBracket","Exists"],["Sum","LBracket","Forall"],["Sum","LBracket","Sum"],["Sum","LBracket","Not"],["Sum","LBracket","Bang"],["Sum","LBracket","Minus"],["Sum","LBracket","StringLiteral"],["Sum","LBracket","DoubleLiteral"],["Sum","LBracket","IntegerLiteral"],["Sum","LBracket","True"],["Sum","LBracket","False"],["Sum","LBracket","Now"],["Sum","LBracket","Today"],["Sum","LBracket","Yesterday"],["Sum","LBracket","Tomorrow"],["Sum","LBracket","Param"],["Sum","LBracket","Caret"],["Sum","LBracket","ContextRef"],["Sum","LBracket","This"],["Sum","LBracket","Chain"],["Sum","LBracket","If"],["Sum","LBracket","LBracket"],["Sum","LBracket","LBrace"],["Sum","LBracket","SoftName"],["Sum","LBracket","RBracket"]],[["Not"],["Bang"],["Minus"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["This"],["Chain"],["If"],["LBracket"],["LBrace"],["LParen","LParen"],["LParen","Let"],["LParen","Select"],["LParen","Exists"],["LParen","Forall"],["LParen","Not"],["LParen","Bang"],["LParen","Minus"],["LParen","StringLiteral"],["LParen","DoubleLiteral"],["LParen","IntegerLiteral"],["LParen","True"],["LParen","False"],["LParen","Now"],["LParen","Today"],["LParen","Yesterday"],["LParen","Tomorrow"],["LParen","Param"],["LParen","Caret"],["LParen","ContextRef"],["LParen","This"],["LParen","If"],["LParen","LBracket"],["LParen","LBrace"],["SoftName","Dot"],["SoftName","Plus"],["SoftName","Star"],["SoftName","Slash"],["SoftName","Percent"],["SoftName","Equals"],["SoftName","NotEquals"],["SoftName","LessEq"],["SoftName","Less"],["SoftName","GreaterEq"],["SoftName","Greater"],["SoftName","In"],["SoftName","NotIn"],["SoftName","Like"],["SoftName","Occurs"],["SoftName","Or"],["SoftName","And"],["SoftName"],["LParen","Sum","Minus"],["LParen","Sum","StringLiteral"],["LParen","Sum","DoubleLiteral"],["LParen","Sum","IntegerLiteral"],["LParen","Sum","True"],["LParen","Sum","False"],["LParen","Sum","Now"],["LParen","Sum","Today"],["LParen","Sum","Yesterday"],["LParen","Sum","Tomorrow"],["LParen","Sum","Param"],["LParen","Sum","Caret"],["LParen","Sum","ContextRef"],["LParen","Sum","This"],["LParen","Sum","LParen"],["LParen","Sum","Chain"],["LParen","Sum","If"],["LParen","Sum","LBracket"],["LParen","Sum","LBrace"],["LParen","Sum","SoftName"],["LParen","Chain","LParen"],["LParen","SoftName","LParen"],["LParen","SoftName","Dot"],["LParen","SoftName","LBracket"],["LParen","SoftName","Plus"],["LParen","SoftName","Minus"],["LParen","SoftName","Star"],["LParen","SoftName","Slash"],["LParen","SoftName","Percent"],["LParen","SoftName","Equals"],["LParen","SoftName","NotEquals"],["LParen","SoftName","LessEq"],["LParen","SoftName","Less"],["LParen","SoftName","GreaterEq"],["LParen","SoftName","Greater"],["LParen","SoftName","In"],["LParen","SoftName","NotIn"],["LParen","SoftName","Like"],["LParen","SoftName","Occurs"],["LParen","SoftName","Or"],["LParen","SoftName","And"],["LParen","SoftName","RParen"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"],["SoftName","LBracket","LParen"],["SoftName","LBracket","Let"],["SoftName","LBracket","Select"],["SoftName","LBracket","Exists"],["SoftName","LBracket","Forall"],["SoftName","LBracket","Sum"],["SoftName","LBracket","Not"],["SoftName","LBracket","Bang"],["SoftName","LBracket","Minus"],["SoftName","LBracket","StringLiteral"],["SoftName","LBracket","DoubleLiteral"],["SoftName","LBracket","IntegerLiteral"],["SoftName","LBracket","True"],["SoftName","LBracket","False"],["SoftName","LBracket","Now"],["SoftName","LBracket","Today"],["SoftName","LBracket","Yesterday"],["SoftName","LBracket","Tomorrow"],["SoftName","LBracket","Param"],["SoftName","LBracket","Caret"],["SoftName","LBracket","ContextRef"],["SoftName","LBracket","This"],["SoftName","LBracket","Chain"],["SoftName","LBracket","If"],["SoftName","LBracket","LBracket"],["SoftName","LBracket","LBrace"],["SoftName","LBracket","SoftName"],["SoftName","Minus","Minus"],["SoftName","Minus","StringLiteral"],["SoftName","Minus","DoubleLiteral"],["SoftName","Minus","IntegerLiteral"],["SoftName","Minus","True"],["SoftName","Minus","False"],["SoftName","Minus","Now"],["SoftName","Minus","Today"],["SoftName","Minus","Yesterday"],["SoftName","Minus","Tomorrow"],["SoftName","Minus","Param"],["SoftName","Minus","Caret"],["SoftName","Minus","ContextRef"],["SoftName","Minus","This"],["SoftName","Minus","LParen"],["SoftName","Minus","Chain"],["SoftName","Minus","If"],["SoftName","Minus","LBracket"],["SoftName","Minus","LBrace"],["SoftName","Minus","SoftName"]]],"lambda:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[["RParen"]]],"logicalExpression:Alternation:0":[[["Or"]],[["And"]]],"logicalExpression:Repetition:0":[[["Or"],["And"]],[[]]],"objectLiteral:RepetitionWithSeparator:0":[[["StringLiteral"]],[["RBrace"]]],"postfixExpression:Alternation:0":[[["Dot"]],[["LBracket"]]],"postfixExpression:Option:0":[[["LParen"]],[[]]],"postfixExpression:Repetition:0":[[["Dot"],["LBracket"]],[[]]],"primary:Alternation:0":[[["StringLiteral"]],[["DoubleLiteral"]],[["IntegerLiteral"]],[["True"]],[["False"]],[["Now"]],[["Today"]],[["Yesterday"]],[["Tomorrow"]],[["Param"]],[["Caret"]],[["ContextRef"]],[["This"]],[["LParen"]],[["Chain","LParen","Minus"],["Chain","LParen","StringLiteral"],["Chain","LParen","DoubleLiteral"],["Chain","LParen","IntegerLiteral"],["Chain","LParen","True"],["Chain","LParen","False"],["Chain","LParen","Now"],["Chain","LParen","Today"],["Chain","LParen","Yesterday"],["Chain","LParen","Tomorrow"],["Chain","LParen","Param"],["Chain","LParen","Caret"],["Chain","LParen","ContextRef"],["Chain","LParen","This"],["Chain","LParen","LParen"],["Chain","LParen","Chain"],["Chain","LParen","If"],["Chain","LParen","LBracket"],["Chain","LParen","LBrace"],["Chain","LParen","SoftName"]],[["If"]],[["LBracket"]],[["LBrace"]],[["SoftName"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"]]],"primary:Option:0":[[["LParen"]],[[]]],"quantifierExpression:Alternation:0":[[["Exists"]],[["Forall"]]],"quantifierExpression:RepetitionMandatoryWithSeparator:0":[[["SoftName"]],[[]]],"selectBinding:Option:0":[[["Where"]],[[]]],"selectExpression:Repetition:0":[[["Comma"]],[[]]],"stepClause:Alternation:0":[[["What"]],[["Where"]],[["When"]],[["Count"]]],"sumExpression:Repetition:0":[[["Comma"]],[[]]],"timeAnchor:Alternation:0":[[["This","Unit"],["Last","Unit"],["Next","Unit"]],[["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["This","Dot"],["This","LBracket"],["This"],["SoftName","LParen"],["SoftName","Dot"],["SoftName","LBracket"],["SoftName"]]],"timeAnchor:Alternation:2":[[["This"]],[["Last"]],[["Next"]]],"timeConstraint:Alternation:0":[[["Equals"],["NotEquals"],["LessEq"],["Less"],["GreaterEq"],["Greater"]],[["From"],["Before","This"],["Before","Last"],["Before","Next"],["Before","StringLiteral"],["Before","DoubleLiteral"],["Before","IntegerLiteral"],["Before","True"],["Before","False"],["Before","Now"],["Before","Today"],["Before","Yesterday"],["Before","Tomorrow"],["Before","Param"],["Before","Caret"],["Before","ContextRef"],["Before","Chain"],["Before","If"],["Before","LBrace"],["Before","SoftName"],["After","This"],["After","Last"],["After","Next"],["After","StringLiteral"],["After","DoubleLiteral"],["After","IntegerLiteral"],["After","True"],["After","False"],["After","Now"],["After","Today"],["After","Yesterday"],["After","Tomorrow"],["After","Param"],["After","Caret"],["After","ContextRef"],["After","Chain"],["After","If"],["After","LBrace"],["After","SoftName"],["Before","LParen","LParen"],["Before","LParen","Let"],["Before","LParen","Select"],["Before","LParen","Exists"],["Before","LParen","Forall"],["Before","LParen","Sum"],["Before","LParen","Not"],["Before","LParen","Bang"],["Before","LParen","Minus"],["Before","LParen","StringLiteral"],["Before","LParen","DoubleLiteral"],["Before","LParen","IntegerLiteral"],["Before","LParen","True"],["Before","LParen","False"],["Before","LParen","Now"],["Before","LParen","Today"],["Before","LParen","Yesterday"],["Before","LParen","Tomorrow"],["Before","LParen","Param"],["Before","LParen","Caret"],["Before","LParen","ContextRef"],["Before","LParen","This"],["Before","LParen","Chain"],["Before","LParen","If"],["Before","LParen","LBracket"],["Before","LParen","LBrace"],["Before","LParen","SoftName"],["Before","LBracket","LParen"],["Before","LBracket","Let"],["Before","LBracket","Select"],["Before","LBracket","Exists"],["Before","LBracket","Forall"],["Before","LBracket","Sum"],["Before","LBracket","Not"],["Before","LBracket","Bang"],["Before","LBracket","Minus"],["Before","LBracket","StringLiteral"],["Before","LBracket","DoubleLiteral"],["Before","LBracket","IntegerLiteral"],["Before","LBracket","True"],["Before","LBracket","False"],["Before","LBracket","Now"],["Before","LBracket","Today"],["Before","LBracket","Yesterday"],["Before","LBracket","Tomorrow"],["Before","LBracket","Param"],["Before","LBracket","Caret"],["Before","LBracket","ContextRef"],["Before","LBracket","This"],["Before","LBracket","Chain"],["Before","LBracket","If"],["Before","LBracket","LBracket"],["Before","LBracket","LBrace"],["Before","LBracket","SoftName"],["Before","LBracket","RBracket"],["After","LParen","LParen"],["After","LParen","Let"],["After","LParen","Select"],["After","LParen","Exists"],["After","LParen","Forall"],["After","LParen","Sum"],["After","LParen","Not"],["After","LParen","Bang"],["After","LParen","Minus"],["After","LParen","StringLiteral"],["After","LParen","DoubleLiteral"],["After","LParen","IntegerLiteral"],["After","LParen","True"],["After","LParen","False"],["After","LParen","Now"],["After","LParen","Today"],["After","LParen","Yesterday"],["After","LParen","Tomorrow"],["After","LParen","Param"],["After","LParen","Caret"],["After","LParen","ContextRef"],["After","LParen","This"],["After","LParen","Chain"],["After","LParen","If"],["After","LParen","LBracket"],["After","LParen","LBrace"],["After","LParen","SoftName"],["After","LBracket","LParen"],["After","LBracket","Let"],["After","LBracket","Select"],["After","LBracket","Exists"],["After","LBracket","Forall"],["After","LBracket","Sum"],["After","LBracket","Not"],["After","LBracket","Bang"],["After","LBracket","Minus"],["After","LBracket","StringLiteral"],["After","LBracket","DoubleLiteral"],["After","LBracket","IntegerLiteral"],["After","LBracket","True"],["After","LBracket","False"],["After","LBracket","Now"],["After","LBracket","Today"],["After","LBracket","Yesterday"],["After","LBracket","Tomorrow"],["After","LBracket","Param"],["After","LBracket","Caret"],["After","LBracket","ContextRef"],["After","LBracket","This"],["After","LBracket","Chain"],["After","LBracket","If"],["After","LBracket","LBracket"],["After","LBracket","LBrace"],["After","LBracket","SoftName"],["After","LBracket","RBracket"]],[["Between","This"],["Between","Last"],["Between","Next"],["Between","StringLiteral"],["Between","DoubleLiteral"],["Between","IntegerLiteral"],["Between","True"],["Between","False"],["Between","Now"],["Between","Today"],["Between","Yesterday"],["Between","Tomorrow"],["Between","Param"],["Between","Caret"],["Between","ContextRef"],["Between","Chain"],["Between","If"],["Between","LBrace"],["Between","SoftName"],["Between","LParen","LParen"],["Between","LParen","Let"],["Between","LParen","Select"],["Between","LParen","Exists"],["Between","LParen","Forall"],["Between","LParen","Sum"],["Between","LParen","Not"],["Between","LParen","Bang"],["Between","LParen","Minus"],["Between","LParen","StringLiteral"],["Between","LParen","DoubleLiteral"],["Between","LParen","IntegerLiteral"],["Between","LParen","True"],["Between","LParen","False"],["Between","LParen","Now"],["Between","LParen","Today"],["Between","LParen","Yesterday"],["Between","LParen","Tomorrow"],["Between","LParen","Param"],["Between","LParen","Caret"],["Between","LParen","ContextRef"],["Between","LParen","This"],["Between","LParen","Chain"],["Between","LParen","If"],["Between","LParen","LBracket"],["Between","LParen","LBrace"],["Between","LParen","SoftName"],["Between","LBracket","LParen"],["Between","LBracket","Let"],["Between","LBracket","Select"],["Between","LBracket","Exists"],["Between","LBracket","Forall"],["Between","LBracket","Sum"],["Between","LBracket","Not"],["Between","LBracket","Bang"],["Between","LBracket","Minus"],["Between","LBracket","StringLiteral"],["Between","LBracket","DoubleLiteral"],["Between","LBracket","IntegerLiteral"],["Between","LBracket","True"],["Between","LBracket","False"],["Between","LBracket","Now"],["Between","LBracket","Today"],["Between","LBracket","Yesterday"],["Between","LBracket","Tomorrow"],["Between","LBracket","Param"],["Between","LBracket","Caret"],["Between","LBracket","ContextRef"],["Between","LBracket","This"],["Between","LBracket","Chain"],["Between","LBracket","If"],["Between","LBracket","LBracket"],["Between","LBracket","LBrace"],["Between","LBracket","SoftName"],["Between","LBracket","RBracket"]],[["On"],["This"],["Last"],["Next"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName","Dot"],["SoftName"],["SoftName","LParen","LParen"],["SoftName","LParen","Let"],["SoftName","LParen","Select"],["SoftName","LParen","Exists"],["SoftName","LParen","Forall"],["SoftName","LParen","Sum"],["SoftName","LParen","Not"],["SoftName","LParen","Bang"],["SoftName","LParen","Minus"],["SoftName","LParen","StringLiteral"],["SoftName","LParen","DoubleLiteral"],["SoftName","LParen","IntegerLiteral"],["SoftName","LParen","True"],["SoftName","LParen","False"],["SoftName","LParen","Now"],["SoftName","LParen","Today"],["SoftName","LParen","Yesterday"],["SoftName","LParen","Tomorrow"],["SoftName","LParen","Param"],["SoftName","LParen","Caret"],["SoftName","LParen","ContextRef"],["SoftName","LParen","This"],["SoftName","LParen","Chain"],["SoftName","LParen","If"],["SoftName","LParen","LBracket"],["SoftName","LParen","LBrace"],["SoftName","LParen","SoftName"],["SoftName","LParen","RParen"],["SoftName","LBracket","LParen"],["SoftName","LBracket","Let"],["SoftName","LBracket","Select"],["SoftName","LBracket","Exists"],["SoftName","LBracket","Forall"],["SoftName","LBracket","Sum"],["SoftName","LBracket","Not"],["SoftName","LBracket","Bang"],["SoftName","LBracket","Minus"],["SoftName","LBracket","StringLiteral"],["SoftName","LBracket","DoubleLiteral"],["SoftName","LBracket","IntegerLiteral"],["SoftName","LBracket","True"],["SoftName","LBracket","False"],["SoftName","LBracket","Now"],["SoftName","LBracket","Today"],["SoftName","LBracket","Yesterday"],["SoftName","LBracket","Tomorrow"],["SoftName","LBracket","Param"],["SoftName","LBracket","Caret"],["SoftName","LBracket","ContextRef"],["SoftName","LBracket","This"],["SoftName","LBracket","Chain"],["SoftName","LBracket","If"],["SoftName","LBracket","LBracket"],["SoftName","LBracket","LBrace"],["SoftName","LBracket","SoftName"]]],"timeConstraint:Option:0":[[["On"]],[["This"],["Last"],["Next"],["StringLiteral"],["DoubleLiteral"],["IntegerLiteral"],["True"],["False"],["Now"],["Today"],["Yesterday"],["Tomorrow"],["Param"],["Caret"],["ContextRef"],["LParen"],["Chain"],["If"],["LBracket"],["LBrace"],["SoftName","LParen"],["SoftName","Dot"],["SoftName","LBracket"],["SoftName"]]],"upReference:Option:0":[[["Dot"]],[["AnyWord"]]],"upReference:RepetitionMandatory:0":[[["Caret"]],[["Dot"],["AnyWord"]]]}');

// src/syntax/generated/grammar-table.ts
var GRAMMAR_TABLE = JSON.parse('{"arguments":{"kind":"Rule","fields":{"orgText":"","name":"arguments"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"arithmetic":{"kind":"Rule","fields":{"orgText":"","name":"arithmetic"},"definition":[{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Minus"}}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"postfixExpression"}},{"kind":"Repetition","fields":{"idx":2},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Plus"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":2,"terminalType":"Minus"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Star"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Slash"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Percent"}}]}]},{"kind":"Repetition","fields":{"idx":3},"definition":[{"kind":"Terminal","fields":{"idx":3,"terminalType":"Minus"}}]},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"postfixExpression"}}]}]},"arrayLiteral":{"kind":"Rule","fields":{"orgText":"","name":"arrayLiteral"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}}]},"binding":{"kind":"Rule","fields":{"orgText":"","name":"binding"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}}]}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]}]},"chainExpression":{"kind":"Rule","fields":{"orgText":"","name":"chainExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Chain"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"Comma"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"chainStep"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"chainStep":{"kind":"Rule","fields":{"orgText":"","name":"chainStep"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}},{"kind":"RepetitionMandatory","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"stepClause"}}]}]},"comparator":{"kind":"Rule","fields":{"orgText":"","name":"comparator"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Equals"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"NotEquals"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LessEq"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Less"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"GreaterEq"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Greater"}}]}]}]},"comparison":{"kind":"Rule","fields":{"orgText":"","name":"comparison"},"definition":[{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":3,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Not"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Bang"}}]}]}]},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparator"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"arithmetic"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Alternation","fields":{"idx":2,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"In"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"NotIn"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Like"}}]}]},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"arithmetic"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Occurs"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeConstraint"}}]}]}]}]},"direction":{"kind":"Rule","fields":{"orgText":"","name":"direction"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Before"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"After"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}}]}]}]},"expression":{"kind":"Rule","fields":{"orgText":"","name":"expression"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":true},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"lambda"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"letExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"quantifierExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"sumExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"logicalExpression"}}]}]}]},"ifExpression":{"kind":"Rule","fields":{"orgText":"","name":"ifExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"If"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"lambda":{"kind":"Rule","fields":{"orgText":"","name":"lambda"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Arrow"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"letExpression":{"kind":"Rule","fields":{"orgText":"","name":"letExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Let"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Equals"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"In"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"logicalExpression":{"kind":"Rule","fields":{"orgText":"","name":"logicalExpression"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparison"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Or"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"And"}}]}]},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"comparison"}}]}]},"objectEntry":{"kind":"Rule","fields":{"orgText":"","name":"objectEntry"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"StringLiteral"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Colon"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"objectLiteral":{"kind":"Rule","fields":{"orgText":"","name":"objectLiteral"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBrace"}},{"kind":"RepetitionWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"objectEntry"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBrace"}}]},"parenthesized":{"kind":"Rule","fields":{"orgText":"","name":"parenthesized"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},"postfixExpression":{"kind":"Rule","fields":{"orgText":"","name":"postfixExpression"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"primary"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Dot"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arguments"}}]}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"LBracket"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RBracket"}}]}]}]}]},"primary":{"kind":"Rule","fields":{"orgText":"","name":"primary"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":true},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"StringLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"DoubleLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"True"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"False"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Now"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Today"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Yesterday"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Tomorrow"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Param"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"upReference"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"ContextRef"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"This"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"parenthesized"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":true},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"chainExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"ifExpression"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arrayLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"objectLiteral"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arguments"}}]}]}]}]},"quantifierExpression":{"kind":"Rule","fields":{"orgText":"","name":"quantifierExpression"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Exists"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Forall"}}]}]},{"kind":"RepetitionMandatoryWithSeparator","fields":{"idx":0,"separator":"Comma"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"binding"}}]}]},"query":{"kind":"Rule","fields":{"orgText":"","name":"query"},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]},"selectBinding":{"kind":"Rule","fields":{"orgText":"","name":"selectBinding"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"SoftName"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"From"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}}]}]},"selectExpression":{"kind":"Rule","fields":{"orgText":"","name":"selectExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Select"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectBinding"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"selectBinding"}}]}]},"stepClause":{"kind":"Rule","fields":{"orgText":"","name":"stepClause"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"What"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Where"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"expression"}},{"kind":"Terminal","fields":{"idx":2,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"When"}},{"kind":"Terminal","fields":{"idx":3,"terminalType":"LParen"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeConstraint"}},{"kind":"Terminal","fields":{"idx":3,"terminalType":"RParen"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Count"}},{"kind":"Terminal","fields":{"idx":4,"terminalType":"LParen"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}},{"kind":"Terminal","fields":{"idx":4,"terminalType":"RParen"}}]}]}]},"sumExpression":{"kind":"Rule","fields":{"orgText":"","name":"sumExpression"},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Sum"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"arithmetic"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Over"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"selectBinding"}},{"kind":"Repetition","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Comma"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"selectBinding"}}]}]},"timeAnchor":{"kind":"Rule","fields":{"orgText":"","name":"timeAnchor"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Alternation","fields":{"idx":2,"ignoreAmbiguities":false,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"This"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Last"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Next"}}]}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Unit"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"postfixExpression"}}]}]}]},"timeConstraint":{"kind":"Rule","fields":{"orgText":"","name":"timeConstraint"},"definition":[{"kind":"Alternation","fields":{"idx":0,"ignoreAmbiguities":true,"hasPredicates":false},"definition":[{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"comparator"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"IntegerLiteral"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"Unit"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"direction"}},{"kind":"NonTerminal","fields":{"idx":0,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"direction"}},{"kind":"NonTerminal","fields":{"idx":2,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Between"}},{"kind":"NonTerminal","fields":{"idx":3,"nonTerminalName":"timeAnchor"}},{"kind":"Terminal","fields":{"idx":0,"terminalType":"And"}},{"kind":"NonTerminal","fields":{"idx":4,"nonTerminalName":"timeAnchor"}}]},{"kind":"Alternative","fields":{"ignoreAmbiguities":false},"definition":[{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"On"}}]},{"kind":"NonTerminal","fields":{"idx":5,"nonTerminalName":"timeAnchor"}}]}]}]},"upReference":{"kind":"Rule","fields":{"orgText":"","name":"upReference"},"definition":[{"kind":"RepetitionMandatory","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Caret"}}]},{"kind":"Option","fields":{"idx":0},"definition":[{"kind":"Terminal","fields":{"idx":0,"terminalType":"Dot"}}]},{"kind":"Terminal","fields":{"idx":0,"terminalType":"AnyWord"}}]}}');

// src/syntax/chevrotain/stored-grammar.ts
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
var valueRules = /* @__PURE__ */ new Set(["expression", "logicalExpression", "comparison", "arithmetic", "postfixExpression", "primary", "query"]);
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
    case EOF:
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
var errorMessages = {
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
  /** Whether performSelfAnalysis took the stored grammar instead of recording it (chevrotain/stored-grammar.ts). */
  replayed;
  /**
   * `recovery`: go on after an error to find the next ones, building no tree (see getParser);
   * `table`: the stored lookahead, or `{}` to have every entry computed (the generator does);
   * `grammar`: the stored grammar, or null to record it (the generator does).
   */
  constructor(validate, {
    recovery = true,
    table = LOOKAHEAD_TABLE,
    grammar = GRAMMAR_TABLE
  } = {}) {
    const lookahead = new TableLookahead(table, tokensByName, MAX_LOOKAHEAD);
    super(allTokens, {
      recoveryEnabled: recovery,
      maxLookahead: MAX_LOOKAHEAD,
      lookaheadStrategy: lookahead,
      skipValidations: !validate,
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
   * not by a rule per level, where each operand went through every level's rule call.
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
    this.MANY(
      () => (negations ??= []).push(
        this.OR3(this.alternatives(2, () => [{ ALT: () => this.CONSUME(Not) }, { ALT: () => this.CONSUME(Bang) }]))
      )
    );
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
            const which = this.OR2([
              { ALT: () => this.CONSUME(This) },
              { ALT: () => this.CONSUME(Last) },
              { ALT: () => this.CONSUME(Next) }
            ]);
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
                const call = this.OPTION(() => this.SUBRULE(this.arguments));
                return this.building ? this.ast.nameOrCall(name, call) : SKIPPED;
              }
            }
          ]
        })
      )
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
      if (type === EOF2) return false;
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
    report(
      "syntax/unexpected-character",
      "`@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`",
      e.offset,
      end
    );
  } else if (first === "&" || first === "|") {
    const word2 = first === "&" ? "and" : "or";
    report("syntax/unexpected-character", `unexpected \`${first}\`: PQL writes \`${word2}\``, e.offset, end);
  } else {
    const shown = /^[\x21-\x7e]$/.test(first) ? `\`${first}\`` : `character U+${(first.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    report("syntax/unexpected-character", `unexpected ${shown}`, e.offset, end);
  }
}
function checkTokens(tokens, report) {
  for (const token of tokens) {
    const start = token.startOffset;
    if (token.tokenType === UnclosedString) {
      report("syntax/unclosed-string", 'unclosed string: it has no closing `"` on its line', start, start + 1, ['add the closing `"`']);
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
  const report = (rule, message, start, end, hints = [], label2) => errors.push({ rule, code: syntaxCodes[rule], message, span: lines.span(start, end), hints, ...label2 ? { label: label2 } : {} });
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
    for (const { token, problem } of unknownCallTokens(tokens))
      report(
        "syntax/unknown-function",
        problem.message,
        token.startOffset,
        token.startOffset + token.image.length,
        problem.hints,
        problem.label
      );
    return finish(null, errors, text, lines, tokens);
  }
  for (const problem of p.ast.problems)
    errors.push({ rule: "syntax/parse-error", code: "PQL001", message: problem.message, span: problem.span, hints: [] });
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
function bindings(list2) {
  return join(
    ", ",
    list2.map(
      (b, i) => concat(b.variable.name, " from ", at(b.source, 5 /* Additive */), condition("where", b.condition, i === list2.length - 1))
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
var aggregationMethods = /* @__PURE__ */ new Set(["count", "sum", "average", "min", "max", "distinct", "groupBy", "topN", "bottomN", "map"]);
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

export {
  syntaxCodes,
  closest,
  functionNames,
  methodNames,
  unknownFunction,
  unknownMethod,
  LineMap,
  childrenOf,
  forEachNode,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  enableGrammarValidation,
  parse,
  render,
  print,
  timeConstraint,
  extractFacts
};
