import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ansi,
  painter,
  renderFrame,
  severityColor,
  severityWord
} from "./chunk-TR7X6GLA.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-22DAHCAE.js";
export {
  ansi,
  painter,
  renderFrame,
  severityColor,
  severityWord
};
