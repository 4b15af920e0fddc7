// Audience files -> definitions, with a map from every offset of the PQL text to line:column of
// the file. Pure: it takes the file's name and text and returns data (no I/O), and it never
// throws: a broken file is a list of problems with positions.
//
// Formats, chosen by the file name:
//   *.audience.json, *.json          one audience (the create body plus `x-pql-audience`)
//   *.audience.yaml/.yml, *.yaml/.yml one audience per YAML document (`---` separates several)
//   anything else (*.pql, <stdin>)     a bare PQL expression; the name is the file's base name
import { isScalar, parseAllDocuments, type Document } from "yaml";
import { audienceInvalidJson } from "./rules/audience-invalid-json.js";
import { audienceInvalidUtf8 } from "./rules/audience-invalid-utf8.js";
import { audienceInvalidYaml } from "./rules/audience-invalid-yaml.js";
import { audienceSchemaRule } from "./rules/audience-schema.js";
import type { Span } from "../syntax/ast.js";
import { LineMap } from "../syntax/positions.js";
import { invalidUtf8Message, type InvalidUtf8 } from "./encoding.js";
import { jsonValue, parseJson, type JsonNode } from "./json-source.js";
import type { AudienceProblem } from "./audience-problem.js";
import { schemaProblems } from "./problems.js";
import { pqlFromJsonValue } from "./pql-json-value.js";
import { audienceSchemas } from "./audience-schema.js";
import type { AudienceDefinition } from "./audience-definition.js";
import { aliasPattern } from "./schema-patterns.js";
import { SourceMap, SourceMapBuilder } from "./source-map.js";
import type { FieldPath, SourceTree } from "./field-path.js";
import { JsonTree, YamlTree } from "./source-tree.js";
import { decodeYamlScalar, type ScalarStyle } from "./yaml-scalar.js";
import { yamlSyntaxProblems } from "./yaml-mistakes.js";
import { refusedTags } from "./yaml-tags.js";
import { MAX_YAML_ALIASES } from "./yaml-aliases.js";

export type AudienceFileKind = "pql" | "json" | "yaml";

export interface LoadedAudience {
  /** The validated definition (for a bare `.pql`: name, `expression` and an alias from the file name). */
  definition: AudienceDefinition;
  /**
   * The PQL expression: `expression.value` decoded (escapes resolved, YAML lines folded); for
   * `format: pql/json`, the canonical PQL text of the JSON tree (the map points into the tree).
   */
  pql: string;
  /** Offsets of `pql` -> positions in the audience file. */
  map: SourceMap;
  /** A span of `pql` (as the parser and analyzer report it) -> the span of the file holding it. */
  mapSpan(span: Span): Span;
  /** Where `expression.value` is written in the file (quotes and block header included). */
  expressionRange: Span;
  /** This audience's part of the file: its YAML document, or the whole file. */
  range: Span;
  /** 0-based position of the audience in its file (YAML documents). */
  index: number;
  /** True when every PQL offset maps to its own characters; false when it falls back to the whole scalar. */
  exactPositions: boolean;
  /**
   * Where a field is written: `locate(["evaluationInfo", "synchronous", "enabled"])` -> the range
   * of its value (of its key with `"key"`); undefined when the field is absent.
   */
  locate(path: FieldPath, part?: "key" | "value"): Span | undefined;
}

export interface AudienceFile {
  kind: AudienceFileKind;
  audiences: LoadedAudience[];
  problems: AudienceProblem[];
}

/** The kind of audience file a name stands for. */
export function audienceFileKind(fileName: string): AudienceFileKind {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".yaml") || lower.endsWith(".yml")) return "yaml";
  return "pql";
}

/** True for names the linter picks up when it walks a directory. */
export function isAudienceFileName(fileName: string): boolean {
  return /\.(?:pql|audience\.json|audience\.ya?ml)$/i.test(fileName);
}

export interface LoadOptions {
  /** Set when the file's bytes were not all UTF-8 (see encoding.ts): reported, and the text read on. */
  invalidUtf8?: InvalidUtf8 | undefined;
}

export function loadAudienceFile(fileName: string, text: string, options: LoadOptions = {}): AudienceFile {
  const lines = new LineMap(text);
  const loaded = loadText(fileName, text, lines);
  readPqlJson(loaded, lines);
  if (options.invalidUtf8) {
    const { offset } = options.invalidUtf8;
    loaded.problems.unshift({
      rule: audienceInvalidUtf8.meta.name,
      ...invalidUtf8Message(options.invalidUtf8),
      range: lines.span(offset, Math.min(offset + 1, text.length)),
    });
  }
  return loaded;
}

/**
 * The expression of the audience at `index` as loadAudienceFile gives it, if the file loads with
 * no problem; else undefined. What the formatter asks of an edited file ("does it read back as
 * the canonical form?").
 */
export function expressionReadBack(fileName: string, text: string, index: number): string | undefined {
  const loaded = loadAudienceFile(fileName, text);
  return loaded.problems.length === 0 ? loaded.audiences.find((a) => a.index === index)?.pql : undefined;
}

