import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-2K5N5UBH.js";
import "./chunk-YIDN2WAR.js";
import "./chunk-EO6MXZKF.js";
import "./chunk-NSJ4NIDK.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-2GCV23DM.js";
import "./chunk-QLUABDUK.js";
import "./chunk-2JMVKFQU.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-3KIFJK2W.js";
import "./chunk-3NSPX5KU.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-NP3RLP66.js";
import "./chunk-TXO2BC7B.js";
import "./chunk-5HR63RNI.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-OX4IHH3Q.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-3FW5FBMS.js";
import "./chunk-SRT6DOT7.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-5DOLDK2M.js";
import "./chunk-2OVSAOVC.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-PURX2MCM.js";
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
