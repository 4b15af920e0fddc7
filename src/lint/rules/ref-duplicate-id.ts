import { aliasOf, publishedId } from "../model.js";
import type { Rule } from "../rule.js";
import { yamlAudience } from "./examples.js";

export const refDuplicateId: Rule = {
  meta: {
    code: "PQL125",
    name: "ref/duplicate-id",
    category: "references",
    defaultSeverity: "error",
    summary: "Two audience files claim the same published id or alias",
    why: "References and publishing find an audience by its id or alias; two files with the same one make both ambiguous.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }), others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: vip"] }) }] }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }), others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: adults"] }) }] }],
  },
  check({ audience, graph, report }) {
    const checks: [string, string | undefined, (a: typeof audience) => string | undefined][] = [
      ["id", publishedId(audience), publishedId],
      ["alias", audience.kind === "pql" ? undefined : aliasOf(audience), (a) => (a.kind === "pql" ? undefined : aliasOf(a))],
    ];
    for (const [field, value, of] of checks) {
      if (value === undefined) continue;
      const first = graph.all.find((a) => a !== audience && of(a) === value);
      if (!first) continue;
      const range = audience.loaded.locate(["x-pql-audience", field]);
      if (range)
        report({ in: "file", range, message: `the ${field} \`${value}\` is also used by ${first.file}`, hints: [`give each audience its own ${field}`] });
    }
  },
};
