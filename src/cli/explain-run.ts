// The work behind `explain`.
import { explain } from "../lint/explain.js";
import { ConfigResolver, loadConfig } from "../node/config-loader.js";
import { explainText } from "../report/explain-text.js";
import type { ExplainArgs } from "./commands/explain.js";
import { ExitCode } from "./exit.js";
import { readInput, useColor } from "./io.js";

export async function runExplain(args: ExplainArgs): Promise<number> {
  const input = await readInput(args.file);
  const resolver = new ConfigResolver(args.config ? await loadConfig(args.config) : undefined);
  const { resolved } = await resolver.forFile(args.file && args.file !== "-" ? args.file : "stdin.pql");
  const explanations = explain(input.name, input.text, { config: resolved });
  if (args.format === "json") {
    const objects = explanations.map((e) => ({ name: e.name, ...e.verdict, facts: e.facts }));
    const shown = objects.length === 1 ? objects[0] : objects;
    process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
  } else {
    process.stdout.write(explainText(input.name, input.text, explanations, { color: useColor(process.stdout), width: process.stdout.columns ?? 100 }));
  }
  return explanations.some((e) => e.verdict.eligible === false) ? ExitCode.Problems : ExitCode.Ok;
}
