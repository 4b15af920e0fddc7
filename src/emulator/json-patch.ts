// A small RFC 6902 subset for Flow Service PATCH bodies: add, replace and remove on JSON
// pointers. Enough for the documented updates (name, description, auth params, transformations).
import { isObject } from "../text/is-object.js";
import { namesPrototype, ownValue, setOwn } from "./prototype-keys.js";
import type { Json } from "./state.js";

export interface PatchOp {
  op: string;
  path: string;
  value?: unknown;
}

/** Applies the operations to a copy; returns the copy, or a message naming the bad operation. */
export function applyPatch(target: Json, ops: unknown): { result: Json } | { error: string } {
  if (!Array.isArray(ops) || ops.length === 0) return { error: "the body must be a non-empty JSON-Patch array of {op, path, value}" };
  const doc = structuredClone(target);
  for (const [i, raw] of ops.entries()) {
    const op = raw as PatchOp;
    if (typeof op !== "object" || op === null || typeof op.path !== "string" || !op.path.startsWith("/"))
      return { error: `operation ${i}: needs a path starting with /` };
    const name = String(op.op).toLowerCase();
    if (!["add", "replace", "remove"].includes(name)) return { error: `operation ${i}: op must be add, replace or remove` };
    const keys = op.path
      .slice(1)
      .split("/")
      .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
    // A path through `__proto__`, `constructor` or `prototype` would walk into Object.prototype.
    const through = keys.find(namesPrototype);
    if (through !== undefined) return { error: `operation ${i}: ${op.path} goes through "${through}", which names an object's prototype` };
    let parent: unknown = doc;
    for (const key of keys.slice(0, -1)) {
      parent = isObject(parent) || Array.isArray(parent) ? ownValue(parent as Record<string, unknown>, key) : undefined;
      if (typeof parent !== "object" || parent === null) return { error: `operation ${i}: ${op.path} does not exist` };
    }
    const last = keys[keys.length - 1]!; // split gives at least one key
    const container = parent as Record<string, unknown>;
    if (name !== "add" && !Object.hasOwn(container, last)) return { error: `operation ${i}: ${op.path} does not exist` };
    if (name === "remove") {
      if (Array.isArray(container)) container.splice(Number(last), 1);
      else delete container[last];
    } else setOwn(container, last, op.value);
  }
  return { result: doc };
}
