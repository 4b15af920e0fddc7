import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  oversizeMessage,
  readInput,
  readStdinSource,
  setColorFlag,
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-QZGYM4B6.js";
import {
  describeFsError
} from "./chunk-XT7MT6WA.js";
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
