import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  evaluationBlockers,
  parseAudiences
} from "./chunk-GGFYG57L.js";
import {
  diagnosticFrames
} from "./chunk-SVUOSZGE.js";
import {
  lintInput
} from "./chunk-6AZBWZV3.js";
import "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import "./chunk-CL5F5DHU.js";
import {
  clickHouseStatement,
  compileAudience,
  dependencyOrder,
  helperDefinitions
} from "./chunk-3NSPX5KU.js";
import {
  referenceKeys,
  referencedIds
} from "./chunk-SLLKSHD2.js";
import "./chunk-NH35IX5Z.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-JDI5JMKQ.js";
import "./chunk-6C3M6KJ7.js";
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
import {
  audienceFileKind,
  loadAudienceFile
} from "./chunk-3VZEPMB4.js";
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

// src/cli/sql-run.ts
var HELPERS_TITLE = "-- PQL's readings of JSON, as macros DuckDB expands where the queries below call them (docs/sql.md)";
async function runSql(args) {
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  const input = await readInput(args.file);
  const oversize = oversizeMessage(input);
  if (oversize) {
    stderr.write(oversize);
    return ExitCode.Problems;
  }
  const { file: linted } = await lintInput({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 });
  const blockers = evaluationBlockers(linted);
  if (blockers.length > 0) {
    const frames = diagnosticFrames(linted, blockers, { color: useColor(stderr) });
    stderr.write(`${frames.join("\n")}
not compiled: the input has errors
`);
    return ExitCode.Problems;
  }
  const kind = input.name === "<stdin>" ? "pql" : audienceFileKind(input.name);
  const parsed = parseAudiences(loadAudienceFile(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text));
  const audiences = parsed.audiences;
  if (audiences.length === 0) {
    stderr.write(`${input.name}: no audience to compile
`);
    return ExitCode.Problems;
  }
  const byKey = /* @__PURE__ */ new Map();
  audiences.forEach((a, i) => {
    for (const key of referenceKeys(a)) byKey.set(key, i);
  });
  const referenced = new Set(audiences.flatMap((a) => referencedIds(a.ast).flatMap((id) => byKey.has(id) ? [byKey.get(id)] : [])));
  const order = dependencyOrder(audiences);
  const out = [];
  const problems = [];
  const tableOf = (i) => `audience_${i + 1}`;
  for (const i of order) {
    const audience = audiences[i];
    const loaded = parsed.loaded[i];
    const compiled = compileAudience(audience.ast, {
      dialect: args.dialect,
      now,
      localAudienceTable: (id) => {
        const target = byKey.get(id);
        return target !== void 0 && order.indexOf(target) < order.indexOf(i) ? tableOf(target) : void 0;
      }
    });
    const at = loaded.mapSpan(compiled.ok ? audience.ast.span : compiled.unsupported.span).start;
    if (!compiled.ok) {
      const name = kind === "pql" ? "" : ` (${audience.name})`;
      problems.push(`${input.name}:${at.line}:${at.column}: error ${compiled.unsupported.message}${name}
`);
      continue;
    }
    const title = kind === "pql" ? `-- ${input.name}` : `-- ${audience.name} (${input.name}:${at.line}:${at.column})`;
    const statement = args.dialect === "clickhouse" ? clickHouseStatement(compiled.sql) : referenced.has(i) ? `CREATE TEMP TABLE ${tableOf(i)} AS
${compiled.sql}` : compiled.sql;
    out.push(`${title}
${statement};
`);
  }
  const helpers = helperDefinitions(args.dialect, out.join("\n"));
  const prelude = helpers.map((h, i) => `${i === 0 ? `${HELPERS_TITLE}
` : ""}${h};
`);
  if (out.length > 0) stdout.write([...prelude, ...out].join("\n"));
  for (const p of problems) stderr.write(p);
  return problems.length > 0 ? ExitCode.Problems : ExitCode.Ok;
}
export {
  runSql
};
