import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  lintFiles,
  streamLintFiles
} from "./chunk-VCZXPEIR.js";
import {
  activeDiagnostics,
  byPosition,
  docsCommand,
  edgeSummary,
  filesWithProblems,
  frameOf,
  problemCounts,
  problemCountsOf,
  problemExtras,
  repoPath,
  shownDiagnostics,
  stylish,
  suppressedDiagnostics,
  verdictWords
} from "./chunk-E42LXOB5.js";
import {
  draftFile,
  lintDrafts
} from "./chunk-UXJATOYV.js";
import {
  REPOSITORY_URL,
  ruleDocsUrl
} from "./chunk-R6QXWI2O.js";
import "./chunk-V3ATRDS3.js";
import {
  escapeXmlAttribute,
  escapeXmlText
} from "./chunk-VS25HUD2.js";
import "./chunk-BHTI5UG3.js";
import "./chunk-7IJWTORI.js";
import {
  renderFrame
} from "./chunk-CL5F5DHU.js";
import {
  VERSION
} from "./chunk-UTXUYSVK.js";
import {
  plural
} from "./chunk-52M5XUTC.js";
import {
  ConfigResolver,
  loadConfig
} from "./chunk-5OYABY7V.js";
import "./chunk-POUW46QI.js";
import {
  stderr,
  stdout
} from "./chunk-ITHKOW74.js";
import "./chunk-ANQNKNO5.js";
import "./chunk-6H26L3IE.js";
import "./chunk-XCXS6TTN.js";
import "./chunk-QOIKZVIE.js";
import "./chunk-FOVLFBGW.js";
import {
  closest
} from "./chunk-JU224256.js";
import "./chunk-V27FHGJY.js";
import {
  LineMap
} from "./chunk-NBEU2GLP.js";
import {
  readStdin,
  useColor
} from "./chunk-HQLYDVOW.js";
import "./chunk-ZOXRMS5M.js";
import {
  ExitCode,
  UsageError
} from "./chunk-NGO6V2C5.js";
import "./chunk-X3CHLUM2.js";
import "./chunk-K2CGDB6X.js";
import "./chunk-22DAHCAE.js";

// src/cli/lint-run.ts
import { promises as fsPromises2 } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";

// src/node/apply-fixes.ts
import { promises as fsPromises } from "node:fs";
async function applyFixes(result) {
  let files = 0;
  let edits = 0;
  for (const file of result.files) {
    const all = file.diagnostics.filter((d) => d.fix && !d.suppressed).flatMap((d) => d.fix.edits);
    if (all.length === 0) continue;
    const width = (e) => e.range.end.offset - e.range.start.offset;
    const chosen = [];
    for (const edit of [...all].sort((a, b) => width(b) - width(a))) {
      const overlaps = chosen.some((c) => edit.range.start.offset < c.range.end.offset && c.range.start.offset < edit.range.end.offset);
      if (!overlaps) chosen.push(edit);
    }
    chosen.sort((a, b) => b.range.start.offset - a.range.start.offset);
    let text = file.source;
    let applied = 0;
    for (const edit of chosen) {
      text = text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
      applied++;
    }
    if (text !== file.source) {
      await fsPromises.writeFile(file.file, text);
      files++;
      edits += applied;
    }
  }
  return { files, edits };
}

// src/report/concise.ts
function concise(result, options) {
  const body = result.files.map((file) => conciseFile(file, options)).join("");
  return `${body}${conciseFooter(result.summary, filesWithProblems(result))}`;
}
function conciseFile(file, options) {
  let out = "";
  for (const d of shownDiagnostics(file, options.showSuppressed)) {
    const { line, column } = d.range.start;
    const suppressed = d.suppressed ? ` (suppressed: ${oneLine(d.suppressed.reason)})` : "";
    out += `${d.file || file.file}:${line}:${column}: ${d.severity} ${d.code} ${oneLine(d.message)} [${d.rule}]${suppressed}
`;
  }
  return out;
}
function conciseFooter(summary, withProblems) {
  const extras = problemExtras(summary);
  return `${problemCountsOf(summary, withProblems)}${extras.length > 0 ? `; ${extras.join("; ")}` : ""}
`;
}
function oneLine(text) {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}

