import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  globToRegExp
} from "./chunk-POUW46QI.js";
import {
  _enum,
  array,
  codesFor,
  described,
  int,
  nonEmpty,
  optional,
  record,
  require_dist,
  strictObject,
  string,
  suggestRule
} from "./chunk-SX6F3BOS.js";
import {
  _minLength,
  _positive
} from "./chunk-FOVLFBGW.js";
import {
  DEFAULT_MAX_FILE_SIZE
} from "./chunk-ZOXRMS5M.js";
import {
  InputError
} from "./chunk-X3CHLUM2.js";
import {
  __toESM
} from "./chunk-22DAHCAE.js";

// src/node/config-loader.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// src/lint/config.ts
var severitySchema = described(_enum(["off", "info", "warn", "error"]), {
  description: 'How a rule reports: "off", "info", "warn" or "error"'
});
var rulesSchema = described(record(string(), severitySchema), {
  description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")'
});
var edgeSchema = described(
  strictObject({
    windowBoundary: described(optional(_enum(["exclusive", "inclusive"])), {
      description: '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do'
    }),
    mergePolicies: described(optional(array(nonEmpty())), {
      description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible"
    })
  }),
  { description: "Edge eligibility settings" }
);
var overrideSchema = described(
  strictObject({
    files: described(array(nonEmpty()).check(_minLength(1)), { description: "Globs, relative to the config file" }),
    rules: optional(rulesSchema),
    edge: optional(edgeSchema)
  }),
  { description: "Settings for the files that match `files`" }
);
var configSchema = described(
  strictObject({
    $schema: described(optional(string()), { description: "The JSON Schema of this file, for editors" }),
    rules: optional(rulesSchema),
    overrides: optional(array(overrideSchema)),
    ignores: described(optional(array(nonEmpty())), { description: "Globs of files never to lint, relative to the config file" }),
    maxFileSize: described(optional(int().check(_positive())), {
      description: "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed"
    }),
    edge: optional(edgeSchema),
    xdm: described(
      optional(
        strictObject({
          schema: described(optional(nonEmpty()), {
            description: "An XDM schema as JSON (exported from AEP's Schema Registry), relative to the config file: the language server completes its field paths"
          })
        })
      ),
      { description: "XDM settings" }
    ),
    api: described(
      optional(
        strictObject({
          credentialsFile: described(optional(string()), {
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
function resolveConfig(config, relativePath, ruleCodes) {
  const resolved = {
    severities: {},
    windowBoundary: config.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config.edge?.mergePolicies ?? null,
    ignored: (config.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE
  };
  const apply = (rules) => {
    for (const [key, severity] of Object.entries(rules ?? {}))
      for (const code of ruleCodes(key) ?? []) resolved.severities[code] = severityWord[severity];
  };
  apply(config.rules);
  for (const override of config.overrides ?? []) {
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
  let data = doc.toJS();
  if (path.endsWith("package.json")) {
    if (!data || typeof data !== "object" || !("pql-audience" in data)) return void 0;
    base = ["pql-audience"];
    data = data["pql-audience"];
  }
  const parsed = configSchema.safeParse(data, { jitless: true });
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
  if (issue.code === "invalid_type") return `${field} must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`;
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
  /** `explicit`: a config named with --config, used for every file instead of the lookup. */
  constructor(explicit) {
    this.explicit = explicit;
  }
  explicit;
  byDirectory = /* @__PURE__ */ new Map();
  /** Equal settings share one object: a run over 100 000 files holds a handful, not one each. */
  shared = /* @__PURE__ */ new Map();
  share(resolved) {
    const key = JSON.stringify(resolved);
    const existing = this.shared.get(key);
    if (existing) return existing;
    this.shared.set(key, resolved);
    return resolved;
  }
  async nearest(directory) {
    if (this.explicit) return this.explicit;
    const dir = resolve(directory);
    let cached = this.byDirectory.get(dir);
    if (!cached) {
      cached = this.find(dir);
      this.byDirectory.set(dir, cached);
    }
    return cached;
  }
  async find(dir) {
    for (const name of configFileNames) {
      const path = join(dir, name);
      const text = readIfExists(path);
      if (text !== void 0) return { file: relative(".", path) || path, config: parseConfig(relative(".", path) || path, text) };
    }
    const pkgPath = join(dir, "package.json");
    const pkg = readIfExists(pkgPath);
    if (pkg !== void 0) {
      const config = parseConfig(relative(".", pkgPath) || pkgPath, pkg);
      if (config) return { file: relative(".", pkgPath) || pkgPath, config };
    }
    const parent = dirname(dir);
    return parent === dir ? null : this.nearest(parent);
  }
  /** The settings for one file, or the defaults when no config applies. */
  async forFile(file) {
    const source = await this.nearest(dirname(resolve(file)));
    if (!source) return { source: null, resolved: this.share(resolveConfig({}, file, codesFor)) };
    const base = dirname(resolve(source.file));
    const rel = relative(base, resolve(file)).split(sep).join("/");
    return { source, resolved: this.share(resolveConfig(source.config, rel, codesFor)) };
  }
};

export {
  resolveConfig,
  globMatcher,
  defaultResolvedConfig,
  configFileNames,
  ConfigError,
  loadConfig,
  ConfigResolver
};
