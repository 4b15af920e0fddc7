import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  createBaseConnection,
  createFlow,
  createSourceConnection,
  createTargetConnection,
  deleteFlowResource,
  getConnection,
  getFlow,
  inletUrlOf,
  listFlowResources,
  renameOperations,
  updateConnection,
  updateFlow,
  webhookUrl
} from "./chunk-FRQX6X5G.js";
import "./chunk-IGIU2TKN.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-22DAHCAE.js";
export {
  createBaseConnection,
  createFlow,
  createSourceConnection,
  createTargetConnection,
  deleteFlowResource,
  getConnection,
  getFlow,
  inletUrlOf,
  listFlowResources,
  renameOperations,
  updateConnection,
  updateFlow,
  webhookUrl
};
