import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  runnableFile
} from "./chunk-A3IHSL42.js";
import {
  referencedElsewhere,
  traceLines
} from "./chunk-7UE3YHDC.js";
import {
  jsonDiagnostic
} from "./chunk-5NLPK2UY.js";
import {
  ruleDocsUrl
} from "./chunk-AT5CLAVV.js";
import {
  diagnosticFrames
} from "./chunk-SVUOSZGE.js";
import {
  lintFiles
} from "./chunk-6AZBWZV3.js";
import {
  discoverAudienceFiles
} from "./chunk-PDIAZRM6.js";
import {
  ansi,
  painter
} from "./chunk-CL5F5DHU.js";
import {
  DataError,
  estimateAudiences,
  loadData
} from "./chunk-VDNT6KPU.js";
import {
  compileAudience
} from "./chunk-3NSPX5KU.js";
import {
  referenceKeys
} from "./chunk-SLLKSHD2.js";
import {
  budgetOf
} from "./chunk-AMYH3LBT.js";
import {
  stderr,
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  noun,
  plural
} from "./chunk-52M5XUTC.js";
import {
  useColor
} from "./chunk-IRQVCIRO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import {
  readText
} from "./chunk-XT7MT6WA.js";

// src/node/estimate/estimate-report.ts
var n = (x) => x.toLocaleString("en-US");
var count = (x, one, many = `${one}s`) => `${n(x)} ${noun(x, one, many)}`;
function percent(share) {
  return `${(share * 100).toFixed(1)}%`;
}
function estimateText(run, options = {}) {
  const paint = painter(options.color);
  const out = [];
  const d = run.data;
  out.push(
    `${paint(ansi.bold, run.data.dir)}: ${count(d.profiles, "profile")}, ${count(d.events, "event")} ${paint(ansi.dim, `(at ${run.now})`)}`
  );
  const notes = [
    d.orphanEvents > 0 ? `${count(d.orphanEvents, "event")} of no profile (not counted)` : "",
    d.multiplePrimaryProfiles > 0 ? `${count(d.multiplePrimaryProfiles, "profile")} with several primary identities (the first marked one is used)` : "",
    d.profilesWithoutIdentity > 0 ? `${count(d.profilesWithoutIdentity, "profile")} without an identity` : "",
    d.sharedIdentities > 0 ? `${count(d.sharedIdentities, "identity", "identities")} held by several profiles (their events go to the first)` : "",
    d.eventsWithoutTimestamp > 0 ? `${count(d.eventsWithoutTimestamp, "event")} without a timestamp (time conditions never hold for them)` : ""
  ].filter((s) => s !== "");
  for (const note of notes) out.push(`  ${paint(ansi.yellow, "note")} ${note}`);
  out.push("");
  for (const a of run.audiences) {
    const method = a.method === "sql" ? "sql" : `evaluator, slower: ${a.unsupported ? `${a.unsupported.construct} at ${a.unsupported.line}:${a.unsupported.column} does not compile to SQL yet` : a.stopped !== void 0 ? `the SQL stopped on this data: ${a.stopped}` : "not compiled"}`;
    out.push(
      `${paint(ansi.bold, a.name === a.file ? a.file : `${a.file}: ${a.name}`)}  ${paint(ansi.green, n(a.qualified))} of ${count(a.profiles, "profile")} (${percent(a.share)})  ${paint(ansi.dim, `${method}, ${Math.round(a.ms)} ms`)}`
    );
    if (a.overBudget > 0) {
      const at = a.budgetExceeded ? ` (the first at ${a.budgetExceeded.line}:${a.budgetExceeded.column}: ${a.budgetExceeded.message})` : "";
      out.push(
        `  ${paint(ansi.yellow, "over budget")} ${count(a.overBudget, "profile")}, neither in nor out${at}; --max-steps allows more`
      );
    }
    for (const s of a.sample) {
      const warn = s.outlineOverBudget ? ` ${paint(ansi.yellow, "(its outline went over the evaluation budget; --max-steps allows more)")}` : s.qualifies ? "" : ` ${paint(ansi.red, "(the evaluator does not qualify it: please report this)")}`;
      out.push(`  ${paint(ansi.cyan, s.primaryId ?? `profile #${s.pid + 1} (no identity)`)}${warn}`);
      out.push(...traceLines(s.outline, paint, "    "));
    }
    out.push("");
  }
  const shown = run.audiences.length;
  const summary = [
    plural(shown, "audience"),
    ...run.refused.length > 0 ? [`${plural(run.refused.length, "file")} not estimated (errors)`] : []
  ];
  out.push(`${summary.join(", ")} in ${(run.ms / 1e3).toFixed(1)} s`);
  return `${out.join("\n")}
`;
}
function estimateJson(run) {
  const { dir, ...counts } = run.data;
  return `${JSON.stringify(
    {
      now: run.now,
      audiences: run.audiences.map((a) => ({
        file: a.file,
        name: a.name,
        qualified: a.qualified,
        profiles: a.profiles,
        share: a.share,
        overBudget: a.overBudget,
        ...a.budgetExceeded ? { budgetExceeded: a.budgetExceeded } : {},
        sample: a.sample.map((s) => ({
          primaryId: s.primaryId,
          qualifies: s.qualifies,
          ...s.outlineOverBudget ? { outlineOverBudget: true } : {},
          trace: s.outline
        })),
        ms: Math.round(a.ms),
        method: a.method,
        ...a.unsupported ? { unsupported: a.unsupported } : {},
        ...a.stopped !== void 0 ? { stopped: a.stopped } : {}
      })),
      data: { dir, ...counts },
      refused: run.refused
    },
    null,
    2
  )}
`;
}

// src/cli/estimate-run.ts
async function runEstimate(args) {
  const started = performance.now();
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true
    });
  if (args.memoryLimit !== void 0 && !/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(args.memoryLimit))
    throw new UsageError(`--memory-limit ${JSON.stringify(args.memoryLimit)} is not a size (e.g. 3GB, 512MB)`);
  const budget = budgetOf(args.maxSteps);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const { audiences, refused } = await audiencesOf(paths);
  for (const r of refused) stderr.write(`${r.colored.join("\n")}
${r.file}: not estimated: the file has errors
`);
  if (audiences.length === 0) {
    if (refused.length === 0) stderr.write(`${paths.join(" ")}: no audience to estimate
`);
    if (args.format === "json") stdout.write(`${JSON.stringify({ audiences: [], refused: refused.map(jsonRefusal) }, null, 2)}
`);
    return ExitCode.Problems;
  }
  const progress = stderr.isTTY ? (message) => stderr.write(`\r\x1B[K${message}`) : void 0;
  let data;
  try {
    data = await loadData(args.data, {
      ...progress ? { onProgress: progress } : {},
      ...args.memoryLimit !== void 0 ? { memoryLimit: args.memoryLimit } : {}
    });
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
    if (progress) stderr.write("\r\x1B[K");
    stderr.write(`${e.message}
not estimated: the data has problems
`);
    return ExitCode.Problems;
  }
  try {
    const estimates = await estimateAudiences(data, audiences, {
      now,
      sample: args.sample,
      compile: compileAudience,
      budget,
      ...progress ? { onProgress: progress } : {}
    });
    if (progress) stderr.write("\r\x1B[K");
    const run = {
      data: {
        dir: args.data,
        profiles: data.profiles,
        events: data.events,
        orphanEvents: data.orphanEvents,
        multiplePrimaryProfiles: data.multiplePrimaryProfiles,
        profilesWithoutIdentity: data.profilesWithoutIdentity,
        sharedIdentities: data.sharedIdentities,
        eventsWithoutTimestamp: data.eventsWithoutTimestamp
      },
      now: new Date(now).toISOString(),
      audiences: estimates,
      refused: refused.map(jsonRefusal),
      ms: performance.now() - started
    };
    stdout.write(args.format === "json" ? estimateJson(run) : estimateText(run, { color: useColor(stdout) }));
    for (const a of estimates.filter((e) => e.overBudget > 0)) {
      const at = a.budgetExceeded ? `${a.file}:${a.budgetExceeded.line}:${a.budgetExceeded.column}` : a.file;
      stderr.write(
        `${at}: error ${a.name}: ${plural(a.overBudget, "profile")} went over the evaluation budget (${percent(a.overBudget / Math.max(1, a.profiles))}), counted in neither; --max-steps allows more
`
      );
    }
    return refused.length > 0 || estimates.some((e) => e.overBudget > 0) ? ExitCode.Problems : ExitCode.Ok;
  } finally {
    await data.close();
  }
}
function jsonRefusal({ file, messages, diagnostics }) {
  return { file, messages, diagnostics: diagnostics.map((d) => jsonDiagnostic(d, { ruleDocsUrl })) };
}
async function audiencesOf(paths) {
  const files = await discoverAudienceFiles(paths);
  const linted = new Map(files.length > 0 ? (await lintFiles(paths)).files.map((f) => [f.file, f]) : []);
  const audiences = [];
  const refused = [];
  for (const file of files) {
    const text = await readText(file);
    const { loaded, parsed, blockers, messages } = runnableFile(file, text, linted.get(file));
    if (messages.length > 0) {
      const colored = useColor(stderr) ? [...diagnosticFrames({ file, source: text }, blockers, { color: true }), ...messages.slice(blockers.length)] : messages;
      refused.push({ file, messages, colored, diagnostics: blockers });
      continue;
    }
    parsed.audiences.forEach((a, i) => {
      const at = parsed.loaded[i];
      audiences.push({ ...a, name: loaded.kind === "pql" ? file : a.name, file, pql: at.pql, mapSpan: at.mapSpan, shown: true });
    });
  }
  const keys = new Set(audiences.flatMap(referenceKeys));
  for (const file of new Set(audiences.map((a) => a.file))) {
    for (const other of await referencedElsewhere(
      file,
      audiences.filter((a) => a.file === file)
    )) {
      if (referenceKeys(other).some((k) => keys.has(k))) continue;
      for (const k of referenceKeys(other)) keys.add(k);
      audiences.push({ ...other, file, pql: "", mapSpan: (span) => span, shown: false });
    }
  }
  return { audiences, refused };
}

export {
  runEstimate,
  audiencesOf
};
