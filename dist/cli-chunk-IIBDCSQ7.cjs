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
  FormatError: () => FormatError,
  parseFormats: () => parseFormats,
  render: () => render,
  resolveFormats: () => resolveFormats,
  streamingReporter: () => streamingReporter
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_QRBTGMNB = require("./cli-chunk-QRBTGMNB.cjs");
var import_cli_chunk_2PHBWWK7 = require("./cli-chunk-2PHBWWK7.cjs");
var import_cli_chunk_73CYN3IS = require("./cli-chunk-73CYN3IS.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
// src/report/concise.ts
function concise(result, options) {
  const body = result.files.map((file) => conciseFile(file, options)).join("");
  return `${body}${conciseFooter(result.summary, (0, import_cli_chunk_EIVPZZA5.filesWithProblems)(result))}`;
}
function conciseFile(file, options) {
  let out = "";
  for (const d of (0, import_cli_chunk_EIVPZZA5.shownDiagnostics)(file, options.showSuppressed)) {
    const { line, column } = d.range.start;
    const suppressed = d.suppressed ? ` (suppressed: ${oneLine(d.suppressed.reason)})` : "";
    out += `${d.file || file.file}:${line}:${column}: ${d.severity} ${d.code} ${oneLine(d.message)} [${d.rule}]${suppressed}
`;
  }
  return out;
}
function conciseFooter(summary, withProblems) {
  const extras = (0, import_cli_chunk_EIVPZZA5.problemExtras)(summary);
  return `${(0, import_cli_chunk_EIVPZZA5.problemCountsOf)(summary, withProblems)}${extras.length > 0 ? `; ${extras.join("; ")}` : ""}
`;
}
function oneLine(text) {
  return text.replace(/\s*[\r\n]+\s*/g, " ");
}
// src/report/streaming.ts
function streamingReporter(name, options) {
  switch (name) {
    case "concise":
      return { file: (f) => conciseFile(f, options), end: (run) => conciseFooter(run.summary, run.filesWithProblems) };
    case "github":
      return { file: (f) => (0, import_cli_chunk_2PHBWWK7.githubFile)(f, options), end: () => "" };
    default:
      return void 0;
  }
}
// src/report/format-names.ts
var FORMAT_NAMES = ["stylish", "concise", "json", "sarif", "github", "junit"];
// src/report/junit.ts
function junit(result, options) {
  const sources = new Map(result.files.map((f) => [f.file, f.source]));
  const failing = options.warningsFail ? /* @__PURE__ */ new Set(["error", "warning"]) : /* @__PURE__ */ new Set(["error"]);
  const suites = result.files.map((f) => suite(f, (file) => sources.get(file), failing));
  const total = (key) => suites.reduce((n, s) => n + s[key], 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(`${import_cli_chunk_73CYN3IS.TOOL_NAME} ${options.toolVersion}`)}" tests="${total("tests")}" failures="${total("failures")}" errors="0" skipped="${total("skipped")}">`,
    ...suites.map((s) => s.xml),
    `</testsuites>`,
    ""
  ].join("\n");
}
function suite(file, sourceOf, failing) {
  const lines = new import_cli_chunk_OS5LHD2Y.LineMap(file.source);
  const cases = [];
  let failures = 0;
  let skipped = 0;
  for (const audience of file.audiences) {
    cases.push(
      [
        `    <testcase name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(`audience: ${audience.name}`)}" classname="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(file.file)}">`,
        `      <properties><property name="edge" value="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)((0, import_cli_chunk_EIVPZZA5.verdictWords)(audience.verdict))}"/></properties>`,
        `    </testcase>`
      ].join("\n")
    );
  }
  for (const d of [...file.diagnostics].sort(import_cli_chunk_EIVPZZA5.byPosition)) {
    const frame = (0, import_cli_chunk_4OLANE6Q.renderFrame)((0, import_cli_chunk_EIVPZZA5.frameOf)(d, file), lines, { sourceOf });
    const open = `    <testcase name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(caseName(d))}" classname="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(file.file)}" file="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(d.file || file.file)}" line="${d.range.start.line}">`;
    const severity = `      <properties><property name="severity" value="${d.severity}"/></properties>`;
    let body;
    if (d.suppressed) {
      skipped++;
      body = `      <skipped message="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(`suppressed (${d.suppressed.kind}): ${d.suppressed.reason}`)}"/>`;
    } else if (failing.has(d.severity)) {
      failures++;
      body = `      <failure message="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(d.message)}" type="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(d.code)}">${(0, import_cli_chunk_QRBTGMNB.escapeXmlText)(frame)}</failure>`;
    } else {
      body = `      <system-out>${(0, import_cli_chunk_QRBTGMNB.escapeXmlText)(frame)}</system-out>`;
    }
    cases.push([open, severity, body, `    </testcase>`].join("\n"));
  }
  const tests = cases.length;
  const xml = [
    `  <testsuite name="${(0, import_cli_chunk_QRBTGMNB.escapeXmlAttribute)(file.file)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}">`,
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
  const more = `Run \`${(0, import_cli_chunk_EIVPZZA5.docsCommand)(rule.name)}\` for the full documentation.`;
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
    const location = artifactLocation((0, import_cli_chunk_EIVPZZA5.repoPath)(path, options.repoPathPrefix));
    return index === void 0 ? location : { ...location, index };
  };
  const results = result.files.flatMap((file) => {
    const diagnostics = [...file.diagnostics].sort(import_cli_chunk_EIVPZZA5.byPosition);
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
            name: import_cli_chunk_73CYN3IS.TOOL_NAME,
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
        artifacts: result.files.map((f) => ({ location: artifactLocation((0, import_cli_chunk_EIVPZZA5.repoPath)(f.file, options.repoPathPrefix)) })),
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
// src/report/index.ts
var reporters = { stylish: import_cli_chunk_EIVPZZA5.stylish, concise, json: import_cli_chunk_73CYN3IS.json, sarif, github: import_cli_chunk_2PHBWWK7.github, junit };
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
  return (0, import_cli_chunk_TE2BRFRC.closest)(name, FORMAT_NAMES, 2);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  FormatError,
  parseFormats,
  render,
  resolveFormats,
  streamingReporter
});
})
