// A hand-written check for the config files projects hold, run before the zod schema of
// config-schema.ts, which a lint then never builds: building it was part of every one-file lint
// inside a project with a config (docs/performance.md, "Start-up, sixth pass"). It only accepts:
// for data it accepts, it returns exactly what `configSchema` would (the same values, the same
// key order: the schema's), and for anything else it returns undefined and the caller asks zod,
// which owns every message. test/lint/accept-config.test.ts holds it to zod's answer.
import { accepting, listOf, nonEmpty, oneOf, positiveInteger, recordOf, strictObject, string } from "../audience/accept-parts.js";
import type { Config } from "./config-schema.js";

const rules = recordOf(oneOf("off", "info", "warn", "error"));
const edge = strictObject([
  ["windowBoundary", oneOf("exclusive", "inclusive")],
  ["mergePolicies", listOf(nonEmpty)],
]);
const budgets = strictObject([
  ["audiences", positiveInteger],
  ["streaming", positiveInteger],
  ["edge", positiveInteger],
]);
const override = strictObject(
  [
    ["files", listOf(nonEmpty, 1)],
    ["rules", rules],
    ["edge", edge],
  ],
  ["files"],
);
const config = strictObject([
  ["$schema", string],
  ["rules", rules],
  ["overrides", listOf(override)],
  ["ignores", listOf(nonEmpty)],
  ["maxFileSize", positiveInteger],
  ["edge", edge],
  ["budgets", budgets],
  ["xdm", strictObject([["schema", nonEmpty]])],
  ["api", strictObject([["credentialsFile", string]])],
]);

/** `data` as the config schema reads it, or undefined: then ask the schema. */
export function acceptConfig(data: unknown): Config | undefined {
  return accepting(() => config(data) as Config);
}
