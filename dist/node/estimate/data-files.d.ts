export type DataFormat = "ndjson" | "json" | "parquet";
export interface DataFile {
    path: string;
    format: DataFormat;
}
export interface DataFiles {
    profiles: DataFile;
    events: DataFile | undefined;
}
export declare function findDataFiles(dir: string): DataFiles;
