import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-ABUOTA6Q.js";
import "./chunk-J5OCTR4O.js";
import "./chunk-KA7XXCP6.js";
import "./chunk-C6KP2OXD.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-FQWVNODT.js";
import "./chunk-HDV7QO77.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-A7TXT6NZ.js";
import "./chunk-WLLHKQAK.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-6HEQ6XOO.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-R6QXWI2O.js";
import "./chunk-OX4IHH3Q.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-ADNWI45I.js";
import "./chunk-MFEXRYTU.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-6LZSQQLQ.js";
import "./chunk-M3TH62UT.js";
import "./chunk-XBZ6ISYJ.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-24QIZX3W.js";
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
