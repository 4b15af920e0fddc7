// Builds the audience files used as rule examples (docs and table tests run them), so each rule
// file shows only what differs from a typical edge audience.

export interface ExampleAudience {
  name?: string;
  value?: string;
  type?: string;
  format?: string;
  /** `[batch, continuous, synchronous]`, or null to leave evaluationInfo out. */
  evaluation?: [boolean, boolean, boolean] | null;
  schemaName?: string | null;
  mergePolicyId?: string;
  extras?: string[];
}

const quote = (s: string) => JSON.stringify(s);

export function yamlAudience(a: ExampleAudience = {}): string {
  const lines = [
    `name: ${quote(a.name ?? "US customers")}`,
    "expression:",
    `  type: ${a.type ?? "PQL"}`,
    `  format: ${a.format ?? "pql/text"}`,
    `  value: ${quote(a.value ?? 'homeAddress.countryCode = "US"')}`,
  ];
  const evaluation = a.evaluation === undefined ? [false, false, true] : a.evaluation;
  if (evaluation) {
    lines.push(
      "evaluationInfo:",
      `  batch: { enabled: ${evaluation[0]} }`,
      `  continuous: { enabled: ${evaluation[1]} }`,
      `  synchronous: { enabled: ${evaluation[2]} }`,
    );
  }
  const schemaName = a.schemaName === undefined ? "_xdm.context.profile" : a.schemaName;
  if (schemaName !== null) lines.push("schema:", `  name: ${schemaName}`);
  if (a.mergePolicyId) lines.push(`mergePolicyId: ${quote(a.mergePolicyId)}`);
  if (a.extras) lines.push("x-pql-audience:", ...a.extras.map((e) => `  ${e}`));
  return `${lines.join("\n")}\n`;
}
