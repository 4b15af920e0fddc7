import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  globToRegExp
} from "./chunk-POUW46QI.js";
import {
  AEP_AUDIENCE_BUDGETS
} from "./chunk-LZ6XSWVJ.js";
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
} from "./chunk-M3TH62UT.js";
import {
  _minLength,
  _positive
} from "./chunk-FOVLFBGW.js";
import {
  DEFAULT_MAX_FILE_SIZE
} from "./chunk-DA6D7RXO.js";

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
var budget = (description) => described(optional(int().check(_positive())), { description });
var budgetsSchema = described(
  strictObject({
    audiences: budget(`Audiences of every method in one sandbox (default ${AEP_AUDIENCE_BUDGETS.audiences}, AEP's guardrail)`),
    streaming: budget(`Streaming audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.streaming}, AEP's guardrail)`),
    edge: budget(`Edge audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.edge}, AEP's guardrail)`)
  }),
  {
    description: "The sandbox's audience budgets, for an org whose limits differ from AEP's defaults: lint reports a project over one (PQL501), publish refuses a plan that would go over one, quota shows them"
  }
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
    budgets: optional(budgetsSchema),
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
    maxFileSize: config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    budgets: { ...AEP_AUDIENCE_BUDGETS, ...config.budgets }
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
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  budgets: AEP_AUDIENCE_BUDGETS
};

export {
  configSchema,
  resolveConfig,
  globMatcher,
  defaultResolvedConfig
};
