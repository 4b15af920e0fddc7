// PQL's functions and methods are a closed set: the ones AEP documents ("Profile Query Language
// (PQL) overview" and the function pages it links,
// https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/pql/overview).
// Any other name called like one is a typo or a function from another language, and AEP rejects
// the expression: it is reported (with the closest name), never read as a condition that holds.
import type { IToken } from "chevrotain";
import { closest } from "../text/did-you-mean.js";
import * as t from "./tokens.js";

/** Global functions, called by name: `inSegment("...")`, `date(2024, 1, 31)`, `currentMonth()`. */
export const functionNames: readonly string[] = ["inSegment", "date", "currentMonth", "currentYear", "currentDayOfMonth", "mapEntry"];

/** Methods, called after `.`: `name.startsWith("Jo")`, `orders.topN(price, 5).head()`. */
export const methodNames: readonly string[] = [
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
  "getDayOfMonth",
];

/** Keywords written like calls (`CHAIN(...)`, `if(...)`): a misspelt one reads as an unknown function. */
const keywordCalls = ["CHAIN", "if"];

const functions = new Set(functionNames);
const methods = new Set(methodNames);

/** What is wrong with a called name, or undefined when PQL has it. */
export interface UnknownCall {
  message: string;
  /** Under the carets. */
  label: string;
  hints: string[];
  /** The known name it is closest to, when it reads as a typo of one. */
  closest: string | undefined;
}

/**
 * The known name a misspelt one is closest to (`IF` is `if`); a name of one or two letters
 * (`f(x)`) is otherwise no typo of anything.
 */
function nearest(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  return candidates.find((c) => c.toLowerCase() === lower) ?? (name.length < 3 ? undefined : closest(name, candidates));
}

/**
 * Date calls of other languages (JavaScript's `getDate()`, SQL's `CURRENT_DATE`), too far from
 * PQL's by spelling for `nearest`: the PQL call that means the same part, and all of them.
 */
const dateFunctionWords: Readonly<Record<string, string>> = {
  currentDate: "currentDayOfMonth",
  currentDay: "currentDayOfMonth",
  getCurrentDate: "currentDayOfMonth",
  currentDayOfWeek: "currentDayOfMonth",
};
const dateMethodWords: Readonly<Record<string, string>> = {
  getDate: "getDayOfMonth",
  getDay: "getDayOfMonth",
  getFullYear: "getYear",
  getMonthValue: "getMonth",
};
const dateFunctionsHint = "PQL's date parts of now are `currentDayOfMonth()`, `currentMonth()` and `currentYear()`";
const dateMethodsHint = "PQL's date parts of a date are `getDayOfMonth()`, `getMonth()` and `getYear()`";

/** `name(...)` where no function of that name exists. */
export function unknownFunction(name: string): UnknownCall | undefined {
  if (functions.has(name)) return undefined;
  const dateWord = Object.hasOwn(dateFunctionWords, name) ? dateFunctionWords[name] : undefined;
  const near = dateWord ?? nearest(name, [...functionNames, ...keywordCalls]);
  const method = methodNames.find((m) => m.toLowerCase() === name.toLowerCase());
  // The message names the likely one; otherwise the list is short enough to show.
  const hints = method
    ? [`\`${method}\` is a method: call it on a value, e.g. \`orders.${method}(...)\``]
    : dateWord
      ? [dateFunctionsHint]
      : near
        ? []
        : [`the functions are ${functionNames.map((f) => `\`${f}\``).join(", ")}, and \`CHAIN(...)\`, \`if(...)\``];
  return {
    message: `unknown function \`${name}\`${near && !method ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL function",
    hints,
    closest: method ? undefined : near,
  };
}

/** `receiver.name(...)` where no method of that name exists. */
export function unknownMethod(name: string): UnknownCall | undefined {
  if (methods.has(name)) return undefined;
  const dateWord = Object.hasOwn(dateMethodWords, name) ? dateMethodWords[name] : undefined;
  const near = dateWord ?? nearest(name, methodNames);
  const fn = functionNames.find((f) => f.toLowerCase() === name.toLowerCase());
  // Thirty-odd methods are too many for a hint: the rule's docs list them.
  const hints = fn ? [`\`${fn}\` is a function, not a method: write \`${fn}(...)\``] : dateWord ? [dateMethodsHint] : [];
  return {
    message: `unknown method \`${name}\`${near && !fn ? `; did you mean \`${near}\`?` : ""}`,
    label: "not a PQL method",
    hints,
    closest: fn ? undefined : near,
  };
}

const callWords = new Set([t.Chain, t.What, t.When, t.Count, t.Sum]);

/**
 * The misspelt calls among tokens that did not parse (`CHIAN(xEvent, ...)` fails inside its
 * arguments, and the typo is the news): a name before `(` is a function, a word after `.` and
 * before `(` a method. Only names close to a known one: other unknown names are reported by the
 * lint rule once the expression parses, not next to every syntax error.
 */
export function unknownCallTokens(tokens: readonly IToken[]): { token: IToken; problem: UnknownCall }[] {
  const found: { token: IToken; problem: UnknownCall }[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i]!;
    if (tokens[i + 1]!.tokenType !== t.LParen) continue;
    const afterDot = i > 0 && tokens[i - 1]!.tokenType === t.Dot;
    // Names only, not the words that take `(` in the grammar (`CHAIN(`, `WHAT(`, `sum (a) over`).
    const named = (token.tokenType.CATEGORIES ?? []).includes(t.SoftName) && !callWords.has(token.tokenType);
    const problem = afterDot ? unknownMethod(token.image) : named ? unknownFunction(token.image) : undefined;
    if (problem?.closest) found.push({ token, problem });
  }
  return found;
}
