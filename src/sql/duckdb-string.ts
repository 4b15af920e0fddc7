// DuckDB's string literal. DuckDB reads a statement's text up to its first NUL, so a NUL inside a
// literal ends the statement there (`unterminated quoted string`) and a printed script would carry
// the raw byte: a NUL is written as `chr(0)` between quoted pieces instead.

/** `'it''s'`; a string holding NUL as `('a' || chr(0) || 'b')`. */
export function duckdbString(value: string): string {
  const pieces = value.split("\0").map((p) => `'${p.replaceAll("'", "''")}'`);
  return pieces.length === 1 ? pieces[0]! : `(${pieces.join(" || chr(0) || ")})`;
}
