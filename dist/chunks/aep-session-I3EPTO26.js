import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  openSession,
  reportApiError
} from "./chunk-DCU4PPSS.js";
import "./chunk-D44LTUSV.js";
import "./chunk-ND5BBKJX.js";
import "./chunk-P4LAE4WT.js";
import "./chunk-GFKDNNT6.js";
import "./chunk-YN3BIXZG.js";
import "./chunk-G54MEOFH.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-D7XDGP5P.js";
import "./chunk-EIQGS55I.js";
import "./chunk-7HRA6QTY.js";
import "./chunk-MHAFIDN2.js";
import "./chunk-KR62FOE4.js";
import "./chunk-22DAHCAE.js";
export {
  openSession,
  reportApiError
};
