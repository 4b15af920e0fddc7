import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  oversizeMessage,
  readInput,
  readStdin,
  setColorFlag,
  useColor
} from "./chunk-XIV3OT7Y.js";
import "./chunk-SF4HWVK2.js";
import "./chunk-D2HDW726.js";
import "./chunk-2ZCIAF2E.js";
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
