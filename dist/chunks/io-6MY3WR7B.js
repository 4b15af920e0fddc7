import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  oversizeMessage,
  readInput,
  readStdinSource,
  setColorFlag,
  useColor
} from "./chunk-JRSC3PWV.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-KINRILFU.js";
import {
  describeFsError
} from "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  describeFsError,
  oversizeMessage,
  readInput,
  readStdinSource,
  setColorFlag,
  useColor
};
