// What the params of each message the server handles must hold before a handler sees them. The
// protocol library reads `params.workDoneToken` before calling a handler, so `"params": null`
// would fail there, an internal error (-32603); checked first, it is InvalidParams (-32602) with
// a sentence that says what is missing. A notification with such params is dropped (it has no
// answer to carry an error) and logged.

type Shape = "object" | "document" | "position" | "range" | "open" | "change" | "watched";

const shapes: Record<string, Shape> = {
  initialize: "object",
  "textDocument/hover": "position",
  "textDocument/completion": "position",
  "textDocument/definition": "position",
  "textDocument/references": "position",
  "textDocument/codeAction": "range",
  "textDocument/formatting": "document",
  "textDocument/documentSymbol": "document",
  "textDocument/semanticTokens/full": "document",
  "textDocument/didOpen": "open",
  "textDocument/didChange": "change",
  "textDocument/didClose": "document",
  "workspace/didChangeWatchedFiles": "watched",
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPosition(value: unknown): boolean {
  return isObject(value) && isCount(value.line) && isCount(value.character);
}

function isCount(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function names(params: Record<string, unknown>): boolean {
  return isObject(params.textDocument) && typeof params.textDocument.uri === "string";
}

/** What is wrong with `params` for `method`, as the end of a sentence; undefined when they will do (or the method is not ours). */
export function paramsProblem(method: string, params: unknown): string | undefined {
  const shape = Object.hasOwn(shapes, method) ? shapes[method] : undefined;
  if (shape === undefined) return undefined;
  if (!isObject(params)) return shape === "object" ? "the params must be an object" : needs(shape);
  if (shape === "object") return undefined;
  if (shape === "watched")
    return Array.isArray(params.changes) && params.changes.every((c) => isObject(c) && typeof c.uri === "string")
      ? undefined
      : needs(shape);
  if (!names(params)) return "the params must name a document (textDocument.uri)";
  const document = params.textDocument as Record<string, unknown>;
  switch (shape) {
    case "position":
      return isPosition(params.position) ? undefined : needs(shape);
    case "range":
      return isObject(params.range) && isPosition(params.range.start) && isPosition(params.range.end) ? undefined : needs(shape);
    case "open":
      return typeof document.text === "string" && typeof document.version === "number" ? undefined : needs(shape);
    case "change":
      return typeof document.version === "number" && Array.isArray(params.contentChanges) && params.contentChanges.every(isChange)
        ? undefined
        : needs(shape);
    default:
      return undefined;
  }
}

function isChange(change: unknown): boolean {
  if (!isObject(change) || typeof change.text !== "string") return false;
  return change.range === undefined || (isObject(change.range) && isPosition(change.range.start) && isPosition(change.range.end));
}

function needs(shape: Exclude<Shape, "object">): string {
  switch (shape) {
    case "document":
      return "the params must name a document (textDocument.uri)";
    case "position":
      return "the params must name a document and a position (textDocument.uri, position.line, position.character)";
    case "range":
      return "the params must name a document and a range (textDocument.uri, range.start, range.end)";
    case "open":
      return "the params must give the document's uri, version and text (textDocument)";
    case "change":
      return "the params must give the document's uri and version and a list of changes (textDocument, contentChanges)";
    case "watched":
      return "the params must list the changes, each with a uri (changes)";
  }
}
