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
} from "./chunk-5GWDYIA6.js";
import "./chunk-ND5BBKJX.js";
import "./chunk-7HRA6QTY.js";
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
