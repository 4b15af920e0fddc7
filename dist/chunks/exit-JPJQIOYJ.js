import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ExitCode,
  UsageError
} from "./chunk-PLMUPP45.js";
import "./chunk-UW5DTYSF.js";
import "./chunk-22DAHCAE.js";
export {
  ExitCode,
  UsageError
};
