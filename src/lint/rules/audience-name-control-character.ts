import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";
import { CONTROL_CHARACTERS, codePointName } from "../../text/control-characters.js";

export const audienceNameControlCharacter: Rule = {
  meta: {
    code: "PQL110",
    name: "audience/name-control-character",
    category: "audience",
    defaultSeverity: "warning",
    summary: "The audience's `name` holds a control character",
    why: "A name is shown in AEP's UI, printed to terminals and written into SQL comments by `sql`. A newline, a carriage return, an escape or a bidirectional control in it can end a comment and make the rest of the name live SQL in a script, draw fake lines on a terminal, or make the name show other than it is; `pull` writes the name a hostile org gave as it is. pql-audience escapes such characters wherever it prints a name, but other tools may not.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "Nice\nDROP TABLE profiles; --" }) }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "Nice customers" }) }],
  },
  check({ audience, report }) {
    const name = audience.loaded.definition.name;
    if (audience.kind === "pql" || typeof name !== "string") return;
    const found = [...new Set(name.match(CONTROL_CHARACTERS) ?? [])];
    if (found.length === 0) return;
    report({
      in: "file",
      range: audience.loaded.locate(["name"]) ?? audience.loaded.range,
      message: `the audience's name holds ${found.length === 1 ? "a control character" : "control characters"} (${found.map(codePointName).join(", ")})`,
      hints: ["write the name on one line, of printable characters only"],
    });
  },
};
