import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  oversizeMessage,
  readInput,
  readStdin,
  setColorFlag,
  useColor
} from "./chunk-HQLYDVOW.js";
import "./chunk-ZOXRMS5M.js";
import "./chunk-NGO6V2C5.js";
import {
  describeFsError
} from "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  describeFsError,
  oversizeMessage,
  readInput,
  readStdin,
  setColorFlag,
  useColor
};
