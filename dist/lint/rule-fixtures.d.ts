import type { RuleMeta } from "./rule-meta.js";
export declare function fixtureDirectory(meta: RuleMeta): string;
/** File name -> text (bytes for a file not saved as UTF-8), for one rule's failing fixture directory. */
export declare function fixtureFiles(meta: RuleMeta): Record<string, string | Uint8Array>;
export declare function mainFixtureFile(meta: RuleMeta): string;
/** The bytes of an example's file saved as Latin-1 (every character of the examples is below U+0100). */
export declare function exampleBytes(code: string): Uint8Array;
