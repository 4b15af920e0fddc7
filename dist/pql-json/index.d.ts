export { toPqlJson } from "./to-pql-json.js";
export { fromPqlJson, type FromPqlJsonOptions, type FromPqlJsonResult, type PqlJsonError } from "./from-pql-json.js";
export type { JsonValue, PqlJson } from "./node-types.js";
export { pqlJsonText, pqlTextOf } from "./text.js";
