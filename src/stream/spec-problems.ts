// Turns YAML syntax errors and zod issues into problems with a file position (line:col, from
// the `yaml` package's node ranges), a dotted path and a plain message.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import type * as z from "zod";
import { firstAliasOffset, MAX_YAML_ALIASES } from "../audience/yaml-aliases.js";
import { closest } from "../text/did-you-mean.js";
import { SPEC_KEYS, StreamSpecSchema } from "./spec.js";
import type { StreamSpec } from "./spec-types.js";

export interface SpecProblem {
  file: string;
  line: number;
  col: number;
  /** `target.schema.fields[1].type`, or empty for the whole document. */
  path: string;
  message: string;
}

export class StreamSpecError extends Error {
  override name = "StreamSpecError";
  constructor(readonly problems: SpecProblem[]) {
    super(problems.map(formatProblem).join("\n"));
  }
}

export function formatProblem(p: SpecProblem): string {
  return `${p.file}:${p.line}:${p.col}: ${p.path ? `${p.path}: ` : ""}${p.message}`;
}

/** Parses and validates a spec; throws StreamSpecError listing every problem found. */
export function parseStreamSpec(text: string, file: string): StreamSpec {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => lineCounter.linePos(offset);
  if (doc.errors.length > 0) {
    throw new StreamSpecError(
      doc.errors.map((e) => {
        const { line, col } = at(e.pos[0]);
        return { file, line, col, path: "", message: `YAML: ${e.message.split("\n")[0]}` };
      }),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    // Too many aliases (a "billion laughs"), or an alias whose anchor comes later.
    const { line, col } = at(firstAliasOffset(doc));
    throw new StreamSpecError([{ file, line, col, path: "", message: `YAML: ${(e as Error).message}` }]);
  }
  const parsed = StreamSpecSchema.safeParse(data ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  // A misspelt key already says "did you mean X"; a second "X: missing" for it is noise.
  const suggested = new Set(
    parsed.error.issues.flatMap((i) =>
      i.code === "unrecognized_keys" ? i.keys.map((k) => [...i.path, closest(k, SPEC_KEYS, 2)].join(".")) : [],
    ),
  );
  const issues = parsed.error.issues.filter(
    (i) => !(i.code === "invalid_type" && i.input === undefined && suggested.has(i.path.join("."))),
  );
  const problems = issues.map((issue) => {
    const { offset, path } = locate(doc, issue);
    const { line, col } = at(offset);
    return { file, line, col, path, message: describeIssue(issue) };
  });
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  throw new StreamSpecError(problems);
}

function dotted(path: PropertyKey[]): string {
  return path.reduce<string>((s, k) => (typeof k === "number" ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), "");
}

/**
 * Where an issue points: the value at its path; for a whole mapping or list (a missing key, a
 * rule across fields) the key that introduces it; for an unknown key, that key; when the path
 * runs out of the document, the nearest parent found.
 */
function locate(doc: Document, issue: z.core.$ZodIssue): { offset: number; path: string } {
  let node: unknown = doc.contents;
  const path = [...issue.path];
  let offset = (node as Node | null)?.range?.[0] ?? 0;
  let keyOffset: number | undefined;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
      if (!pair) break;
      node = pair.value ?? pair.key;
      keyOffset = (pair.key as Node | null)?.range?.[0];
      offset = ((pair.value as Node | null)?.range ?? (pair.key as Node | null)?.range)?.[0] ?? offset;
    } else if (isSeq(node) && typeof key === "number" && node.items[key]) {
      node = node.items[key];
      keyOffset = undefined;
      offset = (node as Node).range?.[0] ?? offset;
    } else break;
  }
  if (issue.code === "unrecognized_keys" && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && issue.keys.includes(String(p.key.value)));
    const keyRange = (pair?.key as Node | undefined)?.range;
    if (keyRange) return { offset: keyRange[0], path: dotted([...path, String((pair!.key as { value: unknown }).value)]) };
  }
  if ((isMap(node) || isSeq(node)) && keyOffset !== undefined) offset = keyOffset;
  return { offset, path: dotted(path) };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return !("input" in issue) || issue.input === undefined
        ? `missing (expected ${issue.expected})`
        : `expected ${issue.expected}, got ${kindOf(issue.input)}`;
    case "unrecognized_keys": {
      const key = issue.keys[0] ?? "";
      const near = closest(key, SPEC_KEYS, 2);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""}`;
    }
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}${"input" in issue ? `, got ${JSON.stringify(issue.input)}` : ""}`;
    case "invalid_union": {
      // A spec ref: a UUID string or {id, version}; report the string branch's reason.
      const first = issue.errors.flat()[0];
      return first ? describeIssue(first) : "not a valid value";
    }
    default:
      return issue.message;
  }
}

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  return `${typeof v} ${JSON.stringify(v)}`;
}
