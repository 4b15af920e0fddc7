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
  clickHouseTarget: () => clickHouseTarget,
  refuseDuckDbOptions: () => refuseDuckDbOptions
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
// src/cli/clickhouse-target.ts
function clickHouseTarget(url, user, env) {
  if (url === void 0 || Array.isArray(url))
    throw new import_cli_chunk_EFID7JQ4.UsageError("--engine clickhouse needs the server's HTTP URL once: --url http://HOST:8123");
  const name = user ?? env.CLICKHOUSE_USER;
  const password = env.CLICKHOUSE_PASSWORD;
  return { url, ...name ? { user: name } : {}, ...password ? { password } : {} };
}
function refuseDuckDbOptions(args) {
  if (args.data !== void 0)
    throw new import_cli_chunk_EFID7JQ4.UsageError("--data is for DuckDB; with --engine clickhouse the data is on the server (data load --engine clickhouse)");
  if (args.memoryLimit !== void 0 || args.maxSteps !== void 0)
    throw new import_cli_chunk_EFID7JQ4.UsageError("--memory-limit and --max-steps belong to --data; ClickHouse runs the compiled SQL only");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  clickHouseTarget,
  refuseDuckDbOptions
});
})
