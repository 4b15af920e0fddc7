// The work behind `fmt`, kept out of the command file so `--help` loads no parser.
// Synchronous writes: one file after another either way, and node:fs/promises would load its
// stream modules into the pre-commit bundle that lint shares (test/cli/startup.test.ts).
import { writeFileSync } from "node:fs";
import { renderFrame } from "../report/code-frame.js";
import { formatSource } from "../format-source.js";
import { discoverAudienceFiles } from "../node/discover.js";
import { ExitCode, UsageError } from "./exit.js";
import { plural } from "../text/plural.js";
import { oversizeMessage, readInput, useColor } from "./io.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface FmtOptions {
  files: string[];
  check: boolean;
  write: boolean;
  width: number;
}

export async function runFmt(given: FmtOptions): Promise<number> {
  if (given.check && given.write) throw new UsageError("--check and --write cannot be used together");
  // No path: check the current directory, as `lint` does (`--write` formats it); `-` is stdin.
  const options = given.files.length > 0 ? given : { ...given, files: ["."], check: !given.write };
  if (!Number.isInteger(options.width) || options.width < 20) throw new UsageError("--width must be a whole number of at least 20");
  const color = useColor(stderr);
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new UsageError("`-` (standard input) cannot be combined with other paths");
  const files = fromStdin ? ["-"] : await discoverAudienceFiles(options.files);
  let failed = 0;
  const unformatted: string[] = [];
  const written: string[] = [];
  for (const file of files) {
    const input = await readInput(file);
    const oversize = oversizeMessage(input);
    if (oversize) {
      failed++;
      stderr.write(oversize);
      continue;
    }
    const result = formatSource(input.name, input.text, { width: options.width });
    if (!result.ok) {
      failed++;
      for (const e of result.errors)
        stderr.write(
          `${renderFrame({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range: e.range, label: e.label, hints: e.hints }, input.text, { color })}\n\n`,
        );
      continue;
    }
    if (options.check) {
      if (result.changed) unformatted.push(input.name);
    } else if (options.write && file !== "-") {
      if (result.changed) {
        writeFileSync(file, result.output);
        written.push(input.name);
      }
    } else {
      stdout.write(result.output);
    }
  }
  const total = files.length;
  if (options.check) {
    for (const name of unformatted) stdout.write(`would reformat ${name}\n`);
    const ok = total - unformatted.length - failed;
    stderr.write(
      summaryLine(total, [
        [ok, "already formatted"],
        [unformatted.length, "would be reformatted"],
        [failed, "with syntax errors"],
      ]),
    );
    return unformatted.length > 0 || failed > 0 ? ExitCode.Problems : ExitCode.Ok;
  }
  if (options.write) {
    for (const name of written) stdout.write(`formatted ${name}\n`);
    stderr.write(
      summaryLine(total, [
        [written.length, "reformatted"],
        [total - written.length - failed, "unchanged"],
        [failed, "with syntax errors"],
      ]),
    );
  }
  return failed > 0 ? ExitCode.Problems : ExitCode.Ok;
}

function summaryLine(total: number, parts: [number, string][]): string {
  const shown = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return `${plural(total, "file")}: ${shown.join(", ") || "nothing to do"}\n`;
}
