// pql/json, the JSON form of a PQL tree that AEP stores and returns, both ways. Pure: a tree in,
// JSON out, and back. docs/pql-json.md describes the format.
export { toPqlJson } from "./to-pql-json.js";
export { fromPqlJson, type FromPqlJsonOptions, type FromPqlJsonResult, type PqlJsonError } from "./from-pql-json.js";
export type { JsonValue, PqlJson } from "./node-types.js";
export { pqlJsonText, pqlTextOf } from "./text.js";
