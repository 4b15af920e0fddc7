// The emulator's JSON-Patch subset: one case per line.
import { describe, expect, it } from "vitest";
import { applyPatch } from "../../src/emulator/json-patch.js";

const doc = { name: "a", auth: { params: { x: 1 } }, transformations: [{ name: "Mapping" }] };

describe("applyPatch", () => {
  it.each([
    ["replace a field", [{ op: "replace", path: "/name", value: "b" }], { ...doc, name: "b" }],
    ["add a new field", [{ op: "add", path: "/description", value: "d" }], { ...doc, description: "d" }],
    ["ops in upper case (the spec's enum)", [{ op: "REPLACE", path: "/name", value: "c" }], { ...doc, name: "c" }],
    ["replace nested", [{ op: "replace", path: "/auth/params", value: { y: 2 } }], { ...doc, auth: { params: { y: 2 } } }],
    [
      "replace in an array",
      [{ op: "replace", path: "/transformations/0", value: { name: "Mapping", v: 2 } }],
      { ...doc, transformations: [{ name: "Mapping", v: 2 }] },
    ],
    ["remove", [{ op: "remove", path: "/name" }], { auth: doc.auth, transformations: doc.transformations }],
  ])("%s", (_, ops, expected) => expect(applyPatch(doc, ops)).toEqual({ result: expected }));

  it.each([
    [
      "an object instead of an array",
      { op: "replace", path: "/name", value: "x" },
      "the body must be a non-empty JSON-Patch array of {op, path, value}",
    ],
    ["an empty array", [], "the body must be a non-empty JSON-Patch array of {op, path, value}"],
    ["replace a missing field", [{ op: "replace", path: "/nope", value: 1 }], "operation 0: /nope does not exist"],
    ["a path without a slash", [{ op: "add", path: "name", value: 1 }], "operation 0: needs a path starting with /"],
    ["an unknown op", [{ op: "move", path: "/name", from: "/x" }], "operation 0: op must be add, replace or remove"],
  ])("%s is refused", (_, ops, error) => expect(applyPatch(doc, ops)).toEqual({ error }));

  it("never changes its input", () => {
    const before = structuredClone(doc);
    applyPatch(doc, [{ op: "replace", path: "/auth/params", value: {} }]);
    expect(doc).toEqual(before);
  });
});
