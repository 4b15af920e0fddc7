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
  oversizeMessage: () => oversizeMessage,
  readInput: () => readInput,
  readStdinSource: () => readStdinSource,
  setColorFlag: () => setColorFlag,
  useColor: () => useColor
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
// src/cli/io.ts
async function readStdinBytes() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}
async function readStdinSource() {
  return (0, import_cli_chunk_BPDGXKYC.decode)(await readStdinBytes());
}
async function readInput(path) {
  if (path === void 0 || path === "-") {
    if (path === void 0 && process.stdin.isTTY) throw new import_cli_chunk_EFID7JQ4.UsageError("no input: give a file, or pipe PQL to stdin");
    return { name: "<stdin>", ...await readStdinSource() };
  }
  return { name: path, ...await (0, import_cli_chunk_BPDGXKYC.readSource)(path) };
}
var colorFlag;
function setColorFlag(flag) {
  colorFlag = flag;
}
function useColor(stream) {
  if (colorFlag !== void 0) return colorFlag;
  if (process.env.NO_COLOR !== void 0 && process.env.NO_COLOR !== "") return false;
  const force = process.env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force !== "false";
  return Boolean(stream.isTTY);
}
function oversizeMessage(input, limit = import_cli_chunk_LW2645SQ.DEFAULT_MAX_FILE_SIZE) {
  if (input.text.length <= limit) return void 0;
  return `${input.name}:1:1: error ${import_cli_chunk_LW2645SQ.audienceTooLarge.meta.code} ${(0, import_cli_chunk_LW2645SQ.tooLargeMessage)(input.text.length, limit)} [${import_cli_chunk_LW2645SQ.audienceTooLarge.meta.name}]
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  oversizeMessage,
  readInput,
  readStdinSource,
  setColorFlag,
  useColor
});
})
