import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-4E24R23V.js";
import "./chunk-AQPYUDK2.js";
import "./chunk-NXMUHYRS.js";
import "./chunk-LN6277T7.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-6S7BV4H4.js";
import "./chunk-QLUABDUK.js";
import "./chunk-7ILHHUYU.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-3KIFJK2W.js";
import "./chunk-3NSPX5KU.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-NP3RLP66.js";
import "./chunk-SEHAFOK6.js";
import "./chunk-AS7LZ75E.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-OX4IHH3Q.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-4BNKE656.js";
import "./chunk-UABXN3LB.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-QU3JYQXP.js";
import "./chunk-NOOS3U7T.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-XTGUH7DR.js";
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
