// Shared helpers for the audience tests: load a file and slice it where a PQL span maps to.
import { expect } from "vitest";
import { loadAudienceFile, type LoadedAudience } from "../../src/audience/load.js";
import type { Span } from "../../src/syntax/ast.js";

/** A span of the PQL text from offsets (line/column are not read by mapSpan). */
export function pqlSpan(start: number, end: number): Span {
  return { start: { offset: start, line: 0, column: 0 }, end: { offset: end, line: 0, column: 0 } };
}

/** Loads a file that must hold exactly one valid audience. */
export function loadOne(fileName: string, text: string): LoadedAudience {
  const file = loadAudienceFile(fileName, text);
  expect(file.problems).toEqual([]);
  expect(file.audiences).toHaveLength(1);
  return file.audiences[0]!;
}

/** The file text a PQL range [start, end) maps to. */
export function mappedText(audience: LoadedAudience, text: string, start: number, end: number): string {
  const span = audience.mapSpan(pqlSpan(start, end));
  return text.slice(span.start.offset, span.end.offset);
}

/** The line:column a PQL offset maps to, as "line:column". */
export function mappedAt(audience: LoadedAudience, offset: number): string {
  const span = audience.mapSpan(pqlSpan(offset, offset + 1));
  return `${span.start.line}:${span.start.column}`;
}

/** Builds an audience YAML file around an `expression.value` written in any style. */
export function yamlAudience(valueLines: string): string {
  return `name: test\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${valueLines}\nschema:\n  name: _xdm.context.profile\n`;
}

/** Builds an audience JSON file around the raw JSON of `expression.value` (quotes included). */
export function jsonAudience(rawValue: string): string {
  return `{\n  "name": "test",\n  "expression": {\n    "type": "PQL",\n    "format": "pql/text",\n    "value": ${rawValue}\n  }\n}\n`;
}
