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
  AEP_AUDIENCE_BUDGETS: () => AEP_AUDIENCE_BUDGETS,
  BUDGET_NAMES: () => BUDGET_NAMES,
  allRules: () => allRules,
  batchSentence: () => batchSentence,
  budgetLabel: () => budgetLabel,
  codesFor: () => codesFor,
  decideMethod: () => decideMethod,
  edgeEventAggregation: () => edgeEventAggregation,
  edgeEventWithSegment: () => edgeEventWithSegment,
  edgeIgnoreYear: () => edgeIgnoreYear,
  edgeMergePolicy: () => edgeMergePolicy,
  edgeMultipleEvents: () => edgeMultipleEvents,
  edgeNegatedEvent: () => edgeNegatedEvent,
  edgeNoCriteria: () => edgeNoCriteria,
  edgeNoTimeWindow: () => edgeNoTimeWindow,
  edgeProfileOnlyDaily: () => edgeProfileOnlyDaily,
  edgeSegmentDisqualification: () => edgeSegmentDisqualification,
  edgeUnresolvedSegment: () => edgeUnresolvedSegment,
  edgeWindowAbsolute: () => edgeWindowAbsolute,
  edgeWindowBoundary: () => edgeWindowBoundary,
  edgeWindowNotCurrent: () => edgeWindowNotCurrent,
  edgeWindowTooLong: () => edgeWindowTooLong,
  emptyCounts: () => emptyCounts,
  eventsNeeded: () => eventsNeeded2,
  extractFacts: () => extractFacts,
  fileMethod: () => fileMethod,
  followReferences: () => followReferences,
  ruleByCodeOrName: () => ruleByCodeOrName,
  ruleNamesWhere: () => ruleNamesWhere,
  statedMethod: () => statedMethod,
  streamingBatchSentence: () => streamingBatchSentence,
  streamingEventAggregation: () => streamingEventAggregation,
  streamingEventOrder: () => streamingEventOrder,
  streamingEventWithSegment: () => streamingEventWithSegment,
  streamingIgnoreYear: () => streamingIgnoreYear,
  streamingNegatedEvent: () => streamingNegatedEvent,
  streamingNoTimeWindow: () => streamingNoTimeWindow,
  streamingUnresolvedSegment: () => streamingUnresolvedSegment,
  streamingWindowNotCurrent: () => streamingWindowNotCurrent,
  streamingWindowTooLong: () => streamingWindowTooLong,
  suggestRule: () => suggestRule,
  suppressionsMissingRule: () => suppressionsMissingRule,
  suppressionsUnknownDirective: () => suppressionsUnknownDirective,
  suppressionsUnused: () => suppressionsUnused,
  tightestBudgets: () => tightestBudgets,
  used: () => used
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
// src/lint/rules/audience-expression-type.ts
var audienceExpressionType = {
  meta: {
    code: "PQL104",
    name: "audience/expression-type",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.type` must be `PQL`",
    why: "pql-audience checks and publishes PQL definitions; other expression types (`ARL`) are not checked.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ type: "ARL" }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)() }]
  },
  check({ audience, report }) {
    const { definition } = audience.loaded;
    if (audience.kind === "pql" || definition.expression.type === "PQL") return;
    const range = audience.loaded.locate(["expression", "type"]);
    if (range)
      report({
        in: "file",
        range,
        message: `\`expression.type\` is \`${definition.expression.type}\`; pql-audience checks PQL definitions only`,
        hints: ["set `expression.type: PQL`"]
      });
  }
};
// src/lint/rules/audience-evaluation-info.ts
var audienceEvaluationInfo = {
  meta: {
    code: "PQL106",
    name: "audience/evaluation-info",
    category: "audience",
    defaultSeverity: "warning",
    summary: "`evaluationInfo` enables no evaluation method",
    why: "With batch, streaming and edge all disabled the audience is never evaluated; leaving `evaluationInfo` out means batch.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ evaluation: [false, false, false] }) }],
    valid: [
      { file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)() },
      { file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ evaluation: null }) }
    ]
  },
  check({ audience, report }) {
    const info = audience.loaded.definition.evaluationInfo;
    if (audience.kind === "pql" || !info) return;
    if (info.batch?.enabled || info.continuous?.enabled || info.synchronous?.enabled) return;
    const range = audience.loaded.locate(["evaluationInfo"], "key");
    if (range)
      report({
        in: "file",
        range,
        message: "no evaluation method is enabled: this audience would never be evaluated",
        hints: ["enable one of `batch`, `continuous` or `synchronous` (edge)"]
      });
  }
};
// src/lint/rules/audience-schema-name.ts
var audienceSchemaName = {
  meta: {
    code: "PQL107",
    name: "audience/schema-name",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file has no `schema`",
    why: "The Segmentation API requires the schema the audience reads, usually `_xdm.context.profile`.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ schemaName: null }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)() }]
  },
  check({ audience, report }) {
    if (audience.kind === "pql" || audience.loaded.definition.schema) return;
    const range = audience.loaded.locate(["name"], "key") ?? audience.loaded.range;
    report({
      in: "file",
      range,
      message: "the audience has no `schema`; the Segmentation API requires one",
      hints: ["add `schema: { name: _xdm.context.profile }`"]
    });
  }
};
// src/lint/rules/audience-name-control-character.ts
var audienceNameControlCharacter = {
  meta: {
    code: "PQL110",
    name: "audience/name-control-character",
    category: "audience",
    defaultSeverity: "warning",
    summary: "The audience's `name` holds a control character",
    why: "A name is shown in AEP's UI, printed to terminals and written into SQL comments by `sql`. A newline, a carriage return, an escape or a bidirectional control in it can end a comment and make the rest of the name live SQL in a script, draw fake lines on a terminal, or make the name show other than it is; `pull` writes the name a hostile org gave as it is. pql-audience escapes such characters wherever it prints a name, but other tools may not.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "Nice\nDROP TABLE profiles; --" }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "Nice customers" }) }]
  },
  check({ audience, report }) {
    const name = audience.loaded.definition.name;
    if (audience.kind === "pql" || typeof name !== "string") return;
    const found = [...new Set(name.match(import_cli_chunk_S2QAFOMM.CONTROL_CHARACTERS) ?? [])];
    if (found.length === 0) return;
    report({
      in: "file",
      range: audience.loaded.locate(["name"]) ?? audience.loaded.range,
      message: `the audience's name holds ${found.length === 1 ? "a control character" : "control characters"} (${found.map(import_cli_chunk_S2QAFOMM.codePointName).join(", ")})`,
      hints: ["write the name on one line, of printable characters only"]
    });
  }
};
// src/lint/rules/ref-unknown-segment.ts
var refUnknownSegment = {
  meta: {
    code: "PQL121",
    name: "ref/unknown-segment",
    category: "ref",
    defaultSeverity: "error",
    summary: "A segment reference points at nothing: an alias no file declares, or (with `--remote`) an id the org does not have",
    why: "A local alias is resolved against every audience file of the project (not only the files being linted), and with `lint --remote` an id against the live org; one that matches nothing is a typo or a missing file, and cannot be published.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'inSegment("alias:loyal-customers")' }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }) }]
  },
  checkGlobal({ audience, directory, report }) {
    for (const ref of audience.refs) {
      if (ref.id === null || directory.resolve(ref.id)) continue;
      if (!directory.isAlias(ref.id)) {
        if (directory.remote)
          report({
            range: ref.idSpan,
            message: `segment \`${ref.id}\` does not exist in ${directory.remote}`,
            label: "unknown segment",
            hints: ["check the id, or publish that audience first"]
          });
        continue;
      }
      const alias = ref.id.slice("alias:".length);
      const untracked = directory.untrackedDeclaring(alias);
      if (untracked !== void 0) {
        report({
          range: ref.idSpan,
          message: `the alias \`${alias}\` is declared only in \`${untracked}\`, which git does not track: the commit does not hold it`,
          label: "declared in an untracked file",
          hints: [`\`git add ${untracked}\` to commit it with this file`]
        });
        continue;
      }
      const [unloaded, ...moreUnloaded] = directory.unloaded;
      if (unloaded !== void 0) {
        const others = moreUnloaded.length > 0 ? ` (and ${moreUnloaded.length} more)` : "";
        report({
          range: ref.idSpan,
          message: `no audience file that loads declares the alias \`${alias}\`; \`${unloaded}\`${others} did not load`,
          label: "unknown alias",
          hints: ["fix the files that did not load first: the alias may be declared in one of them"]
        });
        continue;
      }
      const suggestion = (0, import_cli_chunk_TE2BRFRC.closest)(alias, directory.aliases());
      report({
        range: ref.idSpan,
        message: `no audience file declares the alias \`${alias}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""}`,
        label: "unknown alias",
        hints: [
          suggestion ? `the project has an audience with the alias \`${suggestion}\`` : "fix the alias, or declare it in the file it means (x-pql-audience.alias)"
        ]
      });
    }
  }
};
// src/lint/rules/ref-cycle.ts
var refCycle = {
  meta: {
    code: "PQL122",
    name: "ref/cycle",
    category: "ref",
    defaultSeverity: "error",
    summary: "Audiences reference each other in a loop",
    why: "A segment of segments whose references lead back to itself can never be evaluated.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
        others: [{ name: "b.audience.yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "B", value: 'inSegment("alias:a")', extras: ["alias: b"] }) }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
        others: [{ name: "b.audience.yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "B", value: "person.age > 21", extras: ["alias: b"] }) }]
      }
    ]
  },
  checkGlobal({ audience, directory, report }) {
    const next = (a) => a.refs.flatMap((r) => r.id ? [directory.resolve(r.id)?.audience] : []).filter((x) => x !== void 0);
    for (const ref of audience.refs) {
      const first = ref.id === null ? void 0 : directory.resolve(ref.id)?.audience;
      if (!first || first === audience) continue;
      const path = findPath(first, audience, next);
      if (path)
        report({
          range: ref.span,
          message: `reference loop: ${[audience, ...path].map((a) => `\`${a.name}\``).join(" -> ")}`,
          label: "leads back here",
          hints: ["break the loop: an audience cannot depend on itself through others"]
        });
    }
  }
};
function findPath(from, to, next) {
  const previous = /* @__PURE__ */ new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const path = [];
      for (let a = current; a; a = previous.get(a) ?? null) path.unshift(a);
      return path;
    }
    for (const n of next(current)) {
      if (!previous.has(n)) {
        previous.set(n, current);
        queue.push(n);
      }
    }
  }
  return null;
}
// src/lint/rules/ref-self-reference.ts
var refSelfReference = {
  meta: {
    code: "PQL123",
    name: "ref/self-reference",
    category: "ref",
    defaultSeverity: "error",
    summary: "An audience references itself",
    why: "Membership that depends on itself can never be evaluated.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'inSegment("alias:vip") and person.age > 21', extras: ["alias: vip"] }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: "person.age > 21", extras: ["alias: vip"] }) }]
  },
  checkGlobal({ audience, directory, report }) {
    for (const ref of audience.refs) {
      if (ref.id !== null && directory.resolve(ref.id)?.audience === audience)
        report({ range: ref.span, message: "this audience references itself", label: "self-reference" });
    }
  }
};
// src/lint/rules/ref-duplicate-name.ts
var refDuplicateName = {
  meta: {
    code: "PQL124",
    name: "ref/duplicate-name",
    category: "ref",
    defaultSeverity: "error",
    summary: "Two audience files use the same `name`",
    why: "Audience names are unique in a sandbox: AEP rejects the second one (422), and publishing matches definitions by name.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "VIP" }),
        others: [{ name: "other.audience.yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "VIP", value: "person.age > 21" }) }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "VIP" }),
        others: [{ name: "other.audience.yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "Adults", value: "person.age > 21" }) }]
      }
    ]
  },
  checkGlobal({ audience, directory, report }) {
    if (audience.kind === "pql") return;
    const other = directory.duplicateOf(audience, "name");
    if (!other || !audience.ranges.name) return;
    report({
      range: audience.ranges.name,
      message: `another audience is also named \`${audience.name}\` (${other.file})`,
      hints: ["give each audience a unique name"]
    });
  }
};
// src/lint/rules/ref-duplicate-id.ts
var refDuplicateId = {
  meta: {
    code: "PQL125",
    name: "ref/duplicate-id",
    category: "ref",
    defaultSeverity: "error",
    summary: "Two audience files claim the same published id or alias",
    why: "References and publishing find an audience by its id or alias; two files with the same one make both ambiguous.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "VIP", extras: ["alias: vip"] }),
        others: [{ name: "other.audience.yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "Adults", value: "person.age > 21", extras: ["alias: vip"] }) }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "VIP", extras: ["alias: vip"] }),
        others: [
          { name: "other.audience.yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "Adults", value: "person.age > 21", extras: ["alias: adults"] }) }
        ]
      }
    ]
  },
  checkGlobal({ audience, directory, report }) {
    for (const field of ["id", "alias"]) {
      const value = audience[field];
      if (value === void 0 || audience.kind === "pql" && field === "alias") continue;
      const other = directory.duplicateOf(audience, field);
      const range = audience.ranges[field];
      if (other && range)
        report({
          range,
          message: `the ${field} \`${value}\` is also used by ${other.file}`,
          hints: [`give each audience its own ${field}`]
        });
    }
  }
};
// src/analysis/rules/edge-hints.ts
var batchSentence = "set evaluationInfo.synchronous.enabled to false and batch.enabled to true to evaluate this audience in batch (or continuous.enabled to true, by streaming, when it is streaming-eligible)";
// src/analysis/rules/edge-ignore-year.ts
var edgeIgnoreYear = {
  meta: {
    code: "PQL201",
    name: "edge/ignore-year",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "A date is matched on month and day only (ignore year)",
    why: `AEP does not evaluate ignore-year time constraints on the edge. Segment Builder's "Ignore year" option computes a month/day match; pql-audience detects that computation.`,
    invalid: [
      { code: "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()" },
      { code: "person.birthDate.getMonth() = 6" }
    ],
    valid: [{ code: "person.birthDate occurs today" }, { code: "person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990" }]
  },
  checkFacts({ facts, report }) {
    for (const c of facts.ignoreYear)
      report({
        message: `\`${c.path}\` is matched on month and day only (ignore year); edge audiences cannot use ignore-year time constraints`,
        range: c.span,
        label: "ignores the year",
        hints: [
          `a yearly date (a birthday, an anniversary) has no form that keeps the year; to match one date, add its year (e.g. \`${c.path}.getYear() = 1990\`)`,
          batchSentence
        ]
      });
  }
};
// src/analysis/rules/edge-negated-event.ts
var hints = ["put the exclusion in its own batch audience and reference it with inSegment(...)", batchSentence];
var edgeNegatedEvent = {
  meta: {
    code: "PQL202",
    name: "edge/negated-event",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An event reference sits under `not` / `!`",
    why: "Edge evaluation qualifies profiles on incoming events; it cannot decide that an event did not happen.",
    invalid: [{ code: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])' }]
  },
  checkFacts({ facts, report }) {
    for (const e of facts.events)
      if (e.negation)
        report({
          message: "this event is negated; edge audiences cannot exclude events",
          range: e.negation,
          label: "negates an event",
          hints
        });
  }
};
// src/analysis/rules/edge-event-aggregation.ts
var hints2 = [`test for a single event, e.g. with CHAIN(...)`, batchSentence];
var edgeEventAggregation = {
  meta: {
    code: "PQL203",
    name: "edge/event-aggregation",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "The edge keeps one incoming event, not a history to count or sum over.",
    invalid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3' }],
    valid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]' }]
  },
  checkFacts({ facts, report }) {
    for (const e of facts.events)
      if (e.aggregation)
        report({
          message: `\`${e.aggregation}\` aggregates events; edge audiences can only test for one event`,
          range: e.span,
          label: "aggregation",
          hints: hints2
        });
  }
};
// src/analysis/rules/window-problems.ts
function reportWindowProblem({ facts, windows, report }, problem, finding) {
  facts.events.forEach((event, i) => {
    const status = windows[i];
    if (event.window && status && !status.ok && status.problem === problem) report(finding(status, event.window.span));
  });
}
// src/analysis/rules/edge-window-too-long.ts
var hints3 = [`use a window under 24 hours, e.g. \`WHEN(< 24 hours before now)\``, batchSentence];
var edgeWindowTooLong = {
  meta: {
    code: "PQL204",
    name: "edge/window-too-long",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window is 24 hours or longer",
    why: "Edge audiences look at a single event in a relative window shorter than 24 hours.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this week)])' }
    ],
    valid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 24 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 90 minutes before now)])' }
    ]
  },
  checkFacts(context) {
    reportWindowProblem(context, "too-long", (status, range) => ({
      message: `the event window is ${status.text}; edge audiences need less than 24 hours`,
      range,
      label: status.text,
      hints: hints3
    }));
  }
};
// src/analysis/rules/edge-window-boundary.ts
var edgeWindowBoundary = {
  meta: {
    code: "PQL205",
    name: "edge/window-boundary",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window is exactly 24 hours, inclusive (`<= 24 hours`)",
    why: 'The rule says "shorter than 24 hours" while AEP\'s own examples use `<= 24 hours before now`; pql-audience follows the rule unless `edge.windowBoundary: inclusive` is set.',
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 1 day before now)])' }
    ],
    valid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 24 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 23 hours before now)])' }
    ]
  },
  checkFacts(context) {
    reportWindowProblem(context, "boundary", (status, range) => ({
      message: `the event window is ${status.text} (\`<=\`); edge audiences need less than 24 hours`,
      range,
      label: status.text,
      hints: [
        "write `< 24 hours before now`, or set `edge.windowBoundary: inclusive` in the config to accept a window of exactly 24 hours (AEP's own examples use one)"
      ]
    }));
  }
};
// src/analysis/rules/edge-window-absolute.ts
var hints4 = [`use a relative window such as \`today\` or \`< 24 hours before now\``, batchSentence];
var edgeWindowAbsolute = {
  meta: {
    code: "PQL206",
    name: "edge/window-absolute",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window is fixed in time (dates)",
    why: "An edge window moves with now; a window between dates is evaluated in batch.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(after date(2024, 1, 1))])' }
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }]
  },
  checkFacts(context) {
    reportWindowProblem(context, "absolute", (status, range) => ({
      message: `the event window is ${status.text}; edge audiences need a window relative to now`,
      range,
      label: "absolute",
      hints: hints4
    }));
  }
};
// src/analysis/rules/edge-window-not-current.ts
var hints5 = [`use \`today\` or \`< 24 hours before now\``, batchSentence];
var edgeWindowNotCurrent = {
  meta: {
    code: "PQL207",
    name: "edge/window-not-current",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The event window does not contain now",
    why: "The edge evaluates the event that just arrived; a window that ends before now (`yesterday`, `last hour`, `> 2 hours before now`) or lies in the future never contains it.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(> 2 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(last hour)])' }
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this hour)])' }]
  },
  checkFacts(context) {
    reportWindowProblem(context, "not-current", (status, range) => ({
      message: `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not contain now`}; edge audiences need a window that ends now`,
      range,
      label: "does not contain now",
      hints: hints5
    }));
  }
};
// src/analysis/rules/edge-no-time-window.ts
var edgeNoTimeWindow = {
  meta: {
    code: "PQL208",
    name: "edge/no-time-window",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An event reference has no time window",
    why: "Since May 2025 AEP evaluates a single event without a time window in batch; edge needs a window shorter than 24 hours.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])' },
      { code: 'select X from xEvent where X.eventType = "addToCart"' }
    ],
    valid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])' },
      { code: 'select X from xEvent where X.eventType = "addToCart" and X.timestamp occurs < 1 hour before now' }
    ]
  },
  checkFacts({ facts, report }) {
    for (const event of facts.events) {
      if (event.window) continue;
      const example = event.kind === "chain-step" ? "add `WHEN(< 24 hours before now)` to the step" : "add `timestamp occurs < 24 hours before now` to its condition";
      report({
        message: "this event has no time window; edge audiences need one shorter than 24 hours",
        range: event.span,
        label: "no time window",
        hints: [example, batchSentence]
      });
    }
  }
};
// src/analysis/rules/edge-multiple-events.ts
var hints6 = [`split it into single-event audiences and combine them with inSegment(...)`, batchSentence];
function eventsNeeded(event) {
  return event.count !== null && event.count > 1 ? event.count : 1;
}
var edgeMultipleEvents = {
  meta: {
    code: "PQL209",
    name: "edge/multiple-events",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "More than one event (two references, a CHAIN with two steps, or `COUNT(n)` with n > 1)",
    why: "The edge evaluates one incoming event at a time; sequences and frequencies need event history.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(< 24 hours before now) COUNT(5)])' }
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)])' }]
  },
  checkFacts({ facts, report }) {
    const totalEvents = facts.events.reduce((n, e) => n + eventsNeeded(e), 0);
    if (totalEvents <= 1) return;
    const counted2 = facts.events.find((e) => eventsNeeded(e) > 1);
    const second = facts.events[1];
    const at = second ?? counted2;
    const what = facts.events.length === 1 ? `\`COUNT(${counted2.count})\` needs ${counted2.count} events` : `this audience reads ${facts.events.length} events`;
    report({
      message: `${what}; edge audiences use a single event`,
      range: at.span,
      label: second ? "another event" : `COUNT(${counted2.count})`,
      hints: hints6
    });
  }
};
// src/analysis/rules/event-with-segments.ts
function segmentsReadingEvents(facts, resolveSegment) {
  if (facts.events.length === 0) return [];
  const out = [];
  for (const segment of facts.segments) {
    const found = resolveSegment(segment.id);
    if (found === null || found.profileOnly) continue;
    out.push({ segment, found, shown: found.name ? `\`${found.name}\`` : `\`${segment.id}\`` });
  }
  return out;
}
// src/analysis/rules/edge-event-with-segment.ts
var checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
var clickers = (0, import_cli_chunk_I42NNT3W.yamlAudience)({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"]
});
var adults = (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });
var edgeEventWithSegment = {
  meta: {
    code: "PQL210",
    name: "edge/event-with-segment",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An event is combined with a segment that is not profile-only",
    why: "AEP allows an event with `inSegment(...)` on the edge only when the referenced audience is profile-only.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: `inSegment("alias:clickers") and ${checkout}` }),
        others: [{ name: "clickers.audience.yaml", code: clickers }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: `inSegment("alias:adults") and ${checkout}` }),
        others: [{ name: "adults.audience.yaml", code: adults }]
      }
    ]
  },
  checkFacts({ facts, resolveSegment, report }) {
    for (const { segment: s, found, shown } of segmentsReadingEvents(facts, resolveSegment)) {
      report({
        message: `an event combined with segment ${shown}, which is ${found.type ? `${found.type}, not profile-only` : "not profile-only"}; edge audiences allow this only for profile-only segments`,
        range: s.span,
        label: "not a profile-only segment",
        hints: [`reference a profile-only audience`, batchSentence]
      });
    }
  }
};
// src/analysis/rules/edge-unresolved-segment.ts
var edgeUnresolvedSegment = {
  meta: {
    code: "PQL211",
    name: "edge/unresolved-segment",
    category: "edge",
    defaultSeverity: "warning",
    eligibilityReason: true,
    leavesEligibilityOpen: true,
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is edge-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [
      {
        code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])'
      }
    ],
    valid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }]
  },
  checkFacts({ facts, resolveSegment, report }) {
    if (facts.events.length === 0) return;
    for (const s of facts.segments) {
      if (resolveSegment(s.id) !== null) continue;
      report({
        message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is edge-eligible only when the segment is profile-only`,
        range: s.idSpan,
        label: "unresolved",
        hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
      });
    }
  }
};
// src/analysis/rules/edge-no-criteria.ts
var edgeNoCriteria = {
  meta: {
    code: "PQL212",
    name: "edge/no-criteria",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The expression reads no profile attribute, event or segment",
    why: "A constant qualifies everyone or no one; it is not an audience.",
    invalid: [{ code: "true" }, { code: "1 = 1" }],
    valid: [{ code: "person.age >= 18" }]
  },
  checkFacts({ facts, report }) {
    if (facts.events.length > 0 || facts.segments.length > 0 || facts.profileAttributes.length > 0) return;
    report({
      message: "this expression reads no profile attribute, event or segment: it is a constant, not an audience",
      range: facts.root,
      hints: ['add criteria, e.g. `homeAddress.countryCode = "US"`']
    });
  }
};
// src/analysis/rules/edge-profile-only-daily.ts
var edgeProfileOnlyDaily = {
  meta: {
    code: "PQL213",
    name: "edge/profile-only-daily",
    category: "edge",
    defaultSeverity: "info",
    eligibilityReason: true,
    summary: "A profile-only audience is evaluated on the edge once a day",
    why: "AEP lists profile-only as an edge type but refreshes it daily; add event data for real-time evaluation.",
    invalid: [{ code: 'homeAddress.country.equals("US", false)' }],
    valid: [
      {
        code: 'homeAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])'
      }
    ]
  },
  checkEligible({ facts, type, report }) {
    if (type === "profile-only")
      report({
        message: "profile-only audiences are evaluated on the edge once a day; add event data for real-time evaluation",
        range: facts.profileAttributes[0].span
      });
  }
};
// src/analysis/rules/edge-segment-disqualification.ts
var edgeSegmentDisqualification = {
  meta: {
    code: "PQL214",
    name: "edge/segment-disqualification",
    category: "edge",
    defaultSeverity: "info",
    eligibilityReason: true,
    summary: "Profiles leave a segment of segments only every 24 hours",
    why: "AEP re-evaluates disqualification for segments of segments once a day, so members may stay up to 24 hours after they stop matching.",
    invalid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")' }],
    valid: [{ code: "person.age >= 18" }]
  },
  checkEligible({ facts, type, report }) {
    if (type === "segment-of-segments")
      report({ message: "profiles leave a segment of segments only every 24 hours", range: facts.segments[0].span });
  }
};
// src/lint/rules/edge-merge-policy.ts
var config = { edge: { mergePolicies: ["edge-policy"] } };
var edgeMergePolicy = {
  meta: {
    code: "PQL215",
    name: "edge/merge-policy",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "The merge policy is not active on edge",
    why: "Edge (and, since May 2025, streaming) audiences must use a merge policy that is active on edge. The ids come from `edge.mergePolicies` in the config, or from the API with `lint --remote`.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ mergePolicyId: "batch-policy" }), config }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ mergePolicyId: "edge-policy" }), config }]
  },
  check({ audience, config: settings, report }) {
    const id = audience.loaded.definition.mergePolicyId;
    if (audience.kind === "pql" || settings.mergePolicies === null || id === void 0 || settings.mergePolicies.includes(id)) return;
    const range = audience.loaded.locate(["mergePolicyId"]);
    if (range)
      report({
        in: "file",
        range,
        message: `merge policy \`${id}\` is not active on edge`,
        label: "not active on edge",
        hints: [`use one of: ${settings.mergePolicies.map((p) => `\`${p}\``).join(", ")}`]
      });
  }
};
// src/lint/rules/edge-schema.ts
var PROFILE_SCHEMA = "_xdm.context.profile";
var edgeSchema = {
  meta: {
    code: "PQL216",
    name: "edge/schema",
    category: "edge",
    defaultSeverity: "error",
    eligibilityReason: true,
    summary: "An edge audience must read the profile schema `_xdm.context.profile`",
    why: "Edge segmentation evaluates profiles; audiences on other classes (multi-entity) are batch only.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ schemaName: "_xdm.context.account" }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)() }]
  },
  check({ audience, report }) {
    const name = audience.loaded.definition.schema?.name;
    if (audience.kind === "pql" || name === void 0 || name === PROFILE_SCHEMA) return;
    const range = audience.loaded.locate(["schema", "name"]);
    if (range)
      report({
        in: "file",
        range,
        message: `the schema is \`${name}\`; edge audiences read \`${PROFILE_SCHEMA}\``,
        hints: [`set \`schema.name: ${PROFILE_SCHEMA}\``]
      });
  }
};
// src/lint/rules/edge-marked-but-ineligible.ts
var edgeMarkedButIneligible = {
  meta: {
    code: "PQL217",
    name: "edge/marked-but-ineligible",
    category: "edge",
    defaultSeverity: "error",
    judgesVerdict: true,
    summary: "`evaluationInfo.synchronous.enabled` is true on a definition that is not edge-eligible",
    why: "AEP does not evaluate such a definition on the edge; publishing it as an edge audience would silently do something else.",
    invalid: [
      { file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])' }) }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false]
        })
      }
    ]
  },
  checkGlobal({ audience, verdict, report }) {
    if (audience.kind === "pql" || !audience.synchronousEnabled || verdict?.eligible !== false) return;
    const range = audience.ranges.synchronousEnabled && audience.ranges.synchronousEnabled;
    if (range)
      report({
        range,
        message: "marked for edge evaluation, but the definition is not edge-eligible (see the other errors)",
        label: "marked for edge",
        hints: ["fix the reasons above, or set `synchronous.enabled: false` and `batch.enabled: true`"]
      });
  }
};
// src/lint/rules/edge-eligible-not-marked.ts
var edgeEligibleNotMarked = {
  meta: {
    code: "PQL218",
    name: "edge/eligible-not-marked",
    category: "edge",
    defaultSeverity: "info",
    judgesVerdict: true,
    summary: "An edge-eligible definition is not marked for edge evaluation",
    why: "The definition could be evaluated in real time on the edge; set `evaluationInfo.synchronous.enabled: true` if that is wanted. A file that chose another method in so many words (`synchronous.enabled: false` beside `batch` or `continuous` enabled) is not told: it asked for that method.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: null })
      }
    ],
    valid: [
      { file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }) },
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: [true, false, false] })
      }
    ]
  },
  checkGlobal({ audience, verdict, report }) {
    if (audience.kind === "pql" || verdict?.eligible !== true || audience.synchronousEnabled || audience.choseOtherMethod) return;
    const range = audience.ranges.notMarked && audience.ranges.notMarked;
    if (range)
      report({
        range,
        message: `edge-eligible (${verdict.type}) but not marked for edge evaluation`,
        hints: ["set `evaluationInfo.synchronous.enabled: true` to evaluate it on the edge"]
      });
  }
};
// src/lint/rules/edge-mixed-evaluation.ts
var edgeMixedEvaluation = {
  meta: {
    code: "PQL219",
    name: "edge/mixed-evaluation",
    category: "edge",
    defaultSeverity: "warning",
    summary: "Edge evaluation is enabled together with batch or streaming",
    why: "A definition has one evaluation method; AEP's edge examples set batch and continuous to false when synchronous is true.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ evaluation: [true, false, true] }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)() }]
  },
  check({ audience, report }) {
    const info = audience.loaded.definition.evaluationInfo;
    if (audience.kind === "pql" || info?.synchronous?.enabled !== true) return;
    for (const other of ["batch", "continuous"]) {
      if (info[other]?.enabled !== true) continue;
      const range = audience.loaded.locate(["evaluationInfo", other, "enabled"]);
      if (range)
        report({
          in: "file",
          range,
          message: `\`${other}\` is enabled together with edge (\`synchronous\`)`,
          hints: [`set \`${other}.enabled: false\``]
        });
    }
  }
};
// src/lint/rules/style-canonical-format.ts
var styleCanonicalFormat = {
  meta: {
    code: "PQL301",
    name: "style/canonical-format",
    category: "style",
    defaultSeverity: "info",
    summary: "The expression is not in canonical form (`pql-audience fmt`)",
    why: "One layout for every definition keeps reviews about meaning, not spacing; `pql-audience fmt --write` fixes it.",
    invalid: [{ code: 'homeAddress.countryCode="US"  and person.age>21' }],
    valid: [{ code: 'homeAddress.countryCode = "US" and person.age > 21' }],
    fixable: true
  },
  check({ audience, report }) {
    if (!audience.ast) return;
    const canonical = (0, import_cli_chunk_Q3LJKXLG.canonicalExpression)(audience.kind, audience.ast);
    if ((0, import_cli_chunk_Q3LJKXLG.isFormatted)(audience.loaded.pql, canonical)) return;
    const edit = (0, import_cli_chunk_Q3LJKXLG.replaceLoadedExpression)(audience.file, audience.text, audience.kind, audience.loaded, canonical);
    report({
      in: "file",
      range: audience.kind === "pql" ? firstLine(audience.loaded.expressionRange, audience.loaded.pql) : audience.loaded.locate(["expression", "value"], "key") ?? audience.loaded.expressionRange,
      message: "the expression is not in canonical form",
      label: "not formatted",
      hints: [`run \`pql-audience fmt --write ${audience.file}\``],
      ...edit ? { fix: { description: "rewrite the expression in canonical form", edits: [edit] } } : {}
    });
  }
};
function firstLine(range, text) {
  const length = text.split(/\r?\n/, 1)[0].length;
  if (range.end.line === range.start.line) return range;
  return { start: range.start, end: { offset: range.start.offset + length, line: range.start.line, column: range.start.column + length } };
}
// src/lint/rules/style-uppercase-keyword.ts
var styleUppercaseKeyword = {
  meta: {
    code: "PQL302",
    name: "style/uppercase-keyword",
    category: "style",
    defaultSeverity: "warning",
    summary: "`AND`, `OR` or `NOT` written in upper case",
    why: "AEP documents these keywords in lower case only; pql-audience accepts upper case, but AEP's own parser may not.",
    invalid: [{ code: 'homeAddress.countryCode = "US" AND person.age > 21' }, { code: "NOT (person.age > 21)" }],
    valid: [{ code: 'homeAddress.countryCode = "US" and person.age > 21' }],
    fixable: true
  },
  check({ audience, report }) {
    const text = audience.loaded.pql;
    if (!audience.ast || !hasKeywordNotInLowerCase(text)) return;
    const words = [];
    (0, import_cli_chunk_N7DGRHRO.forEachNode)(audience.ast, (node) => {
      if (node.kind === "Logical") words.push(...node.operatorSpans);
      else if (node.kind === "Unary" && node.operator === "not") words.push(node.operatorSpan);
    });
    for (const span of words) {
      const word = text.slice(span.start.offset, span.end.offset);
      if (word === word.toLowerCase()) continue;
      const range = audience.loaded.mapSpan(span);
      report({
        in: "pql",
        range: span,
        message: `write \`${word.toLowerCase()}\`, not \`${word}\``,
        label: "upper case",
        ...audience.loaded.exactPositions ? { fix: { description: `lower-case \`${word}\``, edits: [{ range, text: word.toLowerCase() }] } } : {}
      });
    }
  }
};
function hasKeywordNotInLowerCase(text) {
  return /\b(?!(?:and|or|not)\b)(?:[aA][nN][dD]|[oO][rR]|[nN][oO][tT])\b/.test(text);
}
// src/analysis/rules/streaming-hints.ts
var streamingBatchSentence = "set evaluationInfo.continuous.enabled to false and batch.enabled to true to evaluate this audience in batch";
var streaming = [false, true, false];
// src/analysis/rules/streaming-ignore-year.ts
var streamingIgnoreYear = {
  meta: {
    code: "PQL401",
    name: "streaming/ignore-year",
    category: "streaming",
    defaultSeverity: "error",
    summary: "A date is matched on month and day only (ignore year)",
    why: `AEP's streaming segmentation guide lists "Ignore year" time constraints among what streaming cannot evaluate.`,
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: "person.birthDate.getMonth() = 6", evaluation: streaming }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: "person.birthDate occurs today", evaluation: streaming }) }]
  },
  checkStreaming({ facts, report }) {
    for (const c of facts.ignoreYear)
      report({
        message: `\`${c.path}\` is matched on month and day only (ignore year); streaming audiences cannot use ignore-year time constraints`,
        range: c.span,
        label: "ignores the year",
        hints: [
          `a yearly date (a birthday, an anniversary) has no form that keeps the year; to match one date, add its year (e.g. \`${c.path}.getYear() = 1990\`)`,
          streamingBatchSentence
        ]
      });
  }
};
// src/analysis/rules/streaming-negated-event.ts
var streamingNegatedEvent = {
  meta: {
    code: "PQL402",
    name: "streaming/negated-event",
    category: "streaming",
    defaultSeverity: "error",
    summary: "Every event reference sits under `not` / `!`",
    why: "AEP's streaming guide supports a negated event next to another event, but the whole event cannot be a negation: streaming qualifies on an event that arrives.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))',
          evaluation: streaming
        })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])', evaluation: streaming })
      }
    ]
  },
  checkStreaming({ facts, report }) {
    if (facts.events.length === 0 || facts.events.some((e) => !e.negation)) return;
    report({
      message: "every event of this audience is negated; a streaming audience needs an event that happens",
      range: facts.events[0].negation,
      label: "negates the only event",
      hints: [
        `add the event that qualifies a profile, or put the exclusion in its own batch audience and reference it with inSegment(...)`,
        streamingBatchSentence
      ]
    });
  }
};
// src/analysis/rules/streaming-event-aggregation.ts
var streamingEventAggregation = {
  meta: {
    code: "PQL403",
    name: "streaming/event-aggregation",
    category: "streaming",
    defaultSeverity: "error",
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "AEP's streaming rulesets are single events and sequences of events (CHAIN); counting or summing over an event history is not one of them.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3',
          evaluation: streaming
        })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]', evaluation: streaming })
      }
    ]
  },
  checkStreaming({ facts, report }) {
    for (const e of facts.events)
      if (e.aggregation)
        report({
          message: `\`${e.aggregation}\` aggregates events; streaming audiences test for events, not for a count or a sum of them`,
          range: e.span,
          label: "aggregation",
          hints: [`test for the events with CHAIN(...) (\`COUNT(n)\` counts a step)`, streamingBatchSentence]
        });
  }
};
// src/analysis/rules/streaming-window-too-long.ts
var streamingWindowTooLong = {
  meta: {
    code: "PQL404",
    name: "streaming/window-too-long",
    category: "streaming",
    defaultSeverity: "error",
    summary: "The event window is longer than 24 hours",
    why: "Since 20 May 2025 AEP evaluates a single event with a window longer than 24 hours in batch; the lookback of a streaming query is one day.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])',
          evaluation: streaming
        })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(<= 24 hours before now)])',
          evaluation: streaming
        })
      }
    ]
  },
  checkStreaming(context) {
    reportWindowProblem(context, "too-long", (status, range) => ({
      message: `the event window is ${status.text}; streaming audiences look back one day at most`,
      range,
      label: status.text,
      hints: [`use a window of 24 hours at most, e.g. \`WHEN(<= 24 hours before now)\``, streamingBatchSentence]
    }));
  }
};
// src/analysis/rules/streaming-window-not-current.ts
var hints7 = [`use a window that ends now, such as \`today\` or \`<= 24 hours before now\``, streamingBatchSentence];
var streamingWindowNotCurrent = {
  meta: {
    code: "PQL405",
    name: "streaming/window-not-current",
    category: "streaming",
    defaultSeverity: "error",
    summary: "The event window is fixed in time or does not end now",
    why: "Streaming qualifies a profile as its events arrive, within a relative window of the last 24 hours; a window between dates, or one that ends before now (`yesterday`), never holds an arriving event.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])',
          evaluation: streaming
        })
      },
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])', evaluation: streaming })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: streaming })
      }
    ]
  },
  checkStreaming(context) {
    for (const problem of ["absolute", "not-current"])
      reportWindowProblem(context, problem, (status, range) => ({
        message: problem === "absolute" ? `the event window is ${status.text}; streaming audiences need a window relative to now` : `the event window ${status.text === "does not end now" ? "does not end now" : `(${status.text}) does not end now`}; streaming audiences need a window that ends now`,
        range,
        label: problem === "absolute" ? "absolute" : "does not end now",
        hints: hints7
      }));
  }
};
// src/analysis/rules/streaming-no-time-window.ts
var streamingNoTimeWindow = {
  meta: {
    code: "PQL406",
    name: "streaming/no-time-window",
    category: "streaming",
    defaultSeverity: "error",
    summary: "An event reference has no time window",
    why: "Since 20 May 2025 AEP evaluates an event with no time window in batch: a streaming audience must be constrained to a 24-hour window.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart")])', evaluation: streaming })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "addToCart") WHEN(today)])', evaluation: streaming })
      }
    ]
  },
  checkStreaming({ facts, report }) {
    for (const event of facts.events) {
      if (event.window || event.negation) continue;
      const example = event.kind === "chain-step" ? "add `WHEN(<= 24 hours before now)` to the step" : "add `timestamp occurs <= 24 hours before now` to its condition";
      report({
        message: "this event has no time window; streaming audiences need one of 24 hours at most",
        range: event.span,
        label: "no time window",
        hints: [example, streamingBatchSentence]
      });
    }
  }
};
// src/analysis/paths.ts
function pathText(path) {
  return (0, import_cli_chunk_UQL7A6YG.print)(path);
}
// src/analysis/ignore-year.ts
var dayPartMethods = /* @__PURE__ */ new Set(["getMonth", "getDayOfMonth"]);
var currentPartFunctions = /* @__PURE__ */ new Set(["currentMonth", "currentDayOfMonth"]);
var testOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn"]);
function datePartOf(node) {
  if (node.kind === "MethodCall" && dayPartMethods.has(node.method.name) && node.args.length === 0 && node.object.kind === "Path")
    return node.object;
  return null;
}
function isConstantPart(node) {
  switch (node.kind) {
    case "Number":
      return true;
    case "Unary":
      return node.operator === "-" && isConstantPart(node.operand);
    case "Array":
      return node.elements.length > 0 && node.elements.every(isConstantPart);
    case "FunctionCall":
      return currentPartFunctions.has(node.callee.name) && node.args.length === 0;
    default:
      return false;
  }
}
function ignoreYearConstraints(root) {
  const candidates = [];
  const partObjects = /* @__PURE__ */ new Set();
  const paths = [];
  (0, import_cli_chunk_N7DGRHRO.forEachNode)(root, (node) => {
    if (node.kind === "Path") {
      paths.push(node);
    } else if (node.kind === "Binary" && testOperators.has(node.operator)) {
      const left = datePartOf(node.left);
      const right = datePartOf(node.right);
      if (left && isConstantPart(node.right)) candidates.push({ path: left, comparison: node });
      else if (right && isConstantPart(node.left)) candidates.push({ path: right, comparison: node });
    } else if (node.kind === "MethodCall") {
      const d = datePartOf(node);
      if (d) partObjects.add(d);
    }
  });
  if (candidates.length === 0) return [];
  const uses = /* @__PURE__ */ new Map();
  for (const p of paths) uses.set(pathText(p), (uses.get(pathText(p)) ?? 0) + 1);
  const partUses = /* @__PURE__ */ new Map();
  for (const p of partObjects) partUses.set(pathText(p), (partUses.get(pathText(p)) ?? 0) + 1);
  return candidates.filter(({ path }) => uses.get(pathText(path)) === partUses.get(pathText(path))).map(({ path, comparison }) => ({ path: pathText(path), span: comparison.span }));
}
// src/analysis/facts.ts
function eventsNeeded2(count) {
  return count !== null && count > 1 ? count : 1;
}
var aggregationMethods = /* @__PURE__ */ new Set(["count", "sum", "average", "min", "max", "distinct", "groupBy", "topN", "bottomN", "map"]);
var rootContext = { scope: /* @__PURE__ */ new Map(), inEvent: false, inItem: false, filters: [], negation: null };
function bind(ctx, names, as) {
  const scope = new Map(ctx.scope);
  for (const n of names) scope.set(n.name, as);
  return { ...ctx, scope };
}
function extractFacts(root) {
  const facts = { root: root.span, events: [], profileAttributes: [], segments: [], ignoreYear: ignoreYearConstraints(root) };
  const collector = new FactCollector(facts);
  if (root.kind === "Lambda") collector.visit(root.body, bind(rootContext, root.params, "profile"));
  else collector.visit(root, rootContext);
  return facts;
}
function chainRoot(node) {
  let current = node;
  for (; ; ) {
    if (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") current = current.object;
    else return current;
  }
}
var FactCollector = class {
  constructor(facts) {
    this.facts = facts;
  }
  facts;
  chains = 0;
  isEvents(node, ctx) {
    return node.kind === "Path" && node.root.type === "name" && node.segments.length === 1 && node.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
  }
  /** Whether a postfix chain reads the profile's events: `xEvent`, `xEvent[...]`, `xEvent[...].x`. */
  rootedAtEvents(node, ctx) {
    const root = chainRoot(node);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "xEvent" && !ctx.scope.has("xEvent");
  }
  isSegmentMembership(node, ctx) {
    const root = chainRoot(node);
    return root.kind === "Path" && root.root.type === "name" && root.segments[0].name === "segmentMembership" && !ctx.scope.has("segmentMembership") && !ctx.inEvent;
  }
  visit(node, ctx) {
    switch (node.kind) {
      case "Path":
        return this.path(node, ctx);
      case "SegmentReference":
        this.facts.segments.push({ id: node.segmentId, span: node.span, idSpan: node.idSpan, via: "inSegment" });
        return;
      case "Chain":
        return this.chain(node, ctx);
      case "Unary":
        return this.visit(node.operand, node.operator === "-" ? ctx : { ...ctx, negation: ctx.negation ?? node.operatorSpan });
      case "Logical":
        for (const operand of node.operands) this.visit(operand, ctx);
        return;
      case "Binary":
        this.visit(node.left, ctx);
        this.visit(node.right, ctx);
        return;
      case "Occurs":
        this.visit(node.subject, ctx);
        this.constraint(node.constraint, ctx);
        return;
      case "Select":
        this.binders("Select", [node, ...node.laterBindings], ctx, null);
        return;
      case "Quantifier":
        this.binders(node.quantifier, node.bindings, ctx, null);
        return;
      case "SumOver":
        this.binders("sum-over", [node, ...node.laterBindings], ctx, node.value);
        return;
      case "Let":
        this.visit(node.value, ctx);
        this.visit(node.body, bind(ctx, [node.variable], "local"));
        return;
      case "Lambda":
        this.visit(node.body, bind(ctx, node.params, "local"));
        return;
      case "Filter":
      case "MethodCall":
      case "MemberAccess":
        return this.postfix(node, ctx);
      case "FunctionCall":
        for (const arg of node.args) this.visit(arg, ctx);
        return;
      case "If":
        this.visit(node.test, ctx);
        this.visit(node.then, ctx);
        this.visit(node.otherwise, ctx);
        return;
      case "Array":
        for (const e of node.elements) this.visit(e, ctx);
        return;
      case "Object":
        for (const e of node.entries) this.visit(e.value, ctx);
        return;
      default:
        return;
    }
  }
  path(node, ctx) {
    if (node.root.type === "param") {
      if (node.root.index === 1 && node.segments[0]?.name !== "segmentMembership")
        this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    if (node.root.type === "up") {
      const target = ctx.filters.length - 1 - node.root.levels;
      if (target < 0) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    const head = node.segments[0].name;
    const bound = ctx.scope.get(head);
    if (bound === "profile") {
      if (node.segments.length > 1) this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
      return;
    }
    if (bound !== void 0 || ctx.inEvent || ctx.inItem) return;
    if (head === "xEvent") {
      this.event({ kind: "path", span: node.span, window: null, count: null, negation: ctx.negation, aggregation: null, sequence: null });
      return;
    }
    if (head === "segmentMembership") {
      this.facts.segments.push({ id: null, span: node.span, idSpan: node.span, via: "segmentMembership" });
      return;
    }
    this.facts.profileAttributes.push({ path: pathText(node), span: node.span });
  }
  event(ref) {
    this.facts.events.push(ref);
  }
  constraint(c, ctx) {
    if (c.kind === "BetweenConstraint") {
      this.visit(c.from, ctx);
      this.visit(c.to, ctx);
    } else this.visit(c.anchor, ctx);
  }
  chain(node, ctx) {
    const eventCtx = { ...ctx, inEvent: true };
    const sequence2 = this.chains++;
    for (const step of node.steps) {
      this.event({
        kind: "chain-step",
        span: step.span,
        window: step.when,
        count: step.count,
        negation: ctx.negation,
        aggregation: null,
        sequence: sequence2
      });
      this.visit(step.what, eventCtx);
      if (step.where) this.visit(step.where, eventCtx);
    }
  }
  /**
   * The bindings of `select`, `exists`/`forall` and `sum E over`, in order: each ranges over the
   * variables bound before it (`select A from xEvent, B from A.productListItems`), and the value
   * `E` of a sum is read in the scope of all of them.
   */
  binders(kind, bindings, ctx, value) {
    let inner = ctx;
    bindings.forEach((b, i) => {
      const later = bindings.slice(i + 1).map((l) => l.condition);
      inner = this.binder(kind, b, later, inner, ctx.inEvent);
      const last = i === bindings.length - 1;
      if (last && value) this.visit(value, inner);
      if (b.condition) this.visit(b.condition, inner);
    });
  }
  /** One binding: records it when it reads events, and returns the scope it opens. */
  binder(kind, b, laterConditions, ctx, inEvent) {
    const { variable, source, condition, span } = b;
    const overEvents = !inEvent && this.isEventsFilter(source, ctx);
    if (!overEvents) {
      this.visit(source, ctx);
      const inner2 = bind(ctx, [variable], ctx.scope.get(chainRootName(source)) === "event" ? "event" : "local");
      return inner2;
    }
    const inner = { ...bind(ctx, [variable], "event"), inEvent: true };
    const filterWindow = source.kind === "Filter" ? this.filterConditions(source, ctx) : null;
    const laterWindow = laterConditions.reduce(
      (w, c) => w ?? (c ? findWindow(c, variable.name, false) : null),
      null
    );
    const window = (condition ? findWindow(condition, variable.name) : null) ?? filterWindow ?? laterWindow;
    this.event({
      kind: kind === "Select" ? "select" : kind,
      span,
      window,
      count: null,
      negation: ctx.negation,
      aggregation: kind === "sum-over" ? "sum ... over" : null,
      sequence: null
    });
    return inner;
  }
  isEventsFilter(node, ctx) {
    let current = node;
    while (current.kind === "Filter") current = current.object;
    return this.isEvents(current, ctx);
  }
  /** Visits the conditions of `xEvent[...][...]` in event scope and returns the window they set. */
  filterConditions(node, ctx) {
    let window = null;
    let current = node;
    while (current.kind !== "Path") {
      if (current.kind === "Filter") {
        const inner = { ...ctx, inEvent: true, filters: [...ctx.filters, "event"] };
        this.visit(current.condition, inner);
        window ??= findWindow(current.condition, null);
      } else if (current.kind === "MethodCall") {
        for (const arg of current.args) this.visit(arg, { ...ctx, inEvent: true });
        window ??= current.args.map((a) => findWindow(a, null)).find((w) => w !== null) ?? null;
      }
      current = current.object;
    }
    return window;
  }
  postfix(node, ctx) {
    if (!ctx.inEvent && !ctx.inItem && this.rootedAtEvents(node, ctx)) {
      const aggregation = firstAggregation(node);
      const window = this.filterConditions(node, ctx);
      this.event({
        kind: node.kind === "Filter" ? "filter" : node.kind === "MethodCall" ? "method" : "path",
        span: node.span,
        window,
        count: null,
        negation: ctx.negation,
        aggregation,
        sequence: null
      });
      return;
    }
    if (this.isSegmentMembership(node, ctx) && !ctx.inItem) {
      this.facts.segments.push(segmentMembershipRead(node));
      return;
    }
    this.visit(node.object, ctx);
    const itemCtx = ctx.inEvent ? ctx : { ...ctx, inItem: true };
    if (node.kind === "Filter") this.visit(node.condition, { ...itemCtx, filters: [...ctx.filters, ctx.inEvent ? "event" : "item"] });
    else if (node.kind === "MethodCall") for (const arg of node.args) this.visit(arg, itemCtx);
  }
};
function chainRootName(node) {
  const root = chainRoot(node);
  return root.kind === "Path" && root.root.type === "name" ? root.segments[0].name : "";
}
function firstAggregation(node) {
  let found = null;
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && aggregationMethods.has(current.method.name)) found = current.method.name;
    current = current.object;
  }
  return found;
}
function segmentMembershipRead(node) {
  const calls = [];
  let current = node;
  while (current.kind === "Filter" || current.kind === "MethodCall" || current.kind === "MemberAccess") {
    if (current.kind === "MethodCall" && current.method.name === "get") calls.unshift(current);
    current = current.object;
  }
  const idArg = calls[1]?.args[0];
  if (idArg && idArg.kind === "String") return { id: idArg.value, span: node.span, idSpan: idArg.span, via: "segmentMembership" };
  return { id: null, span: node.span, idSpan: node.span, via: "segmentMembership" };
}
function findWindow(condition, variable, bareTimestamp = true) {
  const stack = [condition];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.kind === "Logical") {
      for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i]);
    } else if (node.kind === "Unary") {
      stack.push(node.operand);
    } else if (node.kind === "Occurs" && node.subject.kind === "Path" && node.subject.root.type === "name") {
      const names = node.subject.segments.map((s) => s.name);
      const matches = bareTimestamp && names.length === 1 && names[0] === "timestamp" || variable !== null && names.length === 2 && names[0] === variable && names[1] === "timestamp";
      if (matches) return node.constraint;
    }
  }
  return null;
}
// src/analysis/rules/streaming-event-order.ts
var twoChains = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)]) and CHAIN(xEvent, timestamp, [C1: WHAT(eventType = "b") WHEN(today)])';
var oneChain = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])';
var streamingEventOrder = {
  meta: {
    code: "PQL407",
    name: "streaming/event-order",
    category: "streaming",
    defaultSeverity: "error",
    summary: "Several events without a strict time order between them (not the steps of one CHAIN)",
    why: "AEP's streaming guide requires a strict time-ordering condition between the events of a query with event history; the steps of one CHAIN have it, separate event references do not.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: twoChains, evaluation: streaming }) }],
    valid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: oneChain, evaluation: streaming }) }]
  },
  checkStreaming({ facts, report }) {
    const happening = facts.events.filter((e) => !e.negation);
    if (happening.reduce((n, e) => n + eventsNeeded2(e.count), 0) <= 1) return;
    const first = happening[0];
    const unordered = happening.find((e) => e.sequence === null || e.sequence !== first.sequence);
    if (!unordered) return;
    report({
      message: `this audience reads ${happening.length} events with no strict time order between them; streaming audiences order their events`,
      range: (unordered === first ? happening[1] ?? first : unordered).span,
      label: "not ordered with the other events",
      hints: [
        `write the events as steps of one CHAIN(...), or give each its own audience and combine them with inSegment(...)`,
        streamingBatchSentence
      ]
    });
  }
};
// src/analysis/rules/streaming-event-with-segment.ts
var checkout2 = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(<= 24 hours before now)])';
var clickers2 = (0, import_cli_chunk_I42NNT3W.yamlAudience)({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"]
});
var californians = (0, import_cli_chunk_I42NNT3W.yamlAudience)({
  name: "California residents",
  value: 'homeAddress.state = "CA"',
  evaluation: [true, false, false],
  extras: ["alias: california"]
});
var streamingEventWithSegment = {
  meta: {
    code: "PQL408",
    name: "streaming/event-with-segment",
    category: "streaming",
    defaultSeverity: "error",
    summary: "An event is combined with a segment that is not profile-only",
    why: "AEP's streaming guide combines a streaming event with a batch audience through inSegment(...) only when that audience holds profile data; to combine events, reference each event's audience from a segment of segments.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: `inSegment("alias:clickers") and ${checkout2}`, evaluation: streaming }),
        others: [{ name: "clickers.audience.yaml", code: clickers2 }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: `inSegment("alias:california") and ${checkout2}`, evaluation: streaming }),
        others: [{ name: "california.audience.yaml", code: californians }]
      }
    ]
  },
  checkStreaming({ facts, resolveSegment, report }) {
    for (const { segment: s, shown } of segmentsReadingEvents(facts, resolveSegment)) {
      report({
        message: `an event combined with segment ${shown}, which reads events; streaming audiences combine an event only with profile-only segments`,
        range: s.span,
        label: "not a profile-only segment",
        hints: [`give the event its own audience and combine both with inSegment(...) in a segment of segments`, streamingBatchSentence]
      });
    }
  }
};
// src/analysis/rules/streaming-unresolved-segment.ts
var streamingUnresolvedSegment = {
  meta: {
    code: "PQL409",
    name: "streaming/unresolved-segment",
    category: "streaming",
    defaultSeverity: "warning",
    leavesEligibilityOpen: true,
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is streaming-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
          evaluation: streaming
        })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")',
          evaluation: streaming
        })
      }
    ]
  },
  checkStreaming({ facts, resolveSegment, report }) {
    if (facts.events.length === 0) return;
    for (const s of facts.segments) {
      if (resolveSegment(s.id) !== null) continue;
      report({
        message: `cannot tell whether segment ${s.id === null ? "(computed id)" : `\`${s.id}\``} is profile-only; an event combined with a segment is streaming-eligible only when the segment is profile-only`,
        range: s.idSpan,
        label: "unresolved",
        hints: ["lint the referenced audience file together with this one, or check it against your org with `lint --remote`"]
      });
    }
  }
};
// src/lint/rules/streaming-marked-but-ineligible.ts
var threeDays = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])';
var streamingMarkedButIneligible = {
  meta: {
    code: "PQL410",
    name: "streaming/marked-but-ineligible",
    category: "streaming",
    defaultSeverity: "error",
    judgesVerdict: true,
    summary: "`evaluationInfo.continuous.enabled` is true on a definition that is not streaming-eligible",
    why: "Since 20 May 2025 AEP evaluates a new or edited definition that breaks the streaming rules in batch; publishing it as a streaming audience would silently do something else.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: threeDays, evaluation: [false, true, false] }) }],
    valid: [
      { file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: threeDays, evaluation: [true, false, false] }) },
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(<= 24 hours before now)])',
          evaluation: [false, true, false]
        })
      }
    ]
  },
  checkGlobal({ audience, streaming: streaming2, report }) {
    if (audience.kind === "pql" || !audience.meantForStreaming || streaming2?.eligible !== false) return;
    const range = audience.ranges.continuousEnabled;
    if (!range) return;
    const first = streaming2.reasons.find((r) => r.severity === "error");
    report({
      range,
      message: `marked for streaming, but the definition is not streaming-eligible${first ? `: ${first.message} (${first.code})` : ""}`,
      label: "marked for streaming",
      hints: ["fix the reasons above, or set `continuous.enabled: false` and `batch.enabled: true` to evaluate it in batch"]
    });
  }
};
// src/analysis/method.ts
function decideMethod(edge, streaming2) {
  if (edge.eligible === true) return { method: "edge", edgeType: edge.type, streamingType: null };
  if (streaming2.eligible === true) return { method: "streaming", edgeType: null, streamingType: streaming2.type };
  return { method: "batch", edgeType: null, streamingType: null };
}
var methodRank = { edge: 0, streaming: 1, batch: 2 };
function followReferences(decision, referenced) {
  let slowest;
  for (const r of referenced) if (methodRank[r.method] > methodRank[slowest?.method ?? decision.method]) slowest = r;
  if (!slowest) return decision;
  const followsReference = { name: slowest.name, method: slowest.method };
  if (slowest.method === "streaming")
    return { method: "streaming", edgeType: null, streamingType: decision.streamingType ?? "segment-of-segments", followsReference };
  return { method: "batch", edgeType: null, streamingType: null, followsReference };
}
// src/lint/rules/streaming-eligible-not-marked.ts
var sequence = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(today), B: WHAT(eventType = "b") WHEN(today)])';
var streamingEligibleNotMarked = {
  meta: {
    code: "PQL411",
    name: "streaming/eligible-not-marked",
    category: "streaming",
    defaultSeverity: "info",
    judgesVerdict: true,
    summary: "A streaming-eligible definition is marked for batch only",
    why: "The definition could be evaluated as its events arrive; set `evaluationInfo.continuous.enabled: true` if that is wanted.",
    invalid: [{ file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: sequence, evaluation: [true, false, false] }) }],
    valid: [
      { file: "yaml", code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: sequence, evaluation: [false, true, false] }) },
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "a") WHEN(< 3 days before now)])',
          evaluation: [true, false, false]
        })
      }
    ]
  },
  checkGlobal({ audience, verdict, streaming: streaming2, report }) {
    if (audience.statedMethod !== "batch" || !verdict || !streaming2) return;
    const { method, streamingType } = decideMethod(verdict, streaming2);
    const range = audience.ranges.notMarked;
    if (method !== "streaming" || !range) return;
    report({
      range,
      message: `streaming-eligible (${streamingType}) but marked for batch only`,
      hints: ["set `evaluationInfo.continuous.enabled: true` to evaluate it as its events arrive"]
    });
  }
};
// src/lint/rules/streaming-slower-reference.ts
var batchAbandons = (0, import_cli_chunk_I42NNT3W.yamlAudience)({
  name: "Recent abandons",
  value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListRemovals") WHEN(< 3 days before now)])',
  evaluation: [true, false, false],
  extras: ["alias: recent-abandons"]
});
var streamingCheckouts = (0, import_cli_chunk_I42NNT3W.yamlAudience)({
  name: "Recent checkouts",
  value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.checkouts") WHEN(today)])',
  evaluation: [false, true, false],
  extras: ["alias: recent-checkouts"]
});
var both = 'inSegment("alias:recent-abandons") and inSegment("alias:recent-checkouts")';
var streamingSlowerReference = {
  meta: {
    code: "PQL412",
    name: "streaming/slower-reference",
    category: "streaming",
    defaultSeverity: "warning",
    judgesVerdict: true,
    summary: "A segment of segments references an audience evaluated by a slower method than its own",
    why: "A segment of segments reads the memberships of the audiences it references: marked for edge or streaming, it still changes only as often as a batch (or streaming) audience it references does.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: both, evaluation: [false, true, false] }),
        others: [
          { name: "recent-abandons.audience.yaml", code: batchAbandons },
          { name: "recent-checkouts.audience.yaml", code: streamingCheckouts }
        ]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ value: both, evaluation: [true, false, false] }),
        others: [
          { name: "recent-abandons.audience.yaml", code: batchAbandons },
          { name: "recent-checkouts.audience.yaml", code: streamingCheckouts }
        ]
      }
    ]
  },
  checkGlobal({ audience, directory, report }) {
    const own = audience.statedMethod;
    if (own === null || own === "batch" || audience.shape !== "segment-of-segments") return;
    for (const ref of audience.refs) {
      const target = ref.id === null ? void 0 : directory.resolve(ref.id);
      const theirs = target?.audience.statedMethod;
      if (!target || !theirs || methodRank[theirs] <= methodRank[own]) continue;
      report({
        range: ref.span,
        message: `\`${target.audience.name}\` is evaluated ${theirs === "batch" ? "in batch" : "by streaming"}, so this segment of segments, marked for ${own}, changes only as often as it does`,
        label: `a ${theirs} audience`,
        hints: [
          `mark this audience for ${theirs} to say what it does, or evaluate \`${target.audience.name}\` by a faster method if its definition allows it`
        ]
      });
    }
  }
};
// src/lint/budgets.ts
var BUDGET_NAMES = ["edge", "streaming", "audiences"];
var AEP_AUDIENCE_BUDGETS = Object.freeze({ audiences: 4e3, streaming: 500, edge: 150 });
function statedMethod(info) {
  if (info?.synchronous?.enabled === true) return "edge";
  if (info?.continuous?.enabled === true) return "streaming";
  return "batch";
}
function fileMethod(kind, info) {
  return kind === "pql" ? "edge" : statedMethod(info);
}
function countsAgainst(method, budget) {
  return budget === "audiences" || budget === method;
}
function emptyCounts() {
  return { edge: 0, streaming: 0, batch: 0 };
}
function used(counts, budget) {
  return budget === "audiences" ? counts.edge + counts.streaming + counts.batch : counts[budget];
}
function budgetLabel(budget) {
  return budget === "audiences" ? "audiences" : `${budget} audiences`;
}
function tightestBudgets(all) {
  const out = { ...AEP_AUDIENCE_BUDGETS };
  let first = true;
  for (const b of all) {
    for (const name of BUDGET_NAMES) out[name] = first ? b[name] : Math.min(out[name], b[name]);
    first = false;
  }
  return out;
}
// src/lint/rules/project-sandbox-budget.ts
var countedByRun = /* @__PURE__ */ new WeakMap();
function counted(directory) {
  let lists = countedByRun.get(directory);
  if (!lists) {
    const inOrder = directory.all.filter((e) => e.audience.kind !== "pql" && e.audience.statedMethod !== null).sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.audience.index - b.audience.index);
    const of = (budget) => inOrder.filter((e) => countsAgainst(e.audience.statedMethod, budget));
    lists = { edge: of("edge"), streaming: of("streaming"), audiences: of("audiences") };
    countedByRun.set(directory, lists);
  }
  return lists;
}
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
function methodRange(audience, budget) {
  const { ranges } = audience;
  return budget === "edge" ? ranges.synchronousEnabled : ranges.notMarked ?? ranges.synchronousEnabled ?? ranges.name;
}
var advice = {
  edge: "evaluate some of them by streaming or batch instead (`evaluationInfo`), or merge overlapping ones",
  streaming: "evaluate some of them in batch instead (`evaluationInfo`), or merge overlapping ones",
  audiences: "delete the audiences no one uses, or merge overlapping ones"
};
var edgeAudience = (name) => (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name });
var streamingAudience = (name) => (0, import_cli_chunk_I42NNT3W.yamlAudience)({ name, evaluation: [false, true, false] });
var projectSandboxBudget = {
  meta: {
    code: "PQL501",
    name: "project/sandbox-budget",
    category: "project",
    defaultSeverity: "warning",
    summary: "The project has more audiences of a method than a sandbox's budget",
    why: "AEP's guardrails hold a sandbox to 4,000 audiences, of which 500 streaming and 150 edge; past them, evaluation slows down for every audience of the sandbox. `budgets` in the config sets other limits for an org that has them.",
    invalid: [
      {
        file: "yaml",
        code: edgeAudience("US customers"),
        config: { budgets: { edge: 1 } },
        others: [{ name: "adults.audience.yaml", code: edgeAudience("Adults") }]
      },
      {
        file: "yaml",
        code: streamingAudience("US customers"),
        config: { budgets: { streaming: 1 } },
        others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }]
      },
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ evaluation: null }),
        config: { budgets: { audiences: 1 } },
        others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: edgeAudience("US customers"),
        config: { budgets: { edge: 2 } },
        others: [{ name: "adults.audience.yaml", code: edgeAudience("Adults") }]
      },
      {
        file: "yaml",
        code: streamingAudience("US customers"),
        config: { budgets: { edge: 1 } },
        others: [{ name: "adults.audience.yaml", code: streamingAudience("Adults") }]
      }
    ]
  },
  checkGlobal({ audience, directory, config: config2, report }) {
    const method = audience.statedMethod;
    if (audience.kind === "pql" || method === null) return;
    const lists = counted(directory);
    for (const budget of BUDGET_NAMES) {
      const limit = config2.budgets[budget];
      const list = lists[budget];
      if (!countsAgainst(method, budget) || list.length <= limit || list[limit].audience !== audience) continue;
      const range = methodRange(audience, budget);
      if (!range) continue;
      const what = budgetLabel(budget);
      const setting = `budgets.${budget}`;
      const isDefault = limit === AEP_AUDIENCE_BUDGETS[budget];
      report({
        range,
        message: `this project has ${list.length} ${what}, over a sandbox's budget of ${limit}${isDefault ? " (AEP's guardrail)" : ` (\`${setting}\`)`}; this is the ${ordinal(limit + 1)} in file order`,
        label: `${ordinal(limit + 1)} of ${list.length} ${what}`,
        hints: [
          advice[budget],
          isDefault ? `if your org's limit is another, set \`${setting}\` in pql-audience.config.yaml` : `AEP's guardrail is ${AEP_AUDIENCE_BUDGETS[budget]}; \`${setting}\` in the config sets ${limit}`
        ]
      });
    }
  }
};
// src/audience/rules/suppressions-unused.ts
var suppressionsUnused = {
  meta: {
    code: "PQL901",
    name: "suppressions/unused",
    category: "suppressions",
    defaultSeverity: "warning",
    summary: "A suppression silences nothing",
    why: "A suppression left behind after a fix hides the next real problem of that rule; remove it.",
    invalid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({ extras: ["suppress:", "  - rule: PQL204", "    reason: legacy window, moving to batch next sprint"] })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: (0, import_cli_chunk_I42NNT3W.yamlAudience)({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false],
          extras: ["suppress:", "  - rule: PQL204", "    reason: batch audience, edge not wanted"]
        })
      }
    ]
  },
  source: "engine"
};
// src/audience/rules/suppressions-missing-rule.ts
var suppressionsMissingRule = {
  meta: {
    code: "PQL903",
    name: "suppressions/missing-rule",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression names no rule, or a rule that does not exist",
    why: "A suppression must say which rule it silences (`PQL204`, `edge/window-too-long`, `edge/*`); silencing everything hides new problems, and a misspelt rule silences nothing.",
    invalid: [
      { file: "yaml", code: `# pql-audience-disable -- legacy file
${(0, import_cli_chunk_I42NNT3W.yamlAudience)()}` },
      { file: "yaml", code: `# pql-audience-disable edge/profile-only-dayly -- daily refresh is fine for this list
${(0, import_cli_chunk_I42NNT3W.yamlAudience)()}` }
    ],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${(0, import_cli_chunk_I42NNT3W.yamlAudience)()}` }]
  },
  source: "loader"
};
// src/audience/rules/suppressions-unknown-directive.ts
var suppressionsUnknownDirective = {
  meta: {
    code: "PQL904",
    name: "suppressions/unknown-directive",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A `# pql-audience-...` comment that is not a known directive",
    why: "A misspelled directive silences nothing; the two directives are `pql-audience-disable-next-line` and `pql-audience-disable`.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable-line PQL213 -- typo for disable-next-line
${(0, import_cli_chunk_I42NNT3W.yamlAudience)()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable-next-line PQL213 -- daily refresh is fine
${(0, import_cli_chunk_I42NNT3W.yamlAudience)()}` }]
  },
  source: "loader"
};
// src/lint/rules/index.ts
var allRules = [
  import_cli_chunk_TE2BRFRC.syntaxParseError,
  import_cli_chunk_TE2BRFRC.syntaxUnexpectedCharacter,
  import_cli_chunk_TE2BRFRC.syntaxUnclosedString,
  import_cli_chunk_TE2BRFRC.syntaxInvalidEscape,
  import_cli_chunk_TE2BRFRC.syntaxPlaceholder,
  import_cli_chunk_TE2BRFRC.syntaxTooDeep,
  import_cli_chunk_TE2BRFRC.syntaxUnknownFunction,
  import_cli_chunk_ZD3FC7HB.audienceInvalidJson,
  import_cli_chunk_ZD3FC7HB.audienceInvalidYaml,
  import_cli_chunk_ZD3FC7HB.audienceSchemaRule,
  audienceExpressionType,
  import_cli_chunk_ZD3FC7HB.audienceExpressionFormat,
  audienceEvaluationInfo,
  audienceSchemaName,
  import_cli_chunk_ZD3FC7HB.audienceInvalidUtf8,
  import_cli_chunk_LW2645SQ.audienceTooLarge,
  audienceNameControlCharacter,
  refUnknownSegment,
  refCycle,
  refSelfReference,
  refDuplicateName,
  refDuplicateId,
  edgeIgnoreYear,
  edgeNegatedEvent,
  edgeEventAggregation,
  edgeWindowTooLong,
  edgeWindowBoundary,
  edgeWindowAbsolute,
  edgeWindowNotCurrent,
  edgeNoTimeWindow,
  edgeMultipleEvents,
  edgeEventWithSegment,
  edgeUnresolvedSegment,
  edgeNoCriteria,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification,
  edgeMergePolicy,
  edgeSchema,
  edgeMarkedButIneligible,
  edgeEligibleNotMarked,
  edgeMixedEvaluation,
  styleCanonicalFormat,
  styleUppercaseKeyword,
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingEventAggregation,
  streamingWindowTooLong,
  streamingWindowNotCurrent,
  streamingNoTimeWindow,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingUnresolvedSegment,
  streamingMarkedButIneligible,
  streamingEligibleNotMarked,
  streamingSlowerReference,
  projectSandboxBudget,
  suppressionsUnused,
  import_cli_chunk_ZD3FC7HB.suppressionsMissingReason,
  suppressionsMissingRule,
  suppressionsUnknownDirective
];
// src/lint/registry.ts
var byCode = new Map(allRules.map((r) => [r.meta.code, r]));
var byName = new Map(allRules.map((r) => [r.meta.name, r]));
function ruleNamesWhere(test) {
  return new Set(allRules.filter((r) => test(r.meta)).map((r) => r.meta.name));
}
function ruleByCodeOrName(key) {
  return byCode.get(key) ?? byName.get(key);
}
function codesFor(key) {
  const single = ruleByCodeOrName(key);
  if (single) return [single.meta.code];
  let matches = [];
  if (/^PQL\dxx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 4)));
  else if (/^PQL\d\dx$/.test(key)) matches = allRules.filter((r) => r.meta.code.startsWith(key.slice(0, 5)));
  else if (key.endsWith("/*")) matches = allRules.filter((r) => r.meta.name.startsWith(key.slice(0, -1)));
  return matches.length > 0 ? matches.map((r) => r.meta.code) : void 0;
}
function suggestRule(key) {
  return (0, import_cli_chunk_TE2BRFRC.closest)(
    key,
    allRules.flatMap((r) => [r.meta.code, r.meta.name]),
    Math.max(2, Math.floor(key.length / 4))
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AEP_AUDIENCE_BUDGETS,
  BUDGET_NAMES,
  allRules,
  batchSentence,
  budgetLabel,
  codesFor,
  decideMethod,
  edgeEventAggregation,
  edgeEventWithSegment,
  edgeIgnoreYear,
  edgeMergePolicy,
  edgeMultipleEvents,
  edgeNegatedEvent,
  edgeNoCriteria,
  edgeNoTimeWindow,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification,
  edgeUnresolvedSegment,
  edgeWindowAbsolute,
  edgeWindowBoundary,
  edgeWindowNotCurrent,
  edgeWindowTooLong,
  emptyCounts,
  eventsNeeded,
  extractFacts,
  fileMethod,
  followReferences,
  ruleByCodeOrName,
  ruleNamesWhere,
  statedMethod,
  streamingBatchSentence,
  streamingEventAggregation,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingNoTimeWindow,
  streamingUnresolvedSegment,
  streamingWindowNotCurrent,
  streamingWindowTooLong,
  suggestRule,
  suppressionsMissingRule,
  suppressionsUnknownDirective,
  suppressionsUnused,
  tightestBudgets,
  used
});
})
