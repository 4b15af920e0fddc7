import type { Config } from "./config-schema.js";
/** `data` as the config schema reads it, or undefined: then ask the schema. */
export declare function acceptConfig(data: unknown): Config | undefined;
