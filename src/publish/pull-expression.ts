// The expression `pull` writes for a definition, in the format the org keeps it in: pql/text as
// the org has it; pql/json read into PQL (so references can be written as aliases and the file
// formatted like any other) and written back as pql/json. A value that is not a readable
// pql/json tree gets one line saying why, and the rest of the pull goes on.
import { pqlTextOf } from "../pql-json/text.js";

export type PulledFormat = "pql/text" | "pql/json";

export type PulledExpression = { ok: true; text: string; format: PulledFormat } | { ok: false; reason: string };

export function pulledExpression(expression: { format?: string; value?: string }): PulledExpression {
  if (expression.format === "pql/text" && typeof expression.value === "string")
    return { ok: true, text: expression.value, format: "pql/text" };
  if (expression.format === "pql/json" && typeof expression.value === "string") {
    const read = pqlTextOf(expression.value, { width: Number.POSITIVE_INFINITY });
    if (read.ok) return { ok: true, text: read.text, format: "pql/json" };
    const at = read.error.pointer === "" ? "" : ` at ${read.error.pointer}`;
    return { ok: false, reason: `its pql/json expression cannot be read${at}: ${read.error.message}` };
  }
  return { ok: false, reason: `its expression format ${JSON.stringify(expression.format ?? null)} is not one pull knows` };
}
