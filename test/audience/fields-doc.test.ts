// The README section's field table is generated from the schema; this keeps the page current.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { audienceFieldsMarkdown } from "../../src/audience/fields-doc.js";

it("docs/audience-files.md lists the schema's fields", () => {
  const page = readFileSync(new URL("../../docs/audience-files.md", import.meta.url), "utf8");
  const table = /<!-- fields:start -->\n([\s\S]*?)\n<!-- fields:end -->/.exec(page)?.[1];
  expect(table).toBe(audienceFieldsMarkdown());
});
