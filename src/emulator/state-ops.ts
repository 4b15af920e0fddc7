// The changes `--data` journals, one line per request (journal.ts), and how a line is applied
// to the state when it is read back. Live code and replay share `appendBounded`, so a replayed
// append keeps exactly what the running emulator kept.
import { isObject } from "../text/is-object.js";
import { ownValue, setOwn } from "./prototype-keys.js";

/** Keys from the root of EmulatorData: `["buckets", "profiles", "profiles", "ECID:123"]`. */
export type StatePath = readonly string[];

export type JournalOp =
  | { set: StatePath; value: unknown }
  | { delete: StatePath }
  | { append: StatePath; values: unknown[]; keep?: number; order?: "timestamp" };

export interface JournalEntry {
  /** Increases by one per line; a snapshot records the last one it holds. */
  seq: number;
  ops: JournalOp[];
}

export interface AppendOptions {
  /** Keep only the newest `keep` items. */
  keep?: number;
  /** Keep the list in order of each item's `timestamp` (ISO text). */
  order?: "timestamp";
}

/** Appends, orders and trims a list in place. */
export function appendBounded(list: unknown[], values: readonly unknown[], options: AppendOptions = {}): void {
  list.push(...values);
  if (options.order === "timestamp") list.sort((a, b) => timeOf(a) - timeOf(b));
  if (options.keep !== undefined && list.length > options.keep) list.splice(0, list.length - options.keep);
}

function timeOf(item: unknown): number {
  return isObject(item) ? Date.parse(String(item.timestamp)) : Number.NaN;
}

/** The value at a path, through own properties only; undefined when any step is missing. */
export function valueAt(root: unknown, path: StatePath): unknown {
  let node = root;
  for (const key of path) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = ownValue(node as Record<string, unknown>, key);
  }
  return node;
}

/** Whether `inner` is `outer` or lies under it. */
export function isWithin(inner: StatePath, outer: StatePath): boolean {
  return outer.length <= inner.length && outer.every((key, i) => inner[i] === key);
}

/** The container at `path` without its last key, made on the way when missing. */
function parentOf(root: Record<string, unknown>, path: StatePath): Record<string, unknown> {
  let node: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = ownValue(node, key);
    node = (isObject(next) || Array.isArray(next) ? next : setOwn(node, key, {})) as Record<string, unknown>;
  }
  return node;
}

export function applyOp(root: Record<string, unknown>, op: JournalOp): void {
  if ("set" in op) {
    if (op.set.length === 0) throw new Error("a journal entry cannot replace the whole state");
    setOwn(parentOf(root, op.set), op.set[op.set.length - 1]!, op.value);
  } else if ("delete" in op) {
    const parent = valueAt(root, op.delete.slice(0, -1));
    if (isObject(parent)) delete parent[op.delete[op.delete.length - 1]!];
  } else {
    let list = valueAt(root, op.append);
    if (!Array.isArray(list)) list = setOwn(parentOf(root, op.append), op.append[op.append.length - 1]!, [] as unknown[]);
    appendBounded(list as unknown[], op.values, { keep: op.keep, order: op.order });
  }
}
