// `pql-audience/api`: the typed AEP client (segmentation, merge policies, the Edge Network's
// interact call, data lifecycle quota, the streaming source dataflow) and publishing on top of it.
export * from "./index.js";

// Publishing.
export { buildPlan, applyOrder, type Plan, type PlanStep, type PublishCandidate, type LiveDefinition } from "../publish/plan.js";
export { applyPlan, type ApplyReport, type StepOutcome } from "../publish/apply.js";
export { publishCandidates, publishInput, type PublishInput, type UnloadedFile } from "../publish/candidates.js";

// Data lifecycle quota and the streaming source dataflow.
export { getQuotas, isKnownQuotaName } from "./quota.js";
export * from "./quota-period.js";
export { updateFlow, updateConnection, listFlowResources, deleteFlowResource, inletUrlOf, webhookUrl } from "./flows.js";
export { EtagConflictError } from "./etag-update.js";
export { createStream, StreamCreateError } from "../stream/create.js";
export { parseStreamSpec, StreamSpecError } from "../stream/spec-problems.js";
