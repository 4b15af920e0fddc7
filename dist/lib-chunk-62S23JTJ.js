// src/syntax/walk.ts
function childrenOf(node2) {
  switch (node2.kind) {
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
      return node2.segments;
    case "Array":
      return node2.elements;
    case "Object":
      return node2.entries;
    case "ObjectEntry":
      return [node2.key, node2.value];
    case "Logical":
      return node2.operands;
    case "Binary":
      return [node2.left, node2.right];
    case "Unary":
      return [node2.operand];
    case "MemberAccess":
      return [node2.object, node2.property];
    case "MethodCall":
      return [node2.object, node2.method, ...node2.args];
    case "Filter":
      return [node2.object, node2.condition];
    case "FunctionCall":
      return [node2.callee, ...node2.args];
    case "If":
      return [node2.test, node2.then, node2.otherwise];
    case "Lambda":
      return [...node2.params, node2.body];
    case "Let":
      return [node2.variable, node2.value, node2.body];
    case "Select":
      return node2.condition ? [node2.variable, node2.source, node2.condition, ...node2.laterBindings] : [node2.variable, node2.source, ...node2.laterBindings];
    case "Binding":
      return node2.condition ? [node2.variable, node2.source, node2.condition] : [node2.variable, node2.source];
    case "Quantifier":
      return node2.bindings;
    case "SumOver":
      return node2.condition ? [node2.value, node2.variable, node2.source, node2.condition, ...node2.laterBindings] : [node2.value, node2.variable, node2.source, ...node2.laterBindings];
    case "Occurs":
      return [node2.subject, node2.constraint];
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      return [node2.anchor];
    case "BetweenConstraint":
      return [node2.from, node2.to];
    case "Chain":
      return [node2.events, node2.timestampField, ...node2.steps];
    case "ChainStep": {
      const out = [node2.label, node2.what];
      if (node2.where) out.push(node2.where);
      if (node2.when) out.push(node2.when);
      return out;
    }
  }
}
function forEachNode(root, visit3) {
  const nodes = [root];
  const depths = [0];
  const parents = [];
  while (nodes.length > 0) {
    const node2 = nodes.pop();
    const depth = depths.pop();
    while (parents.length > depth) parents.pop();
    visit3(node2, parents);
    parents.push(node2);
    const before = nodes.length;
    pushChildren(node2, nodes);
    for (let i = before; i < nodes.length; i++) depths.push(depth + 1);
  }
}
function pushChildren(node2, stack) {
  switch (node2.kind) {
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
      return pushReversed(node2.segments, stack);
    case "Array":
      return pushReversed(node2.elements, stack);
    case "Object":
      return pushReversed(node2.entries, stack);
    case "Logical":
      return pushReversed(node2.operands, stack);
    case "Quantifier":
      return pushReversed(node2.bindings, stack);
    case "ObjectEntry":
      stack.push(node2.value, node2.key);
      return;
    case "Binary":
      stack.push(node2.right, node2.left);
      return;
    case "Unary":
      stack.push(node2.operand);
      return;
    case "MemberAccess":
      stack.push(node2.property, node2.object);
      return;
    case "Filter":
      stack.push(node2.condition, node2.object);
      return;
    case "Occurs":
      stack.push(node2.constraint, node2.subject);
      return;
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      stack.push(node2.anchor);
      return;
    case "BetweenConstraint":
      stack.push(node2.to, node2.from);
      return;
    case "ChainStep":
      if (node2.when) stack.push(node2.when);
      if (node2.where) stack.push(node2.where);
      stack.push(node2.what, node2.label);
      return;
    case "Chain":
      pushReversed(node2.steps, stack);
      stack.push(node2.timestampField, node2.events);
      return;
    default:
      return pushReversed(childrenOf(node2), stack);
  }
}
function pushReversed(children, stack) {
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
}
function deepest(root) {
  let best = root;
  let bestDepth = 0;
  forEachNode(root, (node2, parents) => {
    if (parents.length + 1 < bestDepth) return;
    best = node2;
    bestDepth = parents.length + 1;
  });
  return { node: best, depth: bestDepth };
}

// src/syntax/errors.ts
function ruleIdentity(rule) {
  return { rule: rule.meta.name, code: rule.meta.code };
}

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
import { createToken, Lexer } from "chevrotain";
var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_";
var DIGITS = "0123456789";
var AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, label: "a name" });
var SoftName = createToken({ name: "SoftName", pattern: Lexer.NA, categories: [AnyWord], label: "a name" });
var Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  start_chars_hint: [...LETTERS],
  categories: [SoftName],
  label: "a name"
});
function startLetters(spec) {
  const first = spec.starts ?? spec.pattern.source[0];
  return spec.pattern.ignoreCase ? [.../* @__PURE__ */ new Set([...first.toLowerCase(), ...first.toUpperCase()])] : [...first];
}
function word(spec) {
  return createToken({
    name: spec.name,
    pattern: spec.pattern,
    start_chars_hint: startLetters(spec),
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
  soft: true,
  starts: "msdhwyc"
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
var DoubleLiteral = createToken({ name: "DoubleLiteral", pattern: /\d+\.\d+/, start_chars_hint: [...DIGITS], label: "a number" });
var IntegerLiteral = createToken({ name: "IntegerLiteral", pattern: /\d+/, start_chars_hint: [...DIGITS], label: "a number" });
var Param = createToken({ name: "Param", pattern: /\$\d+/, start_chars_hint: ["$"], label: "a parameter (`$1`)" });
var ContextRef = createToken({
  name: "ContextRef",
  pattern: /@\{[^}\r\n]*\}/,
  start_chars_hint: ["@"],
  label: "a context reference (`@{...}`)"
});
var MisquotedString = createToken({
  name: "MisquotedString",
  pattern: /'[^'\r\n]*'|\u201c[^\u201d\r\n]*\u201d/,
  start_chars_hint: ["'", "\u201C"],
  categories: [StringLiteral],
  label: "a string"
});
var Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*|\/\/[^\r\n]*/, start_chars_hint: ["#", "/"], group: "comments" });
var TemplateTag = createToken({
  name: "TemplateTag",
  pattern: /\{%[^\r\n]*?%\}|\{\{[^\r\n]*?\}\}/,
  start_chars_hint: ["{"],
  group: "templates"
});
var TenantPlaceholder = createToken({
  name: "TenantPlaceholder",
  pattern: /_\{[A-Za-z_]*\}/,
  start_chars_hint: ["_"],
  categories: [SoftName],
  label: "a name"
});
var Arrow = createToken({ name: "Arrow", pattern: /=>/, start_chars_hint: ["="], label: "`=>`" });
var NotEquals = createToken({ name: "NotEquals", pattern: /!=/, start_chars_hint: ["!"], label: "`!=`" });
var LessEq = createToken({ name: "LessEq", pattern: /<=/, start_chars_hint: ["<"], label: "`<=`" });
var GreaterEq = createToken({ name: "GreaterEq", pattern: />=/, start_chars_hint: [">"], label: "`>=`" });
var Equals = createToken({ name: "Equals", pattern: /=/, start_chars_hint: ["="], label: "`=`" });
var Less = createToken({ name: "Less", pattern: /</, start_chars_hint: ["<"], label: "`<`" });
var Greater = createToken({ name: "Greater", pattern: />/, start_chars_hint: [">"], label: "`>`" });
var Bang = createToken({ name: "Bang", pattern: /!/, start_chars_hint: ["!"], label: "`!`" });
var Plus = createToken({ name: "Plus", pattern: /\+/, start_chars_hint: ["+"], label: "`+`" });
var Minus = createToken({ name: "Minus", pattern: /-/, start_chars_hint: ["-"], label: "`-`" });
var Star = createToken({ name: "Star", pattern: /\*/, start_chars_hint: ["*"], label: "`*`" });
var Slash = createToken({ name: "Slash", pattern: /\//, start_chars_hint: ["/"], label: "`/`" });
var Percent = createToken({ name: "Percent", pattern: /%/, start_chars_hint: ["%"], label: "`%`" });
var Caret = createToken({ name: "Caret", pattern: /\^/, start_chars_hint: ["^"], label: "`^`" });
var LParen = createToken({ name: "LParen", pattern: /\(/, start_chars_hint: ["("], label: "`(`" });
var RParen = createToken({ name: "RParen", pattern: /\)/, start_chars_hint: [")"], label: "`)`" });
var LBracket = createToken({ name: "LBracket", pattern: /\[/, start_chars_hint: ["["], label: "`[`" });
var RBracket = createToken({ name: "RBracket", pattern: /]/, start_chars_hint: ["]"], label: "`]`" });
var LBrace = createToken({ name: "LBrace", pattern: /\{/, start_chars_hint: ["{"], label: "`{`" });
var RBrace = createToken({ name: "RBrace", pattern: /}/, start_chars_hint: ["}"], label: "`}`" });
var Comma = createToken({ name: "Comma", pattern: /,/, start_chars_hint: [","], label: "`,`" });
var Dot = createToken({ name: "Dot", pattern: /\./, start_chars_hint: ["."], label: "`.`" });
var Colon = createToken({ name: "Colon", pattern: /:/, start_chars_hint: [":"], label: "`:`" });
var DoubleEquals = createToken({
  name: "DoubleEquals",
  pattern: /==/,
  start_chars_hint: ["="],
  categories: [Equals],
  label: "`=`"
});
var DoubleAmpersand = createToken({
  name: "DoubleAmpersand",
  pattern: /&&/,
  start_chars_hint: ["&"],
  categories: [And],
  label: "`and`"
});
var DoublePipe = createToken({ name: "DoublePipe", pattern: /\|\|/, start_chars_hint: ["|"], categories: [Or], label: "`or`" });
var WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/,
  start_chars_hint: [" ", "	", "\r", "\n", "\f", "\v", "\xA0", "\uFEFF"],
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
var dateFunctionWords = {
  currentDate: "currentDayOfMonth",
  currentDay: "currentDayOfMonth",
  getCurrentDate: "currentDayOfMonth",
  currentDayOfWeek: "currentDayOfMonth"
};
var dateMethodWords = {
  getDate: "getDayOfMonth",
  getDay: "getDayOfMonth",
  getFullYear: "getYear",
  getMonthValue: "getMonth"
};
var dateFunctionsHint = "PQL's date parts of now are `currentDayOfMonth()`, `currentMonth()` and `currentYear()`";
var dateMethodsHint = "PQL's date parts of a date are `getDayOfMonth()`, `getMonth()` and `getYear()`";
function unknownFunction(name) {
  if (functions.has(name)) return void 0;
  const dateWord = Object.hasOwn(dateFunctionWords, name) ? dateFunctionWords[name] : void 0;
  const near = dateWord ?? nearest(name, [...functionNames, ...keywordCalls]);
  const method = methodNames.find((m) => m.toLowerCase() === name.toLowerCase());
  const hints9 = method ? [`\`${method}\` is a method: call it on a value, e.g. \`orders.${method}(...)\``] : dateWord ? [dateFunctionsHint] : near ? [] : [`the functions are ${functionNames.map((f) => `\`${f}\``).join(", ")}, and \`CHAIN(...)\`, \`if(...)\``];
  return {
    message: `unknown function \`${name}\`${near && !method ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL function",
    hints: hints9,
    closest: method ? void 0 : near
  };
}
function unknownMethod(name) {
  if (methods.has(name)) return void 0;
  const dateWord = Object.hasOwn(dateMethodWords, name) ? dateMethodWords[name] : void 0;
  const near = dateWord ?? nearest(name, methodNames);
  const fn = functionNames.find((f) => f.toLowerCase() === name.toLowerCase());
  const hints9 = fn ? [`\`${fn}\` is a function, not a method: write \`${fn}(...)\``] : dateWord ? [dateMethodsHint] : [];
  return {
    message: `unknown method \`${name}\`${near && !fn ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL method",
    hints: hints9,
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

// src/syntax/rules/syntax-unclosed-string.ts
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

// src/text/shorten.ts
var SHORTEN_LIMIT = 40;
function shorten(text, limit = SHORTEN_LIMIT) {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
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
      ...ruleIdentity(syntaxUnclosedString),
      message: `missing closing quote: the string \`"${shorten(intended)}\` runs on into \`${match[0].trim()}\``,
      span: lines.span(missingAt, missingAt + 1),
      label: 'add `"` here',
      hints: [`close the string before \`${match[0].trim()[0]}\`: \`"${intended.slice(0, 40)}"\``]
    });
    break;
  }
}

// src/syntax/chevrotain-parse.ts
import { EOF as EOF3 } from "chevrotain";

// src/syntax/messages.ts
import {
  EOF,
  NoViableAltException
} from "chevrotain";
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
function noViableAlternative(actual, previous, rule) {
  const found = `found ${describeToken(actual)}`;
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
  buildNoViableAltMessage: ({ actual, previous, ruleName }) => noViableAlternative(actual[0], previous, ruleName),
  buildEarlyExitMessage: ({ actual, previous, ruleName }) => earlyExit(actual[0], previous, ruleName)
};
function recognitionMessage(e, tokens) {
  if (!(e instanceof NoViableAltException) || e.token.tokenType !== LParen) return e.message;
  const at2 = tokens.indexOf(e.token);
  if (at2 === -1) return e.message;
  if (tokens[at2 + 1]?.tokenType === RParen) return "empty parentheses: expected an expression between `(` and `)`";
  if (tokens[at2 + 2]?.tokenType === Comma)
    return "`(a, b)` is not a value: a lambda needs `=>` after its parameters, as in `(K, G) => mapEntry(K, G.count())`";
  return e.message;
}

