import type { Span } from "../syntax/ast.js";
export type PqlFormat = "pql/json" | "pql/text";
export interface ConvertOptions {
    files: string[];
    to: PqlFormat;
    write: boolean;
}
interface Finding {
    rule: string;
    code?: string | undefined;
    message: string;
    range: Span;
    label?: string | undefined;
    hints: string[];
}
type Converted = {
    ok: true;
    output: string;
    changed: boolean;
} | {
    ok: false;
    findings: Finding[];
};
export declare function runConvert(options: ConvertOptions): Promise<number>;
/** The file with every audience's expression in `to`, or what stops it. */
export declare function convertAudienceText(fileName: string, text: string, to: PqlFormat): Converted;
export {};
