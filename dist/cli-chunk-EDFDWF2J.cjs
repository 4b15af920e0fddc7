(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  audiencesOf: () => audiencesOf,
  eventFieldsRead: () => eventFieldsRead,
  profileFieldsRead: () => profileFieldsRead,
  profileScalarsRead: () => profileScalarsRead,
  runEstimate: () => runEstimate
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_BNQSMC6X = require("./cli-chunk-BNQSMC6X.cjs");
var import_cli_chunk_UTFB65M4 = require("./cli-chunk-UTFB65M4.cjs");
var import_cli_chunk_4BIEFC2H = require("./cli-chunk-4BIEFC2H.cjs");
var import_cli_chunk_73CYN3IS = require("./cli-chunk-73CYN3IS.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_HHGMS3IO = require("./cli-chunk-HHGMS3IO.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_MXFMJ2JH = require("./cli-chunk-MXFMJ2JH.cjs");
var import_cli_chunk_T54POBZT = require("./cli-chunk-T54POBZT.cjs");
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_4QVDYZUK = require("./cli-chunk-4QVDYZUK.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
// src/node/estimate/estimate-report.ts
var n = (x) => x.toLocaleString("en-US");
var count = (x, one, many = `${one}s`) => `${n(x)} ${(0, import_cli_chunk_FCDA32LZ.noun)(x, one, many)}`;
function percent(share) {
  return `${(share * 100).toFixed(1)}%`;
}
var MAX_NAME_WIDTH = 80;
var title = (a) => (0, import_cli_chunk_JJSKHFYR.visibleControls)(a.name === a.file ? a.file : `${a.file}: ${a.name}`);
function methodText(a) {
  if (a.method === "sql") return "sql";
  const why = a.unsupported ? `${a.unsupported.construct} at ${a.unsupported.line}:${a.unsupported.column} does not compile to SQL yet` : a.stopped !== void 0 ? `the SQL stopped on this data: ${a.stopped}` : "not compiled";
  return `evaluator, slower: ${why}`;
}
function warning(s, paint) {
  if (s.outlineOverBudget) return ` ${paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "(its outline went over the evaluation budget; --max-steps allows more)")}`;
  return s.qualifies ? "" : ` ${paint(import_cli_chunk_4OLANE6Q.ansi.red, "(the evaluator does not qualify it: please report this)")}`;
}
function sampleGroups(a) {
  const groups = /* @__PURE__ */ new Map();
  for (const s of a.sample) {
    const key = JSON.stringify([s.qualifies, s.outlineOverBudget ?? false, s.outline]);
    const group = groups.get(key);
    if (group) group.samples.push(s);
    else groups.set(key, { samples: [s], outline: s.outline });
  }
  return [...groups.values()];
}
function estimateText(run, options = {}) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(options.color);
  const out = [];
  const d = run.data;
  out.push(
    // Every event of the data, those of no profile said apart, as `data generate` says them.
    `${paint(import_cli_chunk_4OLANE6Q.ansi.bold, run.data.dir)}: ${count(d.profiles, "profile")}, ${count(d.events + d.orphanEvents, "event")} ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `(${d.orphanEvents > 0 ? `${n(d.orphanEvents)} of no profile, not counted; ` : ""}at ${run.now})`)}`
  );
  const notes = [
    d.profilesTooDeep > 0 ? `${count(d.profilesTooDeep, "profile")} not evaluated: data nested past ${import_cli_chunk_MJ44L2U2.MAX_DATA_DEPTH} levels, counted in no audience${d.firstTooDeep ? ` (first: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(d.firstTooDeep.place)})` : ""}` : "",
    d.multiplePrimaryProfiles > 0 ? `${count(d.multiplePrimaryProfiles, "profile")} with several primary identities (the first marked one is used)` : "",
    d.profilesWithoutIdentity > 0 ? `${count(d.profilesWithoutIdentity, "profile")} without an identity` : "",
    d.sharedIdentities > 0 ? `${count(d.sharedIdentities, "identity", "identities")} held by several profiles (their events go to the first)` : "",
    d.eventsWithoutTimestamp > 0 ? `${count(d.eventsWithoutTimestamp, "event")} without a timestamp (time conditions never hold for them)` : ""
  ].filter((s) => s !== "");
  for (const note of notes) out.push(`  ${paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "note")} ${note}`);
  out.push("");
  for (const a of run.audiences) {
    if (a.sample.length === 0) continue;
    out.push(
      `${paint(import_cli_chunk_4OLANE6Q.ansi.bold, title(a))}  ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `${(0, import_cli_chunk_FCDA32LZ.plural)(a.sample.length, "sample")} of ${count(a.qualified, "qualifying profile")}`)}`
    );
    for (const group of sampleGroups(a)) {
      for (const s of group.samples)
        out.push(`  ${paint(import_cli_chunk_4OLANE6Q.ansi.cyan, s.primaryId ?? `profile #${s.pid + 1} (no identity)`)}${warning(s, paint)}`);
      out.push(...(0, import_cli_chunk_4BIEFC2H.traceLines)(group.outline, paint, "    "));
    }
    out.push("");
  }
  const width = Math.min(MAX_NAME_WIDTH, Math.max(...run.audiences.map((a) => (0, import_cli_chunk_4OLANE6Q.textWidth)(title(a)))));
  const figures = Math.max(...run.audiences.map((a) => n(a.qualified).length));
  for (const a of run.audiences) {
    const name = title(a);
    out.push(
      `${paint(import_cli_chunk_4OLANE6Q.ansi.bold, name)}${" ".repeat(Math.max(0, width - (0, import_cli_chunk_4OLANE6Q.textWidth)(name)))}  ${paint(import_cli_chunk_4OLANE6Q.ansi.green, n(a.qualified).padStart(figures))} of ${count(a.profiles, "profile")} (${percent(a.share)})  ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `${methodText(a)}, ${Math.round(a.ms)} ms`)}`
    );
    if (a.overBudget > 0) {
      const at = a.budgetExceeded ? ` (the first at ${a.budgetExceeded.line}:${a.budgetExceeded.column}: ${a.budgetExceeded.message})` : "";
      out.push(
        `  ${paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "over budget")} ${count(a.overBudget, "profile")}, neither in nor out${at}; --max-steps allows more`
      );
    }
  }
  if (run.audiences.length > 0) out.push("");
  const shown = run.audiences.length;
  const summary = [
    (0, import_cli_chunk_FCDA32LZ.plural)(shown, "audience"),
    ...run.refused.length > 0 ? [`${(0, import_cli_chunk_FCDA32LZ.plural)(run.refused.length, "file")} not estimated (errors)`] : []
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
      refused: run.refused,
      ...run.overlap ? { overlap: run.overlap.map(({ files, both, shareOfA, shareOfB }) => ({ files, both, shareOfA, shareOfB })) } : {}
    },
    null,
    2
  )}
`;
}
// src/node/estimate/event-fields.ts
var ALWAYS = ["eventType", "timestamp"];
function eventFieldsRead(audiences, compile, options) {
  const fields = new Set(ALWAYS);
  for (const audience of audiences) {
    const compiled = compile(audience.ast, { dialect: "duckdb", now: options.now, localAudienceTable: () => "audience_reads" });
    if (!compiled.ok) return void 0;
    const reads = compiled.events?.reads ?? { kind: "none" };
    if (reads.kind === "whole") return void 0;
    if (reads.kind === "fields") for (const f of reads.fields) fields.add(f);
  }
  return [...fields].sort();
}
// src/node/estimate/profile-fields.ts
function profileScalarsRead(audiences, compile, options) {
  const seen = /* @__PURE__ */ new Map();
  for (const audience of audiences)
    compile(audience.ast, {
      dialect: "duckdb",
      now: options.now,
      localAudienceTable: () => "audience_reads",
      profileColumn: (keys, kind) => {
        const key = JSON.stringify([kind, keys]);
        if (!seen.has(key)) seen.set(key, { keys: [...keys], kind });
        return void 0;
      }
    });
  return [...seen.values()];
}
function profileFieldsRead(audiences, compile, options) {
  const fields = /* @__PURE__ */ new Set();
  for (const audience of audiences) {
    const compiled = compile(audience.ast, { dialect: "duckdb", now: options.now, localAudienceTable: () => "audience_reads" });
    if (!compiled.ok || compiled.profileReads === void 0 || compiled.profileReads.kind === "whole") return void 0;
    for (const f of compiled.profileReads.fields) fields.add(f);
  }
  return [...fields].sort();
}
// src/report/overlap-text.ts
function overlapText(audiences, overlap) {
  if (audiences.length < 2) return "";
  const n2 = (x) => x.toLocaleString("en-US");
  const cells = /* @__PURE__ */ new Map();
  for (const {
    indices: [i, j],
    both,
    shareOfA,
    shareOfB
  } of overlap) {
    cells.set(`${i},${j}`, `${n2(both)} (${(shareOfA * 100).toFixed(1)}%)`);
    cells.set(`${j},${i}`, `${n2(both)} (${(shareOfB * 100).toFixed(1)}%)`);
  }
  const out = ["", "overlap: profiles in both (share of the row's audience)"];
  audiences.forEach(
    (a, i) => out.push(`  [${i + 1}] ${(0, import_cli_chunk_4OLANE6Q.safeText)(a.name === a.file ? a.file : `${a.file}: ${a.name}`)} (${n2(a.qualified)})`)
  );
  const rows = audiences.map((_, i) => [`[${i + 1}]`, ...audiences.map((_2, j) => i === j ? "-" : cells.get(`${i},${j}`) ?? "")]);
  const header = ["", ...audiences.map((_, i) => `[${i + 1}]`)];
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => r[c].length)));
  for (const row of [header, ...rows])
    out.push(`  ${row.map((cell, c) => c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])).join("  ")}`.trimEnd());
  return `${out.join("\n")}
