// The test cases of a bare .pql file, kept beside it in NAME.pql.test.yaml: a list of cases, or
// an object whose `tests` holds them. Pure. `yaml` reads the file and zod checks each case with
// the schema of an audience file's `x-pql-audience.tests`, and a problem is worded and placed as
// the loader words an audience file's (problems.ts): the field, where it is, and what to write.
import { parseDocument } from "yaml";
import * as z from "zod/mini";
import { LineMap } from "../syntax/positions.js";
import { audienceSchemas, knownKeysAt } from "./audience-schema.js";
import { type AudienceProblem, fieldName, lowerFirst, type SchemaPlace, schemaProblems } from "./problems.js";
import { audienceSchemaRule } from "./rules/audience-schema.js";
import type { TestCase } from "./schema.js";
import { type FieldPath, YamlTree } from "./source-tree.js";
import { MAX_YAML_ALIASES } from "./yaml-aliases.js";
import { yamlSyntaxProblems } from "./yaml-mistakes.js";

/** The cases a NAME.pql.test.yaml holds, or the problems that keep them from running. */
export function loadTestCases(text: string): { cases: TestCase[]; problems: AudienceProblem[] } {
  const lines = new LineMap(text);
  const doc = parseDocument(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return { cases: [], problems: yamlSyntaxProblems(text, lines, [0, text.length], doc.errors) };
  const tree = new YamlTree(doc.contents, [0, text.length]);
  const whole = () => lines.span(tree.head[0], tree.head[1]);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    const message = `invalid YAML: ${e instanceof Error ? e.message : String(e)}`;
    return { cases: [], problems: [{ rule: audienceSchemaRule.meta.name, message, range: whole(), hints: [] }] };
  }
  const testCase = audienceSchemas().testCase;
  const listed = Array.isArray(data);
  if (!listed && (typeof data !== "object" || data === null || !Object.hasOwn(data, "tests"))) {
    const message = "a test cases file holds a list of test cases, or `tests:` with the list";
    const hints = ['for example `- name: adult`, `now: "2024-05-15T12:00:00Z"`, `profile: { person: { age: 30 } }`, `expect: true`'];
    return { cases: [], problems: [{ rule: audienceSchemaRule.meta.name, message, range: whole(), hints }] };
  }
  // The same checks as an audience file's `x-pql-audience.tests` (or `x-pql-audience`, for `tests:`).
  const schema = listed ? z.array(testCase) : z.strictObject({ tests: z.array(testCase) });
  const result = schema.safeParse(data, { jitless: true });
  if (result.success) return { cases: Array.isArray(result.data) ? result.data : result.data.tests, problems: [] };
  return { cases: [], problems: schemaProblems(result.error.issues, data, tree, lines, casesPlace(data, listed)) };
}

/** How the fields of a cases file are named: by their case (its number and name), not by a path into the file. */
function casesPlace(data: unknown, listed: boolean): SchemaPlace {
  const within: FieldPath = listed ? ["x-pql-audience", "tests"] : ["x-pql-audience"];
  // [index, field, ...] of a case, from a path into the data.
  const inCase = (path: FieldPath) => (listed ? path : path[0] === "tests" ? path.slice(1) : undefined);
  const caseName = (index: number) => {
    const list = listed ? data : (data as { tests?: unknown }).tests;
    const name: unknown = Array.isArray(list) ? (list[index] as { name?: unknown } | undefined)?.name : undefined;
    return typeof name === "string" && name !== "" ? ` (\`${name}\`)` : "";
  };
  const name = (path: FieldPath) => {
    const steps = inCase(path);
    if (steps === undefined || typeof steps[0] !== "number") return `\`${fieldName(path)}\``;
    const [index, ...field] = steps;
    const within = `test case ${index + 1}${caseName(index)}`;
    return field.length > 0 ? `\`${fieldName(field)}\` of ${within}` : within;
  };
  return {
    within,
    name,
    missing: (path, description) => {
      const steps = inCase(path);
      const what = description ? `, ${lowerFirst(description)}` : "";
      if (steps?.length !== 2 || typeof steps[0] !== "number") return { message: `${name(path)} is missing${what}`, hints: [] };
      const field = String(steps[1]);
      return { message: `a test case needs \`${field}:\`${what}; test case ${steps[0] + 1}${caseName(steps[0])} has none`, hints: [] };
    },
    // At the top of the file, `tests` is the one key; inside a case, a case's.
    knownKeys: (path) => (!listed && path.length === 0 ? ["tests"] : knownKeysAt([...within, ...path])),
  };
}
