import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/cli/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

export {
  VERSION
};
