// Problems with an audience file itself (not its PQL): what is wrong, in plain words, and where.
// zod's issues name paths and types; these messages name the field as the author wrote it and
// show what was found ("`evaluationInfo.synchronous.enabled` must be true or false, found "yes"").
import { closest } from "../text/did-you-mean.js";
import { audienceSchemaRule } from "./rules/audience-schema.js";
import { suppressionsMissingReason } from "./rules/suppressions-missing-reason.js";
import type * as z from "zod/mini";
import type { AudienceProblem } from "./audience-problem.js";
import type { LineMap } from "../syntax/positions.js";
import { audienceFields, knownKeysAt } from "./audience-schema.js";
import type { FieldPath, Range, SourceTree } from "./field-path.js";
import { shorten } from "../text/shorten.js";

export type { AudienceProblem, AudienceRule } from "./audience-problem.js";

/** Fields AEP returns on a definition but that are not part of a create body. */
const responseOnlyFields = new Set([
  "imsOrgId",
  "sandbox",
  "creationTime",
  "updateTime",
  "updateEpoch",
  "baselineTime",
  "dependents",
  "dependencies",
  "definedOn",
  "type",
  "lifecycleState",
  "namespace",
]);

/** Extras that belong under `x-pql-audience`. */
const extrasFields = new Set(["id", "alias", "suppress"]);

/**
 * Where the data checked sits and how its fields are named: an audience (the default), or a part
 * of one kept in a file of its own (test cases in NAME.pql.test.yaml: test-cases.ts).
 */
export interface SchemaPlace {
  /** The path in an audience file the data stands for: its fields' descriptions and known keys are read there. */
  within: FieldPath;
  /** How the field at `path` (a path into the data) is named in a message, quoted. */
  name(path: FieldPath): string;
  /** What a problem says when the field at `path` is missing; `description`: the schema's words for it. */
  missing(path: FieldPath, description: string | undefined): { message: string; hints: string[] };
  /** The keys the object at `path` may have, for "did you mean". */
  knownKeys(path: FieldPath): string[] | undefined;
}

const audiencePlace: SchemaPlace = {
  within: [],
  name: (path) => `\`${fieldName(path)}\``,
  missing: (path, description) => ({
    message: `\`${fieldName(path)}\` is missing`,
    hints: description ? [`add \`${fieldName(path)}\`: ${lowerFirst(description)}`] : [],
  }),
  knownKeys: knownKeysAt,
};

export function schemaProblems(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  tree: SourceTree,
  lines: LineMap,
  place: SchemaPlace = audiencePlace,
): AudienceProblem[] {
  const problems: AudienceProblem[] = [];
  const text = lines.text;
  const span = ([start, end]: Range) => {
    // YAML block collections end after their last line break; a range for people ends at the last character.
    let e = end;
    while (e > start && /\s/.test(text[e - 1]!)) e--;
    return lines.span(start, e);
  };
  for (const issue of issues) {
    const path = issue.path as FieldPath;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problems.push({
          rule: audienceSchemaRule.meta.name,
          ...unknownField(path, key, place),
          range: span(tree.locate([...path, key], "key") ?? tree.head),
        });
      continue;
    }
    const value = valueAt(data, path);
    const where = tree.locate(path) ?? nearest(tree, path);
    const name = place.name(path);
    const inAudience = [...place.within, ...path];
    const isReason =
      inAudience.length === 4 && inAudience[0] === "x-pql-audience" && inAudience[1] === "suppress" && inAudience[3] === "reason";
    if (value === undefined && (issue.code === "invalid_type" || isReason)) {
      const field = audienceFields().find((f) => f.path === fieldName(inAudience).replace(/\[\d+\]/g, "[]"));
      const missing = isReason
        ? { message: "this suppression has no `reason`: say why the rule does not apply here", hints: [] }
        : place.missing(path, field?.description);
      problems.push({
        rule: isReason ? suppressionsMissingReason.meta.name : audienceSchemaRule.meta.name,
        ...missing,
        range: span(where),
      });
      continue;
    }
    if (isReason) {
      problems.push({
        rule: suppressionsMissingReason.meta.name,
        message: "this suppression's `reason` is empty: say why the rule does not apply here",
        range: span(where),
        hints: [],
      });
      continue;
    }
    problems.push({ rule: audienceSchemaRule.meta.name, ...describeIssue(issue, name, value, path), range: span(where) });
  }
  return problems;
}

