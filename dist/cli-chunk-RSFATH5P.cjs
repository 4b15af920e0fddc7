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
  ALIAS_PREFIX: () => ALIAS_PREFIX,
  _enum: () => _enum,
  aliasPattern: () => aliasPattern,
  array: () => array,
  audienceFields: () => audienceFields,
  audienceSchemas: () => audienceSchemas,
  described: () => described,
  int: () => int,
  knownKeysAt: () => knownKeysAt,
  nonEmpty: () => nonEmpty,
  optional: () => optional,
  record: () => record,
  strictObject: () => strictObject,
  string: () => string,
  suppressionRulePattern: () => suppressionRulePattern
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
// src/audience/schema-patterns.ts
var ALIAS_PREFIX = "alias:";
var aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
var testInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  import_cli_chunk_T442HLLB.$ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    (0, import_cli_chunk_T442HLLB.own)(this, "with", value);
  },
  parse(data, params) {
    return (0, import_cli_chunk_T442HLLB.parse)(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return (0, import_cli_chunk_T442HLLB.parseAsync)(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return (0, import_cli_chunk_T442HLLB.safeParse)(this, data, params);
  },
  safeParseAsync(data, params) {
    return (0, import_cli_chunk_T442HLLB.safeParseAsync)(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return (0, import_cli_chunk_T442HLLB.clone)(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniString = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniString", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string(params) {
  return (0, import_cli_chunk_T442HLLB._string)(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniNumber", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
var ZodMiniNumberFormat = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniNumberFormat", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return (0, import_cli_chunk_T442HLLB._int)(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniBoolean", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean(params) {
  return (0, import_cli_chunk_T442HLLB._boolean)(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniUnknown", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return (0, import_cli_chunk_T442HLLB._unknown)(ZodMiniUnknown);
}
var ZodMiniNever = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniNever", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodNever.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return (0, import_cli_chunk_T442HLLB._never)(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniArray", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...(0, import_cli_chunk_T442HLLB.normalizeParams)(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniObject", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  (0, import_cli_chunk_T442HLLB.installLazyProp)(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...(0, import_cli_chunk_T442HLLB.normalizeParams)(params)
  });
}
var ZodMiniUnion = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniUnion", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...(0, import_cli_chunk_T442HLLB.normalizeParams)(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniRecord", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string(),
      valueType: keyType,
      ...(0, import_cli_chunk_T442HLLB.normalizeParams)(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...(0, import_cli_chunk_T442HLLB.normalizeParams)(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniEnum", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...(0, import_cli_chunk_T442HLLB.normalizeParams)(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniOptional", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniCustom = /* @__PURE__ */ (0, import_cli_chunk_T442HLLB.$constructor)("ZodMiniCustom", (inst, def) => {
  import_cli_chunk_T442HLLB.$ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return (0, import_cli_chunk_T442HLLB._refine)(ZodMiniCustom, fn, _params);
}
// src/audience/schema-parts.ts
function described(schema, meta2) {
  import_cli_chunk_T442HLLB.globalRegistry.add(schema, meta2);
  return schema;
}
var nonEmpty = () => (/* @__PURE__ */ string()).check((0, import_cli_chunk_T442HLLB._minLength)(1));
// src/audience/audience-schema.ts
var existingDate = (s) => {
  const read = (0, import_cli_chunk_TENKBKXC.readInstant)(s);
  return read.ok || read.kind === "format";
};
var notADate = (s) => {
  const read = (0, import_cli_chunk_TENKBKXC.readInstant)(String(s));
  return `is not a date that exists: ${read.ok ? "" : read.why}`;
};
var built;
function audienceSchemas() {
  built ??= buildAudienceSchemas();
  return built;
}
function buildAudienceSchemas() {
  const enabled = (what) => described(/* @__PURE__ */ strictObject({ enabled: described(/* @__PURE__ */ boolean(), { description: `true to evaluate this audience ${what}` }) }), {
    description: `Evaluation ${what}`
  });
  const suppressionSchema = described(
    /* @__PURE__ */ strictObject({
      rule: described((/* @__PURE__ */ string()).check((0, import_cli_chunk_T442HLLB._regex)(suppressionRulePattern)), {
        description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"'
      }),
      reason: described((/* @__PURE__ */ string()).check((0, import_cli_chunk_T442HLLB._trim)(), (0, import_cli_chunk_T442HLLB._minLength)(1)), {
        description: "Why the rule does not apply here (required; shown in reports)"
      })
    }),
    { description: "Silences one rule for this audience" }
  );
  const testCaseSchema = described(
    /* @__PURE__ */ strictObject({
      name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
      now: described((/* @__PURE__ */ string()).check((0, import_cli_chunk_T442HLLB._regex)(testInstantPattern), /* @__PURE__ */ refine(existingDate, { error: (issue) => notADate(issue.input) })), {
        description: "The instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z)"
      }),
      profile: described(/* @__PURE__ */ optional(/* @__PURE__ */ union([/* @__PURE__ */ record(/* @__PURE__ */ string(), /* @__PURE__ */ unknown()), nonEmpty()])), {
        description: "The XDM profile: inline, or the path of a JSON file relative to this file (default: an empty profile)"
      }),
      events: described(/* @__PURE__ */ optional(/* @__PURE__ */ union([/* @__PURE__ */ array(/* @__PURE__ */ unknown()), nonEmpty()])), {
        description: "The profile's ExperienceEvents: inline, or the path of a JSON file relative to this file (default: none)"
      }),
      expect: described(/* @__PURE__ */ boolean(), { description: "true when the profile must qualify, false when it must not" })
    }),
    { description: "A test case run by `pql-audience test`" }
  );
  const extrasSchema = described(
    /* @__PURE__ */ strictObject({
      id: described(/* @__PURE__ */ optional(nonEmpty()), { description: "The id AEP gave this audience when it was published" }),
      alias: described(/* @__PURE__ */ optional((/* @__PURE__ */ string()).check((0, import_cli_chunk_T442HLLB._regex)(aliasPattern))), {
        description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")'
      }),
      suppress: described(/* @__PURE__ */ optional(/* @__PURE__ */ array(suppressionSchema)), { description: "Rules silenced for this audience, each with a reason" }),
      tests: described(/* @__PURE__ */ optional(/* @__PURE__ */ array(testCaseSchema)), { description: "Test cases run by `pql-audience test`; never sent to AEP" })
    }),
    { description: "pql-audience's own fields; never sent to AEP" }
  );
  const expressionSchema = described(
    /* @__PURE__ */ strictObject({
      type: described(/* @__PURE__ */ _enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
      format: described(/* @__PURE__ */ _enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
      value: described(/* @__PURE__ */ string(), { description: "The PQL expression" })
    }),
    { description: "The audience's PQL expression" }
  );
  const audienceSchema = described(
    /* @__PURE__ */ strictObject({
      $schema: described(/* @__PURE__ */ optional(/* @__PURE__ */ string()), { description: "The JSON Schema of this file, for editors" }),
      name: described((/* @__PURE__ */ string()).check((0, import_cli_chunk_T442HLLB._trim)(), (0, import_cli_chunk_T442HLLB._minLength)(1)), { description: "The audience name, unique in the sandbox" }),
      description: described(/* @__PURE__ */ optional(/* @__PURE__ */ string()), { description: "What the audience is for" }),
      expression: expressionSchema,
      evaluationInfo: described(
        /* @__PURE__ */ optional(
          /* @__PURE__ */ strictObject({
            batch: /* @__PURE__ */ optional(enabled("in the daily batch job")),
            continuous: /* @__PURE__ */ optional(enabled("by streaming segmentation")),
            synchronous: /* @__PURE__ */ optional(enabled("on the edge"))
          })
        ),
        { description: "How AEP evaluates the audience; omitted means batch" }
      ),
      schema: described(
        /* @__PURE__ */ optional(
          (/* @__PURE__ */ strictObject({
            name: described(/* @__PURE__ */ optional(nonEmpty()), { description: 'The XDM class: "_xdm.context.profile"' }),
            id: described(/* @__PURE__ */ optional(nonEmpty()), { description: "The schema id, instead of its name" })
          })).check(/* @__PURE__ */ refine((s) => s.name !== void 0 || s.id !== void 0, { message: "needs `name` or `id`" }))
        ),
        { description: "The schema the audience reads" }
      ),
      mergePolicyId: described(/* @__PURE__ */ optional(nonEmpty()), {
        description: "The merge policy to evaluate with (edge needs one active on edge)"
      }),
      ttlInDays: described(/* @__PURE__ */ optional(int().check((0, import_cli_chunk_T442HLLB._positive)())), { description: "How long profiles stay in the audience" }),
      profileInstanceId: described(/* @__PURE__ */ optional(/* @__PURE__ */ string()), { description: 'The profile store: "ups"' }),
      payloadSchema: described(/* @__PURE__ */ optional(/* @__PURE__ */ string()), { description: "Passed through to the API" }),
      dataGovernancePolicy: described(
        /* @__PURE__ */ optional(/* @__PURE__ */ strictObject({ excludeOptOut: described(/* @__PURE__ */ boolean(), { description: "true to leave out profiles that opted out" }) })),
        { description: "Data governance settings" }
      ),
      "x-pql-audience": /* @__PURE__ */ optional(extrasSchema)
    }),
    { title: "pql-audience audience file", description: "An AEP audience: the Segmentation API create body plus pql-audience extras" }
  );
  return {
    audience: audienceSchema,
    extras: extrasSchema,
    suppression: suppressionSchema,
    testCase: testCaseSchema,
    expression: expressionSchema
  };
}
var listed;
function audienceFields() {
  listed ??= listFields(audienceSchemas().audience, "");
  return listed;
}
function listFields(schema, prefix) {
  const fields = [];
  const shape = objectShape(schema);
  if (!shape) return fields;
  for (const [key, child] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = unwrap(child);
    fields.push({ path, type: typeName(inner), required: !(0, import_cli_chunk_T442HLLB.safeParse)(child, void 0).success, description: describe2(child) });
    if (objectShape(inner)) fields.push(...listFields(inner, path));
    const def = inner._zod.def;
    if (def.type === "array") fields.push(...listFields(unwrap(def.element), `${path}[]`));
  }
  return fields;
}
function knownKeysAt(path) {
  let schema = audienceSchemas().audience;
  for (const step of path) {
    const def = unwrap(schema)._zod.def;
    if (def.type === "array" && typeof step === "number") schema = def.element;
    else {
      const child = objectShape(schema)?.[String(step)];
      if (!child) return void 0;
      schema = child;
    }
  }
  const shape = objectShape(schema);
  return shape ? Object.keys(shape) : void 0;
}
function objectShape(schema) {
  const def = unwrap(schema)._zod.def;
  return def.type === "object" ? def.shape : void 0;
}
function unwrap(schema) {
  let current = schema;
  for (let def = current._zod.def; def.type === "optional" || def.type === "nullable" || def.type === "default"; def = current._zod.def) {
    current = def.innerType;
  }
  return current;
}
function describe2(schema) {
  let current = schema;
  while (current) {
    const description = import_cli_chunk_T442HLLB.globalRegistry.get(current)?.description;
    if (typeof description === "string") return description;
    const def = current._zod.def;
    current = def.type === "optional" ? def.innerType : void 0;
  }
  return "";
}
function typeName(schema) {
  const def = schema._zod.def;
  if (def.type === "object") return "object";
  if (def.type === "array") return "list";
  if (def.type === "boolean") return "boolean";
  if (def.type === "number") return "integer";
  if (def.type === "enum")
    return Object.values(def.entries).map((o) => JSON.stringify(o)).join(" | ");
  return "string";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ALIAS_PREFIX,
  _enum,
  aliasPattern,
  array,
  audienceFields,
  audienceSchemas,
  described,
  int,
  knownKeysAt,
  nonEmpty,
  optional,
  record,
  strictObject,
  string,
  suppressionRulePattern
});
})
