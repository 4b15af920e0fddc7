// tokens.ts builds its token types without Chevrotain (src/syntax/token-type.ts): each must be what
// Chevrotain's own createToken makes of the same definition, in the same order: the same fields in
// the same order, consecutive indexes from 2 (after Chevrotain's EOF), and the categories' members
// (`categoryMatches`, `categoryMatchesMap`, `isParent`) as createToken leaves them once all are made.
import { createToken, EOF, Lexer, type ITokenConfig, type TokenType } from "chevrotain";
import { describe, expect, it } from "vitest";
import { NOT_APPLICABLE } from "../../src/syntax/token-type.js";
import { allTokens } from "../../src/syntax/tokens.js";

/** The types in the order tokens.ts made them. */
const made = [...allTokens].sort((a, b) => a.tokenTypeIdx! - b.tokenTypeIdx!);

/** Chevrotain's twins of `made`, each made by createToken from the definition read back off ours. */
function twins(): Map<TokenType, TokenType> {
  const twinOf = new Map<TokenType, TokenType>();
  for (const type of made) {
    const fields = type as unknown as Record<string, unknown>;
    const config: ITokenConfig = { name: type.name };
    if (type.PATTERN !== undefined) config.pattern = type.PATTERN === NOT_APPLICABLE ? Lexer.NA : type.PATTERN;
    if (type.CATEGORIES!.length > 0) config.categories = type.CATEGORIES!.map((c) => twinOf.get(c)!);
    const copied = { label: "LABEL", group: "GROUP", line_breaks: "LINE_BREAKS", start_chars_hint: "START_CHARS_HINT" } as const;
    for (const [to, from] of Object.entries(copied)) if (Object.hasOwn(fields, from)) Object.assign(config, { [to]: fields[from] });
    if (type.LONGER_ALT) config.longer_alt = twinOf.get(type.LONGER_ALT as TokenType)!;
    twinOf.set(type, createToken(config));
  }
  return twinOf;
}

/** A type's fields with types named and indexes read as the names of the types they stand for. */
function described(type: TokenType, byIndex: Map<number, TokenType>): Record<string, unknown> {
  const name = (index: number | string) => byIndex.get(Number(index))?.name ?? `#${index}`;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(type)) {
    if (key === "tokenTypeIdx") continue;
    if (key === "PATTERN") out[key] = value === Lexer.NA || value === NOT_APPLICABLE ? "NA" : value;
    else if (key === "CATEGORIES") out[key] = (value as TokenType[]).map((c) => c.name);
    else if (key === "LONGER_ALT") out[key] = (value as TokenType).name;
    else if (key === "categoryMatches") out[key] = (value as number[]).map(name);
    else if (key === "categoryMatchesMap") out[key] = Object.keys(value as object).map(name);
    else out[key] = value;
  }
  return out;
}

describe("token types built without Chevrotain", () => {
  it("take the indexes after Chevrotain's EOF, one each, in the order tokens.ts makes them", () => {
    expect(EOF.tokenTypeIdx).toBe(1);
    expect(made.map((type) => type.tokenTypeIdx)).toEqual(made.map((_, i) => i + 2));
  });

  it("are what createToken makes of the same definitions", () => {
    const twinOf = twins();
    const ours = new Map(made.map((type) => [type.tokenTypeIdx!, type]));
    const theirs = new Map(made.map((type) => [twinOf.get(type)!.tokenTypeIdx!, twinOf.get(type)!]));
    for (const type of made) {
      const twin = twinOf.get(type)!;
      expect(Object.keys(type), type.name).toEqual(Object.keys(twin));
      expect(described(type, ours), type.name).toEqual(described(twin, theirs));
    }
    // The categories really have members (the comparison above is not of empty lists).
    expect(described(ours.get(made.find((type) => type.name === "SoftName")!.tokenTypeIdx!)!, ours).categoryMatches).toContain("Before");
  });
});
