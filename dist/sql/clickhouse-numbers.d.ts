/** A number's double, exactly: its 8 bytes back. Garbage (never an error) for another kind, which the caller never reads. */
export declare const numberOf: (x: string) => string;
/**
 * A number (any numeric SQL expression) in the encoding: `+ 0` turns -0 into 0 (the encoder writes
 * -0 as 0, JavaScript's `===` holds them equal), and reinterpretAsString drops trailing zero bytes,
 * which the padding puts back (0 is 16 zeros).
 */
export declare const encodeNumber: (n: string) => string;
export declare const CH_NAN = "an arithmetic result that is NaN: JavaScript and SQL compare NaN differently";
export declare const CH_REMAINDER = "`%` of numbers that are not whole (or beyond 2^53): ClickHouse's `%` truncates them to integers";
export type ArithmeticOperator = "+" | "-" | "*" | "/" | "%";
/**
 * `x op y` as the evaluator computes it, on two encoded values named once (plain names): two
 * strings join under `+`; two numbers give a number (`/` and `%` by 0: null); anything else, null
 * included, gives null. `stop(cond, reason)` is the query's deliberate stop (0 where cond fails).
 */
export declare function arithmeticSql(op: ArithmeticOperator, x: string, y: string, stop: (cond: string, reason: string) => string): string;
