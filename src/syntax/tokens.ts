// Chevrotain token definitions for PQL.
//
// Words are the tricky part: PQL has a few reserved words (`and`, `select`, `this`, ...) and many
// contextual ones (`before`, `days`, `last`, `WHAT`, ...) that are also ordinary XDM field names.
// Contextual words are tokens of their own (so the grammar can see them) that also belong to the
// `SoftName` category (so a path may start with them) and every word belongs to `AnyWord` (so any
// word may follow a `.`). Keywords use `longer_alt: Identifier` so `orders`, `index`, `nowPlaying`
// or `lastName` still lex as identifiers.
import { createToken, Lexer, type CustomPatternMatcherFunc, type TokenType } from "chevrotain";

/** First characters for `start_chars_hint` (see `startLetters`). */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_";
const DIGITS = "0123456789";

/** Every word-like token: allowed after `.` as a field or method name. */
export const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, label: "a name" });
/** Words that may start a path or name a variable: identifiers and contextual keywords. */
export const SoftName = createToken({ name: "SoftName", pattern: Lexer.NA, categories: [AnyWord], label: "a name" });

export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  start_chars_hint: [...LETTERS],
  categories: [SoftName],
  label: "a name",
});

interface WordSpec {
  name: string;
  pattern: RegExp;
  label: string;
  soft?: boolean;
  /** The first letters of the pattern's alternatives, where it has more than one word. */
  starts?: string;
}

/**
 * The characters a word can begin with, for the lexer's first-character table (Chevrotain's
 * `start_chars_hint`, which spares it reading each pattern's regular expression at start-up):
 * the word's first letter, in both cases under the `i` flag. `test/syntax/lexer-hints.test.ts`
 * holds every hint to Chevrotain's own reading of the patterns.
 */
function startLetters(spec: WordSpec): string[] {
  const first = spec.starts ?? spec.pattern.source[0]!;
  return spec.pattern.ignoreCase ? [...new Set([...first.toLowerCase(), ...first.toUpperCase()])] : [...first];
}

function word(spec: WordSpec): TokenType {
  return createToken({
    name: spec.name,
    pattern: spec.pattern,
    start_chars_hint: startLetters(spec),
    longer_alt: Identifier,
    categories: spec.soft ? [SoftName] : [AnyWord],
    label: spec.label,
  });
}

// Boolean operators are accepted in any case (`AND` parses as `and`; the linter warns).
export const And = word({ name: "And", pattern: /and/i, label: "`and`" });
export const Or = word({ name: "Or", pattern: /or/i, label: "`or`" });
export const Not = word({ name: "Not", pattern: /not/i, label: "`not`" });
export const NotIn = word({ name: "NotIn", pattern: /notIn/, label: "`notIn`" });
export const In = word({ name: "In", pattern: /in/, label: "`in`" });
export const Like = word({ name: "Like", pattern: /like/, label: "`like`" });
export const Occurs = word({ name: "Occurs", pattern: /occurs/, label: "`occurs`" });
export const True = word({ name: "True", pattern: /true/, label: "`true`" });
export const False = word({ name: "False", pattern: /false/, label: "`false`" });
export const If = word({ name: "If", pattern: /if/, label: "`if`" });
export const Let = word({ name: "Let", pattern: /let/, label: "`let`" });
export const Select = word({ name: "Select", pattern: /select/, label: "`select`" });
export const Exists = word({ name: "Exists", pattern: /exists/, label: "`exists`" });
export const Forall = word({ name: "Forall", pattern: /forall/, label: "`forall`" });
// `where` in select/exists, `WHERE(...)` in a CHAIN step: one token, any case.
export const Where = word({ name: "Where", pattern: /where/i, label: "`where`" });
export const From = word({ name: "From", pattern: /from/, label: "`from`" });
export const This = word({ name: "This", pattern: /this/, label: "`this`" });
export const Now = word({ name: "Now", pattern: /now/, label: "`now`" });
export const Today = word({ name: "Today", pattern: /today/, label: "`today`" });
export const Yesterday = word({ name: "Yesterday", pattern: /yesterday/, label: "`yesterday`" });
export const Tomorrow = word({ name: "Tomorrow", pattern: /tomorrow/, label: "`tomorrow`" });

