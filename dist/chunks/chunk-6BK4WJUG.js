import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  $ZodArray,
  $ZodBoolean,
  $ZodCustom,
  $ZodEnum,
  $ZodNever,
  $ZodNumber,
  $ZodNumberFormat,
  $ZodObject,
  $ZodOptional,
  $ZodRecord,
  $ZodString,
  $ZodType,
  $ZodUnion,
  $ZodUnknown,
  $constructor,
  _boolean,
  _int,
  _minLength,
  _never,
  _positive,
  _refine,
  _regex,
  _string,
  _trim,
  _unknown,
  clone,
  globalRegistry,
  installLazyProp,
  normalizeParams,
  own,
  parse,
  parseAsync,
  safeParse,
  safeParseAsync
} from "./chunk-FOVLFBGW.js";

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
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
    return clone(this, _def, params);
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
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...normalizeParams(params)
  });
}
var ZodMiniUnion = /* @__PURE__ */ $constructor("ZodMiniUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: "union",
    options,
    ...normalizeParams(params)
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: "record",
      keyType: /* @__PURE__ */ string(),
      valueType: keyType,
      ...normalizeParams(valueType)
    });
  }
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}

// src/audience/schema-patterns.ts
var ALIAS_PREFIX = "alias:";
var aliasPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var suppressionRulePattern = /^(?:PQL(?:\d{3}|\dxx|\d\dx)|[a-z][a-z0-9-]*\/(?:\*|[a-z0-9][a-z0-9-]*))$/;
var testInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
var AUDIENCE_KEYS = [
  "$schema",
  "name",
  "description",
  "expression",
  "evaluationInfo",
  "schema",
  "mergePolicyId",
  "ttlInDays",
  "profileInstanceId",
  "payloadSchema",
  "dataGovernancePolicy",
  "x-pql-audience"
];
var EXTRAS_KEYS = ["id", "alias", "suppress", "tests"];

// src/audience/schema-parts.ts
function described(schema, meta2) {
  globalRegistry.add(schema, meta2);
  return schema;
}
var nonEmpty = () => string().check(_minLength(1));

// src/audience/audience-schema.ts
var built;
function audienceSchemas() {
  built ??= buildAudienceSchemas();
  return built;
}
function buildAudienceSchemas() {
  const enabled = (what) => described(strictObject({ enabled: described(boolean(), { description: `true to evaluate this audience ${what}` }) }), {
    description: `Evaluation ${what}`
  });
  const suppressionSchema = described(
    strictObject({
      rule: described(string().check(_regex(suppressionRulePattern)), {
        description: 'The rule to silence: a code ("PQL204"), a code group ("PQL2xx"), a name ("edge/window-too-long") or "edge/*"'
      }),
      reason: described(string().check(_trim(), _minLength(1)), {
        description: "Why the rule does not apply here (required; shown in reports)"
      })
    }),
    { description: "Silences one rule for this audience" }
  );
  const testCaseSchema = described(
    strictObject({
      name: described(nonEmpty(), { description: "What the case shows, as the test report prints it" }),
      now: described(string().check(_regex(testInstantPattern)), {
        description: "The instant to evaluate at, ISO-8601 with a time zone (2024-05-15T12:00:00Z)"
      }),
      profile: described(optional(union([record(string(), unknown()), nonEmpty()])), {
        description: "The XDM profile: inline, or the path of a JSON file relative to this file (default: an empty profile)"
      }),
      events: described(optional(union([array(unknown()), nonEmpty()])), {
        description: "The profile's ExperienceEvents: inline, or the path of a JSON file relative to this file (default: none)"
      }),
      expect: described(boolean(), { description: "true when the profile must qualify, false when it must not" })
    }),
    { description: "A test case run by `pql-audience test`" }
  );
  const extrasSchema = described(
    strictObject({
      id: described(optional(nonEmpty()), { description: "The id AEP gave this audience when it was published" }),
      alias: described(optional(string().check(_regex(aliasPattern))), {
        description: 'A local name other audience files can reference before publication: inSegment("alias:NAME")'
      }),
      suppress: described(optional(array(suppressionSchema)), { description: "Rules silenced for this audience, each with a reason" }),
      tests: described(optional(array(testCaseSchema)), { description: "Test cases run by `pql-audience test`; never sent to AEP" })
    }),
    { description: "pql-audience's own fields; never sent to AEP" }
  );
  const expressionSchema = described(
    strictObject({
      type: described(_enum(["PQL", "ARL"]), { description: 'The expression language: "PQL"' }),
      format: described(_enum(["pql/text", "pql/json"]), { description: 'How `value` is written: "pql/text"' }),
      value: described(string(), { description: "The PQL expression" })
    }),
    { description: "The audience's PQL expression" }
  );
  const audienceSchema = described(
    strictObject({
      $schema: described(optional(string()), { description: "The JSON Schema of this file, for editors" }),
      name: described(string().check(_trim(), _minLength(1)), { description: "The audience name, unique in the sandbox" }),
      description: described(optional(string()), { description: "What the audience is for" }),
      expression: expressionSchema,
      evaluationInfo: described(
        optional(
          strictObject({
            batch: optional(enabled("in the daily batch job")),
            continuous: optional(enabled("by streaming segmentation")),
            synchronous: optional(enabled("on the edge"))
          })
        ),
        { description: "How AEP evaluates the audience; omitted means batch" }
      ),
      schema: described(
        optional(
          strictObject({
            name: described(optional(nonEmpty()), { description: 'The XDM class: "_xdm.context.profile"' }),
            id: described(optional(nonEmpty()), { description: "The schema id, instead of its name" })
          }).check(refine((s) => s.name !== void 0 || s.id !== void 0, { message: "needs `name` or `id`" }))
        ),
        { description: "The schema the audience reads" }
      ),
      mergePolicyId: described(optional(nonEmpty()), {
        description: "The merge policy to evaluate with (edge needs one active on edge)"
      }),
      ttlInDays: described(optional(int().check(_positive())), { description: "How long profiles stay in the audience" }),
      profileInstanceId: described(optional(string()), { description: 'The profile store: "ups"' }),
      payloadSchema: described(optional(string()), { description: "Passed through to the API" }),
      dataGovernancePolicy: described(
        optional(strictObject({ excludeOptOut: described(boolean(), { description: "true to leave out profiles that opted out" }) })),
        { description: "Data governance settings" }
      ),
      "x-pql-audience": optional(extrasSchema)
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
    fields.push({ path, type: typeName(inner), required: !safeParse(child, void 0).success, description: describe2(child) });
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
    const description = globalRegistry.get(current)?.description;
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

export {
  string,
  int,
  array,
  strictObject,
  union,
  record,
  _enum,
  optional,
  described,
  nonEmpty,
  ALIAS_PREFIX,
  aliasPattern,
  suppressionRulePattern,
  testInstantPattern,
  AUDIENCE_KEYS,
  EXTRAS_KEYS,
  audienceSchemas,
  audienceFields,
  knownKeysAt
};