// src/report/github.ts
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function githubCommand(severity) {
  return severity === "info" ? "notice" : severity;
}
function annotation(d, path) {
  const { start, end } = d.range;
  const props = [
    ["file", path],
    ["line", start.line],
    ["col", start.column],
    ["endLine", end.line]
  ];
  if (end.line === start.line) props.push(["endColumn", Math.max(end.column, start.column + 1)]);
  props.push(["title", `${d.code} ${d.rule}`]);
  const message2 = [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
  return `::${githubCommand(d.severity)} ${props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",")}::${escapeData(message2)}`;
}
function github(result, options) {
  return result.files.map((file) => githubFile(file, options)).join("");
}
function githubFile(file, options) {
  let out = "";
  for (const d of activeDiagnostics(file)) out += `${annotation(d, repoPath(d.file || file.file, options.repoPathPrefix))}
`;
  return out;
}

// src/report/reporter.ts
var TOOL_NAME = "pql-audience";

// src/report/json.ts
var JSON_REPORT_VERSION = 1;
function toJsonReport(result, options) {
  return {
    version: JSON_REPORT_VERSION,
    tool: { name: TOOL_NAME, version: options.toolVersion },
    files: result.files.map((file) => ({
      path: file.file,
      diagnostics: activeDiagnostics(file).map((d) => jsonDiagnostic(d, options)),
      suppressed: suppressedDiagnostics(file).map((d) => ({
        ...jsonDiagnostic(d, options),
        suppression: { kind: d.suppressed.kind, reason: d.suppressed.reason }
      })),
      audiences: file.audiences.map((a) => ({
        name: a.name,
        verdict: {
          eligible: a.verdict.eligible,
          type: a.verdict.type,
          // Positions of reasons are in the diagnostics (file line:col); here only what and why.
          reasons: a.verdict.reasons.map((r) => ({ code: r.code, rule: r.rule, severity: r.severity, message: r.message }))
        }
      }))
    })),
    summary: { ...result.summary, filesWithProblems: filesWithProblems(result) }
  };
}
function json(result, options) {
  return `${JSON.stringify(toJsonReport(result, options), null, 2)}
`;
}
function jsonDiagnostic(d, options) {
  return {
    code: d.code,
    rule: d.rule,
    severity: d.severity,
    message: d.message,
    range: jsonRange(d.range),
    label: d.label ?? null,
    hints: [...d.hints],
    fix: d.fix ? { description: d.fix.description, edits: d.fix.edits.map((e) => ({ range: jsonRange(e.range), text: e.text })) } : null,
    related: (d.related ?? []).map((r) => ({ path: r.file, range: jsonRange(r.range), message: r.message })),
    docs: { command: docsCommand(d.rule), url: options.ruleDocsUrl?.({ code: d.code, name: d.rule }) ?? null }
  };
}
function jsonRange(span) {
  const { start, end } = span;
  return {
    start: { line: start.line, column: start.column, offset: start.offset },
    end: { line: end.line, column: end.column, offset: end.offset }
  };
}

// src/report/junit.ts
function junit(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, f.source]));
  const suites = result.files.map((f) => suite(f, (file) => sources.get(file)));
  const total = (key) => suites.reduce((n, s) => n + s[key], 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${escapeXmlAttribute(`${TOOL_NAME} ${options.toolVersion}`)}" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}">`,
    ...suites.map((s) => s.xml),
    `</testsuites>`,
    ""
  ].join("\n");
}
function suite(file, sourceOf) {
  const lines = new LineMap(file.source);
  const cases = [];
  let failures = 0;
  let skipped = 0;
  for (const audience of file.audiences) {
    cases.push(
      [
        `    <testcase name="${escapeXmlAttribute(`audience: ${audience.name}`)}" classname="${escapeXmlAttribute(file.file)}">`,
        `      <properties><property name="edge" value="${escapeXmlAttribute(verdictWords(audience.verdict))}"/></properties>`,
        `    </testcase>`
      ].join("\n")
    );
  }
  for (const d of [...file.diagnostics].sort(byPosition)) {
    const frame = renderFrame(frameOf(d, file), lines, { sourceOf });
    const open = `    <testcase name="${escapeXmlAttribute(caseName(d))}" classname="${escapeXmlAttribute(file.file)}" file="${escapeXmlAttribute(d.file || file.file)}" line="${d.range.start.line}">`;
    let body;
    if (d.suppressed) {
      skipped++;
      body = `      <skipped message="${escapeXmlAttribute(`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`)}"/>`;
    } else if (d.severity === "info") {
      body = `      <system-out>${escapeXmlText(frame)}</system-out>`;
    } else {
      failures++;
      body = `      <failure message="${escapeXmlAttribute(d.message)}" type="${escapeXmlAttribute(d.code)}">${escapeXmlText(frame)}</failure>`;
    }
    cases.push([open, body, `    </testcase>`].join("\n"));
  }
  const tests = cases.length;
  const xml = [
    `  <testsuite name="${escapeXmlAttribute(file.file)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...cases,
    `  </testsuite>`
  ].join("\n");
  return { xml, tests, failures, skipped };
}
function caseName(d) {
  return `${d.code} ${d.rule}: ${d.message}`;
}

