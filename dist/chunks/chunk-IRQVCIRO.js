import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_FILE_SIZE,
  audienceTooLarge,
  tooLargeMessage
} from "./chunk-DA6D7RXO.js";
import {
  UsageError
} from "./chunk-QZGYM4B6.js";
import {
  decode,
  readSource
} from "./chunk-XT7MT6WA.js";

// src/cli/io.ts
async function readStdinBytes() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}
async function readStdinSource() {
  return decode(await readStdinBytes());
}
async function readInput(path) {
  if (path === void 0 || path === "-") {
    if (path === void 0 && process.stdin.isTTY) throw new UsageError("no input: give a file, or pipe PQL to stdin");
    return { name: "<stdin>", ...await readStdinSource() };
  }
  return { name: path, ...await readSource(path) };
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
function oversizeMessage(input, limit = DEFAULT_MAX_FILE_SIZE) {
  if (input.text.length <= limit) return void 0;
  return `${input.name}:1:1: error ${audienceTooLarge.meta.code} ${tooLargeMessage(input.text.length, limit)} [${audienceTooLarge.meta.name}]
`;
}

export {
  readStdinSource,
  readInput,
  setColorFlag,
  useColor,
  oversizeMessage
};