/**
 * A `pql/json` expression becomes PQL text here, once, so every later stage reads one kind of
 * expression; its map points into the JSON tree. A value that is not a pql/json tree is a
 * problem of the file, and the audience is dropped (as one that fails the schema).
 */
function readPqlJson(file: AudienceFile, lines: LineMap): void {
  if (!file.audiences.some((a) => a.definition.expression.format === "pql/json")) return;
  const kept: LoadedAudience[] = [];
  for (const a of file.audiences) {
    if (a.definition.expression.format !== "pql/json") {
      kept.push(a);
      continue;
    }
    // A JSON file's canonical PQL is one line (format-audience-file.ts, canonicalExpression).
    const read = pqlFromJsonValue(a.pql, a.map, lines, file.kind === "json" ? Number.POSITIVE_INFINITY : undefined);
    if (read.ok) kept.push({ ...a, pql: read.pql, map: read.map, mapSpan: read.mapSpan });
    else file.problems.push(read.problem);
  }
  file.audiences = kept;
}

function loadText(fileName: string, text: string, lines: LineMap): AudienceFile {
  const kind = audienceFileKind(fileName);
  try {
    if (kind === "json") return loadJson(text, lines);
    if (kind === "yaml") return loadYaml(text, lines);
    return loadPql(fileName, text, lines);
  } catch (e) {
    // A bug of ours must not stop the other files: report it on this one.
    const message = e instanceof Error ? e.message : String(e);
    return {
      kind,
      audiences: [],
      problems: [
        {
          rule: kind === "json" ? audienceInvalidJson.meta.name : audienceInvalidYaml.meta.name,
          message: `could not read this file: ${message}`,
          range: lines.span(0, 0),
          hints: ["this is a bug in pql-audience; please report it with the file"],
        },
      ],
    };
  }
}

function loadPql(fileName: string, text: string, lines: LineMap): AudienceFile {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.pql$/i, "") || "expression";
  const definition: AudienceDefinition = {
    name: base,
    expression: { type: "PQL", format: "pql/text", value: text },
    ...(aliasPattern.test(base) ? { "x-pql-audience": { alias: base } } : {}),
  };
  const map = SourceMap.identity(lines, 0, text.length);
  const whole = lines.span(0, text.length);
  return {
    kind: "pql",
    audiences: [audience(definition, text, map, true, whole, whole, 0, () => undefined)],
    problems: [],
  };
}

function loadJson(text: string, lines: LineMap): AudienceFile {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { message, start, end } = parsed.error;
    return {
      kind: "json",
      audiences: [],
      problems: [{ rule: audienceInvalidJson.meta.name, message: `invalid JSON: ${message}`, range: lines.span(start, end), hints: [] }],
    };
  }
  const tree = new JsonTree(parsed.node);
  const data = jsonValue(parsed.node);
  const checked = validate(data, tree, lines);
  if (!checked.definition) return { kind: "json", audiences: [], problems: checked.problems };
  const valueNode = jsonNodeAt(parsed.node, ["expression", "value"]);
  if (valueNode?.type !== "string") return { kind: "json", audiences: [], problems: checked.problems };
  const map = valueNode.map.build(lines, valueNode.end - 1);
  const loaded = audience(
    checked.definition,
    valueNode.value,
    map,
    true,
    lines.span(valueNode.start, valueNode.end),
    lines.span(0, text.length),
    0,
    locator(tree, text, lines),
  );
  return { kind: "json", audiences: [loaded], problems: checked.problems };
}

