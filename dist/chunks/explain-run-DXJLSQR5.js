import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  explainLinted,
  explainText,
  problemsText
} from "./chunk-ALYR6VL5.js";
import "./chunk-SVUOSZGE.js";
import {
  lintInput
} from "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
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
  readInput,
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode
} from "./chunk-QZGYM4B6.js";
import "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/explain-run.ts
async function runExplain(args) {
  const input = await readInput(args.file);
  const { file, config } = await lintInput({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 }, args);
  const { audiences: explanations, problems, incomplete } = explainLinted(file, config);
  if (args.format === "json") {
    const objects = explanations.map((e) => ({
      name: e.name,
      ...e.verdict,
      method: e.method.method,
      streamingType: e.method.streamingType,
      ...e.method.followsReference ? { methodFollows: e.method.followsReference } : {},
      streamingReasons: e.streaming.reasons,
      facts: e.facts
    }));
    const shown = objects.length === 1 ? objects[0] : objects;
    stdout.write(`${JSON.stringify(shown, null, 2)}
`);
  } else {
    stdout.write(explainText(input.name, input.text, explanations, { color: useColor(stdout), width: stdout.columns ?? 100 }));
  }
  if (problems.length > 0) {
    const options = { color: useColor(stderr), width: stderr.columns ?? 100 };
    stderr.write(problemsText(input.name, input.text, problems, { audiences: explanations.length, incomplete }, options));
    return ExitCode.Problems;
  }
  return explanations.some((e) => e.verdict.eligible === false) ? ExitCode.Problems : ExitCode.Ok;
}
export {
  runExplain
};
