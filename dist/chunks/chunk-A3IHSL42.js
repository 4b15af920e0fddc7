import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluationBlockers,
  parseAudiences
} from "./chunk-GGFYG57L.js";
import {
  diagnosticFrames
} from "./chunk-SVUOSZGE.js";
import {
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";

// src/cli/runnable-file.ts
function runnableFile(file, text, linted) {
  const loaded = loadAudienceFile(file, text);
  const parsed = parseAudiences(loaded);
  const blockers = linted ? evaluationBlockers(linted) : [];
  const messages = diagnosticFrames({ file, source: text }, blockers);
  if (!linted) for (const p of loaded.problems) messages.push(`${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
  if (blockers.length === 0)
    for (const { error: e, range } of parsed.syntaxErrors)
      messages.push(`${file}:${range.start.line}:${range.start.column}: error ${e.code} ${e.message} [${e.rule}]`);
  return { loaded, parsed, blockers, messages };
}

export {
  runnableFile
};
