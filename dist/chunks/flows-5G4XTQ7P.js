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
} from "./chunk-SL3HDSIE.js";
import "./chunk-O6BEA3B2.js";
import "./chunk-2ZCIAF2E.js";
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
