import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-A75KNYLC.js";
import "./chunk-ZIQLOMO3.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-IGIU2TKN.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-SX6F3BOS.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-ONUNGY4H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-ZOXRMS5M.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
