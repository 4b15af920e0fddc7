import { type ParseError } from "./index.js";
import { type PrintOptions } from "./print.js";
export type FormatResult = {
    ok: true;
    output: string;
    changed: boolean;
} | {
    ok: false;
    errors: ParseError[];
};
export declare function formatPql(text: string, options?: PrintOptions): FormatResult;
