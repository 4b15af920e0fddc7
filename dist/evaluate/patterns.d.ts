import { RE2JS } from "re2js";
export type JavaRegex = RE2JS;
/** A Java regex compiled for RE2, or the reason it cannot be. */
export declare function javaRegex(pattern: string): JavaRegex | string;
