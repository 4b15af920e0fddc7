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
  runEvaluate: () => runEvaluate
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_HJJ223O7 = require("./cli-chunk-HJJ223O7.cjs");
var import_cli_chunk_4BIEFC2H = require("./cli-chunk-4BIEFC2H.cjs");
var import_cli_chunk_O2VVQL4V = require("./cli-chunk-O2VVQL4V.cjs");
var import_cli_chunk_73CYN3IS = require("./cli-chunk-73CYN3IS.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_HHGMS3IO = require("./cli-chunk-HHGMS3IO.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_MXFMJ2JH = require("./cli-chunk-MXFMJ2JH.cjs");
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_4QVDYZUK = require("./cli-chunk-4QVDYZUK.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/cli/evaluate-run.ts
async function runEvaluate(args) {
  const now = (0, import_cli_chunk_MXFMJ2JH.nowOption)(args.now);
  const budget = (0, import_cli_chunk_4QVDYZUK.budgetOf)(args.maxSteps);
  const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(args.file);
  const oversize = (0, import_cli_chunk_MZC6GN3B.oversizeMessage)(input);
  if (oversize) {
    import_cli_chunk_VFSYOTZ5.stderr.write(oversize);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const profile = args.profile === void 0 ? { ok: true, value: {} } : await (0, import_cli_chunk_HJJ223O7.readJsonFile)(args.profile);
  const eventsFile = args.events === void 0 ? { ok: true, value: [] } : await (0, import_cli_chunk_HJJ223O7.readJsonFile)(args.events);
  const problems = [];
  if (!profile.ok) problems.push(`${args.profile}:${profile.line}:${profile.column}: error ${profile.message}`);
  else if (!(0, import_cli_chunk_HAGU7X5J.isObject)(profile.value)) problems.push(`${args.profile}:1:1: error the profile must be a JSON object (one XDM profile)`);
  const events = eventsFile.ok ? (0, import_cli_chunk_O2VVQL4V.eventsOf)(eventsFile.value) : [];
  if (!eventsFile.ok) problems.push(`${args.events}:${eventsFile.line}:${eventsFile.column}: error ${eventsFile.message}`);
  else if (!events) problems.push(`${args.events}:1:1: error the events must be a JSON array, or an object with an \`events\` array`);
  const { file: linted } = await (0, import_cli_chunk_KHOFP2T3.lintInput)({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 });
  const blockers = (0, import_cli_chunk_O2VVQL4V.evaluationBlockers)(linted);
  for (const frame of (0, import_cli_chunk_EIVPZZA5.diagnosticFrames)(linted, blockers, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr) })) problems.push(`${frame}
`);
  const kind = input.name === "<stdin>" ? "pql" : (0, import_cli_chunk_ZD3FC7HB.audienceFileKind)(input.name);
  const parsed = (0, import_cli_chunk_O2VVQL4V.parseAudiences)((0, import_cli_chunk_ZD3FC7HB.loadAudienceFile)(input.name === "<stdin>" ? "stdin.pql" : input.name, input.text));
  const audiences = kind === "pql" ? parsed.audiences.map((a) => ({ ...a, name: input.name })) : parsed.audiences;
  const pql = parsed.loaded.map((a) => a.pql);
  if (problems.length > 0) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`${problems.join("\n")}
not evaluated: the input has errors
`);
    if (args.format === "json")
      import_cli_chunk_VFSYOTZ5.stdout.write(
        `${JSON.stringify({ evaluated: false, diagnostics: blockers.map((d) => (0, import_cli_chunk_73CYN3IS.jsonDiagnostic)(d, { ruleDocsUrl: import_cli_chunk_HHGMS3IO.ruleDocsUrl })) }, null, 2)}
`
      );
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  if (audiences.length === 0) {
    import_cli_chunk_VFSYOTZ5.stderr.write(`${input.name}: no audience to evaluate
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  const shown = audiences.length;
  if (input.name !== "<stdin>") audiences.push(...await (0, import_cli_chunk_4BIEFC2H.referencedElsewhere)(input.name, audiences));
  const data = { profile: profile.ok ? profile.value : {}, events: events ?? [], now, budget };
  const results = (0, import_cli_chunk_67JIP6KT.evaluateAudiences)(audiences, data).slice(0, shown);
  const overBudget = results.flatMap((r, i) => {
    if (r.status !== "budget-exceeded") return [];
    const at = parsed.loaded[i].mapSpan(r.budget.span).start;
    return [{ index: i, line: at.line, column: at.column, message: r.budget.message }];
  });
  const tooDeep = results.find((r) => r.status === "data-too-deep")?.data;
  if (args.format === "json") {
    const objects = results.map((r, i) => ({
      ...kind === "pql" ? {} : { name: r.name },
      status: r.status,
      qualifies: r.qualifies ?? null,
      value: r.value ?? null,
      ...budgetJson(overBudget.find((o) => o.index === i)),
      ...r.status === "data-too-deep" ? { dataTooDeep: r.data } : {},
      trace: r.trace.nodes.map((n) => ({
        kind: n.kind,
        text: pql[i].slice(n.span.start.offset, n.span.end.offset),
        value: n.value,
        line: n.span.start.line,
        column: n.span.start.column
      })),
      chains: r.trace.chains,
      problems: r.trace.problems.map((p) => ({ message: p.message, line: p.span.start.line, column: p.span.start.column }))
    }));
    import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify(kind === "pql" ? objects[0] : objects, null, 2)}
`);
  } else {
    import_cli_chunk_VFSYOTZ5.stdout.write((0, import_cli_chunk_4BIEFC2H.evaluationText)({ file: input.name, pql, results, now: new Date(now).toISOString() }, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout) }));
  }
  for (const o of overBudget) {
    const name = kind === "pql" ? "" : ` (${results[o.index].name})`;
    import_cli_chunk_VFSYOTZ5.stderr.write(
      `${input.name}:${o.line}:${o.column}: error budget exceeded at ${o.line}:${o.column}${name}: ${o.message}; --max-steps allows more
`
    );
  }
  if (tooDeep) {
    const file = tooDeep.part === "events" ? args.events : args.profile;
    import_cli_chunk_VFSYOTZ5.stderr.write(`${(0, import_cli_chunk_JJSKHFYR.visibleControls)(file ?? input.name)}: error ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(tooDeep.message)}; not evaluated
`);
  }
  return overBudget.length > 0 || tooDeep ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function budgetJson(o) {
  return o ? { budgetExceeded: { message: o.message, line: o.line, column: o.column } } : {};
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runEvaluate
});
})
