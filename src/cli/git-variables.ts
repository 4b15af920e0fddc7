// git's environment variables that say which repository and index git reads, handed down to the
// project index (only src/cli reads the environment): with them, the project index's cache keeps
// git's listing of a project while that index is unchanged (src/node/project-index-listing.ts). A hook run by
// `git commit` sets GIT_INDEX_FILE.
import type { GitVariables } from "../node/project-index-listing.js";

export function gitVariables(env: NodeJS.ProcessEnv = process.env): GitVariables {
  const { GIT_DIR, GIT_INDEX_FILE, GIT_WORK_TREE, GIT_COMMON_DIR } = env;
  return { GIT_DIR, GIT_INDEX_FILE, GIT_WORK_TREE, GIT_COMMON_DIR };
}
