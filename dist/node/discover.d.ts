/** Audience files and bare PQL: `*.pql`, `*.audience.json`, `*.audience.yaml`, `*.audience.yml`. */
export declare const audienceFilePattern: RegExp;
export interface DiscoverOptions {
    /** Which files a directory or glob contributes (explicit files are always taken). */
    accept?: (path: string) => boolean;
}
/** Expands path arguments into a sorted, de-duplicated list of files. */
export declare function discoverFiles(paths: string[], options?: DiscoverOptions): Promise<string[]>;
