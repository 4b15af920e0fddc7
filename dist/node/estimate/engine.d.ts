export { loadData, type LoadOptions } from "./load-data.js";
export { countsOf, type DataCounts, type LoadedData, type ProfileWithEvents } from "./loaded-data.js";
