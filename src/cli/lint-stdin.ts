// `lint -` and `lint --stdin-filename NAME`: standard input linted as one file. An editor passes
// the unsaved buffer with the file's path, which gives the file's kind (.pql, .audience.yaml,
// .audience.json), the config nearest to it and the name in the report. Without a name the text
// is a bare PQL expression called `<stdin>`, with the config nearest the working directory.
import { draftFile } from "../lint/draft.js";
import { lintDrafts } from "../lint/engine.js";
import type { LintResult } from "../lint/lint-result.js";
import { ConfigResolver, loadConfig } from "../node/config-loader.js";
import type { LintFilesOptions } from "../node/lint-files.js";
import { readStdinSource } from "./io.js";

export async function lintStdin(name: string | undefined, options: LintFilesOptions): Promise<LintResult> {
  const { text, invalidUtf8 } = await readStdinSource();
  const resolver = new ConfigResolver(options.config ? await loadConfig(options.config) : undefined);
  const { resolved } = await resolver.forFile(name ?? "stdin.pql");
  const config =
    options.remote && resolved.mergePolicies === null ? { ...resolved, mergePolicies: options.remote.edgeMergePolicies } : resolved;
  // A path the config ignores is not checked, as on disk: the summary says 0 files checked.
  const drafts = resolved.ignored ? [] : [draftFile({ file: name ?? "<stdin>", text, invalidUtf8, config })];
  return lintDrafts(drafts, () => text, {
    ...(options.remote ? { remote: options.remote } : {}),
    ...(options.verdictReasons !== undefined ? { verdictReasons: options.verdictReasons } : {}),
  });
}
