import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  MAX_DEPTH_PER_TOKEN,
  MAX_NESTING,
  MAX_TREE_DEPTH,
  enableGrammarValidation,
  getParser,
  parse
} from "./chunk-FOOEMZWO.js";
import {
  childrenOf,
  forEachNode
} from "./chunk-V27FHGJY.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
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
