import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/node/require-package.ts
import { createRequire } from "node:module";
function requirePackage(specifier) {
  return createRequire(import.meta.url)(specifier);
}

export {
  requirePackage
};
