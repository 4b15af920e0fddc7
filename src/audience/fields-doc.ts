// The audience file's field table for the README, generated from the schema's field list so the
// docs cannot drift from what the loader accepts (a test compares it with the docs page).
import { audienceFields } from "./schema.js";

export function audienceFieldsMarkdown(): string {
  const rows = audienceFields().map(
    (f) => `| \`${f.path}\` | ${f.type.replace(/\|/g, "\\|")} | ${f.required ? "yes" : ""} | ${f.description.replace(/\|/g, "\\|")} |`,
  );
  return ["| field | type | required | what it is |", "|---|---|---|---|", ...rows].join("\n");
}