function loadYaml(text: string, lines: LineMap): AudienceFile {
  const documents = parseAllDocuments(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  const list: Document.Parsed[] = Array.isArray(documents) ? documents : [];
  const problems: AudienceProblem[] = [];
  const audiences: LoadedAudience[] = [];
  // A document with only comments (a trailing `---`) is not an audience, unless it is the only one.
  const meaningful = list.filter((doc) => doc.errors.length > 0 || !isEmptyDocument(doc));
  if (meaningful.length === 0) {
    const at = list[0]?.range[0] ?? 0;
    problems.push({
      rule: audienceSchemaRule.meta.name,
      message: "the file holds no audience",
      range: lines.span(at, at),
      hints: ["an audience file needs at least `name` and `expression`"],
    });
    return { kind: "yaml", audiences, problems };
  }
  const whole = meaningful.length === 1;
  for (const [index, doc] of meaningful.entries()) {
    const docRange = [doc.range[0], doc.range[2]] as const;
    const tags = refusedTags(doc, text, lines);
    // `yaml`'s errors inside a refused tag's value are about the tag (`!!set` items with values).
    const errors = doc.errors.filter((e) => !tags.ranges.some(([s, end]) => e.pos[0] >= s && e.pos[0] < end));
    if (errors.length > 0) problems.push(...yamlSyntaxProblems(text, lines, docRange, errors));
    problems.push(...tags.problems);
    if (errors.length > 0 || tags.problems.length > 0) continue;
    const range = whole ? ([0, text.length] as const) : ([doc.range[0], doc.range[2]] as const);
    const tree = new YamlTree(doc.contents, range);
    let data: unknown;
    try {
      data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    } catch (e) {
      // An alias with no anchor (`value: *x = 1`): said where it is written, if we can find it.
      const found = yamlSyntaxProblems(text, lines, docRange, []);
      problems.push(
        ...(found.length > 0
          ? found
          : [
              {
                rule: audienceInvalidYaml.meta.name,
                message: `invalid YAML: ${e instanceof Error ? e.message : String(e)}`,
                range: lines.span(tree.head[0], tree.head[1]),
                hints: [],
              },
            ]),
      );
      continue;
    }
    const checked = validate(data, tree, lines);
    problems.push(...checked.problems);
    if (!checked.definition) continue;
    const node = tree.node(["expression", "value"]);
    if (!node?.range) continue;
    // An alias (`value: *shared`) has no characters of its own: point at the alias.
    const scalar = isScalar(node)
      ? { style: node.type as ScalarStyle | undefined, indent: (node.srcToken as { indent?: number } | undefined)?.indent ?? 0 }
      : undefined;
    audiences.push(yamlAudience(text, lines, checked.definition, [node.range[0], node.range[1]], scalar, range, index, tree));
  }
  return { kind: "yaml", audiences, problems };
}

function yamlAudience(
  text: string,
  lines: LineMap,
  definition: AudienceDefinition,
  [start, end]: readonly [number, number],
  scalar: { style: ScalarStyle | undefined; indent: number } | undefined,
  range: readonly [number, number],
  index: number,
  tree: SourceTree,
): LoadedAudience {
  const pql = definition.expression.value;
  const { map, exact } = scalar ? yamlValueMap(text, lines, start, end, scalar, pql) : coarseMap(lines, pql, start, end);
  // A block scalar's range runs past its final line break; carets should stop at the last character.
  const written = trimEnd(text, [start, end]);
  return audience(definition, pql, map, exact, lines.span(...written), lines.span(range[0], range[1]), index, locator(tree, text, lines));
}

/** Only comments (or nothing) after `---`: `yaml` gives it an empty null scalar. */
function isEmptyDocument(doc: Document.Parsed): boolean {
  const contents = doc.contents;
  return contents === null || (isScalar(contents) && contents.value === null && contents.range?.[0] === contents.range?.[1]);
}

/** The per-character map of a YAML scalar, or (if we cannot read it exactly) the whole scalar for every character. */
function yamlValueMap(
  text: string,
  lines: LineMap,
  start: number,
  end: number,
  { style, indent }: { style: ScalarStyle | undefined; indent: number },
  value: string,
): { map: SourceMap; exact: boolean } {
  const decoded = style ? decodeYamlScalar(text, style, start, end, indent) : undefined;
  if (decoded && decoded.value === value) {
    // The end of the value: the closing quote, or just past the last character.
    const endOffset = style === "QUOTE_SINGLE" || style === "QUOTE_DOUBLE" ? end - 1 : (decoded.lastEnd ?? end);
    return { map: decoded.build(lines, endOffset), exact: true };
  }
  return coarseMap(lines, value, start, end);
}

/** Every character of the value maps to the whole of [start, end). */
function coarseMap(lines: LineMap, value: string, start: number, end: number): { map: SourceMap; exact: boolean } {
  const coarse = new SourceMapBuilder();
  coarse.push(value, start, end);
  return { map: coarse.build(lines, end), exact: false };
}

const JITLESS = { jitless: true } as const;

function validate(data: unknown, tree: SourceTree, lines: LineMap): { definition?: AudienceDefinition; problems: AudienceProblem[] } {
  // jitless: zod's compiled validators are built with `new Function`, which V8's code cache
  // cannot keep, so every short run would pay for compiling them.
  const result = audienceSchemas().audience.safeParse(data, JITLESS);
  if (result.success) return { definition: result.data, problems: [] };
  return { problems: schemaProblems(result.error.issues, data, tree, lines) };
}

function audience(
  definition: AudienceDefinition,
  pql: string,
  map: SourceMap,
  exactPositions: boolean,
  expressionRange: Span,
  range: Span,
  index: number,
  locate: LoadedAudience["locate"],
): LoadedAudience {
  return { definition, pql, map, mapSpan: (span) => map.mapSpan(span), expressionRange, range, index, exactPositions, locate };
}

function locator(tree: SourceTree, text: string, lines: LineMap): LoadedAudience["locate"] {
  return (path, part) => {
    const found = tree.locate(path, part);
    return found ? lines.span(...trimEnd(text, found)) : undefined;
  };
}

/** YAML block collections end after their last line break; a range for people ends at the last character. */
export function trimEnd(text: string, [start, end]: readonly [number, number]): [number, number] {
  let e = end;
  while (e > start && /\s/.test(text[e - 1]!)) e--;
  return [start, e];
}

function jsonNodeAt(root: JsonNode, path: string[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const key of path) node = node?.type === "object" ? node.entries.find((e) => e.key === key)?.value : undefined;
  return node;
}
