import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/text/is-object.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  isObject
};
