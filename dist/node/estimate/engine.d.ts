export { loadData, type LoadOptions } from "./load-data.js";
export type { DataCounts, LoadedData, ProfileWithEvents } from "./loaded-data.js";
