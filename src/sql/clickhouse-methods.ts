// The array methods in ClickHouse's SQL (clickhouse.ts), as src/evaluate/functions.ts computes
// them, on the encoding (clickhouse-encoding.ts): `count`, `exists`, `head`, `sum`, `average`,
// `min`, `max` with or without a per-element argument (bare names read the element, a lambda
// gets it), and `includes`. Null reads as no elements, an array as its elements; another kind gives null
// (an object's `count()` is its key count).
import type * as A from "../syntax/ast.js";
import { elementsOf, sumSql } from "./clickhouse-binders.js";
import { encodeNumber, numberOf } from "./clickhouse-numbers.js";
import { withinArity } from "./methods.js";
import { astral, CH_ASTRAL_EXTREME, type Stop } from "./clickhouse-text.js";

/** What the methods need of the compiler. */
export interface MethodCompiler {
  /** `body(x)` with `x` standing for `value`, computed once. */
  bind(value: string, body: (x: string) => string): string;
  fresh(prefix: string): string;
  /** A value as encoded text; a condition as UInt8. */
  json(node: A.Expression): string;
  condition(node: A.Expression): string;
  /** `body(arg)` with the method's argument read for the element `x`. */
  forElement(arg: A.Expression, x: string, body: (arg: A.Expression) => string): string;
  /** The query's deliberate stop where `cond` holds: 0 elsewhere. */
  stop: Stop;
}

/** The array methods this file compiles; their arity is the one table both dialects read (methods.ts). */
const ARRAY_METHODS: ReadonlySet<string> = new Set(["count", "exists", "head", "sum", "average", "min", "max", "includes"]);

const kindOf = (x: string) => `substring(${x}, 1, 1)`;

/** Whether the call is one of these methods with as many arguments as it takes. */
export function arrayMethodArity(node: A.MethodCall): boolean {
  const name = node.method.name;
  return ARRAY_METHODS.has(name) && withinArity(name, node.args.length);
}

/** The method's value, encoded, on the encoded receiver; undefined for another method. */
export function arrayMethodSql(node: A.MethodCall, receiver: string, c: MethodCompiler): string | undefined {
  if (!arrayMethodArity(node)) return undefined;
  const name = node.method.name;
  const arg = node.args[0];
  if (name === "includes") {
    const y = c.json(arg!);
    return c.bind(receiver, (x) => `if(${kindOf(x)} = 'A', if(has(${elementsOf(x)}, ${y}), 'T', 'F'), 'Z')`);
  }
  const e = c.fresh("e");
  const perElement = (f: (a: A.Expression) => string) => c.forElement(arg!, e, f);
  return c.bind(receiver, (x) => {
    const elements = elementsOf(x);
    const listed = `(${kindOf(x)} = 'A' OR ${x} = 'Z')`;
    switch (name) {
      case "count": {
        const n = arg ? `arrayCount(${e} -> ${perElement((a) => c.condition(a))}, ${elements})` : `length(${elements})`;
        const keys = `intDiv(length(CAST(if(${kindOf(x)} = 'O', substring(${x}, 2), '[]') AS Array(String))), 2)`;
        return `multiIf(${kindOf(x)} = 'O', ${encodeNumber(keys)}, ${listed}, ${encodeNumber(n)}, 'Z')`;
      }
      case "exists": {
        const any = arg ? `arrayExists(${e} -> ${perElement((a) => c.condition(a))}, ${elements})` : `notEmpty(${elements})`;
        return `if(${listed}, if(${any}, 'T', 'F'), 'Z')`;
      }
      case "head":
        return `if(${kindOf(x)} = 'A' AND ${x} <> 'A[]', ${elements}[1], 'Z')`;
      case "min":
      case "max": {
        // The values, nulls left out; null for a receiver that is not an array (null too: no values).
        const values = arg ? `arrayMap(${e} -> ${perElement((a) => c.json(a))}, ${elements})` : elements;
        const v = c.fresh("e");
        return `if(${kindOf(x)} = 'A', ${c.bind(`arrayFilter(${v} -> ${v} <> 'Z', ${values})`, (l) => extremeSql(l, name, c))}, 'Z')`;
      }
      default: {
        const values = arg ? `arrayMap(${e} -> ${perElement((a) => c.json(a))}, ${elements})` : elements;
        return c.bind(values, (l) => {
          const total = sumSql(l, () => c.fresh("n"));
          if (name === "sum") return `if(${listed}, ${total}, 'Z')`;
          const count = `arrayCount(${e} -> ${kindOf(e)} = 'N', ${l})`;
          // average: the sum over how many numbers there were; null for none.
          const average = c.bind(total, (s) => `if(${s} = 'Z', 'Z', ${encodeNumber(`${numberOf(s)} / ${count}`)})`);
          return `if(${listed} AND ${count} > 0, ${average}, 'Z')`;
        });
      }
    }
  });
}

/**
 * `min` / `max` of encoded values (a plain name, no nulls), as the evaluator's `extreme`: one
 * value is the answer whatever its kind; more need all numbers or all strings (any other mix
 * orders with nothing: null). Among equal values the first stays, and equal values are one encoding.
 * The first of the values sorted, not arrayReduce('min', ...): 18.16 crashed (a segmentation
 * fault, the server gone) on arrayReduce('min') of strings in the differential test's data. The
 * strings are sorted as encoded: one `S` before each text leaves their byte order as it was.
 */
function extremeSql(l: string, name: "min" | "max", c: MethodCompiler): string {
  const x = c.fresh("e");
  const sort = name === "min" ? "arraySort" : "arrayReverseSort";
  const all = (kind: "N" | "S") => `arrayAll(${x} -> ${kindOf(x)} = '${kind}', ${l})`;
  const numbers = encodeNumber(`${sort}(arrayMap(${x} -> ${numberOf(x)}, ${l}))[1]`);
  const beyond = `arrayExists(${x} -> ${astral(`substring(${x}, 2)`)}, ${l})`;
  const several = `length(${l}) > 1`;
  const strings = `${all("S")} AND NOT ${c.stop(`${several} AND ${all("S")} AND ${beyond}`, CH_ASTRAL_EXTREME)}`;
  return `multiIf(empty(${l}), 'Z', length(${l}) = 1, ${l}[1], ${all("N")}, ${numbers}, ${strings}, ${sort}(${l})[1], 'Z')`;
}
