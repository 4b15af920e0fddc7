import type { RuleMeta } from "./types.js";
export declare function fixtureDirectory(meta: RuleMeta): string;
/** File name -> text, for one rule's failing fixture directory. */
export declare function fixtureFiles(meta: RuleMeta): Record<string, string>;
export declare function mainFixtureFile(meta: RuleMeta): string;
