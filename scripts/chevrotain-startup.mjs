// An esbuild plugin for the bundles the CLI starts from: start-up costs taken out of Chevrotain.
//
// 1. Chevrotain's lexer groups characters above 255 into buckets through a table of 65,536
//    entries, filled by a loop the first time a lexer is built. At start-up that loop runs in V8's
//    interpreter: ~2 ms of a one-file lint (measured; Chevrotain's own comment in lexer.js says
//    "~3ms" and suggests computing it lazily). The bundles compute the bucket instead, with the
//    same expression the table was filled with, so every character gets the same bucket as before.
// 2. Building a lexer and a parser asks lodash's `has(tokenType, "CATEGORIES")` (and a dozen other
//    single names) hundreds of times, and each call goes through lodash's path machinery (castPath,
//    toKey, hasPath), cold in the interpreter: about a third of building the lexer in a one-file
//    lint's CPU profile. A name without dots or brackets on an object that is not an array or an
//    `arguments` object has exactly one answer in lodash, an own-property check; the bundles answer
//    it directly and hand everything else to lodash as before.
// 3. lodash's `forEach`, `map`, `flatten` and the rest ask `isFunction` of every array they are
//    given (isArrayLike), and building the lexer calls them hundreds of times: an object that is
//    not callable and has no Symbol.toStringTag of its own or inherited (an array, a token type) is
//    no function for lodash either (its tag can only be `[object Array]`, `[object Object]` and the
//    like), so the bundles answer false at once and hand everything else to lodash.
// test/package/chevrotain-startup.test.ts compares the edited `has` and `isFunction` with lodash's
// own on generated values. The build stops if the code is not found exactly as expected (a
// Chevrotain or lodash upgrade): then look again, or drop the edit.
import { readFile } from "node:fs/promises";

const patches = [
  {
    file: /[\\/]chevrotain[\\/]lib[\\/]src[\\/]scan[\\/]lexer\.js$/,
    edits: [
      {
        // The lookup: from the table to the expression that filled it.
        from: "        : charCodeToOptimizedIdxMap[charCode];",
        to: "        : 255 + ~~(charCode / 255);",
      },
      {
        // The fill: nothing left to fill.
        from: "    if (isEmpty(charCodeToOptimizedIdxMap)) {",
        to: "    if (false) {",
      },
    ],
  },
  {
    file: /[\\/]lodash-es[\\/]has\.js$/,
    edits: [
      {
        from: "import hasPath from './_hasPath.js';",
        to: "import hasPath from './_hasPath.js';\nimport isArguments from './isArguments.js';\nimport isArray from './isArray.js';",
      },
      {
        // lodash's reIsPlainProp (_isKey.js): such a name is a path of one key.
        from: "  return object != null && hasPath(object, path, baseHas);",
        to: `  if (object != null && typeof path == 'string' && /^\\w*$/.test(path) && !isArray(object) && !isArguments(object)) {
    return Object.prototype.hasOwnProperty.call(object, path);
  }
  return object != null && hasPath(object, path, baseHas);`,
      },
    ],
  },
  {
    file: /[\\/]lodash-es[\\/]isFunction\.js$/,
    edits: [
      {
        from: "function isFunction(value) {\n",
        to: "function isFunction(value) {\n  if (typeof value == 'object' && value !== null && !(Symbol.toStringTag in value)) {\n    return false;\n  }\n",
      },
    ],
  },
];

export const chevrotainStartup = {
  name: "chevrotain-startup",
  setup(build) {
    for (const { file, edits } of patches) {
      build.onLoad({ filter: file }, async ({ path }) => {
        let text = await readFile(path, "utf8");
        for (const { from, to } of edits) {
          if (text.split(from).length !== 2) throw new Error(`chevrotain-startup: ${path} no longer has \`${from.trim()}\` exactly once`);
          text = text.replace(from, to);
        }
        return { contents: text, loader: "js" };
      });
    }
  },
};
