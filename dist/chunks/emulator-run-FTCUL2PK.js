import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  runEmulator
} from "./chunk-F4YN2VQ2.js";
import "./chunk-7MSDZQG5.js";
import "./chunk-DY42WSAO.js";
import "./chunk-2JGMIEHP.js";
import "./chunk-WSZJMSEK.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-CMK665E3.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-5276XTUU.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-FOOEMZWO.js";
import "./chunk-V27FHGJY.js";
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
