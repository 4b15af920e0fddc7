// Input no person writes but a tool must survive: megabyte strings, flat chains of 100,000 terms.
// Each once ended in `internal error: Maximum call stack size exceeded` (the string regex in V8's
// backtracking engine; the printer spreading 200,000 parts into one call). Sizes are generated
// here, not committed; times are in `npm run bench`, not asserted.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultResolvedConfig } from "../../src/lint/config.js";
import { lintText } from "../../src/lint/engine.js";
import { formatPql } from "../../src/syntax/format-pql.js";
import { parse } from "../../src/syntax/index.js";
import { quotedString } from "../../src/syntax/tokens.js";

const unlimited = { ...defaultResolvedConfig, maxFileSize: Number.MAX_SAFE_INTEGER };

describe("string literals of any length", () => {
  // The regular expressions the matcher replaced: it must match exactly what they matched.
  const closedRegExp = /"(?:[^"\\\r\n]|\\[^\r\n])*"/y;
  const unclosedRegExp = /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/y;
  const first = (re: RegExp, text: string, offset: number) => {
    re.lastIndex = offset;
    return re.exec(text)?.[0] ?? null;
  };

  it("the matcher agrees with the regular expressions it replaced, at every offset", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('"', "\\", "\n", "\r", "a", " ", "'"), maxLength: 24 }), (text) => {
        for (let offset = 0; offset <= text.length; offset++) {
          expect(quotedString(true)(text, offset, [], {})?.[0] ?? null).toBe(first(closedRegExp, text, offset));
          expect(quotedString(false)(text, offset, [], {})?.[0] ?? null).toBe(first(unclosedRegExp, text, offset));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["10 MiB of letters", "a".repeat(10 * 1024 * 1024)],
    ["5 MiB of escapes", "\\n".repeat(2.5 * 1024 * 1024)],
    ["escaped quotes", 'ab\\"'.repeat(1024 * 1024)],
  ])("%s: parses, formats and lints", (_, body) => {
    const text = `name = "${body}"`;
    const { ast, errors } = parse(text);
    expect(errors).toEqual([]);
    expect(ast).toMatchObject({ kind: "Binary", operator: "=", right: { kind: "String" } });
    expect(formatPql(text)).toMatchObject({ ok: true, changed: true });
    const result = lintText(text, { file: "long.pql", config: unlimited });
    expect(result.files[0]!.diagnostics.map((d) => d.code)).toEqual(["PQL213"]);
  });

  it("an unclosed string of 10 MiB is one unclosed-string error", () => {
    const { errors } = parse(`name = "${"a".repeat(10 * 1024 * 1024)}`);
    expect(errors.map((e) => e.rule)).toEqual(["syntax/unclosed-string"]);
  });
});

describe("flat chains of 100,000 terms", () => {
  const terms = Array.from({ length: 100_000 }, (_, i) => `a${i} = 1`);
  it.each([
    ["or", terms.join(" or ")],
    ["and", terms.join(" and ")],
    ["or inside a CHAIN step", `CHAIN(xEvent, timestamp, [C0: WHAT(${terms.join(" or ")}) WHEN(today)])`],
  ])("%s: parses, formats and lints without running out of stack", (_, text) => {
    expect(parse(text).errors).toEqual([]);
    const formatted = formatPql(text);
    expect(formatted.ok).toBe(true);
    if (formatted.ok) expect(parse(formatted.output).errors).toEqual([]);
    const result = lintText(text, { file: "chain.pql", config: unlimited });
    expect(result.files[0]!.diagnostics.map((d) => d.rule)).not.toContain("syntax/parse-error");
  });
});
