// How many aliases a YAML file of ours may expand, and where a refusal points. A few nested
// anchors (a "billion laughs") expand to millions of nodes: `yaml` refuses them while building the
// value, with a message but no position, so the refusal is placed at the first alias written.
import { isAlias, visit, type Document } from "yaml";

/** The most aliases an audience file, a config or a stream spec may expand. */
export const MAX_YAML_ALIASES = 100;

/** Where the first alias (`*name`) is written: the refusal of too many aliases points there. */
export function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      if (!isAlias(node) || !node.range) return;
      offset = node.range[0];
      return visit.BREAK;
    },
  });
  return offset;
}
