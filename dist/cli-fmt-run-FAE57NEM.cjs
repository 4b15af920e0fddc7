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
  runFmt: () => runFmt
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_KABNSYNL = require("./cli-chunk-KABNSYNL.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
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
var import_node_fs = require("node:fs");
// src/cli/fmt-run.ts
async function runFmt(given) {
  if (given.check && given.write) throw new import_cli_chunk_EFID7JQ4.UsageError("--check and --write cannot be used together");
  const options = given.files.length > 0 ? given : { ...given, files: ["."], check: !given.write };
  if (!Number.isInteger(options.width) || options.width < 20) throw new import_cli_chunk_EFID7JQ4.UsageError("--width must be a whole number of at least 20");
  const color = (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stderr);
  const fromStdin = options.files.includes("-");
  if (fromStdin && options.files.length > 1) throw new import_cli_chunk_EFID7JQ4.UsageError("`-` (standard input) cannot be combined with other paths");
  const files = fromStdin ? ["-"] : await (0, import_cli_chunk_6O6UAEWZ.discoverAudienceFiles)(options.files);
  let failed = 0;
  const unformatted = [];
  const written = [];
  for (const file of files) {
    const input = await (0, import_cli_chunk_MZC6GN3B.readInput)(file);
    const oversize = (0, import_cli_chunk_MZC6GN3B.oversizeMessage)(input);
    if (oversize) {
      failed++;
      import_cli_chunk_VFSYOTZ5.stderr.write(oversize);
      continue;
    }
    const result = (0, import_cli_chunk_KABNSYNL.formatSource)(input.name, input.text, { width: options.width });
    if (!result.ok) {
      failed++;
      for (const e of result.errors)
        import_cli_chunk_VFSYOTZ5.stderr.write(
          `${(0, import_cli_chunk_4OLANE6Q.renderFrame)({ severity: "error", code: e.code, rule: e.rule, message: e.message, file: input.name, range: e.range, label: e.label, hints: e.hints }, input.text, { color })}

`
        );
      continue;
    }
    if (options.check) {
      if (result.changed) unformatted.push(input.name);
    } else if (options.write && file !== "-") {
      if (result.changed) {
        (0, import_node_fs.writeFileSync)(file, result.output);
        written.push(input.name);
      }
    } else {
      import_cli_chunk_VFSYOTZ5.stdout.write(result.output);
    }
  }
  const total = files.length;
  if (options.check) {
    for (const name of unformatted) import_cli_chunk_VFSYOTZ5.stdout.write(`would reformat ${name}
`);
    const ok = total - unformatted.length - failed;
    import_cli_chunk_VFSYOTZ5.stderr.write(
      summaryLine(total, [
        [ok, "already formatted"],
        [unformatted.length, "would be reformatted"],
        [failed, "with syntax errors"]
      ])
    );
    return unformatted.length > 0 || failed > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
  }
  if (options.write) {
    for (const name of written) import_cli_chunk_VFSYOTZ5.stdout.write(`formatted ${name}
`);
    import_cli_chunk_VFSYOTZ5.stderr.write(
      summaryLine(total, [
        [written.length, "reformatted"],
        [total - written.length - failed, "unchanged"],
        [failed, "with syntax errors"]
      ])
    );
  }
  return failed > 0 ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function summaryLine(total, parts) {
  const shown = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return `${(0, import_cli_chunk_FCDA32LZ.plural)(total, "file")}: ${shown.join(", ") || "nothing to do"}
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runFmt
});
})
