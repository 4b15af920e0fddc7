export { loadData, type DataCounts, type LoadedData, type LoadOptions, type ProfileWithEvents } from "./engine.js";
export { DataError } from "./data-error.js";
export { DuckDBMissingError, INSTALL_DUCKDB } from "./duckdb.js";
export { estimateAudiences, type AudienceEstimate, type CompileFunction, type EstimateAudience, type EstimateOptions, type SampleProfile, } from "./estimate-audiences.js";
