import type { GitVariables } from "../node/project-index-listing.js";
export declare function gitVariables(env?: NodeJS.ProcessEnv): GitVariables;
