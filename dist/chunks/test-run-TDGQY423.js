import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  escapeXmlAttribute,
  escapeXmlText
} from "./chunk-VS25HUD2.js";
import {
  eventsOf,
  parseAudiences,
  referencedElsewhere,
  traceLines,
  traceOutline
} from "./chunk-RCUATZQP.js";
import {
  evaluateAudiences
} from "./chunk-YW7ZF2AU.js";
import "./chunk-OYPYL6TB.js";
import {
  discoverAudienceFiles
} from "./chunk-7IJWTORI.js";
import "./chunk-Y7FD6PGN.js";
import {
  readJsonFile
} from "./chunk-H732QFTP.js";
import {
  ansi,
  painter,
  renderFrame
} from "./chunk-CL5F5DHU.js";
import {
  VERSION
} from "./chunk-UTXUYSVK.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import "./chunk-ZIQLOMO3.js";
import "./chunk-POUW46QI.js";
import {
  stdout
} from "./chunk-ITHKOW74.js";
import "./chunk-ANQNKNO5.js";
import {
  array,
  loadAudienceFile,
  require_dist,
  strictObject,
  testCaseSchema,
  union
} from "./chunk-SX6F3BOS.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import "./chunk-ONUNGY4H.js";
import "./chunk-V27FHGJY.js";
import "./chunk-NBEU2GLP.js";
import {
  useColor
} from "./chunk-HQLYDVOW.js";
import "./chunk-ZOXRMS5M.js";
import {
  ExitCode,
  UsageError
} from "./chunk-NGO6V2C5.js";
import {
  readText
} from "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/cli/test-run.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

// src/report/test-report.ts
var passed = (c) => c.expected === c.qualifies;
var answer = (q) => q ? "qualifies" : "does not qualify";
function testText(run, options = {}) {
  const paint = painter(options.color);
  const out = [];
  for (const c of run.cases) {
    const ok2 = passed(c);
    out.push(
      ` ${ok2 ? paint(ansi.green, "\u2713") : paint(ansi.red, "\u2717")} ${c.file} > ${c.audience} > ${c.name} ${paint(ansi.dim, `${Math.round(c.ms)} ms`)}`
    );
    if (ok2) continue;
    out.push(`     expected: ${answer(c.expected)}; it ${c.qualifies ? "qualifies" : "does not"}`);
    out.push(...traceLines(c.trace, paint, "       "));
    for (const p of c.problems) out.push(`       ${paint(ansi.yellow, "note")}    ${p}`);
  }
  for (const p of run.problems) out.push(...p.messages.map((m) => ` ${paint(ansi.red, "\u2717")} ${m}`));
  const failed = run.cases.filter((c) => !passed(c)).length;
  const ok = run.cases.length - failed;
  const counts = [ok > 0 ? paint(ansi.green, `${ok} passed`) : "", failed > 0 ? paint(ansi.red, `${failed} failed`) : ""].filter(Boolean).join(", ");
  const broken = run.problems.length > 0 ? paint(ansi.red, `, ${plural(run.problems.length, "file")} with errors`) : "";
  out.push(
    "",
    ` Tests  ${counts || "none"} (${run.cases.length})${broken}`,
    ` Files  ${run.files}`,
    ` Time   ${Math.round(run.ms)} ms`,
    ""
  );
  return out.join("\n");
}
function testJson(run) {
  const failed = run.cases.filter((c) => !passed(c)).length;
  return `${JSON.stringify(
    {
      summary: {
        cases: run.cases.length,
        passed: run.cases.length - failed,
        failed,
        files: run.files,
        filesWithErrors: run.problems.length
      },
      cases: run.cases.map((c) => ({
        file: c.file,
        audience: c.audience,
        name: c.name,
        passed: passed(c),
        expected: c.expected,
        qualifies: c.qualifies,
        ms: c.ms,
        ...passed(c) ? {} : { trace: c.trace, problems: c.problems }
      })),
      problems: run.problems
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
  for (const [file, cases] of byFile) {
    const failures2 = cases.filter((c) => !passed(c)).length;
    suites.push(`  <testsuite name="${escapeXmlAttribute(file)}" tests="${cases.length}" failures="${failures2}" errors="0" skipped="0">`);
    for (const c of cases) {
      const head = `    <testcase classname="${escapeXmlAttribute(file)}" name="${escapeXmlAttribute(`${c.audience} > ${c.name}`)}" time="${(c.ms / 1e3).toFixed(3)}"`;
      if (passed(c)) {
        suites.push(`${head}/>`);
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
  for (const p of run.problems) {
    suites.push(
      `  <testsuite name="${escapeXmlAttribute(p.file)}" tests="1" failures="0" errors="1" skipped="0">`,
      `    <testcase classname="${escapeXmlAttribute(p.file)}" name="the file loads">`,
      `      <error message="the file has errors">${escapeXmlText(p.messages.join("\n"))}</error>`,
      "    </testcase>",
      "  </testsuite>"
    );
  }
  const failures = run.cases.filter((c) => !passed(c)).length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${escapeXmlAttribute(`pql-audience test ${toolVersion}`)}" tests="${run.cases.length + run.problems.length}" failures="${failures}" errors="${run.problems.length}" time="${(run.ms / 1e3).toFixed(3)}">`,
    ...suites,
    "</testsuites>",
    ""
  ].join("\n");
}

