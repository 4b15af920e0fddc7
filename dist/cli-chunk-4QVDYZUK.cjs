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
  budgetOf: () => budgetOf,
  maxStepsOption: () => maxStepsOption
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
// src/cli/max-steps.ts
function maxStepsOption() {
  return {
    type: "number",
    describe: `the most evaluation steps per audience and profile; more is reported as "budget exceeded" (default: ${import_cli_chunk_N5GLWCTS.DEFAULT_BUDGET.maxSteps.toLocaleString("en-US")})`
  };
}
function budgetOf(maxSteps) {
  if (maxSteps === void 0) return void 0;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1)
    throw Object.assign(new import_cli_chunk_EFID7JQ4.UsageError(`--max-steps needs a whole number of steps, at least 1 (got ${String(maxSteps)})`), {
      showUsageHint: true
    });
  return { maxSteps };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  budgetOf,
  maxStepsOption
});
})
