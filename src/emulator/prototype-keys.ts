// Keys from outside never reach an object's prototype. `JSON.parse` keeps `"__proto__"` as an
// own key, harmless until code assigns or merges with it (`into[key] = value` with that key sets
// the prototype, and reading it returns Object.prototype to merge into). So the emulator refuses
// any JSON that holds a `__proto__` key where it enters (request bodies, seeds, state files), and
// the code that indexes or merges by a key from a request goes through the own-property helpers
// below, which also keep `constructor` and `prototype` plain data.
import { isObject } from "../text/is-object.js";

/** Names whose lookup on an ordinary object reaches its prototype chain instead of its own data. */
const PROTOTYPE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

export function namesPrototype(key: string): boolean {
  return PROTOTYPE_NAMES.has(key);
}

/**
 * The JSON pointer of the first `__proto__` key in parsed JSON (`/event/xdm/__proto__`), or
 * undefined when there is none. Walks with its own stack: a deeply nested body cannot overflow.
 */
export function prototypeKeyPath(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!; // non-empty, checked above
    if (Array.isArray(node)) node.forEach((item, i) => stack.push([item, `${path}/${i}`]));
    else if (isObject(node))
      for (const key of Object.keys(node)) {
        const here = `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (key === "__proto__") return here;
        stack.push([node[key], here]);
      }
  }
  return undefined;
}

/** The sentence a refusal gives: where the key is and what to do. */
export function prototypeKeyMessage(what: string, pointer: string): string {
  return `${what} has a key "__proto__" at ${pointer}: the emulator refuses keys that would reach an object's prototype; rename the field`;
}

/** `record[key]` when it is the record's own property; never an inherited one. */
export function ownValue(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets `record[key]` as an own data property, even when the key is `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): T {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}
