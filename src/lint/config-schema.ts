// The config file's zod schemas, built on first use, so a lint with no config file builds none
// of them. config.ts, the public module, builds them when it is loaded, so the library's
// `configSchema` is this same object.
import * as z from "zod/mini";
import { described, nonEmpty } from "../audience/schema-parts.js";
import { AEP_AUDIENCE_BUDGETS } from "./budgets.js";

/** The config schema and its parts, each built once. */
export type ConfigSchemas = ReturnType<typeof buildConfigSchemas>;

// The plain interfaces (config-types.ts), equal to what the schemas infer (test/package/types.test.ts).
export type { Config, ConfigSeverity } from "./config-types.js";

let built: ConfigSchemas | undefined;

/** The schemas, built on the first call. */
export function configSchemas(): ConfigSchemas {
  built ??= buildConfigSchemas();
  return built;
}

function buildConfigSchemas() {
  const severitySchema = described(z.enum(["off", "info", "warn", "error"]), {
    description: 'How a rule reports: "off", "info", "warn" or "error"',
  });

  const rulesSchema = described(z.record(z.string(), severitySchema), {
    description: 'Rule severities by code ("PQL204"), name ("edge/window-too-long") or category ("edge/*")',
  });

  const edgeSchema = described(
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

  const budgetsSchema = described(
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

  const overrideSchema = described(
    z.strictObject({
      files: described(z.array(nonEmpty()).check(z.minLength(1)), { description: "Globs, relative to the config file" }),
      rules: z.optional(rulesSchema),
      edge: z.optional(edgeSchema),
    }),
    { description: "Settings for the files that match `files`" },
  );

  const configSchema = described(
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

  return {
    severity: severitySchema,
    rules: rulesSchema,
    edge: edgeSchema,
    budgets: budgetsSchema,
    override: overrideSchema,
    config: configSchema,
  };
}
