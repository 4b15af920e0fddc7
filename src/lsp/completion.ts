// Completion: which words fit where the cursor is, from the text before it on its line. Aliases
// of the project's audiences inside `inSegment("alias:`, methods (with signatures) and the rest
// of paths after a `.`, else keywords, functions, relative time words and the XDM paths seen in
// the project's audiences.
import type { CompletionItem } from "vscode-languageserver";
import { functionDocs, keywordDocs, methodDocs, timeWords } from "./pql-words.js";

const kinds = { method: 2, function: 3, field: 5, keyword: 14, value: 12, reference: 18 } as const;

export interface CompletionSources {
  aliases: readonly { alias: string; name: string }[];
  /** XDM paths seen in the project's audiences (`homeAddress.countryCode`). */
  paths: readonly string[];
}

export function completions(linePrefix: string, sources: CompletionSources): CompletionItem[] {
  // In a JSON string the quote is escaped: `"value": "inSegment(\"alias:`.
  if (/inSegment\(\s*\\?"alias:[^"\\]*$/.test(linePrefix))
    return sources.aliases.map((a) => ({ label: a.alias, kind: kinds.reference, detail: a.name }));
  const dotted = /([A-Za-z_][\w.]*)\.(\w*)$/.exec(linePrefix);
  if (dotted) {
    const base = `${dotted[1]}.`;
    const fields = new Set<string>();
    for (const p of sources.paths) if (p.startsWith(base)) fields.add(p.slice(base.length).split(".")[0]!);
    return [
      ...[...fields].sort().map((f) => ({ label: f, kind: kinds.field })),
      ...Object.entries(methodDocs).map(([name, d]) => ({ label: name, kind: kinds.method, detail: d.signature, documentation: d.doc })),
    ];
  }
  const roots = new Set(sources.paths.map((p) => p.split(".")[0]!));
  return [
    ...Object.entries(keywordDocs).map(([name, d]) => ({ label: name, kind: kinds.keyword, detail: d.signature, documentation: d.doc })),
    ...Object.entries(functionDocs).map(([name, d]) => ({ label: name, kind: kinds.function, detail: d.signature, documentation: d.doc })),
    ...timeWords.map((w) => ({ label: w, kind: kinds.value, detail: "relative time" })),
    ...[...roots].sort().map((r) => ({ label: r, kind: kinds.field, detail: "XDM path seen in the project" })),
  ];
}
