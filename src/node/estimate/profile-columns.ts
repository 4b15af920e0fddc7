// Columns of `profiles` holding the readings of paths of the docs that compiled SQL would compute
// from each doc at every query (load-data.ts `profileScalars`): computed once at the load, read
// by every query that asks (CompileOptions.profileColumn). The reading is the compiler's own
// expression over the doc, so a query reads the same value from the column as from the doc.
import { duckdb } from "../../sql/duckdb.js";
import type { ProfileScalar } from "./profile-fields.js";
import type { Runner } from "./read-records.js";

/**
 * `profiles` again with a column per path of `scalars`, `ps_N`, holding the reading the compiled
 * SQL would compute from the doc (the dialect's own helpers over its memberPath: the same
 * expression), in pid order; and the lookup compiled SQL asks for them (CompileOptions.profileColumn).
 */
export async function profileScalarColumns(
  db: Runner,
  scalars: readonly ProfileScalar[],
): Promise<(keys: readonly string[], kind: ProfileScalar["kind"]) => string | undefined> {
  const names = new Map<string, string>();
  const select: string[] = [];
  for (const { keys, kind } of scalars) {
    const name = `ps_${names.size + 1}`;
    const member = duckdb.memberPath!("doc", keys);
    const reading =
      kind === "str" ? duckdb.helpers!.string(member) : kind === "num" ? duckdb.helpers!.number(member) : duckdb.helpers!.boolean(member);
    names.set(JSON.stringify([kind, keys]), name);
    select.push(`${reading} AS ${name}`);
  }
  if (select.length > 0) {
    await db.run(`CREATE TABLE profiles_with_columns AS SELECT *, ${select.join(", ")} FROM profiles ORDER BY pid`);
    await db.run("DROP TABLE profiles");
    await db.run("ALTER TABLE profiles_with_columns RENAME TO profiles");
  }
  return (keys, kind) => {
    const name = names.get(JSON.stringify([kind, keys]));
    return name === undefined ? undefined : `p.${name}`;
  };
}
