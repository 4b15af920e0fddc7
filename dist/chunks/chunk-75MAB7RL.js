import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  resolveConfig
} from "./chunk-ZJ5P5KKB.js";
import {
  AEP_AUDIENCE_BUDGETS,
  codesFor,
  suggestRule
} from "./chunk-GADSSRPE.js";
import {
  MAX_YAML_ALIASES,
  accepting,
  firstAliasOffset,
  listOf,
  nonEmpty,
  oneOf,
  positiveInteger,
  recordOf,
  require_dist,
  strictObject,
  string
} from "./chunk-3VZEPMB4.js";
import {
  _enum,
  array,
  described,
  int,
  nonEmpty as nonEmpty2,
  optional,
  record,
  strictObject as strictObject2,
  string as string2
} from "./chunk-6BK4WJUG.js";
import {
  _minLength,
  _positive
} from "./chunk-FOVLFBGW.js";
import {
  InputError
} from "./chunk-XT7MT6WA.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/node/absolute-path.ts
import { resolve, sep } from "node:path";
var notNormal = /(^|\/)\.\.?(\/|$)|\/\/|\/$/;
function absolutePath(path, cwd = process.cwd()) {
  if (sep !== "/" || path === "" || notNormal.test(path)) return resolve(cwd, path);
  if (path.startsWith("/")) return path;
  return cwd === "/" ? `/${path}` : `${cwd}/${path}`;
}

// src/node/config-loader.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve as resolve2, sep as sep2 } from "node:path";

// src/lint/accept-config.ts
var rules = recordOf(oneOf("off", "info", "warn", "error"));
var edge = strictObject([
  ["windowBoundary", oneOf("exclusive", "inclusive")],
  ["mergePolicies", listOf(nonEmpty)]
]);
var budgets = strictObject([
  ["audiences", positiveInteger],
  ["streaming", positiveInteger],
  ["edge", positiveInteger]
]);
var override = strictObject(
  [
    ["files", listOf(nonEmpty, 1)],
    ["rules", rules],
    ["edge", edge]
  ],
  ["files"]
);
var config = strictObject([
  ["$schema", string],
  ["rules", rules],
  ["overrides", listOf(override)],
  ["ignores", listOf(nonEmpty)],
  ["maxFileSize", positiveInteger],
  ["edge", edge],
  ["budgets", budgets],
  ["xdm", strictObject([["schema", nonEmpty]])],
  ["api", strictObject([["credentialsFile", string]])]
]);
function acceptConfig(data) {
  return accepting(() => config(data));
}

