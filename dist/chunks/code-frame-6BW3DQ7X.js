import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ansi,
  painter,
  renderFrame,
  severityColor,
  severityWord
} from "./chunk-4AS6U2A4.js";
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
