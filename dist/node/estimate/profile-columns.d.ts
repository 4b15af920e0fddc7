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
/** A column `ps_N` per path of `scalars`, holding the reading the compiled SQL would compute from the doc (the dialect's own helpers over its memberPath). */
export declare function profileScalarColumns(scalars: readonly ProfileScalar[]): ProfileScalarColumns;
