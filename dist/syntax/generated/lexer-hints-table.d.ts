import type { StartChars } from "../chevrotain/start-chars.js";
export declare const START_CHARS: StartChars;
