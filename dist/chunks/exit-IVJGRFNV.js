import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ExitCode,
  UsageError
} from "./chunk-PUOHYZ5A.js";
import "./chunk-MHAFIDN2.js";
import "./chunk-KR62FOE4.js";
import "./chunk-22DAHCAE.js";
export {
  ExitCode,
  UsageError
};
