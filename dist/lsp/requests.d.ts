import type { Connection, TextDocuments } from "vscode-languageserver/node.js";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { FileResult } from "../lint/lint-result.js";
import { type ProjectLinter } from "./project.js";
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
export declare function answerRequests(connection: Connection, { documents, served, resultOf, linter, log }: Workspace): void;
