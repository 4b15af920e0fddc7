import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-KQ25I73D.js";
import "./chunk-CDG3Q4XN.js";
import "./chunk-U4CGNQ66.js";
import "./chunk-JVJJKOXH.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-GFKDNNT6.js";
import "./chunk-AGNCFY6H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-ESEQZCNM.js";
import "./chunk-FRCAUARB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
