import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  _enum,
  array,
  described,
  int,
  nonEmpty,
  optional,
  record,
  strictObject,
  string
} from "./chunk-FRCAUARB.js";
import {
  _minLength,
  _positive
} from "./chunk-FOVLFBGW.js";

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
var severitySchema = described(_enum(["off", "info", "warn", "error"]), { description: 'How a rule reports: "off", "info", "warn" or "error"' });
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
    api: described(
      optional(
        strictObject({
          credentialsFile: described(optional(string()), { description: "A JSON or YAML file with AEP credentials (keep it out of version control)" })
        })
      ),
      { description: "AEP API settings" }
    )
  }),
  { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" }
);
var DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024;
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

export {
  globToRegExp,
  configSchema,
  DEFAULT_MAX_FILE_SIZE,
  resolveConfig,
  globMatcher,
  defaultResolvedConfig
};
