(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  ExitCode: () => ExitCode,
  UsageError: () => UsageError
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
// src/cli/exit.ts
var ExitCode = { Ok: 0, Problems: 1, Usage: 2 };
var UsageError = class extends import_cli_chunk_BPDGXKYC.InputError {
  name = "UsageError";
  /** Set for mistakes in the command line itself, where pointing at --help helps. */
  showUsageHint = false;
  /** The usage text to print before the message (a command line that named no command). */
  usage;
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ExitCode,
  UsageError
});
})
