import type { ProfileScalar } from "./profile-fields.js";
import type { Runner } from "./read-records.js";
/**
 * `profiles` again with a column per path of `scalars`, `ps_N`, holding the reading the compiled
 * SQL would compute from the doc (the dialect's own helpers over its memberPath: the same
 * expression), in pid order; and the lookup compiled SQL asks for them (CompileOptions.profileColumn).
 */
export declare function profileScalarColumns(db: Runner, scalars: readonly ProfileScalar[]): Promise<(keys: readonly string[], kind: ProfileScalar["kind"]) => string | undefined>;
