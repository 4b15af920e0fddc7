// `pql-audience lsp`: the language server over stdio. One more stage over the pure core and
// ./node: documents are linted as `lint` lints files (project.ts), and every answer is built by
// the small pure modules beside this one. A request that fails answers null and is logged: no
// text, however broken, stops the server.
import { basename, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  ProposedFeatures,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type Location,
} from "vscode-languageserver/node.js";
import { TextDocument } from "vscode-languageserver-textdocument";
import { explain } from "../lint/explain.js";
import type { Diagnostic } from "../lint/diagnostic.js";
import type { FileResult } from "../lint/types.js";
import { isAudienceFileName } from "../audience/load.js";
import { configFileNames } from "../node/config-loader.js";
import { aliasOf, audienceAt, outline, referenceAt, type Outline } from "./audience-outline.js";
import { codeActions, FORMAT_ACTION_KIND } from "./code-actions.js";
import { completions } from "./completion.js";
import { rangeOf, shown, SOURCE, toLspDiagnostic } from "./diagnostics.js";
import { formattingEdits } from "./formatting.js";
import { expressionHover, referenceHover, wordAt, wordHover } from "./hover.js";
import { ProjectLinter, shownPath, type ConfigProblem } from "./project.js";
import { semanticTokenLegend, semanticTokens } from "./semantic-tokens.js";

export interface ServerOptions {
  /** Milliseconds to wait after a change before linting (further changes restart the wait). */
  debounceMs?: number;
}

/** How long the server waits after a keystroke before linting, unless the client says otherwise. */
export const DEFAULT_DEBOUNCE_MS = 75;

function pathOf(uri: string): string | undefined {
  return uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
}

function uriOf(file: string): string {
  return pathToFileURL(resolve(file)).href;
}

function isConfigFile(path: string): boolean {
  const name = basename(path);
  return configFileNames.includes(name) || name === "package.json";
}

/** The connection over this process's standard input and output. */
export function stdioConnection(): Connection {
  return createConnection(ProposedFeatures.all, new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout));
}

