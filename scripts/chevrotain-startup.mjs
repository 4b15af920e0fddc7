// An esbuild plugin for the bundles the CLI starts from: start-up costs taken out of Chevrotain.
//
// 1. Building the token types and the parser asks lodash's `has(tokenType, "CATEGORIES")` (and a
//    dozen other single names) hundreds of times, and each call goes through lodash's path
//    machinery (castPath, toKey, hasPath), cold in the interpreter (when the CLI still built
//    Chevrotain's lexer, about a third of building it in a one-file lint's CPU profile). A name
//    without dots or brackets on an object that is not an array or an `arguments` object has
//    exactly one answer in lodash, an own-property check; the bundles answer it directly and hand
//    everything else to lodash as before.
// 2. lodash's `forEach`, `map`, `flatten` and the rest ask `isFunction` of every array they are
//    given (isArrayLike), and building the parser calls them hundreds of times: an object that is
//    not callable and has no Symbol.toStringTag of its own or inherited (an array, a token type) is
//    no function for lodash either (its tag can only be `[object Array]`, `[object Object]` and the
//    like), so the bundles answer false at once and hand everything else to lodash.
// (Chevrotain's lexer is not built at run time any more, src/syntax/lexer.ts lexes, so the build
// no longer edits how that lexer fills its table of character buckets.)
// 3. Every createToken call, and every parser's constructor (over the whole vocabulary), runs
//    `augmentTokenTypes` (scan/tokens.js): the token's categories, closed over, and each
//    category's map of the tokens it matches, through lodash's map, flatten, compact, difference,
//    forEach and includes, all cold in the interpreter: about 5 % of a one-file lint's CPU profile
//    (docs/performance.md, "Start-up, third pass"). The bundles run the same steps, in the same
//    order and with the same results, as plain loops; Chevrotain's own version stays, unused.
// test/package/chevrotain-startup.test.ts compares the edited `has` and `isFunction` with lodash's
// own on generated values, and the edited `augmentTokenTypes` with Chevrotain's on generated
// token types and categories. The build stops if the code is not found exactly as expected (a
// Chevrotain or lodash upgrade): then look again, or drop the edit.
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";

const patches = [
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
  {
    file: /[\\/]chevrotain[\\/]lib[\\/]src[\\/]scan[\\/]tokens\.js$/,
    edits: [
      {
        from: "export function augmentTokenTypes(tokenTypes) {\n",
        to: "export function augmentTokenTypes(tokenTypes) {\n    return plainAugmentTokenTypes(tokenTypes);\n}\nfunction lodashAugmentTokenTypes(tokenTypes) {\n",
      },
      {
        from: "//# sourceMappingURL=tokens.js.map",
        to: `const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
function plainAugmentTokenTypes(tokenTypes) {
    // expandCategories: the types, then their categories, then theirs, each round's new ones
    // appended (duplicates within a round kept, as lodash's difference keeps them).
    let result = tokenTypes.slice();
    let categories = tokenTypes;
    for (;;) {
        const next = [];
        for (let i = 0; i < categories.length; i++) {
            const found = categories[i].CATEGORIES;
            if (Array.isArray(found)) {
                for (let j = 0; j < found.length; j++) if (found[j]) next.push(found[j]);
            }
            else if (found) next.push(found);
        }
        const added = next.filter((category) => !result.includes(category));
        result = result.concat(added);
        if (added.length === 0) break;
        categories = added;
    }
    // assignTokenDefaultProps
    for (let i = 0; i < result.length; i++) {
        const tokType = result[i];
        if (!hasOwn(tokType, "tokenTypeIdx")) {
            tokenIdxToClass[tokenShortNameIdx] = tokType;
            tokType.tokenTypeIdx = tokenShortNameIdx++;
        }
        if (hasOwn(tokType, "CATEGORIES") && !Array.isArray(tokType.CATEGORIES)) tokType.CATEGORIES = [tokType.CATEGORIES];
        if (!hasOwn(tokType, "CATEGORIES")) tokType.CATEGORIES = [];
        if (!hasOwn(tokType, "categoryMatches")) tokType.categoryMatches = [];
        if (!hasOwn(tokType, "categoryMatchesMap")) tokType.categoryMatchesMap = {};
    }
    // assignCategoriesMapProp
    for (let i = 0; i < result.length; i++) plainAssignCategoriesToksMap([], result[i]);
    // assignCategoriesTokensProp
    for (let i = 0; i < result.length; i++) {
        const tokType = result[i];
        tokType.categoryMatches = [];
        for (const key of Object.keys(tokType.categoryMatchesMap)) tokType.categoryMatches.push(tokenIdxToClass[key].tokenTypeIdx);
    }
    for (let i = 0; i < result.length; i++) result[i].isParent = result[i].categoryMatches.length > 0;
}
function plainAssignCategoriesToksMap(path, nextNode) {
    for (let i = 0; i < path.length; i++) nextNode.categoryMatchesMap[path[i].tokenTypeIdx] = true;
    const categories = nextNode.CATEGORIES;
    for (let i = 0; i < categories.length; i++) {
        const newPath = path.concat(nextNode);
        // avoids infinite loops due to cyclic categories.
        if (!newPath.includes(categories[i])) plainAssignCategoriesToksMap(newPath, categories[i]);
    }
}
//# sourceMappingURL=tokens.js.map`,
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

// The one-file bundle (dist/lint-fast.cjs) reaches the Chevrotain parser through a require, so
// that esbuild wraps src/syntax/chevrotain-parse.ts and what only it imports (parser.ts, the
// adapters, Chevrotain and lodash) in lazy `__esm` initialisers, run on the first file the
// hand-written parser declines: a lint of valid files evaluates none of Chevrotain's code. The
// source's loader imports the module (the library and the tests keep loading it with the rest).
// test/cli/lazy-parts.test.ts checks the bundle reads and runs Chevrotain for an invalid file only.
const loaderFile = /[\\/]src[\\/]syntax[\\/]chevrotain-loader\.ts$/;
const loaderSource = 'import * as chevrotainParse from "./chevrotain-parse.js";';

export const lazyChevrotain = {
  name: "lazy-chevrotain",
  setup(build) {
    build.onLoad({ filter: loaderFile }, async ({ path }) => {
      const text = await readFile(path, "utf8");
      if (text.split(loaderSource).length !== 2) throw new Error(`lazy-chevrotain: ${path} no longer has \`${loaderSource}\` exactly once`);
      const lazy = text.replace(loaderSource, "").replace("return chevrotainParse;", 'return require("./chevrotain-parse.ts");');
      if (!lazy.includes("require(")) throw new Error(`lazy-chevrotain: ${path} no longer returns \`chevrotainParse\``);
      return { contents: lazy, loader: "ts", resolveDir: dirname(path) };
    });
  },
};

// The one-file bundle does not hold Chevrotain itself: it requires dist/chevrotain.cjs (Chevrotain
// and lodash, edited as above, built by scripts/build.mjs) from the same lazy initialisers. A lint
// of valid files then reads none of its 400 KB either: every run read the whole bundle, and on a
// machine where a page of fresh memory costs more than the work done with it, each megabyte read
// is milliseconds of start-up (docs/performance.md, "Start-up, ninth pass").
export const externalChevrotain = {
  name: "external-chevrotain",
  setup(build) {
    build.onResolve({ filter: /^chevrotain$/ }, () => ({ path: "./chevrotain.cjs", external: true }));
  },
};
