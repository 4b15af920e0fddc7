// The loader and engine of `estimate`, as the contract between the SQL compiler, the data loader
// and `estimate` names them (issue 24): loadData, and the LoadedData it answers.
export { loadData, type LoadOptions } from "./load-data.js";
export type { DataCounts, LoadedData, ProfileWithEvents } from "./loaded-data.js";
