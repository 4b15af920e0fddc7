import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-HGZUOLH6.js";
import "./chunk-CJ2PAGSH.js";
import "./chunk-5ZMZG2BF.js";
import "./chunk-I5IDZFXI.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-FINJMYFX.js";
import "./chunk-2BMPCB6V.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-3M2R67DR.js";
import "./chunk-VIBDIBLU.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-ZVDMLB5E.js";
import "./chunk-4CGGREX4.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-OX4IHH3Q.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-CE5OO23R.js";
import "./chunk-JXSM5F72.js";
import "./chunk-POUW46QI.js";
import "./chunk-ITHKOW74.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GWAJPCLO.js";
import "./chunk-PBMAHFLQ.js";
import "./chunk-M3TH62UT.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-FIZARDH4.js";
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
