import {
  ALIAS_PREFIX,
  described,
  loadAudienceFile,
  nonEmpty,
  suppressionRulePattern
} from "./lib-chunk-LIUHMKVS.js";
import {
  classify,
  shapeOf
} from "./lib-chunk-HW6HAW4S.js";
import {
  LineMap,
  closest,
  extractFacts,
  forEachNode,
  functionNames,
  methodNames,
  parse,
  print,
  unknownFunction,
  unknownMethod
} from "./lib-chunk-F5YL3UHX.js";

// src/lint/rules/syntax-parse-error.ts
var syntaxParseError = {
  meta: {
    code: "PQL001",
    name: "syntax/parse-error",
    category: "syntax",
    defaultSeverity: "error",
    summary: "The expression is not valid PQL",
    why: "AEP rejects a definition that does not parse; the message says what was expected where.",
    invalid: [{ code: "homeAddress.countryCode = " }, { code: "x.timestamp occurs between date(2024, 1, 1) today" }],
    valid: [{ code: 'homeAddress.countryCode = "US"' }]
  },
  source: "parser"
};

// src/lint/rules/syntax-unexpected-character.ts
var syntaxUnexpectedCharacter = {
  meta: {
    code: "PQL002",
    name: "syntax/unexpected-character",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A character that PQL does not use",
    why: "Single quotes, curly quotes, `&&`, `||` and comments are common slips from other languages; PQL has none of them.",
    invalid: [{ code: "homeAddress.countryCode = 'US'" }, { code: "person.age > 21 && person.age < 65" }],
    valid: [{ code: 'homeAddress.countryCode = "US"' }, { code: "person.age > 21 and person.age < 65" }]
  },
  source: "parser"
};

