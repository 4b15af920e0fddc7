import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  runEmulator
} from "./chunk-TSRUCJ7K.js";
import "./chunk-7MSDZQG5.js";
import "./chunk-UFYZTAZA.js";
import "./chunk-HMDS3FOG.js";
import "./chunk-RWJ4HOL7.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-LWDN6Q4W.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-3DBFVIMG.js";
import "./chunk-XBZ6ISYJ.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-XQYFDVVS.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-JRSC3PWV.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-KINRILFU.js";
import "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  runEmulator
};
