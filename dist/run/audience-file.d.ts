import type { AudienceFile, LoadedAudience } from "../audience/load.js";
import type { Span } from "../syntax/ast.js";
import { type ParseError } from "../syntax/index.js";
import type { RunnableAudience } from "./evaluate-audiences.js";
export interface ParsedAudiences {
    /** The audiences whose PQL parses, in file order. */
    audiences: RunnableAudience[];
    /** For each of `audiences`: the loaded audience (its PQL, for the trace's spans; its extras). */
    loaded: LoadedAudience[];
    /** Syntax errors of the audiences that do not parse, each with its range in the file. */
    syntaxErrors: {
        error: ParseError;
        range: Span;
    }[];
}
export declare function parseAudiences(file: AudienceFile): ParsedAudiences;
/** A profile's events as a file holds them: a JSON array, or an object with an `events` array; undefined otherwise. */
export declare function eventsOf(value: unknown): unknown[] | undefined;
