// A loaded audience file made ready to run: each audience's tree, name, alias and id, and the
// PQL that does not parse (with its range in the file). `evaluate`, `test` and the project
// lookup of referenced audiences read files this one way.
import type { AudienceFile, LoadedAudience } from "../audience/load.js";
import type { Span } from "../syntax/ast.js";
import { parse, type ParseError } from "../syntax/index.js";
import { isObject } from "../text/is-object.js";
import type { RunnableAudience } from "./evaluate-audiences.js";

export interface ParsedAudiences {
  /** The audiences whose PQL parses, in file order. */
  audiences: RunnableAudience[];
  /** For each of `audiences`: the loaded audience (its PQL, for the trace's spans; its extras). */
  loaded: LoadedAudience[];
  /** Syntax errors of the audiences that do not parse, each with its range in the file. */
  syntaxErrors: { error: ParseError; range: Span }[];
}

export function parseAudiences(file: AudienceFile): ParsedAudiences {
  const out: ParsedAudiences = { audiences: [], loaded: [], syntaxErrors: [] };
  for (const audience of file.audiences) {
    const { ast, errors } = parse(audience.pql);
    for (const error of errors) out.syntaxErrors.push({ error, range: audience.mapSpan(error.span) });
    if (!ast) continue;
    const extras = audience.definition["x-pql-audience"];
    out.audiences.push({ name: audience.definition.name, alias: extras?.alias, id: extras?.id, ast });
    out.loaded.push(audience);
  }
  return out;
}

/** A profile's events as a file holds them: a JSON array, or an object with an `events` array; undefined otherwise. */
export function eventsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value.events)) return value.events;
  return undefined;
}
