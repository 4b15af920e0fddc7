import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/api/flow-ids.ts
var HTTP_API_CONNECTION_SPEC = "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb";
var DATA_LAKE_CONNECTION_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
var WEBHOOK_FLOW_SPEC = "e77fde5a-22a8-11ed-861d-0242ac120002";
var XED_FULL = "application/vnd.adobe.xed-full+json;version=1";
var XED = "application/vnd.adobe.xed+json;version=1";

export {
  HTTP_API_CONNECTION_SPEC,
  DATA_LAKE_CONNECTION_SPEC,
  WEBHOOK_FLOW_SPEC,
  XED_FULL,
  XED
};