// src/lint/config-schema.ts
var built;
function configSchemas() {
  built ??= buildConfigSchemas();
  return built;
}
function buildConfigSchemas() {
  const severitySchema = described(_enum(["off", "info", "warn", "error"]), {
    description: 'How a rule reports: "off", "info", "warn" or "error"'
  });
  const rulesSchema = described(record(string2(), severitySchema), {
    description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
  });
  const edgeSchema = described(
    strictObject2({
      windowBoundary: described(optional(_enum(["exclusive", "inclusive"])), {
        description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
      }),
      mergePolicies: described(optional(array(nonEmpty2())), {
        description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
      })
    }),
    { description: "Edge eligibility settings" }
  );
  const budget = (description) => described(optional(int().check(_positive())), { description });
  const budgetsSchema = described(
    strictObject2({
      audiences: budget(`Audiences of every method in one sandbox (default ${AEP_AUDIENCE_BUDGETS.audiences}, AEP's guardrail)`),
      streaming: budget(`Streaming audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.streaming}, AEP's guardrail)`),
      edge: budget(`Edge audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.edge}, AEP's guardrail)`)
    }),
    {
      description: "The sandbox's audience budgets, for an org whose limits differ from AEP's defaults: lint reports a project over one (PQL501), publish refuses a plan that would go over one, quota shows them"
    }
  );
  const overrideSchema = described(
    strictObject2({
      files: described(array(nonEmpty2()).check(_minLength(1)), { description: "Globs, relative to the config file" }),
      rules: optional(rulesSchema),
      edge: optional(edgeSchema)
    }),
    { description: "Settings for the files that match `files`" }
  );
  const configSchema = described(
    strictObject2({
      $schema: described(optional(string2()), { description: "The JSON Schema of this file, for editors" }),
      rules: optional(rulesSchema),
      overrides: optional(array(overrideSchema)),
      ignores: described(optional(array(nonEmpty2())), { description: "Globs of files never to lint, relative to the config file" }),
      maxFileSize: described(optional(int().check(_positive())), {
        description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
      }),
      edge: optional(edgeSchema),
      budgets: optional(budgetsSchema),
      xdm: described(
        optional(
          strictObject2({
            schema: described(optional(nonEmpty2()), {
              description: "An XDM schema as JSON (exported from AEP's Schema Registry), relative to the config file: the language server completes its field paths"
            })
          })
        ),
        { description: "XDM settings" }
      ),
      api: described(
        optional(
          strictObject2({
            credentialsFile: described(optional(string2()), {
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
var ConfigError = class extends InputError {
  name = "ConfigError";
};
function readIfExists(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw new ConfigError(`${path}: cannot read: ${e.message}`);
  }
}
async function loadConfig(path) {
  const text = readIfExists(path);
  if (text === void 0) throw new ConfigError(`${path}: no such file`);
  const config2 = parseConfig(path, text);
  if (!config2) throw new ConfigError(`${path}: has no "pql-audience" key`);
  return { file: path, config: config2 };
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
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    throw new ConfigError(`${where(firstAliasOffset(doc))}: not valid YAML: ${e.message}`);
  }
  if (path.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return void 0;
    base = ["pql-audience"];
    data = data["pql-audience"];
  }
  const accepted = acceptConfig(data);
  const parsed = accepted ? { success: true, data: accepted } : configSchemas().config.safeParse(data, { jitless: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = [...base, ...issue.path];
    throw new ConfigError(`${where(offsetOf(doc, at))}: ${describeIssue(issue, at.slice(base.length))}`);
  }
  for (const [key, rulesAt] of ruleTables(parsed.data)) {
    for (const name of Object.keys(rulesAt)) {
      if (codesFor(name)) continue;
      const suggestion = suggestRule(name);
      throw new ConfigError(
        `${where(offsetOf(doc, [...base, ...key, name], "key"))}: unknown rule \`${name}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""} (see \`pql-audience rules\`)`
      );
    }
  }
  return parsed.data;
}
function ruleTables(config2) {
  const tables = [];
  if (config2.rules) tables.push([["rules"], config2.rules]);
  (config2.overrides ?? []).forEach((o, i) => o.rules && tables.push([["overrides", i, "rules"], o.rules]));
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
      const path = join(dir, name);
      const text = readIfExists(path);
      if (text !== void 0) return { file: relative(".", path) || path, config: this.parse(path, text) };
    }
    const pkgPath = join(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config2 = this.parse(pkgPath, pkg);
      if (config2) return { file: relative(".", pkgPath) || pkgPath, config: config2 };
    }
    const parent = dirname(dir);
    return parent === dir ? null : this.nearestNow(parent);
  }
  /** parseConfig of the file at `path` (absolute), or what an earlier run read the same text as. */
  parse(path, text) {
    const kept = this.kept?.get(path, text);
    if (kept !== void 0) return kept ?? void 0;
    const config2 = parseConfig(relative(".", path) || path, text);
    this.kept?.set(path, text, config2 ?? null);
    return config2;
  }
  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file) {
    const absolute = absolutePath(file);
    const source = this.nearestNow(dirname(absolute));
    if (!source || !source.config.ignores && !source.config.overrides) {
      let resolved = this.pathFree.get(source);
      if (!resolved) this.pathFree.set(source, resolved = this.share(resolveConfig(source?.config ?? {}, file, codesFor)));
      return { source, resolved };
    }
    const base = dirname(resolve2(source.file));
    const rel = relative(base, absolute).split(sep2).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
};

export {
  absolutePath,
  configSchemas,
  configFileNames,
  ConfigError,
  loadConfig,
  ConfigResolver
};