`;
}
// src/cli/estimate-run.ts
function runEstimate(args) {
  return (0, import_cli_chunk_T54POBZT.interruptible)(() => estimate(args));
}
async function estimate(args) {
  const started = performance.now();
  const now = (0, import_cli_chunk_MXFMJ2JH.nowOption)(args.now);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new import_cli_chunk_EFID7JQ4.UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true
    });
  if (args.memoryLimit !== void 0 && !/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(args.memoryLimit))
    throw new import_cli_chunk_EFID7JQ4.UsageError(`--memory-limit ${JSON.stringify(args.memoryLimit)} is not a size (e.g. 3GB, 512MB)`);
  const budget = (0, import_cli_chunk_4QVDYZUK.budgetOf)(args.maxSteps);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  await (0, import_cli_chunk_T54POBZT.importDuckDB)();
  const loading = (0, import_cli_chunk_T54POBZT.beginLoad)(args.data, args.memoryLimit !== void 0 ? { memoryLimit: args.memoryLimit } : {});
  const { audiences, refused } = await audiencesOf(paths).catch(async (e) => {
    await loading.discard();
    throw e;
  });
  for (const r of refused) import_cli_chunk_VFSYOTZ5.stderr.write(`${r.colored.join("\n")}
${r.file}: not estimated: the file has errors
`);
  if (audiences.length === 0) {
    await loading.discard();
    if (refused.length === 0) import_cli_chunk_VFSYOTZ5.stderr.write(`${paths.join(" ")}: no audience to estimate
