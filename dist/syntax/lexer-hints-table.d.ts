import type { StartChars } from "./lexer-hints.js";
export declare const START_CHARS: StartChars;
