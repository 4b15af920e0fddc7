// lintFiles(paths): the library entry point for linting files on disk. Finds the files, reads
// each once, applies the nearest config per file (cached per directory), and runs the pure
// engine over all of them together so segment references resolve across files.
import { readFile } from "node:fs/promises";
import { describeFsError, InputError } from "./errors.js";
import { lintSources, type SourceFile } from "../lint/engine.js";
import type { LintResult } from "../lint/types.js";
import { ConfigResolver, loadConfig } from "./config-loader.js";
import { discoverFiles } from "./discover.js";

export interface LintFilesOptions {
  /** A config file to use for every file instead of looking for the nearest one. */
  config?: string;
}

export async function lintFiles(paths: readonly string[], options: LintFilesOptions = {}): Promise<LintResult> {
  const explicit = options.config ? await loadConfig(options.config) : undefined;
  const resolver = new ConfigResolver(explicit);
  const files = await discoverFiles([...paths]);
  const sources: SourceFile[] = [];
  for (const file of files) {
    const { resolved } = await resolver.forFile(file);
    if (resolved.ignored) continue;
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      throw new InputError(`cannot read ${file}: ${describeFsError(e)}`);
    }
    sources.push({ file, text, config: resolved });
  }
  return lintSources(sources);
}
