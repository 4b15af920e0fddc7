// The client's public surface, for src/index.ts to re-export in one line. Other services
// (quota, flows, ...) add their own lines here.
export { ApiError, isApiError, normaliseErrorBody, type ApiErrorKind, type NormalisedErrorBody } from "./errors.js";
export { Redactor, REDACTED, type DebugSink } from "./redact.js";
export {
  CredentialsError,
  CREDENTIAL_VARIABLES,
  DEFAULT_BASE_URL,
  DEFAULT_IMS_URL,
  DEFAULT_SCOPES,
  credentialsFromEnv,
  credentialsFromFile,
  loadCredentials,
  resolveCredentials,
  type AepCredentials,
  type LoadCredentialsOptions,
} from "./credentials.js";
export {
  AepClient,
  DEFAULT_RETRY_POLICY,
  SERVICE_PATHS,
  parseRetryAfter,
  systemClock,
  type AepClientOptions,
  type ApiResponse,
  type Clock,
  type HttpMethod,
  type RequestOptions,
  type RequestStats,
  type RetryPolicy,
} from "./http.js";
export { CredentialsRefusedError, ImsToken, StaticToken, tokenProviderFor, type ImsTokenOptions, type TokenProvider } from "./auth.js";
export { createAepClient, type CreateClientOptions } from "./client.js";
export {
  type SegmentDefinition,
  type SegmentDefinitionPage,
  createSegmentDefinition,
  createSegmentDefinitionOnce,
  deleteSegmentDefinition,
  evaluationOf,
  findSegmentDefinitionsByName,
  getSegmentDefinition,
  listAllSegmentDefinitions,
  listSegmentDefinitions,
  listSegmentDefinitionsPage,
  updateSegmentDefinition,
  convertSegmentDefinition,
  type SegmentConversion,
  type ListSegmentsOptions,
  type SafeCreateResult,
  type SegmentDefinitionInput,
} from "./segments.js";
export {
  type MergePolicy,
  findEdgeMergePolicy,
  getMergePolicy,
  listAllMergePolicies,
  listMergePolicies,
  type ListMergePoliciesOptions,
} from "./merge-policies.js";
export {
  interact,
  DEFAULT_EDGE_URL,
  INTERACT_PATH,
  type EdgeEvent,
  type EdgeHandle,
  type InteractOptions,
  type InteractResult,
} from "./edge.js";
export {
  type Estimate,
  EstimateJobError,
  type PreviewJob,
  createPreview,
  estimateAudience,
  getEstimate,
  getPreviewPage,
  intervalOf,
  waitForEstimate,
  type ConfidenceInterval,
  type EstimateResult,
  type PollOptions,
  type PreviewInput,
  type PreviewPage,
} from "./previews.js";
