// Who an audience file says it is: the loader's answer (name, id, alias) for each audience it
// loads, and none for a file it refuses.
import { describe, expect, it } from "vitest";
import { audienceIdentities } from "../../src/audience/identity.js";

const expression = "expression:\n  type: PQL\n  format: pql/text\n  value: |-\n    person.age > 21\n";
const vip = (extra: Partial<{ id: string; alias: string }> = {}) => ({
  kind: "yaml",
  name: "VIP",
  id: undefined,
  alias: undefined,
  ...extra,
});

describe("audienceIdentities", () => {
  it.each([
    ["plain name", `name: VIP\n${expression}`, [vip()]],
    ["quoted name", `name: 'it''s VIP'\n${expression}`, [{ ...vip(), name: "it's VIP" }]],
    ["escapes in the name", `name: "V\\u0049P"\n${expression}`, [vip()]],
    ["a block-scalar name", `name: |-\n  VIP\n${expression}`, [vip()]],
    [
      "alias and id in a block",
      `name: VIP\n${expression}x-pql-audience:\n  id: 'seg-1'\n  alias: vip # the short name\n`,
      [vip({ id: "seg-1", alias: "vip" })],
    ],
    [
      "alias in a flow mapping",
      `name: VIP\n${expression}x-pql-audience: { alias: vip, id: seg-1 }\n`,
      [vip({ id: "seg-1", alias: "vip" })],
    ],
    ["an anchor", `name: &n VIP\n${expression}`, [vip()]],
    [
      "two documents",
      `name: A\n${expression}---\nname: B\n${expression}`,
      [
        { ...vip(), name: "A" },
        { ...vip(), name: "B" },
      ],
    ],
    ["a number for a name (refused)", `name: 42\n${expression}`, []],
    ["no expression (refused)", "name: VIP\n", []],
    ["an expression that is not a mapping (refused)", "name: VIP\nexpression: person.age > 21\n", []],
    ["YAML that does not parse", "name: VIP\nexpression: [\n  type: PQL\n", []],
    ["a key the schema does not know (refused)", `name: VIP\nnmae: x\n${expression}`, []],
    ["an alias the schema refuses", `name: VIP\n${expression}x-pql-audience:\n  alias: not an alias\n`, []],
  ] as const)("YAML: %s", (_, text, expected) => {
    expect(audienceIdentities("a.audience.yaml", text)).toEqual(expected);
  });

  it.each([
    [
      "a definition",
      {
        name: "VIP",
        expression: { type: "PQL", format: "pql/text", value: "person.age > 1" },
        "x-pql-audience": { alias: "vip", id: "s1" },
      },
      [{ kind: "json", name: "VIP", id: "s1", alias: "vip" }],
    ],
    ["an unknown key (refused)", { name: "VIP", expression: { type: "PQL", format: "pql/text", value: "x" }, extra: 1 }, []],
    ["a name that is not a string (refused)", { name: 1, expression: {} }, []],
  ] as const)("JSON: %s", (_, data, expected) => {
    expect(audienceIdentities("a.audience.json", JSON.stringify(data, null, 2))).toEqual(expected);
  });

  it("JSON that does not parse has no identity", () => {
    expect(audienceIdentities("a.audience.json", "{ name: ")).toEqual([]);
  });

  it("a bare .pql file is named after the file, without reading it", () => {
    expect(audienceIdentities("dir/loyal-customers.pql", "")).toEqual([
      { kind: "pql", name: "loyal-customers", id: undefined, alias: "loyal-customers" },
    ]);
  });
});
