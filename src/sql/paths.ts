// `value.name` in SQL, as src/evaluate/scope.ts `field` reads it: an object's member (JSON null is
// null); through an array, every element's member with nested arrays flattened and missing
// members left out; anything else, null. SQL has no recursion inside an expression, so arrays
// nested deeper than ARRAY_DEPTH inside one another stop the query with an error instead.
import type { SqlDialect } from "./dialect.js";
import { bound, type Names } from "./values.js";

export const ARRAY_DEPTH = 3;
export const TOO_DEEP = `a path through arrays nested more than ${ARRAY_DEPTH} deep does not compile to SQL`;

/** JSON SQL of `json.name`; undefined when the name cannot be written as a JSON path member. */
export function fieldSql(d: SqlDialect, names: Names, json: string, name: string, depth = ARRAY_DEPTH): string | undefined {
  if (d.jsonMember("x", name) === undefined) return undefined;
  if (d.helpers && depth === ARRAY_DEPTH) return d.helpers.field(json, name);
  return bound(d, names, json, (x) => {
    const member = d.jsonMember(x, name)!;
    if (depth === 0)
      return `(CASE WHEN ${d.jsonIs(x, "OBJECT")} THEN ${member} WHEN ${d.jsonIs(x, "ARRAY")} THEN CAST(${d.fail(TOO_DEEP)} AS JSON) END)`;
    const e = names.next("e");
    const inner = fieldSql(d, names, e, name, depth - 1)!;
    const spread = bound(
      d,
      names,
      inner,
      (r) =>
        `(CASE WHEN ${r} IS NULL THEN ${d.emptyJsonList()} WHEN ${d.jsonIs(r, "ARRAY")} THEN ${d.jsonArrayToList(r)} ELSE ${d.singletonList(r)} END)`,
    );
    const projected = d.listToJson(d.flatten(d.listTransform(d.jsonArrayToList(x), e, spread)));
    return `(CASE WHEN ${d.jsonIs(x, "OBJECT")} THEN ${member} WHEN ${d.jsonIs(x, "ARRAY")} THEN ${projected} END)`;
  });
}