// src/lint/rules/syntax-unclosed-string.ts
var syntaxUnclosedString = {
  meta: {
    code: "PQL003",
    name: "syntax/unclosed-string",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A string is missing its closing quote",
    why: "A missing quote makes the rest of the expression part of the string; AEP's own docs contain this typo.",
    invalid: [
      { code: 'inSegment("7deb246a-49b4-4687-95f9-6316df049948) and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' },
      { code: 'homeAddress.city = "Paris' }
    ],
    valid: [{ code: 'inSegment("7deb246a-49b4-4687-95f9-6316df049948") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }]
  },
  source: "parser"
};

// src/lint/rules/syntax-invalid-escape.ts
var syntaxInvalidEscape = {
  meta: {
    code: "PQL004",
    name: "syntax/invalid-escape",
    category: "syntax",
    defaultSeverity: "error",
    summary: "An unknown backslash escape in a string",
    why: "AEP's docs say a regex `\\w` must be written `\\\\w` inside a PQL string; a lone backslash before another letter is a mistake.",
    invalid: [{ code: 'person.name.matches("^\\w+$")' }],
    valid: [{ code: 'person.name.matches("^\\\\w+$")' }]
  },
  source: "parser"
};

// src/lint/rules/syntax-placeholder.ts
var syntaxPlaceholder = {
  meta: {
    code: "PQL005",
    name: "syntax/placeholder",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A documentation placeholder such as `_{TENANT_ID}` was copied into the expression",
    why: "AEP's docs write tenant fields as `_{TENANT_ID}.field`; the real field starts with your tenant namespace, e.g. `_acmecorp.field`.",
    invalid: [{ code: "_{TENANT_ID}.loyaltyPoints > 100" }],
    valid: [{ code: "_acmecorp.loyaltyPoints > 100" }]
  },
  source: "parser"
};

// src/lint/rules/syntax-too-deep.ts
var nested = (depth) => `${"(".repeat(depth)}person.age > 21${")".repeat(depth)}`;
var syntaxTooDeep = {
  meta: {
    code: "PQL006",
    name: "syntax/too-deep",
    category: "syntax",
    defaultSeverity: "error",
    summary: "The expression is nested too deeply to check",
    why: "Generated expressions sometimes nest hundreds of levels; they are reported instead of crashing the tool.",
    invalid: [{ code: nested(200) }],
    valid: [{ code: nested(3) }]
  },
  source: "parser"
};

// src/lint/rules/syntax-unknown-function.ts
var list = (names) => names.map((n) => `\`${n}\``).join(", ");
var syntaxUnknownFunction = {
  meta: {
    code: "PQL007",
    name: "syntax/unknown-function",
    category: "syntax",
    defaultSeverity: "error",
    summary: "A function or method PQL does not have is called (`inSegmnt(...)`, `.startWith(...)`)",
    why: `PQL's functions and methods are a closed set; AEP rejects any other name, and a misspelt one is never read as a condition that holds. The functions: ${list(functionNames)}, \`CHAIN(...)\` and \`if(...)\`. The methods: ${list(methodNames)}.`,
    invalid: [
      { code: 'inSegmnt("a730ed3f-119c-415b-a4ac-27c396ae2dff")' },
      { code: 'person.name.startWith("Jo")' },
      { code: 'CHIAN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }
    ],
    valid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }, { code: 'person.name.startsWith("Jo")' }]
  },
  // When the expression does not parse, the parser reports the misspelt calls among its tokens.
  // Every tree is walked: a scan of the text for calls, to skip the walk, costs as much as it.
  check({ audience, report }) {
    if (!audience.ast) return;
    forEachNode(audience.ast, (node) => {
      const [problem, name] = node.kind === "FunctionCall" ? [unknownFunction(node.callee.name), node.callee] : node.kind === "MethodCall" ? [unknownMethod(node.method.name), node.method] : [void 0, void 0];
      if (problem && name) report({ in: "pql", range: name.span, message: problem.message, label: problem.label, hints: problem.hints });
    });
  }
};

// src/lint/rules/audience-invalid-json.ts
var audienceInvalidJson = {
  meta: {
    code: "PQL101",
    name: "audience/invalid-json",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file is not valid JSON",
    why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
    invalid: [{ file: "json", code: '{ "name": "US customers", "expression": { "type": "PQL", }' }],
    valid: [
      {
        file: "json",
        code: '{ "name": "US customers", "expression": { "type": "PQL", "format": "pql/text", "value": "homeAddress.countryCode = \\"US\\"" }, "schema": { "name": "_xdm.context.profile" }, "evaluationInfo": { "synchronous": { "enabled": true } } }'
      }
    ]
  },
  source: "loader"
};

// src/lint/rules/examples.ts
var quote = (s) => JSON.stringify(s);
function yamlAudience(a = {}) {
  const lines = [
    `name: ${quote(a.name ?? "US customers")}`,
    "expression:",
    `  type: ${a.type ?? "PQL"}`,
    `  format: ${a.format ?? "pql/text"}`,
    `  value: ${quote(a.value ?? 'homeAddress.countryCode = "US"')}`
  ];
  const evaluation = a.evaluation === void 0 ? [false, false, true] : a.evaluation;
  if (evaluation) {
    lines.push(
      "evaluationInfo:",
      `  batch: { enabled: ${evaluation[0]} }`,
      `  continuous: { enabled: ${evaluation[1]} }`,
      `  synchronous: { enabled: ${evaluation[2]} }`
    );
  }
  const schemaName = a.schemaName === void 0 ? "_xdm.context.profile" : a.schemaName;
  if (schemaName !== null) lines.push("schema:", `  name: ${schemaName}`);
  if (a.mergePolicyId) lines.push(`mergePolicyId: ${quote(a.mergePolicyId)}`);
  if (a.extras) lines.push("x-pql-audience:", ...a.extras.map((e) => `  ${e}`));
  return `${lines.join("\n")}
`;
}

// src/lint/rules/audience-invalid-yaml.ts
var audienceInvalidYaml = {
  meta: {
    code: "PQL102",
    name: "audience/invalid-yaml",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file is not valid YAML",
    why: "A file that cannot be read cannot be checked or published; the position shows where reading stopped.",
    invalid: [{ file: "yaml", code: 'name: "US customers\nexpression:\n  type: PQL\n' }],
    valid: [{ file: "yaml", code: yamlAudience() }]
  },
  source: "loader"
};

// src/lint/rules/audience-schema.ts
var audienceSchemaRule = {
  meta: {
    code: "PQL103",
    name: "audience/schema",
    category: "audience",
    defaultSeverity: "error",
    summary: "A field of the audience file is missing, unknown or of the wrong type",
    why: "The file is the Segmentation API create body; AEP rejects unknown fields and wrong types, and a typo in a field name silently loses a setting.",
    invalid: [
      { file: "yaml", code: yamlAudience().replace("synchronous: { enabled: true }", 'synchronous: { enabled: "yes" }') },
      { file: "yaml", code: yamlAudience().replace("schema:", "schemaa:") }
    ],
    valid: [{ file: "yaml", code: yamlAudience() }]
  },
  source: "loader"
};

// src/lint/rules/audience-expression-type.ts
var audienceExpressionType = {
  meta: {
    code: "PQL104",
    name: "audience/expression-type",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.type` must be `PQL`",
    why: "pql-audience checks and publishes PQL definitions; other expression types (`ARL`) are not checked.",
    invalid: [{ file: "yaml", code: yamlAudience({ type: "ARL" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
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

// src/lint/rules/audience-expression-format.ts
var audienceExpressionFormat = {
  meta: {
    code: "PQL105",
    name: "audience/expression-format",
    category: "audience",
    defaultSeverity: "error",
    summary: "`expression.format` must be `pql/text`",
    why: "The expression is checked as PQL text; `pql/json` trees are not readable by people and not checked.",
    invalid: [{ file: "yaml", code: yamlAudience({ format: "pql/json" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
  },
  check({ audience, report }) {
    const { definition } = audience.loaded;
    if (audience.kind === "pql" || definition.expression.format === "pql/text") return;
    const range = audience.loaded.locate(["expression", "format"]);
    if (range)
      report({
        in: "file",
        range,
        message: `\`expression.format\` is \`${definition.expression.format}\`; write the expression as \`pql/text\``,
        hints: ["convert it with the Segmentation API's `POST /segment/conversion`, then set `format: pql/text`"]
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
    invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [false, false, false] }) }],
    valid: [
      { file: "yaml", code: yamlAudience() },
      { file: "yaml", code: yamlAudience({ evaluation: null }) }
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
    invalid: [{ file: "yaml", code: yamlAudience({ schemaName: null }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
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

// src/lint/rules/audience-invalid-utf8.ts
var audienceInvalidUtf8 = {
  meta: {
    code: "PQL108",
    name: "audience/invalid-utf8",
    category: "audience",
    defaultSeverity: "error",
    summary: "The audience file is not UTF-8",
    why: "Bytes that are not UTF-8 are read as U+FFFD (\uFFFD): a name or a PQL string would be published with that character instead of the one meant. The position is the first bad byte; the rest of the file is still checked.",
    invalid: [{ file: "yaml", code: yamlAudience({ name: "Caf\xE9 customers" }), savedAs: "latin1" }],
    valid: [{ file: "yaml", code: yamlAudience({ name: "Caf\xE9 customers" }) }]
  },
  source: "loader"
};

// src/text/size.ts
function sizeText(characters) {
  const exact = `${characters.toLocaleString("en-US")} characters`;
  if (characters < 1024) return exact;
  const [value, unit] = characters < 1024 * 1024 ? [characters / 1024, "KiB"] : [characters / (1024 * 1024), "MiB"];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit} (${exact})`;
}

// src/lint/rules/audience-too-large.ts
var DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024;
function tooLargeMessage(size, limit) {
  return `the file is ${sizeText(size)}, over the limit of ${sizeText(limit)}; it is not checked`;
}
var audienceTooLarge = {
  meta: {
    code: "PQL109",
    name: "audience/too-large",
    category: "audience",
    defaultSeverity: "error",
    summary: "The file is larger than the size limit (`maxFileSize`, 2 MiB unless the config says otherwise)",
    why: "Real audience files are a few kilobytes; one of megabytes is generated by mistake or hostile, and checking it would cost memory in proportion to its expression's tree. The file is read and measured, nothing more: the rest of the run goes on. Raise `maxFileSize` in the config for a file you mean.",
    invalid: [{ file: "yaml", code: yamlAudience({}), config: { maxFileSize: 100 } }],
    valid: [{ file: "yaml", code: yamlAudience({}) }]
  },
  source: "loader"
};

// src/lint/rules/ref-unknown-segment.ts
var refUnknownSegment = {
  meta: {
    code: "PQL121",
    name: "ref/unknown-segment",
    category: "references",
    defaultSeverity: "error",
    summary: "A segment reference points at nothing: an alias no file declares, or (with `--remote`) an id the org does not have",
    why: "A local alias is resolved against every audience file of the project (not only the files being linted), and with `lint --remote` an id against the live org; one that matches nothing is a typo or a missing file, and cannot be published.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:loyal-customers")' }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }) }]
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
      const suggestion = closest(alias, directory.aliases());
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
    category: "references",
    defaultSeverity: "error",
    summary: "Audiences reference each other in a loop",
    why: "A segment of segments whose references lead back to itself can never be evaluated.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
        others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: 'inSegment("alias:a")', extras: ["alias: b"] }) }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "A", value: 'inSegment("alias:b")', extras: ["alias: a"] }),
        others: [{ name: "b.audience.yaml", code: yamlAudience({ name: "B", value: "person.age > 21", extras: ["alias: b"] }) }]
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
    category: "references",
    defaultSeverity: "error",
    summary: "An audience references itself",
    why: "Membership that depends on itself can never be evaluated.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:vip") and person.age > 21', extras: ["alias: vip"] }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: "person.age > 21", extras: ["alias: vip"] }) }]
  },
  checkGlobal({ audience, directory, report }) {
    for (const ref of audience.refs) {
      if (ref.id !== null && directory.resolve(ref.id)?.audience === audience)
        report({ range: ref.span, message: "this audience references itself", label: "self-reference" });
    }
  }
};

// src/lint/packed-span.ts
function pack(span) {
  return [span.start.offset, span.start.line, span.start.column, span.end.offset, span.end.line, span.end.column];
}
function unpack(p) {
  return { start: { offset: p[0], line: p[1], column: p[2] }, end: { offset: p[3], line: p[4], column: p[5] } };
}

// src/lint/rules/ref-duplicate-name.ts
var refDuplicateName = {
  meta: {
    code: "PQL124",
    name: "ref/duplicate-name",
    category: "references",
    defaultSeverity: "error",
    summary: "Two audience files use the same `name`",
    why: "Audience names are unique in a sandbox: AEP rejects the second one (422), and publishing matches definitions by name.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP" }),
        others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "VIP", value: "person.age > 21" }) }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP" }),
        others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21" }) }]
      }
    ]
  },
  checkGlobal({ audience, directory, report }) {
    if (audience.kind === "pql") return;
    const other = directory.duplicateOf(audience, "name");
    if (!other || !audience.ranges.name) return;
    report({
      range: unpack(audience.ranges.name),
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
    category: "references",
    defaultSeverity: "error",
    summary: "Two audience files claim the same published id or alias",
    why: "References and publishing find an audience by its id or alias; two files with the same one make both ambiguous.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }),
        others: [{ name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: vip"] }) }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ name: "VIP", extras: ["alias: vip"] }),
        others: [
          { name: "other.audience.yaml", code: yamlAudience({ name: "Adults", value: "person.age > 21", extras: ["alias: adults"] }) }
        ]
      }
    ]
  },
  checkGlobal({ audience, directory, report }) {
    for (const field of ["id", "alias"]) {
      const value = audience[field];
      if (value === void 0 || audience.kind === "pql" && field === "alias") continue;
      const other = directory.duplicateOf(audience, field);
      const packed = audience.ranges[field];
      if (other && packed)
        report({
          range: unpack(packed),
          message: `the ${field} \`${value}\` is also used by ${other.file}`,
          hints: [`give each audience its own ${field}`]
        });
    }
  }
};

