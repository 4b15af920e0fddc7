import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ansi,
  painter,
  renderFrame,
  severityColor,
  severityWord
} from "./chunk-CL5F5DHU.js";
import "./chunk-52M5XUTC.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-22DAHCAE.js";
export {
  ansi,
  painter,
  renderFrame,
  severityColor,
  severityWord
};
