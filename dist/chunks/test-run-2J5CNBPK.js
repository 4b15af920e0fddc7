import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  escapeXmlAttribute,
  escapeXmlText
} from "./chunk-VS25HUD2.js";
import {
  runnableFile
} from "./chunk-A3IHSL42.js";
import {
  referencedElsewhere,
  traceLines
} from "./chunk-7UE3YHDC.js";
import {
  eventsOf
} from "./chunk-GGFYG57L.js";
import {
  jsonDiagnostic
} from "./chunk-5NLPK2UY.js";
import {
  ruleDocsUrl
} from "./chunk-AT5CLAVV.js";
import "./chunk-SVUOSZGE.js";
import {
  lintFiles
} from "./chunk-6AZBWZV3.js";
import {
  discoverAudienceFiles
} from "./chunk-PDIAZRM6.js";
import "./chunk-CLCMTFKZ.js";
import {
  ansi,
  painter
} from "./chunk-CL5F5DHU.js";
import {
  traceOutline
} from "./chunk-SG5ZPFEX.js";
import {
  evaluateAudiences
} from "./chunk-SLLKSHD2.js";
import {
  testCaseSchema
} from "./chunk-NH35IX5Z.js";
import "./chunk-XNWNSO6D.js";
import "./chunk-4WYW5U7E.js";
import "./chunk-JDI5JMKQ.js";
import {
  readJsonFile
} from "./chunk-C7VXWJ4C.js";
import {
  VERSION
} from "./chunk-UTXUYSVK.js";
import {
  budgetOf
} from "./chunk-AMYH3LBT.js";
import "./chunk-6C3M6KJ7.js";
import "./chunk-75MAB7RL.js";
import "./chunk-ZJ5P5KKB.js";
import "./chunk-POUW46QI.js";
import {
  stdout
} from "./chunk-7GZQWWBI.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-GADSSRPE.js";
import {
  require_dist
} from "./chunk-3VZEPMB4.js";
import {
  array,
  strictObject,
  union
} from "./chunk-6BK4WJUG.js";
import "./chunk-Z6V2CRTB.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-YL2NNQ57.js";
import "./chunk-NBEU2GLP.js";
import "./chunk-TZNYFDKR.js";
import "./chunk-ZB4TTSV4.js";
import {
  useColor
} from "./chunk-IRQVCIRO.js";
import "./chunk-DA6D7RXO.js";
import {
  ExitCode,
  UsageError
} from "./chunk-QZGYM4B6.js";
import {
  readText
} from "./chunk-XT7MT6WA.js";
import "./chunk-K2CGDB6X.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/cli/test-run.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

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
  const paint = painter(options.color);
  const out = [];
  for (const c of run.cases) {
    const ok = passed(c);
    out.push(
      ` ${ok ? paint(ansi.green, "\u2713") : paint(ansi.red, "\u2717")} ${c.file} > ${c.audience} > ${c.name} ${paint(ansi.dim, `${Math.round(c.ms)} ms`)}`
    );
    if (ok) continue;
    if (c.errored) {
      out.push(`     ${NOT_RUN} (below)`);
      continue;
    }
    if (c.error !== void 0) {
      out.push(`     ${paint(ansi.red, "error")}: ${c.error}`);
      continue;
    }
    out.push(`     expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`);
    out.push(...traceLines(c.trace, paint, "       "));
    for (const p of c.problems) out.push(`       ${paint(ansi.yellow, "note")}    ${p}`);
  }
  for (const p of run.problems) out.push(...p.messages.map((m) => ` ${paint(ansi.red, "\u2717")} ${m}`));
  const n = counts(run);
  const tally = [
    n.passed > 0 ? paint(ansi.green, `${n.passed} passed`) : "",
    n.failed > 0 ? paint(ansi.red, `${n.failed} failed`) : "",
    n.errored > 0 ? paint(ansi.red, `${n.errored} errored`) : ""
  ].filter(Boolean).join(", ");
  const broken = run.problems.length > 0 ? paint(ansi.red, `, ${plural(run.problems.length, "file")} with errors`) : "";
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
        diagnostics: (p.diagnostics ?? []).map((d) => jsonDiagnostic(d, options))
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
    suites.push(`  <testsuite name="${escapeXmlAttribute(file)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0">`);
    for (const c of cases) {
      const head = `    <testcase classname="${escapeXmlAttribute(file)}" name="${escapeXmlAttribute(`${c.audience} > ${c.name}`)}" time="${(c.ms / 1e3).toFixed(3)}"`;
      if (passed(c)) {
        suites.push(`${head}/>`);
        continue;
      }
      if (c.errored) {
        const problem = problemOf.get(file);
        const type = problem?.diagnostics?.[0]?.code;
        suites.push(
          `${head}>`,
          `      <error message="${NOT_RUN}"${type ? ` type="${escapeXmlAttribute(type)}"` : ""}>${escapeXmlText((problem?.messages ?? []).join("\n\n"))}</error>`,
          "    </testcase>"
        );
        continue;
      }
      if (c.error !== void 0) {
        suites.push(`${head}>`, `      <error message="${escapeXmlAttribute(c.error)}"/>`, "    </testcase>");
        continue;
      }
      const detail = [...traceLines(c.trace, painter(false), ""), ...c.problems.map((p) => `note: ${p}`)].join("\n");
      suites.push(
        `${head}>`,
        `      <failure message="${escapeXmlAttribute(`expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`)}">${escapeXmlText(detail)}</failure>`,
        "    </testcase>"
      );
    }
    suites.push("  </testsuite>");
  }
  for (const p of run.problems.filter((p2) => !byFile.has(p2.file))) {
    suites.push(
      `  <testsuite name="${escapeXmlAttribute(p.file)}" tests="1" failures="0" errors="1" skipped="0">`,
      `    <testcase classname="${escapeXmlAttribute(p.file)}" name="the file loads">`,
      `      <error message="the file has errors">${escapeXmlText(p.messages.join("\n"))}</error>`,
      "    </testcase>",
      "  </testsuite>"
    );
  }
  const n = counts(run);
  const alone = run.problems.filter((p) => !byFile.has(p.file)).length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${escapeXmlAttribute(`pql-audience test ${toolVersion}`)}" tests="${run.cases.length + alone}" failures="${n.failed}" errors="${n.errored + alone}" time="${(run.ms / 1e3).toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    ""
  ].join("\n");
}

