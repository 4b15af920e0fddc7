import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-RCWLM6FA.js";
import "./chunk-WM6GXWHO.js";
import "./chunk-YJL3PNRB.js";
import "./chunk-H63O7LH3.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-TI7ORJIZ.js";
import "./chunk-QLUABDUK.js";
import "./chunk-XMPAIUKA.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-5OMGQGAM.js";
import "./chunk-OBWCBK4H.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-NP3RLP66.js";
import "./chunk-QHKRMXQF.js";
import "./chunk-SMUYKK6L.js";
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
