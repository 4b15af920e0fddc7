import { closest } from "../../text/did-you-mean.js";
import type { Rule } from "../rule.js";
import { yamlAudience } from "../../audience/rules/examples.js";

export const refUnknownSegment: Rule = {
  meta: {
    code: "PQL121",
    name: "ref/unknown-segment",
    category: "ref",
    defaultSeverity: "error",
    summary: "A segment reference points at nothing: an alias no file declares, or (with `--remote`) an id the org does not have",
    why: "A local alias is resolved against every audience file of the project (not only the files being linted), and with `lint --remote` an id against the live org; one that matches nothing is a typo or a missing file, and cannot be published.",
    invalid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("alias:loyal-customers")' }) }],
    valid: [{ file: "yaml", code: yamlAudience({ value: 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff")' }) }],
  },
  checkGlobal({ audience, directory, report }) {
    for (const ref of audience.refs) {
      if (ref.id === null || directory.resolve(ref.id)) continue;
      if (!directory.isAlias(ref.id)) {
        if (directory.remote)
          report({
            range: ref.idSpan,
            message: `segment \`${ref.id}\` does not exist in ${directory.remote}`,
            label: "unknown segment",
            hints: ["check the id, or publish that audience first"],
          });
        continue;
      }
      const alias = ref.id.slice("alias:".length);
      const untracked = directory.untrackedDeclaring(alias);
      if (untracked !== undefined) {
        report({
          range: ref.idSpan,
          message: `the alias \`${alias}\` is declared only in \`${untracked}\`, which git does not track: the commit does not hold it`,
          label: "declared in an untracked file",
          hints: [`\`git add ${untracked}\` to commit it with this file`],
        });
        continue;
      }
      const [unloaded, ...moreUnloaded] = directory.unloaded;
      if (unloaded !== undefined) {
        const others = moreUnloaded.length > 0 ? ` (and ${moreUnloaded.length} more)` : "";
        report({
          range: ref.idSpan,
          message: `no audience file that loads declares the alias \`${alias}\`; \`${unloaded}\`${others} did not load`,
          label: "unknown alias",
          hints: ["fix the files that did not load first: the alias may be declared in one of them"],
        });
        continue;
      }
      const suggestion = closest(alias, directory.aliases());
      report({
        range: ref.idSpan,
        message: `no audience file declares the alias \`${alias}\`${suggestion ? `; did you mean \`${suggestion}\`?` : ""}`,
        label: "unknown alias",
        hints: [
          suggestion
            ? `the project has an audience with the alias \`${suggestion}\``
            : "fix the alias, or declare it in the file it means (x-pql-audience.alias)",
        ],
      });
    }
  },
};
