import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  audiencesOf,
  runEstimate
} from "./chunk-WRUNNZBI.js";
import "./chunk-A3IHSL42.js";
import "./chunk-7UE3YHDC.js";
import "./chunk-GGFYG57L.js";
import "./chunk-5NLPK2UY.js";
import "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-VDNT6KPU.js";
import "./chunk-3NSPX5KU.js";
import "./chunk-SG5ZPFEX.js";
import "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-NP3RLP66.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-AMYH3LBT.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import "./chunk-7GZQWWBI.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  audiencesOf,
  runEstimate
};
