// `pql-audience lsp`: the language server over stdio. One more stage over the pure core and
// ./node: documents are linted as `lint` lints files (project.ts), as the editor changes them
// (debounced) and as files and configs change on disk; requests.ts answers the rest.
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic as LspDiagnostic,
} from "vscode-languageserver/node.js";
import { TextDocument } from "vscode-languageserver-textdocument";
import { isAudienceFileName } from "../audience/load.js";
import type { FileResult } from "../lint/lint-result.js";
import { configFileNames } from "../node/config-loader.js";
import { FORMAT_ACTION_KIND } from "./code-actions.js";
import { shown, SOURCE, toLspDiagnostic } from "./diagnostics.js";
import { ProjectLinter, type ConfigProblem } from "./project.js";
import { answerRequests } from "./requests.js";
import { semanticTokenLegend } from "./semantic-tokens.js";
import { type InputEnd, stdioTransport } from "./stdio-transport.js";
import { pathOf, uriOf } from "./uris.js";

export interface ServerOptions {
  /** Milliseconds to wait after a change before linting (further changes restart the wait). */
  debounceMs?: number;
  /** For clients that cannot watch files: how old the project's configs and files may be, in milliseconds. */
  rereadMs?: number;
  /** Milliseconds to wait after a file changed on disk before re-reading (further changes restart the wait). */
  watchDebounceMs?: number;
}

/** How long the server waits after a keystroke before linting, unless the client says otherwise. */
export const DEFAULT_DEBOUNCE_MS = 75;
/**
 * A client that cannot watch files (Neovim before 0.10, for one) never says a config or another
 * audience file changed on disk; for it the server reads them again when its copy is older than this.
 */
export const DEFAULT_REREAD_MS = 2000;
/**
 * A branch switch or a formatter run reports thousands of changed files, one notification each:
 * they are gathered until none came for this long, then re-read once and the documents re-linted once.
 */
export const DEFAULT_WATCH_DEBOUNCE_MS = 100;
/** However long a burst of changes lasts, what changed is re-read at most this long after its first change. */
const WATCH_MAX_WAIT_MS = 2000;

/** The path of a file: URI, else undefined (a URI that names no local file, `file://host/x`, included). */
function filePathOf(uri: string): string | undefined {
  try {
    return pathOf(uri);
  } catch {
    return undefined;
  }
}

function isConfigFile(path: string): boolean {
  const name = basename(path);
  return configFileNames.includes(name) || name === "package.json";
}

/** The connection over this process's standard input and output; `onEnd`: how the input ended (stdio-transport.ts). */
export function stdioConnection(onEnd: (end: InputEnd) => void): Connection {
  const { reader, writer } = stdioTransport(onEnd);
  return createConnection(ProposedFeatures.all, reader, writer);
}

export function startServer(connection: Connection): Connection {
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
  let rereadMs = DEFAULT_REREAD_MS;
  let watchDebounceMs = DEFAULT_WATCH_DEBOUNCE_MS;
  let canWatch = false;
  let lastRead = Date.now();
  /** The version each document was last scheduled at: the open and its first change are one lint. */
  const scheduledVersion = new Map<string, number>();

  const log = (what: string, e: unknown) => connection.console.error(`${what}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  const served = (uri: string) => {
    const path = pathOf(uri);
    return path !== undefined && isAudienceFileName(path) ? path : undefined;
  };

  async function lintDocument(doc: TextDocument): Promise<void> {
    const path = served(doc.uri);
    if (!path) return;
    const version = doc.version;
    if (!canWatch && Date.now() - lastRead > rereadMs) {
      linter.invalidate(true);
      results.clear();
      lastRead = Date.now();
    }
    // A run started later (a newer version, or the same one after a file or config changed) wins.
    const run = (runs.get(doc.uri) ?? 0) + 1;
    runs.set(doc.uri, run);
    const result = await linter.lint(path, doc.getText());
    if (runs.get(doc.uri) !== run || documents.get(doc.uri)?.version !== version) return;
    results.set(doc.uri, { version, result });
    const diagnostics = result ? shown(result.diagnostics).map((d) => toLspDiagnostic(d, (o) => doc.positionAt(o), uriOf)) : [];
    await connection.sendDiagnostics({ uri: doc.uri, version, diagnostics });
    // Reads the XDM schema the config names now, so a schema that cannot be read is shown at once.
    await linter.xdmPathsFor(path);
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
    scheduledVersion.set(doc.uri, doc.version);
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

  connection.onInitialize((params) => {
    const options = (params.initializationOptions ?? {}) as ServerOptions;
    if (typeof options.debounceMs === "number" && options.debounceMs >= 0) debounceMs = options.debounceMs;
    if (typeof options.rereadMs === "number" && options.rereadMs >= 0) rereadMs = options.rereadMs;
    if (typeof options.watchDebounceMs === "number" && options.watchDebounceMs >= 0) watchDebounceMs = options.watchDebounceMs;
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
  // The document manager reports an open as a change too: that version is already scheduled.
  documents.onDidChangeContent((e) => {
    if (scheduledVersion.get(e.document.uri) !== e.document.version) schedule(e.document);
  });
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    results.delete(e.document.uri);
    scheduledVersion.delete(e.document.uri);
    connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }).catch((err) => log("clear diagnostics", err));
  });

  /** Files changed on disk since the last re-read, and when the first of them was reported. */
  const changedOnDisk = new Set<string>();
  let firstChangeAt: number | undefined;
  let rereadTimer: NodeJS.Timeout | undefined;

  // Each notification only notes what changed: the re-read and the re-lint wait for the burst to end.
  connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) {
      const path = filePathOf(change.uri);
      if (path !== undefined) changedOnDisk.add(path);
    }
    firstChangeAt ??= Date.now();
    clearTimeout(rereadTimer);
    const wait = Math.min(watchDebounceMs, Math.max(0, firstChangeAt + WATCH_MAX_WAIT_MS - Date.now()));
    rereadTimer = setTimeout(() => {
      rereadTimer = undefined;
      rereadChanged().catch((e) => log("re-read changed files", e));
    }, wait);
  });

  /** Forgets what changed on disk (configs are read again when one of them did), then re-lints every open document once. */
  async function rereadChanged(): Promise<void> {
    const changed = [...changedOnDisk];
    changedOnDisk.clear();
    firstChangeAt = undefined;
    const configs = changed.filter(isConfigFile);
    linter.invalidate(configs.length > 0, changed);
    results.clear();
    try {
      for (const config of configs) await linter.checkConfig(config);
      await publishConfigProblems();
    } catch (e) {
      log("config diagnostics", e);
    }
    for (const doc of documents.all()) schedule(doc, 0);
  }

  answerRequests(connection, { documents, served, resultOf, linter, log });

  documents.listen(connection);
  connection.listen();
  return connection;
}
