import { type CustomPatternMatcherFunc, type TokenType } from "chevrotain";
/** Every word-like token: allowed after `.` as a field or method name. */
export declare const AnyWord: TokenType;
/** Words that may start a path or name a variable: identifiers and contextual keywords. */
export declare const SoftName: TokenType;
export declare const Identifier: TokenType;
export declare const And: TokenType;
export declare const Or: TokenType;
export declare const Not: TokenType;
export declare const NotIn: TokenType;
export declare const In: TokenType;
export declare const Like: TokenType;
export declare const Occurs: TokenType;
export declare const True: TokenType;
export declare const False: TokenType;
export declare const If: TokenType;
export declare const Let: TokenType;
export declare const Select: TokenType;
export declare const Exists: TokenType;
export declare const Forall: TokenType;
export declare const Where: TokenType;
export declare const From: TokenType;
export declare const This: TokenType;
export declare const Now: TokenType;
export declare const Today: TokenType;
export declare const Yesterday: TokenType;
export declare const Tomorrow: TokenType;
export declare const Before: TokenType;
export declare const After: TokenType;
export declare const Between: TokenType;
export declare const On: TokenType;
export declare const Last: TokenType;
export declare const Next: TokenType;
export declare const Over: TokenType;
export declare const Sum: TokenType;
export declare const Chain: TokenType;
export declare const What: TokenType;
export declare const When: TokenType;
export declare const Count: TokenType;
export declare const DateWord: TokenType;
/** Time units, singular and plural. Longest alternatives first so `days` is not lexed as `day`. */
export declare const Unit: TokenType;
/**
 * `"..."` on one line, with backslash escapes, matched by a loop rather than a regular expression:
 * V8 runs `"(?:[^"\\]|\\.)*"` with one backtracking entry per character (per escape at best),
 * and a string of a few megabytes overflows its stack. `closed: false` matches a string that has
 * no closing quote on its line, up to the line end (and a trailing backslash).
 */
export declare function quotedString(closed: boolean): CustomPatternMatcherFunc;
export declare const StringLiteral: TokenType;
/** A string with no closing quote on its line: reported as "unclosed string", never a crash. */
export declare const UnclosedString: TokenType;
export declare const DoubleLiteral: TokenType;
export declare const IntegerLiteral: TokenType;
export declare const Param: TokenType;
/** `@{_xdm.context.additionalParameters;version=1}`: decisioning context data. */
export declare const ContextRef: TokenType;
/**
 * Strings in single or curly quotes: not PQL, but lexed as strings (category `StringLiteral`) so
 * the parser carries on and the one error says exactly what is wrong. Reported in `index.ts`.
 */
export declare const MisquotedString: TokenType;
/** `# ...` and `// ...` to the end of the line: PQL has no comments; kept out of the parser and reported. */
export declare const Comment: TokenType;
/** `{% ... %}` and `{{ ... }}`: Journey Optimizer template tags around PQL; kept out of the parser and reported. */
export declare const TemplateTag: TokenType;
/** `_{TENANT_ID}`: a documentation placeholder copied by mistake; lexed so it can be explained. */
export declare const TenantPlaceholder: TokenType;
export declare const Arrow: TokenType;
export declare const NotEquals: TokenType;
export declare const LessEq: TokenType;
export declare const GreaterEq: TokenType;
export declare const Equals: TokenType;
export declare const Less: TokenType;
export declare const Greater: TokenType;
export declare const Bang: TokenType;
export declare const Plus: TokenType;
export declare const Minus: TokenType;
export declare const Star: TokenType;
export declare const Slash: TokenType;
export declare const Percent: TokenType;
export declare const Caret: TokenType;
export declare const LParen: TokenType;
export declare const RParen: TokenType;
export declare const LBracket: TokenType;
export declare const RBracket: TokenType;
export declare const LBrace: TokenType;
export declare const RBrace: TokenType;
export declare const Comma: TokenType;
export declare const Dot: TokenType;
export declare const Colon: TokenType;
export declare const DoubleEquals: TokenType;
export declare const DoubleAmpersand: TokenType;
export declare const DoublePipe: TokenType;
export declare const WhiteSpace: TokenType;
/** Order matters: longer and more specific patterns first, keywords before `Identifier`. */
export declare const allTokens: TokenType[];
