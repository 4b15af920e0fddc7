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
} from "./chunk-SWPK7X24.js";
import "./chunk-H3RP5G7Z.js";
import "./chunk-EY2G63SE.js";
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
