/** A file pull will not read or write, with why (the message says it). */
export declare class NotRegularFileError extends Error {
}
export type FolderFile = {
    kind: "missing";
} | {
    kind: "file";
    text: string;
} | {
    kind: "refused";
    reason: string;
};
/** Why the thing at `path` is no file pull may touch; undefined for a regular file or nothing there. */
export declare function whyNotRegularFile(path: string): Promise<string | undefined>;
/** The text of a file of the folder, that there is none, or why pull will not touch what is there. */
export declare function readFolderFile(path: string): Promise<FolderFile>;
/** Writes `text` as `dir/name`, whole, by a rename; throws NotRegularFileError when something else is there. */
export declare function replaceFolderFile(dir: string, name: string, text: string): Promise<void>;
/** The reason a write failed, for the report. */
export declare function writeFailure(error: unknown): string;
