// pql/json both ways: every tree reads back from its pql/json as the same tree (generated trees,
// fast-check), and every PQL text of the parser corpus and of examples/ comes back to the same
// canonical text. AEP's documented conversion is reproduced byte for byte.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { loadAudienceFile } from "../../src/audience/load.js";
import { fromPqlJson, pqlJsonText, pqlTextOf, toPqlJson } from "../../src/pql-json/index.js";
import type * as A from "../../src/syntax/ast.js";
import { parse } from "../../src/syntax/index.js";
import { print } from "../../src/syntax/print.js";
import { pqlTree } from "../syntax/arbitraries.js";
import { withoutSpans } from "../syntax/helpers.js";

/** Tree -> pql/json text -> tree, through JSON text as the API carries it. */
function roundTrip(tree: A.Expression): A.Expression {
  const read = fromPqlJson(JSON.parse(JSON.stringify(toPqlJson(tree))));
  if (!read.ok) throw new Error(`${read.error.pointer}: ${read.error.message}`);
  return read.ast;
}

function canonical(text: string): string {
  const { ast, errors } = parse(text);
  expect(errors, text).toEqual([]);
  return print(ast!);
}

describe("generated trees", () => {
  it("fromPqlJson(toPqlJson(tree)) is the tree, modulo spans", () => {
    fc.assert(
      fc.property(pqlTree, (tree) => {
        expect(withoutSpans(roundTrip(tree))).toEqual(withoutSpans(tree));
      }),
      { numRuns: 400 },
    );
  });
});

interface Example {
  text?: string;
  expect: string;
}
const corpus = (parseYaml(readFileSync(new URL("../syntax/fixtures/reference-examples.yaml", import.meta.url), "utf8")) as Example[])
  .filter((e) => e.expect === "parse")
  .map((e) => e.text!);

describe("the parser corpus (test/syntax/fixtures/reference-examples.yaml)", () => {
  it("holds examples", () => expect(corpus.length).toBeGreaterThan(100));
  it.each(corpus)("%s", (text) => {
    const expected = canonical(text);
    const json = pqlJsonText(parse(text).ast!);
    const back = pqlTextOf(json);
    expect(back).toEqual({ ok: true, text: expected });
    // And again from the canonical text: the conversion is stable.
    expect(pqlJsonText(parse(expected).ast!)).toBe(json);
  });
});

const examplesDir = new URL("../../examples/", import.meta.url);
const exampleFiles = readdirSync(examplesDir).filter((f) => /\.(?:pql|audience\.json|audience\.ya?ml)$/.test(f));

describe("every audience of examples/", () => {
  it("holds audiences", () => expect(exampleFiles.length).toBeGreaterThan(5));
  it.each(exampleFiles)("%s", (file) => {
    const loaded = loadAudienceFile(file, readFileSync(new URL(file, examplesDir), "utf8"));
    expect(loaded.problems).toEqual([]);
    for (const audience of loaded.audiences) {
      const expected = canonical(audience.pql);
      expect(pqlTextOf(pqlJsonText(parse(audience.pql).ast!))).toEqual({ ok: true, text: expected });
    }
  });
});

describe("AEP's documented forms", () => {
  it('`workAddress.country = "US"` converts to the value of the Segmentation API\'s conversion example', () => {
    // "Convert segment definition", Segmentation API segment definitions endpoint guide:
    // https://experienceleague.adobe.com/en/docs/experience-platform/segmentation/api/segment-definitions
    const aep =
      '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"fieldLookup","fieldName":"country","object":{"nodeType":"fieldLookup","fieldName":"workAddress","object":{"nodeType":"parameterReference","position":1}}},{"nodeType":"literal","literalType":"String","value":"US"}]}';
    expect(pqlJsonText(parse('workAddress.country = "US"').ast!)).toBe(aep);
    expect(pqlTextOf(aep)).toEqual({ ok: true, text: 'workAddress.country = "US"' });
  });

  it.each([
    // The create example of the same guide: `a = b` on the profile.
    [
      '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"fieldLookup","fieldName":"a","object":{"nodeType":"parameterReference","position":1}},{"nodeType":"fieldLookup","fieldName":"b","object":{"nodeType":"parameterReference","position":1}}]}',
      "a = b",
    ],
    // Flow Service's filter example: a literal without `literalType`, a lookup without `object`.
    [
      '{"nodeType":"fnApply","fnName":"=","params":[{"nodeType":"fieldLookup","fieldName":"city"},{"nodeType":"literal","value":"DDN"}]}',
      'city = "DDN"',
    ],
    // Offer decisioning's eligibility rule: `quantifier: "some"`, `varRef`, the `XDMObject` profile.
    [
      '{"nodeType":"quantification","quantifier":"some","variables":[{"nodeType":"varDecl","varName":"x","from":{"nodeType":"fieldLookup","fieldName":"xEvent","object":{"nodeType":"literal","literalType":"XDMObject","value":"profile"}},"where":{"nodeType":"fnApply","fnName":">","params":[{"nodeType":"fieldLookup","fieldName":"priceTotal","object":{"nodeType":"varRef","varName":"x"}},{"nodeType":"literal","literalType":"Integer","value":1000}]}}]}',
      "exists x from xEvent where x.priceTotal > 1000",
    ],
  ])("reads %s", (json, text) => {
    expect(pqlTextOf(json)).toEqual({ ok: true, text });
  });

  it("keeps an `$1` the author wrote, and a bare field, apart", () => {
    for (const text of ["$1.a = a", "xEvent[$1.a = a]", "$1 = $2"])
      expect(pqlTextOf(pqlJsonText(parse(text).ast!))).toEqual({ ok: true, text });
  });
});
