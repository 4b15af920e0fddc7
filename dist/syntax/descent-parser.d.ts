import type { IToken } from "chevrotain";
import type * as A from "./ast.js";
import type { AstFactory } from "./ast-factory.js";
/**
 * Parses `tokens` (valid input) into the tree the Chevrotain parser would build, through `factory`
 * (already reset for this text), or returns undefined (declines) on anything else. Never throws.
 */
export declare function parseValid(tokens: readonly IToken[], factory: AstFactory): A.Expression | undefined;