// src/cli/test-run.ts
async function runTests(args) {
  const started = performance.now();
  const files = await discoverAudienceFiles(args.paths.length > 0 ? args.paths : ["."]);
  const problems = [];
  const suites = [];
  for (const file of files) {
    const suite = await loadSuite(file, problems);
    if (suite && suite.cases.length > 0) suites.push(suite);
  }
  if (suites.length === 0 && problems.length === 0) {
    throw new UsageError(
      `no test cases in ${plural(files.length, "audience file")}; add them under x-pql-audience.tests, or in NAME.pql.test.yaml next to a .pql file`
    );
  }
  const cases = [];
  for (const suite of suites) {
    const others = await referencedElsewhere(suite.file, suite.audiences);
    const audiences = [...suite.audiences, ...others];
    for (const { audience, test } of suite.cases) {
      const data = await caseData(suite.file, test, problems);
      if (!data) continue;
      const start = performance.now();
      const ordered = [audiences[audience], ...audiences.filter((_, i) => i !== audience)];
      const [result] = evaluateAudiences(ordered, data);
      cases.push({
        file: suite.file,
        audience: suite.audiences[audience].name,
        name: test.name,
        expected: test.expect,
        qualifies: result.qualifies,
        ms: performance.now() - start,
        trace: traceOutline(result.trace.nodes, suite.pql[audience]),
        problems: result.trace.problems.map((p) => p.message)
      });
    }
  }
  const run = { cases, problems, files: files.length, ms: performance.now() - started };
  if (args.format === "json") stdout.write(testJson(run));
  else if (args.format === "junit") stdout.write(testJunit(run, VERSION));
  else stdout.write(testText(run, { color: useColor(stdout) }));
  return problems.length > 0 || cases.some((c) => c.expected !== c.qualifies) ? ExitCode.Problems : ExitCode.Ok;
}
async function loadSuite(file, problems) {
  const text = await readText(file);
  const loaded = loadAudienceFile(file, text);
  const messages = loaded.problems.map((p) => `${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
  const parsed = parseAudiences(loaded);
  for (const { error: e, range } of parsed.syntaxErrors) {
    messages.push(
      renderFrame(
        { severity: "error", code: e.code, rule: e.rule, message: e.message, file, range, label: e.label, hints: e.hints },
        text,
        { color: false }
      )
    );
  }
  const suite = { file, audiences: parsed.audiences, pql: parsed.loaded.map((a) => a.pql), cases: [] };
  parsed.loaded.forEach((audience, index) => {
    for (const test of audience.definition["x-pql-audience"]?.tests ?? []) suite.cases.push({ audience: index, test });
  });
  if (loaded.kind === "pql" && suite.audiences.length > 0) {
    for (const test of await pqlCases(file, messages)) suite.cases.push({ audience: 0, test });
  }
  if (messages.length > 0) {
    problems.push({ file, messages });
    return null;
  }
  return suite;
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
