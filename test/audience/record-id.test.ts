// recordId: the published id written into an audience file, everything else byte for byte as the
// author wrote it. Each case: the file, and the text expected after recording ID.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { recordId } from "../../src/audience/record-id.js";

const ID = "8406435e-bda5-4b95-b230-d236924b27db";
const body =
  'name: US   # shown in AEP\nexpression:\n  type: PQL\n  format: pql/text\n  value: homeAddress.countryCode = "US"\nschema:\n  name: _xdm.context.profile\n';

describe("recordId", () => {
  it.each([
    ["YAML without x-pql-audience", body, `${body}x-pql-audience:\n  id: "${ID}"\n`],
    ["YAML ending in a comment without a line break", `${body}# the end`, `${body}x-pql-audience:\n  id: "${ID}"\n# the end`],
    ["YAML whose last line has no line break", body.slice(0, -1), `${body}x-pql-audience:\n  id: "${ID}"\n`],
    [
      "YAML with a comment on its last line",
      `${body.slice(0, -1)}   # schema\n`,
      `${body.slice(0, -1)}   # schema\nx-pql-audience:\n  id: "${ID}"\n`,
    ],
    ["YAML indented by 4", body.replace(/\n {2}/g, "\n    "), `${body.replace(/\n {2}/g, "\n    ")}x-pql-audience:\n    id: "${ID}"\n`],
    [
      "YAML with x-pql-audience (block)",
      `${body}x-pql-audience:\n   alias: us # local\n`,
      `${body}x-pql-audience:\n   id: "${ID}"\n   alias: us # local\n`,
    ],
    ["YAML with x-pql-audience (flow)", `${body}x-pql-audience: { alias: us }\n`, `${body}x-pql-audience: { id: "${ID}", alias: us }\n`],
    [
      "YAML with an old id",
      `${body}x-pql-audience:\n  id: old-id  # was\n  alias: us\n`,
      `${body}x-pql-audience:\n  id: "${ID}"  # was\n  alias: us\n`,
    ],
    ["YAML with CRLF line ends", body.replace(/\n/g, "\r\n"), `${body}x-pql-audience:\n  id: "${ID}"\n`.replace(/\n/g, "\r\n")],
    [
      "YAML keys after a block scalar",
      `name: US\nexpression:\n  type: PQL\n  format: pql/text\n  value: |\n    homeAddress.countryCode = "US"\n`,
      `name: US\nexpression:\n  type: PQL\n  format: pql/text\n  value: |\n    homeAddress.countryCode = "US"\nx-pql-audience:\n  id: "${ID}"\n`,
    ],
  ])("%s", (_name, text, expected) => {
    expect(recordId("us.audience.yaml", text, 0, ID)).toEqual({ ok: true, text: expected, changed: true });
  });

  const json = { name: "US", expression: { type: "PQL", format: "pql/text", value: 'homeAddress.countryCode = "US"' } };
  it.each([
    ["JSON, 2 spaces", JSON.stringify(json, null, 2), JSON.stringify({ ...json, "x-pql-audience": { id: ID } }, null, 2)],
    [
      "JSON, tabs, trailing line break",
      `${JSON.stringify(json, null, "\t")}\n`,
      `${JSON.stringify({ ...json, "x-pql-audience": { id: ID } }, null, "\t")}\n`,
    ],
    ["JSON on one line", JSON.stringify(json), `${JSON.stringify(json).slice(0, -1)}, "x-pql-audience": { "id": "${ID}" }}`],
    [
      "JSON with x-pql-audience",
      JSON.stringify({ ...json, "x-pql-audience": { alias: "us" } }, null, 2),
      JSON.stringify({ ...json, "x-pql-audience": { id: ID, alias: "us" } }, null, 2),
    ],
    [
      "JSON with an empty x-pql-audience",
      JSON.stringify({ ...json, "x-pql-audience": {} }),
      `${JSON.stringify(json).slice(0, -1)},"x-pql-audience":{ "id": "${ID}" }}`,
    ],
    [
      "JSON with an old id",
      JSON.stringify({ ...json, "x-pql-audience": { id: "old" } }, null, 2),
      JSON.stringify({ ...json, "x-pql-audience": { id: ID } }, null, 2),
    ],
  ])("%s", (_name, text, expected) => {
    expect(recordId("us.audience.json", text, 0, ID)).toEqual({ ok: true, text: expected, changed: true });
  });

  it("records in the right document of a YAML file with several", () => {
    const text = `${body}---\n# second\n${body.replace("name: US", "name: EU")}`;
    const result = recordId("two.audience.yaml", text, 1, ID);
    expect(result).toEqual({ ok: true, text: `${text}x-pql-audience:\n  id: "${ID}"\n`, changed: true });
    const audiences = loadAudienceFile("two.audience.yaml", (result as { text: string }).text).audiences;
    expect(audiences.map((a) => a.definition["x-pql-audience"]?.id)).toEqual([undefined, ID]);
  });

  it.each([
    [
      "the id is there already",
      `${body}x-pql-audience:\n  id: "${ID}"\n`,
      undefined,
      { ok: true, text: `${body}x-pql-audience:\n  id: "${ID}"\n`, changed: false },
    ],
    [
      "the file changed since it was published",
      body,
      { ...loadAudienceFile("a.audience.yaml", body).audiences[0]!.definition, name: "Other" },
      { ok: false, reason: "the file changed since it was read" },
    ],
    [
      "a YAML root written as a flow map",
      `{ name: US, expression: { type: PQL, format: pql/text, value: "a = 1" } }\n`,
      undefined,
      {
        ok: true,
        text: `{ x-pql-audience: { id: "${ID}" }, name: US, expression: { type: PQL, format: pql/text, value: "a = 1" } }\n`,
        changed: true,
      },
    ],
  ])("%s", (_name, text, expected, result) => {
    expect(recordId("us.audience.yaml", text, 0, ID, expected)).toEqual(result);
  });
});

describe("recordId on every example audience file", () => {
  const dir = new URL("../../examples/", import.meta.url);
  const names = readdirSync(dir).filter((f) => /\.audience\.(json|ya?ml)$/.test(f));
  it.each(names)("%s: only the id is added", (name) => {
    const text = readFileSync(new URL(name, dir), "utf8");
    const count = loadAudienceFile(name, text).audiences.length;
    let out = text;
    for (let i = 0; i < count; i++) {
      const result = recordId(name, out, i, `${ID.slice(0, -1)}${i}`);
      expect(result).toMatchObject({ ok: true, changed: true });
      out = (result as { text: string }).text;
    }
    // The only new lines are the ones that record the id.
    const added = out.split("\n").filter((line) => !text.split("\n").includes(line));
    expect(added.every((line) => /x-pql-audience|"?id"?: "8406435e/.test(line) || /^\s*}?,?$/.test(line))).toBe(true);
  });
});
