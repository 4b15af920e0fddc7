import type { GitVariables } from "../node/git-index-listing.js";
export declare function gitVariables(env?: NodeJS.ProcessEnv): GitVariables;
