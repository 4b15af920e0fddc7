import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-FF37TOOW.js";
import "./chunk-DXVK2G24.js";
import "./chunk-U4CGNQ66.js";
import "./chunk-IARVSD6K.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-GFKDNNT6.js";
import "./chunk-AGNCFY6H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-ESEQZCNM.js";
import "./chunk-FRCAUARB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-MHAFIDN2.js";
import "./chunk-KR62FOE4.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
