import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  MAX_DEPTH_PER_TOKEN,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  enableGrammarValidation,
  getParser,
  parse
} from "./chunk-YL2NNQ57.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import {
  childrenOf,
  forEachNode
} from "./chunk-ZB4TTSV4.js";
import "./chunk-22DAHCAE.js";
export {
  LineMap,
  MAX_DEPTH_PER_TOKEN,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  childrenOf,
  enableGrammarValidation,
  forEachNode,
  getParser,
  parse
};