// src/report/fingerprint.ts
var utf8 = new TextEncoder();
function fnv1a64(text) {
  let h0 = 8997;
  let h1 = 33826;
  let h2 = 40164;
  let h3 = 52210;
  for (const byte of utf8.encode(text)) {
    h0 ^= byte;
    const t0 = h0 * 435;
    const t1 = h1 * 435 + (t0 >>> 16);
    const t2 = h2 * 435 + h0 * 256 + (t1 >>> 16);
    const t3 = h3 * 435 + h1 * 256 + (t2 >>> 16);
    h0 = t0 & 65535;
    h1 = t1 & 65535;
    h2 = t2 & 65535;
    h3 = t3 & 65535;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, "0")).join("");
}
function normalize(text) {
  return text.replace(/\s+/g, " ").trim();
}
function findingKey(d, path, source) {
  const flagged = source.slice(d.range.start.offset, d.range.end.offset);
  return [d.code, path, normalize(d.message), normalize(flagged)].join("\0");
}
function fingerprints(diagnostics, path, source) {
  const seen = /* @__PURE__ */ new Map();
  return diagnostics.map((d) => {
    const hash = fnv1a64(findingKey(d, path, source));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  });
}

// src/report/sarif.ts
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var FINGERPRINT_KEY = "pqlAudience/v1";
var SRCROOT = "%SRCROOT%";
function sarifLevel(severity) {
  return severity === "info" ? "note" : severity;
}
function defaultConfiguration(severity) {
  return severity === "off" ? { level: "none", enabled: false } : { level: sarifLevel(severity) };
}
function artifactLocation(path) {
  const slashed = path.replace(/\\/g, "/");
  const encode = (p) => p.split("/").map(encodeURIComponent).join("/");
  if (/^[A-Za-z]:\//.test(slashed)) return { uri: `file:///${slashed.slice(0, 2)}${encode(slashed.slice(2))}` };
  if (slashed.startsWith("/")) return { uri: `file://${encode(slashed)}` };
  return { uri: encode(slashed.replace(/^(\.\/)+/, "")), uriBaseId: SRCROOT };
}
function region(span) {
  return {
    startLine: span.start.line,
    startColumn: span.start.column,
    endLine: span.end.line,
    endColumn: span.end.column,
    charOffset: span.start.offset,
    charLength: span.end.offset - span.start.offset
  };
}
function ruleHelp(rule) {
  const example = (title, codes) => codes.length === 0 ? { text: "", markdown: "" } : {
    text: `

${title}:
${codes.map((c) => c.code.replace(/^/gm, "    ")).join("\n\n")}`,
    markdown: `

**${title}**

${codes.map((c) => `\`\`\`${c.file ?? "pql"}
${c.code}
\`\`\``).join("\n\n")}`
  };
  const invalid = example("Invalid", rule.invalid);
  const valid = example("Valid", rule.valid);
  const more = `Run \`${docsCommand(rule.name)}\` for the full documentation.`;
  return {
    text: `${sentence(rule.summary)} ${rule.why}${invalid.text}${valid.text}

${more}`,
    markdown: `**${sentence(rule.summary)}** ${rule.why}${invalid.markdown}${valid.markdown}

${more}`
  };
}
function sentence(text) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
function ruleList(result) {
  const rules = [...result.rules];
  const known = new Set(rules.map((r) => r.code));
  for (const file of result.files)
    for (const d of file.diagnostics)
      if (!known.has(d.code)) {
        known.add(d.code);
        rules.push({
          code: d.code,
          name: d.rule,
          category: "syntax",
          defaultSeverity: d.severity,
          summary: d.rule,
          why: "",
          invalid: [],
          valid: []
        });
      }
  return rules;
}
function message(d) {
  return [d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n");
}
function toSarif(result, options) {
  const rules = ruleList(result);
  const ruleIndex = new Map(rules.map((r, i) => [r.code, i]));
  const fileIndex = new Map(result.files.map((f, i) => [f.file, i]));
  const located = (path) => {
    const index = fileIndex.get(path);
    const location = artifactLocation(repoPath(path, options.repoPathPrefix));
    return index === void 0 ? location : { ...location, index };
  };
  const results = result.files.flatMap((file) => {
    const diagnostics = [...file.diagnostics].sort(byPosition);
    const prints = fingerprints(diagnostics, file.file, file.source);
    return diagnostics.map((d, i) => {
      const path = d.file || file.file;
      return {
        ruleId: d.code,
        ruleIndex: ruleIndex.get(d.code),
        level: sarifLevel(d.severity),
        message: { text: message(d) },
        locations: [{ physicalLocation: { artifactLocation: located(path), region: region(d.range) } }],
        partialFingerprints: { [FINGERPRINT_KEY]: prints[i] },
        ...d.related && d.related.length > 0 ? {
          relatedLocations: d.related.map((r, id) => ({
            id,
            message: { text: r.message },
            physicalLocation: { artifactLocation: located(r.file), region: region(r.range) }
          }))
        } : {},
        ...d.fix ? {
          fixes: [
            {
              description: { text: d.fix.description },
              artifactChanges: [
                {
                  artifactLocation: located(path),
                  replacements: d.fix.edits.map((e) => ({
                    deletedRegion: region(e.range),
                    insertedContent: { text: e.text }
                  }))
                }
              ]
            }
          ]
        } : {},
        ...d.suppressed ? { suppressions: [{ kind: d.suppressed.kind, justification: d.suppressed.reason }] } : {}
      };
    });
  });
  const srcRoot = options.srcRoot === void 0 ? void 0 : options.srcRoot.endsWith("/") ? options.srcRoot : `${options.srcRoot}/`;
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            ...options.informationUri ? { informationUri: options.informationUri } : {},
            rules: rules.map((rule) => {
              const helpUri = options.ruleDocsUrl?.({ code: rule.code, name: rule.name });
              return {
                id: rule.code,
                name: rule.name,
                shortDescription: { text: rule.summary },
                fullDescription: { text: rule.why || rule.summary },
                help: ruleHelp(rule),
                ...helpUri ? { helpUri } : {},
                defaultConfiguration: defaultConfiguration(rule.defaultSeverity),
                properties: { tags: [rule.category], ...rule.fixable ? { fixable: true } : {} }
              };
            })
          }
        },
        originalUriBaseIds: {
          [SRCROOT]: srcRoot ? { uri: srcRoot } : { description: { text: "The directory pql-audience ran in; file paths are relative to it." } }
        },
        artifacts: result.files.map((f) => ({ location: artifactLocation(repoPath(f.file, options.repoPathPrefix)) })),
        columnKind: "utf16CodeUnits",
        results,
        invocations: [{ executionSuccessful: true }]
      }
    ]
  };
}
function sarif(result, options) {
  return `${JSON.stringify(toSarif(result, options), null, 2)}
`;
}