// Contextual words: keywords only where the grammar expects them, names everywhere else.
export const Before = word({ name: "Before", pattern: /before/, label: "`before`", soft: true });
export const After = word({ name: "After", pattern: /after/, label: "`after`", soft: true });
export const Between = word({ name: "Between", pattern: /between/, label: "`between`", soft: true });
export const On = word({ name: "On", pattern: /on/, label: "`on`", soft: true });
export const Last = word({ name: "Last", pattern: /last/, label: "`last`", soft: true });
export const Next = word({ name: "Next", pattern: /next/, label: "`next`", soft: true });
export const Over = word({ name: "Over", pattern: /over/, label: "`over`", soft: true });
export const Sum = word({ name: "Sum", pattern: /sum/, label: "`sum`", soft: true });
export const Chain = word({ name: "Chain", pattern: /chain/i, label: "`CHAIN`", soft: true });
export const What = word({ name: "What", pattern: /what/i, label: "`WHAT`", soft: true });
export const When = word({ name: "When", pattern: /when/i, label: "`WHEN`", soft: true });
export const Count = word({ name: "Count", pattern: /count/i, label: "`COUNT`", soft: true });
export const DateWord = word({ name: "DateWord", pattern: /date/, label: "`date`", soft: true });

/** Time units, singular and plural. Longest alternatives first so `days` is not lexed as `day`. */
export const Unit = word({
  name: "Unit",
  pattern:
    /milliseconds|millisecond|seconds|second|minutes|minute|hours|hour|days|day|weeks|week|months|month|years|year|decades|decade|centuries|century|millennia|millennium/,
  label: "a time unit (`hours`, `days`, ...)",
  soft: true,
  starts: "msdhwyc",
});

// Literals.

/**
 * `"..."` on one line, with backslash escapes, matched by a loop rather than a regular expression:
 * V8 runs `"(?:[^"\\]|\\.)*"` with one backtracking entry per character (per escape at best),
 * and a string of a few megabytes overflows its stack. `closed: false` matches a string that has
 * no closing quote on its line, up to the line end (and a trailing backslash).
 */
export function quotedString(closed: boolean): CustomPatternMatcherFunc {
  return (text, offset) => {
    if (text.charCodeAt(offset) !== 0x22) return null;
    let i = offset + 1;
    for (;;) {
      const c = text.charCodeAt(i); // NaN past the end
      if (c === 0x22 || c === 0x0a || c === 0x0d || Number.isNaN(c)) break;
      if (c === 0x5c) {
        const next = text.charCodeAt(i + 1);
        if (next === 0x0a || next === 0x0d || Number.isNaN(next)) {
          i += 1; // a backslash at the line end belongs to the unclosed string
          break;
        }
        i += 2;
      } else i += 1;
    }
    if (!closed) return [text.slice(offset, i)];
    return text.charCodeAt(i) === 0x22 ? [text.slice(offset, i + 1)] : null;
  };
}

export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: { exec: quotedString(true) },
  line_breaks: false,
  start_chars_hint: ['"'],
  label: "a string",
});
/** A string with no closing quote on its line: reported as "unclosed string", never a crash. */
export const UnclosedString = createToken({
  name: "UnclosedString",
  pattern: { exec: quotedString(false) },
  line_breaks: false,
  start_chars_hint: ['"'],
  label: "a string",
});
export const DoubleLiteral = createToken({ name: "DoubleLiteral", pattern: /\d+\.\d+/, start_chars_hint: [...DIGITS], label: "a number" });
export const IntegerLiteral = createToken({ name: "IntegerLiteral", pattern: /\d+/, start_chars_hint: [...DIGITS], label: "a number" });
export const Param = createToken({ name: "Param", pattern: /\$\d+/, start_chars_hint: ["$"], label: "a parameter (`$1`)" });
/** `@{_xdm.context.additionalParameters;version=1}`: decisioning context data. */
export const ContextRef = createToken({
  name: "ContextRef",
  pattern: /@\{[^}\r\n]*\}/,
  start_chars_hint: ["@"],
  label: "a context reference (`@{...}`)",
});
/**
 * Strings in single or curly quotes: not PQL, but lexed as strings (category `StringLiteral`) so
 * the parser carries on and the one error says exactly what is wrong. Reported in `index.ts`.
 */