// src/syntax/parser.ts
import { EmbeddedActionsParser, EOF as EOF2 } from "chevrotain";

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

// src/syntax/lazy-lookahead.ts
import {
  LLkLookaheadStrategy
} from "chevrotain";
var LazyLookahead = class {
  llk;
  constructor(maxLookahead) {
    this.llk = new LLkLookaheadStrategy({ maxLookahead });
  }
  validate(options) {
    return this.llk.validate(options);
  }
  buildLookaheadForAlternation(options) {
    let decide;
    const llk = this.llk;
    return function(orAlts) {
      const built2 = decide ??= llk.buildLookaheadForAlternation(options);
      return built2.call(this, orAlts);
    };
  }
  buildLookaheadForOptional(options) {
    let enter;
    const llk = this.llk;
    return function() {
      const built2 = enter ??= llk.buildLookaheadForOptional(options);
      return built2.call(this);
    };
  }
};

// src/syntax/sum-value.ts
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
var sumValueTokens = /* @__PURE__ */ new Set([
  ...sumValueStart,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  Unit
]);

// src/syntax/parser.ts
function continuesValue(token, parser2) {
  return sumValueTokens.has(token.tokenType) || parser2.tokenMatches(token, SoftName);
}
var DEEP_LOOKAHEAD = 3;
var SKIPPED = void 0;
var PqlParser = class extends EmbeddedActionsParser {
  /** Makes the nodes; `reset` it with the text's LineMap before each parse. */
  ast = new AstFactory();
  buildsTree;
  quickDecisions;
  /**
   * `validate`: run Chevrotain's grammar checks (tests do; the shipped build skips them);
   * `recovery`: go on after an error to find the next ones, building no tree (see chevrotain-parse.ts);
   * `quickDecisions`: decide an expression's alternative on one token (see `expression`).
   */
  constructor(validate3, { recovery = true, quickDecisions = false } = {}) {
    super(allTokens, {
      recoveryEnabled: recovery,
      maxLookahead: 1,
      lookaheadStrategy: new LazyLookahead(1),
      skipValidations: !validate3,
      errorMessageProvider: errorMessages
    });
    this.buildsTree = !recovery;
    this.quickDecisions = quickDecisions;
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
          // One token for the parser of the first pass: the gated alternatives (lambda, sum ... over)
          // scan ahead themselves and the others begin with a token of their own, so one token picks
          // the alternative three would on every valid input, and working out the three-token
          // sequences through the whole expression grammar was the largest part of a one-file
          // lint's parse. The parsers that word errors keep three: where none of them matches, the
          // error is raised at the opening `(` (`()`, `(a, b) x`) and worded there (messages.ts).
          MAX_LOOKAHEAD: this.quickDecisions ? 1 : DEEP_LOOKAHEAD,
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
      MAX_LOOKAHEAD: DEEP_LOOKAHEAD,
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
            const on = this.OPTION({
              MAX_LOOKAHEAD: DEEP_LOOKAHEAD,
              GATE: () => this.startsAnchor(this.LA(2)),
              DEF: () => this.CONSUME(On)
            });
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
      MAX_LOOKAHEAD: DEEP_LOOKAHEAD,
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
              const args = this.OPTION(() => this.SUBRULE(this.arguments));
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
          // One token for the first pass, as in `expression`: only `chain(` needs more here
          // (CHAIN against a call of a function named chain), and the gate of that alternative
          // answers it (isChainStart). Working out every three-token sequence of every operand
          // was the largest part of what is left of a one-file lint's parse.
          MAX_LOOKAHEAD: this.quickDecisions ? 1 : DEEP_LOOKAHEAD,
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
            { GATE: () => this.isChainStart(), ALT: () => this.SUBRULE(this.chainExpression) },
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
  /** What may begin a CHAIN's events (its `arithmetic`), by Chevrotain's reading of the grammar: worked out on first need. */
  chainEventsStart;
  /**
   * Whether a `chain` here begins a CHAIN rather than names a function. The parsers that decide
   * `primary` on three tokens need only `(` next (their lookahead checks the third); the first
   * pass decides on one token, so this checks the third as they do: CHAIN where the token after
   * `chain(` may begin its events, a call otherwise (`chain()`), on every input.
   */
  isChainStart() {
    if (this.LA(2).tokenType !== LParen) return false;
    if (!this.quickDecisions) return true;
    if (this.LA(1).tokenType !== Chain) return false;
    const third = this.LA(3);
    this.chainEventsStart ??= this.computeContentAssist("arithmetic", []).map((path3) => path3.nextTokenType);
    return this.chainEventsStart.some((type) => this.tokenMatches(third, type));
  }
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

// src/syntax/rules/syntax-invalid-escape.ts
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

// src/syntax/rules/syntax-placeholder.ts
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

// src/syntax/rules/syntax-unexpected-character.ts
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

// src/syntax/token-problems.ts
function reportLexingError(e, text, report) {
  const ch = text.slice(e.offset, e.offset + e.length);
  const first = ch[0] ?? "";
  const end = e.offset + Math.min(e.length, 1);
  if (first === "'") {
    report(syntaxUnexpectedCharacter, 'strings use double quotes (`"..."`), not single quotes', e.offset, end);
  } else if (first === "\u201C" || first === "\u201D") {
    report(syntaxUnexpectedCharacter, 'curly quote: use a straight double quote `"`', e.offset, end, [
      "text copied from a word processor often has curly quotes"
    ]);
  } else if (first === "$") {
    report(syntaxUnexpectedCharacter, "`$` starts a parameter and needs its number, as in `$1`", e.offset, end);
  } else if (first === "@") {
    report(
      syntaxUnexpectedCharacter,
      "`@` starts a context reference and needs braces, as in `@{_xdm.context.additionalParameters;version=1}`",
      e.offset,
      end
    );
  } else if (first === "&" || first === "|") {
    const word2 = first === "&" ? "and" : "or";
    report(syntaxUnexpectedCharacter, `unexpected \`${first}\`: PQL writes \`${word2}\``, e.offset, end);
  } else {
    const shown2 = /^[\x21-\x7e]$/.test(first) ? `\`${first}\`` : `character U+${(first.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    report(syntaxUnexpectedCharacter, `unexpected ${shown2}`, e.offset, end);
  }
}
function checkTokens(tokens, report) {
  for (const token of tokens) {
    const start = token.startOffset;
    if (token.tokenType === UnclosedString) {
      report(syntaxUnclosedString, 'unclosed string: it has no closing `"` on its line', start, start + 1, ['add the closing `"`']);
    } else if (token.tokenType === StringLiteral && token.image.includes("\\")) {
      const decoded = decodeString(token.image);
      if (!decoded.ok) report(syntaxInvalidEscape, decoded.message, start + decoded.index, start + decoded.index + decoded.length);
    } else if (token.tokenType === MisquotedString) {
      const curly = token.image.startsWith("\u201C");
      report(
        syntaxUnexpectedCharacter,
        curly ? 'curly quotes: strings use straight double quotes `"`' : 'strings use double quotes (`"..."`), not single quotes',
        start,
        start + token.image.length,
        [`write ${encodeString(token.image.slice(1, -1))}`]
      );
    } else if (token.tokenType === DoubleEquals || token.tokenType === DoubleAmpersand || token.tokenType === DoublePipe) {
      const pql = token.tokenType === DoubleEquals ? "=" : token.tokenType === DoubleAmpersand ? "and" : "or";
      const what = token.tokenType === DoubleEquals ? "equality is a single `=`" : `write \`${pql}\``;
      report(syntaxUnexpectedCharacter, `\`${token.image}\` is not PQL: ${what}`, start, start + token.image.length);
    } else if (token.tokenType === TenantPlaceholder) {
      report(
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

// src/syntax/rules/syntax-parse-error.ts
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

// src/syntax/chevrotain-parse.ts
var MAX_RECOVERY_TOKENS = 5e3;
var MAX_RECOVERY_DEPTH = 10;
var validateGrammar = false;
var parser;
var recoveringParser;
var wordingParser;
function enableGrammarValidation() {
  validateGrammar = true;
  parser = void 0;
  recoveringParser = void 0;
  wordingParser = void 0;
}
function getParser(recovering = false) {
  if (recovering) return recoveringParser ??= new PqlParser(validateGrammar, { recovery: true });
  return parser ??= new PqlParser(validateGrammar, { recovery: false, quickDecisions: true });
}
function getWordingParser() {
  return wordingParser ??= new PqlParser(validateGrammar, { recovery: false });
}
function parseWithChevrotain(tokens, text, lines, report) {
  const v8Error = Error;
  const stackTraceLimit = v8Error.stackTraceLimit;
  if (typeof stackTraceLimit !== "number") return parseTokens(tokens, text, lines, report);
  v8Error.stackTraceLimit = 0;
  try {
    return parseTokens(tokens, text, lines, report);
  } finally {
    v8Error.stackTraceLimit = stackTraceLimit;
  }
}
function parseTokens(tokens, text, lines, report) {
  let p = getParser();
  p.input = tokens;
  p.ast.reset(lines);
  const ast = p.query();
  const problems = p.ast.problems;
  if (p.errors.length === 0) return { ast, problems };
  const beyond = beyondRecoveryLimits(tokens);
  if (beyond) {
    p = getWordingParser();
    p.input = tokens;
    p.ast.reset(lines);
    p.query();
    reportRecognitionError(p.errors[0], tokens, text, report, [beyond]);
    return { ast, problems };
  }
  p = getParser(true);
  p.input = tokens;
  p.query();
  for (const e of p.errors) reportRecognitionError(e, tokens, text, report);
  return { ast, problems };
}
function beyondRecoveryLimits(tokens) {
  const shown2 = "only the first syntax error is shown: further errors are looked for in expressions";
  if (tokens.length > MAX_RECOVERY_TOKENS)
    return `${shown2} of at most ${MAX_RECOVERY_TOKENS.toLocaleString("en-US")} tokens, and this one has ${tokens.length.toLocaleString("en-US")}`;
  if (findExcessiveNesting(tokens, MAX_RECOVERY_DEPTH))
    return `${shown2} that nest brackets at most ${MAX_RECOVERY_DEPTH} deep, and this one nests them deeper`;
  return void 0;
}
function reportRecognitionError(e, tokens, text, report, hints9 = []) {
  const token = e.token;
  if (token.tokenType === UnclosedString) return;
  const message = recognitionMessage(e, tokens);
  if (token.tokenType === EOF3 || Number.isNaN(token.startOffset)) {
    const last = tokens[tokens.length - 1];
    const at2 = last ? last.startOffset + last.image.length : text.length;
    report(syntaxParseError, message, at2, at2, hints9);
    return;
  }
  report(syntaxParseError, message, token.startOffset, token.startOffset + token.image.length, hints9);
}

// src/syntax/lexer.ts
import { Lexer as Lexer2 } from "chevrotain";
var lexer;
var validate = false;
function enableLexerValidation() {
  validate = true;
  lexer = void 0;
}
function tokenize(text) {
  lexer ??= new Lexer2(allTokens, { positionTracking: "onlyOffset", skipValidations: !validate, ensureOptimizations: validate });
  return lexer.tokenize(text);
}

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

// src/syntax/rules/syntax-too-deep.ts
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

// src/syntax/rules/syntax-unknown-function.ts
var list = (names) => names.map((n) => `\`${n}\``).join(", ");
var syntaxUnknownFunction = {
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
  check({ audience: audience2, report }) {
    if (!audience2.ast) return;
    forEachNode(audience2.ast, (node2) => {
      const name = node2.kind === "FunctionCall" ? node2.callee : node2.kind === "MethodCall" ? node2.method : void 0;
      if (!name) return;
      const problem = node2.kind === "FunctionCall" ? unknownFunction(name.name) : unknownMethod(name.name);
      if (problem) report({ in: "pql", range: name.span, message: problem.message, label: problem.label, hints: problem.hints });
    });
  }
};

// src/syntax/index.ts
var MAX_NESTING = 64;
var MAX_TREE_DEPTH = 1e3;
var MAX_DEPTH_PER_TOKEN = 2;
var MAX_ERRORS = 20;
function enableGrammarValidation2() {
  enableGrammarValidation();
  enableLexerValidation();
}
function parse(text) {
  const lines = new LineMap(text);
  const errors = [];
  const report = (rule, message, start, end, hints9 = [], label2) => errors.push({ ...ruleIdentity(rule), message, span: lines.span(start, end), hints: hints9, ...label2 ? { label: label2 } : {} });
  const lexed = tokenize(text);
  for (const e of lexed.errors) reportLexingError(e, text, report);
  for (const c of lexed.groups.comments ?? [])
    report(syntaxUnexpectedCharacter, "PQL has no comments", c.startOffset, c.startOffset + c.image.length, [
      "put notes in the audience file's `description`"
    ]);
  for (const tag of lexed.groups.templates ?? [])
    report(
      syntaxUnexpectedCharacter,
      `\`${shorten(tag.image)}\` is a Journey Optimizer template tag, not PQL: write only the condition`,
      tag.startOffset,
      tag.startOffset + tag.image.length
    );
  const tokens = lexed.tokens;
  checkTokens(tokens, report);
  const tooDeep = findExcessiveNesting(tokens, MAX_NESTING);
  if (tooDeep) {
    report(
      syntaxTooDeep,
      `nested too deeply: more than ${MAX_NESTING} levels of brackets`,
      tooDeep.startOffset,
      tooDeep.startOffset + tooDeep.image.length,
      ["split the expression, or remove redundant parentheses"]
    );
    return finish(null, errors, text, lines);
  }
  if (tokens.length === 0 && errors.length > 0) return finish(null, errors, text, lines);
  let parsed;
  try {
    parsed = parseWithChevrotain(tokens, text, lines, report);
  } catch (e) {
    if (e instanceof RangeError) {
      report(syntaxTooDeep, "nested too deeply to parse", 0, Math.min(text.length, 1), [
        "split the expression, or remove redundant operators"
      ]);
      return finish(null, errors, text, lines);
    }
    throw e;
  }
  if (errors.length > 0) {
    for (const { token, problem } of unknownCallTokens(tokens))
      report(
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
  const { node: node2, depth } = tokens.length * MAX_DEPTH_PER_TOKEN > MAX_TREE_DEPTH ? deepest(ast) : { node: ast, depth: 0 };
  if (depth > MAX_TREE_DEPTH) {
    errors.push({
      ...ruleIdentity(syntaxTooDeep),
      message: `nested too deeply: the expression is more than ${MAX_TREE_DEPTH} levels deep`,
      span: node2.span,
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
function levelOf(node2) {
  switch (node2.kind) {
    case "Lambda":
    case "Let":
    case "Select":
    case "Quantifier":
    case "SumOver":
      return 0 /* Binder */;
    case "Logical":
      return node2.operator === "or" ? 1 /* Or */ : 2 /* And */;
    case "Unary":
      return node2.operator === "-" ? 7 /* Negation */ : 3 /* Not */;
    case "Binary":
      if (comparisonOperators.has(node2.operator)) return 4 /* Comparison */;
      return node2.operator === "+" || node2.operator === "-" ? 5 /* Additive */ : 6 /* Multiplicative */;
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
function print(node2, options = {}) {
  return render(expression(node2), options.width ?? 100, options.indent ?? "  ");
}
function at(node2, minimum) {
  const doc = expression(node2);
  return levelOf(node2) < minimum ? concat("(", doc, ")") : doc;
}
function list2(items) {
  return join(", ", items.map(listItem));
}
function listItem(node2) {
  return endsInQuantifier(node2) ? concat("(", expression(node2), ")") : expression(node2);
}
function endsInQuantifier(node2) {
  let current = node2;
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
function path(node2) {
  let names = "";
  for (const [i, s] of node2.segments.entries()) names += i === 0 ? s.name : `.${s.name}`;
  switch (node2.root.type) {
    case "name":
      return names;
    case "param":
      return names ? `$${node2.root.index}.${names}` : `$${node2.root.index}`;
    case "up":
      return `${"^".repeat(node2.root.levels)}.${names}`;
  }
}
function condition(keyword, cond, last) {
  if (!cond) return "";
  return concat(` ${keyword} `, last ? expression(cond) : at(cond, 1 /* Or */));
}
function expression(node2) {
  switch (node2.kind) {
    case "String":
      return encodeString(node2.value);
    case "Number":
      return node2.raw;
    case "Boolean":
      return node2.value ? "true" : "false";
    case "Date":
      return `date(${node2.year}, ${node2.month}, ${node2.day})`;
    case "Array":
      return concat("[", list2(node2.elements), "]");
    case "Object":
      return concat(
        "{",
        join(
          ", ",
          node2.entries.map((e) => concat(encodeString(e.key.value), ": ", listItem(e.value)))
        ),
        "}"
      );
    case "Path":
      return path(node2);
    case "This":
      return "this";
    case "ContextReference":
      return `@{${node2.text}}`;
    case "SegmentReference":
      return `inSegment(${encodeString(node2.segmentId)})`;
    case "TimeWord":
      return node2.word;
    case "RelativePeriod":
      return `${node2.which} ${node2.unit}`;
    case "Logical": {
      const next = node2.operator === "or" ? 2 /* And */ : 3 /* Not */;
      return join(
        ` ${node2.operator} `,
        node2.operands.map((o) => at(o, next))
      );
    }
    case "Unary": {
      if (node2.operator === "-") {
        const operand2 = at(node2.operand, 7 /* Negation */);
        return node2.operand.kind === "Unary" && node2.operand.operator === "-" ? concat("- ", operand2) : concat("-", operand2);
      }
      const operand = levelOf(node2.operand) === 3 /* Not */ ? expression(node2.operand) : at(node2.operand, 8 /* Postfix */);
      return node2.operator === "not" ? concat("not ", operand) : concat("!", operand);
    }
    case "Binary": {
      const level = levelOf(node2);
      const leftMin = level === 4 /* Comparison */ ? 5 /* Additive */ : level;
      const rightMin = level === 4 /* Comparison */ ? 5 /* Additive */ : level + 1;
      return concat(at(node2.left, leftMin), ` ${node2.operator} `, at(node2.right, rightMin));
    }
    case "Occurs":
      return concat(at(node2.subject, 5 /* Additive */), " occurs ", timeConstraint(node2.constraint));
    case "MemberAccess":
      return concat(at(node2.object, 8 /* Postfix */), ".", node2.property.name);
    case "MethodCall":
      return concat(at(node2.object, 8 /* Postfix */), ".", node2.method.name, "(", list2(node2.args), ")");
    case "Filter":
      return concat(at(node2.object, 8 /* Postfix */), "[", expression(node2.condition), "]");
    case "FunctionCall":
      return concat(node2.callee.name, "(", list2(node2.args), ")");
    case "If":
      return concat("if(", list2([node2.test, node2.then, node2.otherwise]), ")");
    case "Lambda":
      return concat("(", node2.params.map((p) => p.name).join(", "), ") => ", expression(node2.body));
    case "Let":
      return concat("let ", node2.variable.name, " = ", at(node2.value, 5 /* Additive */), " in ", expression(node2.body));
    case "Select":
      return concat("select ", bindings([node2, ...node2.laterBindings]));
    case "Quantifier":
      return concat(node2.quantifier, " ", bindings(node2.bindings));
    case "SumOver":
      return concat("sum ", sumValue(node2.value), " over ", bindings([node2, ...node2.laterBindings]));
    case "Chain":
      return chain(node2);
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
function leftmost(node2) {
  let current = node2;
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
function anchor(node2) {
  const first = leftmost(node2);
  const ambiguous = first.kind === "Array" || first.kind === "Path" && first.root.type === "name" && constraintWords.has(first.segments[0].name) || first.kind === "FunctionCall" && constraintWords.has(first.callee.name);
  return ambiguous && levelOf(node2) >= 8 /* Postfix */ ? concat("(", expression(node2), ")") : at(node2, 8 /* Postfix */);
}
function timeConstraint(node2) {
  switch (node2.kind) {
    case "AmountConstraint":
      return concat(`${node2.comparator} ${node2.amount} ${unitText(node2.unit, node2.amount)} ${node2.direction} `, anchor(node2.anchor));
    case "DirectionConstraint":
      return concat(`${node2.direction} `, anchor(node2.anchor));
    case "PointConstraint":
      return node2.on ? concat("on ", anchor(node2.anchor)) : anchor(node2.anchor);
    case "BetweenConstraint":
      return concat("between ", anchor(node2.from), " and ", anchor(node2.to));
  }
}
function chainStep(step) {
  const parts = [step.label.name, ": WHAT(", expression(step.what), ")"];
  if (step.where) parts.push(" WHERE(", expression(step.where), ")");
  if (step.when) parts.push(" WHEN(", timeConstraint(step.when), ")");
  if (step.count !== null) parts.push(` COUNT(${step.count})`);
  return concat(...parts);
}
function chain(node2) {
  return group(
    concat(
      "CHAIN(",
      at(node2.events, 5 /* Additive */),
      ", ",
      node2.timestampField.name,
      ", [",
      indent(concat(softline, join(concat(",", line), node2.steps.map(chainStep)))),
      softline,
      "])"
    )
  );
}

// src/audience/load.ts
import { isScalar as isScalar2, parseAllDocuments } from "yaml";

// src/audience/rules/audience-invalid-json.ts
var audienceInvalidJson = {
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

// src/audience/rules/examples.ts
var quote = (s) => JSON.stringify(s);
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

// src/audience/rules/audience-invalid-utf8.ts
var audienceInvalidUtf8 = {
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

// src/audience/rules/audience-invalid-yaml.ts
var audienceInvalidYaml = {
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

// src/audience/rules/audience-schema.ts
var audienceSchemaRule = {
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

// src/audience/encoding.ts
var lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
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
function jsonValue(node2) {
  switch (node2.type) {
    case "object": {
      const result = {};
      for (const entry of node2.entries) {
        if (entry.key === "__proto__")
          Object.defineProperty(result, entry.key, { value: jsonValue(entry.value), enumerable: true, writable: true, configurable: true });
        else result[entry.key] = jsonValue(entry.value);
      }
      return result;
    }
    case "array":
      return node2.items.map(jsonValue);
    default:
      return node2.value;
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
    const node2 = this.value();
    this.skipSpace();
    if (this.pos < this.text.length) this.fail("unexpected text after the end of the JSON value", this.pos, this.pos + 1);
    return node2;
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
  fail(message, start, end) {
    throw new Fail({ message, start, end });
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

// src/audience/rules/suppressions-missing-reason.ts
var suppressionsMissingReason = {
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

// src/audience/audience-schema.ts
import * as z2 from "zod/mini";

// src/audience/schema-parts.ts
import * as z from "zod/mini";
function described(schema, meta) {
  z.globalRegistry.add(schema, meta);
  return schema;
}
var nonEmpty = () => z.string().check(z.minLength(1));

// src/audience/schema-patterns.ts
var ALIAS_PREFIX = "alias:";
var aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
var testInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

// src/text/instant.ts
var INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
var MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
function daysIn(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function readInstant(text) {
  const m = INSTANT.exec(text);
  if (!m) return { ok: false, kind: "format", why: "an ISO-8601 instant with Z or an offset (e.g. 2024-05-15T12:00:00Z)" };
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m.slice(1).map((x) => x === void 0 ? 0 : Number(x));
  if (month < 1 || month > 12) return { ok: false, kind: "date", why: `there is no month ${m[2]}` };
  if (day < 1 || day > daysIn(year, month)) return { ok: false, kind: "date", why: `${MONTHS[month - 1]} ${year} has no day ${m[3]}` };
  if (hour > 23 || minute > 59 || second > 59)
    return { ok: false, kind: "date", why: `there is no time ${m[4]}:${m[5]}${m[6] === void 0 ? "" : `:${m[6]}`}` };
  if (offsetHours > 23 || offsetMinutes > 59)
    return { ok: false, kind: "date", why: "its offset is not one (hours 00 to 23, minutes 00 to 59)" };
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? { ok: false, kind: "date", why: "it is outside the range of dates" } : { ok: true, ms };
}

// src/audience/audience-schema.ts
var existingDate = (s) => {
  const read = readInstant(s);
  return read.ok || read.kind === "format";
};
var notADate = (s) => {
  const read = readInstant(String(s));
  return `is not a date that exists: ${read.ok ? "" : read.why}`;
};
var built;
function audienceSchemas() {
  built ??= buildAudienceSchemas();
  return built;
}
function buildAudienceSchemas() {
  const enabled = (what) => described(z2.strictObject({ enabled: described(z2.boolean(), { description: `true to evaluate this audience ${what}` }) }), {
    description: `Evaluation ${what}`
  });
  const suppressionSchema = described(
    z2.strictObject({
      rule: described(z2.string().check(z2.regex(suppressionRulePattern)), {
        description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"'
      }),
      reason: described(z2.string().check(z2.trim(), z2.minLength(1)), {
        description: "Why the rule does not apply here (required; shown in reports)"
      })
    }),
    { description: "Silences one rule for this audience" }
  );
  const testCaseSchema = described(
    z2.strictObject({
      name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
      now: described(z2.string().check(z2.regex(testInstantPattern), z2.refine(existingDate, { error: (issue) => notADate(issue.input) })), {
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
  const extrasSchema = described(
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
  const expressionSchema = described(
    z2.strictObject({
      type: described(z2.enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
      format: described(z2.enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
      value: described(z2.string(), { description: "The PQL expression" })
    }),
    { description: "The audience's PQL expression" }
  );
  const audienceSchema = described(
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
      mergePolicyId: described(z2.optional(nonEmpty()), {
        description: "The merge policy to evaluate with (edge needs one active on edge)"
      }),
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
  return {
    audience: audienceSchema,
    extras: extrasSchema,
    suppression: suppressionSchema,
    testCase: testCaseSchema,
    expression: expressionSchema
  };
}
var listed;
function audienceFields() {
  listed ??= listFields(audienceSchemas().audience, "");
  return listed;
}
function listFields(schema, prefix) {
  const fields = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path3 = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path: path3, type: typeName(inner), required: !z2.safeParse(child, void 0).success, description: describe(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path3));
    const def = inner._zod.def;
    if (def.type === "array") fields.push(...listFields(unwrap(def.element), `${path3}[]`));
  }
  return fields;
}
function knownKeysAt(path3) {
  let schema = audienceSchemas().audience;
  for (const step of path3) {
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
  if (def.type === "enum")
    return Object.values(def.entries).map((o) => JSON.stringify(o)).join(" | ");
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
var audiencePlace = {
  within: [],
  name: (path3) => `\`${fieldName(path3)}\``,
  missing: (path3, description) => ({
    message: `\`${fieldName(path3)}\` is missing`,
    hints: description ? [`add \`${fieldName(path3)}\`: ${lowerFirst(description)}`] : []
  }),
  knownKeys: knownKeysAt
};
function schemaProblems(issues, data, tree, lines, place = audiencePlace) {
  const problems = [];
  const text = lines.text;
  const span = ([start, end]) => {
    let e = end;
    while (e > start && /\s/.test(text[e - 1])) e--;
    return lines.span(start, e);
  };
  for (const issue of issues) {
    const path3 = issue.path;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problems.push({
          rule: audienceSchemaRule.meta.name,
          ...unknownField(path3, key, place),
          range: span(tree.locate([...path3, key], "key") ?? tree.head)
        });
      continue;
    }
    const value = valueAt(data, path3);
    const where = tree.locate(path3) ?? nearest2(tree, path3);
    const name = place.name(path3);
    const inAudience = [...place.within, ...path3];
    const isReason = inAudience.length === 4 && inAudience[0] === "x-pql-audience" && inAudience[1] === "suppress" && inAudience[3] === "reason";
    if (value === void 0 && (issue.code === "invalid_type" || isReason)) {
      const field = audienceFields().find((f) => f.path === fieldName(inAudience).replace(/\[\d+\]/g, "[]"));
      const missing = isReason ? { message: "this suppression has no `reason`: say why the rule does not apply here", hints: [] } : place.missing(path3, field?.description);
      problems.push({
        rule: isReason ? suppressionsMissingReason.meta.name : audienceSchemaRule.meta.name,
        ...missing,
        range: span(where)
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
    problems.push({ rule: audienceSchemaRule.meta.name, ...describeIssue(issue, name, value, path3), range: span(where) });
  }
  return problems;
}
function unknownField(path3, key, place) {
  const within = path3.length > 0 ? ` in ${place.name(path3)}` : "";
  const message = `unknown field \`${key}\`${within}`;
  if (place.within.length + path3.length === 0 && extrasFields.has(key))
    return { message, hints: [`pql-audience's own fields go under \`x-pql-audience\`: \`x-pql-audience.${key}\``] };
  if (place.within.length + path3.length === 0 && responseOnlyFields.has(key))
    return { message, hints: ["AEP returns this field but does not accept it when creating an audience; remove it"] };
  const known = place.knownKeys(path3) ?? [];
  const close = closest(key, known);
  if (close) return { message, hints: [`did you mean \`${close}\`?`] };
  return { message, hints: known.length > 0 ? [`the fields here are ${known.map((k) => `\`${k}\``).join(", ")}`] : [] };
}
function describeIssue(issue, name, value, path3) {
  const found = `found ${shown(value)}`;
  switch (issue.code) {
    case "invalid_type": {
      if (path3.length === 0) return { message: `an audience file must be an object with \`name\` and \`expression\`, ${found}`, hints: [] };
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
      if (path3[path3.length - 1] === "alias")
        return {
          message: `${name} must be a simple name (letters, digits, \`.\`, \`_\`, \`-\`), ${found}`,
          hints: ['for example "cart-abandoners"']
        };
      if (path3[path3.length - 1] === "rule")
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
var expectedWords = {
  boolean: "true or false",
  string: "a string",
  number: "a number",
  int: "a whole number",
  object: "an object with fields",
  array: "a list"
};
function fieldName(path3) {
  let name = "";
  for (const step of path3) name += typeof step === "number" ? `[${step}]` : name ? `.${String(step)}` : String(step);
  return name || "the audience";
}
function shown(value) {
  if (value === null) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(shorten(value));
  return String(value);
}
function valueAt(data, path3) {
  let current = data;
  for (const step of path3) {
    if (current === null || typeof current !== "object") return void 0;
    current = Object.hasOwn(current, step) ? current[step] : void 0;
  }
  return current;
}
function nearest2(tree, path3) {
  for (let n = path3.length - 1; n > 0; n--) {
    const key = tree.locate(path3.slice(0, n), "key");
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

// src/audience/rules/audience-expression-format.ts
var audienceExpressionFormat = {
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

// src/pql-json/scope.ts
var profileScope = { profile: true, bound: /* @__PURE__ */ new Set() };
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

// src/pql-json/to-pql-json.ts
function toPqlJson(tree) {
  return expression2(tree, profileScope);
}
function node(nodeType, fields) {
  const out = { nodeType };
  for (const [key, value] of Object.entries(fields)) if (value !== void 0) out[key] = value;
  return out;
}
var fnApply = (fnName, params, extra = {}) => node("fnApply", { fnName, params, ...extra });
var literal = (literalType, value, raw) => node("literal", { literalType, value, raw });
function numberLiteral(n) {
  const double = /[.eE]/.test(n.raw);
  return literal(double ? "Double" : "Integer", n.value, n.raw === canonicalDigits(n.value, double) ? void 0 : n.raw);
}
function canonicalDigits(value, double) {
  const text = String(value);
  return double && !/[.eE]/.test(text) ? `${text}.0` : text;
}
function dateText(d) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}
function lookups(base, names) {
  let current = base;
  for (const segment of names) current = node("fieldLookup", { fieldName: segment.name, object: current });
  return current;
}
function path2(p, scope) {
  switch (p.root.type) {
    case "name": {
      const [first, ...rest] = p.segments;
      if (scope.bound.has(first.name)) return lookups(node("varRef", { varName: first.name }), rest);
      return lookups(scope.profile ? node("parameterReference", { position: 1 }) : void 0, p.segments);
    }
    case "param": {
      const explicit = scope.profile && p.root.index === 1 && p.segments.length > 0 ? true : void 0;
      return lookups(node("parameterReference", { position: p.root.index, explicit }), p.segments);
    }
    case "up":
      return lookups(node("parentReference", { levels: p.root.levels }), p.segments);
  }
}
function variables(list3, scope) {
  const decls = [];
  let outer = scope;
  for (const b of list3) {
    const from = expression2(b.source, outer);
    const inner = binding(outer, b.variable.name);
    decls.push(node("varDecl", { varName: b.variable.name, from, where: b.condition ? expression2(b.condition, inner) : void 0 }));
    outer = inner;
  }
  return { decls, inner: outer };
}
function timeConstraint2(c, scope) {
  switch (c.kind) {
    case "AmountConstraint":
      return node("amountConstraint", {
        comparator: c.comparator,
        amount: c.amount,
        unit: c.unit,
        direction: c.direction,
        anchor: expression2(c.anchor, scope)
      });
    case "DirectionConstraint":
      return node("directionConstraint", { direction: c.direction, anchor: expression2(c.anchor, scope) });
    case "PointConstraint":
      return node("pointConstraint", { on: c.on, anchor: expression2(c.anchor, scope) });
    case "BetweenConstraint":
      return node("betweenConstraint", { from: expression2(c.from, scope), to: expression2(c.to, scope) });
  }
}
function chainStep2(step, scope) {
  const inner = itemScope(scope);
  return node("chainStep", {
    label: step.label.name,
    what: expression2(step.what, inner),
    where: step.where ? expression2(step.where, inner) : void 0,
    when: step.when ? timeConstraint2(step.when, inner) : void 0,
    count: step.count ?? void 0
  });
}
function expression2(e, scope) {
  const sub = (x) => expression2(x, scope);
  switch (e.kind) {
    case "String":
      return literal("String", e.value);
    case "Number":
      return numberLiteral(e);
    case "Boolean":
      return literal("Boolean", e.value);
    case "Date":
      return literal("Date", dateText(e));
    case "Array":
      return node("array", { items: e.elements.map(sub) });
    case "Object":
      return node("object", { entries: e.entries.map((entry) => ({ key: entry.key.value, value: sub(entry.value) })) });
    case "Path":
      return path2(e, scope);
    case "This":
      return node("this", {});
    case "ContextReference":
      return node("contextReference", { text: e.text });
    case "SegmentReference":
      return fnApply("inSegment", [literal("String", e.segmentId)]);
    case "Logical":
      return fnApply(e.operator, e.operands.map(sub));
    case "Binary":
      return fnApply(e.operator, [sub(e.left), sub(e.right)]);
    case "Unary":
      return fnApply(e.operator, [sub(e.operand)]);
    case "MemberAccess":
      return node("fieldLookup", { fieldName: e.property.name, object: sub(e.object) });
    case "MethodCall": {
      const inner = itemScope(scope);
      return fnApply(e.method.name, [sub(e.object), ...e.args.map((a) => expression2(a, inner))], { method: true });
    }
    case "Filter":
      return node("filter", { object: sub(e.object), condition: expression2(e.condition, itemScope(scope)) });
    case "FunctionCall":
      return fnApply(e.callee.name, e.args.map(sub));
    case "If":
      return fnApply("if", [sub(e.test), sub(e.then), sub(e.otherwise)]);
    case "Lambda":
      return node("lambda", {
        params: e.params.map((p) => p.name),
        body: expression2(e.body, binding(scope, ...e.params.map((p) => p.name)))
      });
    case "Let":
      return node("let", { varName: e.variable.name, value: sub(e.value), body: expression2(e.body, letBinding(scope, e.variable.name)) });
    case "Select":
      return node("select", { variables: variables([e, ...e.laterBindings], scope).decls });
    case "Quantifier":
      return node("quantification", { quantifier: e.quantifier, variables: variables(e.bindings, scope).decls });
    case "SumOver": {
      const { decls, inner } = variables([e, ...e.laterBindings], scope);
      return node("sum", { value: expression2(e.value, inner), variables: decls });
    }
    case "TimeWord":
      return node("timeWord", { word: e.word });
    case "RelativePeriod":
      return node("timePeriod", { which: e.which, unit: e.unit });
    case "Occurs":
      return node("occurs", { subject: sub(e.subject), constraint: timeConstraint2(e.constraint, scope) });
    case "Chain":
      return node("chain", {
        events: sub(e.events),
        timestampField: e.timestampField.name,
        steps: e.steps.map((s) => chainStep2(s, scope))
      });
  }
}

// src/pql-json/from-pql-json.ts
var noWhere = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
var Refusal = class {
  constructor(pointer, message) {
    this.pointer = pointer;
    this.message = message;
  }
  pointer;
  message;
};
function fromPqlJson(json, options = {}) {
  const reader = new Reader(options.spanOf ?? (() => void 0));
  try {
    return { ok: true, ast: reader.expression(json, "", profileScope, 0) };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const span = options.spanOf?.(e.pointer);
    return { ok: false, error: { pointer: e.pointer, message: e.message, ...span ? { span } : {} } };
  }
}
var binaryOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "in", "notIn", "like"]);
var comparators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">="]);
var units = /* @__PURE__ */ new Set([
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
var directions = /* @__PURE__ */ new Set(["before", "after", "from"]);
var timeWords = /* @__PURE__ */ new Set(["now", "today", "yesterday", "tomorrow"]);
var periods = /* @__PURE__ */ new Set(["this", "last", "next"]);
var namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
function describe2(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  return `${typeof value} ${String(value)}`;
}
var Reader = class {
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
        const [first, ...later] = this.variables(o, pointer, scope, depth).bindings;
        return {
          kind: "Select",
          variable: first.variable,
          source: first.source,
          condition: first.condition,
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
        const [first, ...later] = bindings2;
        return {
          kind: "SumOver",
          value: sub(this.field(o, "value", pointer), `${pointer}/value`, inner),
          variable: first.variable,
          source: first.source,
          condition: first.condition,
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
    const anchor2 = (key) => this.expression(this.field(o, key, pointer), `${pointer}/${key}`, scope, depth + 1);
    switch (o.nodeType) {
      case "amountConstraint": {
        const amount = this.field(o, "amount", pointer);
        if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0)
          throw new Refusal(`${pointer}/amount`, `\`amount\` must be a number of at least 0, found ${describe2(amount)}`);
        return {
          kind: "AmountConstraint",
          comparator: this.string(o, "comparator", pointer, comparators),
          amount,
          unit: this.string(o, "unit", pointer, units),
          direction: this.string(o, "direction", pointer, directions),
          anchor: anchor2("anchor"),
          span
        };
      }
      case "directionConstraint":
        return {
          kind: "DirectionConstraint",
          direction: this.string(o, "direction", pointer, directions),
          anchor: anchor2("anchor"),
          span
        };
      case "pointConstraint": {
        const on = o.on ?? false;
        if (typeof on !== "boolean") throw new Refusal(`${pointer}/on`, `\`on\` must be true or false, found ${describe2(on)}`);
        return { kind: "PointConstraint", on, anchor: anchor2("anchor"), span };
      }
      case "betweenConstraint":
        return { kind: "BetweenConstraint", from: anchor2("from"), to: anchor2("to"), span };
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

// src/audience/pql-json-value.ts
var hints = [
  "`format: pql/json` holds AEP's JSON tree of the expression (docs/pql-json.md); `pql-audience convert FILE --to pql/text` writes PQL text"
];
function pqlFromJsonValue(value, valueMap, lines, width) {
  const problem = (message, span) => ({
    ok: false,
    problem: { rule: audienceExpressionFormat.meta.name, message, range: valueMap.mapSpan(span), hints }
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
    const node2 = nodeSpans.get(`${span.start.offset}:${span.end.offset}`);
    return node2 ? valueMap.mapSpan(node2) : map.mapSpan(span);
  };
  return { ok: true, pql, map, mapSpan };
}
function pqlJsonTree(value) {
  const valueLines = new LineMap(value);
  const parsed = parseJson(value);
  if (!parsed.ok) {
    const { message: message2, start, end } = parsed.error;
    return {
      ok: false,
      message: `\`expression.value\` is not the JSON that \`format: pql/json\` says: ${message2.replace("the file is empty", "the value is empty")}`,
      span: valueLines.span(start, end)
    };
  }
  const byPointer = /* @__PURE__ */ new Map();
  indexPointers(parsed.node, "", byPointer);
  const spanOf = (pointer2) => {
    const node2 = byPointer.get(pointer2);
    return node2 ? valueLines.span(node2.start, node2.end) : void 0;
  };
  const read = fromPqlJson(jsonValue(parsed.node), { spanOf });
  if (read.ok) return read;
  const { pointer, message, span } = read.error;
  return {
    ok: false,
    message: `${message} (pql/json at \`${pointer || "/"}\`)`,
    span: span ?? valueLines.span(parsed.node.start, parsed.node.end)
  };
}
function indexPointers(node2, pointer, out) {
  out.set(pointer, node2);
  if (node2.type === "object")
    for (const e of node2.entries) indexPointers(e.value, `${pointer}/${e.key.replaceAll("~", "~0").replaceAll("/", "~1")}`, out);
  else if (node2.type === "array") for (const [i, item] of node2.items.entries()) indexPointers(item, `${pointer}/${i}`, out);
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
  locate(path3, part = "value") {
    let node2 = this.root;
    let keyRange;
    for (const step of path3) {
      if (node2.type === "object") {
        const entry = node2.entries.find((e) => e.key === String(step));
        if (!entry) return void 0;
        keyRange = [entry.keyStart, entry.keyEnd];
        node2 = entry.value;
      } else if (node2.type === "array" && typeof step === "number") {
        const item = node2.items[step];
        if (!item) return void 0;
        keyRange = [item.start, item.end];
        node2 = item;
      } else return void 0;
    }
    return part === "key" ? keyRange ?? [node2.start, node2.start] : [node2.start, node2.end];
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
  node(path3) {
    return this.find(path3)?.node;
  }
  locate(path3, part = "value") {
    const found = this.find(path3);
    if (!found) return void 0;
    const { node: node2, key } = found;
    if (part === "key" && key?.range) return [key.range[0], key.range[1]];
    if (node2?.range && (node2.range[1] > node2.range[0] || !key?.range)) return [node2.range[0], node2.range[1]];
    return key?.range ? [key.range[0], key.range[1]] : void 0;
  }
  find(path3) {
    let node2 = this.root;
    let key = null;
    for (const step of path3) {
      if (isMap(node2)) {
        const pair = node2.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
        if (!pair) return void 0;
        key = pair.key;
        node2 = pair.value ?? null;
      } else if (isSeq(node2) && typeof step === "number") {
        const item = node2.items[step];
        if (item === void 0) return void 0;
        key = item;
        node2 = item;
      } else return void 0;
    }
    return { node: node2, key };
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
  const first = lines[0];
  copy(first.start, trimEnd(text, first.start, first.end));
  let sep = " ";
  let sepAt = [first.end, first.breakEnd];
  for (const line2 of lines.slice(1, -1)) {
    const from = trimStart(text, line2.start, line2.end);
    const to = trimEnd(text, from, line2.end);
    if (from === to) {
      if (sep === "\n") out.push("\n", ...sepAt);
      sep = "\n";
      sepAt = [line2.end, line2.breakEnd];
    } else {
      out.push(sep, ...sepAt);
      copy(from, to);
      sep = " ";
      sepAt = [line2.end, line2.breakEnd];
    }
  }
  const last = lines[lines.length - 1];
  out.push(sep, ...sepAt);
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
  const literal2 = text[start] === "|";
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
  let sep = "";
  let sepAt = [start, start];
  let prevMoreIndented = false;
  for (let i = contentStart; i < chompStart; ++i) {
    const line2 = lines[i];
    const content = line2.content.endsWith("\r") ? line2.content.slice(0, -1) : line2.content;
    const contentAt = line2.start + line2.indent;
    if (content && line2.indent < trimIndent) return void 0;
    if (literal2) {
      out.push(sep, ...sepAt);
      copyExtraIndent(line2);
      out.copy(content, contentAt);
      sep = "\n";
      sepAt = line2.break;
    } else if (line2.indent > trimIndent || content[0] === "	") {
      if (sep === " ") sep = "\n";
      else if (!prevMoreIndented && sep === "\n") sep = "\n\n";
      out.push(sep, ...sepAt);
      copyExtraIndent(line2);
      out.copy(content, contentAt);
      sep = "\n";
      sepAt = line2.break;
      prevMoreIndented = true;
    } else if (content === "") {
      if (sep === "\n") out.push("\n", ...sepAt);
      sep = "\n";
      sepAt = line2.break;
    } else {
      out.push(sep, ...sepAt);
      out.copy(content, contentAt);
      sep = " ";
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
var NO_SPACE = /^(-[ ]+)?([A-Za-z_$][\w$.-]*):([^\s:/][^\s]*)/;
var BARE_KEY = /^(-[ ]+)?([A-Za-z_$][\w$.-]*)[ ]*$/;
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
    const path3 = map.path ? `${map.path}.${key}` : key;
    this.value(line2, line2.start + n + entry.length, map.indent, key, path3);
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
  value(line2, at2, mapIndent, key, path3) {
    const text = this.text;
    const lineEnd = line2.start + line2.text.length;
    let v = at2;
    while (text[v] === " ") v++;
    while ((text[v] === "&" || text[v] === "!") && v < lineEnd) {
      while (v < lineEnd && text[v] !== " ") v++;
      while (text[v] === " ") v++;
    }
    if (v >= lineEnd || text[v] === "#") {
      this.pendingKey = { indent: mapIndent, key, path: path3 };
      return;
    }
    const pql = path3 === "expression.value";
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
      if (first !== void 0 || line2.blank || isEntry(rest) || /^[?!&%:*]/.test(rest) || rest.startsWith("- ") || /^(?:---|\.\.\.)(?:[ ]|$)/.test(rest))
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
    const scalar = text.slice(open, close + 1);
    const whole = text.slice(open, closeLineEnd).replace(/[ ]+#.*$/, "").trimEnd();
    this.mistakes.push(
      pql ? {
        start: open,
        end: close + 1,
        message: `the PQL starts with \`${quote2}\`, so YAML reads \`${scalar}\` as the whole value and rejects the rest; write ${BLOCK}`,
        hints: []
      } : {
        start: strayStart,
        end: closeLineEnd,
        message: `text after the closing quote: YAML reads \`${scalar}\` as the whole value and rejects \`${whole.slice(strayStart - open)}\`; put all of the value in quotes: \`${key}: ${quoted(whole)}\``,
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
function yamlMessage(message) {
  const first = message.split("\n")[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, "").replace(/^./, (c) => c.toLowerCase());
}

// src/audience/yaml-tags.ts
import { visit } from "yaml";
var allowedTags = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));
function refusedTags(doc, text, lines) {
  const found = { problems: [], ranges: [] };
  visit(doc, {
    Node(_, node2) {
      if (!node2.tag || allowedTags.has(node2.tag) || !node2.range) return;
      const [start, end] = tagBefore(text, node2.range[0]) ?? [node2.range[0], node2.range[0]];
      const written = text.slice(start, end) || node2.tag;
      found.ranges.push([start, node2.range[2]]);
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

// src/audience/yaml-aliases.ts
import { isAlias, visit as visit2 } from "yaml";
var MAX_YAML_ALIASES = 100;
function firstAliasOffset(doc) {
  let offset = 0;
  visit2(doc, {
    Alias(_, node2) {
      if (!isAlias(node2) || !node2.range) return;
      offset = node2.range[0];
      return visit2.BREAK;
    }
  });
  return offset;
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
  readPqlJson(loaded, lines);
  if (options.invalidUtf8) {
    const { offset } = options.invalidUtf8;
    loaded.problems.unshift({
      rule: audienceInvalidUtf8.meta.name,
      ...invalidUtf8Message(options.invalidUtf8),
      range: lines.span(offset, Math.min(offset + 1, text.length))
    });
  }
  return loaded;
}
function expressionReadBack(fileName, text, index) {
  const loaded = loadAudienceFile(fileName, text);
  return loaded.problems.length === 0 ? loaded.audiences.find((a) => a.index === index)?.pql : void 0;
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
    const message = e instanceof Error ? e.message : String(e);
    return {
      kind,
      audiences: [],
      problems: [
        {
          rule: kind === "json" ? audienceInvalidJson.meta.name : audienceInvalidYaml.meta.name,
          message: `could not read this file: ${message}`,
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
    const { message, start, end } = parsed.error;
    return {
      kind: "json",
      audiences: [],
      problems: [{ rule: audienceInvalidJson.meta.name, message: `invalid JSON: ${message}`, range: lines.span(start, end), hints: [] }]
    };
  }
  const tree = new JsonTree(parsed.node);
  const data = jsonValue(parsed.node);
  const checked = validate2(data, tree, lines);
  if (!checked.definition) return { kind: "json", audiences: [], problems: checked.problems };
  const valueNode = jsonNodeAt(parsed.node, ["expression", "value"]);
  if (valueNode?.type !== "string") return { kind: "json", audiences: [], problems: checked.problems };
  const map = valueNode.map.build(lines, valueNode.end - 1);
  const loaded = audience(
    checked.definition,
    valueNode.value,
    map,
    true,
    lines.span(valueNode.start, valueNode.end),
    lines.span(0, text.length),
    0,
    locator(tree, text, lines)
  );
  return { kind: "json", audiences: [loaded], problems: checked.problems };
}
function loadYaml(text, lines) {
  const documents = parseAllDocuments(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
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
    const checked = validate2(data, tree, lines);
    problems.push(...checked.problems);
    if (!checked.definition) continue;
    const node2 = tree.node(["expression", "value"]);
    if (!node2?.range) continue;
    const scalar = isScalar2(node2) ? { style: node2.type, indent: node2.srcToken?.indent ?? 0 } : void 0;
    audiences.push(yamlAudience2(text, lines, checked.definition, [node2.range[0], node2.range[1]], scalar, range, index, tree));
  }
  return { kind: "yaml", audiences, problems };
}
function yamlAudience2(text, lines, definition, [start, end], scalar, range, index, tree) {
  const pql = definition.expression.value;
  const { map, exact } = scalar ? yamlValueMap(text, lines, start, end, scalar, pql) : coarseMap(lines, pql, start, end);
  const written = trimEnd2(text, [start, end]);
  return audience(definition, pql, map, exact, lines.span(...written), lines.span(range[0], range[1]), index, locator(tree, text, lines));
}
function isEmptyDocument(doc) {
  const contents = doc.contents;
  return contents === null || isScalar2(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1];
}
function yamlValueMap(text, lines, start, end, { style, indent: indent2 }, value) {
  const decoded = style ? decodeYamlScalar(text, style, start, end, indent2) : void 0;
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
function validate2(data, tree, lines) {
  const result = audienceSchemas().audience.safeParse(data, JITLESS);
  if (result.success) return { definition: result.data, problems: [] };
  return { problems: schemaProblems(result.error.issues, data, tree, lines) };
}
function audience(definition, pql, map, exactPositions, expressionRange, range, index, locate) {
  return { definition, pql, map, mapSpan: (span) => map.mapSpan(span), expressionRange, range, index, exactPositions, locate };
}
function locator(tree, text, lines) {
  return (path3, part) => {
    const found = tree.locate(path3, part);
    return found ? lines.span(...trimEnd2(text, found)) : void 0;
  };
}
function trimEnd2(text, [start, end]) {
  let e = end;
  while (e > start && /\s/.test(text[e - 1])) e--;
  return [start, e];
}
function jsonNodeAt(root, path3) {
  let node2 = root;
  for (const key of path3) node2 = node2?.type === "object" ? node2.entries.find((e) => e.key === key)?.value : void 0;
  return node2;
}

// src/lint/budgets.ts
var BUDGET_NAMES = ["edge", "streaming", "audiences"];
var AEP_AUDIENCE_BUDGETS = Object.freeze({ audiences: 4e3, streaming: 500, edge: 150 });
function statedMethod(info) {
  if (info?.synchronous?.enabled === true) return "edge";
  if (info?.continuous?.enabled === true) return "streaming";
  return "batch";
}
function fileMethod(kind, info) {
  return kind === "pql" ? "edge" : statedMethod(info);
}
function countsAgainst(method, budget) {
  return budget === "audiences" || budget === method;
}
function budgetLabel(budget) {
  return budget === "audiences" ? "audiences" : `${budget} audiences`;
}

// src/lint/rules/audience-expression-type.ts
var audienceExpressionType = {
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

// src/lint/rules/audience-evaluation-info.ts
var audienceEvaluationInfo = {
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
    invalid: [{ file: "yaml", code: yamlAudience({ schemaName: null }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
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

// src/text/size.ts
function sizeText(characters) {
  const exact = `${characters.toLocaleString("en-US")} characters`;
  if (characters < 1024) return exact;
  const [value, unit] = characters < 1024 * 1024 ? [characters / 1024, "KiB"] : [characters / (1024 * 1024), "MiB"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit} (${exact})`;
}

// src/audience/rules/audience-too-large.ts
var DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024;
function tooLargeMessage(size, limit) {
  return `the file is ${sizeText(size)}, over the limit of ${sizeText(limit)}; it is not checked`;
}
var audienceTooLarge = {
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

// src/text/control-characters.ts
var CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
function codePointName(c) {
  return `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

// src/lint/rules/audience-name-control-character.ts
var audienceNameControlCharacter = {
  meta: {
    code: "PQL110",
    name: "audience/name-control-character",
    category: "audience",
    defaultSeverity: "warning",
    summary: "The audience's `name` holds a control character",
    why: "A name is shown in AEP's UI, printed to terminals and written into SQL comments by `sql`. A newline, a carriage return, an escape or a bidirectional control in it can end a comment and make the rest of the name live SQL in a script, draw fake lines on a terminal, or make the name show other than it is; `pull` writes the name a hostile org gave as it is. pql-audience escapes such characters wherever it prints a name, but other tools may not.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "Nice\nDROP TABLE profiles; --" }) }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "Nice customers" }) }]
  },
  check({ audience: audience2, report }) {
    const name = audience2.loaded.definition.name;
    if (audience2.kind === "pql" || typeof name !== "string") return;
    const found = [...new Set(name.match(CONTROL_CHARACTERS) ?? [])];
    if (found.length === 0) return;
    report({
      in: "file",
      range: audience2.loaded.locate(["name"]) ?? audience2.loaded.range,
      message: `the audience's name holds ${found.length === 1 ? "a control character" : "control characters"} (${found.map(codePointName).join(", ")})`,
      hints: ["write the name on one line, of printable characters only"]
    });
  }
};

// src/lint/rules/ref-unknown-segment.ts
var refUnknownSegment = {
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
  checkGlobal({ audience: audience2, directory, report }) {
    for (const ref of audience2.refs) {
      if (ref.id === null || directory.resolve(ref.id)) continue;
      if (!directory.isAlias(ref.id)) {
        if (directory.remote)
          report({
            range: ref.idSpan,
            message: `segment \`${ref.id}\` does not exist in ${directory.remote}`,
            label: "unknown segment",
            hints: ["check the id, or publish that audience first"]
          });
        continue;
      }
      const alias = ref.id.slice("alias:".length);
      const untracked = directory.untrackedDeclaring(alias);
      if (untracked !== void 0) {
        report({
          range: ref.idSpan,
          message: `the alias \`${alias}\` is declared only in \`${untracked}\`, which git does not track: the commit does not hold it`,
          label: "declared in an untracked file",
          hints: [`\`git add ${untracked}\` to commit it with this file`]
        });
        continue;
      }
      const [unloaded, ...moreUnloaded] = directory.unloaded;
      if (unloaded !== void 0) {
        const others = moreUnloaded.length > 0 ? ` (and ${moreUnloaded.length} more)` : "";
        report({
          range: ref.idSpan,
          message: `no audience file that loads declares the alias \`${alias}\`; \`${unloaded}\`${others} did not load`,
          label: "unknown alias",
          hints: ["fix the files that did not load first: the alias may be declared in one of them"]
        });
        continue;
      }
      const suggestion = closest(alias, directory.aliases());
      report({
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

// src/lint/rules/ref-cycle.ts
var refCycle = {
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
  checkGlobal({ audience: audience2, directory, report }) {
    const next = (a) => a.refs.flatMap((r) => r.id ? [directory.resolve(r.id)?.audience] : []).filter((x) => x !== void 0);
    for (const ref of audience2.refs) {
      const first = ref.id === null ? void 0 : directory.resolve(ref.id)?.audience;
      if (!first || first === audience2) continue;
      const path3 = findPath(first, audience2, next);
      if (path3)
        report({
          range: ref.span,
          message: `reference loop: ${[audience2, ...path3].map((a) => `\`${a.name}\``).join(" -> ")}`,
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
      const path3 = [];
      for (let a = current; a; a = previous.get(a) ?? null) path3.unshift(a);
      return path3;
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
    category: "ref",
    defaultSeverity: "error",
    summary: "An audience references itself",
    why: "Membership that depends on itself can never be evaluated.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:vip") and person.age > 21', extras: ["alias: vip"] }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: "person.age > 21", extras: ["alias: vip"] }) }]
  },
  checkGlobal({ audience: audience2, directory, report }) {
    for (const ref of audience2.refs) {
      if (ref.id !== null && directory.resolve(ref.id)?.audience === audience2)
        report({ range: ref.span, message: "this audience references itself", label: "self-reference" });
    }
  }
};

// src/lint/rules/ref-duplicate-name.ts
var refDuplicateName = {
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
  checkGlobal({ audience: audience2, directory, report }) {
    if (audience2.kind === "pql") return;
    const other = directory.duplicateOf(audience2, "name");
    if (!other || !audience2.ranges.name) return;
    report({
      range: audience2.ranges.name,
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
  checkGlobal({ audience: audience2, directory, report }) {
    for (const field of ["id", "alias"]) {
      const value = audience2[field];
      if (value === void 0 || audience2.kind === "pql" && field === "alias") continue;
      const other = directory.duplicateOf(audience2, field);
      const range = audience2.ranges[field];
      if (other && range)
        report({
          range,
          message: `the ${field} \`${value}\` is also used by ${other.file}`,
          hints: [`give each audience its own ${field}`]
        });
    }
  }
};

// src/analysis/rules/edge-hints.ts
var batchSentence = "set evaluationInfo.synchronous.enabled to false and batch.enabled to true to evaluate this audience in batch (or continuous.enabled to true, by streaming, when it is streaming-eligible)";

// src/analysis/rules/edge-ignore-year.ts
var edgeIgnoreYear = {
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
  checkFacts({ facts, report }) {
    for (const c of facts.ignoreYear)
      report({
        message: `\`${c.path}\` is matched on month and day only (ignore year); edge audiences cannot use ignore-year time constraints`,
        range: c.span,
        label: "ignores the year",
        hints: [
          `a yearly date (a birthday, an anniversary) has no form that keeps the year; to match one date, add its year (e.g. \`${c.path}.getYear() = 1990\`)`,
          batchSentence
        ]
      });
  }
};

// src/analysis/rules/edge-negated-event.ts
var hints2 = ["put the exclusion in its own batch audience and reference it with inSegment(...)", batchSentence];
var edgeNegatedEvent = {
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
  checkFacts({ facts, report }) {
    for (const e of facts.events)
      if (e.negation)
        report({
          message: "this event is negated; edge audiences cannot exclude events",
          range: e.negation,
          label: "negates an event",
          hints: hints2
        });
  }
};

// src/analysis/rules/edge-event-aggregation.ts
var hints3 = [`test for a single event, e.g. with CHAIN(...)`, batchSentence];
var edgeEventAggregation = {
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
  checkFacts({ facts, report }) {
    for (const e of facts.events)
      if (e.aggregation)
        report({
          message: `\`${e.aggregation}\` aggregates events; edge audiences can only test for one event`,
          range: e.span,
          label: "aggregation",
          hints: hints3
        });
  }
};

// src/analysis/rules/window-problems.ts
function reportWindowProblem({ facts, windows, report }, problem, finding) {
  facts.events.forEach((event, i) => {
    const status = windows[i];
    if (event.window && status && !status.ok && status.problem === problem) report(finding(status, event.window.span));
  });
}

// src/analysis/rules/edge-window-too-long.ts
var hints4 = [`use a window under 24 hours, e.g. \`WHEN(< 24 hours before now)\``, batchSentence];
var edgeWindowTooLong = {
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
      hints: hints4
    }));
  }
};

// src/analysis/rules/edge-window-boundary.ts
var edgeWindowBoundary = {
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

// src/analysis/rules/edge-window-absolute.ts
var hints5 = [`use a relative window such as \`today\` or \`< 24 hours before now\``, batchSentence];
var edgeWindowAbsolute = {
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
      hints: hints5
    }));
  }
};

// src/analysis/rules/edge-window-not-current.ts
var hints6 = [`use \`today\` or \`< 24 hours before now\``, batchSentence];
var edgeWindowNotCurrent = {
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
      hints: hints6
    }));
  }
};

// src/analysis/rules/edge-no-time-window.ts
var edgeNoTimeWindow = {
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
  checkFacts({ facts, report }) {
    for (const event of facts.events) {
      if (event.window) continue;
      const example = event.kind === "chain-step" ? "add `WHEN(< 24 hours before now)` to the step" : "add `timestamp occurs < 24 hours before now` to its condition";
      report({
        message: "this event has no time window; edge audiences need one shorter than 24 hours",
        range: event.span,
        label: "no time window",
        hints: [example, batchSentence]
      });
    }
  }
};

// src/analysis/rules/edge-multiple-events.ts
var hints7 = [`split it into single-event audiences and combine them with inSegment(...)`, batchSentence];
function eventsNeeded(event) {
  return event.count !== null && event.count > 1 ? event.count : 1;
}
var edgeMultipleEvents = {
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
  checkFacts({ facts, report }) {
    const totalEvents = facts.events.reduce((n, e) => n + eventsNeeded(e), 0);
    if (totalEvents <= 1) return;
    const counted2 = facts.events.find((e) => eventsNeeded(e) > 1);
    const second = facts.events[1];
    const at2 = second ?? counted2;
    const what = facts.events.length === 1 ? `\`COUNT(${counted2.count})\` needs ${counted2.count} events` : `this audience reads ${facts.events.length} events`;
    report({
      message: `${what}; edge audiences use a single event`,
      range: at2.span,
      label: second ? "another event" : `COUNT(${counted2.count})`,
      hints: hints7
    });
  }
};

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

// src/analysis/rules/edge-event-with-segment.ts
var checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
var clickers = yamlAudience({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"]
});
var adults = yamlAudience({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });
var edgeEventWithSegment = {
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
  checkFacts({ facts, resolveSegment, report }) {
    for (const { segment: s, found, shown: shown2 } of segmentsReadingEvents(facts, resolveSegment)) {
      report({
        message: `an event combined with segment ${shown2}, which is ${found.type ? `${found.type}, not profile-only` : "not profile-only"}; edge audiences allow this only for profile-only segments`,
        range: s.span,
        label: "not a profile-only segment",
        hints: [`reference a profile-only audience`, batchSentence]
      });
    }
  }
};

// src/analysis/rules/edge-unresolved-segment.ts
var edgeUnresolvedSegment = {
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
  checkFacts({ facts, resolveSegment, report }) {
    if (facts.events.length === 0) return;
    for (const s of facts.segments) {
      if (resolveSegment(s.id) !== null) continue;
      report({
        message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is edge-eligible only when the segment is profile-only`,
        range: s.idSpan,
        label: "unresolved",
        hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
      });
    }
  }
};

// src/analysis/rules/edge-no-criteria.ts
var edgeNoCriteria = {
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
  checkFacts({ facts, report }) {
    if (facts.events.length > 0 || facts.segments.length > 0 || facts.profileAttributes.length > 0) return;
    report({
      message: "this expression reads no profile attribute, event or segment: it is a constant, not an audience",
      range: facts.root,
      hints: ['add criteria, e.g. `homeAddress.countryCode = "US"`']
    });
  }
};

// src/analysis/rules/edge-profile-only-daily.ts
var edgeProfileOnlyDaily = {
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
  checkEligible({ facts, type, report }) {
    if (type === "profile-only")
      report({
        message: "profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation",
        range: facts.profileAttributes[0].span
      });
  }
};

// src/analysis/rules/edge-segment-disqualification.ts
var edgeSegmentDisqualification = {
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
  checkEligible({ facts, type, report }) {
    if (type === "segment-of-segments")
      report({ message: "profiles leave a segment of segments only every 24 hours", range: facts.segments[0].span });
  }
};

// src/lint/rules/edge-merge-policy.ts
var config = { edge: { mergePolicies: ["edge-policy"] } };
var edgeMergePolicy = {
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
    eligibilityReason: true,
    summary: "An edge audience must read the profile schema `_xdm.context.profile`",
    why: "Edge segmentation evaluates profiles; audiences on other classes (multi-entity) are batch only.",
    invalid: [{ file: "yaml", code: yamlAudience({ schemaName: "_xdm.context.account" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
  },
  check({ audience: audience2, report }) {
    const name = audience2.loaded.definition.schema?.name;
    if (audience2.kind === "pql" || name === void 0 || name === PROFILE_SCHEMA) return;
    const range = audience2.loaded.locate(["schema", "name"]);
    if (range)
      report({
        in: "file",
        range,
        message: `the schema is \`${name}\`; edge audiences read \`${PROFILE_SCHEMA}\``,
        hints: [`set \`schema.name: ${PROFILE_SCHEMA}\``]
      });
  }
};

// src/lint/rules/edge-marked-but-ineligible.ts
var edgeMarkedButIneligible = {
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
  checkGlobal({ audience: audience2, verdict, report }) {
    if (audience2.kind === "pql" || !audience2.synchronousEnabled || verdict?.eligible !== false) return;
    const range = audience2.ranges.synchronousEnabled && audience2.ranges.synchronousEnabled;
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
    judgesVerdict: true,
    summary: "An edge-eligible definition is not marked for edge evaluation",
    why: "The definition could be evaluated in real time on the edge; set `evaluationInfo.synchronous.enabled: true` if that is wanted. A file that chose another method in so many words (`synchronous.enabled: false` beside `batch` or `continuous` enabled) is not told: it asked for that method.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: null })
      }
    ],
    valid: [
      { file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }) },
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: [true, false, false] })
      }
    ]
  },
  checkGlobal({ audience: audience2, verdict, report }) {
    if (audience2.kind === "pql" || verdict?.eligible !== true || audience2.synchronousEnabled || audience2.choseOtherMethod) return;
    const range = audience2.ranges.notMarked && audience2.ranges.notMarked;
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
    invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [true, false, true] }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
  },
  check({ audience: audience2, report }) {
    const info = audience2.loaded.definition.evaluationInfo;
    if (audience2.kind === "pql" || info?.synchronous?.enabled !== true) return;
    for (const other of ["batch", "continuous"]) {
      if (info[other]?.enabled !== true) continue;
      const range = audience2.loaded.locate(["evaluationInfo", other, "enabled"]);
      if (range)
        report({
          in: "file",
          range,
          message: `\`${other}\` is enabled together with edge (\`synchronous\`)`,
          hints: [`set \`${other}.enabled: false\``]
        });
    }
  }
};

// src/audience/format-audience-file.ts
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
      errors.push({
        rule: e.rule,
        code: e.code,
        message: e.message,
        range: audience2.mapSpan(e.span),
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      });
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
            rule: audienceSchemaRule.meta.name,
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
function replaceLoadedExpression(fileName, text, kind, audience2, pql) {
  if (kind === "pql") return { range: audience2.expressionRange, text: pql.endsWith("\n") ? pql : `${pql}
` };
  return expressionEdit(fileName, text, audience2, pql, kind === "json");
}
function applyEdit(text, edit) {
  return text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
}
function expressionEdit(fileName, text, audience2, pql, json) {
  const range = audience2.expressionRange;
  if (json) return { range, text: JSON.stringify(pql) };
  const raw = text.slice(range.start.offset, range.end.offset);
  const tried = [];
  for (const candidate of yamlCandidates(text, audience2, raw, pql)) {
    if (tried.includes(candidate)) continue;
    tried.push(candidate);
    const edit = { range, text: candidate };
    const again = expressionReadBack(fileName, applyEdit(text, edit), audience2.index);
    if (again !== void 0 && isFormatted(again, pql.trim())) return edit;
  }
  return void 0;
}
function* yamlCandidates(text, audience2, raw, canonical) {
  const multiLine = canonical.includes("\n");
  const doubleQuoted2 = () => JSON.stringify(canonical);
  const inFlow = /^[[{]/.test(sliceOf(text, audience2.locate(["expression"])));
  if (inFlow) {
    yield multiLine ? doubleQuoted2() : sameStyle(raw, canonical);
    yield doubleQuoted2();
    return;
  }
  const block2 = () => {
    const newline = text.includes("\r\n") ? "\r\n" : "\n";
    const key = audience2.locate(["expression", "value"], "key");
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
    const canonical = canonicalExpression(audience2.kind, audience2.ast);
    if (isFormatted(audience2.loaded.pql, canonical)) return;
    const edit = replaceLoadedExpression(audience2.file, audience2.text, audience2.kind, audience2.loaded, canonical);
    report({
      in: "file",
      range: audience2.kind === "pql" ? firstLine(audience2.loaded.expressionRange, audience2.loaded.pql) : audience2.loaded.locate(["expression", "value"], "key") ?? audience2.loaded.expressionRange,
      message: "the expression is not in canonical form",
      label: "not formatted",
      hints: [`run \`pql-audience fmt --write ${audience2.file}\``],
      ...edit ? { fix: { description: "rewrite the expression in canonical form", edits: [edit] } } : {}
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
    forEachNode(audience2.ast, (node2) => {
      if (node2.kind === "Logical") words.push(...node2.operatorSpans);
      else if (node2.kind === "Unary" && node2.operator === "not") words.push(node2.operatorSpan);
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
  return /\b(?!(?:and|or|not)\b)(?:[aA][nN][dD]|[oO][rR]|[nN][oO][tT])\b/.test(text);
}

// src/analysis/rules/streaming-hints.ts
var streamingBatchSentence = "set evaluationInfo.continuous.enabled to false and batch.enabled to true to evaluate this audience in batch";
var streaming = [false, true, false];

// src/analysis/rules/streaming-ignore-year.ts
var streamingIgnoreYear = {
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
  checkStreaming({ facts, report }) {
    for (const c of facts.ignoreYear)
      report({
        message: `\`${c.path}\` is matched on month and day only (ignore year); streaming audiences cannot use ignore-year time constraints`,
        range: c.span,
        label: "ignores the year",
        hints: [
          `a yearly date (a birthday, an anniversary) has no form that keeps the year; to match one date, add its year (e.g. \`${c.path}.getYear() = 1990\`)`,
          streamingBatchSentence
        ]
      });
  }
};

// src/analysis/rules/streaming-negated-event.ts
var streamingNegatedEvent = {
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
  checkStreaming({ facts, report }) {
    if (facts.events.length === 0 || facts.events.some((e) => !e.negation)) return;
    report({
      message: "every event of this audience is negated; a streaming audience needs an event that happens",
      range: facts.events[0].negation,
      label: "negates the only event",
      hints: [
        `add the event that qualifies a profile, or put the exclusion in its own batch audience and reference it with inSegment(...)`,
        streamingBatchSentence
      ]
    });
  }
};

// src/analysis/rules/streaming-event-aggregation.ts
var streamingEventAggregation = {
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
  checkStreaming({ facts, report }) {
    for (const e of facts.events)
      if (e.aggregation)
        report({
          message: `\`${e.aggregation}\` aggregates events; streaming audiences test for events, not for a count or a sum of them`,
          range: e.span,
          label: "aggregation",
          hints: [`test for the events with CHAIN(...) (\`COUNT(n)\` counts a step)`, streamingBatchSentence]
        });
  }
};

// src/analysis/rules/streaming-window-too-long.ts
var streamingWindowTooLong = {
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
      hints: [`use a window of 24 hours at most, e.g. \`WHEN(<= 24 hours before now)\``, streamingBatchSentence]
    }));
  }
};

// src/analysis/rules/streaming-window-not-current.ts
var hints8 = [`use a window that ends now, such as \`today\` or \`<= 24 hours before now\``, streamingBatchSentence];
var streamingWindowNotCurrent = {
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
        hints: hints8
      }));
  }
};

// src/analysis/rules/streaming-no-time-window.ts
var streamingNoTimeWindow = {
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
  checkStreaming({ facts, report }) {
    for (const event of facts.events) {
      if (event.window || event.negation) continue;
      const example = event.kind === "chain-step" ? "add `WHEN(<= 24 hours before now)` to the step" : "add `timestamp occurs <= 24 hours before now` to its condition";
      report({
        message: "this event has no time window; streaming audiences need one of 24 hours at most",
        range: event.span,
        label: "no time window",
        hints: [example, streamingBatchSentence]
      });
    }
  }
};

// src/analysis/paths.ts
function pathText(path3) {
  return print(path3);
}

// src/analysis/ignore-year.ts
var dayPartMethods = /* @__PURE__ */ new Set(["getMonth", "getDayOfMonth"]);
var currentPartFunctions = /* @__PURE__ */ new Set(["currentMonth", "currentDayOfMonth"]);
var testOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn"]);
function datePartOf(node2) {
  if (node2.kind === "MethodCall" && dayPartMethods.has(node2.method.name) && node2.args.length === 0 && node2.object.kind === "Path")
    return node2.object;
  return null;
}
function isConstantPart(node2) {
  switch (node2.kind) {
    case "Number":
      return true;
    case "Unary":
      return node2.operator === "-" && isConstantPart(node2.operand);
    case "Array":
      return node2.elements.length > 0 && node2.elements.every(isConstantPart);
    case "FunctionCall":
      return currentPartFunctions.has(node2.callee.name) && node2.args.length === 0;
    default:
      return false;
  }
}
function ignoreYearConstraints(root) {
  const candidates = [];
  const partObjects = /* @__PURE__ */ new Set();
  const paths = [];
  forEachNode(root, (node2) => {
    if (node2.kind === "Path") {
      paths.push(node2);
    } else if (node2.kind === "Binary" && testOperators.has(node2.operator)) {
      const left = datePartOf(node2.left);
      const right = datePartOf(node2.right);
      if (left && isConstantPart(node2.right)) candidates.push({ path: left, comparison: node2 });
      else if (right && isConstantPart(node2.left)) candidates.push({ path: right, comparison: node2 });
    } else if (node2.kind === "MethodCall") {
      const d = datePartOf(node2);
      if (d) partObjects.add(d);
    }
  });
  if (candidates.length === 0) return [];
  const uses = /* @__PURE__ */ new Map();
  for (const p of paths) uses.set(pathText(p), (uses.get(pathText(p)) ?? 0) + 1);
  const partUses = /* @__PURE__ */ new Map();
  for (const p of partObjects) partUses.set(pathText(p), (partUses.get(pathText(p)) ?? 0) + 1);
  return candidates.filter(({ path: path3 }) => uses.get(pathText(path3)) === partUses.get(pathText(path3))).map(({ path: path3, comparison }) => ({ path: pathText(path3), span: comparison.span }));
}

// src/analysis/facts.ts
function eventsNeeded2(count) {
  return count !== null && count > 1 ? count : 1;
}
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
function chainRoot(node2) {
  let current = node2;
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
  chains = 0;
  isEvents(node2, ctx) {
    return node2.kind === "Path" && node2.root.type === "name" && node2.segments.length === 1 && node2.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
  }
  /** Whether a postfix chain reads the profile's events: `xEvent`, `xEvent[...]`, `xEvent[...].x`. */
  rootedAtEvents(node2, ctx) {
    const root = chainRoot(node2);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
  }
  isSegmentMembership(node2, ctx) {
    const root = chainRoot(node2);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "segmentMembership" && !ctx.scope.has("segmentMembership") && !ctx.inEvent;
  }
  visit(node2, ctx) {
    switch (node2.kind) {
      case "Path":
        return this.path(node2, ctx);
      case "SegmentReference":
        this.facts.segments.push({ id: node2.segmentId, span: node2.span, idSpan: node2.idSpan, via: "inSegment" });
        return;
      case "Chain":
        return this.chain(node2, ctx);
      case "Unary":
        return this.visit(node2.operand, node2.operator === "-" ? ctx : { ...ctx, negation: ctx.negation ?? node2.operatorSpan });
      case "Logical":
        for (const operand of node2.operands) this.visit(operand, ctx);
        return;
      case "Binary":
        this.visit(node2.left, ctx);
        this.visit(node2.right, ctx);
        return;
      case "Occurs":
        this.visit(node2.subject, ctx);
        this.constraint(node2.constraint, ctx);
        return;
      case "Select":
        this.binders("Select", [node2, ...node2.laterBindings], ctx, null);
        return;
      case "Quantifier":
        this.binders(node2.quantifier, node2.bindings, ctx, null);
        return;
      case "SumOver":
        this.binders("sum-over", [node2, ...node2.laterBindings], ctx, node2.value);
        return;
      case "Let":
        this.visit(node2.value, ctx);
        this.visit(node2.body, bind(ctx, [node2.variable], "local"));
        return;
      case "Lambda":
        this.visit(node2.body, bind(ctx, node2.params, "local"));
        return;
      case "Filter":
      case "MethodCall":
      case "MemberAccess":
        return this.postfix(node2, ctx);
      case "FunctionCall":
        for (const arg of node2.args) this.visit(arg, ctx);
        return;
      case "If":
        this.visit(node2.test, ctx);
        this.visit(node2.then, ctx);
        this.visit(node2.otherwise, ctx);
        return;
      case "Array":
        for (const e of node2.elements) this.visit(e, ctx);
        return;
      case "Object":
        for (const e of node2.entries) this.visit(e.value, ctx);
        return;
      default:
        return;
    }
  }
  path(node2, ctx) {
    if (node2.root.type === "param") {
      if (node2.root.index === 1 && node2.segments[0]?.name !== "segmentMembership")
        this.facts.profileAttributes.push({ path: pathText(node2), span: node2.span });
      return;
    }
    if (node2.root.type === "up") {
      const target = ctx.filters.length - 1 - node2.root.levels;
      if (target < 0) this.facts.profileAttributes.push({ path: pathText(node2), span: node2.span });
      return;
    }
    const head = node2.segments[0].name;
    const bound = ctx.scope.get(head);
    if (bound === "profile") {
      if (node2.segments.length > 1) this.facts.profileAttributes.push({ path: pathText(node2), span: node2.span });
      return;
    }
    if (bound !== void 0 || ctx.inEvent || ctx.inItem) return;
    if (head === "xEvent") {
      this.event({ kind: "path", span: node2.span, window: null, count: null, negation: ctx.negation, aggregation: null, sequence: null });
      return;
    }
    if (head === "segmentMembership") {
      this.facts.segments.push({ id: null, span: node2.span, idSpan: node2.span, via: "segmentMembership" });
      return;
    }
    this.facts.profileAttributes.push({ path: pathText(node2), span: node2.span });
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
  chain(node2, ctx) {
    const eventCtx = { ...ctx, inEvent: true };
    const sequence2 = this.chains++;
    for (const step of node2.steps) {
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
  isEventsFilter(node2, ctx) {
    let current = node2;
    while (current.kind === "Filter") current = current.object;
    return this.isEvents(current, ctx);
  }
  /** Visits the conditions of `xEvent[...][...]` in event scope and returns the window they set. */
  filterConditions(node2, ctx) {
    let window = null;
    let current = node2;
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
  postfix(node2, ctx) {
    if (!ctx.inEvent && !ctx.inItem && this.rootedAtEvents(node2, ctx)) {
      const aggregation = firstAggregation(node2);
      const window = this.filterConditions(node2, ctx);
      this.event({
        kind: node2.kind === "Filter" ? "filter" : node2.kind === "MethodCall" ? "method" : "path",
        span: node2.span,
        window,
        count: null,
        negation: ctx.negation,
        aggregation,
        sequence: null
      });
      return;
    }
    if (this.isSegmentMembership(node2, ctx) && !ctx.inItem) {
      this.facts.segments.push(segmentMembershipRead(node2));
      return;
    }
    this.visit(node2.object, ctx);
    const itemCtx = ctx.inEvent ? ctx : { ...ctx, inItem: true };
    if (node2.kind === "Filter") this.visit(node2.condition, { ...itemCtx, filters: [...ctx.filters, ctx.inEvent ? "event" : "item"] });
    else if (node2.kind === "MethodCall") for (const arg of node2.args) this.visit(arg, itemCtx);
  }
};
function chainRootName(node2) {
  const root = chainRoot(node2);
  return root.kind === "Path" && root.root.type === "name" ? root.segments[0].name : "";
}
function firstAggregation(node2) {
  let found = null;
  let current = node2;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && aggregationMethods.has(current.method.name)) found = current.method.name;
    current = current.object;
  }
  return found;
}
function segmentMembershipRead(node2) {
  const calls = [];
  let current = node2;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && current.method.name === "get") calls.unshift(current);
    current = current.object;
  }
  const idArg = calls[1]?.args[0];
  if (idArg && idArg.kind === "String") return { id: idArg.value, span: node2.span, idSpan: idArg.span, via: "segmentMembership" };
  return { id: null, span: node2.span, idSpan: node2.span, via: "segmentMembership" };
}
function findWindow(condition2, variable, bareTimestamp = true) {
  const stack = [condition2];
  while (stack.length > 0) {
    const node2 = stack.pop();
    if (node2.kind === "Logical") {
      for (let i = node2.operands.length - 1; i >= 0; i--) stack.push(node2.operands[i]);
    } else if (node2.kind === "Unary") {
      stack.push(node2.operand);
    } else if (node2.kind === "Occurs" && node2.subject.kind === "Path" && node2.subject.root.type === "name") {
      const names = node2.subject.segments.map((s) => s.name);
      const matches = bareTimestamp && names.length === 1 && names[0] === "timestamp" || variable !== null && names.length === 2 && names[0] === variable && names[1] === "timestamp";
      if (matches) return node2.constraint;
    }
  }
  return null;
}

// src/analysis/rules/streaming-event-order.ts
var twoChains = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)]) and CHAIN(xEvent, timestamp, [C1: WHAT(eventType = "b") WHEN(today)])';
var oneChain = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])';
var streamingEventOrder = {
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
  checkStreaming({ facts, report }) {
    const happening = facts.events.filter((e) => !e.negation);
    if (happening.reduce((n, e) => n + eventsNeeded2(e.count), 0) <= 1) return;
    const first = happening[0];
    const unordered = happening.find((e) => e.sequence === null || e.sequence !== first.sequence);
    if (!unordered) return;
    report({
      message: `this audience reads ${happening.length} events with no strict time order between them; streaming audiences order their events`,
      range: (unordered === first ? happening[1] ?? first : unordered).span,
      label: "not ordered with the other events",
      hints: [
        `write the events as steps of one CHAIN(...), or give each its own audience and combine them with inSegment(...)`,
        streamingBatchSentence
      ]
    });
  }
};

// src/analysis/rules/streaming-event-with-segment.ts
var checkout2 = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(<= 24 hours before now)])';
var clickers2 = yamlAudience({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"]
});
var californians = yamlAudience({
  name: "California residents",
  value: 'homeAddress.state = "CA"',
  evaluation: [true, false, false],
  extras: ["alias: california"]
});
var streamingEventWithSegment = {
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
  checkStreaming({ facts, resolveSegment, report }) {
    for (const { segment: s, shown: shown2 } of segmentsReadingEvents(facts, resolveSegment)) {
      report({
        message: `an event combined with segment ${shown2}, which reads events; streaming audiences combine an event only with profile-only segments`,
        range: s.span,
        label: "not a profile-only segment",
        hints: [`give the event its own audience and combine both with inSegment(...) in a segment of segments`, streamingBatchSentence]
      });
    }
  }
};

// src/analysis/rules/streaming-unresolved-segment.ts
var streamingUnresolvedSegment = {
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
  checkStreaming({ facts, resolveSegment, report }) {
    if (facts.events.length === 0) return;
    for (const s of facts.segments) {
      if (resolveSegment(s.id) !== null) continue;
      report({
        message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is streaming-eligible only when the segment is profile-only`,
        range: s.idSpan,
        label: "unresolved",
        hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
      });
    }
  }
};

// src/lint/rules/streaming-marked-but-ineligible.ts
var threeDays = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])';
var streamingMarkedButIneligible = {
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
  checkGlobal({ audience: audience2, streaming: streaming2, report }) {
    if (audience2.kind === "pql" || !audience2.meantForStreaming || streaming2?.eligible !== false) return;
    const range = audience2.ranges.continuousEnabled;
    if (!range) return;
    const first = streaming2.reasons.find((r) => r.severity === "error");
    report({
      range,
      message: `marked for streaming, but the definition is not streaming-eligible${first ? `: ${first.message} (${first.code})` : ""}`,
      label: "marked for streaming",
      hints: ["fix the reasons above, or set `continuous.enabled: false` and `batch.enabled: true` to evaluate it in batch"]
    });
  }
};

// src/analysis/method.ts
function decideMethod(edge, streaming2) {
  if (edge.eligible === true) return { method: "edge", edgeType: edge.type, streamingType: null };
  if (streaming2.eligible === true) return { method: "streaming", edgeType: null, streamingType: streaming2.type };
  return { method: "batch", edgeType: null, streamingType: null };
}
var methodRank = { edge: 0, streaming: 1, batch: 2 };
function followReferences(decision, referenced) {
  let slowest;
  for (const r of referenced) if (methodRank[r.method] > methodRank[slowest?.method ?? decision.method]) slowest = r;
  if (!slowest) return decision;
  const followsReference = { name: slowest.name, method: slowest.method };
  if (slowest.method === "streaming")
    return { method: "streaming", edgeType: null, streamingType: decision.streamingType ?? "segment-of-segments", followsReference };
  return { method: "batch", edgeType: null, streamingType: null, followsReference };
}

// src/lint/rules/streaming-eligible-not-marked.ts
var sequence = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "b") WHEN(today)])';
var streamingEligibleNotMarked = {
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
  checkGlobal({ audience: audience2, verdict, streaming: streaming2, report }) {
    if (audience2.statedMethod !== "batch" || !verdict || !streaming2) return;
    const { method, streamingType } = decideMethod(verdict, streaming2);
    const range = audience2.ranges.notMarked;
    if (method !== "streaming" || !range) return;
    report({
      range,
      message: `streaming-eligible (${streamingType}) but marked for batch only`,
      hints: ["set `evaluationInfo.continuous.enabled: true` to evaluate it as its events arrive"]
    });
  }
};

// src/lint/rules/streaming-slower-reference.ts
var batchAbandons = yamlAudience({
  name: "Recent abandons",
  value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListRemovals") WHEN(< 3 days before now)])',
  evaluation: [true, false, false],
  extras: ["alias: recent-abandons"]
});
var streamingCheckouts = yamlAudience({
  name: "Recent checkouts",
  value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
  evaluation: [false, true, false],
  extras: ["alias: recent-checkouts"]
});
var both = 'inSegment("alias:recent-abandons") and inSegment("alias:recent-checkouts")';
var streamingSlowerReference = {
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
  checkGlobal({ audience: audience2, directory, report }) {
    const own = audience2.statedMethod;
    if (own === null || own === "batch" || audience2.shape !== "segment-of-segments") return;
    for (const ref of audience2.refs) {
      const target = ref.id === null ? void 0 : directory.resolve(ref.id);
      const theirs = target?.audience.statedMethod;
      if (!target || !theirs || methodRank[theirs] <= methodRank[own]) continue;
      report({
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

// src/lint/rules/project-sandbox-budget.ts
var countedByRun = /* @__PURE__ */ new WeakMap();
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
function methodRange(audience2, budget) {
  const { ranges } = audience2;
  return budget === "edge" ? ranges.synchronousEnabled : ranges.notMarked ?? ranges.synchronousEnabled ?? ranges.name;
}
var advice = {
  edge: "evaluate some of them by streaming or batch instead (`evaluationInfo`), or merge overlapping ones",
  streaming: "evaluate some of them in batch instead (`evaluationInfo`), or merge overlapping ones",
  audiences: "delete the audiences no one uses, or merge overlapping ones"
};
var edgeAudience = (name) => yamlAudience({ name });
var streamingAudience = (name) => yamlAudience({ name, evaluation: [false, true, false] });
var projectSandboxBudget = {
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
  checkGlobal({ audience: audience2, directory, config: config2, report }) {
    const method = audience2.statedMethod;
    if (audience2.kind === "pql" || method === null) return;
    const lists = counted(directory);
    for (const budget of BUDGET_NAMES) {
      const limit = config2.budgets[budget];
      const list3 = lists[budget];
      if (!countsAgainst(method, budget) || list3.length <= limit || list3[limit].audience !== audience2) continue;
      const range = methodRange(audience2, budget);
      if (!range) continue;
      const what = budgetLabel(budget);
      const setting = `budgets.${budget}`;
      const isDefault = limit === AEP_AUDIENCE_BUDGETS[budget];
      report({
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

// src/audience/rules/suppressions-unused.ts
var suppressionsUnused = {
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

// src/audience/rules/suppressions-missing-rule.ts
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
${yamlAudience()}` },
      { file: "yaml", code: `# pql-audience-disable edge/profile-only-dayly -- daily refresh is fine for this list
${yamlAudience()}` }
    ],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience()}` }]
  },
  source: "loader"
};

// src/audience/rules/suppressions-unknown-directive.ts
var suppressionsUnknownDirective = {
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
  audienceNameControlCharacter,
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

// src/lint/registry.ts
var byCode = new Map(allRules.map((r) => [r.meta.code, r]));
var byName = new Map(allRules.map((r) => [r.meta.name, r]));
function ruleNamesWhere(test) {
  return new Set(allRules.filter((r) => test(r.meta)).map((r) => r.meta.name));
}
function ruleByCodeOrName(key) {
  return byCode.get(key) ?? byName.get(key);
}
function codesFor(key) {
  const single = ruleByCodeOrName(key);
  if (single) return [single.meta.code];
  let matches = [];
  if (/^PQL\dxx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 4)));
  else if (/^PQL\d\dx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 5)));
  else if (key.endsWith("/*")) matches = allRules.filter((r) => r.meta.name.startsWith(key.slice(0, -1)));
  return matches.length > 0 ? matches.map((r) => r.meta.code) : void 0;
}
function suggestRule(key) {
  return closest(
    key,
    allRules.flatMap((r) => [r.meta.code, r.meta.name]),
    Math.max(2, Math.floor(key.length / 4))
  );
}

export {
  closest,
  tokenize,
  LineMap,
  childrenOf,
  forEachNode,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  enableGrammarValidation2 as enableGrammarValidation,
  parse,
  render,
  print,
  timeConstraint,
  decodeUtf8,
  parseJson,
  jsonValue,
  suppressionsMissingReason,
  described,
  nonEmpty,
  ALIAS_PREFIX,
  suppressionRulePattern,
  audienceSchemas,
  toPqlJson,
  fromPqlJson,
  pqlJsonTree,
  MAX_YAML_ALIASES,
  firstAliasOffset,
  audienceFileKind,
  isAudienceFileName,
  loadAudienceFile,
  formatAudienceFile,
  DEFAULT_MAX_FILE_SIZE,
  tooLargeMessage,
  audienceTooLarge,
  CONTROL_CHARACTERS,
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
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingEventAggregation,
  streamingWindowTooLong,
  streamingWindowNotCurrent,
  streamingNoTimeWindow,
  eventsNeeded2 as eventsNeeded,
  extractFacts,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingUnresolvedSegment,
  decideMethod,
  followReferences,
  AEP_AUDIENCE_BUDGETS,
  statedMethod,
  fileMethod,
  suppressionsUnused,
  suppressionsMissingRule,
  suppressionsUnknownDirective,
  allRules,
  ruleNamesWhere,
  ruleByCodeOrName,
  codesFor,
  suggestRule
};