// src/report/github-summary.ts
var SUMMARY_BUDGET_BYTES = 9e5;
var SEVERITY_BADGE = { error: "\u274C error", warning: "\u26A0\uFE0F warning", info: "\u2139\uFE0F info" };
function markdownCell(text) {
  return text.split(/(`[^`\r\n]*`)/).map((part, i) => i % 2 === 1 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")).join("").replace(/\|/g, "\\|").replace(/\r?\n|\r/g, "<br>");
}
function utf8Length(text) {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    bytes += cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
  }
  return bytes;
}
function githubSummary(result, options) {
  const budget = options.budgetBytes ?? SUMMARY_BUDGET_BYTES;
  const extras = problemExtras(result.summary);
  const head = [
    "## pql-audience lint",
    "",
    `**${problemCounts(result)}**${extras.length > 0 ? ` \xB7 ${extras.join(" \xB7 ")}` : ""}`,
    "",
    edgeSummary(result.summary),
    ""
  ];
  const findings = result.files.flatMap(
    (file) => activeDiagnostics(file).map(
      (d) => `| ${SEVERITY_BADGE[d.severity]} | ${markdownCell(`${d.file || file.file}:${d.range.start.line}:${d.range.start.column}`)} | ${d.code} ${markdownCell(d.rule)} | ${markdownCell([d.message, ...d.hints.map((h) => `help: ${h}`)].join("\n"))} |`
    )
  );
  const audiences = result.files.flatMap(
    (file) => file.audiences.map((a) => `| ${markdownCell(a.name)} | ${markdownCell(file.file)} | ${markdownCell(verdictWords(a.verdict))} |`)
  );
  const sections = [
    {
      title: "### Findings",
      header: ["| Severity | Location | Rule | Message |", "| --- | --- | --- | --- |"],
      rows: findings,
      what: "finding"
    },
    { title: "### Audiences", header: ["| Audience | File | Edge |", "| --- | --- | --- |"], rows: audiences, what: "audience" }
  ];
  const out = [...head];
  let used = utf8Length(out.join("\n"));
  for (const section of sections) {
    if (section.rows.length === 0) continue;
    const top = [section.title, "", ...section.header];
    out.push(...top);
    used += utf8Length(top.join("\n")) + top.length;
    let shown = 0;
    for (const row of section.rows) {
      const size = utf8Length(row) + 1;
      if (used + size > budget) break;
      out.push(row);
      used += size;
      shown++;
    }
    if (shown < section.rows.length) {
      const left = section.rows.length - shown;
      out.push("", `\u2026 ${plural(left, `more ${section.what}`)} not shown (summary size limit); see the log or the SARIF report.`);
    }
    out.push("");
  }
  return `${out.join("\n").trimEnd()}
`;
}

// src/report/streaming.ts
function streamingReporter(name, options) {
  switch (name) {
    case "concise":
      return { file: (f) => conciseFile(f, options), end: (run) => conciseFooter(run.summary, run.filesWithProblems) };
    case "github":
      return { file: (f) => githubFile(f, options), end: () => "" };
    default:
      return void 0;
  }
}

// src/report/index.ts
var FORMAT_NAMES = ["stylish", "concise", "json", "sarif", "github", "junit"];
var reporters = { stylish, concise, json, sarif, github, junit };
var FormatError = class extends Error {
  name = "FormatError";
};
var VALID = FORMAT_NAMES.join(", ");
function isFormatName(name) {
  return FORMAT_NAMES.includes(name);
}
function parseFormat(value) {
  const colon = value.indexOf(":");
  const name = (colon < 0 ? value : value.slice(0, colon)).trim();
  const path = colon < 0 ? void 0 : value.slice(colon + 1);
  if (name === "") throw new FormatError(`--format needs a format name before the path; use one of: ${VALID}`);
  if (!isFormatName(name)) {
    const guess = closestFormat(name);
    throw new FormatError(`unknown format "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}; use one of: ${VALID}`);
  }
  if (path === void 0 || path === "-") return { name };
  if (path.trim() === "")
    throw new FormatError(`--format ${name}: the path after ":" is empty (write "${name}" alone for standard output)`);
  return { name, path };
}
function parseFormats(values) {
  const requests = values.map(parseFormat);
  const byTarget = /* @__PURE__ */ new Map();
  for (const r of requests) {
    const target = r.path ?? "-";
    const earlier = byTarget.get(target);
    if (r.path !== void 0 && earlier !== void 0)
      throw new FormatError(`--format ${earlier} and --format ${r.name} both write to ${r.path}; give each its own file`);
    if (r.path === void 0 && requests.some((o) => o !== r && o.path === void 0 && o.name === r.name))
      throw new FormatError(`--format ${r.name} is given twice for standard output`);
    byTarget.set(target, r.name);
  }
  return requests;
}
function resolveFormats(requested, context) {
  if (requested.length > 0) return [...requested];
  const defaults = [{ name: context.stdoutIsTTY ? "stylish" : "concise" }];
  if (context.githubActions) defaults.push({ name: "github" });
  return defaults;
}
function render(result, name, options) {
  return reporters[name](result, options);
}
function closestFormat(name) {
  return closest(name, FORMAT_NAMES, 2);
}

