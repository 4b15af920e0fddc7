// Reports written file by file as a run goes (concise, github): a run over 100 000 files never
// holds every result, and output starts before the last file is linted. Each produces exactly
// the text its whole-result reporter does (test/report/streaming.test.ts).
import type { StreamedRun } from "../lint/engine.js";
import type { FileResult } from "../lint/lint-result.js";
import { conciseFile, conciseFooter } from "./concise.js";
import { githubFile } from "./github.js";
import type { FormatName } from "./format-names.js";
import type { ReportOptions } from "./reporter.js";

export interface StreamingReporter {
  /** The text for one file, in input order. */
  file(file: FileResult): string;
  /** The text after the last file. */
  end(run: StreamedRun): string;
}

/** The streaming form of a format, or undefined when it needs every result at once. */
export function streamingReporter(name: FormatName, options: ReportOptions): StreamingReporter | undefined {
  switch (name) {
    case "concise":
      return { file: (f) => conciseFile(f, options), end: (run) => conciseFooter(run.summary, run.filesWithProblems) };
    case "github":
      return { file: (f) => githubFile(f, options), end: () => "" };
    default:
      return undefined;
  }
}
