// The names `--format` accepts, in its own file so the reporters (streaming.ts) can name them
// without importing the front door (index.ts) that imports them.
export const FORMAT_NAMES = ["stylish", "concise", "json", "sarif", "github", "junit"] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
