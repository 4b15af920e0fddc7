import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  formatSource
} from "./chunk-Q2ANXVXY.js";
import {
  discoverAudienceFiles
} from "./chunk-PDIAZRM6.js";
import {
  renderFrame
} from "./chunk-CL5F5DHU.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-GADSSRPE.js";
import "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  oversizeMessage,
  readInput,
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/fmt-run.ts
import { writeFileSync } from "node:fs";
async function runFmt(given) {
  if (given.check && given.write) throw new UsageError("--check and --write cannot be used together");
  const options = given.files.length > 0 ? given : { ...given, files: ["."], check: !given.write };
  if (!Number.isInteger(options.width) || options.width < 20) throw new UsageError("--width must be a whole number of at least 20");
  const color = useColor(stderr);
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new UsageError("`-` (standard input) cannot be combined with other paths");
  const files = fromStdin ? ["-"] : await discoverAudienceFiles(options.files);
  let failed = 0;
  const unformatted = [];
  const written = [];
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
          `${renderFrame({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range: e.range, label: e.label, hints: e.hints }, input.text, { color })}

`
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
    for (const name of unformatted) stdout.write(`would reformat ${name}
`);
    const ok = total - unformatted.length - failed;
    stderr.write(
      summaryLine(total, [
        [ok, "already formatted"],
        [unformatted.length, "would be reformatted"],
        [failed, "with syntax errors"]
      ])
    );
    return unformatted.length > 0 || failed > 0 ? ExitCode.Problems : ExitCode.Ok;
  }
  if (options.write) {
    for (const name of written) stdout.write(`formatted ${name}
`);
    stderr.write(
      summaryLine(total, [
        [written.length, "reformatted"],
        [total - written.length - failed, "unchanged"],
        [failed, "with syntax errors"]
      ])
    );
  }
  return failed > 0 ? ExitCode.Problems : ExitCode.Ok;
}
function summaryLine(total, parts) {
  const shown = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return `${plural(total, "file")}: ${shown.join(", ") || "nothing to do"}
`;
}
export {
  runFmt
};
