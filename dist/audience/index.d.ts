export { decodeUtf8, type DecodedText, type InvalidUtf8 } from "./encoding.js";
export { formatAudienceFile, isFormatted, replaceExpression, type AudienceFormatResult, type ExpressionEdit, type FormatError, } from "./format-audience-file.js";
export { AUDIENCE_SCHEMA_PATH, audienceJsonSchema, audienceJsonSchemaText } from "./json-schema.js";
export { audienceFileKind, isAudienceFileName, loadAudienceFile, type AudienceFile, type AudienceFileKind, type LoadedAudience, type LoadOptions, } from "./load.js";
export type { AudienceProblem, AudienceRule } from "./problems.js";
export { ALIAS_PREFIX, aliasPattern, audienceFields, audienceSchema, createBody, type AudienceDefinition, type AudienceExtras, type AudienceField, type SuppressionEntry, } from "./schema.js";
export { SourceMap } from "./source-map.js";
export type { FieldPath } from "./source-tree.js";
export { applySuppressions, parseSuppressions, ruleMatches, type AppliedSuppressions, type ParsedSuppressions, type SuppressionDirective, type SuppressionKind, } from "./suppressions.js";
