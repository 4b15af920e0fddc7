import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const refSelfReference: Rule = {
  meta: {
    code: "PQL123",
    name: "ref/self-reference",
    category: "ref",
    defaultSeverity: "error",
    summary: "An audience references itself",
    why: "Membership that depends on itself can never be evaluated.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:vip") and person.age > 21', extras: ["alias: vip"] }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: "person.age > 21", extras: ["alias: vip"] }) }],
  },
  checkGlobal({ audience, directory, report }) {
    for (const ref of audience.refs) {
      if (ref.id !== null && directory.resolve(ref.id)?.audience === audience)
        report({ range: ref.span, message: "this audience references itself", label: "self-reference" });
    }
  },
};
