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
  runExplain: () => runExplain
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_FGHVGCCO = require("./cli-chunk-FGHVGCCO.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
// src/cli/explain-run.ts
async function runExplain(args) {
  const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(args.file);
  const { file, config } = await (0, import_cli_chunk_KHOFP2T3.lintInput)({ file: input.name, text: input.text, invalidUtf8: input.invalidUtf8 }, args);
  const { audiences: explanations, problems, incomplete } = (0, import_cli_chunk_FGHVGCCO.explainLinted)(file, config);
  if (args.format === "json") {
    const shown = explanations.length === 1 ? explanations[0] : explanations;
    import_cli_chunk_VFSYOTZ5.stdout.write(`${JSON.stringify(shown, null, 2)}
`);
  } else {
    import_cli_chunk_VFSYOTZ5.stdout.write((0, import_cli_chunk_FGHVGCCO.explainText)(input.name, input.text, explanations, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout), width: import_cli_chunk_VFSYOTZ5.stdout.columns ?? 100 }));
  }
  if (problems.length > 0) {
    const options = { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr), width: import_cli_chunk_VFSYOTZ5.stderr.columns ?? 100 };
    import_cli_chunk_VFSYOTZ5.stderr.write((0, import_cli_chunk_FGHVGCCO.problemsText)(input.name, input.text, problems, { audiences: explanations.length, incomplete }, options));
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  return explanations.some((e) => e.verdict.eligible === false) ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runExplain
});
})
