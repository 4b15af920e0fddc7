import { type RunnableAudience } from "../run/evaluate-audiences.js";
/**
 * The audiences of other files of the project that these reference (`alias:NAME` or a recorded id),
 * and the ones those reference in turn: evaluated first, so `inSegment` reads whether the profile
 * is in them, as the edge would once they are published. Files that do not load are left out.
 */
export declare function referencedElsewhere(file: string, audiences: readonly RunnableAudience[]): Promise<RunnableAudience[]>;