// src/lint/rules/edge-ignore-year.ts
var edgeIgnoreYear = {
  meta: {
    code: "PQL201",
    name: "edge/ignore-year",
    category: "edge",
    defaultSeverity: "error",
    summary: "A date is matched on month and day only (ignore year)",
    why: `AEP does not evaluate ignore-year time constraints on the edge. Segment Builder's "Ignore year" option computes a month/day match; pql-audience detects that computation.`,
    invalid: [
      { code: "person.birthDate.getMonth() = currentMonth() and person.birthDate.getDayOfMonth() = currentDayOfMonth()" },
      { code: "person.birthDate.getMonth() = 6" }
    ],
    valid: [{ code: "person.birthDate occurs today" }, { code: "person.birthDate.getMonth() = 6 and person.birthDate.getYear() = 1990" }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-negated-event.ts
var edgeNegatedEvent = {
  meta: {
    code: "PQL202",
    name: "edge/negated-event",
    category: "edge",
    defaultSeverity: "error",
    summary: "An event reference sits under `not` / `!`",
    why: "Edge evaluation qualifies profiles on incoming events; it cannot decide that an event did not happen.",
    invalid: [{ code: 'not(CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)]))' }],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-event-aggregation.ts
var edgeEventAggregation = {
  meta: {
    code: "PQL203",
    name: "edge/event-aggregation",
    category: "edge",
    defaultSeverity: "error",
    summary: "Events are aggregated (`count()`, `sum`, `sum ... over`, ...)",
    why: "The edge keeps one incoming event, not a history to count or sum over.",
    invalid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today].count() > 3' }],
    valid: [{ code: 'xEvent[eventType = "commerce.purchases" and timestamp occurs today]' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-window-too-long.ts
var edgeWindowTooLong = {
  meta: {
    code: "PQL204",
    name: "edge/window-too-long",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer"
};

// src/lint/rules/edge-window-boundary.ts
var edgeWindowBoundary = {
  meta: {
    code: "PQL205",
    name: "edge/window-boundary",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer"
};

// src/lint/rules/edge-window-absolute.ts
var edgeWindowAbsolute = {
  meta: {
    code: "PQL206",
    name: "edge/window-absolute",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window is fixed in time (dates)",
    why: "An edge window moves with now; a window between dates is evaluated in batch.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(between date(2024, 1, 1) and date(2024, 1, 2))])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(after date(2024, 1, 1))])' }
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-window-not-current.ts
var edgeWindowNotCurrent = {
  meta: {
    code: "PQL207",
    name: "edge/window-not-current",
    category: "edge",
    defaultSeverity: "error",
    summary: "The event window does not contain now",
    why: "The edge evaluates the event that just arrived; a window that ends before now (`yesterday`, `last hour`, `> 2 hours before now`) or lies in the future never contains it.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(yesterday)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(> 2 hours before now)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(last hour)])' }
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(this hour)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-no-time-window.ts
var edgeNoTimeWindow = {
  meta: {
    code: "PQL208",
    name: "edge/no-time-window",
    category: "edge",
    defaultSeverity: "error",
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
  source: "analyzer"
};

// src/lint/rules/edge-multiple-events.ts
var edgeMultipleEvents = {
  meta: {
    code: "PQL209",
    name: "edge/multiple-events",
    category: "edge",
    defaultSeverity: "error",
    summary: "More than one event (two references, a CHAIN with two steps, or `COUNT(n)` with n > 1)",
    why: "The edge evaluates one incoming event at a time; sequences and frequencies need event history.",
    invalid: [
      { code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today), C1: WHAT(eventType = "b") WHEN(today)])' },
      { code: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "homePageView") WHEN(< 24 hours before now) COUNT(5)])' }
    ],
    valid: [{ code: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "a") WHEN(today)])' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-event-with-segment.ts
var checkout = 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])';
var clickers = yamlAudience({
  name: "Clickers",
  value: 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "web.click") WHEN(today)])',
  extras: ["alias: clickers"]
});
var adults = yamlAudience({ name: "Adults", value: "person.age >= 18", extras: ["alias: adults"] });
var edgeEventWithSegment = {
  meta: {
    code: "PQL210",
    name: "edge/event-with-segment",
    category: "edge",
    defaultSeverity: "error",
    summary: "An event is combined with a segment that is not profile-only",
    why: "AEP allows an event with `inSegment(...)` on the edge only when the referenced audience is profile-only.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: `inSegment("alias:clickers") and ${checkout}` }),
        others: [{ name: "clickers.audience.yaml", code: clickers }]
      }
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({ value: `inSegment("alias:adults") and ${checkout}` }),
        others: [{ name: "adults.audience.yaml", code: adults }]
      }
    ]
  },
  source: "analyzer"
};

// src/lint/rules/edge-unresolved-segment.ts
var edgeUnresolvedSegment = {
  meta: {
    code: "PQL211",
    name: "edge/unresolved-segment",
    category: "edge",
    defaultSeverity: "warning",
    summary: "An event is combined with a segment whose shape is unknown",
    why: "Whether the definition is edge-eligible depends on the referenced audience being profile-only; lint it together, or ask the API with `--remote`.",
    invalid: [
      {
        code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])'
      }
    ],
    valid: [{ code: 'inSegment("e3be6d7f-1727-401f-a41e-c296b45f607a") and inSegment("9e1646bb-57ff-4309-ba59-17d6c5bab6a1")' }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-no-criteria.ts
var edgeNoCriteria = {
  meta: {
    code: "PQL212",
    name: "edge/no-criteria",
    category: "edge",
    defaultSeverity: "error",
    summary: "The expression reads no profile attribute, event or segment",
    why: "A constant qualifies everyone or no one; it is not an audience.",
    invalid: [{ code: "true" }, { code: "1 = 1" }],
    valid: [{ code: "person.age >= 18" }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-profile-only-daily.ts
var edgeProfileOnlyDaily = {
  meta: {
    code: "PQL213",
    name: "edge/profile-only-daily",
    category: "edge",
    defaultSeverity: "info",
    summary: "A profile-only audience is evaluated on the edge once a day",
    why: "AEP lists profile-only as an edge type but refreshes it daily; add event data for real-time evaluation.",
    invalid: [{ code: 'homeAddress.country.equals("US", false)' }],
    valid: [
      {
        code: 'homeAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType = "commerce.checkouts") WHEN(today)])'
      }
    ]
  },
  source: "analyzer"
};

// src/lint/rules/edge-segment-disqualification.ts
var edgeSegmentDisqualification = {
  meta: {
    code: "PQL214",
    name: "edge/segment-disqualification",
    category: "edge",
    defaultSeverity: "info",
    summary: "Profiles leave a segment of segments only every 24 hours",
    why: "AEP re-evaluates disqualification for segments of segments once a day, so members may stay up to 24 hours after they stop matching.",
    invalid: [{ code: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")' }],
    valid: [{ code: "person.age >= 18" }]
  },
  source: "analyzer"
};

// src/lint/rules/edge-merge-policy.ts
var config = { edge: { mergePolicies: ["edge-policy"] } };
var edgeMergePolicy = {
  meta: {
    code: "PQL215",
    name: "edge/merge-policy",
    category: "edge",
    defaultSeverity: "error",
    summary: "The merge policy is not active on edge",
    why: "Edge (and, since May 2025, streaming) audiences must use a merge policy that is active on edge. The ids come from `edge.mergePolicies` in the config, or from the API with `lint --remote`.",
    invalid: [{ file: "yaml", code: yamlAudience({ mergePolicyId: "batch-policy" }), config }],
    valid: [{ file: "yaml", code: yamlAudience({ mergePolicyId: "edge-policy" }), config }]
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
    summary: "An edge audience must read the profile schema `_xdm.context.profile`",
    why: "Edge segmentation evaluates profiles; audiences on other classes (multi-entity) are batch only.",
    invalid: [{ file: "yaml", code: yamlAudience({ schemaName: "_xdm.context.account" }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
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
    summary: "`evaluationInfo.synchronous.enabled` is true on a definition that is not edge-eligible",
    why: "AEP does not evaluate such a definition on the edge; publishing it as an edge audience would silently do something else.",
    invalid: [
      { file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])' }) }
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false]
        })
      }
    ]
  },
  checkGlobal({ audience, verdict, report }) {
    if (audience.kind === "pql" || !audience.synchronousEnabled || verdict?.eligible !== false) return;
    const range = audience.ranges.synchronousEnabled && unpack(audience.ranges.synchronousEnabled);
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
    summary: "An edge-eligible definition is not marked for edge evaluation",
    why: "The definition could be evaluated in real time on the edge; set `evaluationInfo.synchronous.enabled: true` if that is wanted.",
    invalid: [
      {
        file: "yaml",
        code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])', evaluation: [true, false, false] })
      }
    ],
    valid: [{ file: "yaml", code: yamlAudience({ value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(today)])' }) }]
  },
  checkGlobal({ audience, verdict, report }) {
    if (audience.kind === "pql" || verdict?.eligible !== true || audience.synchronousEnabled) return;
    const range = audience.ranges.notMarked && unpack(audience.ranges.notMarked);
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
    invalid: [{ file: "yaml", code: yamlAudience({ evaluation: [true, false, true] }) }],
    valid: [{ file: "yaml", code: yamlAudience() }]
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

// src/audience/format-audience-file.ts
function isFormatted(pql, canonical) {
  return pql.trim() === canonical;
}
function canonicalExpression(kind, ast, options = {}) {
  return print(ast, kind === "json" ? { ...options, width: Number.POSITIVE_INFINITY } : options);
}
function formatAudienceFile(fileName, text, options = {}) {
  const loaded = loadAudienceFile(fileName, text);
  if (loaded.problems.length > 0) return { ok: false, errors: loaded.problems };
  const errors = [];
  const canonicals = [];
  for (const audience of loaded.audiences) {
    const { ast, errors: syntaxErrors } = parse(audience.pql);
    for (const e of syntaxErrors) {
      errors.push({
        rule: e.rule,
        code: e.code,
        message: e.message,
        range: audience.mapSpan(e.span),
        hints: e.hints,
        ...e.label ? { label: e.label } : {}
      });
    }
    canonicals.push(ast ? canonicalExpression(loaded.kind, ast, options) : null);
  }
  if (errors.length > 0) return { ok: false, errors };
  let output = text;
  for (let i = loaded.audiences.length - 1; i >= 0; i--) {
    const audience = loaded.audiences[i];
    const canonical = canonicals[i];
    if (isFormatted(audience.pql, canonical)) continue;
    const edit = expressionEdit(fileName, output, audience, canonical, loaded.kind === "json");
    if (edit === void 0) {
      return {
        ok: false,
        errors: [
          {
            rule: "audience/schema",
            message: "could not write the formatted expression back into this file",
            range: audience.expressionRange,
            hints: ["format the expression by hand, or write it as a literal block (`value: |`)"]
          }
        ]
      };
    }
    output = applyEdit(output, edit);
  }
  return { ok: true, output, changed: output !== text };
}
function applyEdit(text, edit) {
  return text.slice(0, edit.range.start.offset) + edit.text + text.slice(edit.range.end.offset);
}
function expressionEdit(fileName, text, audience, pql, json) {
  const range = audience.expressionRange;
  const raw = text.slice(range.start.offset, range.end.offset);
  const candidates = json ? [JSON.stringify(pql)] : yamlCandidates(text, audience, raw, pql);
  for (const candidate of candidates) {
    const edit = { range, text: candidate };
    const again = loadAudienceFile(fileName, applyEdit(text, edit));
    const same = again.audiences.find((a) => a.index === audience.index);
    if (again.problems.length === 0 && same && isFormatted(same.pql, pql.trim())) return edit;
  }
  return void 0;
}
function yamlCandidates(text, audience, raw, canonical) {
  const multiLine = canonical.includes("\n");
  const doubleQuoted = JSON.stringify(canonical);
  const inFlow = /^[[{]/.test(sliceOf(text, audience.locate(["expression"])));
  if (inFlow) return [multiLine ? doubleQuoted : sameStyle(raw, canonical), doubleQuoted];
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const key = audience.locate(["expression", "value"], "key");
  const keyIndent = key ? key.start.column - 1 : 2;
  const block = literalBlock(raw, canonical, keyIndent, newline);
  if (/^[|>]/.test(raw)) return [block, doubleQuoted];
  if (multiLine) return [block, doubleQuoted];
  return [sameStyle(raw, canonical), doubleQuoted, block];
}
function sameStyle(raw, canonical) {
  if (raw.startsWith("'")) return `'${canonical.replace(/'/g, "''")}'`;
  if (raw.startsWith('"')) return JSON.stringify(canonical);
  return canonical;
}
function literalBlock(raw, canonical, keyIndent, newline) {
  const header = /^([|>])([1-9+-]*)([^\r\n]*)/.exec(raw);
  let indicator = "|";
  let chomp = "-";
  let rest = "";
  let indent = keyIndent + 2;
  if (header) {
    indicator = header[1] === ">" && !canonical.includes("\n") ? ">" : "|";
    chomp = header[2].replace(/[1-9+]/g, "");
    rest = header[3];
    const firstContent = raw.split(/\r?\n/).slice(1).find((line) => line.trim() !== "");
    const written = firstContent ? /^ */.exec(firstContent)[0].length : 0;
    if (written > keyIndent && !/[1-9]/.test(header[2])) indent = written;
  }
  const pad = " ".repeat(indent);
  const body = canonical.split("\n").map((line) => line === "" ? "" : pad + line).join(newline);
  const ending = header && /\n$/.test(raw) ? newline : "";
  return `${indicator}${chomp}${rest}${newline}${body}${ending}`;
}
function sliceOf(text, span) {
  return span ? text.slice(span.start.offset, span.end.offset) : "";
}

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
    if (isFormatted(audience.loaded.pql, canonicalExpression(audience.kind, audience.ast))) return;
    report({
      in: "file",
      range: audience.kind === "pql" ? firstLine(audience.loaded.expressionRange, audience.loaded.pql) : audience.loaded.locate(["expression", "value"], "key") ?? audience.loaded.expressionRange,
      message: "the expression is not in canonical form",
      label: "not formatted",
      hints: [`run \`pql-audience fmt --write ${audience.file}\``]
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
    forEachNode(audience.ast, (node) => {
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
  for (const match of text.matchAll(/\b(?:and|or|not)\b/gi)) if (match[0] !== match[0].toLowerCase()) return true;
  return false;
}

// src/lint/rules/suppressions-unused.ts
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
        code: yamlAudience({ extras: ["suppress:", "  - rule: PQL204", "    reason: legacy window, moving to batch next sprint"] })
      }
    ],
    valid: [
      {
        file: "yaml",
        code: yamlAudience({
          value: 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "x") WHEN(< 3 days before now)])',
          evaluation: [true, false, false],
          extras: ["suppress:", "  - rule: PQL204", "    reason: batch audience, edge not wanted"]
        })
      }
    ]
  },
  source: "engine"
};

// src/lint/rules/suppressions-missing-reason.ts
var suppressionsMissingReason = {
  meta: {
    code: "PQL902",
    name: "suppressions/missing-reason",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A suppression gives no reason",
    why: "A reason tells the next reader why the rule does not apply; reports show it next to the silenced finding.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable PQL213
${yamlAudience()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience()}` }]
  },
  source: "loader"
};

// src/lint/rules/suppressions-missing-rule.ts
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
${yamlAudience()}` },
      { file: "yaml", code: `# pql-audience-disable edge/profile-only-dayly -- daily refresh is fine for this list
${yamlAudience()}` }
    ],
    valid: [{ file: "yaml", code: `# pql-audience-disable PQL213 -- daily refresh is fine for this list
${yamlAudience()}` }]
  },
  source: "loader"
};

// src/lint/rules/suppressions-unknown-directive.ts
var suppressionsUnknownDirective = {
  meta: {
    code: "PQL904",
    name: "suppressions/unknown-directive",
    category: "suppressions",
    defaultSeverity: "error",
    summary: "A `# pql-audience-...` comment that is not a known directive",
    why: "A misspelled directive silences nothing; the two directives are `pql-audience-disable-next-line` and `pql-audience-disable`.",
    invalid: [{ file: "yaml", code: `# pql-audience-disable-line PQL213 -- typo for disable-next-line
${yamlAudience()}` }],
    valid: [{ file: "yaml", code: `# pql-audience-disable-next-line PQL213 -- daily refresh is fine
${yamlAudience()}` }]
  },
  source: "loader"
};

// src/lint/rules/index.ts
var allRules = [
  syntaxParseError,
  syntaxUnexpectedCharacter,
  syntaxUnclosedString,
  syntaxInvalidEscape,
  syntaxPlaceholder,
  syntaxTooDeep,
  syntaxUnknownFunction,
  audienceInvalidJson,
  audienceInvalidYaml,
  audienceSchemaRule,
  audienceExpressionType,
  audienceExpressionFormat,
  audienceEvaluationInfo,
  audienceSchemaName,
  audienceInvalidUtf8,
  audienceTooLarge,
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
  suppressionsUnused,
  suppressionsMissingReason,
  suppressionsMissingRule,
  suppressionsUnknownDirective
];

// src/lint/registry.ts
var byCode = new Map(allRules.map((r) => [r.meta.code, r]));
var byName = new Map(allRules.map((r) => [r.meta.name, r]));
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
  return closest(
    key,
    allRules.flatMap((r) => [r.meta.code, r.meta.name]),
    Math.max(2, Math.floor(key.length / 4))
  );
}

// src/lint/config.ts
import * as z from "zod/mini";

// src/lint/glob.ts
function globToRegExp(glob) {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const slash = glob[i + 2] === "/";
        re += slash ? "(?:.*/)?" : ".*";
        i += slash ? 2 : 1;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "{") {
      const close = glob.indexOf("}", i);
      if (close < 0) re += "\\{";
      else {
        re += `(?:${glob.slice(i + 1, close).split(",").map(escapeRegExp).join("|")})`;
        i = close;
      }
    } else if (c === "[") {
      const close = glob.indexOf("]", i);
      if (close < 0) re += "\\[";
      else {
        re += `[${glob.slice(i + 1, close).replace(/^!/, "^")}]`;
        i = close;
      }
    } else re += escapeRegExp(c);
  }
  return new RegExp(`^${re}$`);
}
function escapeRegExp(text) {
  return text.replace(/[.+^$()|\\]/g, "\\$&");
}

// src/lint/config.ts
var severitySchema = described(z.enum(["off", "info", "warn", "error"]), {
  description: 'How a rule reports: "off", "info", "warn" or "error"'
});
var rulesSchema = described(z.record(z.string(), severitySchema), {
  description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
});
var edgeSchema2 = described(
  z.strictObject({
    windowBoundary: described(z.optional(z.enum(["exclusive", "inclusive"])), {
      description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
    }),
    mergePolicies: described(z.optional(z.array(nonEmpty())), {
      description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
    })
  }),
  { description: "Edge eligibility settings" }
);
var overrideSchema = described(
  z.strictObject({
    files: described(z.array(nonEmpty()).check(z.minLength(1)), { description: "Globs, relative to the config file" }),
    rules: z.optional(rulesSchema),
    edge: z.optional(edgeSchema2)
  }),
  { description: "Settings for the files that match `files`" }
);
var configSchema = described(
  z.strictObject({
    $schema: described(z.optional(z.string()), { description: "The JSON Schema of this file, for editors" }),
    rules: z.optional(rulesSchema),
    overrides: z.optional(z.array(overrideSchema)),
    ignores: described(z.optional(z.array(nonEmpty())), { description: "Globs of files never to lint, relative to the config file" }),
    maxFileSize: described(z.optional(z.int().check(z.positive())), {
      description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
    }),
    edge: z.optional(edgeSchema2),
    api: described(
      z.optional(
        z.strictObject({
          credentialsFile: described(z.optional(z.string()), {
            description: "A JSON or YAML file with AEP credentials (keep it out of version control)"
          })
        })
      ),
      { description: "AEP API settings" }
    )
  }),
  { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" }
);
var severityWord = {
  off: "off",
  info: "info",
  warn: "warning",
  error: "error"
};
function resolveConfig(config2, relativePath, ruleCodes) {
  const resolved = {
    severities: {},
    windowBoundary: config2.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config2.edge?.mergePolicies ?? null,
    ignored: (config2.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config2.maxFileSize ?? DEFAULT_MAX_FILE_SIZE
  };
  const apply = (rules) => {
    for (const [key, severity] of Object.entries(rules ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord[severity];
  };
  apply(config2.rules);
  for (const override of config2.overrides ?? []) {
    if (!override.files.some((g) => matchesGlob(g, relativePath))) continue;
    apply(override.rules);
    if (override.edge?.windowBoundary) resolved.windowBoundary = override.edge.windowBoundary;
    if (override.edge?.mergePolicies) resolved.mergePolicies = override.edge.mergePolicies;
  }
  return resolved;
}
function matchesGlob(glob, relativePath) {
  return globMatcher(glob)(relativePath);
}
function globMatcher(glob) {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside] = pattern.includes("/") ? [globToRegExp(pattern), globToRegExp(`${pattern}/**`)] : [globToRegExp(`**/${pattern}`), globToRegExp(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside.test(relativePath);
}
var defaultResolvedConfig = {
  severities: {},
  windowBoundary: "exclusive",
  mergePolicies: null,
  ignored: false,
  maxFileSize: DEFAULT_MAX_FILE_SIZE
};

// src/lint/linted-audience.ts
function isProfileOnly(facts) {
  return facts !== null && facts.events.length === 0 && facts.segments.length === 0 && facts.profileAttributes.length > 0;
}

// src/lint/remote.ts
function remoteDraft(segment) {
  const ast = segment.expression ? parse(segment.expression).ast : null;
  const facts = ast ? extractFacts(ast) : null;
  return {
    index: 0,
    kind: "json",
    name: segment.name,
    id: segment.id,
    alias: void 0,
    meantForEdge: false,
    synchronousEnabled: false,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}

// src/lint/directory.ts
function identityDraft({ kind, name, id, alias }) {
  return {
    index: 0,
    kind,
    name,
    id,
    alias,
    meantForEdge: false,
    synchronousEnabled: false,
    parsed: false,
    shape: null,
    profileOnly: false,
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: []
  };
}
function groupBy(entries, field) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const value = e.audience[field];
    if (value === void 0 || e.audience.kind === "pql" && field !== "id") continue;
    const list2 = groups.get(value);
    if (list2) list2.push(e);
    else groups.set(value, [e]);
  }
  return groups;
}
function buildDirectory(drafts, remote, { context = [], project = [] } = {}) {
  const entries = (list2) => list2.flatMap((d) => d.audiences.map((audience) => ({ file: d.file, audience })));
  const all = context.length > 0 ? [...entries(drafts), ...entries(context)] : entries(drafts);
  const known = project.map((a) => ({ file: a.file, audience: identityDraft(a) }));
  const local = new Set([...all, ...known].map((e) => e.audience.id).filter((id) => id !== void 0));
  const live = (remote?.segments ?? []).filter((s) => !local.has(s.id)).map((s) => ({ file: `AEP ${remote.label}`, audience: remoteDraft(s) }));
  const byId = /* @__PURE__ */ new Map();
  const byAlias = /* @__PURE__ */ new Map();
  for (const entry of [...all, ...live]) {
    const { id, alias, kind } = entry.audience;
    if (id !== void 0 && !byId.has(id)) byId.set(id, entry);
    if (alias !== void 0 && (!byAlias.has(alias) || kind !== "pql" && byAlias.get(alias).audience.kind === "pql"))
      byAlias.set(alias, entry);
  }
  const everyone = known.length > 0 ? [...all, ...known] : all;
  const groups = { name: groupBy(everyone, "name"), id: groupBy(everyone, "id"), alias: groupBy(everyone, "alias") };
  return {
    all,
    ...remote ? { remote: remote.label } : {},
    duplicateOf: (audience, field) => {
      const value = audience[field];
      return value === void 0 ? void 0 : groups[field].get(value)?.find((e) => e.audience !== audience);
    },
    isAlias: (reference) => reference.startsWith(ALIAS_PREFIX),
    aliases: () => /* @__PURE__ */ new Set([...byAlias.keys(), ...known.flatMap((e) => e.audience.alias === void 0 ? [] : [e.audience.alias])]),
    resolve: (reference) => reference.startsWith(ALIAS_PREFIX) ? byAlias.get(reference.slice(ALIAS_PREFIX.length)) : byId.get(reference)
  };
}

// src/lint/detach.ts
function detachString(s) {
  return s.length < 13 ? s : ` ${s}`.slice(1);
}

// src/audience/suppressions.ts
import { Parser } from "yaml";
var directives = ["pql-audience-disable-next-line", "pql-audience-disable"];
function parseSuppressions(file, text, rules) {
  const lines = new LineMap(text);
  const result = { suppressions: [], problems: [] };
  if (file.kind === "yaml" && text.includes("pql-audience-")) {
    for (const comment of yamlComments(text)) readDirective(comment.offset, comment.source, text, lines, result, rules);
  }
  for (const audience of file.audiences) {
    const entries = audience.definition["x-pql-audience"]?.suppress ?? [];
    for (const [i, entry] of entries.entries()) {
      const unknown = unknownRule(entry.rule, rules);
      if (unknown) {
        const at = ["x-pql-audience", "suppress", i];
        result.problems.push({ ...unknown, range: audience.locate([...at, "rule"]) ?? audience.locate([...at]) ?? audience.range });
        continue;
      }
      result.suppressions.push({
        kind: "metadata",
        rule: entry.rule,
        reason: entry.reason.trim(),
        range: audience.locate(["x-pql-audience", "suppress", i]) ?? audience.range,
        scope: { start: audience.range.start.offset, end: audience.range.end.offset }
      });
    }
  }
  return result;
}
function readDirective(offset, source, text, lines, result, ruleNames2) {
  const match = /^#\s*(pql-audience-[A-Za-z-]*)/.exec(source);
  if (!match) return;
  const word = match[1];
  const wordStart = offset + source.indexOf(word);
  const kind = directives.find((d) => d === word);
  if (!kind) {
    const close = closest(word, directives);
    result.problems.push({
      rule: "suppressions/unknown-directive",
      message: `unknown directive \`${word}\``,
      range: lines.span(wordStart, wordStart + word.length),
      hints: [close ? `did you mean \`${close}\`?` : "the directives are `pql-audience-disable-next-line` and `pql-audience-disable`"]
    });
    return;
  }
  const rest = source.slice(match[0].length);
  const separator = rest.indexOf("--");
  const rulesText = separator < 0 ? rest : rest.slice(0, separator);
  const reason = separator < 0 ? "" : rest.slice(separator + 2).trim();
  const restStart = offset + match[0].length;
  const directiveRange = lines.span(offset, offset + source.length);
  const rules = [...rulesText.matchAll(/[^\s,]+/g)].map((m) => ({ rule: m[0], start: restStart + m.index }));
  if (rules.length === 0) {
    result.problems.push({
      rule: "suppressions/missing-rule",
      message: "this directive names no rule",
      range: directiveRange,
      hints: [`name the rule to silence: \`# ${word} PQL204 -- reason\``]
    });
    return;
  }
  if (!reason) {
    result.problems.push({
      rule: "suppressions/missing-reason",
      message: "this suppression has no reason, so it has no effect",
      range: directiveRange,
      hints: [`say why after \`--\`: \`# ${word} ${rules.map((r) => r.rule).join(", ")} -- why the rule does not apply here\``]
    });
    return;
  }
  const scope = kind === "pql-audience-disable" ? { start: 0, end: text.length } : nextLineScope(text, lines, offset);
  for (const { rule, start } of rules) {
    const range = lines.span(start, start + rule.length);
    if (!suppressionRulePattern.test(rule)) {
      const near = ruleNames2?.suggest(rule);
      result.problems.push({
        rule: "suppressions/missing-rule",
        message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
        range,
        hints: ['name a code ("PQL204"), a code group ("PQL2xx"), a rule name ("edge/window-too-long") or a group ("edge/*")']
      });
      continue;
    }
    const unknown = unknownRule(rule, ruleNames2);
    if (unknown) {
      result.problems.push({ ...unknown, range });
      continue;
    }
    result.suppressions.push({ kind: kind === "pql-audience-disable" ? "file" : "next-line", rule, reason, range, scope });
  }
}
function unknownRule(rule, ruleNames2) {
  if (!ruleNames2 || ruleNames2.codesFor(rule)) return void 0;
  const near = ruleNames2.suggest(rule);
  return {
    rule: "suppressions/missing-rule",
    message: `\`${rule}\` is not a rule${near ? `; did you mean \`${near}\`?` : ""}`,
    hints: ["`pql-audience rules` lists the codes and names"]
  };
}
function nextLineScope(text, lines, offset) {
  const commentLine = lines.position(offset).line;
  let target = commentLine + 1;
  while (target <= lines.lineCount && /^\s*(?:#.*)?$/.test(lines.lineText(target))) target++;
  if (target > lines.lineCount) return { start: text.length, end: text.length };
  const indentOf = (line) => /^[ \t]*/.exec(line)[0].length;
  const indent = indentOf(lines.lineText(target));
  let last = target;
  for (let line = target + 1; line <= lines.lineCount; line++) {
    const lineText = lines.lineText(line);
    if (lineText.trim() === "") continue;
    if (indentOf(lineText) <= indent) break;
    last = line;
  }
  const start = lines.position(offsetOfLine(lines, target)).offset;
  const end = offsetOfLine(lines, last) + lines.lineText(last).length;
  return { start, end };
}
function offsetOfLine(lines, line) {
  let lo = 0;
  let hi = lines.text.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (lines.position(mid).line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function yamlComments(text) {
  const comments = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (value) => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const token = value;
    if (token.type === "comment" && typeof token.offset === "number" && typeof token.source === "string") {
      comments.push({ offset: token.offset, source: token.source });
    }
    for (const [key, child] of Object.entries(value)) if (key !== "source") walk(child);
  };
  for (const token of new Parser().parse(text)) walk(token);
  return comments.sort((a, b) => a.offset - b.offset);
}
function ruleMatches(pattern, diagnostic) {
  if (pattern === diagnostic.code || pattern === diagnostic.rule) return true;
  if (/^PQL\d[\dx]x$/.test(pattern)) return new RegExp(`^${pattern.replace(/x/g, "\\d")}$`).test(diagnostic.code);
  if (pattern.endsWith("/*")) return diagnostic.rule.startsWith(pattern.slice(0, -1));
  return false;
}
var specificity = { "next-line": 0, metadata: 1, file: 2 };
function applySuppressions(diagnostics, suppressions, alreadyUsed = /* @__PURE__ */ new Set()) {
  const used = new Set(alreadyUsed);
  const ordered = [...suppressions].sort((a, b) => specificity[a.kind] - specificity[b.kind]);
  const result = diagnostics.map((diagnostic) => {
    if (diagnostic.suppressed || diagnostic.rule === "suppressions/unused") return diagnostic;
    const at = diagnostic.range.start.offset;
    const match = ordered.find((s) => at >= s.scope.start && at <= s.scope.end && ruleMatches(s.rule, diagnostic));
    if (!match) return diagnostic;
    used.add(match);
    return { ...diagnostic, suppressed: { kind: "inSource", reason: match.reason } };
  });
  return { diagnostics: result, used, unused: suppressions.filter((s) => !used.has(s)) };
}

// src/lint/draft.ts
var localRules = allRules.filter((r) => r.check);
var ruleNames = { codesFor, suggest: suggestRule };
function draftFile(source) {
  const config2 = source.config ?? defaultResolvedConfig;
  if (source.text.length > config2.maxFileSize) return tooLarge(source, config2);
  const loaded = loadAudienceFile(source.file, source.text, { invalidUtf8: source.invalidUtf8 });
  const { suppressions, problems } = parseSuppressions(loaded, source.text, ruleNames);
  const draft = { file: source.file, config: config2, diagnostics: [], suppressions, audiences: [], packed: void 0 };
  for (const problem of [...loaded.problems, ...problems]) {
    const rule = ruleByCodeOrName(problem.rule);
    if (!rule) continue;
    pushDiagnostic(draft.diagnostics, rule, config2, source.file, {
      in: "file",
      range: problem.range,
      message: problem.message,
      hints: problem.hints,
      ...problem.label ? { label: problem.label } : {}
    });
  }
  draft.audiences = loaded.audiences.map((audience) => draftAudience(source.file, loaded.kind, audience, config2));
  return draft;
}
function draftAudience(file, kind, loaded, config2) {
  const diagnostics = [];
  const { ast, errors } = loaded.definition.expression.format === "pql/text" ? parse(loaded.pql) : { ast: null, errors: [] };
  for (const e of errors) {
    pushDiagnostic(diagnostics, ruleByCodeOrName(e.rule), config2, file, {
      in: "file",
      range: loaded.mapSpan(e.span),
      message: e.message,
      hints: e.hints,
      ...e.label ? { label: e.label } : {}
    });
  }
  const pqlFacts = ast ? extractFacts(ast) : null;
  const linted = { file, kind, loaded, ast, facts: pqlFacts };
  for (const rule of localRules) {
    rule.check({
      audience: linted,
      config: config2,
      report: (finding) => pushDiagnostic(
        diagnostics,
        rule,
        config2,
        file,
        finding.in === "pql" ? { ...finding, in: "file", range: loaded.mapSpan(finding.range) } : finding
      )
    });
  }
  const facts = pqlFacts ? mapFacts(pqlFacts, (s) => loaded.mapSpan(s)) : null;
  const waits = facts !== null && facts.events.length > 0 && facts.segments.length > 0;
  const reasons = facts && !waits ? classify(facts, { windowBoundary: config2.windowBoundary }).reasons : facts ? null : [];
  const definition = loaded.definition;
  const extras = definition["x-pql-audience"];
  const synchronousEnabled = definition.evaluationInfo?.synchronous?.enabled === true;
  return {
    index: loaded.index,
    kind,
    // Drafts outlive the file's text; these strings were cut from it (see detach.ts).
    name: detachString(definition.name),
    // Always present (undefined when absent): one object shape for every draft keeps each small.
    id: extras?.id === void 0 ? void 0 : detachString(extras.id),
    alias: extras?.alias === void 0 ? void 0 : detachString(extras.alias),
    meantForEdge: kind === "pql" || synchronousEnabled,
    synchronousEnabled,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: facts ? facts.segments.map((s) => ({ id: s.id === null ? null : detachString(s.id), span: s.span, idSpan: s.idSpan })) : [],
    reasons,
    facts: waits ? facts : null,
    ranges: fieldRanges(loaded, synchronousEnabled),
    diagnostics
  };
}
function fieldRanges(loaded, synchronousEnabled) {
  const ranges = {};
  const set = (key, span) => {
    if (span) ranges[key] = pack(span);
  };
  if (loaded.definition["x-pql-audience"]?.id !== void 0) set("id", loaded.locate(["x-pql-audience", "id"]));
  if (loaded.definition["x-pql-audience"]?.alias !== void 0) set("alias", loaded.locate(["x-pql-audience", "alias"]));
  set("name", loaded.locate(["name"]));
  if (synchronousEnabled) set("synchronousEnabled", loaded.locate(["evaluationInfo", "synchronous", "enabled"]));
  else set("notMarked", loaded.locate(["evaluationInfo"], "key") ?? loaded.locate(["name"], "key"));
  return ranges;
}
function mapFacts(facts, map) {
  return {
    root: map(facts.root),
    events: facts.events.map((e) => ({
      ...e,
      span: map(e.span),
      negation: e.negation ? map(e.negation) : null,
      window: e.window ? { ...e.window, span: map(e.window.span) } : null
    })),
    profileAttributes: facts.profileAttributes.map((p) => ({ ...p, span: map(p.span) })),
    segments: facts.segments.map((s) => ({ ...s, span: map(s.span), idSpan: map(s.idSpan) })),
    ignoreYear: facts.ignoreYear.map((c) => ({ ...c, span: map(c.span) }))
  };
}
function pushDiagnostic(out, rule, config2, file, finding, severity) {
  const configured = config2.severities[rule.meta.code] ?? severity ?? rule.meta.defaultSeverity;
  if (configured === "off") return;
  out.push({
    code: rule.meta.code,
    rule: rule.meta.name,
    severity: configured,
    message: finding.message,
    file,
    range: finding.range,
    ...finding.label ? { label: finding.label } : {},
    hints: finding.hints ?? [],
    ...finding.fix ? { fix: finding.fix } : {}
  });
}
function tooLarge(source, config2) {
  const draft = { file: source.file, config: config2, diagnostics: [], suppressions: [], audiences: [], packed: void 0 };
  const start = { offset: 0, line: 1, column: 1 };
  pushDiagnostic(draft.diagnostics, audienceTooLarge, config2, source.file, {
    in: "file",
    range: { start, end: start },
    message: tooLargeMessage(source.text.length, config2.maxFileSize),
    hints: ["split it into smaller audience files, or raise `maxFileSize` in pql-audience.config.yaml if it is meant to be this large"]
  });
  return draft;
}

// src/lint/packed-draft.ts
var RANGE_KEYS = ["name", "id", "alias", "notMarked", "synchronousEnabled"];
var NONE = Object.freeze([]);
var NO_RANGES = Object.freeze({});
function compactDiagnostic(d, file) {
  const { code, rule: _rule, severity, message, file: where, range, hints, ...rest } = d;
  return [code, severity, message, pack(range), hints, Object.keys(rest).length > 0 ? rest : 0, where === file ? 0 : where];
}
function fullDiagnostic([code, severity, message, range, hints, rest, where], file) {
  const { label, ...others } = rest === 0 ? {} : rest;
  return {
    code,
    rule: ruleName(code),
    severity,
    message,
    file: where === 0 ? file : where,
    range: unpack(range),
    ...label !== void 0 ? { label } : {},
    hints,
    ...others
  };
}
function compactReason(r) {
  const { code, rule: _rule, severity, message, range, ...rest } = r;
  return [code, severity, message, pack(range), Object.keys(rest).length > 0 ? rest : 0];
}
function fullReason([code, severity, message, range, rest]) {
  return { rule: ruleName(code), code, severity, message, range: unpack(range), ...rest === 0 ? {} : rest };
}
function ruleName(code) {
  return ruleByCodeOrName(code).meta.name;
}
function packDraft(draft) {
  if (draft.packed !== void 0) return draft;
  const file = draft.file;
  const packed = [
    draft.diagnostics.map((d) => compactDiagnostic(d, file)),
    draft.suppressions,
    draft.audiences.map((a) => [
      a.diagnostics.map((d) => compactDiagnostic(d, file)),
      a.reasons === null ? null : a.reasons.map(compactReason),
      a.facts,
      RANGE_KEYS.map((k) => a.ranges[k] ?? 0)
    ])
  ];
  draft.packed = detachString(JSON.stringify(packed));
  draft.diagnostics = NONE;
  draft.suppressions = NONE;
  for (const a of draft.audiences) {
    releaseLocalParts(a);
    if (a.refs.length === 0) a.refs = NONE;
  }
  return draft;
}
function releaseLocalParts(audience) {
  audience.diagnostics = NONE;
  audience.reasons = null;
  audience.facts = null;
  audience.ranges = NO_RANGES;
}
function unpackDraft(draft) {
  if (draft.packed === void 0) return draft;
  const [diagnostics, suppressions, audiences] = JSON.parse(draft.packed);
  draft.packed = void 0;
  const file = draft.file;
  draft.diagnostics = diagnostics.map((d) => fullDiagnostic(d, file));
  draft.suppressions = suppressions;
  draft.audiences.forEach((a, i) => {
    const [localDiagnostics, reasons, facts, ranges] = audiences[i];
    a.diagnostics = localDiagnostics.map((d) => fullDiagnostic(d, file));
    a.reasons = reasons === null ? null : reasons.map(fullReason);
    a.facts = facts;
    a.ranges = {};
    RANGE_KEYS.forEach((k, j) => {
      const range = ranges[j];
      if (range) a.ranges[k] = range;
    });
    if (a.refs === NONE) a.refs = [];
  });
  return draft;
}

// src/lint/finalize.ts
var eligibilityRules = new Set(allRules.filter((r) => r.meta.category === "edge" && r.meta.code < "PQL217").map((r) => r.meta.name));
var verdictRuleNames = /* @__PURE__ */ new Set(["edge/marked-but-ineligible", "edge/eligible-not-marked"]);
var globalRules = allRules.filter((r) => r.checkGlobal && !verdictRuleNames.has(r.meta.name));
var verdictRules = allRules.filter((r) => r.checkGlobal && verdictRuleNames.has(r.meta.name));
function finalizeFile(draft, directory, source, keepReasons = true) {
  unpackDraft(draft);
  const { config: config2, file } = draft;
  const audiences = [];
  let used = /* @__PURE__ */ new Set();
  const suppress = (diagnostics) => {
    const applied = applySuppressions(diagnostics, draft.suppressions, used);
    used = applied.used;
    return applied.diagnostics;
  };
  const all = suppress(draft.diagnostics);
  for (const audience of draft.audiences) {
    let diagnostics = [...audience.diagnostics];
    const reasons = audience.reasons ?? deferredReasons(audience, directory, config2.windowBoundary);
    for (const r of reasons) {
      pushDiagnostic(
        diagnostics,
        ruleByCodeOrName(r.rule),
        config2,
        file,
        // The severity is the rule's (its metadata, or the config): one default per rule, which
        // the analyzer's own reasons agree with (test/lint/severity.test.ts).
        { in: "file", range: r.range, message: r.message, ...r.label ? { label: r.label } : {}, ...r.hints ? { hints: r.hints } : {} }
      );
    }
    runGlobal(globalRules, file, audience, directory, config2, null, diagnostics);
    diagnostics = suppress(diagnostics);
    const verdict = verdictFrom(diagnostics, audience.shape, audience.parsed);
    if (!audience.meantForEdge) diagnostics = diagnostics.filter((d) => !eligibilityRules.has(d.rule));
    const late = [];
    runGlobal(verdictRules, file, audience, directory, config2, verdict, late);
    diagnostics.push(...suppress(late));
    audiences.push({ name: audience.name, verdict: keepReasons ? verdict : { ...verdict, reasons: [] } });
    all.push(...diagnostics);
  }
  for (const unused of draft.suppressions.filter((s) => !used.has(s))) {
    pushDiagnostic(all, ruleByCodeOrName("suppressions/unused"), config2, file, {
      in: "file",
      range: unused.range,
      message: `this suppression of \`${unused.rule}\` silences nothing`,
      label: "unused",
      hints: ["remove it"]
    });
  }
  all.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { file, source, diagnostics: all, audiences };
}
function deferredReasons(audience, directory, boundary) {
  return classify(audience.facts, {
    windowBoundary: boundary,
    resolveSegment: (id) => {
      const target = directory.resolve(id);
      if (!target) return null;
      return { profileOnly: target.audience.profileOnly, name: target.audience.name, type: target.audience.shape };
    }
  }).reasons;
}
function runGlobal(rules, file, audience, directory, config2, verdict, out) {
  for (const rule of rules) {
    rule.checkGlobal({
      file,
      audience,
      directory,
      config: config2,
      verdict,
      report: (finding) => pushDiagnostic(out, rule, config2, file, { ...finding, in: "file" })
    });
  }
}
function verdictFrom(diagnostics, shape, parsed) {
  const relevant = diagnostics.filter((d) => (d.rule.startsWith("edge/") || d.rule.startsWith("syntax/")) && !d.suppressed);
  const reasons = relevant.map((d) => ({
    rule: d.rule,
    code: d.code,
    severity: d.severity,
    message: d.message,
    range: d.range,
    ...d.label ? { label: d.label } : {},
    hints: d.hints
  }));
  const blocked = !parsed || shape === null || relevant.some((d) => d.severity === "error");
  const unresolved = relevant.some((d) => d.rule === "edge/unresolved-segment");
  const eligible = blocked ? false : unresolved ? null : true;
  return { eligible, type: eligible === true ? shape : null, reasons };
}

// src/lint/engine.ts
function lintSources(sources) {
  const drafts = sources.map(draftFile);
  return lintDrafts(drafts, (i) => sources[i].text);
}
function lintDrafts(drafts, sourceOf, options = {}) {
  const files = [];
  const { summary } = streamDrafts(drafts, sourceOf, options, (file) => files.push(file));
  return { files, rules: allRules.map((r) => r.meta), summary };
}
function streamDrafts(drafts, sourceOf, options, onFile) {
  const directory = buildDirectory(drafts, options.remote, options);
  const summary = emptySummary();
  let filesWithProblems = 0;
  drafts.forEach((draft, i) => {
    const result = finalizeFile(draft, directory, sourceOf(i), options.verdictReasons ?? true);
    for (const audience of draft.audiences) releaseLocalParts(audience);
    addToSummary(summary, result);
    if (result.diagnostics.some((d) => !d.suppressed)) filesWithProblems++;
    onFile(result, i);
  });
  return { summary, filesWithProblems };
}
function lintText(text, options = {}) {
  return lintSources([{ file: options.file ?? "<stdin>", text, ...options.config ? { config: options.config } : {} }]);
}
function emptySummary() {
  return {
    files: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    suppressed: 0,
    fixable: 0,
    audiences: 0,
    eligible: 0,
    notEligible: 0,
    unknown: 0,
    byType: { "single-event": 0, "profile-only": 0, "event-with-profile": 0, "segment-of-segments": 0 }
  };
}
function addToSummary(summary, f) {
  summary.files++;
  for (const d of f.diagnostics) {
    if (d.suppressed) summary.suppressed++;
    else if (d.severity === "error") summary.errors++;
    else if (d.severity === "warning") summary.warnings++;
    else summary.infos++;
    if (d.fix && !d.suppressed) summary.fixable++;
  }
  for (const a of f.audiences) {
    summary.audiences++;
    if (a.verdict.eligible === true) {
      summary.eligible++;
      if (a.verdict.type) summary.byType[a.verdict.type]++;
    } else if (a.verdict.eligible === null) summary.unknown++;
    else summary.notEligible++;
  }
}

export {
  formatAudienceFile,
  allRules,
  ruleByCodeOrName,
  codesFor,
  suggestRule,
  globToRegExp,
  configSchema,
  resolveConfig,
  globMatcher,
  defaultResolvedConfig,
  draftFile,
  packDraft,
  lintSources,
  lintDrafts,
  streamDrafts,
  lintText
};
