// What the editor says about PQL's words: a signature and one line for each function, method and
// keyword (hover and completion). The names themselves come from the parser's tables
// (src/syntax/functions.ts); a test checks every one of them has an entry here.
// Wording follows AEP's "Profile Query Language (PQL) overview" and the function pages it links,
// https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/pql/overview

export interface WordDoc {
  signature: string;
  doc: string;
}

export const functionDocs: Record<string, WordDoc> = {
  inSegment: {
    signature: 'inSegment("SEGMENT_ID" | "alias:NAME")',
    doc: "true when the profile is in the audience with that id (or local alias)",
  },
  date: { signature: "date(year, month, day)", doc: "a calendar date, for comparisons and time windows" },
  currentMonth: { signature: "currentMonth()", doc: "the current month (1-12)" },
  currentYear: { signature: "currentYear()", doc: "the current year" },
  currentDayOfMonth: { signature: "currentDayOfMonth()", doc: "the current day of the month (1-31)" },
  mapEntry: { signature: "mapEntry(key, value)", doc: "a map entry, for comparing map fields" },
};

export const methodDocs: Record<string, WordDoc> = {
  equals: { signature: ".equals(string, caseSensitive)", doc: "the string is equal to the other" },
  notEqualTo: { signature: ".notEqualTo(string, caseSensitive)", doc: "the string is not equal to the other" },
  startsWith: { signature: ".startsWith(prefix, caseSensitive)", doc: "the string starts with the prefix" },
  doesNotStartWith: { signature: ".doesNotStartWith(prefix, caseSensitive)", doc: "the string does not start with the prefix" },
  endsWith: { signature: ".endsWith(suffix, caseSensitive)", doc: "the string ends with the suffix" },
  doesNotEndWith: { signature: ".doesNotEndWith(suffix, caseSensitive)", doc: "the string does not end with the suffix" },
  contains: { signature: ".contains(string, caseSensitive)", doc: "the string contains the other" },
  doesNotContain: { signature: ".doesNotContain(string, caseSensitive)", doc: "the string does not contain the other" },
  matches: { signature: ".matches(regex)", doc: "the string matches the regular expression" },
  regexGroup: { signature: ".regexGroup(regex, group)", doc: "the text a group of the regular expression matched" },
  exists: { signature: ".exists()", doc: "the field has a value" },
  includes: { signature: ".includes(value)", doc: "the array holds the value" },
  intersects: { signature: ".intersects(array)", doc: "the arrays have a value in common" },
  intersection: { signature: ".intersection(array)", doc: "the values the arrays have in common" },
  subsetOf: { signature: ".subsetOf(array)", doc: "every value of this array is in the other" },
  supersetOf: { signature: ".supersetOf(array)", doc: "this array holds every value of the other" },
  distinct: { signature: ".distinct()", doc: "the array without duplicate values" },
  filter: { signature: ".filter(condition)", doc: "the items of the array that meet the condition" },
  map: { signature: ".map(expression)", doc: "each item of the array turned into a new value" },
  groupBy: { signature: ".groupBy(field)", doc: "the items of the array grouped by a field" },
  topN: { signature: ".topN(field, n)", doc: "the n items with the highest values of the field" },
  bottomN: { signature: ".bottomN(field, n)", doc: "the n items with the lowest values of the field" },
  head: { signature: ".head()", doc: "the first item of the array" },
  count: { signature: ".count()", doc: "how many items the array has" },
  sum: { signature: ".sum(field)", doc: "the sum of a field over the items" },
  average: { signature: ".average(field)", doc: "the average of a field over the items" },
  min: { signature: ".min(field)", doc: "the smallest value of a field over the items" },
  max: { signature: ".max(field)", doc: "the largest value of a field over the items" },
  get: { signature: ".get(key)", doc: "the map's value for the key" },
  keys: { signature: ".keys()", doc: "the map's keys" },
  values: { signature: ".values()", doc: "the map's values" },
  isNull: { signature: ".isNull()", doc: "the field has no value" },
  isNotNull: { signature: ".isNotNull()", doc: "the field has a value" },
  getMonth: { signature: ".getMonth()", doc: "the month of the date (1-12)" },
  getYear: { signature: ".getYear()", doc: "the year of the date" },
  getDayOfMonth: { signature: ".getDayOfMonth()", doc: "the day of the month of the date (1-31)" },
};

