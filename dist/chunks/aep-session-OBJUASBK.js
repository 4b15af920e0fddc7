import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-ERW2TKVE.js";
import "./chunk-2RDV3346.js";
import "./chunk-POUW46QI.js";
import "./chunk-IGIU2TKN.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-5MIVWAKR.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-NNYL6SQR.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-AAZRMWYH.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