function unknownField(path: FieldPath, key: string, place: SchemaPlace): { message: string; hints: string[] } {
  const within = path.length > 0 ? ` in ${place.name(path)}` : "";
  const message = `unknown field \`${key}\`${within}`;
  if (place.within.length + path.length === 0 && extrasFields.has(key))
    return { message, hints: [`pql-audience's own fields go under \`x-pql-audience\`: \`x-pql-audience.${key}\``] };
  if (place.within.length + path.length === 0 && responseOnlyFields.has(key))
    return { message, hints: ["AEP returns this field but does not accept it when creating an audience; remove it"] };
  const known = place.knownKeys(path) ?? [];
  const close = closest(key, known);
  if (close) return { message, hints: [`did you mean \`${close}\`?`] };
  return { message, hints: known.length > 0 ? [`the fields here are ${known.map((k) => `\`${k}\``).join(", ")}`] : [] };
}

function describeIssue(issue: z.core.$ZodIssue, name: string, value: unknown, path: FieldPath): { message: string; hints: string[] } {
  const found = `found ${shown(value)}`;
  switch (issue.code) {
    case "invalid_type": {
      if (path.length === 0) return { message: `an audience file must be an object with \`name\` and \`expression\`, ${found}`, hints: [] };
      const expected = expectedWords[issue.expected] ?? `a ${issue.expected}`;
      return {
        message: `${name} must be ${expected}, ${found}`,
        hints: issue.expected === "boolean" && typeof value === "string" ? ["write true or false without quotes"] : [],
      };
    }
    case "invalid_value": {
      const options = issue.values.map((v) => JSON.stringify(v));
      const close =
        typeof value === "string" ? issue.values.find((v) => typeof v === "string" && v.toLowerCase() === value.toLowerCase()) : undefined;
      return {
        message: `${name} must be ${orList(options)}, ${found}`,
        hints: close !== undefined ? [`did you mean ${JSON.stringify(close)}?`] : [],
      };
    }
    case "too_small":
      if (issue.origin === "string") return { message: `${name} must not be empty`, hints: [] };
      if (issue.origin === "number")
        return { message: `${name} must be at least ${issue.inclusive ? issue.minimum : Number(issue.minimum) + 1}, ${found}`, hints: [] };
      return { message: `${name} is too short`, hints: [] };
    case "invalid_format":
      if (path[path.length - 1] === "alias")
        return {
          message: `${name} must be a simple name (letters, digits, \`.\`, \`_\`, \`-\`), ${found}`,
          hints: ['for example "cart-abandoners"'],
        };
      if (path[path.length - 1] === "rule")
        return {
          message: `${name} must name a rule, ${found}`,
          hints: ['a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")'],
        };
      return { message: `${name} has the wrong format, ${found}`, hints: [] };
    case "custom":
      return { message: `${name} ${issue.message}`, hints: [] };
    default:
      return { message: `${name} is not valid, ${found}`, hints: [] };
  }
}

const expectedWords: Record<string, string> = {
  boolean: "true or false",
  string: "a string",
  number: "a number",
  int: "a whole number",
  object: "an object with fields",
  array: "a list",
};

/** `evaluationInfo.synchronous.enabled`, `x-pql-audience.suppress[0].reason`; `the file` for the root. */
export function fieldName(path: FieldPath): string {
  let name = "";
  for (const step of path) name += typeof step === "number" ? `[${step}]` : name ? `.${String(step)}` : String(step);
  return name || "the audience";
}

function shown(value: unknown): string {
  if (value === null) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(shorten(value));
  return String(value);
}

function valueAt(data: unknown, path: FieldPath): unknown {
  let current = data;
  for (const step of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = Object.hasOwn(current, step) ? (current as Record<PropertyKey, unknown>)[step] : undefined;
  }
  return current;
}

/** For a missing field: its parent's key (the object it should be in), or the top of the document. */
function nearest(tree: SourceTree, path: FieldPath): Range {
  for (let n = path.length - 1; n > 0; n--) {
    const key = tree.locate(path.slice(0, n), "key");
    if (key) return key;
  }
  return tree.head;
}

function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