export const keywordDocs: Record<string, WordDoc> = {
  and: { signature: "a and b", doc: "both conditions hold" },
  or: { signature: "a or b", doc: "at least one condition holds" },
  not: { signature: "not a", doc: "the condition does not hold" },
  in: { signature: "value in [a, b]", doc: "the value is one of the list" },
  notIn: { signature: "value notIn [a, b]", doc: "the value is none of the list" },
  like: { signature: 'text like "pattern%"', doc: "the text matches the pattern (`%` any text, `_` one character)" },
  occurs: { signature: "xEvent.timestamp occurs < 24 hours before now", doc: "when the event happened: a time window" },
  exists: { signature: "exists x from a: condition", doc: "at least one item meets the condition" },
  forall: { signature: "forall x from a: condition", doc: "every item meets the condition" },
  select: { signature: "select x from xEvent where condition", doc: "the items that meet the condition" },
  where: { signature: "... where condition", doc: "the condition each selected item meets" },
  from: { signature: "... from collection", doc: "the collection to iterate over" },
  if: { signature: "if(condition, then, else)", doc: "one value when the condition holds, another when not" },
  let: { signature: "let x = value in expression", doc: "names a value for the expression that follows" },
  CHAIN: {
    signature: "CHAIN(xEvent, timestamp, [A: WHAT(...) WHEN(...)])",
    doc: "events in order: each step names what happened and when",
  },
  WHAT: { signature: "WHAT(condition)", doc: "the event a CHAIN step matches" },
  WHEN: { signature: "WHEN(< 24 hours before now)", doc: "the time window of a CHAIN step" },
  COUNT: { signature: "COUNT(n)", doc: "how many times a CHAIN step must occur" },
  true: { signature: "true", doc: "the boolean true" },
  false: { signature: "false", doc: "the boolean false" },
  now: { signature: "now", doc: "the time of evaluation" },
  today: { signature: "today", doc: "the day of evaluation" },
  yesterday: { signature: "yesterday", doc: "the day before evaluation" },
  tomorrow: { signature: "tomorrow", doc: "the day after evaluation" },
  before: { signature: "< 3 days before now", doc: "a window reaching back from an anchor" },
  after: { signature: "> 1 day after date(2024, 1, 1)", doc: "a window reaching forward from an anchor" },
  between: { signature: "between date(...) and date(...)", doc: "a window between two anchors" },
  last: { signature: "last month", doc: "the day, week, month or year before the current one" },
  next: { signature: "next day", doc: "the day, week, month or year after the current one" },
  this: { signature: "this month", doc: "the current day, week, month or year" },
};

/** Relative time words offered where a time window is written. */
/** Relative time phrases offered as a whole (their single words are keywords above). */
export const timeWords: readonly string[] = [
  "this day",
  "this month",
  "this year",
  "last month",
  "next day",
  "< 24 hours before now",
  "< 1 hours before now",
  "between date(2024, 1, 1) and now",
];

/** The documentation of a word as written, or undefined; `method` when it follows a `.`. */
export function wordDoc(word: string, method: boolean): WordDoc | undefined {
  if (method) return Object.hasOwn(methodDocs, word) ? methodDocs[word] : undefined;
  return Object.hasOwn(functionDocs, word)
    ? functionDocs[word]
    : Object.hasOwn(keywordDocs, word)
      ? keywordDocs[word]
      : Object.hasOwn(keywordDocs, word.toLowerCase())
        ? keywordDocs[word.toLowerCase()]
        : Object.hasOwn(keywordDocs, word.toUpperCase())
          ? keywordDocs[word.toUpperCase()]
          : undefined;
}
