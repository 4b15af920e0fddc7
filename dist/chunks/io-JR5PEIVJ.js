import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  oversizeMessage,
  readInput,
  readStdin,
  setColorFlag,
  useColor
} from "./chunk-FEJ3OVHN.js";
import "./chunk-D7XDGP5P.js";
import "./chunk-EIQGS55I.js";
import "./chunk-7HRA6QTY.js";
import "./chunk-PUOHYZ5A.js";
import {
  describeFsError
} from "./chunk-MHAFIDN2.js";
import "./chunk-KR62FOE4.js";
import "./chunk-22DAHCAE.js";
export {
  describeFsError,
  oversizeMessage,
  readInput,
  readStdin,
  setColorFlag,
  useColor
};
