// The config file: one zod schema gives validation, types and the published JSON Schema
// (schema/config.schema.json). Pure: loading files from disk is src/node/config-loader.ts.
import * as z from "zod/mini";
import { described, nonEmpty } from "../audience/schema-parts.js";
import { globToRegExp } from "./glob.js";
import type { ConfiguredSeverity } from "./rule-meta.js";
import { DEFAULT_MAX_FILE_SIZE } from "../audience/rules/audience-too-large.js";
import { AEP_AUDIENCE_BUDGETS, type AudienceBudgets } from "./budgets.js";

export const severitySchema = described(z.enum(["off", "info", "warn", "error"]), {
  description: 'How a rule reports: "off", "info", "warn" or "error"',
});

export const rulesSchema = described(z.record(z.string(), severitySchema), {
  description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")',
});

export const edgeSchema = described(
  z.strictObject({
    windowBoundary: described(z.optional(z.enum(["exclusive", "inclusive"])), {
      description:
        '"exclusive" (default): an edge event window must be shorter than 24 hours. "inclusive": also accept exactly 24 hours (`<= 24 hours before now`), as AEP\'s own examples do',
    }),
    mergePolicies: described(z.optional(z.array(nonEmpty())), {
      description: "The ids of the merge policies that are active on edge; a definition with another mergePolicyId is not edge-eligible",
    }),
  }),
  { description: "Edge eligibility settings" },
);

const budget = (description: string) => described(z.optional(z.int().check(z.positive())), { description });

export const budgetsSchema = described(
  z.strictObject({
    audiences: budget(`Audiences of every method in one sandbox (default ${AEP_AUDIENCE_BUDGETS.audiences}, AEP's guardrail)`),
    streaming: budget(`Streaming audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.streaming}, AEP's guardrail)`),
    edge: budget(`Edge audiences in one sandbox (default ${AEP_AUDIENCE_BUDGETS.edge}, AEP's guardrail)`),
  }),
  {
    description:
      "The sandbox's audience budgets, for an org whose limits differ from AEP's defaults: lint reports a project over one (PQL501), publish refuses a plan that would go over one, quota shows them",
  },
);

export const overrideSchema = described(
  z.strictObject({
    files: described(z.array(nonEmpty()).check(z.minLength(1)), { description: "Globs, relative to the config file" }),
    rules: z.optional(rulesSchema),
    edge: z.optional(edgeSchema),
  }),
  { description: "Settings for the files that match `files`" },
);

export const configSchema = described(
  z.strictObject({
    $schema: described(z.optional(z.string()), { description: "The JSON Schema of this file, for editors" }),
    rules: z.optional(rulesSchema),
    overrides: z.optional(z.array(overrideSchema)),
    ignores: described(z.optional(z.array(nonEmpty())), { description: "Globs of files never to lint, relative to the config file" }),
    maxFileSize: described(z.optional(z.int().check(z.positive())), {
      description:
        "The largest audience file checked, in characters (default 2097152, 2 MiB); a larger one is reported (PQL109) and not parsed",
    }),
    edge: z.optional(edgeSchema),
    budgets: z.optional(budgetsSchema),
    xdm: described(
      z.optional(
        z.strictObject({
          schema: described(z.optional(nonEmpty()), {
            description:
              "An XDM schema as JSON (exported from AEP's Schema Registry), relative to the config file: the language server completes its field paths",
          }),
        }),
      ),
      { description: "XDM settings" },
    ),
    api: described(
      z.optional(
        z.strictObject({
          credentialsFile: described(z.optional(z.string()), {
            description: "A JSON or YAML file with AEP credentials (keep it out of version control)",
          }),
        }),
      ),
      { description: "AEP API settings" },
    ),
  }),
  { title: "pql-audience config", description: "Configuration for pql-audience (pql-audience.config.yaml / .json)" },
);

export type Config = z.infer<typeof configSchema>;

/** The settings that apply to one file, after overrides. */
export interface ResolvedConfig {
  /** Severity by rule code, for every rule whose severity the config changes. */
  severities: Record<string, ConfiguredSeverity>;
  windowBoundary: "exclusive" | "inclusive";
  /** Merge policy ids active on edge, or null when the config does not say. */
  mergePolicies: string[] | null;
  ignored: boolean;
  /** The largest file checked, in characters (UTF-16 code units); larger ones get PQL109 (rules/audience-too-large.ts). */
  maxFileSize: number;
  /** The sandbox's audience budgets: AEP's, or the config's (not per override: a budget is the project's). */
  budgets: AudienceBudgets;
}

const severityWord: Record<z.infer<typeof severitySchema>, ConfiguredSeverity> = {
  off: "off",
  info: "info",
  warn: "warning",
  error: "error",
};

/** Which rules a config key names: a code, a name, or a category (`edge/*`, `PQL2xx`). */
export type RuleKeyResolver = (key: string) => string[] | undefined;

export function resolveConfig(config: Config, relativePath: string, ruleCodes: RuleKeyResolver): ResolvedConfig {
  const resolved: ResolvedConfig = {
    severities: {},
    windowBoundary: config.edge?.windowBoundary ?? "exclusive",
    mergePolicies: config.edge?.mergePolicies ?? null,
    ignored: (config.ignores ?? []).some((g) => matchesGlob(g, relativePath)),
    maxFileSize: config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    budgets: { ...AEP_AUDIENCE_BUDGETS, ...config.budgets },
  };
  const apply = (rules: Record<string, z.infer<typeof severitySchema>> | undefined) => {
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

/** Like .gitignore: a glob without `/` matches a file or directory name anywhere; with `/`, the path from the config's directory. */
export function matchesGlob(glob: string, relativePath: string): boolean {
  return globMatcher(glob)(relativePath);
}

/** matchesGlob for one glob, compiled once (for checking many files against it). */
export function globMatcher(glob: string): (relativePath: string) => boolean {
  const pattern = glob.replace(/^\.\//, "");
  const [file, inside] = pattern.includes("/")
    ? [globToRegExp(pattern), globToRegExp(`${pattern}/**`)]
    : [globToRegExp(`**/${pattern}`), globToRegExp(`**/${pattern}/**`)];
  return (relativePath) => file.test(relativePath) || inside.test(relativePath);
}

export const defaultResolvedConfig: ResolvedConfig = {
  severities: {},
  windowBoundary: "exclusive",
  mergePolicies: null,
  ignored: false,
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  budgets: AEP_AUDIENCE_BUDGETS,
};
