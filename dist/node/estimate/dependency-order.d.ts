import { type RunnableAudience } from "../../run/evaluate-audiences.js";
/** The indices of `audiences`, each after those it references (otherwise in the order given). */
export declare function dependencyOrder(audiences: readonly RunnableAudience[]): number[];
