import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  parseAudiences
} from "./chunk-GGFYG57L.js";
import {
  indexProjects
} from "./chunk-6AZBWZV3.js";
import {
  ansi,
  painter,
  safeText
} from "./chunk-CL5F5DHU.js";
import {
  traceOutline
} from "./chunk-SG5ZPFEX.js";
import {
  referenceKeys,
  referencedIds
} from "./chunk-SLLKSHD2.js";
import {
  ConfigResolver
} from "./chunk-75MAB7RL.js";
import {
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";
import {
  ALIAS_PREFIX
} from "./chunk-6BK4WJUG.js";
import {
  readIfReadable
} from "./chunk-XT7MT6WA.js";

// src/report/evaluation-text.ts
function traceLines(outline, paint, indent) {
  return outline.map(
    (line) => `${indent}${"  ".repeat(line.depth)}${paint(valueTone(line.value), (line.value === null ? "unknown" : String(line.value)).padEnd(7))} ${safeText(line.text)}`
  );
}
function valueTone(value) {
  return value === true ? ansi.green : value === false ? ansi.red : ansi.yellow;
}
function evaluationText(input, options = {}) {
  const paint = painter(options.color);
  const out = [];
  input.results.forEach((result, i) => {
    const pql = input.pql[i];
    const title = result.name === input.file ? input.file : `${input.file}: ${result.name}`;
    const verdict = result.status === "budget-exceeded" ? paint(ansi.yellow, "budget exceeded: no answer") : paint(valueTone(result.qualifies), result.qualifies ? "qualifies" : "does not qualify");
    out.push(`${paint(ansi.bold, title)}  ${verdict} ${paint(ansi.dim, `(at ${input.now})`)}`);
    out.push(...traceLines(traceOutline(result.trace.nodes, pql), paint, "  "));
    for (const chain of result.trace.chains) {
      for (const step of chain.steps) {
        const matched = step.matched.length > 0 ? `matched ${step.matched.map(String).join(", ")}` : "no event matched";
        out.push(`  ${paint(ansi.dim, "CHAIN")} ${step.label}: ${matched}${step.needed > 1 ? ` (needs ${step.needed})` : ""}`);
      }
    }
    for (const problem of result.trace.problems)
      out.push(`  ${paint(ansi.yellow, "note")}    ${problem.message} (${problem.span.start.line}:${problem.span.start.column})`);
    out.push("");
  });
  return `${out.join("\n")}`;
}

// src/cli/project-audiences.ts
async function referencedElsewhere(file, audiences) {
  const known = new Set(audiences.flatMap(referenceKeys));
  let wanted = audiences.flatMap((a) => referencedIds(a.ast)).filter((id) => !known.has(id));
  if (wanted.length === 0) return [];
  const project = await indexProjects([file], { configs: new ConfigResolver(), roots: new ConfigResolver() });
  const found = [];
  const loadedFiles = /* @__PURE__ */ new Set();
  while (wanted.length > 0) {
    const next = [];
    for (const id of wanted) {
      const target = project.find((p) => id.startsWith(ALIAS_PREFIX) ? p.alias === id.slice(ALIAS_PREFIX.length) : p.id === id);
      if (!target || loadedFiles.has(target.file)) continue;
      loadedFiles.add(target.file);
      const text = readIfReadable(target.file);
      if (text === void 0) continue;
      for (const runnable of parseAudiences(loadAudienceFile(target.file, text)).audiences) {
        found.push(runnable);
        for (const key of referenceKeys(runnable)) known.add(key);
        next.push(...referencedIds(runnable.ast));
      }
    }
    wanted = next.filter((id) => !known.has(id));
  }
  return found;
}

export {
  traceLines,
  evaluationText,
  referencedElsewhere
};
