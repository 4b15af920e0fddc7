// What of each profile's document the audiences of a run read, so the loader keeps that alone
// (load-data.ts `profileFields`): the top-level fields every compiled query reports reading
// (src/sql/profile-reads.ts ProfileReads). The evaluator outlines a sample profile with the same
// audiences, so it reads the same fields. A field kept is kept whole, so every path into it reads
// as in the whole document; a field of JSON null is left out, which reads the same (a missing
// member is null). Undefined, the whole documents, when any audience does not compile (the
// evaluator then reads what it likes) or reads a whole document.
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
export function profileScalarsRead(
  audiences: readonly EstimateAudience[],
  compile: CompileFunction,
  options: Pick<CompileOptions, "now">,
): ProfileScalar[] {
  const seen = new Map<string, ProfileScalar>();
  for (const audience of audiences)
    compile(audience.ast, {
      dialect: "duckdb",
      now: options.now,
      localAudienceTable: () => "audience_reads",
      profileColumn: (keys, kind) => {
        const key = JSON.stringify([kind, keys]);
        if (!seen.has(key)) seen.set(key, { keys: [...keys], kind });
        return undefined;
      },
    });
  return [...seen.values()];
}

export function profileFieldsRead(
  audiences: readonly EstimateAudience[],
  compile: CompileFunction,
  options: Pick<CompileOptions, "now">,
): string[] | undefined {
  const fields = new Set<string>();
  for (const audience of audiences) {
    // Whether a referenced audience is computed in the run changes what inSegment joins, never what it reads of the profile.
    const compiled = compile(audience.ast, { dialect: "duckdb", now: options.now, localAudienceTable: () => "audience_reads" });
    if (!compiled.ok || compiled.profileReads === undefined || compiled.profileReads.kind === "whole") return undefined;
    for (const f of compiled.profileReads.fields) fields.add(f);
  }
  return [...fields].sort();
}
