import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  ExitCode,
  UsageError
} from "./chunk-NGO6V2C5.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  ExitCode,
  UsageError
};
