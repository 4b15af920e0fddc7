// An esbuild plugin for the bundles the CLI starts from: one start-up cost taken out of Chevrotain.
//
// Chevrotain's lexer groups characters above 255 into buckets through a table of 65,536 entries,
// filled by a loop the first time a lexer is built. At start-up that loop runs in V8's
// interpreter: ~2 ms of a one-file lint (measured; Chevrotain's own comment in lexer.js says
// "~3ms" and suggests computing it lazily). The bundles compute the bucket instead, with the same
// expression the table was filled with, so every character gets the same bucket as before.
// The build stops if the code is not found exactly as expected (a Chevrotain upgrade): then
// look again, or drop the plugin.
import { readFile } from "node:fs/promises";

const LEXER = /[\\/]chevrotain[\\/]lib[\\/]src[\\/]scan[\\/]lexer\.js$/;

const edits = [
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
];

export const chevrotainStartup = {
  name: "chevrotain-startup",
  setup(build) {
    build.onLoad({ filter: LEXER }, async ({ path }) => {
      let text = await readFile(path, "utf8");
      for (const { from, to } of edits) {
        if (text.split(from).length !== 2) throw new Error(`chevrotain-startup: ${path} no longer has \`${from.trim()}\` exactly once`);
        text = text.replace(from, to);
      }
      return { contents: text, loader: "js" };
    });
  },
};
