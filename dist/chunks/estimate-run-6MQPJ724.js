import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-Z2EIDJ7O.js";
import "./chunk-QFUM2UBO.js";
import "./chunk-UUC5FHAV.js";
import "./chunk-RTBT37WZ.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-B6EUHN5L.js";
import "./chunk-65ENUYEI.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-RUQK246O.js";
import "./chunk-PDU5OXXI.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-DCANFBZC.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-OX4IHH3Q.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-Z46KI6UJ.js";
import "./chunk-KEV6NHRU.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-4WCM5XCS.js";
import "./chunk-CQ2XBMYY.js";
import "./chunk-M3TH62UT.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-BBVPJ4A7.js";
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
