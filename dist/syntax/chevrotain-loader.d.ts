import * as chevrotainParse from "./chevrotain-parse.js";
export declare function loadChevrotainParse(): typeof chevrotainParse;
