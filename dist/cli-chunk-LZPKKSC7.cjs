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
  ConfigError: () => ConfigError,
  ConfigResolver: () => ConfigResolver,
  absolutePath: () => absolutePath,
  configFileNames: () => configFileNames,
  loadConfig: () => loadConfig,
  parseConfig: () => parseConfig
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_node_path = require("node:path");
var import_node_fs = require("node:fs");
var import_node_path2 = require("node:path");
// src/node/absolute-path.ts
var notNormal = /(^|\/)\.\.?(\/|$)|\/\/|\/$/;
function absolutePath(path, cwd = process.cwd()) {
  if (import_node_path.sep !== "/" || path === "" || notNormal.test(path)) return (0, import_node_path.resolve)(cwd, path);
  if (path.startsWith("/")) return path;
  return cwd === "/" ? `/${path}` : `${cwd}/${path}`;
}
// src/node/config-loader.ts
var import_yaml = (0, import_cli_chunk_ZHMSISMR.__toESM)((0, import_cli_chunk_ZD3FC7HB.require_dist)(), 1);
// src/lint/config-schema.ts
var built;
function configSchemas() {
  built ??= buildConfigSchemas();
  return built;
}
function buildConfigSchemas() {
  const severitySchema = (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P._enum)(["off", "info", "warn", "error"]), {
    description: 'How a rule reports: "off", "info", "warn" or "error"'
  });
  const rulesSchema = (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.record)((0, import_cli_chunk_RSFATH5P.string)(), severitySchema), {
    description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
  });
  const edgeSchema = (0, import_cli_chunk_RSFATH5P.described)(
    (0, import_cli_chunk_RSFATH5P.strictObject)({
      windowBoundary: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P._enum)(["exclusive", "inclusive"])), {
        description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
      }),
      mergePolicies: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.array)((0, import_cli_chunk_RSFATH5P.nonEmpty)())), {
        description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
      })
    }),
    { description: "Edge eligibility settings" }
  );
  const budget = (description) => (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.int)().check((0, import_cli_chunk_T442HLLB._positive)())), { description });
  const budgetsSchema = (0, import_cli_chunk_RSFATH5P.described)(
    (0, import_cli_chunk_RSFATH5P.strictObject)({
      audiences: budget(`Audiences of every method in one sandbox (default ${import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS.audiences}, AEP's guardrail)`),
      streaming: budget(`Streaming audiences in one sandbox (default ${import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS.streaming}, AEP's guardrail)`),
      edge: budget(`Edge audiences in one sandbox (default ${import_cli_chunk_ZAAJEBAH.AEP_AUDIENCE_BUDGETS.edge}, AEP's guardrail)`)
    }),
    {
      description: "The sandbox's audience budgets, for an org whose limits differ from AEP's defaults: lint reports a project over one (PQL501), publish refuses a plan that would go over one, quota shows them"
    }
  );
  const overrideSchema = (0, import_cli_chunk_RSFATH5P.described)(
    (0, import_cli_chunk_RSFATH5P.strictObject)({
      files: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.array)((0, import_cli_chunk_RSFATH5P.nonEmpty)()).check((0, import_cli_chunk_T442HLLB._minLength)(1)), { description: "Globs, relative to the config file" }),
      rules: (0, import_cli_chunk_RSFATH5P.optional)(rulesSchema),
      edge: (0, import_cli_chunk_RSFATH5P.optional)(edgeSchema)
    }),
    { description: "Settings for the files that match `files`" }
  );
  const configSchema = (0, import_cli_chunk_RSFATH5P.described)(
    (0, import_cli_chunk_RSFATH5P.strictObject)({
      $schema: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.string)()), { description: "The JSON Schema of this file, for editors" }),
      rules: (0, import_cli_chunk_RSFATH5P.optional)(rulesSchema),
      overrides: (0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.array)(overrideSchema)),
      ignores: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.array)((0, import_cli_chunk_RSFATH5P.nonEmpty)())), { description: "Globs of files never to lint, relative to the config file" }),
      maxFileSize: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.int)().check((0, import_cli_chunk_T442HLLB._positive)())), {
        description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
      }),
      edge: (0, import_cli_chunk_RSFATH5P.optional)(edgeSchema),
      budgets: (0, import_cli_chunk_RSFATH5P.optional)(budgetsSchema),
      xdm: (0, import_cli_chunk_RSFATH5P.described)(
        (0, import_cli_chunk_RSFATH5P.optional)(
          (0, import_cli_chunk_RSFATH5P.strictObject)({
            schema: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.nonEmpty)()), {
              description: "An XDM schema as JSON (exported from AEP's Schema Registry), relative to the config file: the language server completes its field paths"
            })
          })
        ),
        { description: "XDM settings" }
      ),
      api: (0, import_cli_chunk_RSFATH5P.described)(
        (0, import_cli_chunk_RSFATH5P.optional)(
          (0, import_cli_chunk_RSFATH5P.strictObject)({
            credentialsFile: (0, import_cli_chunk_RSFATH5P.described)((0, import_cli_chunk_RSFATH5P.optional)((0, import_cli_chunk_RSFATH5P.string)()), {
              description: "A JSON or YAML file with AEP credentials (keep it out of version control)"
            })
          })
        ),
        { description: "AEP API settings" }
      )
    }),
    { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" }
  );
  return {
    severity: severitySchema,
    rules: rulesSchema,
    edge: edgeSchema,
    budgets: budgetsSchema,
    override: overrideSchema,
    config: configSchema
  };
}
// src/node/config-loader.ts
var configFileNames = ["pql-audience.config.yaml", "pql-audience.config.yml", "pql-audience.config.json"];
var ConfigError = class extends import_cli_chunk_BPDGXKYC.InputError {
  name = "ConfigError";
};
function readIfExists(path) {
  try {
    return (0, import_node_fs.readFileSync)(path, "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw new ConfigError(`${path}: cannot read: ${e.message}`);
  }
}
async function loadConfig(path) {
  const text = readIfExists(path);
  if (text === void 0) throw new ConfigError(`${path}: no such file`);
  const config = parseConfig(path, text);
  if (!config) throw new ConfigError(`${path}: has no "pql-audience" key`);
  return { file: path, config };
}
function parseConfig(path, text) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, prettyErrors: false });
  const where = (offset) => {
    const p = lines.linePos(offset);
    return `${path}:${p.line}:${p.col}`;
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`${where(e.pos[0])}: not valid ${path.endsWith(".json") ? "JSON" : "YAML"}: ${e.message.split("\n")[0]}`);
  }
  let base = [];
  let data;
  try {
    data = doc.toJS({ maxAliasCount: import_cli_chunk_ZD3FC7HB.MAX_YAML_ALIASES });
  } catch (e) {
    throw new ConfigError(`${where((0, import_cli_chunk_ZD3FC7HB.firstAliasOffset)(doc))}: not valid YAML: ${e.message}`);
  }
  if (path.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return void 0;
    base = ["pql-audience"];
    data = data["pql-audience"];
  }
  const parsed = configSchemas().config.safeParse(data, { jitless: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = [...base, ...issue.path];
    throw new ConfigError(`${where(offsetOf(doc, at))}: ${describeIssue(issue, at.slice(base.length))}`);
  }
  for (const [key, rulesAt] of ruleTables(parsed.data)) {
    for (const name of Object.keys(rulesAt)) {
      if ((0, import_cli_chunk_ZAAJEBAH.codesFor)(name)) continue;
      const suggestion = (0, import_cli_chunk_ZAAJEBAH.suggestRule)(name);
      throw new ConfigError(
        `${where(offsetOf(doc, [...base, ...key, name], "key"))}: unknown rule \`${name}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""} (see \`pql-audience rules\`)`
      );
    }
  }
  return parsed.data;
}
function ruleTables(config) {
  const tables = [];
  if (config.rules) tables.push([["rules"], config.rules]);
  (config.overrides ?? []).forEach((o, i) => o.rules && tables.push([["overrides", i, "rules"], o.rules]));
  return tables;
}
function describeIssue(issue, path) {
  const field = path.length > 0 ? `\`${path.join(".")}\`` : "the config";
  if (issue.code === "unrecognized_keys")
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `\`${k}\``).join(", ")} in ${field}`;
  if (issue.code === "invalid_value") return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_type")
    return `${field} must be ${issue.expected === "array" ? "a list" : `${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`}`;
  if (issue.code === "too_small") return `${field} must not be empty`;
  return `${field} is not valid`;
}
function offsetOf(doc, path, part = "value") {
  for (let n = path.length; n >= 0; n--) {
    const parentPath = path.slice(0, Math.max(0, n - 1));
    const parent = n === 0 ? doc.contents : doc.getIn(parentPath, true);
    if (n > 0 && (0, import_yaml.isMap)(parent)) {
      const pair = parent.items.find((p) => p.key?.value === path[n - 1]);
      const node = part === "key" || n < path.length ? pair?.key : pair?.value ?? pair?.key;
      if (node?.range) return node.range[0];
    } else {
      const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
      if (node?.range) return node.range[0];
    }
  }
  return 0;
}
var ConfigResolver = class {
  /**
   * `explicit`: a config named with --config, used for every file instead of the lookup.
   * `kept`: configs as earlier runs read them (config-cache.ts), for the lint's cache.
   */
  constructor(explicit, kept) {
    this.explicit = explicit;
    this.kept = kept;
  }
  explicit;
  kept;
  byDirectory = /* @__PURE__ */ new Map();
  /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
  shared = /* @__PURE__ */ new Map();
  /** The settings of configs whose settings do not depend on the file (and of no config). */
  pathFree = /* @__PURE__ */ new Map();
  share(resolved) {
    const key = JSON.stringify(resolved);
    const existing = this.shared.get(key);
    if (existing) return existing;
    this.shared.set(key, resolved);
    return resolved;
  }
  async nearest(directory) {
    return this.nearestNow(directory);
  }
  /**
   * `nearest`, answered at once (the lookup reads a few small files synchronously anyway): the
   * project index finds its roots with it, to start git before the run drafts its files.
   * Throws ConfigError for a config that cannot be used.
   */
  nearestNow(directory) {
    if (this.explicit) return this.explicit;
    const dir = absolutePath(directory);
    let found = this.byDirectory.get(dir);
    if (found === void 0) {
      found = this.find(dir);
      this.byDirectory.set(dir, found);
    }
    return found;
  }
  find(dir) {
    for (const name of configFileNames) {
      const path = (0, import_node_path2.join)(dir, name);
      const text = readIfExists(path);
      if (text !== void 0) return { file: (0, import_node_path2.relative)(".", path) || path, config: this.parse(path, text) };
    }
    const pkgPath = (0, import_node_path2.join)(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config = this.parse(pkgPath, pkg);
      if (config) return { file: (0, import_node_path2.relative)(".", pkgPath) || pkgPath, config };
    }
    const parent = (0, import_node_path2.dirname)(dir);
    return parent === dir ? null : this.nearestNow(parent);
  }
  /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
  parse(path, text) {
    const kept = this.kept?.get(path, text);
    if (kept !== void 0) return kept ?? void 0;
    const config = parseConfig((0, import_node_path2.relative)(".", path) || path, text);
    this.kept?.set(path, text, config ?? null);
    return config;
  }
  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file) {
    const absolute = absolutePath(file);
    const source = this.nearestNow((0, import_node_path2.dirname)(absolute));
    if (!source || !source.config.ignores && !source.config.overrides) {
      let resolved = this.pathFree.get(source);
      if (!resolved) this.pathFree.set(source, resolved = this.share((0, import_cli_chunk_YEIKYGTQ.resolveConfig)(source?.config ?? {}, file, import_cli_chunk_ZAAJEBAH.codesFor)));
      return { source, resolved };
    }
    const base = (0, import_node_path2.dirname)((0, import_node_path2.resolve)(source.file));
    const rel = (0, import_node_path2.relative)(base, absolute).split(import_node_path2.sep).join("/");
    return { source, resolved: this.share((0, import_cli_chunk_YEIKYGTQ.resolveConfig)(source.config, rel, import_cli_chunk_ZAAJEBAH.codesFor)) };
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ConfigError,
  ConfigResolver,
  absolutePath,
  configFileNames,
  loadConfig,
  parseConfig
});
})
