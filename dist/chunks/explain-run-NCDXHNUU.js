import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  explainFile,
  explainText,
  loadProblemsText
} from "./chunk-JT6QF5NW.js";
import "./chunk-E42LXOB5.js";
import "./chunk-YKPH4IRT.js";
import "./chunk-SMLBMSIK.js";
import "./chunk-CL5F5DHU.js";
import "./chunk-52M5XUTC.js";
import {
  ConfigResolver,
  loadConfig
} from "./chunk-ZIQLOMO3.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-ITHKOW74.js";
import "./chunk-SX6F3BOS.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-ONUNGY4H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import {
  readInput,
  useColor
} from "./chunk-HQLYDVOW.js";
import "./chunk-ZOXRMS5M.js";
import {
  ExitCode
} from "./chunk-NGO6V2C5.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/explain-run.ts
async function runExplain(args) {
  const input = await readInput(args.file);
  const resolver = new ConfigResolver(args.config ? await loadConfig(args.config) : void 0);
  const { resolved } = await resolver.forFile(args.file && args.file !== "-" ? args.file : "stdin.pql");
  const { audiences: explanations, loadProblems } = explainFile(input.name, input.text, { config: resolved });
  if (args.format === "json") {
    const objects = explanations.map((e) => ({ name: e.name, ...e.verdict, facts: e.facts }));
    const shown = objects.length === 1 ? objects[0] : objects;
    stdout.write(`${JSON.stringify(shown, null, 2)}
`);
  } else {
    stdout.write(explainText(input.name, input.text, explanations, { color: useColor(stdout), width: stdout.columns ?? 100 }));
  }
  if (loadProblems.length > 0) {
    const options = { color: useColor(stderr), width: stderr.columns ?? 100 };
    stderr.write(loadProblemsText(input.name, input.text, loadProblems, explanations.length, options));
    return ExitCode.Problems;
  }
  return explanations.some((e) => e.verdict.eligible === false) ? ExitCode.Problems : ExitCode.Ok;
}
export {
  runExplain
};
