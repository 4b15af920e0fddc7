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
  runTests: () => runTests
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_QRBTGMNB = require("./cli-chunk-QRBTGMNB.cjs");
var import_cli_chunk_HJJ223O7 = require("./cli-chunk-HJJ223O7.cjs");
var import_cli_chunk_BNQSMC6X = require("./cli-chunk-BNQSMC6X.cjs");
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
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_NO5MGZFF = require("./cli-chunk-NO5MGZFF.cjs");
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
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
// src/cli/test-run.ts
// src/audience/test-cases.ts
var import_yaml = (0, import_cli_chunk_ZHMSISMR.__toESM)((0, import_cli_chunk_ZD3FC7HB.require_dist)(), 1);
function loadTestCases(text) {
  const lines = new import_cli_chunk_OS5LHD2Y.LineMap(text);
  const doc = (0, import_yaml.parseDocument)(text, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return { cases: [], problems: (0, import_cli_chunk_ZD3FC7HB.yamlSyntaxProblems)(text, lines, [0, text.length], doc.errors) };
  const tree = new import_cli_chunk_ZD3FC7HB.YamlTree(doc.contents, [0, text.length]);
  const whole = () => lines.span(tree.head[0], tree.head[1]);
  let data;
  try {
    data = doc.toJS({ maxAliasCount: import_cli_chunk_ZD3FC7HB.MAX_YAML_ALIASES });
  } catch (e) {
    const message = `invalid YAML: ${e instanceof Error ? e.message : String(e)}`;
    return { cases: [], problems: [{ rule: import_cli_chunk_ZD3FC7HB.audienceSchemaRule.meta.name, message, range: whole(), hints: [] }] };
  }
  const testCase = (0, import_cli_chunk_RSFATH5P.audienceSchemas)().testCase;
  const listed = Array.isArray(data);
  if (!listed && (typeof data !== "object" || data === null || !Object.hasOwn(data, "tests"))) {
    const message = "a test cases file holds a list of test cases, or `tests:` with the list";
    const hints = ['for example `- name: adult`, `now: "2024-05-15T12:00:00Z"`, `profile: { person: { age: 30 } }`, `expect: true`'];
    return { cases: [], problems: [{ rule: import_cli_chunk_ZD3FC7HB.audienceSchemaRule.meta.name, message, range: whole(), hints }] };
  }
  const schema = listed ? (0, import_cli_chunk_RSFATH5P.array)(testCase) : (0, import_cli_chunk_RSFATH5P.strictObject)({ tests: (0, import_cli_chunk_RSFATH5P.array)(testCase) });
  const result = schema.safeParse(data, { jitless: true });
  if (result.success) return { cases: Array.isArray(result.data) ? result.data : result.data.tests, problems: [] };
  return { cases: [], problems: (0, import_cli_chunk_ZD3FC7HB.schemaProblems)(result.error.issues, data, tree, lines, casesPlace(data, listed)) };
}
function casesPlace(data, listed) {
  const within = listed ? ["x-pql-audience", "tests"] : ["x-pql-audience"];
  const inCase = (path) => listed ? path : path[0] === "tests" ? path.slice(1) : void 0;
  const caseName = (index) => {
    const list = listed ? data : data.tests;
    const name2 = Array.isArray(list) ? list[index]?.name : void 0;
    return typeof name2 === "string" && name2 !== "" ? ` (\`${name2}\`)` : "";
  };
  const name = (path) => {
    const steps = inCase(path);
    if (steps === void 0 || typeof steps[0] !== "number") return `\`${(0, import_cli_chunk_ZD3FC7HB.fieldName)(path)}\``;
    const [index, ...field] = steps;
    const within2 = `test case ${index + 1}${caseName(index)}`;
    return field.length > 0 ? `\`${(0, import_cli_chunk_ZD3FC7HB.fieldName)(field)}\` of ${within2}` : within2;
  };
  return {
    within,
    name,
    missing: (path, description) => {
      const steps = inCase(path);
      const what = description ? `, ${(0, import_cli_chunk_ZD3FC7HB.lowerFirst)(description)}` : "";
      if (steps?.length !== 2 || typeof steps[0] !== "number") return { message: `${name(path)} is missing${what}`, hints: [] };
      const field = String(steps[1]);
      return { message: `a test case needs \`${field}:\`${what}; test case ${steps[0] + 1}${caseName(steps[0])} has none`, hints: [] };
    },
    // At the top of the file, `tests` is the one key; inside a case, a case's.
    knownKeys: (path) => !listed && path.length === 0 ? ["tests"] : (0, import_cli_chunk_RSFATH5P.knownKeysAt)([...within, ...path])
  };
}
// src/report/test-report.ts
var isErrored = (c) => c.errored === true || c.error !== void 0;
var passed = (c) => !isErrored(c) && c.expected === c.qualifies;
var answer = (q) => q ? "qualifies" : "does not qualify";
var NOT_RUN = "not run: the file has errors";
function counts(run) {
  const errored = run.cases.filter(isErrored).length;
  const passedCount = run.cases.filter(passed).length;
  return { passed: passedCount, failed: run.cases.length - passedCount - errored, errored };
}
function testText(run, options = {}) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(options.color);
  const out = [];
  for (const c of run.cases) {
    const ok = passed(c);
    out.push(
      ` ${ok ? paint(import_cli_chunk_4OLANE6Q.ansi.green, "\u2713") : paint(import_cli_chunk_4OLANE6Q.ansi.red, "\u2717")} ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(`${c.file} > ${c.audience} > ${c.name}`)} ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `${Math.round(c.ms)} ms`)}`
    );
    if (ok) continue;
    if (c.errored) {
      out.push(`     ${NOT_RUN} (below)`);
      continue;
    }
    if (c.error !== void 0) {
      out.push(`     ${paint(import_cli_chunk_4OLANE6Q.ansi.red, "error")}: ${(0, import_cli_chunk_JJSKHFYR.visibleControls)(c.error)}`);
      continue;
    }
    out.push(`     expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`);
    out.push(...(0, import_cli_chunk_4BIEFC2H.traceLines)(c.trace, paint, "       "));
    for (const p of c.problems) out.push(`       ${paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "note")}    ${p}`);
  }
  for (const p of run.problems) out.push(...p.messages.map((m) => ` ${paint(import_cli_chunk_4OLANE6Q.ansi.red, "\u2717")} ${m}`));
  const n = counts(run);
  const tally = [
    n.passed > 0 ? paint(import_cli_chunk_4OLANE6Q.ansi.green, `${n.passed} passed`) : "",
    n.failed > 0 ? paint(import_cli_chunk_4OLANE6Q.ansi.red, `${n.failed} failed`) : "",
    n.errored > 0 ? paint(import_cli_chunk_4OLANE6Q.ansi.red, `${n.errored} errored`) : ""
  ].filter(Boolean).join(", ");
  const broken = run.problems.length > 0 ? paint(import_cli_chunk_4OLANE6Q.ansi.red, `, ${(0, import_cli_chunk_FCDA32LZ.plural)(run.problems.length, "file")} with errors`) : "";
  out.push("", ` Tests  ${tally || "none"} (${run.cases.length})${broken}`, ` Files  ${run.files}`, ` Time   ${Math.round(run.ms)} ms`, "");
  return out.join("\n");
}
function testJson(run, options = {}) {
  const n = counts(run);
  return `${JSON.stringify(
    {
      summary: {
        cases: run.cases.length,
        passed: n.passed,
        failed: n.failed,
        errored: n.errored,
        files: run.files,
        filesWithErrors: run.problems.length
      },
      cases: run.cases.map((c) => ({
        file: c.file,
        audience: c.audience,
        name: c.name,
        passed: passed(c),
        ...isErrored(c) ? { errored: true } : {},
        expected: c.expected,
        qualifies: c.qualifies,
        ...c.error === void 0 ? {} : { error: c.error },
        ms: c.ms,
        ...passed(c) || isErrored(c) ? {} : { trace: c.trace, problems: c.problems }
      })),
      // lint's findings in the shape of `lint --format json`'s diagnostics.
      problems: run.problems.map((p) => ({
        file: p.file,
        messages: p.messages,
        diagnostics: (p.diagnostics ?? []).map((d) => (0, import_cli_chunk_73CYN3IS.jsonDiagnostic)(d, options))
      }))
    },
    null,
    2
  )}
`;
}
function testJunit(run, toolVersion) {
  const byFile = /* @__PURE__ */ new Map();
  for (const c of run.cases) byFile.set(c.file, [...byFile.get(c.file) ?? [], c]);
  const suites = [];
  const problemOf = new Map(run.problems.map((p) => [p.file, p]));
  for (const [file, cases] of byFile) {
    const errors = cases.filter((c) => isErrored(c)).length;
    const failures = cases.filter((c) => !passed(c)).length - errors;
    suites.push(`  <testsuite name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(file)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0">`);
    for (const c of cases) {
      const head = `    <testcase classname="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(file)}" name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(`${c.audience} > ${c.name}`)}" time="${(c.ms / 1e3).toFixed(3)}"`;
      if (passed(c)) {
        suites.push(`${head}/>`);
        continue;
      }
      if (c.errored) {
        const problem = problemOf.get(file);
        const type = problem?.diagnostics?.[0]?.code;
        suites.push(
          `${head}>`,
          `      <error message="${NOT_RUN}"${type ? ` type="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(type)}"` : ""}>${(0, import_cli_chunk_QRBTGMNB.escapeXmlText)((problem?.messages ?? []).join("\n\n"))}</error>`,
          "    </testcase>"
        );
        continue;
      }
      if (c.error !== void 0) {
        suites.push(`${head}>`, `      <error message="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(c.error)}"/>`, "    </testcase>");
        continue;
      }
      const detail = [...(0, import_cli_chunk_4BIEFC2H.traceLines)(c.trace, (0, import_cli_chunk_4OLANE6Q.painter)(false), ""), ...c.problems.map((p) => `note: ${p}`)].join("\n");
      suites.push(
        `${head}>`,
        `      <failure message="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(`expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`)}">${(0, import_cli_chunk_QRBTGMNB.escapeXmlText)(detail)}</failure>`,
        "    </testcase>"
      );
    }
    suites.push("  </testsuite>");
  }
  for (const p of run.problems.filter((p2) => !byFile.has(p2.file))) {
    suites.push(
      `  <testsuite name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(p.file)}" tests="1" failures="0" errors="1" skipped="0">`,
      `    <testcase classname="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(p.file)}" name="the file loads">`,
      `      <error message="the file has errors">${(0, import_cli_chunk_QRBTGMNB.escapeXmlText)(p.messages.join("\n"))}</error>`,
      "    </testcase>",
      "  </testsuite>"
    );
  }
  const n = counts(run);
  const alone = run.problems.filter((p) => !byFile.has(p.file)).length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(`pql-audience test ${toolVersion}`)}" tests="${run.cases.length + alone}" failures="${n.failed}" errors="${n.errored + alone}" time="${(run.ms / 1e3).toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    ""
  ].join("\n");
}
// src/cli/test-run.ts
async function runTests(args) {
  const started = performance.now();
  const budget = (0, import_cli_chunk_4QVDYZUK.budgetOf)(args.maxSteps);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const files = await (0, import_cli_chunk_6O6UAEWZ.discoverAudienceFiles)(paths);
  const linted = new Map(files.length > 0 ? (await (0, import_cli_chunk_KHOFP2T3.lintFiles)(paths)).files.map((f) => [f.file, f]) : []);
  const problems = [];
  const suites = [];
  const cases = [];
  for (const file of files) {
    const suite = await loadSuite(file, linted.get(file), problems, cases);
    if (suite && suite.cases.length > 0) suites.push(suite);
  }
  if (suites.length === 0 && problems.length === 0) {
    throw new import_cli_chunk_EFID7JQ4.UsageError(
      `no test cases in ${(0, import_cli_chunk_FCDA32LZ.plural)(files.length, "audience file")}; add them under x-pql-audience.tests, or in NAME.pql.test.yaml next to a .pql file`
    );
  }
  for (const suite of suites) {
    const others = await (0, import_cli_chunk_4BIEFC2H.referencedElsewhere)(suite.file, suite.audiences);
    const audiences = [...suite.audiences, ...others];
    for (const { audience, test } of suite.cases) {
      const data = await caseData(suite.file, test, problems);
      if (!data) continue;
      const start = performance.now();
      const ordered = [audiences[audience], ...audiences.filter((_, i) => i !== audience)];
      const [result] = (0, import_cli_chunk_67JIP6KT.evaluateAudiences)(ordered, { ...data, budget });
      const at = result.status === "budget-exceeded" ? suite.mapSpan[audience](result.budget.span).start : void 0;
      cases.push({
        file: suite.file,
        audience: suite.audiences[audience].name,
        name: test.name,
        expected: test.expect,
        qualifies: result.qualifies === true,
        error: result.status === "budget-exceeded" ? `budget exceeded at ${at.line}:${at.column}: ${result.budget.message}` : result.status === "data-too-deep" ? `not evaluated: ${result.data.message}` : void 0,
        ms: performance.now() - start,
        trace: (0, import_cli_chunk_NB47KFK3.traceOutline)(result.trace.nodes, suite.pql[audience]),
        problems: result.trace.problems.map((p) => p.message)
      });
    }
  }
  const order = new Map(files.map((f, i) => [f, i]));
  cases.sort((a, b) => order.get(a.file) - order.get(b.file));
  const run = { cases, problems, files: files.length, ms: performance.now() - started };
  if (args.format === "json") import_cli_chunk_VFSYOTZ5.stdout.write(testJson(run, { ruleDocsUrl: import_cli_chunk_HHGMS3IO.ruleDocsUrl }));
  else if (args.format === "junit") import_cli_chunk_VFSYOTZ5.stdout.write(testJunit(run, import_cli_chunk_NO5MGZFF.VERSION));
  else import_cli_chunk_VFSYOTZ5.stdout.write(testText(run, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout) }));
  return problems.length > 0 || cases.some((c) => c.error !== void 0 || c.expected !== c.qualifies) ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
