// The PQL text `pull` writes for a definition. Only pql/text is written for now: a definition
// stored as pql/json gets one line saying so, and the rest of the pull goes on. This is the one
// place to change when pull learns pql/json (convert it with `fromPqlJson`, or write the file in
// pql/json and keep the format the org uses).

export type PulledExpression = { ok: true; text: string } | { ok: false; reason: string };

export function pulledExpression(expression: { format?: string; value?: string }): PulledExpression {
  if (expression.format === "pql/text" && typeof expression.value === "string") return { ok: true, text: expression.value };
  if (expression.format === "pql/json") return { ok: false, reason: "its expression is pql/json, which pull does not write yet" };
  return { ok: false, reason: `its expression format ${JSON.stringify(expression.format ?? null)} is not one pull knows` };
}
