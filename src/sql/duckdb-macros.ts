// PQL's readings of JSON as DuckDB macros (https://duckdb.org/docs/stable/sql/statements/create_macro),
// so the printed SQL says `pql_field(x, 'countryCode')` where it would otherwise write out forty
// lines of nested CASE. DuckDB expands a macro where it is called, at bind time: the query runs
// what it ran when the compiler wrote the reading out, at no cost. A macro cannot call itself, so
// a path through arrays nested inside one another is a chain of macros, one per level.
//
// Each macro computes an argument it reads more than once only once (`list_transform([v], ...)[1]`
// names it); its lambda parameters start with `pql_`, which the compiler's names never do.
// JSON is read with json_extract/json_type, not `->`: in a macro's body `x->'k'` reads as a lambda.
import { ARRAY_DEPTH, TOO_DEEP } from "./paths.js";
import { duckdbString } from "./duckdb-string.js";
import { STOP_MARK } from "./stop.js";

export interface Macro {
  name: string;
  params: readonly string[];
  /** What a reader of the SQL needs to know, printed above the macro. */
  doc: string;
  body: string;
}

const isNumber = (j: string) => `json_type(${j}) IN ('BIGINT', 'UBIGINT', 'DOUBLE')`;
/** `body` with `param` standing for `value`, computed once. */
const bind = (value: string, param: string, body: string) => `list_transform([${value}], ${param} -> ${body})[1]`;

/** `pql_field` reads through ARRAY_DEPTH levels of arrays; `pql_field_N` is the reading N levels down. */
function fieldMacro(depth: number): Macro {
  const name = depth === ARRAY_DEPTH ? "pql_field" : `pql_field_${depth}`;
  const [v, e] = [`pql_v${depth}`, `pql_e${depth}`];
  const deeper =
    depth === 0
      ? `CAST(error(${duckdbString(STOP_MARK + TOO_DEEP)}) AS JSON)`
      : `to_json(flatten(list_transform(CAST(${v} AS JSON[]), ${e} -> pql_spread(pql_field_${depth - 1}(${e}, key)))))`;
  return {
    name,
    params: ["json", "key"],
    doc:
      depth === ARRAY_DEPTH
        ? "json.key as PQL reads a field: an object's member; through an array, every element's, nested arrays flattened, missing ones left out"
        : `pql_field inside ${ARRAY_DEPTH - depth === 1 ? "an array" : `${ARRAY_DEPTH - depth} nested arrays`}${depth === 0 ? " (one more array stops the query: no recursion in SQL)" : ""}`,
    body: bind(
      "json",
      v,
      `CASE WHEN json_type(${v}) = 'OBJECT' THEN pql_member(${v}, key) WHEN json_type(${v}) = 'ARRAY' THEN ${deeper} END`,
    ),
  };
}

/** In dependency order: a macro calls only macros above it. */
export const macros: readonly Macro[] = [
  {
    name: "pql_member",
    params: ["json", "key"],
    doc: "an object's member; JSON null and a missing member are SQL NULL (PQL has one null)",
    // The member read once: each read of a row's doc parses the whole document.
    body: bind(`json_extract(json, '$."' || key || '"')`, "pql_m", "CASE WHEN json_type(pql_m) = 'NULL' THEN NULL ELSE pql_m END"),
  },
  {
    name: "pql_spread",
    params: ["json"],
    doc: "a field's value as the list a path through an array adds: an array's elements, one value, or nothing for NULL",
    body: bind(
      "json",
      "pql_r",
      "CASE WHEN pql_r IS NULL THEN CAST([] AS JSON[]) WHEN json_type(pql_r) = 'ARRAY' THEN CAST(pql_r AS JSON[]) ELSE [pql_r] END",
    ),
  },
  ...Array.from({ length: ARRAY_DEPTH + 1 }, (_, depth) => fieldMacro(depth)),
  {
    name: "pql_string",
    params: ["json"],
    doc: "a JSON string's text; NULL for any other value (PQL compares only values of one type)",
    body: bind("json", "pql_s", "CASE WHEN json_type(pql_s) = 'VARCHAR' THEN json_extract_string(pql_s, '$') END"),
  },
  {
    name: "pql_number",
    params: ["json"],
    doc: "a JSON number as DOUBLE; NULL for any other value",
    body: bind("json", "pql_n", `CASE WHEN ${isNumber("pql_n")} THEN CAST(pql_n AS DOUBLE) END`),
  },
  {
    name: "pql_boolean",
    params: ["json"],
    doc: "a JSON boolean; NULL for any other value",
    body: bind("json", "pql_b", "CASE WHEN json_type(pql_b) = 'BOOLEAN' THEN CAST(pql_b AS BOOLEAN) END"),
  },
  {
    name: "pql_truthy",
    params: ["json"],
    doc: "whether a value meets a condition as PQL reads it: true, or a non-empty array (never NULL)",
    body: `coalesce(${bind(
      "json",
      "pql_t",
      "CASE WHEN json_type(pql_t) = 'BOOLEAN' THEN CAST(pql_t AS BOOLEAN) WHEN json_type(pql_t) = 'ARRAY' THEN json_array_length(pql_t) > 0 ELSE FALSE END",
    )}, FALSE)`,
  },
];

/** The statement that defines a macro, with its doc as a comment; `OR REPLACE`: the text can run twice on one connection. */
export function macroStatement(m: Macro): string {
  return `-- ${m.name}: ${m.doc}\nCREATE OR REPLACE TEMP MACRO ${m.name}(${m.params.join(", ")}) AS\n  ${m.body}`;
}

const called = (sql: string, name: string) => new RegExp(`\\b${name}\\(`).test(sql);

/** The macros `sql` calls, with the macros they call, in dependency order; all of them without `sql`. */
export function macrosFor(sql?: string): Macro[] {
  if (sql === undefined) return [...macros];
  const needed = new Set<string>();
  // From the last to the first: a macro calls only macros above it, so one pass collects them all.
  for (let i = macros.length - 1; i >= 0; i--) {
    const m = macros[i]!;
    if (called(sql, m.name) || [...needed].some((n) => called(macros.find((x) => x.name === n)!.body, m.name))) needed.add(m.name);
  }
  return macros.filter((m) => needed.has(m.name));
}
