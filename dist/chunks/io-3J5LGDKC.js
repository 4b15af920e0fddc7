import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  oversizeMessage,
  readInput,
  readStdin,
  setColorFlag,
  useColor
} from "./chunk-R372H3OG.js";
import "./chunk-ESEQZCNM.js";
import "./chunk-FRCAUARB.js";
import "./chunk-FOVLFBGW.js";
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