export function startServer(connection: Connection = stdioConnection()): Connection {
  const documents = new TextDocuments(TextDocument);
  const linter = new ProjectLinter((absolute) => {
    const doc = documents.get(pathToFileURL(absolute).href);
    return doc?.getText();
  });
  const results = new Map<string, { version: number; result: FileResult | null }>();
  const timers = new Map<string, NodeJS.Timeout>();
  const runs = new Map<string, number>();
  const publishedConfigs = new Map<string, string>();
  let debounceMs = DEFAULT_DEBOUNCE_MS;
  let canWatch = false;

  const log = (what: string, e: unknown) => connection.console.error(`${what}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  /** A request handler that answers `fallback` instead of failing. */
  const guarded =
    <P, R>(what: string, fallback: R, handler: (params: P) => Promise<R> | R) =>
    async (params: P): Promise<R> => {
      try {
        return await handler(params);
      } catch (e) {
        log(what, e);
        return fallback;
      }
    };

  const served = (uri: string) => {
    const path = pathOf(uri);
    return path !== undefined && isAudienceFileName(path) ? path : undefined;
  };

  async function lintDocument(doc: TextDocument): Promise<void> {
    const path = served(doc.uri);
    if (!path) return;
    const version = doc.version;
    // A run started later (a newer version, or the same one after a file or config changed) wins.
    const run = (runs.get(doc.uri) ?? 0) + 1;
    runs.set(doc.uri, run);
    const result = await linter.lint(path, doc.getText());
    if (runs.get(doc.uri) !== run || documents.get(doc.uri)?.version !== version) return;
    results.set(doc.uri, { version, result });
    const diagnostics = result ? shown(result.diagnostics).map((d) => toLspDiagnostic(d, (o) => doc.positionAt(o), uriOf)) : [];
    await connection.sendDiagnostics({ uri: doc.uri, version, diagnostics });
    await publishConfigProblems();
  }

  /** Publishes the config problems that changed since the last time (each relint would repeat them). */
  async function publishConfigProblems(): Promise<void> {
    const now = new Map<string, string>();
    for (const problem of linter.configProblems.values()) now.set(uriOf(problem.file), JSON.stringify(problem));
    for (const [uri, key] of now) {
      if (publishedConfigs.get(uri) === key) continue;
      publishedConfigs.set(uri, key);
      const problem = JSON.parse(key) as ConfigProblem;
      const at = { line: problem.line - 1, character: problem.column - 1 };
      const diagnostic: LspDiagnostic = { range: { start: at, end: at }, severity: 1, source: SOURCE, message: problem.message };
      await connection.sendDiagnostics({ uri, diagnostics: [diagnostic] });
    }
    for (const uri of [...publishedConfigs.keys()]) {
      if (now.has(uri)) continue;
      publishedConfigs.delete(uri);
      await connection.sendDiagnostics({ uri, diagnostics: [] });
    }
  }

  function schedule(doc: TextDocument, delay = debounceMs): void {
    clearTimeout(timers.get(doc.uri));
    const run = () => {
      timers.delete(doc.uri);
      lintDocument(doc).catch((e) => log(`lint ${doc.uri}`, e));
    };
    if (delay <= 0) run();
    else timers.set(doc.uri, setTimeout(run, delay));
  }

  /** The current lint result of a document (linting it now if its last result is stale). */
  async function resultOf(doc: TextDocument): Promise<FileResult | null> {
    const cached = results.get(doc.uri);
    if (cached && cached.version === doc.version) return cached.result;
    const path = served(doc.uri);
    return path ? linter.lint(path, doc.getText()) : null;
  }

  /** Outlines by file, kept while the text is the same (hover and completion ask for the whole project's). */
  const outlines = new Map<string, { text: string; outline: Outline }>();
  function outlineOf(file: string, text: string): Outline {
    const cached = outlines.get(file);
    if (cached?.text === text) return cached.outline;
    const made = outline(shownPath(file), text);
    outlines.set(file, { text, outline: made });
    return made;
  }

  /** The project's files other than `path`, with their texts (open documents as edited). */
  async function projectOutlines(path: string): Promise<{ file: string; text: string; outline: Outline }[]> {
    const files = new Set((await linter.projectOf(path)).map((a) => resolve(a.file)));
    files.add(path);
    const out: { file: string; text: string; outline: Outline }[] = [];
    for (const file of [...files].sort()) {
      const text = linter.textOf(file);
      if (text !== undefined) out.push({ file, text, outline: outlineOf(file, text) });
    }
    return out;
  }

  /** The audience an alias names, searched in the project of `path`. */
  async function aliasTarget(path: string, alias: string) {
    for (const f of await projectOutlines(path)) {
      const audience = f.outline.audiences.find((a) => a.alias === alias);
      if (audience) return { ...f, audience, index: f.outline.audiences.indexOf(audience) };
    }
    return undefined;
  }

  connection.onInitialize((params) => {
    const options = (params.initializationOptions ?? {}) as ServerOptions;
    if (typeof options.debounceMs === "number" && options.debounceMs >= 0) debounceMs = options.debounceMs;
    canWatch = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: ["quickfix", FORMAT_ACTION_KIND] },
        documentFormattingProvider: true,
        completionProvider: { triggerCharacters: [".", ":", '"'] },
        definitionProvider: true,
        referencesProvider: true,
        documentSymbolProvider: true,
        semanticTokensProvider: { legend: semanticTokenLegend, full: true },
      },
      serverInfo: { name: "pql-audience" },
    };
  });

  connection.onInitialized(() => {
    if (!canWatch) return;
    const globs = ["**/*.pql", "**/*.audience.{json,yaml,yml}", "**/pql-audience.config.{yaml,yml,json}", "**/package.json"];
    connection.client
      .register(DidChangeWatchedFilesNotification.type, { watchers: globs.map((globPattern) => ({ globPattern })) })
      .catch((e) => log("register file watchers", e));
  });

  documents.onDidOpen((e) => schedule(e.document, 0));
  documents.onDidChangeContent((e) => schedule(e.document));
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    results.delete(e.document.uri);
    connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }).catch((err) => log("clear diagnostics", err));
  });

  connection.onDidChangeWatchedFiles(async (params) => {
    const configs = params.changes.map((c) => pathOf(c.uri)).filter((p): p is string => p !== undefined && isConfigFile(p));
    linter.invalidate(configs.length > 0);
    results.clear();
    try {
      for (const config of configs) await linter.checkConfig(config);
      await publishConfigProblems();
    } catch (e) {
      log("config diagnostics", e);
    }
    for (const doc of documents.all()) schedule(doc, 0);
  });

  connection.onHover(
    guarded("hover", null, async ({ textDocument, position }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return null;
      const text = doc.getText();
      const offset = doc.offsetAt(position);
      const file = shownPath(path);
      const here = outline(file, text);
      const reference = referenceAt(here.references, offset);
      const alias = reference && aliasOf(reference);
      if (reference && alias !== undefined) {
        const target = await aliasTarget(path, alias);
        const verdict = target ? (await linter.lint(target.file, target.text))?.audiences[target.index]?.verdict : undefined;
        const value = referenceHover(reference.id!, target && { name: target.audience.name, file: shownPath(target.file), verdict });
        return { contents: { kind: "markdown", value }, range: rangeOf(reference.range, (o) => doc.positionAt(o)) };
      }
      const word = wordAt(text, offset);
      const doc1 = word && wordHover(word);
      if (word && doc1)
        return { contents: { kind: "markdown", value: doc1 }, range: { start: doc.positionAt(word.start), end: doc.positionAt(word.end) } };
      const index = audienceAt(here.audiences, offset);
      const audience = here.audiences[index];
      if (!audience || offset < audience.expressionRange.start.offset || offset > audience.expressionRange.end.offset) return null;
      const result = await resultOf(doc);
      const config = await linter.configFor(path);
      const explanation = explain(file, text, { config })[index];
      if (!explanation) return null;
      const verdict = result?.audiences[index]?.verdict ?? explanation.verdict;
      const atCursor = (result ? shown(result.diagnostics) : []).filter(
        (d: Diagnostic) => d.range.start.offset <= offset && offset <= d.range.end.offset,
      );
      return { contents: { kind: "markdown", value: expressionHover(file, text, { ...explanation, verdict }, atCursor) } };
    }),
  );

  connection.onCodeAction(
    guarded("code action", [], async ({ textDocument, range }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return [];
      const result = await resultOf(doc);
      const context = { uri: doc.uri, file: shownPath(path), text: doc.getText(), positionAt: (o: number) => doc.positionAt(o), uriOf };
      return codeActions(result ? shown(result.diagnostics) : [], range, context);
    }),
  );

  connection.onDocumentFormatting(
    guarded("formatting", [], ({ textDocument }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return [];
      return formattingEdits(shownPath(path), doc.getText(), (o) => doc.positionAt(o));
    }),
  );

  connection.onCompletion(
    guarded("completion", [], async ({ textDocument, position }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return [];
      const linePrefix = doc.getText({ start: { line: position.line, character: 0 }, end: position });
      const files = await projectOutlines(path);
      const aliases = files.flatMap((f) => f.outline.audiences.flatMap((a) => (a.alias ? [{ alias: a.alias, name: a.name }] : [])));
      const paths = [...new Set(files.flatMap((f) => f.outline.paths))];
      return completions(linePrefix, { aliases, paths });
    }),
  );

  connection.onDefinition(
    guarded("definition", null, async ({ textDocument, position }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return null;
      const reference = referenceAt(outline(shownPath(path), doc.getText()).references, doc.offsetAt(position));
      const alias = reference && aliasOf(reference);
      if (alias === undefined) return null;
      const target = await aliasTarget(path, alias);
      if (!target) return null;
      const targetDoc = TextDocument.create(uriOf(target.file), "pql", 0, target.text);
      return { uri: targetDoc.uri, range: rangeOf(target.audience.nameRange, (o) => targetDoc.positionAt(o)) } satisfies Location;
    }),
  );

  connection.onReferences(
    guarded("references", [], async ({ textDocument, position, context }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return [];
      const here = outline(shownPath(path), doc.getText());
      const offset = doc.offsetAt(position);
      const reference = referenceAt(here.references, offset);
      // On a reference: the alias it names; elsewhere: the alias of the audience under the cursor.
      const alias = reference ? aliasOf(reference) : here.audiences[audienceAt(here.audiences, offset)]?.alias;
      if (alias === undefined) return [];
      const locations: Location[] = [];
      for (const f of await projectOutlines(path)) {
        const fileDoc = TextDocument.create(uriOf(f.file), "pql", 0, f.text);
        const at = (o: number) => fileDoc.positionAt(o);
        if (context?.includeDeclaration)
          for (const a of f.outline.audiences) if (a.alias === alias) locations.push({ uri: fileDoc.uri, range: rangeOf(a.nameRange, at) });
        for (const r of f.outline.references)
          if (r.id !== null && aliasOf(r) === alias) locations.push({ uri: fileDoc.uri, range: rangeOf(r.range, at) });
      }
      return locations;
    }),
  );

  connection.onDocumentSymbol(
    guarded("document symbols", [], ({ textDocument }) => {
      const doc = documents.get(textDocument.uri);
      const path = doc && served(doc.uri);
      if (!doc || !path) return [];
      const at = (o: number) => doc.positionAt(o);
      return outline(shownPath(path), doc.getText()).audiences.map((a) => ({
        name: a.name,
        ...(a.alias ? { detail: `alias:${a.alias}` } : {}),
        kind: 13, // Variable: an audience is a named condition
        range: rangeOf(a.range, at),
        selectionRange: rangeOf(a.nameRange, at),
      }));
    }),
  );

  connection.languages.semanticTokens.on(
    guarded("semantic tokens", { data: [] }, ({ textDocument }) => {
      const doc = documents.get(textDocument.uri);
      if (!doc?.uri.endsWith(".pql")) return { data: [] };
      return { data: semanticTokens(doc.getText()) };
    }),
  );

  documents.listen(connection);
  connection.listen();
  return connection;
}
