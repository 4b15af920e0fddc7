// A hand-written check for the config files projects hold, run before the zod schema of
// config-schema.ts, which a lint then never builds: building it was part of every one-file lint
// inside a project with a config (docs/performance.md, "Start-up, sixth pass"). It only accepts:
// for data it accepts, it returns exactly what `configSchema` would (the same values, the same
// key order: the schema's), and for anything else it returns undefined and the caller asks zod,
// which owns every message. test/lint/accept-config.test.ts holds it to zod's answer.
import {
  accepting,
  listOf,
  nonEmpty,
  oneOf,
  positiveInteger,
  recordOf,
  strictObject,
  string,
  type Reader,
} from "../audience/accept-parts.js";
import type { Config } from "./config-schema.js";

/** A strict object read by the fields' readers, in the schema's order; the required keys named. */
function object(fields: readonly (readonly [string, Reader])[], required: readonly string[] = []): Reader {
  const known = new Set(fields.map(([key]) => key));
  return (value) => strictObject(value, fields, known, required);
}

const rules = recordOf(oneOf("off", "info", "warn", "error"));
const edge = object([
  ["windowBoundary", oneOf("exclusive", "inclusive")],
  ["mergePolicies", listOf(nonEmpty)],
]);
const budgets = object([
  ["audiences", positiveInteger],
  ["streaming", positiveInteger],
  ["edge", positiveInteger],
]);
const override = object(
  [
    ["files", listOf(nonEmpty, 1)],
    ["rules", rules],
    ["edge", edge],
  ],
  ["files"],
);
const config = object([
  ["$schema", string],
  ["rules", rules],
  ["overrides", listOf(override)],
  ["ignores", listOf(nonEmpty)],
  ["maxFileSize", positiveInteger],
  ["edge", edge],
  ["budgets", budgets],
  ["xdm", object([["schema", nonEmpty]])],
  ["api", object([["credentialsFile", string]])],
]);

/** `data` as the config schema reads it, or undefined: then ask the schema. */
export function acceptConfig(data: unknown): Config | undefined {
  return accepting(() => config(data) as Config);
}
