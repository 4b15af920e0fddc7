import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-PLMUPP45.js";
import {
  readText
} from "./chunk-UW5DTYSF.js";

// src/cli/io.ts
async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
async function readInput(path) {
  if (path === void 0 || path === "-") {
    if (path === void 0 && process.stdin.isTTY) throw new UsageError("no input: give a file, or pipe PQL to stdin");
    return { name: "<stdin>", text: await readStdin() };
  }
  return { name: path, text: await readText(path) };
}
function useColor(stream) {
  if (process.env.NO_COLOR !== void 0 && process.env.NO_COLOR !== "") return false;
  if (process.env.FORCE_COLOR !== void 0 && process.env.FORCE_COLOR !== "0") return true;
  return Boolean(stream.isTTY);
}

export {
  readStdin,
  readInput,
  useColor
};