async function loadSuite(file, linted, problems, errored) {
  const { loaded, parsed, blockers: diagnostics, messages } = (0, import_cli_chunk_BNQSMC6X.runnableFile)(file, await (0, import_cli_chunk_BPDGXKYC.readText)(file), linted);
  const suite = {
    file,
    audiences: parsed.audiences,
    pql: parsed.loaded.map((a) => a.pql),
    mapSpan: parsed.loaded.map((a) => a.mapSpan),
    cases: []
  };
  parsed.loaded.forEach((audience, index) => {
    for (const test of audience.definition["x-pql-audience"]?.tests ?? []) suite.cases.push({ audience: index, test });
  });
  if (loaded.kind === "pql" && loaded.audiences.length > 0) {
    for (const test of await pqlCases(file, messages)) suite.cases.push({ audience: 0, test });
  }
  if (messages.length > 0) {
    problems.push({ file, messages, ...diagnostics.length > 0 ? { diagnostics } : {} });
    const named = loaded.kind === "pql" ? suite.cases.map(({ test }) => ({ audience: file, test })) : allCases(loaded);
    for (const { audience, test } of named)
      errored.push({
        file,
        audience,
        name: test.name,
        expected: test.expect,
        qualifies: null,
        errored: true,
        ms: 0,
        trace: [],
        problems: []
      });
    return null;
  }
  return suite;
}
function allCases(loaded) {
  return loaded.audiences.flatMap(
    (a) => (a.definition["x-pql-audience"]?.tests ?? []).map((test) => ({ audience: a.definition.name, test }))
  );
}
async function pqlCases(file, messages) {
  const casesFile = `${file}.test.yaml`;
  if (!(0, import_node_fs.existsSync)(casesFile)) return [];
  const { cases, problems } = loadTestCases(await (0, import_cli_chunk_BPDGXKYC.readText)(casesFile));
  for (const { message, range, hints } of problems.slice(0, 5))
    messages.push(`${casesFile}:${range.start.line}:${range.start.column}: ${[message, ...hints].join("; ")}`);
  return cases;
}
async function caseData(file, test, problems) {
  const messages = [];
  const profile = await inlineOrFile(file, test.profile, {}, messages, "profile");
  const eventsValue = await inlineOrFile(file, test.events, [], messages, "events");
  const events = eventsValue === void 0 ? void 0 : (0, import_cli_chunk_O2VVQL4V.eventsOf)(eventsValue);
  if (events === void 0 && messages.length === 0)
    messages.push(`${file}: case "${test.name}": the events must be a JSON array, or an object with an \`events\` array`);
  if (!events || messages.length > 0) {
    problems.push({ file, messages });
    return null;
  }
  const now = (0, import_cli_chunk_TENKBKXC.readInstant)(test.now);
  if (!now.ok) {
    problems.push({ file, messages: [`${file}: case "${test.name}": now ${JSON.stringify(test.now)} is not ${now.why}`] });
    return null;
  }
  return { profile, events, now: now.ms };
}
async function inlineOrFile(file, value, fallback, messages, what) {
  if (value === void 0) return fallback;
  if (typeof value !== "string") return value;
  const path = (0, import_node_path.join)((0, import_node_path.dirname)(file), value);
  try {
    const read = await (0, import_cli_chunk_HJJ223O7.readJsonFile)(path);
    if (read.ok) return read.value;
    messages.push(`${file}: the ${what} file ${path}:${read.line}:${read.column}: ${read.message}`);
  } catch (e) {
    messages.push(`${file}: the ${what} file ${path}: ${e.message}`);
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runTests
});
})