`);
    if (args.format === "json") import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify({ audiences: [], refused: refused.map(jsonRefusal) }, null, 2)}
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const progress = import_cli_chunk_VFSYOTZ5.stderr.isTTY ? (message) => import_cli_chunk_VFSYOTZ5.stderr.write(`\r\x1B[K${message}`) : void 0;
  let data;
  try {
    data = await loading.load({
      // Only what the audiences read of each event is kept (their compiled queries say what).
      eventFields: eventFieldsRead(audiences, import_cli_chunk_E342QO73.compileAudience, { now }),
      profileFields: profileFieldsRead(audiences, import_cli_chunk_E342QO73.compileAudience, { now }),
      // The paths they read as strings, numbers or booleans, each computed once into a column.
      profileScalars: profileScalarsRead(audiences, import_cli_chunk_E342QO73.compileAudience, { now }),
      ...progress ? { onProgress: progress } : {}
    });
  } catch (e) {
    if (!(e instanceof import_cli_chunk_T54POBZT.DataError)) throw e;
    if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
    import_cli_chunk_VFSYOTZ5.stderr.write(`${e.message}
not estimated: the data has problems
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  try {
    const members = [];
    const estimates = await (0, import_cli_chunk_T54POBZT.estimateAudiences)(data, audiences, {
      now,
      sample: args.sample,
      compile: import_cli_chunk_E342QO73.compileAudience,
      budget,
      ...progress ? { onProgress: progress } : {},
      ...args.overlap ? { onMembers: (i, m) => void (members[i] = m) } : {}
    });
    const shown = audiences.flatMap((a, i) => a.shown ? [{ file: a.file, name: a.name, members: members[i] }] : []);
    if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
    const run = {
      data: { dir: args.data, ...data.counts },
      now: new Date(now).toISOString(),
      audiences: estimates,
      refused: refused.map(jsonRefusal),
      ms: performance.now() - started,
      ...args.overlap ? { overlap: (0, import_cli_chunk_UTFB65M4.overlaps)(shown) } : {}
    };
    import_cli_chunk_VFSYOTZ5.stdout.write(args.format === "json" ? estimateJson(run) : estimateText(run, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout) }));
    if (run.overlap && args.format === "text") import_cli_chunk_VFSYOTZ5.stdout.write(overlapText(estimates, run.overlap));
    for (const a of estimates.filter((e) => e.overBudget > 0)) {
      const at = a.budgetExceeded ? `${a.file}:${a.budgetExceeded.line}:${a.budgetExceeded.column}` : a.file;
      import_cli_chunk_VFSYOTZ5.stderr.write(
        `${at}: error ${a.name}: ${(0, import_cli_chunk_FCDA32LZ.plural)(a.overBudget, "profile")} went over the evaluation budget (${percent(a.overBudget / Math.max(1, a.profiles))}), counted in neither; --max-steps allows more
`
      );
    }
    if (data.profilesTooDeep > 0 && data.firstTooDeep)
      import_cli_chunk_VFSYOTZ5.stderr.write(
        `${(0, import_cli_chunk_JJSKHFYR.visibleControls)(data.firstTooDeep.place)}: error ${(0, import_cli_chunk_FCDA32LZ.plural)(data.profilesTooDeep, "profile")} not evaluated, counted in no audience: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(data.firstTooDeep.message)}${data.profilesTooDeep > 1 ? " (the first)" : ""}
`
      );
    return refused.length > 0 || data.profilesTooDeep > 0 || estimates.some((e) => e.overBudget > 0) ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  } catch (e) {
    if (!(e instanceof import_cli_chunk_T54POBZT.DataError)) throw e;
    if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
    import_cli_chunk_VFSYOTZ5.stderr.write(`${(0, import_cli_chunk_JJSKHFYR.visibleControls)(e.message)}
not estimated: the data has problems
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  } finally {
    await data.close();
  }
}
function jsonRefusal({ file, messages, diagnostics }) {
  return { file, messages, diagnostics: diagnostics.map((d) => (0, import_cli_chunk_73CYN3IS.jsonDiagnostic)(d, { ruleDocsUrl: import_cli_chunk_HHGMS3IO.ruleDocsUrl })) };
}
async function audiencesOf(paths) {
  const files = await (0, import_cli_chunk_6O6UAEWZ.discoverAudienceFiles)(paths);
  const linted = new Map(files.length > 0 ? (await (0, import_cli_chunk_KHOFP2T3.lintFiles)(paths)).files.map((f) => [f.file, f]) : []);
  const audiences = [];
  const refused = [];
  for (const file of files) {
    const text = await (0, import_cli_chunk_BPDGXKYC.readText)(file);
    const { loaded, parsed, blockers, messages } = (0, import_cli_chunk_BNQSMC6X.runnableFile)(file, text, linted.get(file));
    if (messages.length > 0) {
      const colored = (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr) ? [...(0, import_cli_chunk_EIVPZZA5.diagnosticFrames)({ file, source: text }, blockers, { color: true }), ...messages.slice(blockers.length)] : messages;
      refused.push({ file, messages, colored, diagnostics: blockers });
      continue;
    }
    parsed.audiences.forEach((a, i) => {
      const at = parsed.loaded[i];
      audiences.push({ ...a, name: loaded.kind === "pql" ? file : a.name, file, pql: at.pql, mapSpan: at.mapSpan, shown: true });
    });
  }
  const keys = new Set(audiences.flatMap(import_cli_chunk_67JIP6KT.referenceKeys));
  for (const file of new Set(audiences.map((a) => a.file))) {
    for (const other of await (0, import_cli_chunk_4BIEFC2H.referencedElsewhere)(
      file,
      audiences.filter((a) => a.file === file)
    )) {
      if ((0, import_cli_chunk_67JIP6KT.referenceKeys)(other).some((k) => keys.has(k))) continue;
      for (const k of (0, import_cli_chunk_67JIP6KT.referenceKeys)(other)) keys.add(k);
      audiences.push({ ...other, file, pql: "", mapSpan: (span) => span, shown: false });
    }
  }
  return { audiences, refused };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  audiencesOf,
  eventFieldsRead,
  profileFieldsRead,
  profileScalarsRead,
  runEstimate
});
})
