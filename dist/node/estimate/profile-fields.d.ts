import type { CompileOptions } from "../../sql/index.js";
import type { CompileFunction, EstimateAudience } from "./estimate-audiences.js";
/** A path of the profile's doc read as a string, a number or a boolean (CompileOptions.profileColumn). */
export interface ProfileScalar {
    keys: readonly string[];
    kind: "str" | "num" | "bool";
}
/**
 * The paths the audiences' compiled queries would read from a column of `profiles` if there were
 * one (CompileOptions.profileColumn asked while compiling them): the loader computes each once
 * (load-data.ts `profileScalars`), and every query reading it reads the column instead of
 * parsing each doc again. Paths read by more than one audience first matter most; all are given.
 */
export declare function profileScalarsRead(audiences: readonly EstimateAudience[], compile: CompileFunction, options: Pick<CompileOptions, "now">): ProfileScalar[];
export declare function profileFieldsRead(audiences: readonly EstimateAudience[], compile: CompileFunction, options: Pick<CompileOptions, "now">): string[] | undefined;