export const MisquotedString = createToken({
  name: "MisquotedString",
  pattern: /'[^'\r\n]*'|\u201c[^\u201d\r\n]*\u201d/,
  start_chars_hint: ["'", "\u201c"],
  categories: [StringLiteral],
  label: "a string",
});
/** `# ...` and `// ...` to the end of the line: PQL has no comments; kept out of the parser and reported. */
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*|\/\/[^\r\n]*/, start_chars_hint: ["#", "/"], group: "comments" });
/** `{% ... %}` and `{{ ... }}`: Journey Optimizer template tags around PQL; kept out of the parser and reported. */
export const TemplateTag = createToken({
  name: "TemplateTag",
  pattern: /\{%[^\r\n]*?%\}|\{\{[^\r\n]*?\}\}/,
  start_chars_hint: ["{"],
  group: "templates",
});
/** `_{TENANT_ID}`: a documentation placeholder copied by mistake; lexed so it can be explained. */
export const TenantPlaceholder = createToken({
  name: "TenantPlaceholder",
  pattern: /_\{[A-Za-z_]*\}/,
  start_chars_hint: ["_"],
  categories: [SoftName],
  label: "a name",
});

// Punctuation.
export const Arrow = createToken({ name: "Arrow", pattern: /=>/, start_chars_hint: ["="], label: "`=>`" });
export const NotEquals = createToken({ name: "NotEquals", pattern: /!=/, start_chars_hint: ["!"], label: "`!=`" });
export const LessEq = createToken({ name: "LessEq", pattern: /<=/, start_chars_hint: ["<"], label: "`<=`" });
export const GreaterEq = createToken({ name: "GreaterEq", pattern: />=/, start_chars_hint: [">"], label: "`>=`" });
export const Equals = createToken({ name: "Equals", pattern: /=/, start_chars_hint: ["="], label: "`=`" });
export const Less = createToken({ name: "Less", pattern: /</, start_chars_hint: ["<"], label: "`<`" });
export const Greater = createToken({ name: "Greater", pattern: />/, start_chars_hint: [">"], label: "`>`" });
export const Bang = createToken({ name: "Bang", pattern: /!/, start_chars_hint: ["!"], label: "`!`" });
export const Plus = createToken({ name: "Plus", pattern: /\+/, start_chars_hint: ["+"], label: "`+`" });
export const Minus = createToken({ name: "Minus", pattern: /-/, start_chars_hint: ["-"], label: "`-`" });
export const Star = createToken({ name: "Star", pattern: /\*/, start_chars_hint: ["*"], label: "`*`" });
export const Slash = createToken({ name: "Slash", pattern: /\//, start_chars_hint: ["/"], label: "`/`" });
export const Percent = createToken({ name: "Percent", pattern: /%/, start_chars_hint: ["%"], label: "`%`" });
export const Caret = createToken({ name: "Caret", pattern: /\^/, start_chars_hint: ["^"], label: "`^`" });
export const LParen = createToken({ name: "LParen", pattern: /\(/, start_chars_hint: ["("], label: "`(`" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, start_chars_hint: [")"], label: "`)`" });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/, start_chars_hint: ["["], label: "`[`" });
export const RBracket = createToken({ name: "RBracket", pattern: /]/, start_chars_hint: ["]"], label: "`]`" });
export const LBrace = createToken({ name: "LBrace", pattern: /\{/, start_chars_hint: ["{"], label: "`{`" });
export const RBrace = createToken({ name: "RBrace", pattern: /}/, start_chars_hint: ["}"], label: "`}`" });
export const Comma = createToken({ name: "Comma", pattern: /,/, start_chars_hint: [","], label: "`,`" });
export const Dot = createToken({ name: "Dot", pattern: /\./, start_chars_hint: ["."], label: "`.`" });
export const Colon = createToken({ name: "Colon", pattern: /:/, start_chars_hint: [":"], label: "`:`" });

// Habits from other languages: `==`, `&&`, `||` lex as `=`, `and`, `or` (categories) so the
// parser carries on; `index.ts` reports each one with the PQL spelling.
export const DoubleEquals = createToken({
  name: "DoubleEquals",
  pattern: /==/,
  start_chars_hint: ["="],
  categories: [Equals],
  label: "`=`",
});
export const DoubleAmpersand = createToken({
  name: "DoubleAmpersand",
  pattern: /&&/,
  start_chars_hint: ["&"],
  categories: [And],
  label: "`and`",
});
export const DoublePipe = createToken({ name: "DoublePipe", pattern: /\|\|/, start_chars_hint: ["|"], categories: [Or], label: "`or`" });

export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/,
  start_chars_hint: [" ", "\t", "\r", "\n", "\f", "\v", "\u00a0", "\ufeff"],
  group: Lexer.SKIPPED,
  line_breaks: true,
});

/** Order matters: longer and more specific patterns first, keywords before `Identifier`. */
export const allTokens: TokenType[] = [
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
  SoftName,
];
