// What navigation needs from one file, without linting it: each audience's name, alias and place
// (document symbols, go to definition), the segment references it makes (definition, references)
// and the profile paths it reads (completion). Positions are the loader's file ranges.
import { extractFacts } from "../analysis/facts.js";
import { loadAudienceFile } from "../audience/load.js";
import { ALIAS_PREFIX } from "../audience/schema.js";
import type { Span } from "../syntax/ast.js";
import { parse } from "../syntax/index.js";

export interface OutlinedAudience {
  name: string;
  alias: string | undefined;
  /** The audience's part of the file. */
  range: Span;
  /** Where it is named: its alias, else its name, else its start. */
  nameRange: Span;
  expressionRange: Span;
}

export interface SegmentReference {
  /** As written: an id or `alias:NAME`; null when not a string literal. */
  id: string | null;
  /** The `inSegment(...)` call, and the string inside it. */
  range: Span;
  idRange: Span;
}

export interface Outline {
  audiences: OutlinedAudience[];
  references: SegmentReference[];
  paths: string[];
}

export function outline(file: string, text: string): Outline {
  const loaded = loadAudienceFile(file, text);
  const out: Outline = { audiences: [], references: [], paths: [] };
  for (const a of loaded.audiences) {
    const alias = a.definition["x-pql-audience"]?.alias;
    const start = { start: a.range.start, end: a.range.start };
    out.audiences.push({
      name: a.definition.name,
      alias,
      range: a.range,
      nameRange: a.locate(["x-pql-audience", "alias"]) ?? a.locate(["name"]) ?? start,
      expressionRange: a.expressionRange,
    });
    const { ast } = parse(a.pql);
    if (!ast) continue;
    const facts = extractFacts(ast);
    for (const s of facts.segments) out.references.push({ id: s.id, range: a.mapSpan(s.span), idRange: a.mapSpan(s.idSpan) });
    for (const p of facts.profileAttributes) out.paths.push(p.path);
  }
  return out;
}

/** The reference whose `inSegment(...)` holds the offset. */
export function referenceAt(references: readonly SegmentReference[], offset: number): SegmentReference | undefined {
  return references.find((r) => r.range.start.offset <= offset && offset <= r.range.end.offset);
}

/** The alias a reference names, or undefined for an id. */
export function aliasOf(reference: SegmentReference): string | undefined {
  return reference.id?.startsWith(ALIAS_PREFIX) ? reference.id.slice(ALIAS_PREFIX.length) : undefined;
}

/** The audience of the file whose part holds the offset (the expression's for YAML documents). */
export function audienceAt(audiences: readonly OutlinedAudience[], offset: number): number {
  return audiences.findIndex((a) => a.range.start.offset <= offset && offset <= a.range.end.offset);
}
