// Parsed JSON (or YAML) read field by field: whether a value is an object with fields, not null,
// an array or a scalar. One check for every reader of JSON data (emulator bodies, API replies,
// profiles and events, audience files).

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
