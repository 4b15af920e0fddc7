import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  runEmulator
} from "./chunk-WD2KLCD4.js";
import "./chunk-7MSDZQG5.js";
import "./chunk-OX3MJBVA.js";
import "./chunk-GW4UNHJH.js";
import "./chunk-MLFKEMJQ.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-52M5XUTC.js";
import "./chunk-EWUW4EY7.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-LYYXHTR3.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-CRCDOS5T.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-QVGRW4BL.js";
import "./chunk-ZOXRMS5M.js";
import "./chunk-KINRILFU.js";
import "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  runEmulator
};
