import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-NHA2GVMD.js";
import "./chunk-J26PN2X2.js";
import "./chunk-POUW46QI.js";
import "./chunk-FAM27YDT.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-TX3EIDKM.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-GFKDNNT6.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-AGNCFY6H.js";
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
