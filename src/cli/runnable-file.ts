// A file `test` or `estimate` is about to run: loaded and parsed, with the messages that stop it
// as they stop `evaluate` (lint's errors that leave the meaning unknown, as code frames). One
// place, so that the commands refuse the same files with the same words.
import { loadAudienceFile } from "../audience/load.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import { evaluationBlockers } from "../lint/evaluation-blockers.js";
import type { FileResult } from "../lint/lint-result.js";
import { diagnosticFrames } from "../report/stylish.js";
import { parseAudiences } from "../run/audience-file.js";

export interface RunnableFile {
  loaded: ReturnType<typeof loadAudienceFile>;
  parsed: ReturnType<typeof parseAudiences>;
  /** Lint's findings that stop the file (their frames open `messages`). */
  blockers: Diagnostic[];
  /** Why the file cannot run, one message each; empty when it can. */
  messages: string[];
}

/** `linted`: lint's result for the file, or undefined when its config has lint ignore it. */
export function runnableFile(file: string, text: string, linted: FileResult | undefined): RunnableFile {
  const loaded = loadAudienceFile(file, text);
  const parsed = parseAudiences(loaded);
  const blockers = linted ? evaluationBlockers(linted) : [];
  const messages = diagnosticFrames({ file, source: text }, blockers);
  // A file lint did not check still cannot run when it does not load, and PQL that does not
  // parse cannot run whatever severity the config gives the syntax rules.
  if (!linted) for (const p of loaded.problems) messages.push(`${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
  if (blockers.length === 0)
    for (const { error: e, range } of parsed.syntaxErrors)
      messages.push(`${file}:${range.start.line}:${range.start.column}: error ${e.code} ${e.message} [${e.rule}]`);
  return { loaded, parsed, blockers, messages };
}
