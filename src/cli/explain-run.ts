// The work behind `explain`: the file is linted as `lint FILE` lints it (its config, its project),
// so explain gives lint's verdicts and codes, then shows each audience's facts.
import { explainLinted } from "../lint/explain.js";
import { lintInput } from "../node/lint-files.js";
import { explainText, problemsText } from "../report/explain-text.js";
import { ExitCode } from "./exit.js";
import { readInput, useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface ExplainArgs {
  file?: string;
  format: "text" | "json";
  config?: string;
}

export async function runExplain(args: ExplainArgs): Promise<number> {
  const input = await readInput(args.file);
  const { file, config } = await lintInput({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 }, args);
  const { audiences: explanations, problems, incomplete } = explainLinted(file, config);
  if (args.format === "json") {
    // Each object is explain()'s, as the library returns it (docs/commands.md#explain --format json):
    // one shape, whether read from a pipe or from code.
    const shown = explanations.length === 1 ? explanations[0] : explanations;
    stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
  } else {
    stdout.write(explainText(input.name, input.text, explanations, { color: useColor(stdout), width: stdout.columns ?? 100 }));
  }
  // A file that does not load (or not all of it), or that lint fails, is a problem to show, never a silent pass.
  if (problems.length > 0) {
    const options = { color: useColor(stderr), width: stderr.columns ?? 100 };
    stderr.write(problemsText(input.name, input.text, problems, { audiences: explanations.length, incomplete }, options));
    return ExitCode.Problems;
  }
  return explanations.some((e) => e.verdict.eligible === false) ? ExitCode.Problems : ExitCode.Ok;
}
