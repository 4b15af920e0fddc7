// Fixed ids of the Flow Service ("Create an HTTP API streaming connection using the Flow Service API" in docs/aep-docs.md) and the media types the streaming sequence uses.

/** HTTP API streaming source (variant A: it has a base connection). */
export const HTTP_API_CONNECTION_SPEC = "bc7b00d6-623a-4dfc-9fdb-f1240aeadaeb";
/** The data lake target connection spec. */
export const DATA_LAKE_CONNECTION_SPEC = "c604ff05-7f1a-43c0-8e18-33bf874cb11c";
/** The webhook flow spec (Customer.io and other partner webhook sources); our default. */
export const WEBHOOK_FLOW_SPEC = "e77fde5a-22a8-11ed-861d-0242ac120002";
/** HTTP API flow spec with a mapping transformation. */
export const HTTP_API_MAPPED_FLOW_SPEC = "c1a19761-d2c7-4702-b9fa-fe91f0613e81";
/** HTTP API flow spec without transformations (payloads already in XDM). */
export const HTTP_API_XDM_FLOW_SPEC = "d8a6f005-7eaf-4153-983e-e8574508b877";

/** The schema media type target connections and mapping sets name. */
export const XED_FULL = "application/vnd.adobe.xed-full+json;version=1";
/** The schema media type a dataset's schemaRef names (create-dataset.md). */
export const XED = "application/vnd.adobe.xed+json;version=1";
