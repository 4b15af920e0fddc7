// Whether a file's expression and a live one say the same thing: equal text, or (pql/text) the
// same canonical form, as `fmt` prints it. A file that `fmt` or `pull` rewrote is then not a
// change to publish: the org keeps the text it has, and a pulled tree publishes as "unchanged"
// although the org's text was written by hand in the UI.
import { parse } from "../syntax/index.js";
import { print } from "../syntax/print.js";

export function sameExpression(format: string, ours: string, live: string): boolean {
  if (ours === live) return true;
  if (format !== "pql/text") return false;
  const canonical = (text: string) => {
    const { ast } = parse(text);
    return ast ? print(ast, { width: Number.POSITIVE_INFINITY }) : undefined;
  };
  const mine = canonical(ours);
  return mine !== undefined && mine === canonical(live);
}
