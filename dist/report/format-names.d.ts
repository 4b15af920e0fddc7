export declare const FORMAT_NAMES: readonly ["stylish", "concise", "json", "sarif", "github", "junit"];
export type FormatName = (typeof FORMAT_NAMES)[number];
