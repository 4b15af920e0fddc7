// What of each event's document the audiences of a run read, so the loader keeps that alone
// (load-data.ts `eventFields`): the top-level fields every compiled query reports reading
// (src/sql/events.ts EventReads), and `eventType` and `timestamp`, which the evaluator reads from
// the document where the SQL reads the typed columns (samples' outlines). A field kept is kept
// whole, so every path into it reads as in the whole document; a field of JSON null is left out,
// which reads the same (a missing member is null). Undefined, the whole documents, when any
// audience does not compile (the evaluator then reads what it likes) or reads a whole document.
import type { CompileOptions } from "../../sql/index.js";
import type { CompileFunction, EstimateAudience } from "./estimate-audiences.js";

/** Fields the evaluator reads of every event it is given, whatever the audience says. */
const ALWAYS = ["eventType", "timestamp"];

export function eventFieldsRead(
  audiences: readonly EstimateAudience[],
  compile: CompileFunction,
  options: Pick<CompileOptions, "now">,
): string[] | undefined {
  const fields = new Set(ALWAYS);
  for (const audience of audiences) {
    // Whether a referenced audience is computed in the run changes how inSegment reads the profile, never what is read of the events.
    const compiled = compile(audience.ast, { dialect: "duckdb", now: options.now, localAudienceTable: () => "audience_reads" });
    if (!compiled.ok) return undefined;
    const reads = compiled.events?.reads ?? { kind: "none" };
    if (reads.kind === "whole") return undefined;
    if (reads.kind === "fields") for (const f of reads.fields) fields.add(f);
  }
  return [...fields].sort();
}
