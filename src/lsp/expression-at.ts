// Where PQL is written in a file, for completion: a `.pql` file is all PQL; in an audience file
// only the expression's value is, not `name:`, `schema.name` or any other key. The loader's
// source map says where the value's characters are in the file (inside the quotes of a YAML or
// JSON string, below the header of a block scalar), so PQL words are offered there and nowhere else.
// A file the loader rejects (a key missing or misspelt elsewhere, as while it is being written)
// has no map: there the value is found as written, `expression.value` in the YAML or JSON.
import { isScalar, parseAllDocuments, Scalar } from "yaml";
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
  return loaded.problems.length > 0 ? writtenExpressionStartAt(text, offset) : undefined;
}

/** The same from the YAML (or JSON) as written, without validating the rest of the file. */
function writtenExpressionStartAt(text: string, offset: number): number | undefined {
  const documents = parseAllDocuments(text);
  for (const doc of Array.isArray(documents) ? documents : []) {
    const node = doc.getIn(["expression", "value"], true);
    if (!isScalar(node) || !node.range) continue;
    const [from, valueEnd] = node.range;
    let start = from;
    let end = valueEnd;
    if (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) {
      start = from + 1; // after the opening quote
      if (end > start && text[end - 1] === text[from]) end--; // before the closing one, when there is one
    } else if (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED) {
      const header = text.indexOf("\n", from);
      if (header < 0 || header >= valueEnd) continue; // only the header (`|-`) is written yet
      start = header + 1;
      while (start < valueEnd && (text[start] === " " || text[start] === "\t")) start++;
    }
    if (start <= offset && offset <= end) return start;
  }
  return undefined;
}
