import { type MessageReader, type MessageWriter } from "vscode-languageserver/node.js";
export type InputEnd = {
    kind: "malformed";
    detail: string;
} | {
    kind: "closed";
};
export interface StdioTransport {
    reader: MessageReader;
    writer: MessageWriter;
}
export declare function stdioTransport(onEnd: (end: InputEnd) => void): StdioTransport;
