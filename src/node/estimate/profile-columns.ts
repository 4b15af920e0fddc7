// Columns of `profiles` holding the readings of paths of the docs that compiled SQL would compute
// from each doc at every query (load-data.ts `profileScalars`): computed once, in the statement
// that stores the profiles, and read by every query that asks (CompileOptions.profileColumn). The
// reading is the compiler's own expression over the doc, so a query reads the same value from
// the column as from the doc.
import { duckdb } from "../../sql/duckdb.js";
import type { ProfileScalar } from "./profile-fields.js";

/** The columns of the readings, and the lookup compiled SQL asks for them. */
export interface ProfileScalarColumns {
  /** Each column's name and type, for the table's definition (`ps_1 VARCHAR`). */
  definitions: string[];
  /** The columns' expressions over the SQL of a profile's doc, each `... AS ps_N`, in the order of `definitions`. */
  select(doc: string): string[];
  /** The column holding a path's reading of that kind, as compiled SQL reads it (`p.ps_1`); undefined for any other. */
  column(keys: readonly string[], kind: ProfileScalar["kind"]): string | undefined;
}

const TYPES: Record<ProfileScalar["kind"], string> = { str: "VARCHAR", num: "DOUBLE", bool: "BOOLEAN" };

/** A column `ps_N` per path of `scalars`, holding the reading the compiled SQL would compute from the doc (the dialect's own helpers over its memberPath). */
export function profileScalarColumns(scalars: readonly ProfileScalar[]): ProfileScalarColumns {
  const names = new Map<string, string>();
  const columns = scalars.map(({ keys, kind }, i) => {
    const name = `ps_${i + 1}`;
    names.set(JSON.stringify([kind, keys]), name);
    return { name, keys, kind };
  });
  const reading = (doc: string, keys: readonly string[], kind: ProfileScalar["kind"]) => {
    const member = duckdb.memberPath!(doc, keys);
    return kind === "str"
      ? duckdb.helpers!.string(member)
      : kind === "num"
        ? duckdb.helpers!.number(member)
        : duckdb.helpers!.boolean(member);
  };
  return {
    definitions: columns.map((c) => `${c.name} ${TYPES[c.kind]}`),
    select: (doc) => columns.map((c) => `${reading(doc, c.keys, c.kind)} AS ${c.name}`),
    column(keys, kind) {
      const name = names.get(JSON.stringify([kind, keys]));
      return name === undefined ? undefined : `p.${name}`;
    },
  };
}
