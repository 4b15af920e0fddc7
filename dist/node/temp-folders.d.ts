/** A new folder under the system's temporary folder, named `prefix` and a random tail. */
export declare function makeTempFolder(prefix: string): string;
export declare function removeTempFolder(dir: string): void;
/** Every folder still there, removed (synchronously: it runs on the way out of the process). */
export declare function removeTempFolders(): void;
