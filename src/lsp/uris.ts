// Document URIs <-> file paths: the server lints files (file: URIs) only.
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export function pathOf(uri: string): string | undefined {
  return uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
}

export function uriOf(file: string): string {
  return pathToFileURL(resolve(file)).href;
}
