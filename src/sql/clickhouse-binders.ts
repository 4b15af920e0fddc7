// `select`, `exists`, `forall` and `sum ... over` over arrays in ClickHouse's SQL (clickhouse.ts),
// as src/evaluate/binders.ts runs them: each binding `V from A where C` ranges over A's elements
// (null is [], another kind is no array: `exists` false, `forall` false, nothing selected or
// added), every later binding inside the earlier ones' lambdas. The lists are the encoding's
// Array(String) (clickhouse-encoding.ts), so a selected element is the element itself, and the
// elements of several combinations are joined in the evaluator's order.
import type * as A from "../syntax/ast.js";
import { encodeNumber, numberOf } from "./clickhouse-numbers.js";

export interface Clause {
  variable: A.Name;
  source: A.Expression;
  condition: A.Expression | null;
}

/** The clauses of a binder, first to last. */
export function clausesOf(node: A.Select | A.SumOver | A.Quantifier): Clause[] {
  if (node.kind === "Quantifier") return node.bindings;
  return [{ variable: node.variable, source: node.source, condition: node.condition }, ...node.laterBindings];
}

/** What the binders need of the compiler, in the scope of the variables bound so far. */
export interface BinderCompiler {
  /** A value as encoded text (a bool as 'T'/'F'). */
  json(node: A.Expression): string;
  /** A condition: UInt8 0 or 1. */
  condition(node: A.Expression): string;
  /** `body(param)` with the variable bound to a fresh lambda parameter `param`. */
  withVariable<T>(name: string, body: (param: string) => T): T;
}

const kindOf = (x: string) => `substring(${x}, 1, 1)`;
/** An array's encoded elements; [] for anything else (never a cast error). */
export const elementsOf = (x: string) => `CAST(if(${kindOf(x)} = 'A', substring(${x}, 2), '[]') AS Array(String))`;

/** `exists` (or `forall`) of the clauses from k on: UInt8. */
export function quantifierSql(c: BinderCompiler, clauses: readonly Clause[], all: boolean, k = 0): string {
  const clause = clauses[k]!;
  const source = c.json(clause.source);
  return c.withVariable(clause.variable.name, (v) => {
    const parts = [
      ...(clause.condition ? [c.condition(clause.condition)] : []),
      ...(k + 1 < clauses.length ? [quantifierSql(c, clauses, all, k + 1)] : []),
    ];
    const test = parts.length > 0 ? parts.join(" AND ") : "1";
    if (!all) return `arrayExists(${v} -> ${test}, ${elementsOf(source)})`;
    // forall: a source that is no array (and not null) makes it false, as the evaluator's does.
    return `(${kindOf(source)} IN ('A', 'Z') AND arrayAll(${v} -> ${test}, ${elementsOf(source)}))`;
  });
}

/**
 * The encoded values `value` takes over every combination of the clauses from k on that meets
 * each condition, in the evaluator's order (an Array(String)); without `value`, the last
 * variable's (select).
 */
export function combinationsSql(c: BinderCompiler, clauses: readonly Clause[], value: A.Expression | undefined, k = 0): string {
  const clause = clauses[k]!;
  const source = c.json(clause.source);
  return c.withVariable(clause.variable.name, (v) => {
    const cond = clause.condition ? c.condition(clause.condition) : undefined;
    if (k + 1 === clauses.length) {
      const kept = cond ? `arrayFilter(${v} -> ${cond}, ${elementsOf(source)})` : elementsOf(source);
      return value ? `arrayMap(${v} -> ${c.json(value)}, ${kept})` : kept;
    }
    const rest = combinationsSql(c, clauses, value, k + 1);
    const each = cond ? `if(${cond}, ${rest}, emptyArrayString())` : rest;
    return `arrayReduce('groupArrayArray', arrayMap(${v} -> ${each}, ${elementsOf(source)}))`;
  });
}

/**
 * The sum of a list of encoded values as the evaluator adds them: from 0, in order, the numbers
 * (null skipped); any other value makes the whole null. arraySum adds from the left.
 */
export function sumSql(list: string, fresh: () => string): string {
  const [a, b, d] = [fresh(), fresh(), fresh()];
  const numbers = `arrayMap(${b} -> ${numberOf(b)}, arrayFilter(${a} -> ${kindOf(a)} = 'N', ${list}))`;
  return `if(arrayAll(${d} -> ${kindOf(d)} IN ('N', 'Z'), ${list}), ${encodeNumber(`arraySum(${numbers})`)}, 'Z')`;
}

/** The list as the encoding's array value. */
export const listValue = (list: string) => `concat('A', toString(${list}))`;
