import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  noun,
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-22DAHCAE.js";
export {
  noun,
  plural
};
