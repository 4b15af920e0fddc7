// Where PQL is written in a file, for completion: a `.pql` file is all PQL; in an audience file
// only the expression's value is, not `name:`, `schema.name` or any other key. The loader's
// source map says where the value's characters are in the file (inside the quotes of a YAML or
// JSON string, below the header of a block scalar), so PQL words are offered there and nowhere else.
import { loadAudienceFile } from "../audience/load.js";

/** The file offset where the PQL holding `offset` starts; undefined when `offset` is not in PQL. */
export function expressionStartAt(file: string, text: string, offset: number): number | undefined {
  const loaded = loadAudienceFile(file, text);
  if (loaded.kind === "pql") return 0;
  for (const audience of loaded.audiences) {
    // offsetAt(length) is where the value ends: the place to type in an empty one.
    const start = audience.map.offsetAt(0);
    const end = audience.map.offsetAt(audience.pql.length);
    if (start <= offset && offset <= end) return start;
  }
  return undefined;
}
