// The work behind `explain`.
import { explainFile } from "../lint/explain.js";
import { ConfigResolver, loadConfig } from "../node/config-loader.js";
import { explainText, loadProblemsText } from "../report/explain-text.js";
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
  const resolver = new ConfigResolver(args.config ? await loadConfig(args.config) : undefined);
  const { resolved } = await resolver.forFile(args.file && args.file !== "-" ? args.file : "stdin.pql");
  const { audiences: explanations, loadProblems } = explainFile(input.name, input.text, { config: resolved });
  if (args.format === "json") {
    const objects = explanations.map((e) => ({ name: e.name, ...e.verdict, facts: e.facts }));
    const shown = objects.length === 1 ? objects[0] : objects;
    stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
  } else {
    stdout.write(explainText(input.name, input.text, explanations, { color: useColor(stdout), width: stdout.columns ?? 100 }));
  }
  // A file that does not load (or not all of it) is a problem to show, never a silent pass.
  if (loadProblems.length > 0) {
    const options = { color: useColor(stderr), width: stderr.columns ?? 100 };
    stderr.write(loadProblemsText(input.name, input.text, loadProblems, explanations.length, options));
    return ExitCode.Problems;
  }
  return explanations.some((e) => e.verdict.eligible === false) ? ExitCode.Problems : ExitCode.Ok;
}
