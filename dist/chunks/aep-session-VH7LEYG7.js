import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-CREYNNXS.js";
import "./chunk-K6QV52KP.js";
import "./chunk-O6BEA3B2.js";
import "./chunk-LMVRVRBO.js";
import "./chunk-GFKDNNT6.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-G54MEOFH.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-SF4HWVK2.js";
import "./chunk-D2HDW726.js";
import "./chunk-2ZCIAF2E.js";
import "./chunk-MHAFIDN2.js";
import "./chunk-KR62FOE4.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
