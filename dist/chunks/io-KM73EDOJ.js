import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  readInput,
  readStdin,
  useColor
} from "./chunk-HVNFHKHT.js";
import "./chunk-PLMUPP45.js";
import {
  describeFsError
} from "./chunk-UW5DTYSF.js";
import "./chunk-22DAHCAE.js";
export {
  describeFsError,
  readInput,
  readStdin,
  useColor
};
