// The requests an editor makes of the server (hover, code actions, formatting, completion,
// definition, references, symbols, semantic tokens), each answered from the pure modules beside
// this one. A request that fails answers its empty value and is logged: no text, however
// broken, stops the server.
import { resolve } from "node:path";
import type { Connection, Location, TextDocuments } from "vscode-languageserver/node.js";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { Diagnostic } from "../lint/diagnostic.js";
import { explain } from "../lint/explain.js";
import type { FileResult } from "../lint/lint-result.js";
import { aliasOf, audienceAt, outline, referenceAt, type Outline } from "./audience-outline.js";
import { codeActions } from "./code-actions.js";
import { completions } from "./completion.js";
import { rangeOf, shown } from "./diagnostics.js";
import { expressionStartAt } from "./expression-at.js";
import { formattingEdits } from "./formatting.js";
import { expressionHover, referenceHover, wordAt, wordHover } from "./hover.js";
import { type ProjectLinter, shownPath } from "./project.js";
import { semanticTokens } from "./semantic-tokens.js";
import { uriOf } from "./uris.js";

/** What the answers need from the server. */
export interface Workspace {
  documents: TextDocuments<TextDocument>;
  /** The path of a document the server lints (a .pql or audience file), else undefined. */
  served(uri: string): string | undefined;
  /** The document's lint result for its current text. */
  resultOf(doc: TextDocument): Promise<FileResult | null>;
  linter: ProjectLinter;
  log(what: string, e: unknown): void;
}

export function answerRequests(connection: Connection, { documents, served, resultOf, linter, log }: Workspace): void {
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

  /**
   * Whether a file is within its size limit (`maxFileSize`, the config's or 2 MiB): lint reports a
   * larger one (PQL109) without parsing it, and no answer parses it either, since outlining, explaining or
   * formatting megabytes costs seconds and hundreds of megabytes.
   */
  async function withinSizeLimit(path: string, text: string): Promise<boolean> {
    return text.length <= (await linter.configFor(path)).maxFileSize;
  }

  /** The document a request names and its path, when the server answers for it: served, and within its size limit. */
  async function withinLimit(uri: string): Promise<{ doc: TextDocument; path: string } | undefined> {
    const doc = documents.get(uri);
    const path = doc && served(doc.uri);
    if (!doc || !path || !(await withinSizeLimit(path, doc.getText()))) return undefined;
    return { doc, path };
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
      // Another file over its limit is left out as lint leaves it out: it declares no alias.
      if (text !== undefined && (await withinSizeLimit(file, text))) out.push({ file, text, outline: outlineOf(file, text) });
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

  connection.onHover(
    guarded("hover", null, async ({ textDocument, position }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return null;
      const { doc, path } = answerable;
      const text = doc.getText();
      const offset = doc.offsetAt(position);
      const file = shownPath(path);
      const here = outline(file, text);
      const reference = referenceAt(here.references, offset);
      const alias = reference && aliasOf(reference);
      if (reference && alias !== undefined) {
        const target = await aliasTarget(path, alias);
        const result = target ? (await linter.lint(target.file, target.text))?.audiences[target.index] : undefined;
        const value = referenceHover(
          reference.id!,
          target && {
            name: target.audience.name,
            file: shownPath(target.file),
            verdict: result?.verdict,
            method: result?.method,
            streaming: result?.streaming,
          },
        );
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
      // lint's judgement, which saw the project (an alias another file declares resolves), over
      // the one of this file alone.
      const linted = result?.audiences[index];
      const judged = {
        verdict: linted?.verdict ?? explanation.verdict,
        streaming: linted?.streaming ?? explanation.streaming,
        method: linted?.method ?? explanation.method,
        asked: linted?.asked ?? explanation.asked,
      };
      const atCursor = (result ? shown(result.diagnostics) : []).filter(
        (d: Diagnostic) => d.range.start.offset <= offset && offset <= d.range.end.offset,
      );
      return { contents: { kind: "markdown", value: expressionHover({ ...explanation, ...judged }, atCursor) } };
    }),
  );

  connection.onCodeAction(
    guarded("code action", [], async ({ textDocument, range }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return [];
      const { doc, path } = answerable;
      const result = await resultOf(doc);
      const context = { uri: doc.uri, file: shownPath(path), text: doc.getText(), positionAt: (o: number) => doc.positionAt(o), uriOf };
      return codeActions(result ? shown(result.diagnostics) : [], range, context);
    }),
  );

  connection.onDocumentFormatting(
    guarded("formatting", [], async ({ textDocument }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return [];
      const { doc, path } = answerable;
      return formattingEdits(shownPath(path), doc.getText(), (o) => doc.positionAt(o));
    }),
  );

  connection.onCompletion(
    guarded("completion", [], async ({ textDocument, position }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return [];
      const { doc, path } = answerable;
      const text = doc.getText();
      const offset = doc.offsetAt(position);
      const start = expressionStartAt(shownPath(path), text, offset);
      if (start === undefined) return []; // a key of the audience file, not its PQL
      const linePrefix = text.slice(Math.max(start, doc.offsetAt({ line: position.line, character: 0 })), offset);
      const files = await projectOutlines(path);
      const aliases = files.flatMap((f) => f.outline.audiences.flatMap((a) => (a.alias ? [{ alias: a.alias, name: a.name }] : [])));
      const paths = [...new Set([...files.flatMap((f) => f.outline.paths), ...(await linter.xdmPathsFor(path))])];
      return completions(linePrefix, { aliases, paths });
    }),
  );

  connection.onDefinition(
    guarded("definition", null, async ({ textDocument, position }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return null;
      const { doc, path } = answerable;
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
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return [];
      const { doc, path } = answerable;
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
    guarded("document symbols", [], async ({ textDocument }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable) return [];
      const { doc, path } = answerable;
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
    guarded("semantic tokens", { data: [] }, async ({ textDocument }) => {
      const answerable = await withinLimit(textDocument.uri);
      if (!answerable?.doc.uri.endsWith(".pql")) return { data: [] };
      return { data: semanticTokens(answerable.doc.getText()) };
    }),
  );
}
