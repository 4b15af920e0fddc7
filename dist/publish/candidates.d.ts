import type { LintResult } from "../lint/types.js";
import type { PublishCandidate } from "./plan.js";
export declare function publishCandidates(result: LintResult): PublishCandidate[];
