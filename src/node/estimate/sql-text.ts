// SQL literals for the loader's statements: paths and values go in quoted, never spliced raw.

/** A string literal: 'it''s'. */
export function sqlString(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

/** A quoted identifier: "a ""b""". */
export function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
