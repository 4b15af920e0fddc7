// YAML tags an audience file cannot hold. The audience schema is text, numbers, true or false,
// lists and mappings; `!!binary` makes a byte buffer, `!!timestamp` a date, `!!set` a set, and a
// local tag (`!audience`) means nothing to anyone reading the file. Validating such a value
// against the schema gives nonsense (a byte buffer's methods reported as unknown fields), so each
// tag is one problem at the tag and the document is not validated.
import { visit, type Document } from "yaml";
import { audienceInvalidYaml } from "./rules/audience-invalid-yaml.js";
import type { LineMap } from "../syntax/positions.js";
import type { AudienceProblem } from "./audience-problem.js";
import { yamlHints } from "./yaml-mistakes.js";

/** The core schema's tags: writing one only says what the value already is (`!!str 2024`). */
const allowedTags = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

export interface RefusedTags {
  problems: AudienceProblem[];
  /** [start, end) of each tagged node, tag included: `yaml`'s errors there are about the tag. */
  ranges: (readonly [number, number])[];
}

export function refusedTags(doc: Document.Parsed, text: string, lines: LineMap): RefusedTags {
  const found: RefusedTags = { problems: [], ranges: [] };
  visit(doc, {
    Node(_, node) {
      if (!node.tag || allowedTags.has(node.tag) || !node.range) return;
      const [start, end] = tagBefore(text, node.range[0]) ?? [node.range[0], node.range[0]];
      const written = text.slice(start, end) || node.tag;
      found.ranges.push([start, node.range[2]]);
      found.problems.push({
        rule: audienceInvalidYaml.meta.name,
        message: `the YAML tag \`${written}\` is not allowed in an audience file, which holds only text, numbers, true or false, lists and mappings; remove the tag`,
        range: lines.span(start, end),
        hints: yamlHints(lines.lineText(lines.position(start).line)),
      });
      return visit.SKIP;
    },
  });
  return found;
}

/**
 * Where the tag of the node starting at `offset` is written: the nearest `!...` word before it,
 * past an anchor (`&a`), spaces and line breaks (a tagged mapping starts on the next line).
 */
function tagBefore(text: string, offset: number): [number, number] | undefined {
  let end = offset;
  for (;;) {
    while (end > 0 && /\s/.test(text[end - 1]!)) end--;
    let start = end;
    while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
    if (text[start] === "!") return [start, end];
    if (text[start] !== "&" || start === end) return undefined;
    end = start;
  }
}
