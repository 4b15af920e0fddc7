// The config file: one zod schema gives validation, types and the published JSON Schema
// (schema/config.schema.json). Pure: loading files from disk is src/node/config-loader.ts.
//
// The schemas are written in config-schema.ts and built there on first use; this module (the
// library's) builds them when it is loaded. A lint's path imports config-schema.ts and
// resolve-config.ts instead, so a lint without a config file builds none (docs/performance.md,
// "Start-up, sixth pass").
import { configSchemas } from "./config-schema.js";

export type { Config } from "./config-types.js";
export {
  defaultResolvedConfig,
  globMatcher,
  matchesGlob,
  resolveConfig,
  type ResolvedConfig,
  type RuleKeyResolver,
} from "./resolve-config.js";

const schemas = configSchemas();
export const severitySchema = schemas.severity;
export const rulesSchema = schemas.rules;
export const edgeSchema = schemas.edge;
export const budgetsSchema = schemas.budgets;
export const overrideSchema = schemas.override;
export const configSchema = schemas.config;
