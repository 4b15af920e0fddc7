// The audiences of the project that a command's audiences reference: `evaluate` and `test` run them
// first, so `inSegment("alias:NAME")` reads whether the profile is in them.
import { loadAudienceFile } from "../audience/load.js";
import { ALIAS_PREFIX } from "../audience/schema.js";
import { ConfigResolver } from "../node/config-loader.js";
import { readIfReadable } from "../node/errors.js";
import { indexProjects } from "../node/project-index.js";
import { referenceKeys, referencedIds, type RunnableAudience } from "../run/evaluate-audiences.js";
import { parseAudiences } from "../run/audience-file.js";

/**
 * The audiences of other files of the project that these reference (`alias:NAME` or a recorded id),
 * and the ones those reference in turn: evaluated first, so `inSegment` reads whether the profile
 * is in them, as the edge would once they are published. Files that do not load are left out.
 */
export async function referencedElsewhere(file: string, audiences: readonly RunnableAudience[]): Promise<RunnableAudience[]> {
  const known = new Set(audiences.flatMap(referenceKeys));
  let wanted = audiences.flatMap((a) => referencedIds(a.ast)).filter((id) => !known.has(id));
  if (wanted.length === 0) return [];
  const project = await indexProjects([file], { configs: new ConfigResolver(), roots: new ConfigResolver() });
  const found: RunnableAudience[] = [];
  const loadedFiles = new Set<string>();
  while (wanted.length > 0) {
    const next: string[] = [];
    for (const id of wanted) {
      const target = project.find((p) => (id.startsWith(ALIAS_PREFIX) ? p.alias === id.slice(ALIAS_PREFIX.length) : p.id === id));
      if (!target || loadedFiles.has(target.file)) continue;
      loadedFiles.add(target.file);
      const text = readIfReadable(target.file);
      if (text === undefined) continue;
      for (const runnable of parseAudiences(loadAudienceFile(target.file, text)).audiences) {
        found.push(runnable);
        for (const key of referenceKeys(runnable)) known.add(key);
        next.push(...referencedIds(runnable.ast));
      }
    }
    wanted = next.filter((id) => !known.has(id));
  }
  return found;
}
