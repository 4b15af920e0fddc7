import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  discoverAudienceFiles
} from "./chunk-PDIAZRM6.js";
import {
  runEmulator
} from "./chunk-TZFBL7ZJ.js";
import "./chunk-7MSDZQG5.js";
import "./chunk-VZXDTSJR.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-AGNXLSKF.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stderr
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import {
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";
import "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  UsageError
} from "./chunk-QZGYM4B6.js";
import {
  describeFsError
} from "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/portal-run.ts
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
async function localAudiences(paths) {
  const files = paths.length === 0 ? [] : await discoverAudienceFiles(paths);
  const audiences = [];
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      problems.push(`${file}: ${describeFsError(e)}`);
      continue;
    }
    const loaded = loadAudienceFile(file, text);
    for (const p of loaded.problems) problems.push(`${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
    for (const a of loaded.audiences) {
      const d = a.definition;
      audiences.push({
        file: relative(process.cwd(), file) || file,
        name: d.name,
        ...d.description ? { description: d.description } : {},
        pql: a.pql,
        ...d.evaluationInfo ? { evaluationInfo: d.evaluationInfo } : {},
        ...d.mergePolicyId ? { mergePolicyId: d.mergePolicyId } : {}
      });
    }
  }
  return { audiences, problems };
}
async function runPortal(args) {
  let local;
  try {
    local = await localAudiences(args.paths);
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  for (const problem of local.problems) stderr.write(`pql-audience: ${problem} (left out of the portal)
`);
  const emulator = {
    port: args.port,
    host: args.host,
    data: args.data,
    seed: args.seed,
    "fail-rate": 0,
    "throttle-rate": 0,
    "retry-after": 1,
    "drop-rate": 0,
    "drop-after-apply": false,
    latency: 0,
    "edge-ineligible": "reject",
    quiet: args.quiet
  };
  const files = new Set(local.audiences.map((a) => a.file)).size;
  return runEmulator(emulator, void 0, {
    localAudiences: local.audiences,
    notes: [
      `  local files     ${args.paths.length === 0 ? "none (pql-audience portal PATHS shows audience files read-only)" : `${plural(local.audiences.length, "audience")} from ${plural(files, "file")}, read-only in the portal`}`
    ]
  });
}
export {
  localAudiences,
  runPortal
};
