import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-TQGOBJLH.js";
import "./chunk-OR3MQA2L.js";
import "./chunk-POUW46QI.js";
import "./chunk-H3RP5G7Z.js";
import "./chunk-3REGANEX.js";
import "./chunk-RHKL256K.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-EY2G63SE.js";
import "./chunk-GFCZGUHN.js";
import "./chunk-4GRICRER.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-UW5DTYSF.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