// src/cli/lint-stdin.ts
async function lintStdin(name, options) {
  const text = await readStdin();
  const resolver = new ConfigResolver(options.config ? await loadConfig(options.config) : void 0);
  const { resolved } = await resolver.forFile(name ?? "stdin.pql");
  const config = options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  const drafts = resolved.ignored ? [] : [draftFile({ file: name ?? "<stdin>", text, config })];
  return lintDrafts(drafts, () => text, {
    ...options.remote ? { remote: options.remote } : {},
    ...options.verdictReasons !== void 0 ? { verdictReasons: options.verdictReasons } : {}
  });
}

// src/cli/lint-run.ts
async function runLint(args) {
  if (args["print-config"] !== void 0) return printConfig(args["print-config"], args.config);
  const stdinName = args["stdin-filename"];
  const fromStdin = stdinName !== void 0 || args.paths.includes("-");
  if (fromStdin) {
    if (args.paths.some((p) => p !== "-"))
      throw new UsageError(
        stdinName !== void 0 ? "--stdin-filename lints standard input; it cannot be combined with paths" : "`-` (standard input) cannot be combined with other paths"
      );
    if (args.fix) throw new UsageError("--fix cannot be used with standard input");
  }
  const paths = args.paths.length > 0 ? args.paths : ["."];
  if (args["max-warnings"] !== void 0 && (!Number.isInteger(args["max-warnings"]) || args["max-warnings"] < 0))
    throw new UsageError("--max-warnings must be a whole number of 0 or more");
  let requests;
  try {
    requests = resolveFormats(parseFormats(args.format), {
      stdoutIsTTY: stdout.isTTY,
      githubActions: process.env.GITHUB_ACTIONS === "true"
    });
  } catch (e) {
    if (e instanceof FormatError) throw new UsageError(e.message);
    throw e;
  }
  if (args.workers !== void 0 && (!Number.isInteger(args.workers) || args.workers < 1 || args.workers > 64))
    throw new UsageError("--workers must be a whole number from 1 to 64");
  const progress = stderr.isTTY ? (done, total) => {
    if (total >= 2e3) stderr.write(done < total ? `\r\x1B[Klinting ${done}/${total} files` : "\r\x1B[K");
  } : void 0;
  const framed = /* @__PURE__ */ new Set(["stylish", "junit", "sarif"]);
  let remote;
  if (args.remote) {
    const [{ openSession, reportApiError }, { fetchRemoteOrg }] = await Promise.all([
      import("./aep-session-25FEHGNF.js"),
      import("./remote-org-VMDFZKBK.js")
    ]);
    const session = await openSession(Boolean(args.debug));
    if (!session) return ExitCode.Usage;
    try {
      remote = await fetchRemoteOrg(session.client);
    } catch (e) {
      reportApiError("could not read the org for --remote", e, Boolean(args.debug));
      return ExitCode.Usage;
    }
  }
  const lintOptions = {
    ...remote ? { remote } : {},
    verdictReasons: requests.some((r) => r.name === "json"),
    readSources: args.fix || requests.some((r) => framed.has(r.name)) ? "with-findings" : "none",
    ...args.config ? { config: args.config } : {},
    ...args.workers !== void 0 ? { workers: args.workers } : {},
    ...progress ? { onProgress: progress } : {}
  };
  const workspace = process.env.GITHUB_WORKSPACE;
  const prefix = workspace ? relative(workspace, resolve(".")).split(sep).join("/") : "";
  const options = {
    toolVersion: VERSION,
    informationUri: REPOSITORY_URL,
    ruleDocsUrl,
    showSuppressed: args["show-suppressed"],
    ...stdout.columns ? { width: stdout.columns } : {},
    srcRoot: pathToFileURL(`${resolve(workspace ?? ".")}/`).href,
    ...prefix && !prefix.startsWith("..") ? { repoPathPrefix: prefix } : {}
  };
  if (fromStdin) return report(await lintStdin(stdinName, lintOptions), requests, options, args);
  const only = requests.length === 1 ? requests[0] : void 0;
  const streaming = only && only.path === void 0 && !args.fix && !(only.name === "github" && process.env.GITHUB_STEP_SUMMARY) ? streamingReporter(only.name, { ...options, color: useColor(stdout) }) : void 0;
  if (streaming) return streamLint(paths, args, lintOptions, streaming);
  let result = await lintFiles(paths, lintOptions);
  if (args.fix) {
    const fixed = await applyFixes(result);
    if (fixed.edits > 0) {
      stderr.write(`fixed ${plural(fixed.edits, "problem")} in ${plural(fixed.files, "file")}
`);
      result = await lintFiles(paths, lintOptions);
    }
  }
  return report(result, requests, options, args);
}
async function report(result, requests, options, args) {
  if (args.quiet) result = onlyErrors(result);
  for (const request of requests) {
    const toFile = request.path !== void 0;
    const text = render(result, request.name, { ...options, color: !toFile && useColor(stdout) });
    if (toFile) {
      await fsPromises2.mkdir(dirname(resolve(request.path)), { recursive: true });
      await fsPromises2.writeFile(request.path, text.endsWith("\n") ? text : `${text}
`);
    } else if (text.length > 0) {
      stdout.write(text.endsWith("\n") ? text : `${text}
`);
    }
    if (request.name === "github" && process.env.GITHUB_STEP_SUMMARY) {
      await fsPromises2.writeFile(process.env.GITHUB_STEP_SUMMARY, githubSummary(result, options), { flag: "a" });
    }
  }
  return exitCode(result.summary, args);
}
function exitCode({ errors, warnings }, args) {
  if (errors > 0) return ExitCode.Problems;
  if (args["max-warnings"] !== void 0 && warnings > args["max-warnings"]) {
    stderr.write(`pql-audience: ${plural(warnings, "warning")}, more than --max-warnings ${args["max-warnings"]}
`);
    return ExitCode.Problems;
  }
  return ExitCode.Ok;
}
async function streamLint(paths, args, lintOptions, reporter) {
  let pending = "";
  const flush = () => {
    stdout.write(pending);
    pending = "";
  };
  let withErrors = 0;
  const run = await streamLintFiles(paths, lintOptions, (file) => {
    if (args.quiet) {
      file = errorsOnly(file);
      if (file.diagnostics.some((d) => !d.suppressed)) withErrors++;
    }
    pending += reporter.file(file);
    if (pending.length > 1 << 16) flush();
  });
  const summary = args.quiet ? quietSummary(run.summary) : run.summary;
  pending += reporter.end(args.quiet ? { summary, filesWithProblems: withErrors } : run);
  flush();
  return exitCode(summary, args);
}
function onlyErrors(result) {
  return { ...result, files: result.files.map(errorsOnly), summary: quietSummary(result.summary) };
}
function errorsOnly(file) {
  return { ...file, diagnostics: file.diagnostics.filter((d) => d.severity === "error") };
}
function quietSummary(summary) {
  return { ...summary, warnings: 0, infos: 0 };
}
async function printConfig(file, explicit) {
  const resolver = new ConfigResolver(explicit ? await loadConfig(explicit) : void 0);
  const { source, resolved } = await resolver.forFile(file);
  const shown = {
    file,
    configFile: source?.file ?? null,
    ...resolved,
    ...source ? {} : { note: "no config file applies; these are the defaults" }
  };
  stdout.write(`${JSON.stringify(shown, null, 2)}
`);
  return ExitCode.Ok;
}
export {
  runLint
};
