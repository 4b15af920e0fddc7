export type RecordFormat = "ndjson" | "json";
export declare class RecordStream {
    readonly path: string;
    private readonly format;
    private readonly out;
    private chunk;
    private failure;
    records: number;
    constructor(path: string, format: RecordFormat);
    write(record: unknown): Promise<void>;
    /** Writes what is left and closes the file; its size in bytes. */
    close(): Promise<number>;
    private flush;
}
