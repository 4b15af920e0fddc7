// The expressions the differential property runs: every audience of examples/ and test/fixtures/,
// and every string literal of the evaluator's test files that parses as PQL (the tables there
// write their expressions as string literals; a literal that is not PQL does not parse and is
// left out). Also the field names, strings, numbers and segment ids they use, from which the
// property builds data those expressions can match.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { loadAudienceFile } from "../../src/audience/load.js";
import { parseAudiences } from "../../src/run/audience-file.js";
import type { Expression } from "../../src/syntax/ast.js";
import { forEachNode, parse } from "../../src/syntax/index.js";

export interface CorpusEntry {
  /** Where it comes from: `examples/x.audience.yaml#name` or `test/evaluate/x.test.ts`. */
  source: string;
  text: string;
  ast: Expression;
}

const root = join(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const audienceFile = /\.(pql|audience\.ya?ml|audience\.json)$/;

function audiences(dir: string): CorpusEntry[] {
  return filesUnder(join(root, dir))
    .filter((f) => audienceFile.test(f) || (f.includes("fixtures") && /\.(ya?ml|json|pql)$/.test(f)))
    .flatMap((f) => {
      const parsed = parseAudiences(loadAudienceFile(f, readFileSync(f, "utf8")));
      return parsed.audiences.map((a, i) => ({
        source: `${relative(root, f)}#${a.name}`,
        text: parsed.loaded[i]!.pql,
        ast: a.ast,
      }));
    });
}

const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$\\]*)`/g;

function unescape(s: string): string {
  return s.replace(/\\(.)/g, (_, c: string) => ({ n: "\n", t: "\t", r: "\r" })[c] ?? c);
}

function literalsOf(file: string): CorpusEntry[] {
  const text = readFileSync(file, "utf8");
  const out: CorpusEntry[] = [];
  for (const m of text.matchAll(literal)) {
    const pql = unescape(m[1] ?? m[2] ?? m[3] ?? "");
    if (pql.trim().length < 2) continue;
    const { ast, errors } = parse(pql);
    if (ast && errors.length === 0) out.push({ source: relative(root, file), text: pql, ast });
  }
  return out;
}

/** The whole corpus, each text once. */
export function corpus(): CorpusEntry[] {
  const all = [
    ...audiences("examples"),
    ...audiences("test/fixtures"),
    ...filesUnder(join(root, "test/evaluate"))
      .filter((f) => f.endsWith(".test.ts"))
      .flatMap(literalsOf),
  ];
  const seen = new Set<string>();
  return all.filter((e) => (seen.has(e.text) ? false : (seen.add(e.text), true)));
}

/** The names, strings, numbers and segment ids the expressions mention. */
export function vocabulary(entries: readonly CorpusEntry[]) {
  const names = new Set<string>();
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const segments = new Set<string>();
  const paths = new Map<string, string[]>();
  for (const e of entries)
    forEachNode(e.ast, (node) => {
      if (node.kind === "Path" && node.segments.length > 0) {
        const names = node.segments.map((n) => n.name);
        // `X.a.b` of a bound variable reads `a.b` of an element: both shapes are useful data.
        for (const path of [names, names.slice(1)]) if (path.length > 0) paths.set(path.join("."), path);
      }
      if (node.kind === "Name") names.add(node.name);
      else if (node.kind === "String") strings.add(node.value);
      else if (node.kind === "Number") numbers.add(node.value);
      else if (node.kind === "SegmentReference") segments.add(node.segmentId);
    });
  return { names: [...names], strings: [...strings], numbers: [...numbers], segments: [...segments], paths: [...paths.values()] };
}
