// Whether a file's expression and a live one say the same thing: equal text; for pql/text the
// same canonical form, as `fmt` prints it (a file that `fmt` or `pull` rewrote is then not a
// change to publish: the org keeps the text it has, and a pulled tree publishes as "unchanged"
// although the org's text was written by hand in the UI); for pql/json the same JSON tree,
// whatever its layout.
import { parse } from "../syntax/index.js";
import { print } from "../syntax/print.js";

export function sameExpression(format: string, ours: string, live: unknown): boolean {
  if (ours === live) return true;
  if (typeof live !== "string") return false;
  if (format === "pql/json") return sameJson(ours, live);
  if (format !== "pql/text") return false;
  const canonical = (text: string) => {
    const { ast } = parse(text);
    return ast ? print(ast, { width: Number.POSITIVE_INFINITY }) : undefined;
  };
  const mine = canonical(ours);
  return mine !== undefined && mine === canonical(live);
}

function sameJson(ours: string, live: string): boolean {
  try {
    return JSON.stringify(JSON.parse(ours)) === JSON.stringify(JSON.parse(live));
  } catch {
    return false;
  }
}
