import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-C2NKFLNG.js";
import "./chunk-WM6GXWHO.js";
import "./chunk-CP67QYXN.js";
import "./chunk-H63O7LH3.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-A77VVGDR.js";
import "./chunk-QLUABDUK.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-7YKFJG2U.js";
import "./chunk-OBWCBK4H.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-NP3RLP66.js";
import "./chunk-6FBNP5PR.js";
import "./chunk-J3RHPBIP.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-OX4IHH3Q.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-LLVURTF5.js";
import "./chunk-SVOYZTSJ.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-LZ6XSWVJ.js";
import "./chunk-BC2VZJFD.js";
import "./chunk-M3TH62UT.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-46AO2RBA.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-JRSC3PWV.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-KINRILFU.js";
import "./chunk-ZNIHOJPO.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  audiencesOf,
  runEstimate
};
