import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  loadEdgeJudge,
  runEmulator
} from "./chunk-YLJ3ZYID.js";
import "./chunk-7MSDZQG5.js";
import "./chunk-T7DEWSJG.js";
import "./chunk-SMLBMSIK.js";
import "./chunk-Y7FD6PGN.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ITHKOW74.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-SX6F3BOS.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-ONUNGY4H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-HQLYDVOW.js";
import "./chunk-ZOXRMS5M.js";
import "./chunk-NGO6V2C5.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  loadEdgeJudge,
  runEmulator
};
