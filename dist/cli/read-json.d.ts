export type JsonRead = {
    ok: true;
    value: unknown;
} | {
    ok: false;
    line: number;
    column: number;
    message: string;
};
export declare function readJsonFile(path: string): Promise<JsonRead>;
/** JSON text -> its value, or the line and column of the mistake (parseJson knows them; JSON.parse is faster when there is none). */
export declare function jsonValue(text: string): JsonRead;
