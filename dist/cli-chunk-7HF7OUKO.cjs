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
  decodeUtf8: () => decodeUtf8,
  invalidUtf8Message: () => invalidUtf8Message
});
module.exports = __toCommonJS(stdin_exports);
// src/audience/encoding.ts
var lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
function decodeUtf8(bytes) {
  const text = lenient.decode(bytes);
  const bad = illFormedSequences(bytes);
  if (bad.length === 0) return { text };
  const byteOffset = bad[0];
  const offset = lenient.decode(bytes.subarray(0, byteOffset)).length;
  return { text, invalidUtf8: { offset, byteOffset, byte: bytes[byteOffset], count: bad.length } };
}
function illFormedSequences(bytes) {
  const out = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 128) {
      i++;
      continue;
    }
    let need;
    let lower = 128;
    let upper = 191;
    if (b >= 194 && b <= 223) need = 1;
    else if (b >= 224 && b <= 239) {
      need = 2;
      if (b === 224) lower = 160;
      if (b === 237) upper = 159;
    } else if (b >= 240 && b <= 244) {
      need = 3;
      if (b === 240) lower = 144;
      if (b === 244) upper = 143;
    } else {
      out.push(i++);
      continue;
    }
    let j = i + 1;
    let ok = true;
    for (let k = 0; k < need; k++, j++) {
      const c = bytes[j];
      if (c === void 0 || c < lower || c > upper) {
        ok = false;
        break;
      }
      lower = 128;
      upper = 191;
    }
    if (!ok) out.push(i);
    i = j;
  }
  return out;
}
function invalidUtf8Message({ byte, byteOffset, count }) {
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  const more = count > 1 ? `; ${count - 1} more place${count > 2 ? "s" : ""} in the file ${count > 2 ? "are" : "is"} not UTF-8 either` : "";
  return {
    message: `the file is not UTF-8: byte ${hex} (at byte offset ${byteOffset}) is not part of a UTF-8 character and was read as U+FFFD${more}`,
    hints: [
      "save the file as UTF-8; a single byte such as 0xE9 (`\xE9`) usually means it was saved as Latin-1 or Windows-1252 (`iconv -f windows-1252 -t utf-8`)"
    ]
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  decodeUtf8,
  invalidUtf8Message
});
})
