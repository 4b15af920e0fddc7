// Numbers and arithmetic in ClickHouse's SQL (clickhouse.ts), on the encoding the tables hold
// (clickhouse-encoding.ts: `N` then the double's 8 bytes, little-endian, in hex). A number read
// back is exactly JavaScript's double; a number computed is written back in the same encoding,
// so `=` on it is still string equality. Every function here is computed on every row (18.16
// evaluates all branches of if/multiIf), so nothing may fail on a value of another kind: the
// bytes of a string read as a double are garbage, never an error, and are never used.

/** A number's double, exactly: its 8 bytes back. Garbage (never an error) for another kind, which the caller never reads. */
export const numberOf = (x: string) => `reinterpretAsFloat64(unhex(substring(${x}, 2)))`;

/**
 * A number (any numeric SQL expression) in the encoding: `+ 0` turns -0 into 0 (the encoder writes
 * -0 as 0, JavaScript's `===` holds them equal), and reinterpretAsString drops trailing zero bytes,
 * which the padding puts back (0 is 16 zeros).
 */
export const encodeNumber = (n: string) =>
  `concat('N', substring(concat(hex(reinterpretAsString(toFloat64(${n}) + 0)), '0000000000000000'), 1, 16))`;

export const CH_NAN = "an arithmetic result that is NaN: JavaScript and SQL compare NaN differently";
export const CH_REMAINDER = "`%` of numbers that are not whole (or beyond 2^53): ClickHouse's `%` truncates them to integers";

export type ArithmeticOperator = "+" | "-" | "*" | "/" | "%";

/**
 * `x op y` as the evaluator computes it, on two encoded values named once (plain names): two
 * strings join under `+`; two numbers give a number (`/` and `%` by 0: null); anything else, null
 * included, gives null. `stop(cond, reason)` is the query's deliberate stop (0 where cond fails).
 */
export function arithmeticSql(op: ArithmeticOperator, x: string, y: string, stop: (cond: string, reason: string) => string): string {
  const numbers = `substring(${x}, 1, 1) = 'N' AND substring(${y}, 1, 1) = 'N'`;
  const [a, b] = [numberOf(x), numberOf(y)];
  const strings =
    op === "+" ? `substring(${x}, 1, 1) = 'S' AND substring(${y}, 1, 1) = 'S', concat('S', substring(${x}, 2), substring(${y}, 2)), ` : "";
  let result: string;
  let defined = numbers;
  if (op === "%") {
    // ClickHouse's % truncates doubles to integers; on whole numbers within 2^53 it is C's %,
    // which takes the dividend's sign as JavaScript's does. Other operands stop the query.
    const whole = (f: string) => `(${f} = floor(${f}) AND abs(${f}) <= 9007199254740992)`;
    const valid = `${numbers} AND ${b} <> 0 AND ${whole(a)} AND ${whole(b)}`;
    // The divisor is 1 (the dividend 0) on rows where it is not used: an integer % 0 throws.
    result = `toInt64(if(${valid}, ${a}, 0)) % toInt64(if(${valid}, ${b}, 1))`;
    defined = `${valid} AND NOT ${stop(`${numbers} AND ${b} <> 0 AND NOT (${whole(a)} AND ${whole(b)})`, CH_REMAINDER)}`;
  } else {
    result = `${a} ${op} ${b}`;
    if (op === "/") defined = `${numbers} AND ${b} <> 0`;
    // NaN (inf - inf, 0 * inf) is compared otherwise by JavaScript: the query stops there.
    defined = `${defined} AND NOT ${stop(`${defined} AND isNaN(${result})`, CH_NAN)}`;
  }
  return `multiIf(${strings}${defined}, ${encodeNumber(result)}, 'Z')`;
}