// src/cli/test-run.ts
async function runTests(args) {
  const started = performance.now();
  const budget = budgetOf(args.maxSteps);
  const paths = args.paths.length > 0 ? args.paths : ["."];
  const files = await discoverAudienceFiles(paths);
  const linted = new Map(files.length > 0 ? (await lintFiles(paths)).files.map((f) => [f.file, f]) : []);
  const problems = [];
  const suites = [];
  const cases = [];
  for (const file of files) {
    const suite = await loadSuite(file, linted.get(file), problems, cases);
    if (suite && suite.cases.length > 0) suites.push(suite);
  }
  if (suites.length === 0 && problems.length === 0) {
    throw new UsageError(
      `no test cases in ${plural(files.length, "audience file")}; add them under x-pql-audience.tests, or in NAME.pql.test.yaml next to a .pql file`
    );
  }
  for (const suite of suites) {
    const others = await referencedElsewhere(suite.file, suite.audiences);
    const audiences = [...suite.audiences, ...others];
    for (const { audience, test } of suite.cases) {
      const data = await caseData(suite.file, test, problems);
      if (!data) continue;
      const start = performance.now();
      const ordered = [audiences[audience], ...audiences.filter((_, i) => i !== audience)];
      const [result] = evaluateAudiences(ordered, { ...data, budget });
      const at = result.status === "budget-exceeded" ? suite.mapSpan[audience](result.budget.span).start : void 0;
      cases.push({
        file: suite.file,
        audience: suite.audiences[audience].name,
        name: test.name,
        expected: test.expect,
        qualifies: result.qualifies === true,
        error: result.status === "budget-exceeded" ? `budget exceeded at ${at.line}:${at.column}: ${result.budget.message}` : void 0,
        ms: performance.now() - start,
        trace: traceOutline(result.trace.nodes, suite.pql[audience]),
        problems: result.trace.problems.map((p) => p.message)
      });
    }
  }
  const order = new Map(files.map((f, i) => [f, i]));
  cases.sort((a, b) => order.get(a.file) - order.get(b.file));
  const run = { cases, problems, files: files.length, ms: performance.now() - started };
  if (args.format === "json") stdout.write(testJson(run, { ruleDocsUrl }));
  else if (args.format === "junit") stdout.write(testJunit(run, VERSION));
  else stdout.write(testText(run, { color: useColor(stdout) }));
  return problems.length > 0 || cases.some((c) => c.error !== void 0 || c.expected !== c.qualifies) ? ExitCode.Problems : ExitCode.Ok;
}
async function loadSuite(file, linted, problems, errored) {
  const { loaded, parsed, blockers: diagnostics, messages } = runnableFile(file, await readText(file), linted);
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
var caseList = union([array(testCaseSchema), strictObject({ tests: array(testCaseSchema) })]);
async function pqlCases(file, messages) {
  const casesFile = `${file}.test.yaml`;
  if (!existsSync(casesFile)) return [];
  let value;
  try {
    value = (0, import_yaml.parse)(await readText(casesFile));
  } catch (e) {
    const at = e.linePos?.[0];
    messages.push(`${casesFile}:${at?.line ?? 1}:${at?.col ?? 1}: invalid YAML: ${e.message.split("\n")[0]}`);
    return [];
  }
  const parsed = caseList.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 5))
      messages.push(`${casesFile}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`);
    return [];
  }
  return Array.isArray(parsed.data) ? parsed.data : parsed.data.tests;
}
async function caseData(file, test, problems) {
  const messages = [];
  const profile = await inlineOrFile(file, test.profile, {}, messages, "profile");
  const eventsValue = await inlineOrFile(file, test.events, [], messages, "events");
  const events = eventsValue === void 0 ? void 0 : eventsOf(eventsValue);
  if (events === void 0 && messages.length === 0)
    messages.push(`${file}: case "${test.name}": the events must be a JSON array, or an object with an \`events\` array`);
  if (!events || messages.length > 0) {
    problems.push({ file, messages });
    return null;
  }
  return { profile, events, now: Date.parse(test.now) };
}
async function inlineOrFile(file, value, fallback, messages, what) {
  if (value === void 0) return fallback;
  if (typeof value !== "string") return value;
  const path = join(dirname(file), value);
  try {
    const read = await readJsonFile(path);
    if (read.ok) return read.value;
    messages.push(`${file}: the ${what} file ${path}:${read.line}:${read.column}: ${read.message}`);
  } catch (e) {
    messages.push(`${file}: the ${what} file ${path}: ${e.message}`);
  }
  return void 0;
}
export {
  runTests
};
