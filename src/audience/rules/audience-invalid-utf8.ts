import type { DeclaredRule } from "../../syntax/rule.js";
import { yamlAudience } from "./examples.js";

export const audienceInvalidUtf8: DeclaredRule = {
  meta: {
    code: "PQL108",
    name: "audience/invalid-utf8",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file is not UTF-8",
    why: "Bytes that are not UTF-8 are read as U+FFFD (�): a name or a PQL string would be published with that character instead of the one meant. The position is the first bad byte; the rest of the file is still checked.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "Café customers" }), savedAs: "latin1" }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "Café customers" }) }],
  },
  source: "loader",
};
